import { useLocation } from "react-router";
import { LANGUAGES, pathInLanguage, pathWithoutLanguage } from "~/domain/language";
import { absoluteUrl } from "~/domain/site-address";

/** Tells search engines where the page is in each language, and which is the default. */
export function LanguageAlternates({ siteOrigin }: { siteOrigin: string }) {
  const { pathname, search } = useLocation();
  const englishPath = `${pathWithoutLanguage(pathname)}${search}`;
  return (
    <>
      {LANGUAGES.map(({ code, hreflang }) => (
        <link
          key={code}
          rel="alternate"
          hrefLang={hreflang}
          href={absoluteUrl(siteOrigin, pathInLanguage(englishPath, code))}
        />
      ))}
      <link rel="alternate" hrefLang="x-default" href={absoluteUrl(siteOrigin, englishPath)} />
    </>
  );
}
