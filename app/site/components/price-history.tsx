import type { Currency } from "~/domain/currency";
import { type DatedPrice, formatChangeDate, type Reduction } from "~/domain/price-history";
import { useTextAround, useTranslation } from "~/i18n/language-context";
import { PricePair } from "./price-pair";

interface PriceHistoryProps {
  /** The recent reduction the listing tells of, if any. */
  reduction: Reduction | null;
  /** The prices paid since each change, newest first; the section is left out when empty. */
  history: readonly DatedPrice[];
  /** The listing's currency, every price of its history's. */
  currency: Currency;
  kesRate: number;
}

/** "Reduced on 12 Nov 2026 from $X (Ksh Y)" after a recent fall, and the dated prices. */
export function PriceHistory({ reduction, history, currency, kesRate }: PriceHistoryProps) {
  const { t, locale } = useTranslation();
  const [reducedBefore, reducedAfter] = useTextAround("Reduced on {{date}} from {{price}}", "price", {
    date: reduction ? formatChangeDate(reduction.on, locale) : "",
  });
  if (history.length === 0) return null;
  return (
    <section aria-labelledby="price-history-heading" className="price-history">
      <h2 id="price-history-heading">{t("Price history")}</h2>
      {reduction && (
        <p className="price-history__reduction">
          {reducedBefore}
          <PricePair amount={reduction.from} currency={currency} kesRate={kesRate} />
          {reducedAfter}
        </p>
      )}
      <table className="price-history__table">
        <thead>
          <tr>
            <th scope="col">{t("Date")}</th>
            <th scope="col">{t("Price")}</th>
          </tr>
        </thead>
        <tbody>
          {history.map((entry) => (
            <tr key={entry.on}>
              <td>
                <time dateTime={entry.on}>{formatChangeDate(entry.on, locale)}</time>
              </td>
              <td>
                <PricePair amount={entry.price} currency={currency} kesRate={kesRate} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
