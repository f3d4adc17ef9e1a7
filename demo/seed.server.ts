import { replaceAboutParagraphs } from "~/data/about.server";
import { saveBrand } from "~/data/brand.server";
import { createProperty } from "~/data/property-writes.server";
import { saveSettings } from "~/data/settings.server";
import type { AppServices } from "~/services/context.server";
import { DEMO_ABOUT, DEMO_BRAND, DEMO_LISTINGS, DEMO_SETTINGS } from "./listings";
import type { DemoListing } from "./types";
import { type DemoPicture, storeDemoPhotos } from "./photos/store-photos.server";

/** Each picture's seed names its listing, so that no two listings share a drawing. */
function picturesOf(listing: DemoListing): DemoPicture[] {
  return listing.pictures.map((subject, index) => ({
    scene: { subject, setting: listing.setting },
    seed: `${listing.name} #${index + 1}`,
  }));
}

/**
 * Fills an empty database with the demo listings, their pictures, the About
 * text, the contact settings and the demo's brand. On a database that already has listings it
 * would fail on the first duplicate name, so callers check first.
 */
export async function seedDemoContent(services: AppServices): Promise<void> {
  const { db } = services.database;
  const photos = await storeDemoPhotos(services.media, DEMO_LISTINGS.flatMap(picturesOf));

  let nextPhoto = 0;
  for (const listing of DEMO_LISTINGS) {
    const listingPhotos = photos.slice(nextPhoto, nextPhoto + listing.pictures.length);
    nextPhoto += listing.pictures.length;
    await createProperty(db, {
      name: listing.name,
      price: listing.price,
      discount: listing.discount,
      location: listing.location,
      city: listing.city,
      position: listing.position,
      description: listing.description,
      type: listing.type,
      listedOn: listing.listedOn,
      photos: listingPhotos,
      ...listing.details,
      amenities: listing.amenities,
      ...listing.status,
    });
  }
  await replaceAboutParagraphs(db, DEMO_ABOUT);
  await saveSettings(db, DEMO_SETTINGS);
  await saveBrand(db, DEMO_BRAND);
}
