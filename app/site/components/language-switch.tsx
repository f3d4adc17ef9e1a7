import { useLocation } from "react-router";
import { LANGUAGES, pathInLanguage, pathWithoutLanguage } from "~/domain/language";
import { useTranslation } from "~/i18n/language-context";
import { LANGUAGE_SWITCH } from "./language-switch.contract";

/**
 * Links to the same page in the site's other languages. The page script remembers the choice,
 * so that the browser's language no longer chooses on a later visit to the home page.
 */
export function LanguageSwitch() {
  const { pathname, search } = useLocation();
  const { language: current, t } = useTranslation();
  const englishPath = `${pathWithoutLanguage(pathname)}${search}`;
  return (
    <nav aria-label={t("Language")} className="language-switch">
      {LANGUAGES.filter(({ code }) => code !== current).map(({ code, hreflang, name }) => (
        <a
          key={code}
          href={pathInLanguage(englishPath, code)}
          hrefLang={hreflang}
          lang={code}
          className="language-switch__link"
          {...{ [LANGUAGE_SWITCH.language]: code }}
        >
          {name}
        </a>
      ))}
    </nav>
  );
}
