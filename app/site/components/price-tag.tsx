import type { PricePeriod } from "~/domain/listing-details";
import { pricePeriodText } from "~/domain/listing-facts";
import { formatAmount } from "~/domain/money";
import { useTextAround, useTranslation } from "~/i18n/language-context";
import { EitherCurrencyFirst } from "./price-pair";
import { KES_PRICE_TEST_ID, PRICE_TAG } from "./price-tag.contract";

interface PriceTagProps {
  price: number;
  newPrice: number | null;
  /** What the price is for, when not the whole property: a rent's month, a hotel's night. */
  period?: PricePeriod | null;
  kesRate: number;
}

/**
 * The price a visitor pays, in the currency they see first, with the other beneath it; after a
 * discount, the old price follows in brackets.
 */
export function PriceTag({ price, newPrice, period = null, kesRate }: PriceTagProps) {
  const shown = newPrice ?? price;
  const { t } = useTranslation();
  const periodText = pricePeriodText(period, t);
  // The old price is struck through for the eye and said to be the old one for screen readers.
  const [wasBefore, wasAfter] = useTextAround("was {{price}}", "price");
  const hidden = (text: string) => text && <span className="visually-hidden">{text}</span>;
  return (
    <div className="price-tag">
      <EitherCurrencyFirst as="div">
        {(first, second) => {
          const old = formatAmount(price, first, kesRate);
          return (
            <>
              <p className="price-tag__first">
                <strong>{formatAmount(shown, first, kesRate)}</strong>
                {newPrice !== null && (
                  <>
                    {" "}
                    <span className="price-tag__old">
                      (
                      <s>
                        {hidden(wasBefore)}
                        {old}
                        {hidden(wasAfter)}
                      </s>
                      )
                    </span>
                  </>
                )}
                {periodText && <span className="price-tag__period">{` ${periodText}`}</span>}
              </p>
              <p className="price-tag__second">
                <span {...{ [PRICE_TAG.testId]: second === "KES" ? KES_PRICE_TEST_ID : undefined }}>
                  {formatAmount(shown, second, kesRate)}
                </span>
                {periodText && <span className="price-tag__period">{` ${periodText}`}</span>}
              </p>
            </>
          );
        }}
      </EitherCurrencyFirst>
    </div>
  );
}
