/**
 * Kenya's country code, then a number's nine digits: mobiles start 7 or 1, landlines with
 * their area code (20 for Nairobi, 41 for Mombasa…). Written with `0` first, with the country
 * code (`254`, `+254`, `+254 (0)`), or as the nine digits alone.
 */
const KENYAN_NUMBER = /^(?:\+?254|0)?0?([1-9]\d{8})$/;
const KENYAN_MOBILE = /^254[71]/;
/** Another country's number written in full with its `+`: 8 to 15 digits (E.164). */
const INTERNATIONAL = /^\+([1-9]\d{7,14})$/;

/** How a Kenyan phone number is asked for: ways of writing it that are read. */
export const PHONE_NUMBER_EXAMPLE = "0722 000 111, +254 722 000 111 or 020 234 5678";

const compacted = (number: string) => number.trim().replace(/[\s\-.()]/g, "");

/**
 * A Kenyan phone number as the international digits the site stores it in, or null when it
 * is none: `0722 000 111`, `+254 722 000 111`, `254722000111`, `722000111`,
 * `+254 (0) 722…` and `020 234 5678` become `254…`. Spaces, dashes, dots and brackets are
 * ignored; anything else (letters, an extension) is not read.
 */
export function kenyanPhoneDigits(number: string): string | null {
  const kenyan = KENYAN_NUMBER.exec(compacted(number));
  return kenyan ? `254${kenyan[1]}` : null;
}

/**
 * A phone number as international digits, or null when it cannot be read: a Kenyan one
 * however written (see kenyanPhoneDigits); another country's only with its `+`
 * (`+44 7700 900123` → `447700900123`).
 */
export function phoneNumberDigits(number: string): string | null {
  const kenyan = kenyanPhoneDigits(number);
  if (kenyan) return kenyan;
  const compact = compacted(number);
  if (compact.startsWith("+254")) return null;
  return INTERNATIONAL.exec(compact)?.[1] ?? null;
}

/** A number as digits for a chat app, or null when it cannot be read as a mobile. */
export function mobileNumberDigits(number: string): string | null {
  const digits = phoneNumberDigits(number);
  if (digits === null) return null;
  return digits.startsWith("254") && !KENYAN_MOBILE.test(digits) ? null : digits;
}

/**
 * A number as shown to people: a stored `254722000111` as `+254 722 000 111`, a Nairobi
 * landline as `+254 20 234 5678`; any other, as it was written.
 */
export function formatPhoneNumber(number: string): string {
  const digits = kenyanPhoneDigits(number);
  if (digits === null) return number;
  const national = digits.slice(3);
  const groups = KENYAN_MOBILE.test(digits)
    ? [national.slice(0, 3), national.slice(3, 6), national.slice(6)]
    : [national.slice(0, 2), national.slice(2, 5), national.slice(5)];
  return `+254 ${groups.join(" ")}`;
}

/** A `tel:` link that dials from anywhere: `0722 000 111` → `tel:+254722000111`. */
export function telephoneHref(number: string): string {
  const digits = phoneNumberDigits(number);
  if (digits !== null) return `tel:+${digits}`;
  const plus = number.trim().startsWith("+") ? "+" : "";
  return `tel:${plus}${number.replace(/\D/g, "")}`;
}
