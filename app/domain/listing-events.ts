// What the page script reports of a listing, and where: small enough for the visitor's page.

/** Taps on a listing's WhatsApp and Call links, and saves with its heart. */
export const LISTING_EVENTS = ["whatsapp", "call", "save"] as const;
export type ListingEvent = (typeof LISTING_EVENTS)[number];

/** Where the page script sends them, as `listing=<slug>&event=<event>`. */
export const LISTING_EVENTS_PATH = "/listing-events";

export function isListingEvent(value: string): value is ListingEvent {
  return (LISTING_EVENTS as readonly string[]).includes(value);
}
