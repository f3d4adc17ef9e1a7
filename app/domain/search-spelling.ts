// A word typed one or two letters off the place or name it means: "kilimanii", "Kileleswa".
import { readSearchTerms, searchWords } from "./search-terms";

/** Edits between two words: letters added, dropped, changed, or two side by side swapped. */
export function editDistance(a: string, b: string): number {
  const first = [...a];
  const second = [...b];
  const rows: number[][] = Array.from({ length: first.length + 1 }, (_, i) =>
    Array.from({ length: second.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= first.length; i += 1) {
    for (let j = 1; j <= second.length; j += 1) {
      const changed = first[i - 1] === second[j - 1] ? 0 : 1;
      let best = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + changed);
      if (i > 1 && j > 1 && first[i - 1] === second[j - 2] && first[i - 2] === second[j - 1]) {
        best = Math.min(best, rows[i - 2]![j - 2]! + 1);
      }
      rows[i]![j] = best;
    }
  }
  return rows[first.length]![second.length]!;
}

/** Shorter words are left as typed: one letter off, they would mean too many others. */
const SHORTEST_CORRECTED = 4;

/** How far off a word of this length may be: one letter, two from seven letters on. */
export const editsAllowed = (length: number) => (length < SHORTEST_CORRECTED ? 0 : length < 7 ? 1 : 2);

/**
 * The known word the typed one most likely means: the fewest edits away within what its
 * length allows, then the one most listings hold, then the first alphabetically; null when none
 * is near enough, or the word is known already.
 */
export function closestWord(word: string, known: ReadonlyMap<string, number>): string | null {
  if (known.has(word)) return null;
  const allowed = editsAllowed([...word].length);
  if (allowed === 0) return null;
  let best: { word: string; edits: number; listings: number } | null = null;
  for (const [candidate, listings] of known) {
    // Words whose lengths differ by more than the edits allowed cannot be near enough.
    if (Math.abs(candidate.length - word.length) > allowed) continue;
    const edits = editDistance(word, candidate);
    if (edits > allowed) continue;
    if (
      best === null ||
      edits < best.edits ||
      (edits === best.edits &&
        (listings > best.listings || (listings === best.listings && candidate < best.word)))
    ) {
      best = { word: candidate, edits, listings };
    }
  }
  return best?.word ?? null;
}

/**
 * The words of a search a correction may replace: single words, not numbers, not the
 * vocabulary's; none when the search quotes a phrase, which is meant as typed.
 */
export function correctableWords(search: string): string[] {
  if (search.includes('"')) return [];
  return readSearchTerms(search)
    .required.filter((term) => term.length === 1 && !term[0]!.includes(" "))
    .map((term) => term[0]!)
    .filter((word) => !/^\p{N}+$/u.test(word) && editsAllowed([...word].length) > 0);
}

/** The search with each corrected word replaced, as plain words. */
export function correctedSearch(search: string, corrections: ReadonlyMap<string, string>): string {
  return searchWords(search)
    .map((word) => corrections.get(word) ?? word)
    .join(" ");
}
