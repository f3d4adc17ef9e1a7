/**
 * What the search box (search-words.tsx) is marked with for its page script
 * (scripts/place-suggestions.ts).
 */
export const PLACE_SUGGESTIONS = {
  /** On the box: the address that suggests places for `?q=`; its `list` is the datalist filled. */
  source: "data-place-suggestions",
} as const;

/** Where the places are asked for: the same in both languages, since places have one name. */
export const PLACE_SUGGESTIONS_PATH = "/properties/places.json";
