import {
  type OfficeCredentials,
  officialPayment,
  PAYMENT_KIND_LABELS,
  paymentRule,
} from "~/domain/credentials";
import { formatPhoneNumber } from "~/domain/phone";
import { useSiteSettings } from "~/root";
import { openingHoursForPeople } from "~/domain/opening-hours";
import { useTranslation } from "~/i18n/language-context";

interface OfficeCredentialsProps {
  credentials: OfficeCredentials;
  /** The id of the heading, unique on the page. */
  headingId?: string;
}

/**
 * What a house hunter can check the office by: its registration, certificate, address, hours,
 * phone and official M-Pesa number, the rule it keeps about payments, and the way to check a
 * number or a link that claims to be the office's.
 */
export function OfficeCredentialsPanel({
  credentials,
  headingId = "credentials-heading",
}: OfficeCredentialsProps) {
  const { t, localPath, locale } = useTranslation();
  const settings = useSiteSettings();
  const payment = officialPayment(credentials);
  const facts: { term: string; detail: string }[] = [
    ...(credentials.registrationNumber
      ? [{ term: t("Estate Agents Registration Board number"), detail: credentials.registrationNumber }]
      : []),
    ...(credentials.certificateYear
      ? [{ term: t("Practising certificate"), detail: credentials.certificateYear }]
      : []),
    ...(settings.contactAddress ? [{ term: t("Office"), detail: settings.contactAddress }] : []),
    ...(credentials.openingHours
      ? [{ term: t("Opening hours"), detail: openingHoursForPeople(credentials.openingHours, locale, t) }]
      : []),
    ...(settings.contactPhone
      ? [{ term: t("Phone"), detail: formatPhoneNumber(settings.contactPhone) }]
      : []),
    ...(settings.whatsappNumber
      ? [{ term: t("WhatsApp"), detail: formatPhoneNumber(settings.whatsappNumber) }]
      : []),
    ...(payment ? [{ term: t(PAYMENT_KIND_LABELS[payment.kind]), detail: payment.number }] : []),
  ];
  return (
    <section className="office-credentials" aria-labelledby={headingId}>
      <h2 id={headingId} className="office-credentials__heading">
        {t("Our credentials")}
      </h2>
      {facts.length > 0 && (
        <dl className="office-credentials__facts">
          {facts.map((fact) => (
            <div key={fact.term} className="office-credentials__fact">
              <dt>{fact.term}</dt>
              <dd>{fact.detail}</dd>
            </div>
          ))}
        </dl>
      )}
      <p className="office-credentials__rule">
        <strong>{paymentRule(credentials, t)}</strong>
      </p>
      <p>
        {t("Someone gave you another number or link?")}{" "}
        <a href={localPath("/verify")}>{t("Is this really us? Check it here")}</a>
      </p>
    </section>
  );
}
