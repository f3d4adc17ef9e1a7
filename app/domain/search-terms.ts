// A hunter's search as the list reads it: words in any order, each required; a quoted phrase as
// a phrase; a number of bedrooms however written (`2br`, `2 bed`, `vyumba 2`); words that only
// say how the hunter feels (`near`, `cheap`) left out; each word or phrase with the vocabulary's
// equivalents. Nothing of what was typed reaches an index as an operator: the terms are letters
// and digits only.
import { equivalentsOf, isKnownTerm, LONGEST_TERM, NOISE_WORDS, PRICE_WORDS } from "./search-vocabulary";

/** One thing a listing must hold: any of these words or phrases. */
export type RequiredTerm = readonly string[];

export interface SearchTerms {
  required: RequiredTerm[];
  /** The bedrooms asked for in words (`2 bedroom`); null when none. */
  bedrooms: number | null;
  /** Words typed that were left out, as said to the hunter. */
  ignored: string[];
}

/** Terms looked for at most: more words narrow nothing a hunter means. */
export const MOST_TERMS = 8;
/** No word of a listing is longer: a longer "word" is cut. */
export const LONGEST_WORD = 40;

const BEDROOM_WORDS = /^(?:br|brs|bd|bed|beds|bedroom|bedrooms|bedroomed|bdrm|bdrms)$/;
const ATTACHED_BEDROOMS = /^(\d{1,2})(?:br|brs|bd|bed|beds|bedroom|bedrooms|bedroomed|bdrm|bdrms)$/;

/**
 * The words of a text as the search compares them: letters and digits of any script, lower-cased,
 * accents dropped, each at most LONGEST_WORD long. Listings are indexed in the same words.
 */
export function searchWords(text: string): string[] {
  return text
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== "")
    .map((word) => word.slice(0, LONGEST_WORD));
}

/** The search's quoted phrases and the words outside them, in the order typed. */
function pieces(search: string): { phrase: boolean; words: string[] }[] {
  const found: { phrase: boolean; words: string[] }[] = [];
  search.split('"').forEach((part, index) => {
    // Odd pieces lie between quotes; an unclosed quote's text is read as words.
    const quoted = index % 2 === 1 && index < search.split('"').length - 1;
    const partWords = searchWords(part);
    if (partWords.length === 0) return;
    if (quoted) found.push({ phrase: true, words: partWords });
    else for (const word of partWords) found.push({ phrase: false, words: [word] });
  });
  return found;
}

/** Whether the search asks for anything a listing holds: a word, a phrase or a number of bedrooms. */
export const asksForSomething = (terms: SearchTerms) => terms.required.length > 0 || terms.bedrooms !== null;

export function readSearchTerms(search: string): SearchTerms {
  const required: RequiredTerm[] = [];
  const ignored: string[] = [];
  let bedrooms: number | null = null;
  const parts = pieces(search);
  const loose = parts.map((part) => (part.phrase ? null : part.words[0]!));

  for (let index = 0; index < parts.length; index += 1) {
    const part = parts[index]!;
    if (part.phrase) {
      required.push([part.words.join(" ")]);
      continue;
    }
    const word = part.words[0]!;
    const next = loose[index + 1] ?? null;
    const attached = ATTACHED_BEDROOMS.exec(word);
    if (attached) {
      bedrooms = Number(attached[1]);
      continue;
    }
    if (/^\d{1,2}$/.test(word) && next !== null && BEDROOM_WORDS.test(next)) {
      bedrooms = Number(word);
      index += 1;
      continue;
    }
    if (word === "vyumba" && next !== null && /^\d{1,2}$/.test(next)) {
      bedrooms = Number(next);
      index += 1;
      continue;
    }
    // The longest phrase of the vocabulary that starts here: `servant quarter`, `own compound`.
    let taken = 1;
    let term = word;
    for (let length = Math.min(LONGEST_TERM, parts.length - index); length > 1; length -= 1) {
      const following = loose.slice(index, index + length);
      if (following.some((piece) => piece === null)) continue;
      const phrase = following.join(" ");
      if (isKnownTerm(phrase)) {
        term = phrase;
        taken = length;
        break;
      }
    }
    if (taken === 1 && NOISE_WORDS.has(word)) {
      ignored.push(word);
      continue;
    }
    required.push(equivalentsOf(term));
    index += taken - 1;
  }
  return { required: required.slice(0, MOST_TERMS), bedrooms, ignored };
}

/** The words for a price in the search (`cheap`), which the search leaves to the price range. */
export const priceWordsIn = (search: string) =>
  readSearchTerms(search).ignored.filter((word) => PRICE_WORDS.has(word));

/** How the search read a hunter's words, for the office to see which words the vocabulary lacks. */
export interface SearchReading {
  /** Words and phrases the vocabulary knows, with what else they find. */
  known: { term: string; alsoFinds: string[] }[];
  /** Words searched as typed: places, names, or words to add to the vocabulary. */
  asTyped: string[];
  bedrooms: number | null;
  ignored: string[];
}

export function readingOf(search: string): SearchReading {
  const { required, bedrooms, ignored } = readSearchTerms(search);
  return {
    known: required
      .filter((term) => term.length > 1)
      .map(([term, ...alsoFinds]) => ({ term: term!, alsoFinds })),
    asTyped: required.filter((term) => term.length === 1).map((term) => term[0]!),
    bedrooms,
    ignored,
  };
}
