import { data, Form, useNavigation } from "react-router";
import { ConfirmationNotice } from "~/office/components/confirmation-notice";
import { CREDENTIALS_INTENT, CredentialsForm } from "~/office/components/credentials-form";
import { findCredentials, saveCredentials } from "~/data/credentials.server";
import { credentialsFields } from "~/domain/credentials-fields";
import { credentialsFormSchema, type CredentialsField } from "~/domain/credentials-form";
import { FormField } from "~/ui/form-field";
import {
  NOTIFICATION_ADDRESS_INTENT,
  NotificationAddressForm,
} from "~/office/components/notification-address-form";
import {
  findNotificationAddress,
  findSettings,
  saveNotificationAddress,
  saveSettings,
} from "~/data/settings.server";
import { formattedValues } from "~/domain/form-fields";
import { fieldErrors } from "~/domain/form-errors";
import { notificationAddressFields } from "~/domain/notification-address-fields";
import { notificationAddressSchema } from "~/domain/notification-address-form";
import { settingsFields } from "~/domain/settings-fields";
import { settingsFormSchema, type SettingsField } from "~/domain/settings-form";
import { recordAdminAction } from "~/services/audit-log.server";
import { requireAdmin } from "~/services/auth.server";
import { servicesFrom } from "~/services/context.server";
import { redirectWithConfirmation } from "~/services/flash.server";
import { readFormValues } from "~/services/form-text.server";
import type { Route } from "./+types/settings";
import { ErrorSummary } from "~/ui/error-summary";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const { database, config } = servicesFrom(context);
  const [settings, notificationAddress, credentials] = await Promise.all([
    findSettings(database.db),
    findNotificationAddress(database.db),
    findCredentials(database.db),
  ]);
  return {
    values: formattedValues(settingsFields, settings),
    notificationAddress,
    credentials: formattedValues(credentialsFields, credentials),
    emailOn: config.smtp !== null,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireAdmin(request, context);
  const form = await request.formData();
  const db = servicesFrom(context).database.db;
  if (form.get("intent") === NOTIFICATION_ADDRESS_INTENT) {
    const values = readFormValues(form, notificationAddressFields);
    const result = notificationAddressSchema.safeParse(values);
    if (!result.success) {
      const errors = fieldErrors<keyof typeof notificationAddressFields>(result.error);
      return data({ form: "notification-address" as const, values, errors }, { status: 400 });
    }
    await saveNotificationAddress(db, result.data.notificationEmail);
    await recordAdminAction(context, {
      actor: user.email,
      action: "settings-changed",
      subject: "E-mail for new messages",
    });
    return redirectWithConfirmation("/settings", "Address for new messages saved", request);
  }
  if (form.get("intent") === CREDENTIALS_INTENT) {
    const values = readFormValues(form, credentialsFields);
    const result = credentialsFormSchema(new Date()).safeParse(values);
    if (!result.success) {
      const errors = fieldErrors<CredentialsField>(result.error);
      return data({ form: "credentials" as const, values, errors }, { status: 400 });
    }
    await saveCredentials(db, result.data);
    await recordAdminAction(context, {
      actor: user.email,
      action: "settings-changed",
      subject: "Credentials",
    });
    return redirectWithConfirmation("/settings", "Credentials saved", request);
  }
  const values = readFormValues(form, settingsFields);
  const result = settingsFormSchema.safeParse(values);
  if (!result.success) {
    return data(
      { form: "settings" as const, values, errors: fieldErrors<SettingsField>(result.error) },
      { status: 400 },
    );
  }
  await saveSettings(db, result.data);
  await recordAdminAction(context, { actor: user.email, action: "settings-changed" });
  return redirectWithConfirmation("/settings", "Settings saved", request);
}

export default function Settings({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const saving = navigation.state === "submitting";
  const refused = actionData?.form === "settings" ? actionData : undefined;
  const addressRefused = actionData?.form === "notification-address" ? actionData : undefined;
  const credentialsRefused = actionData?.form === "credentials" ? actionData : undefined;
  const values = refused?.values ?? loaderData.values;
  const errors: Partial<Record<SettingsField, string>> = refused?.errors ?? {};

  return (
    <main id="main" className="page page--narrow">
      <title>Settings · Makazi</title>
      <meta name="robots" content="noindex" />
      <h1>Settings</h1>
      <ConfirmationNotice />
      {(refused ?? addressRefused ?? credentialsRefused) && (
        <ErrorSummary submission={actionData}>
          Please correct the fields marked below; nothing you typed has been lost.
        </ErrorSummary>
      )}
      {/* Keyed by the values shown, so the boxes refill after a save or a failed one. */}
      <Form method="post" className="form" noValidate key={JSON.stringify(values)}>
        {(Object.keys(settingsFields) as SettingsField[]).map((name) => (
          <FormField key={name} id={`settings-${name}`} field={settingsFields[name]} error={errors[name]}>
            {(control) => <input {...control} defaultValue={values[name]} />}
          </FormField>
        ))}
        <button type="submit" className="button" disabled={saving}>
          {saving ? "Saving…" : "Save"}
        </button>
      </Form>
      <NotificationAddressForm
        emailOn={loaderData.emailOn}
        value={addressRefused?.values.notificationEmail ?? loaderData.notificationAddress}
        error={addressRefused?.errors.notificationEmail}
        saving={saving}
      />
      <CredentialsForm
        values={credentialsRefused?.values ?? loaderData.credentials}
        errors={credentialsRefused?.errors ?? {}}
        saving={saving}
      />
    </main>
  );
}
