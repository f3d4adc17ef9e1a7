/** A `tel:` link for a number as shown: `+254 712 345 678` → `tel:+254712345678`. */
export function telephoneHref(number: string): string {
  const plus = number.trim().startsWith("+") ? "+" : "";
  return `tel:${plus}${number.replace(/\D/g, "")}`;
}
