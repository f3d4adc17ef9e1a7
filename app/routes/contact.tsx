import { Form, useNavigation } from "react-router";
import { FormField } from "~/components/form-field";
import { saveContactMessage } from "~/data/contact-messages.server";
import { CONTACT_FIELDS, contactMessageSchema } from "~/domain/contact";
import { HONEYPOT_FIELD, tooManyMessagesNotice } from "~/domain/message-form";
import { receiveMessage } from "~/services/message-forms.server";
import { publicUrl } from "~/services/public-address.server";
import type { Route } from "./+types/contact";

export function loader({ request, context }: Route.LoaderArgs) {
  return { canonicalUrl: publicUrl(request, context, "/contact") };
}

export async function action({ request, context }: Route.ActionArgs) {
  return receiveMessage(context, await request.formData(), {
    fields: CONTACT_FIELDS,
    schema: contactMessageSchema,
    save: saveContactMessage,
  });
}

export default function Contact({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const sending = navigation.state === "submitting";
  const invalid = actionData?.status === "invalid" ? actionData : null;
  const limited = actionData?.status === "limited" ? actionData : null;
  const values = (invalid ?? limited)?.values;
  const errors = invalid?.errors ?? {};

  return (
    <main id="main" className="page page--narrow">
      <title>Contact · Makazi</title>
      <meta name="description" content="Send Makazi a message about buying, renting or listing a property." />
      <link rel="canonical" href={loaderData.canonicalUrl} />
      <h1>Contact us</h1>
      <p>Ask about a property, arrange a viewing or list your own. We reply by e-mail.</p>

      {actionData?.status === "sent" && (
        <p className="notice notice--success" role="status">
          Thank you, {actionData.name}. Your message has been sent and we will reply soon.
        </p>
      )}
      {invalid && (
        <p className="notice notice--error" role="alert">
          Please correct the fields marked below; nothing you typed has been lost.
        </p>
      )}
      {limited && (
        <p className="notice notice--error" role="alert">
          {tooManyMessagesNotice(limited.minutesToWait)}
        </p>
      )}

      <Form method="post" className="form" noValidate key={actionData?.status === "sent" ? "sent" : "form"}>
        <FormField id="contact-name" label="Name" error={errors.name}>
          {(control) => (
            <input
              {...control}
              name="name"
              autoComplete="name"
              defaultValue={values?.name}
              required
              maxLength={100}
            />
          )}
        </FormField>
        <FormField id="contact-email" label="Email" error={errors.email}>
          {(control) => (
            <input
              {...control}
              name="email"
              type="email"
              autoComplete="email"
              inputMode="email"
              defaultValue={values?.email}
              required
              maxLength={254}
            />
          )}
        </FormField>
        <FormField id="contact-message" label="Message" error={errors.message}>
          {(control) => (
            <textarea
              {...control}
              name="message"
              rows={6}
              defaultValue={values?.message}
              required
              maxLength={5000}
            />
          )}
        </FormField>
        <div className="form__honeypot" aria-hidden="true">
          <label htmlFor="contact-website">Leave this field empty</label>
          <input id="contact-website" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" />
        </div>
        <button type="submit" className="button" disabled={sending}>
          {sending ? "Sending…" : "Send"}
        </button>
      </Form>
    </main>
  );
}
