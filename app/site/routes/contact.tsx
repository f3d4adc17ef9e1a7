import { Form } from "react-router";
import { PageTitle, useSiteBrand } from "~/ui/site-brand";
import { FormField } from "~/ui/form-field";
import { saveContactMessage } from "~/data/contact-messages.server";
import { contactMessageSchema } from "~/domain/contact";
import { contactFields } from "~/domain/message-fields";
import { receiveMessage } from "~/services/message-forms.server";
import { useTranslation } from "~/i18n/language-context";
import { PrivacyLine } from "~/site/components/privacy-line";
import { SendButton } from "~/site/components/send-button";
import { publicPageUrl } from "~/services/public-address.server";
import type { Route } from "./+types/contact";
import { FormRefusals } from "~/site/components/form-refusals";
import { HoneypotField } from "~/site/components/honeypot-field";

export function loader({ request, context }: Route.LoaderArgs) {
  return { canonicalUrl: publicPageUrl(request, context, "/contact") };
}

export async function action({ request, context }: Route.ActionArgs) {
  return receiveMessage(request, context, {
    fields: contactFields,
    schema: contactMessageSchema,
    save: saveContactMessage,
  });
}

export default function Contact({ loaderData, actionData }: Route.ComponentProps) {
  const invalid = actionData?.status === "invalid" ? actionData : null;
  const limited = actionData?.status === "limited" ? actionData : null;
  const values = (invalid ?? limited)?.values;
  const errors = invalid?.errors ?? {};
  const { t } = useTranslation();
  const { name } = useSiteBrand();

  return (
    <main id="main" className="page page--narrow">
      <PageTitle>{t("Contact")}</PageTitle>
      <meta
        name="description"
        content={t("Send {{site}} a message about buying, renting or listing a property.", { site: name })}
      />
      <link rel="canonical" href={loaderData.canonicalUrl} />
      <h1>{t("Contact us")}</h1>
      <p>{t("Ask about a property, arrange a viewing or list your own. We reply by e-mail.")}</p>

      {actionData?.status === "sent" && (
        <p className="notice notice--success" role="status">
          {t("Thank you, {{name}}. Your message has been sent and we will reply soon.", {
            name: actionData.name,
          })}
        </p>
      )}
      <FormRefusals invalid={invalid} limited={limited} />

      <Form method="post" className="form" noValidate>
        <FormField id="contact-name" field={contactFields.name} error={errors.name}>
          {(control) => <input {...control} defaultValue={values?.name} />}
        </FormField>
        <FormField id="contact-email" field={contactFields.email} error={errors.email}>
          {(control) => <input {...control} defaultValue={values?.email} />}
        </FormField>
        <FormField id="contact-message" field={contactFields.message} error={errors.message}>
          {(control) => <textarea {...control} rows={6} defaultValue={values?.message} />}
        </FormField>
        <HoneypotField id="contact-website" />
        <SendButton>{t("Send")}</SendButton>
        <PrivacyLine use="We use your details only to answer your message." />
      </Form>
    </main>
  );
}
