import { sitePath } from "./site-path";

/**
 * The languages of the visitors' pages. English keeps the site's first addresses; Kiswahili
 * pages live under `/sw`, so a shared link opens in the language it was shared in and every
 * copy of a page (kept, or on a CDN) is in one language.
 */

export const LANGUAGES = ["en", "sw"] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = "en";

/** Conventions for dates, numbers and prices. */
export const LOCALES: Record<Language, string> = { en: "en-KE", sw: "sw-KE" };

/** Each language's name in itself, as a language switch shows it. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: "English", sw: "Kiswahili" };

const KISWAHILI_PREFIX = "/sw";

/** The language of the page at `pathname`. */
export function languageOfPath(pathname: string): Language {
  return pathname === KISWAHILI_PREFIX || pathname.startsWith(`${KISWAHILI_PREFIX}/`) ? "sw" : "en";
}

/** `pathname` without its language: the English address of the same page, as a page may write it. */
export function pathWithoutLanguage(pathname: string): string {
  return sitePath(languageOfPath(pathname) === "en" ? pathname : pathname.slice(KISWAHILI_PREFIX.length));
}

/**
 * The address of the page at `path` (an English address, perhaps with a query) in `language`:
 * `/properties?type=land` is `/sw/properties?type=land` in Kiswahili, and `/` is `/sw`.
 */
export function pathInLanguage(path: string, language: Language): string {
  if (language === "en") return path;
  if (path === "/") return KISWAHILI_PREFIX;
  if (path.startsWith("/?") || path.startsWith("/#")) return `${KISWAHILI_PREFIX}${path.slice(1)}`;
  return `${KISWAHILI_PREFIX}${path}`;
}

/**
 * The language a browser asks for first among the site's (`navigator.languages`, which follow
 * the browser's Accept-Language), or English when it asks for neither.
 */
export function preferredLanguage(browserLanguages: readonly string[]): Language {
  for (const tag of browserLanguages) {
    const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
    const match = LANGUAGES.find((language) => language === primary);
    if (match) return match;
  }
  return DEFAULT_LANGUAGE;
}

/** Where a browser keeps the language its visitor chose, or was first given. */
export const LANGUAGE_STORAGE_KEY = "makazi.language";

/**
 * In the English home page (`FirstVisitLanguage`): a first visit goes on to the Kiswahili home
 * page when the browser asks for Kiswahili before English.
 */
export const FIRST_VISIT_LANGUAGE_SCRIPT = `try{if(!localStorage.getItem(${JSON.stringify(LANGUAGE_STORAGE_KEY)})){var l="en",n=navigator.languages||[navigator.language];for(var i=0;i<n.length;i++){var p=String(n[i]).toLowerCase().split(/[-_]/)[0];if(p==="en"||p==="sw"){l=p;break}}localStorage.setItem(${JSON.stringify(LANGUAGE_STORAGE_KEY)},l);if(l==="sw")location.replace("/sw"+location.search)}}catch(e){}`;

/**
 * A text the administrator wrote, for a page in `language`: the Kiswahili version on a
 * Kiswahili page when there is one, else the English, with the language it is in.
 */
export function writtenText(
  english: string,
  kiswahili: string | null,
  language: Language,
): { text: string; language: Language } {
  return language === "sw" && kiswahili
    ? { text: kiswahili, language: "sw" }
    : { text: english, language: "en" };
}
