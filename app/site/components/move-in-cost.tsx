import type { Currency } from "~/domain/currency";
import { displayedPrice, formatAmount } from "~/domain/money";
import { moveInCost } from "~/domain/move-in";
import type { Listing } from "~/domain/property";
import { useTranslation } from "~/i18n/language-context";
import { EitherCurrencyFirst } from "./price-pair";

/** `Ksh 96,000 · $740`, in the order the visitor chose: the listing's own figure exact, the other at the rate. */
function AmountInBoth({
  amount,
  currency,
  kesRate,
}: {
  amount: number;
  currency: Currency;
  kesRate: number;
}) {
  const shown = (shownIn: Currency) => formatAmount(amount, currency, shownIn, kesRate);
  return (
    <span className="move-in__amount">
      <EitherCurrencyFirst as="span">
        {(first, second) => `${shown(first)} · ${shown(second)}`}
      </EitherCurrencyFirst>
    </span>
  );
}

/** A rental's cash to move in, and what it is made of; nothing for other listings. */
export function MoveInCost({ listing, kesRate }: { listing: Listing; kesRate: number }) {
  const { t } = useTranslation();
  const cost = moveInCost(displayedPrice(listing), listing.pricePeriod, listing);
  if (!cost) return null;
  const parts: { term: string; amount: number | null }[] = [
    { term: t("First month's rent"), amount: cost.firstMonthRent },
    {
      term:
        listing.depositMonths === null
          ? t("Deposit")
          : t("Deposit of {{months}} months' rent", { months: listing.depositMonths }),
      amount: cost.deposit,
    },
    { term: t("Agency fee"), amount: cost.agencyFee },
    { term: t("Service charge for the first month"), amount: cost.serviceCharge },
    { term: t("Water and electricity deposits"), amount: cost.utilityDeposit },
  ];
  return (
    <section aria-labelledby="move-in-heading" className="move-in">
      <h2 id="move-in-heading" className="move-in__heading">
        {t("To move in:")} <AmountInBoth amount={cost.total} currency={listing.currency} kesRate={kesRate} />
      </h2>
      <dl className="move-in__parts">
        {parts
          .filter((part) => part.amount !== null)
          .map((part) => (
            <div key={part.term} className="move-in__part">
              <dt>{part.term}</dt>
              <dd>
                <AmountInBoth amount={part.amount!} currency={listing.currency} kesRate={kesRate} />
              </dd>
            </div>
          ))}
      </dl>
    </section>
  );
}
