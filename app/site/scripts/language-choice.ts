import { LANGUAGE_STORAGE_KEY } from "~/domain/language";

/** Remembers the language a visitor switches to, so the browser's language never overrides it. */
export function rememberLanguageChoices() {
  for (const link of document.querySelectorAll<HTMLAnchorElement>("[data-choose-language]")) {
    link.addEventListener("click", () => {
      try {
        window.localStorage.setItem(LANGUAGE_STORAGE_KEY, link.dataset.chooseLanguage ?? "");
      } catch {
        // Storage turned off: the link still leads to the page in that language.
      }
    });
  }
}
