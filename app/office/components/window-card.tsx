import { PLACEHOLDER_PHOTO } from "~/domain/photos";
import { useSiteBrand } from "~/ui/site-brand";
import { cardFacts, pricePeriodText } from "~/domain/listing-facts";
import { AVAILABILITY_LABELS } from "~/domain/listing-status";
import { formatAmount } from "~/domain/money";
import { formatPhoneNumber } from "~/domain/phone";
import { PROPERTY_TYPE_LABELS } from "~/domain/property-type";
import type { WindowCardChoice } from "~/domain/window-card";
import { LanguageProvider, useTranslation, useWrittenText } from "~/i18n/language-context";
import type { WindowCard } from "~/services/window-card.server";

interface WindowCardSheetProps {
  card: WindowCard;
  choice: WindowCardChoice;
  kesRate: number;
  /** The listing's numbers, and the person to ask for when it has one. */
  contacts: { phone: string; whatsapp: string; askFor: string | null };
}

/** The printed card, in the chosen language: what the office puts in its window. */
export function WindowCardSheet({ choice, ...props }: WindowCardSheetProps) {
  return (
    <LanguageProvider language={choice.language}>
      <CardInItsLanguage size={choice.size} {...props} />
    </LanguageProvider>
  );
}

function CardInItsLanguage({
  card,
  size,
  kesRate,
  contacts,
}: Omit<WindowCardSheetProps, "choice"> & { size: WindowCardChoice["size"] }) {
  const { listing, reference, photo, qr } = card;
  const { language, t } = useTranslation();
  const brand = useSiteBrand();
  const name = useWrittenText(listing.name, listing.nameSw);
  const place = useWrittenText(listing.location);
  const price = listing.newPrice ?? listing.price;
  const period = pricePeriodText(listing.pricePeriod, t);
  const perPeriod = (amount: string) => (period ? `${amount} ${period}` : amount);
  const kind = [t(PROPERTY_TYPE_LABELS[listing.type]), ...cardFacts(listing, t)].join(" · ");

  return (
    <article className={`window-card window-card--${size}`} lang={language} aria-label={name.text}>
      <p className="window-card__brand">{brand.name}</p>
      {listing.availability !== "available" && (
        <p className={`window-card__stamp window-card__stamp--${listing.availability}`}>
          {t(AVAILABILITY_LABELS[listing.availability])}
        </p>
      )}
      <img
        className="window-card__photo"
        src={photo?.src ?? PLACEHOLDER_PHOTO}
        srcSet={photo?.srcSet ?? undefined}
        sizes={photo?.srcSet ? "190mm" : undefined}
        width={photo?.width ?? undefined}
        height={photo?.height ?? undefined}
        alt={name.text}
      />
      <div className="window-card__details">
        <div className="window-card__facts">
          <p className="window-card__kind">{kind}</p>
          <h2 className="window-card__name" lang={name.lang}>
            {name.text}
          </h2>
          <p className="window-card__place" lang={place.lang}>
            {listing.location}, {listing.city}
          </p>
          <p className="window-card__price">
            <strong>{perPeriod(formatAmount(price, listing.currency, listing.currency, kesRate))}</strong>
            <span className="window-card__shillings">
              {perPeriod(
                formatAmount(price, listing.currency, listing.currency === "USD" ? "KES" : "USD", kesRate),
              )}
            </span>
          </p>
          <p className="window-card__reference">
            <span className="window-card__quote">{t("When you call, quote the reference")}</span>
            {reference}
          </p>
          <ul className="window-card__contacts">
            {contacts.askFor && <li>{t("Ask for {{name}}", { name: contacts.askFor })}</li>}
            {contacts.phone && (
              <li>
                <span className="window-card__label">{t("Call")}</span> {formatPhoneNumber(contacts.phone)}
              </li>
            )}
            {contacts.whatsapp && (
              <li>
                <span className="window-card__label">WhatsApp</span> {formatPhoneNumber(contacts.whatsapp)}
              </li>
            )}
          </ul>
        </div>
        {qr && (
          <figure className="window-card__qr">
            <div
              className="window-card__code"
              role="img"
              aria-label={t("QR code to this listing's page")}
              dangerouslySetInnerHTML={{ __html: qr.svg }}
            />
            <figcaption>
              {t("Scan with your phone for all the photos and details")}
              <span className="window-card__address">{qr.address}</span>
            </figcaption>
          </figure>
        )}
      </div>
    </article>
  );
}
