import type { ReactNode } from "react";
import { type Currency } from "~/domain/currency";
import { formatAmount } from "~/domain/money";
import { PRICE_PAIR } from "./price-pair.contract";

interface EitherCurrencyFirstProps {
  as: "div" | "span";
  children: (first: Currency, second: Currency) => ReactNode;
}

/**
 * Markup written twice, dollars first and shillings first: a page is the same bytes for every
 * visitor, and the stylesheet shows the order the browser chose (the root element marked by
 * `markCurrencyChoice`, dollars first without it). The other is not displayed, so screen readers read the
 * amounts in the order they are seen.
 */
export function EitherCurrencyFirst({ as: Element, children }: EitherCurrencyFirstProps) {
  return (
    <>
      <Element className="usd-first">{children("USD", "KES")}</Element>
      <Element className="kes-first">{children("KES", "USD")}</Element>
    </>
  );
}

/**
 * An amount of a listing in its `currency` with the other currency's figure in brackets, or the
 * other way round, as the visitor chose: `$2.400 (Ksh 300,000)`. Each figure is marked with its
 * currency (PRICE_PAIR), so that the page script can write new ones.
 */
export function PricePair({
  amount,
  currency,
  kesRate,
}: {
  amount: number;
  currency: Currency;
  kesRate: number;
}) {
  return (
    <span className="price-pair">
      <EitherCurrencyFirst as="span">
        {(first, second) => (
          <>
            <span {...{ [PRICE_PAIR.amount]: first }}>{formatAmount(amount, currency, first, kesRate)}</span>{" "}
            (
            <span {...{ [PRICE_PAIR.amount]: second }}>
              {formatAmount(amount, currency, second, kesRate)}
            </span>
            )
          </>
        )}
      </EitherCurrencyFirst>
    </span>
  );
}
