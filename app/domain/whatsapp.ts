/** Digits only, as wa.me wants them: `+254 712 345 678` → `254712345678`. */
export function whatsappDigits(number: string): string {
  return number.replace(/\D/g, "");
}

/** The message a visitor sends about a listing: it names the property and carries its link. */
export function enquiryMessage(propertyName: string, listingUrl: string): string {
  return `Hello, I am interested in "${propertyName}" on Makazi: ${listingUrl}`;
}

/** `https://wa.me/<number>?text=<message>`; without a number WhatsApp asks whom to send it to. */
export function whatsappLink(number: string, message: string): string {
  const digits = whatsappDigits(number);
  return `https://wa.me/${digits}?text=${encodeURIComponent(message)}`;
}
