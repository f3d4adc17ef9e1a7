import { sitePath } from "./site-path";

/**
 * A language of the visitors' pages. Each has addresses of its own, so a shared link opens in
 * the language it was shared in and every copy of a page (kept, or on a CDN) is in one language.
 */
export interface SiteLanguage {
  /** The language's tag: the pages' `lang`, the catalogue it reads and how a browser asks for it. */
  code: string;
  /** What its addresses start with: `""` for the site's first addresses, else e.g. `/sw`. */
  prefix: string;
  /** Its name in itself, as a language switch shows it. */
  name: string;
  /** How search engines are told of its pages (sitemap and alternate links). */
  hreflang: string;
  /** Conventions for dates, numbers and prices. */
  locale: string;
}

/** The site's languages, the first being its default, at the site's first addresses. */
export const LANGUAGES = [
  { code: "en", prefix: "", name: "English", hreflang: "en", locale: "en-KE" },
  { code: "sw", prefix: "/sw", name: "Kiswahili", hreflang: "sw", locale: "sw-KE" },
] as const satisfies readonly SiteLanguage[];

export type Language = (typeof LANGUAGES)[number]["code"];

export const DEFAULT_LANGUAGE: Language = LANGUAGES[0].code;

const LANGUAGE_CODES: readonly Language[] = LANGUAGES.map((language) => language.code);

export function isLanguage(code: string): code is Language {
  return LANGUAGE_CODES.some((language) => language === code);
}

/** The details of `language`. */
export function siteLanguage(language: Language): SiteLanguage {
  return LANGUAGES.find((entry) => entry.code === language) ?? LANGUAGES[0];
}

/** The language of the page at `pathname`. */
export function languageOfPath(pathname: string): Language {
  const prefixed = LANGUAGES.find(
    ({ prefix }) => prefix !== "" && (pathname === prefix || pathname.startsWith(`${prefix}/`)),
  );
  return prefixed?.code ?? DEFAULT_LANGUAGE;
}

/** `pathname` without its language: the English address of the same page, as a page may write it. */
export function pathWithoutLanguage(pathname: string): string {
  return sitePath(pathname.slice(siteLanguage(languageOfPath(pathname)).prefix.length));
}

/**
 * The address of the page at `path` (an English address, perhaps with a query) in `language`:
 * `/properties?type=land` is `/sw/properties?type=land` in Kiswahili, and `/` is `/sw`.
 */
export function pathInLanguage(path: string, language: Language): string {
  const { prefix } = siteLanguage(language);
  if (prefix === "") return path;
  if (path === "/") return prefix;
  if (path.startsWith("/?") || path.startsWith("/#")) return `${prefix}${path.slice(1)}`;
  return `${prefix}${path}`;
}

/**
 * The first of `languages` a browser asks for (`navigator.languages`, which follow its
 * Accept-Language), or `otherwise` when it asks for none of them. Self-contained, as the
 * first-visit script carries it.
 */
export function preferredLanguage<Code extends string>(
  browserLanguages: readonly string[],
  languages: readonly Code[],
  otherwise: Code,
): Code {
  for (const tag of browserLanguages) {
    const primary = String(tag).trim().toLowerCase().split(/[-_]/)[0];
    const match = languages.find((language) => language === primary);
    if (match) return match;
  }
  return otherwise;
}

/** Where a browser keeps the language its visitor chose, or was first given. */
export const LANGUAGE_STORAGE_KEY = "makazi.language";

/**
 * On a browser's first visit (nothing kept under `storageKey`), keeps the language it asks for
 * first among `languages` (the default first) and goes on to that language's home page when it
 * is not the default's. Self-contained, as it runs from its own text in the page's head.
 */
function goToLanguageOfFirstVisit(
  storageKey: string,
  languages: readonly { code: string; prefix: string }[],
  preferred: typeof preferredLanguage,
) {
  try {
    if (localStorage.getItem(storageKey)) return;
    const codes = languages.map((language) => language.code);
    const chosen = preferred(navigator.languages ?? [navigator.language], codes, codes[0]!);
    localStorage.setItem(storageKey, chosen);
    const prefix = languages.find((language) => language.code === chosen)?.prefix;
    if (prefix) location.replace(prefix + location.search);
  } catch {
    // Storage turned off: the visitor stays on the page asked for.
  }
}

/**
 * In the default language's home page (`FirstVisitLanguage`): a first visit goes on to the home
 * page of the language the browser asks for first, when that is another of the site's.
 */
export const FIRST_VISIT_LANGUAGE_SCRIPT = `(${goToLanguageOfFirstVisit.toString()})(${JSON.stringify(
  LANGUAGE_STORAGE_KEY,
)},${JSON.stringify(LANGUAGES.map(({ code, prefix }) => ({ code, prefix })))},${preferredLanguage.toString()})`;

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
