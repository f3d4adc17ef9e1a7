import { CURRENCIES, type Currency } from "~/domain/currency";
import type { PricePeriod } from "~/domain/listing-details";
import { pricePeriodText } from "~/domain/listing-facts";
import { formatAmount } from "~/domain/money";
import { useTextAround, useTranslation } from "~/i18n/language-context";

interface PriceTagProps {
  price: number;
  newPrice: number | null;
  /** The listing's currency: its own line is the price exactly as typed, the other converted at the rate. */
  currency: Currency;
  /** What the price is for, when not the whole property: a rent's month, a hotel's night. */
  period?: PricePeriod | null;
  kesRate: number;
}

/**
 * The price a visitor pays, in the currency they see first, with the other beneath it; after a
 * discount, the old price follows in brackets. Each amount is written once, dollars then
 * shillings, each its own line, and the stylesheet puts the visitor's currency first (`price-tag.css`).
 */
export function PriceTag({ price, newPrice, currency: listedIn, period = null, kesRate }: PriceTagProps) {
  const shown = newPrice ?? price;
  const { t } = useTranslation();
  const periodText = pricePeriodText(period, t);
  // The old price is struck through for the eye and said to be the old one for screen readers.
  const [wasBefore, wasAfter] = useTextAround("was {{price}}", "price");
  const hidden = (text: string) => text && <span className="visually-hidden">{text}</span>;
  return (
    <div className="price-tag">
      {CURRENCIES.map((currency) => (
        <p key={currency}>
          <strong>{formatAmount(shown, listedIn, currency, kesRate)}</strong>
          {newPrice !== null && (
            <>
              {" "}
              <span className="price-tag__old">
                (
                <s>
                  {hidden(wasBefore)}
                  {formatAmount(price, listedIn, currency, kesRate)}
                  {hidden(wasAfter)}
                </s>
                )
              </span>
            </>
          )}
          {periodText && <span className="price-tag__period">{` ${periodText}`}</span>}
        </p>
      ))}
    </div>
  );
}
