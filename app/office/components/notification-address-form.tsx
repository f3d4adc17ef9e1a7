import { SaveSettingsButton } from "./save-settings-button";
import { FormField } from "~/ui/form-field";
import { notificationAddressFields } from "~/domain/notification-address-fields";

interface NotificationAddressFormProps {
  /** Whether the server has a mail server to send through (SMTP_URL). */
  emailOn: boolean;
  value: string;
  error: string | undefined;
  saving: boolean;
}

/** Where e-mails about new messages go, and whether e-mail is on at all. */
export function NotificationAddressForm({ emailOn, value, error, saving }: NotificationAddressFormProps) {
  const field = notificationAddressFields.notificationEmail;
  return (
    <section aria-labelledby="notifications-heading">
      <h2 id="notifications-heading">E-mail for new messages</h2>
      {emailOn ? (
        <p>
          Each new message and enquiry is e-mailed at once to this address, with the listing and the
          visitor&apos;s details; leave it empty to send none.
        </p>
      ) : (
        <p className="notice">
          E-mail is off: new messages are only shown under Messages. To turn it on, set <code>SMTP_URL</code>{" "}
          (and <code>MAIL_FROM</code>) in the server&apos;s environment and restart it; the address below is
          kept for then.
        </p>
      )}
      <div className="form">
        <FormField id="settings-notificationEmail" field={field} error={error}>
          {(control) => <input {...control} defaultValue={value} />}
        </FormField>
        <SaveSettingsButton saving={saving} />
      </div>
    </section>
  );
}
