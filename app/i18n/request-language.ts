import { type Language, languageOfPath } from "~/domain/language";
import { type Translator, translatorFor } from "./translator";

/** The language of the page a request asks for, read from its address. */
export function requestLanguage(request: Request): Language {
  return languageOfPath(new URL(request.url).pathname);
}

/** The words of the page a request asks for, for loaders and actions. */
export function requestTranslator(request: Request): Translator {
  return translatorFor(requestLanguage(request));
}
