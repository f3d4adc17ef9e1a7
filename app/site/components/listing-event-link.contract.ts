import { isListingEvent, type ListingEvent } from "~/domain/listing-events";

/**
 * What a link whose taps are counted (the listing page's WhatsApp and Call) is marked with for the
 * page script (scripts/listing-events.ts).
 */
export const LISTING_EVENT_LINK = {
  /** The slug of the listing. */
  listing: "data-listing",
  /** What a tap on the link counts as. */
  event: "data-listing-event",
} as const;

export function listingEventAttributes(slug: string, event: ListingEvent) {
  return { [LISTING_EVENT_LINK.listing]: slug, [LISTING_EVENT_LINK.event]: event };
}

/** The listing and event a tap on `link` reports, or null if it reports none. */
export function readListingEvent(link: Element | null): { slug: string; event: ListingEvent } | null {
  const event = link?.getAttribute(LISTING_EVENT_LINK.event) ?? "";
  if (!link || !isListingEvent(event)) return null;
  return { slug: link.getAttribute(LISTING_EVENT_LINK.listing) ?? "", event };
}
