import { data, Form, useNavigation } from "react-router";
import { ConfirmationNotice } from "~/office/components/confirmation-notice";
import { FormField } from "~/ui/form-field";
import {
  NOTIFICATION_ADDRESS_INTENT,
  NotificationAddressForm,
} from "~/office/components/notification-address-form";
import { VIEWING_HOURS_INTENT, ViewingHoursForm } from "~/office/components/viewing-hours-form";
import {
  findNotificationAddress,
  findSettings,
  findViewingHours,
  saveNotificationAddress,
  saveSettings,
  saveViewingHours,
} from "~/data/settings.server";
import { formattedValues } from "~/domain/form-fields";
import { fieldErrors } from "~/domain/form-errors";
import { notificationAddressFields } from "~/domain/notification-address-fields";
import { notificationAddressSchema } from "~/domain/notification-address-form";
import { settingsFields } from "~/domain/settings-fields";
import { settingsFormSchema, type SettingsField } from "~/domain/settings-form";
import { type ViewingHoursField, viewingHoursFields, viewingHoursSchema } from "~/domain/viewing-hours-form";
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
  const [settings, notificationAddress, viewingHours] = await Promise.all([
    findSettings(database.db),
    findNotificationAddress(database.db),
    findViewingHours(database.db),
  ]);
  return {
    values: formattedValues(settingsFields, settings),
    notificationAddress,
    viewingHours: formattedValues(viewingHoursFields, viewingHours),
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
  if (form.get("intent") === VIEWING_HOURS_INTENT) {
    const values = readFormValues(form, viewingHoursFields);
    const result = viewingHoursSchema.safeParse(values);
    if (!result.success) {
      const errors = fieldErrors<ViewingHoursField>(result.error);
      return data({ form: "viewing-hours" as const, values, errors }, { status: 400 });
    }
    await saveViewingHours(db, result.data);
    await recordAdminAction(context, {
      actor: user.email,
      action: "settings-changed",
      subject: "Viewing hours",
    });
    return redirectWithConfirmation("/settings", "Viewing hours saved", request);
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
  const hoursRefused = actionData?.form === "viewing-hours" ? actionData : undefined;
  const values = refused?.values ?? loaderData.values;
  const errors: Partial<Record<SettingsField, string>> = refused?.errors ?? {};

  return (
    <main id="main" className="page page--narrow">
      <title>Settings · Makazi</title>
      <meta name="robots" content="noindex" />
      <h1>Settings</h1>
      <ConfirmationNotice />
      {(refused ?? addressRefused ?? hoursRefused) && (
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
      <ViewingHoursForm
        values={hoursRefused?.values ?? loaderData.viewingHours}
        errors={hoursRefused?.errors ?? {}}
        saving={saving}
      />
    </main>
  );
}
