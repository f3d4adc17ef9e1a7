/** A `tel:` link for a number as shown: `+254 712 345 678` → `tel:+254712345678`. */
export function telephoneHref(number: string): string {
  const plus = number.trim().startsWith("+") ? "+" : "";
  return `tel:${plus}${number.replace(/\D/g, "")}`;
}

/** Kenya's country code, and a number's nine digits after it: mobiles start 7 or 1. */
const KENYAN_MOBILE = /^(?:\+?254|0)0?([71]\d{8})$/;
/** Another country's number written in full with its `+`: 8 to 15 digits (E.164). */
const INTERNATIONAL = /^\+([1-9]\d{7,14})$/;

/**
 * A number as an international string of digits for a chat app, or null when it cannot be
 * read as a mobile: Kenyan numbers written `0712 345 678`, `0110-123-456`, `+254 712 345 678`,
 * `254712345678` or `+254 (0) 712…` become `254712345678`; another country's number counts
 * only with its `+` (`+44 7700 900123` → `447700900123`). Spaces, dashes, dots and brackets
 * are ignored; anything else (letters, an extension) means the number is not understood.
 */
export function mobileNumberDigits(number: string): string | null {
  const compact = number.trim().replace(/[\s\-.()]/g, "");
  const kenyan = KENYAN_MOBILE.exec(compact);
  if (kenyan) return `254${kenyan[1]}`;
  if (compact.startsWith("+254")) return null;
  return INTERNATIONAL.exec(compact)?.[1] ?? null;
}
