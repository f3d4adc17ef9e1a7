import { isListingEvent, LISTING_EVENTS_PATH, type ListingEvent } from "~/domain/listing-events";

/** Tells the site that a listing was tapped or saved, without waiting for an answer. */
export function reportListingEvent(slug: string, event: ListingEvent) {
  if (slug && "sendBeacon" in navigator) {
    navigator.sendBeacon(LISTING_EVENTS_PATH, new URLSearchParams({ listing: slug, event }));
  }
}

/** Links marked `data-listing-event` (WhatsApp, Call) report each tap on their listing (`data-listing`). */
export function enhanceListingEventLinks() {
  document.addEventListener("click", (event) => {
    const link = (event.target as Element).closest<HTMLElement>("[data-listing-event]");
    const { listing = "", listingEvent = "" } = link?.dataset ?? {};
    if (isListingEvent(listingEvent)) reportListingEvent(listing, listingEvent);
  });
}
