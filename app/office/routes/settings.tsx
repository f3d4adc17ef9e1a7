import { data, Form, useNavigation } from "react-router";
import { ConfirmationNotice } from "~/office/components/confirmation-notice";
import { FeedAddresses, RENEW_FEEDS_INTENT } from "~/office/components/feed-addresses";
import { CREDENTIALS_INTENT, CredentialsForm } from "~/office/components/credentials-form";
import { findCredentials, saveCredentials } from "~/data/credentials.server";
import { credentialsFields } from "~/domain/credentials-fields";
import { credentialsFormSchema, type CredentialsField } from "~/domain/credentials-form";
import { FormField } from "~/ui/form-field";
import {
  NOTIFICATION_ADDRESS_INTENT,
  NotificationAddressForm,
} from "~/office/components/notification-address-form";
import { VIEWING_HOURS_INTENT, ViewingHoursForm } from "~/office/components/viewing-hours-form";
import {
  AVAILABILITY_CHECK_INTENT,
  AvailabilityCheckSettingsForm,
} from "~/office/components/availability-check-settings-form";
import {
  findAvailabilityCheckSettings,
  findNotificationAddress,
  findSettings,
  saveAvailabilityCheckSettings,
  findViewingHours,
  saveNotificationAddress,
  saveSettings,
  saveViewingHours,
} from "~/data/settings.server";
import { availabilityCheckFields } from "~/domain/availability-check-fields";
import { availabilityCheckSchema } from "~/domain/availability-check-form";
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
import { feedAddresses, renewFeedToken } from "~/services/feeds.server";
import { redirectWithConfirmation } from "~/services/flash.server";
import { readFormValues } from "~/services/form-text.server";
import type { Route } from "./+types/settings";
import { ErrorSummary } from "~/ui/error-summary";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const services = servicesFrom(context);
  const { database, config } = services;
  const [settings, notificationAddress, feeds, availabilityChecks, viewingHours, credentials] =
    await Promise.all([
      findSettings(database.db),
      findNotificationAddress(database.db),
      feedAddresses(services),
      findAvailabilityCheckSettings(database.db),
      findViewingHours(database.db),
      findCredentials(database.db),
    ]);
  return {
    values: formattedValues(settingsFields, settings),
    notificationAddress,
    availabilityChecks: formattedValues(availabilityCheckFields, availabilityChecks),
    viewingHours: formattedValues(viewingHoursFields, viewingHours),
    credentials: formattedValues(credentialsFields, credentials),
    emailOn: config.smtp !== null,
    feeds: { siteAddressSet: config.publicBaseUrl !== null, addresses: feeds },
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
  if (form.get("intent") === RENEW_FEEDS_INTENT) {
    await renewFeedToken(db);
    await recordAdminAction(context, {
      actor: user.email,
      action: "settings-changed",
      subject: "Feed addresses",
    });
    return redirectWithConfirmation("/settings", "New feed addresses made", request);
  }
  if (form.get("intent") === AVAILABILITY_CHECK_INTENT) {
    const values = readFormValues(form, availabilityCheckFields);
    const result = availabilityCheckSchema.safeParse(values);
    if (!result.success) {
      const errors = fieldErrors<keyof typeof availabilityCheckFields>(result.error);
      return data({ form: "availability-checks" as const, values, errors }, { status: 400 });
    }
    await saveAvailabilityCheckSettings(db, result.data);
    await recordAdminAction(context, {
      actor: user.email,
      action: "settings-changed",
      subject: "Availability checks",
    });
    return redirectWithConfirmation("/settings", "Availability checks saved", request);
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
  const checksRefused = actionData?.form === "availability-checks" ? actionData : undefined;
  const hoursRefused = actionData?.form === "viewing-hours" ? actionData : undefined;
  const credentialsRefused = actionData?.form === "credentials" ? actionData : undefined;
  const values = refused?.values ?? loaderData.values;
  const errors: Partial<Record<SettingsField, string>> = refused?.errors ?? {};

  return (
    <main id="main" className="page page--narrow">
      <title>Settings · Makazi</title>
      <meta name="robots" content="noindex" />
      <h1>Settings</h1>
      <ConfirmationNotice />
      {(refused ?? addressRefused ?? checksRefused ?? hoursRefused ?? credentialsRefused) && (
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
      <FeedAddresses {...loaderData.feeds} saving={saving} />
      <AvailabilityCheckSettingsForm
        values={checksRefused?.values ?? loaderData.availabilityChecks}
        errors={checksRefused?.errors ?? {}}
        saving={saving}
      />
      <ViewingHoursForm
        values={hoursRefused?.values ?? loaderData.viewingHours}
        errors={hoursRefused?.errors ?? {}}
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
