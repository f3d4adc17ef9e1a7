import { type AreaUnit, formatPerUnit, type PricePerArea as PerArea } from "~/domain/areas";
import type { Currency } from "~/domain/currency";
import { useTranslation } from "~/i18n/language-context";
import { EitherCurrencyFirst } from "./price-pair";

const PER_UNIT_TEXTS: Record<AreaUnit, string> = {
  "square-metre": "{{amount}} per m²",
  acre: "{{amount}} per acre",
};

/**
 * A price per square metre or per acre beside the price, in the visitor's order of currencies,
 * each rounded in its own currency: `$2.500 per m² · Ksh 313,000 per m²`.
 */
export function PricePerArea({
  perArea,
  currency,
  kesRate,
}: {
  perArea: PerArea | null;
  /** The listing's currency, the price per unit's. */
  currency: Currency;
  kesRate: number;
}) {
  const { t } = useTranslation();
  if (!perArea) return null;
  const text = (shownIn: Currency) =>
    t(PER_UNIT_TEXTS[perArea.unit], { amount: formatPerUnit(perArea.amount, currency, shownIn, kesRate) });
  return (
    <p className="price-per-area">
      <EitherCurrencyFirst as="span">
        {(first, second) => `${text(first)} · ${text(second)}`}
      </EitherCurrencyFirst>
    </p>
  );
}
