import { FIRST_VISIT_LANGUAGE_SCRIPT } from "~/domain/language";

/**
 * On the default language's home page, a browser that has never been here and asks for another
 * of the site's languages first is taken to that language's home page, once: the language is
 * remembered either way.
 * A script rather than the server's Accept-Language, so the page stays one copy for everyone.
 */
export function FirstVisitLanguage() {
  return <script dangerouslySetInnerHTML={{ __html: FIRST_VISIT_LANGUAGE_SCRIPT }} />;
}
