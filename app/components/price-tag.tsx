import type { PricePeriod } from "~/domain/listing-details";
import { pricePeriodText } from "~/domain/listing-facts";
import { formatKes, formatUsd, usdToKes } from "~/domain/money";
import { useTranslation } from "~/i18n/language-context";

interface PriceTagProps {
  price: number;
  newPrice: number | null;
  /** What the price is for, when not the whole property: a rent's month, a hotel's night. */
  period?: PricePeriod | null;
  /** When given, the shilling figure is shown on its own line. */
  kesRate?: number;
}

/** The price a visitor pays; after a discount, the old price follows in brackets. */
export function PriceTag({ price, newPrice, period = null, kesRate }: PriceTagProps) {
  const shown = newPrice ?? price;
  const { t } = useTranslation();
  const periodText = pricePeriodText(period, t);
  return (
    <div className="price-tag">
      <p className="price-tag__usd">
        <strong>{formatUsd(shown)}</strong>
        {newPrice !== null && (
          <>
            {" "}
            <span className="price-tag__old">
              (<s aria-label={t("was {{price}}", { price: formatUsd(price) })}>{formatUsd(price)}</s>)
            </span>
          </>
        )}
        {periodText && <span className="price-tag__period"> {periodText}</span>}
      </p>
      {kesRate !== undefined && (
        <p className="price-tag__kes" data-testid="price-kes">
          {formatKes(usdToKes(shown, kesRate))}
        </p>
      )}
    </div>
  );
}
