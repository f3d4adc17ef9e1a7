import { LANGUAGE_STORAGE_KEY } from "~/domain/language";
import { LANGUAGE_SWITCH, readChosenLanguage } from "~/site/components/language-switch.contract";

/** Remembers the language a visitor switches to, so the browser's language never overrides it. */
export function rememberLanguageChoices() {
  for (const link of document.querySelectorAll(`[${LANGUAGE_SWITCH.language}]`)) {
    link.addEventListener("click", () => {
      try {
        window.localStorage.setItem(LANGUAGE_STORAGE_KEY, readChosenLanguage(link));
      } catch {
        // Storage turned off: the link still leads to the page in that language.
      }
    });
  }
}
