import { FIRST_VISIT_LANGUAGE_SCRIPT } from "~/domain/language";

/**
 * On the English home page, a browser that has never been here and asks for Kiswahili before
 * English is taken to the Kiswahili home page, once: the language is remembered either way.
 * A script rather than the server's Accept-Language, so the page stays one copy for everyone.
 */
export function FirstVisitLanguage() {
  return <script dangerouslySetInnerHTML={{ __html: FIRST_VISIT_LANGUAGE_SCRIPT }} />;
}
