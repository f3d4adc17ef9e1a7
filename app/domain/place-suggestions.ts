// The places suggested as a hunter types in the search box: estates and areas, then cities,
// those whose words begin with what is typed, the ones with most listings first.
import { searchWords } from "./search-terms";

export interface ListingPlace {
  location: string;
  city: string;
  listings: number;
}

export interface PlaceSuggestion {
  /** What the box is filled with when chosen: `Kilimani, Nairobi` or `Nairobi`. */
  place: string;
  listings: number;
}

/** Suggestions shown at most: a phone's screen of them. */
export const MOST_SUGGESTIONS = 8;

/** Whether every typed word begins a word of the place, the last one as far as typed. */
function beginsWith(place: string, typed: readonly string[]): boolean {
  const words = searchWords(place);
  return typed.every((word) => words.some((placeWord) => placeWord.startsWith(word)));
}

/** Whether some typed word begins a word of the place. */
const mentions = (place: string, typed: readonly string[]) => typed.some((word) => beginsWith(place, [word]));

export function suggestPlaces(places: readonly ListingPlace[], typed: string): PlaceSuggestion[] {
  const words = searchWords(typed);
  if (words.length === 0) return [];
  const cities = new Map<string, number>();
  const areas: PlaceSuggestion[] = [];
  for (const { location, city, listings } of places) {
    cities.set(city, (cities.get(city) ?? 0) + listings);
    const place = location.trim() === "" || location === city ? city : `${location}, ${city}`;
    // An area is suggested for its own name: its city's alone suggests the city.
    if (place !== city && beginsWith(place, words) && mentions(location, words)) {
      areas.push({ place, listings });
    }
  }
  const matchingCities = [...cities]
    .filter(([city]) => beginsWith(city, words))
    .map(([place, listings]) => ({ place, listings }));
  const byListings = (a: PlaceSuggestion, b: PlaceSuggestion) =>
    b.listings - a.listings || a.place.localeCompare(b.place);
  return [...matchingCities.sort(byListings), ...areas.sort(byListings)].slice(0, MOST_SUGGESTIONS);
}
