import { createContext, type ReactNode, useContext } from "react";
import { type Language, writtenText } from "~/domain/language";
import { type Translator, translatorFor } from "./translator";

const TranslatorContext = createContext<Translator>(translatorFor("en"));

/** Gives the pages below it the words of `language`. */
export function LanguageProvider({ language, children }: { language: Language; children: ReactNode }) {
  return <TranslatorContext value={translatorFor(language)}>{children}</TranslatorContext>;
}

/** The words, conventions and addresses of the page's language. */
export function useTranslation(): Translator {
  return useContext(TranslatorContext);
}

/**
 * A text the administrator wrote, in the page's language where it has a version in it, and
 * the `lang` its element needs when it is in the other language.
 */
export function useWrittenText(english: string, kiswahili: string | null = null) {
  const { language } = useTranslation();
  const written = writtenText(english, kiswahili, language);
  return { text: written.text, lang: written.language === language ? undefined : written.language };
}
