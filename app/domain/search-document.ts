// What the search reads of a listing, as two texts of plain words (searchWords): its name and
// place, which rank first, and the rest of what it says, in English and Kiswahili.
import type { PropertyType } from "./property-type";
import { searchWords } from "./search-terms";

export interface SearchedListing {
  name: string;
  nameSw: string | null;
  location: string;
  city: string;
  description: string;
  descriptionSw: string | null;
  type: string;
  amenities: readonly string[];
}

export interface SearchDocument {
  /** The name (both languages), location and city. */
  head: string;
  /** The description (both languages), the amenities and the words for the listing's kind. */
  body: string;
}

/** How hunters name each kind of listing, in both languages, beside what the listing says. */
const KIND_WORDS: Record<PropertyType, string> = {
  houses: "house for sale kuuza",
  rent: "to rent for rent rental kukodi",
  hotel: "hotel hoteli",
  land: "land for sale ardhi kuuza",
};

const joined = (texts: readonly (string | null)[]) =>
  texts.flatMap((text) => (text ? searchWords(text) : [])).join(" ");

export function searchDocument(listing: SearchedListing): SearchDocument {
  return {
    head: joined([listing.name, listing.nameSw, listing.location, listing.city]),
    body: joined([
      listing.description,
      listing.descriptionSw,
      ...listing.amenities,
      KIND_WORDS[listing.type as PropertyType] ?? null,
    ]),
  };
}
