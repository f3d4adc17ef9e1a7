import { Link } from "react-router";
import { findRetentionDays } from "~/data/retention.server";
import { findDataProtectionRegistration } from "~/data/settings.server";
import { formatPhoneNumber, telephoneHref } from "~/domain/phone";
import { privacyNotice } from "~/domain/privacy-notice";
import { useTranslation } from "~/i18n/language-context";
import { useSiteSettings } from "~/root";
import { servicesFrom } from "~/services/context.server";
import { processingPlacesOf } from "~/services/processing-record.server";
import { publicPageUrl } from "~/services/public-address.server";
import { PageTitle, useSiteBrand } from "~/ui/site-brand";
import type { Route } from "./+types/privacy";

/** Where a visitor complains about how their data is used. */
const COMMISSIONER_SITE = "https://www.odpc.go.ke/";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { config, database } = servicesFrom(context);
  const [registration, days] = await Promise.all([
    findDataProtectionRegistration(database.db),
    findRetentionDays(database.db),
  ]);
  return {
    registration,
    days,
    mailHost: processingPlacesOf(config).mail,
    canonicalUrl: publicPageUrl(request, context, "/privacy"),
  };
}

export default function Privacy({ loaderData }: Route.ComponentProps) {
  const { t, localPath } = useTranslation();
  const { name } = useSiteBrand();
  const settings = useSiteSettings();
  const notice = privacyNotice(
    {
      office: name,
      registration: loaderData.registration,
      days: loaderData.days,
      mailHost: loaderData.mailHost,
    },
    t,
  );
  return (
    <main id="main" className="page page--narrow prose privacy-notice">
      <PageTitle>{t("Privacy notice")}</PageTitle>
      <meta
        name="description"
        content={t(
          "How {{site}} keeps the personal data of visitors: what, why, for how long, and your rights under Kenya's Data Protection Act.",
          { site: name },
        )}
      />
      <link rel="canonical" href={loaderData.canonicalUrl} />
      <h1>{t("Privacy notice")}</h1>

      <h2>{t("Who keeps your data")}</h2>
      <p>{notice.controller}</p>
      {notice.registration && <p>{notice.registration}</p>}
      <ul>
        {settings.contactAddress && <li>{settings.contactAddress}</li>}
        {settings.contactEmail && (
          <li>
            <a href={`mailto:${settings.contactEmail}`}>{settings.contactEmail}</a>
          </li>
        )}
        {settings.contactPhone && (
          <li>
            <a href={telephoneHref(settings.contactPhone)}>{formatPhoneNumber(settings.contactPhone)}</a>
          </li>
        )}
        <li>
          <Link to={localPath("/contact")}>{t("Send us a message")}</Link>
        </li>
      </ul>

      <h2>{t("What is kept, why and for how long")}</h2>
      {notice.kinds.map((kind) => (
        <section key={kind.what} className="privacy-notice__kind">
          <h3>{kind.what}</h3>
          <dl>
            <dt>{t("Why")}</dt>
            <dd>{kind.why}</dd>
            <dt>{t("Ground")}</dt>
            <dd>{kind.ground}</dd>
            <dt>{t("Kept")}</dt>
            <dd>{kind.kept}</dd>
          </dl>
        </section>
      ))}

      <h2>{t("Who receives it")}</h2>
      <ul>
        {notice.recipients.map((recipient) => (
          <li key={recipient}>{recipient}</li>
        ))}
      </ul>

      <h2>{t("Cookies")}</h2>
      <p>{notice.cookies}</p>

      <h2>{t("Photos")}</h2>
      <p>{notice.photos}</p>

      <h2>{t("Your rights")}</h2>
      <p>{notice.rights}</p>
      <p>
        {notice.complaint} <a href={COMMISSIONER_SITE}>odpc.go.ke</a>
      </p>
    </main>
  );
}
