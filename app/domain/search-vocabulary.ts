// How Kenyan house hunters and agencies write what they look for: the same thing in several
// words, English, Kiswahili and Sheng mixed. Each group's words find one another both ways; the
// search (search-terms.ts) looks for any word of a group where one is typed.

/** Groups of words and phrases that mean the same, in lower case. */
export const EQUIVALENTS: readonly (readonly string[])[] = [
  [
    "dsq",
    "sq",
    "servant quarter",
    "servant quarters",
    "servants quarter",
    "servants quarters",
    "staff quarter",
    "staff quarters",
  ],
  ["bedsitter", "bedsit", "studio", "single room", "chumba kimoja"],
  ["maisonette", "maisonettes", "mansionette"],
  ["own compound", "standalone", "stand alone", "own gate"],
  ["borehole", "water tank", "kisima"],
  ["token", "tokens", "prepaid meter", "prepaid"],
  ["swimming pool", "pool", "bwawa"],
  ["furnished", "fully furnished", "samani"],
  ["gated", "gated community", "gated estate"],
  ["apartment", "apartments", "flat", "flats"],
  ["bungalow", "bungalows"],
  ["land", "plot", "plots", "shamba", "ardhi"],
  ["house", "houses", "home", "homes", "nyumba"],
  ["parking", "car park", "maegesho"],
  ["garden", "bustani"],
  ["security", "guard", "askari", "ulinzi"],
];

/** Words for a price: `cheap` and `affordable` are not a filter, the price range is. */
export const PRICE_WORDS: ReadonlySet<string> = new Set(["cheap", "affordable", "bei", "nafuu", "rahisi"]);

/**
 * Words that say how a hunter feels, not what a listing holds (`near Yaya` looks for Yaya), and
 * the price words: left out of the search.
 */
export const NOISE_WORDS: ReadonlySet<string> = new Set([
  "near",
  "karibu",
  "na",
  "in",
  "at",
  "the",
  "a",
  "an",
  "and",
  "with",
  "for",
  "to",
  "of",
  ...PRICE_WORDS,
]);

const GROUP_OF = new Map<string, readonly string[]>(
  EQUIVALENTS.flatMap((group) => group.map((term) => [term, group])),
);

/** The longest phrase of the vocabulary, in words: how far ahead a reading looks. */
export const LONGEST_TERM = Math.max(...EQUIVALENTS.flat().map((term) => term.split(" ").length));

/** The words and phrases a term stands for, itself first; just itself when the vocabulary has none. */
export function equivalentsOf(term: string): string[] {
  const group = GROUP_OF.get(term);
  return group ? [term, ...group.filter((other) => other !== term)] : [term];
}

/** Whether the vocabulary knows the term, alone or as a phrase. */
export const isKnownTerm = (term: string) => GROUP_OF.has(term);
