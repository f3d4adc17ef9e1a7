/**
 * What a listing photo (property-photo.tsx) is marked with for its page script
 * (scripts/broken-photos.ts).
 */
export const LISTING_PHOTO = {
  /** The photo, which gives way to the placeholder if it fails to load. */
  photo: "data-listing-photo",
} as const;
