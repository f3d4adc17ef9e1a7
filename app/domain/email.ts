import { textField } from "./form-fields";

export const EMAIL_ADDRESS_MESSAGE = "Please enter a valid e-mail address, like name@example.com";

/**
 * An e-mail address as people type it into our forms: trimmed, at most 254 characters, and
 * required unless `optional`. Its form is checked by `emailAddressReader`.
 */
export function emailAddressField({
  optional = false,
  autoComplete = "email",
}: { optional?: boolean; autoComplete?: "email" | "username" } = {}) {
  return textField({
    name: "email",
    label: "Email",
    type: "email",
    inputMode: "email",
    autoComplete,
    ...(!optional && { required: "Please enter your e-mail address" }),
    maxLength: 254,
    tooLong: () => "That e-mail address is too long",
  });
}
