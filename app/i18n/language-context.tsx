import { createContext, type ReactNode, useContext } from "react";
import { DEFAULT_LANGUAGE, type Language, writtenText } from "~/domain/language";
import { type Translator, translatorFor } from "./translator";

const TranslatorContext = createContext<Translator>(translatorFor(DEFAULT_LANGUAGE));

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

/** Stands for the element while its text is translated: a character no catalogue text holds. */
const ELEMENT_PLACE = "\u0000";

/**
 * A text of the site in two parts, around its `{{name}}`: for an element to stand there, such
 * as a search in bold. `values` fill its other places.
 */
export function useTextAround(
  text: string,
  name: string,
  values: Readonly<Record<string, string | number>> = {},
): [before: string, after: string] {
  const { t } = useTranslation();
  const [before = "", after = ""] = t(text, { ...values, [name]: ELEMENT_PLACE }).split(ELEMENT_PLACE);
  return [before, after];
}

/** A text of the site with an element in place of its `{{name}}`; `values` fill its other places. */
export function TextWith({
  text,
  name,
  values = {},
  children,
}: {
  text: string;
  name: string;
  values?: Readonly<Record<string, string | number>>;
  children: ReactNode;
}) {
  const [before, after] = useTextAround(text, name, values);
  return (
    <>
      {before}
      {children}
      {after}
    </>
  );
}
