import i18next from "i18next";
import { type Language, LANGUAGES, pathInLanguage, siteLanguage } from "~/domain/language";
import type { Translate } from "~/domain/translate";
import { english } from "./en";
import { kiswahili } from "./sw";

/**
 * The site's words in one language. Texts are keyed by their English wording, so English
 * needs entries only for its singular forms, and a Kiswahili text that is missing shows in
 * English (which the Kiswahili walk of every page then finds).
 */
export interface Translator {
  language: Language;
  /** Conventions for dates and numbers, e.g. `sw-KE`. */
  locale: string;
  t: Translate;
  /** The address of the page at an English `path` in this language. */
  localPath(path: string): string;
}

/** Each language's texts, keyed by their English wording. */
export const catalogues: Record<Language, Record<string, string>> = { en: english, sw: kiswahili };

/**
 * Translations already made, by text and values: a page asks for the same few texts many times
 * (each card's type, rooms and price period), and i18next's lookup and interpolation cost more
 * than rendering them. Bounded, since values may be anything a visitor typed; past the bound,
 * new texts are translated each time.
 */
const MOST_REMEMBERED = 5_000;

function rememberingTranslations(translate: Translate): Translate {
  const remembered = new Map<string, string>();
  return (text, values) => {
    const key = values ? `${text}\u0000${JSON.stringify(values)}` : text;
    let translated = remembered.get(key);
    if (translated === undefined) {
      translated = translate(text, values);
      if (remembered.size < MOST_REMEMBERED) remembered.set(key, translated);
    }
    return translated;
  };
}

function createTranslator(language: Language): Translator {
  const instance = i18next.createInstance();
  void instance.init({
    lng: language,
    fallbackLng: false,
    resources: { [language]: { translation: catalogues[language] } },
    initAsync: false,
    keySeparator: false,
    nsSeparator: false,
    // React escapes what it renders; the e-mails' HTML escapes for itself.
    interpolation: { escapeValue: false },
  });
  return {
    language,
    locale: siteLanguage(language).locale,
    t: rememberingTranslations((text, values) => instance.t(text, values ?? {})),
    localPath: (path) => pathInLanguage(path, language),
  };
}

const translators = Object.fromEntries(
  LANGUAGES.map((language) => [language.code, createTranslator(language.code)]),
) as Record<Language, Translator>;

export function translatorFor(language: Language): Translator {
  return translators[language];
}
