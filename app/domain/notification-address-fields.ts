import { textField } from "./form-fields";

/** The form on /settings for where e-mails about new messages go; notification-address-form.ts reads it. */
export const notificationAddressFields = {
  notificationEmail: textField({
    name: "notificationEmail",
    label: "E-mail new messages to",
    type: "email",
    inputMode: "email",
    autoComplete: "email",
    maxLength: 254,
    tooLong: () => "That e-mail address is too long",
    format: (stored: { notificationEmail: string }) => stored.notificationEmail,
  }),
};
