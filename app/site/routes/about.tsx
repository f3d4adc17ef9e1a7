import { findAboutParagraphs } from "~/data/about.server";
import { servicesFrom } from "~/services/context.server";
import { publicPageUrl } from "~/services/public-address.server";
import { useTranslation, useWrittenText } from "~/i18n/language-context";
import type { Route } from "./+types/about";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { database } = servicesFrom(context);
  return {
    paragraphs: await findAboutParagraphs(database.db),
    canonicalUrl: publicPageUrl(request, context, "/About"),
  };
}

export default function About({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  // The About text is the administrator's, written in English.
  const { lang } = useWrittenText("");
  return (
    <main id="main" className="page page--narrow prose">
      <title>{`${t("About")} · Makazi`}</title>
      <meta name="description" content={t("Who we are and how Makazi helps you find property in Kenya.")} />
      <link rel="canonical" href={loaderData.canonicalUrl} />
      <h1>{t("About us")}</h1>
      {loaderData.paragraphs.length > 0 ? (
        loaderData.paragraphs.map((paragraph, index) => (
          <p key={index} lang={lang}>
            {paragraph}
          </p>
        ))
      ) : (
        <p className="empty-state">{t("There is nothing here yet.")}</p>
      )}
    </main>
  );
}
