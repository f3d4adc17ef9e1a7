import type { ReactNode } from "react";
import { data, Form, useNavigation } from "react-router";
import { ConfirmationNotice } from "~/components/confirmation-notice";
import { type FieldControlProps, FormField } from "~/components/form-field";
import { findSettings, saveSettings } from "~/data/settings.server";
import { fieldErrors } from "~/domain/form-errors";
import { settingsFormSchema, type SettingsField } from "~/domain/settings-form";
import { recordAdminAction } from "~/services/audit-log.server";
import { requireAdmin } from "~/services/auth.server";
import { servicesFrom } from "~/services/context.server";
import { redirectWithConfirmation } from "~/services/flash.server";
import type { Route } from "./+types/settings";

type SettingsValues = Record<SettingsField, string>;

const FIELDS: SettingsField[] = [
  "kesRate",
  "whatsappNumber",
  "contactEmail",
  "contactPhone",
  "contactAddress",
  "facebookUrl",
  "instagramUrl",
  "xUrl",
];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const settings = await findSettings(servicesFrom(context).database.db);
  const values = Object.fromEntries(
    FIELDS.map((field) => [field, String(settings[field])]),
  ) as SettingsValues;
  return { values };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireAdmin(request, context);
  const form = await request.formData();
  const values = Object.fromEntries(
    FIELDS.map((field) => {
      const value = form.get(field);
      return [field, typeof value === "string" ? value : ""];
    }),
  ) as SettingsValues;
  const result = settingsFormSchema.safeParse(values);
  if (!result.success) {
    return data({ values, errors: fieldErrors<SettingsField>(result.error) }, { status: 400 });
  }
  await saveSettings(servicesFrom(context).database.db, result.data);
  await recordAdminAction(context, { actor: user.email, action: "settings-changed" });
  return redirectWithConfirmation("/settings", "Settings saved", request);
}

export default function Settings({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const saving = navigation.state === "submitting";
  const values = actionData?.values ?? loaderData.values;
  const errors: Partial<Record<SettingsField, string>> = actionData?.errors ?? {};

  const field = (name: SettingsField, label: string, input: (control: FieldControlProps) => ReactNode) => (
    <FormField id={`settings-${name}`} label={label} error={errors[name]}>
      {input}
    </FormField>
  );

  return (
    <main id="main" className="page page--narrow">
      <title>Settings · Makazi</title>
      <meta name="robots" content="noindex" />
      <h1>Settings</h1>
      <ConfirmationNotice />
      {actionData && (
        <p className="notice notice--error" role="alert">
          Please correct the fields marked below; nothing you typed has been lost.
        </p>
      )}
      {/* Keyed by the values shown, so the boxes refill after a save or a failed one. */}
      <Form method="post" className="form" noValidate key={JSON.stringify(values)}>
        {field("kesRate", "KES rate (shillings to a dollar)", (control) => (
          <input {...control} name="kesRate" inputMode="decimal" defaultValue={values.kesRate} required />
        ))}
        {field("whatsappNumber", "WhatsApp number", (control) => (
          <input
            {...control}
            name="whatsappNumber"
            type="tel"
            autoComplete="off"
            defaultValue={values.whatsappNumber}
            required
          />
        ))}
        {field("contactEmail", "Contact e-mail", (control) => (
          <input {...control} name="contactEmail" type="email" defaultValue={values.contactEmail} />
        ))}
        {field("contactPhone", "Contact phone", (control) => (
          <input {...control} name="contactPhone" type="tel" defaultValue={values.contactPhone} />
        ))}
        {field("contactAddress", "Address", (control) => (
          <input {...control} name="contactAddress" defaultValue={values.contactAddress} />
        ))}
        {field("facebookUrl", "Facebook link", (control) => (
          <input {...control} name="facebookUrl" type="url" defaultValue={values.facebookUrl} />
        ))}
        {field("instagramUrl", "Instagram link", (control) => (
          <input {...control} name="instagramUrl" type="url" defaultValue={values.instagramUrl} />
        ))}
        {field("xUrl", "X link", (control) => (
          <input {...control} name="xUrl" type="url" defaultValue={values.xUrl} />
        ))}
        <button type="submit" className="button" disabled={saving}>
          {saving ? "Saving…" : "Save"}
        </button>
      </Form>
    </main>
  );
}
