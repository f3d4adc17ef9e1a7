import type { PlaceSuggestion } from "~/domain/place-suggestions";
import { PLACE_SUGGESTIONS } from "~/site/components/search-words.contract";

/** Typing pauses this long before places are asked for: one request a word, not a letter. */
export const PAUSE_MS = 150;
/** Fewer letters suggest too much to help. */
const FEWEST_LETTERS = 2;

function fill(list: HTMLDataListElement, places: readonly PlaceSuggestion[]) {
  list.replaceChildren(
    ...places.map(({ place, listings }) => {
      const option = document.createElement("option");
      option.value = place;
      option.label = String(listings);
      return option;
    }),
  );
}

/** Places whose words begin with what the hunter types, offered under the search box. */
export function enhancePlaceSuggestions() {
  for (const box of document.querySelectorAll<HTMLInputElement>(`input[${PLACE_SUGGESTIONS.source}]`)) {
    const list = box.list;
    const source = box.getAttribute(PLACE_SUGGESTIONS.source);
    if (!(list instanceof HTMLDataListElement) || !source) continue;
    let timer: ReturnType<typeof setTimeout> | undefined;
    box.addEventListener("input", () => {
      clearTimeout(timer);
      const typed = box.value;
      if (typed.trim().length < FEWEST_LETTERS) {
        fill(list, []);
        return;
      }
      timer = setTimeout(async () => {
        try {
          const response = await fetch(`${source}?q=${encodeURIComponent(typed)}`);
          // An answer for what was typed before is late: the box has moved on.
          if (response.ok && box.value === typed) fill(list, (await response.json()) as PlaceSuggestion[]);
        } catch {
          // No suggestions on a dropped connection: the search itself still works.
        }
      }, PAUSE_MS);
    });
  }
}
