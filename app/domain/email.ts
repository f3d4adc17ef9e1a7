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

/** Providers that deliver `j.doe@` to `jdoe@`: a dot in the name is not part of the mailbox. */
const DOTS_IGNORED = new Set(["gmail.com", "googlemail.com"]);

/**
 * The mailbox an address delivers to, for limits: lower case, without a `+tag` (which almost
 * every provider delivers to the same mailbox), and for Gmail without dots and under one
 * domain. `Jane.Doe+3@GoogleMail.com` → `janedoe@gmail.com`. Not an address to write to.
 */
export function mailboxOf(address: string): string {
  const lowered = address.trim().toLowerCase();
  const at = lowered.lastIndexOf("@");
  if (at < 0) return lowered;
  let local = lowered.slice(0, at);
  let domain = lowered.slice(at + 1);
  const tag = local.indexOf("+");
  if (tag > 0) local = local.slice(0, tag);
  if (DOTS_IGNORED.has(domain)) {
    local = local.replaceAll(".", "");
    domain = "gmail.com";
  }
  return `${local}@${domain}`;
}
