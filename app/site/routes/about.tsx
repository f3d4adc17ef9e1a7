import { OfficeCredentialsPanel } from "~/site/components/office-credentials";
import { PageTitle, useSiteBrand } from "~/ui/site-brand";
import { StructuredData } from "~/site/components/link-preview-tags";
import { findAboutParagraphs } from "~/data/about.server";
import { realEstateAgent } from "~/domain/structured-data";
import { useSiteSettings } from "~/root";
import { keptCredentials } from "~/services/content-reads.server";
import { servicesFrom } from "~/services/context.server";
import { publicOrigin, publicPageUrl } from "~/services/public-address.server";
import { useTranslation, useWrittenText } from "~/i18n/language-context";
import type { Route } from "./+types/about";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { database } = servicesFrom(context);
  const [paragraphs, credentials] = await Promise.all([
    findAboutParagraphs(database.db),
    keptCredentials(context),
  ]);
  return {
    paragraphs,
    credentials,
    canonicalUrl: publicPageUrl(request, context, "/About"),
    origin: publicOrigin(request, context),
  };
}

export default function About({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { name } = useSiteBrand();
  const settings = useSiteSettings();
  // The About text is the administrator's, written in English.
  const { lang } = useWrittenText("");
  return (
    <main id="main" className="page page--narrow prose">
      <PageTitle>{t("About")}</PageTitle>
      <meta
        name="description"
        content={t("Who we are and how {{site}} helps you find property in Kenya.", { site: name })}
      />
      <link rel="canonical" href={loaderData.canonicalUrl} />
      <StructuredData data={realEstateAgent(settings, loaderData.credentials, loaderData.origin, name)} />
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
      <OfficeCredentialsPanel credentials={loaderData.credentials} />
    </main>
  );
}
