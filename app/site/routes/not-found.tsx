import { data, Link } from "react-router";
import { PageTitle, useSiteBrand } from "~/ui/site-brand";
import { useTranslation } from "~/i18n/language-context";

export function loader() {
  return data(null, { status: 404 });
}

export default function NotFound() {
  const { t, localPath } = useTranslation();
  const { name } = useSiteBrand();
  return (
    <main id="main" className="page page--narrow status-page">
      <PageTitle>{t("Page not found")}</PageTitle>
      <meta name="description" content={t("There is no page at this address on {{site}}.", { site: name })} />
      <meta name="robots" content="noindex" />
      <h1>{t("Page not found")}</h1>
      <p>{t("We could not find the page you asked for. It may have moved, or the link may be mistyped.")}</p>
      <p>
        <Link to={localPath("/properties")} className="button">
          {t("Browse properties")}
        </Link>
      </p>
    </main>
  );
}
