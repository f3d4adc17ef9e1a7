import { textField } from "./form-fields";

/** The shortest password the site accepts for an account. */
export const MINIMUM_PASSWORD_LENGTH = 12;

const password = (name: string, label: string, autoComplete: "current-password" | "new-password") =>
  ({ name, label, type: "password", autoComplete, trim: false }) as const;

/** The change-password form; password-change.ts reads it. Passwords are never trimmed. */
export const passwordChangeFields = {
  currentPassword: textField({
    ...password("currentPassword", "Current password", "current-password"),
    required: "Please enter your current password",
  }),
  newPassword: textField({
    ...password("newPassword", "New password", "new-password"),
    required: true,
    minLength: MINIMUM_PASSWORD_LENGTH,
    tooShort: (limit) => `Please choose a password of at least ${limit} characters`,
  }),
  confirmation: textField({
    ...password("confirmation", "New password again", "new-password"),
    required: true,
  }),
};
