import type { ShownListings } from "~/domain/availability-check";
import type { ListingQuery } from "~/domain/listing-query";
import { closestWord, correctableWords, correctedSearch } from "~/domain/search-spelling";
import { findListings, type ListingPage } from "~/data/listing-search.server";
import { wordsNotFound } from "~/data/listing-places.server";
import { type Context, keptListingCounts, keptNameAndPlaceWords } from "./content-reads.server";
import { servicesFrom } from "./context.server";

export interface ListingSearch extends ListingPage {
  /** The search as read again, when the words typed found nothing and the nearest words did. */
  correctedSearch: string | null;
}

/**
 * The list's page for the query (its prices in dollars). When the words typed find nothing,
 * those no listing holds are read as the nearest name or place one or two letters off
 * (`kilimanii`, Kilimani) and searched again, unless the hunter asked for the words as typed.
 */
export async function searchListings(
  context: Context,
  query: ListingQuery,
  shown: ShownListings,
  { asTyped }: { asTyped: boolean },
): Promise<ListingSearch> {
  const { db } = servicesFrom(context).database;
  const counter = keptListingCounts(context);
  const page = await findListings(db, query, shown, counter);
  if (page.total > 0 || asTyped) return { ...page, correctedSearch: null };
  const unknown = await wordsNotFound(db, correctableWords(query.search));
  if (unknown.length === 0) return { ...page, correctedSearch: null };
  const known = await keptNameAndPlaceWords(context);
  const corrections = new Map(
    unknown.flatMap((word) => {
      const nearest = closestWord(word, known);
      return nearest === null ? [] : [[word, nearest] as const];
    }),
  );
  if (corrections.size === 0) return { ...page, correctedSearch: null };
  const search = correctedSearch(query.search, corrections);
  const corrected = await findListings(db, { ...query, search, page: 1 }, shown, counter);
  return corrected.total > 0 ? { ...corrected, correctedSearch: search } : { ...page, correctedSearch: null };
}
