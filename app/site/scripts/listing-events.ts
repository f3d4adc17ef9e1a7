import { LISTING_EVENTS_PATH, type ListingEvent } from "~/domain/listing-events";
import { LISTING_EVENT_LINK, readListingEvent } from "~/site/components/listing-event-link.contract";

/** Tells the site that a listing was tapped or saved, without waiting for an answer. */
export function reportListingEvent(slug: string, event: ListingEvent) {
  if (slug && "sendBeacon" in navigator) {
    navigator.sendBeacon(LISTING_EVENTS_PATH, new URLSearchParams({ listing: slug, event }));
  }
}

/** Links marked for it (WhatsApp, Call) report each tap on their listing. */
export function enhanceListingEventLinks() {
  document.addEventListener("click", (event) => {
    const tap = readListingEvent((event.target as Element).closest(`[${LISTING_EVENT_LINK.event}]`));
    if (tap) reportListingEvent(tap.slug, tap.event);
  });
}
