import { data, Form, Link, useNavigation } from "react-router";
import { PageTitle } from "~/ui/site-brand";
import { ConfirmationNotice } from "~/office/components/confirmation-notice";
import { FeedAddresses, RENEW_FEED_INTENT } from "~/office/components/feed-addresses";
import { FEEDS, type FeedName, isFeedName } from "~/domain/feeds";
import { CredentialsForm } from "~/office/components/credentials-form";
import { SaveSettingsButton } from "~/office/components/save-settings-button";
import { findCredentials } from "~/data/credentials.server";
import { credentialsFields } from "~/domain/credentials-fields";
import { FormField } from "~/ui/form-field";
import { NotificationAddressForm } from "~/office/components/notification-address-form";
import { ViewingHoursForm } from "~/office/components/viewing-hours-form";
import { AvailabilityCheckSettingsForm } from "~/office/components/availability-check-settings-form";
import {
  findAvailabilityCheckSettings,
  findNotificationAddress,
  findSettings,
  findTextSettings,
  findViewingHours,
} from "~/data/settings.server";
import { textSettingsFields, textSettingsValues } from "~/domain/text-settings-fields";
import { TextSettingsForm } from "~/office/components/text-settings-form";
import { availabilityCheckFields } from "~/domain/availability-check-fields";
import { formattedValues } from "~/domain/form-fields";
import { settingsFields } from "~/domain/settings-fields";
import type { SettingsField } from "~/domain/settings-form";
import { viewingHoursFields } from "~/domain/viewing-hours-form";
import { recordAdminAction } from "~/services/audit-log.server";
import { requireOfficePerson } from "~/services/auth.server";
import { servicesFrom } from "~/services/context.server";
import { feedAddresses, renewFeedToken } from "~/services/feeds.server";
import { redirectWithConfirmation } from "~/services/flash.server";
import { findDataProtectionSettings, saveSettingsPage } from "~/services/settings-page.server";
import { dataProtectionFields } from "~/domain/data-protection-fields";
import { DataProtectionForm } from "~/office/components/data-protection-form";
import type { Route } from "./+types/settings";
import { ErrorSummary } from "~/ui/error-summary";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireOfficePerson(request, context);
  const services = servicesFrom(context);
  const { database, config } = services;
  const [
    settings,
    notificationAddress,
    feeds,
    availabilityChecks,
    viewingHours,
    texts,
    dataProtection,
    credentials,
  ] = await Promise.all([
    findSettings(database.db),
    findNotificationAddress(database.db),
    feedAddresses(services),
    findAvailabilityCheckSettings(database.db),
    findViewingHours(database.db),
    findTextSettings(database.db),
    findDataProtectionSettings(database.db),
    findCredentials(database.db),
  ]);
  return {
    values: formattedValues(settingsFields, settings),
    notificationAddress,
    availabilityChecks: formattedValues(availabilityCheckFields, availabilityChecks),
    viewingHours: formattedValues(viewingHoursFields, viewingHours),
    texts: formattedValues(textSettingsFields, textSettingsValues(texts)),
    dataProtection: formattedValues(dataProtectionFields, dataProtection),
    credentials: formattedValues(credentialsFields, credentials),
    emailOn: config.smtp !== null,
    textsOn: config.sms !== null,
    feeds: { siteAddressSet: config.publicBaseUrl !== null, addresses: feeds },
  };
}

/** The feed a button asked a new address for, if any; a button naming no feed is refused before anything is saved. */
function feedToRenew(intent: FormDataEntryValue | null): FeedName | null {
  if (typeof intent !== "string" || !intent.startsWith(RENEW_FEED_INTENT)) return null;
  const feed = intent.slice(RENEW_FEED_INTENT.length);
  if (!isFeedName(feed)) throw data("Unknown request", { status: 400 });
  return feed;
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireOfficePerson(request, context);
  const form = await request.formData();
  const feed = feedToRenew(form.get("intent"));
  const outcome = await saveSettingsPage(context, form, user.email);
  if (outcome.status === "invalid") return data(outcome, { status: 400 });
  const said = [
    outcome.changed.length > 0 ? `Saved: ${outcome.changed.join(", ")}.` : "Nothing had changed.",
  ];
  if (feed) {
    await renewFeedToken(servicesFrom(context).database.db, feed);
    const { label } = FEEDS[feed];
    await recordAdminAction(context, {
      actor: user.email,
      action: "settings-changed",
      subject: `Feed address: ${label}`,
    });
    said.push(`New address made for ${label}.`);
  }
  return redirectWithConfirmation("/settings", said.join(" "), request);
}

export default function Settings({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const saving = navigation.state === "submitting";
  const values = actionData?.values ?? {
    site: loaderData.values,
    notificationAddress: { notificationEmail: loaderData.notificationAddress },
    availabilityChecks: loaderData.availabilityChecks,
    viewingHours: loaderData.viewingHours,
    texts: loaderData.texts,
    dataProtection: loaderData.dataProtection,
    credentials: loaderData.credentials,
  };
  const errors = actionData?.errors;
  const siteErrors: Partial<Record<SettingsField, string>> = errors?.site ?? {};

  return (
    <main id="main" className="page page--narrow">
      <PageTitle>Settings</PageTitle>
      <meta name="robots" content="noindex" />
      <h1>Settings</h1>
      <p>
        The site&apos;s name, logo, colour and home page words are on <Link to="/your-site">Your site</Link>.
      </p>
      <ConfirmationNotice />
      {actionData && (
        <ErrorSummary submission={actionData}>
          Please correct the fields marked below; nothing you typed has been lost, and nothing was saved.
        </ErrorSummary>
      )}
      {/* One form for the page, keyed by the values shown, so the boxes refill after a save or a failed one. */}
      <Form method="post" noValidate key={JSON.stringify(values)}>
        <div className="form">
          {(Object.keys(settingsFields) as SettingsField[]).map((name) => (
            <FormField
              key={name}
              id={`settings-${name}`}
              field={settingsFields[name]}
              error={siteErrors[name]}
            >
              {(control) => <input {...control} defaultValue={values.site[name]} />}
            </FormField>
          ))}
          <SaveSettingsButton saving={saving} />
        </div>
        <NotificationAddressForm
          emailOn={loaderData.emailOn}
          value={values.notificationAddress.notificationEmail}
          error={errors?.notificationAddress.notificationEmail}
          saving={saving}
        />
        <FeedAddresses {...loaderData.feeds} saving={saving} />
        <AvailabilityCheckSettingsForm
          values={values.availabilityChecks}
          errors={errors?.availabilityChecks ?? {}}
          saving={saving}
        />
        <ViewingHoursForm values={values.viewingHours} errors={errors?.viewingHours ?? {}} saving={saving} />
        <TextSettingsForm
          textsOn={loaderData.textsOn}
          values={values.texts}
          errors={errors?.texts ?? {}}
          saving={saving}
        />
        <DataProtectionForm
          values={values.dataProtection}
          errors={errors?.dataProtection ?? {}}
          saving={saving}
        />
        <CredentialsForm values={values.credentials} errors={errors?.credentials ?? {}} saving={saving} />
      </Form>
    </main>
  );
}
