/** Digits only, as wa.me wants them: `+254 712 345 678` → `254712345678`. */
export function whatsappDigits(number: string): string {
  return number.replace(/\D/g, "");
}

/**
 * The message a visitor sends about a listing: its name and reference, which the office
 * finds it by, and its link for anyone reading the chat on a phone.
 */
export function enquiryMessage(listing: { name: string; reference: string; url: string }): string {
  return `Hello, I am interested in "${listing.name}" (${listing.reference}) on Makazi: ${listing.url}`;
}

/** `https://wa.me/<number>?text=<message>`; without a number WhatsApp asks whom to send it to. */
export function whatsappLink(number: string, message: string): string {
  const digits = whatsappDigits(number);
  return `https://wa.me/${digits}?text=${encodeURIComponent(message)}`;
}
