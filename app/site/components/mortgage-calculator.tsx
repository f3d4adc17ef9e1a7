import type { Currency } from "~/domain/currency";
import {
  DEFAULT_DEPOSIT_PERCENT,
  DEFAULT_TERM_YEARS,
  formatMortgageFigure,
  MORTGAGE_LIMITS,
  type MortgageInput,
  type MortgagePlan,
  mortgagePlan,
  readMortgageInput,
} from "~/domain/mortgage";
import { mortgageFields } from "~/domain/mortgage-fields";
import { FormField } from "../../ui/form-field";
import { MORTGAGE_CALCULATOR } from "./mortgage-calculator.contract";
import { PricePair } from "./price-pair";
import { useTranslation } from "~/i18n/language-context";

/** The fragment of the listing page the calculator sits at: its answer without scripts opens there. */
export const MORTGAGE_ANCHOR = "mortgage";

interface MortgageCalculatorProps {
  /** The price a visitor pays, in the listing's currency. */
  price: number;
  currency: Currency;
  kesRate: number;
  /** The administrator's rate, where the form starts. */
  defaultRate: number;
  /** What the visitor sent, when the page answers the form. */
  sent: MortgageInput | null;
}

const FIGURES: { key: keyof MortgagePlan; term: string }[] = [
  { key: "monthlyRepayment", term: "Monthly repayment" },
  { key: "deposit", term: "Deposit" },
  { key: "loan", term: "Loan" },
  { key: "incomeNeeded", term: "Monthly income for a repayment of a third of it" },
];

/**
 * A loan for the listing at the visitor's deposit, term and rate: a form sent in the page's
 * address, whose answer is the page again with the figures; the page script works them out as
 * the visitor types (`app/site/scripts/mortgage-calculator.ts`).
 */
export function MortgageCalculator({ price, currency, kesRate, defaultRate, sent }: MortgageCalculatorProps) {
  const values = sent ?? {
    deposit: String(DEFAULT_DEPOSIT_PERCENT),
    term: String(DEFAULT_TERM_YEARS),
    rate: formatMortgageFigure(defaultRate),
  };
  const reading = readMortgageInput(values);
  const plan = reading.terms ? mortgagePlan(price, reading.terms) : null;
  const { deposit, term, rate } = MORTGAGE_LIMITS;
  const { t } = useTranslation();
  return (
    <section id={MORTGAGE_ANCHOR} className="mortgage" aria-labelledby="mortgage-heading">
      <h2 id="mortgage-heading">{t("Mortgage calculator")}</h2>
      <form
        method="get"
        action={`#${MORTGAGE_ANCHOR}`}
        className="form mortgage__form"
        noValidate
        {...{
          [MORTGAGE_CALCULATOR.form]: true,
          [MORTGAGE_CALCULATOR.price]: price,
          [MORTGAGE_CALCULATOR.currency]: currency,
          [MORTGAGE_CALCULATOR.kesRate]: kesRate,
        }}
      >
        {(Object.keys(mortgageFields) as (keyof typeof mortgageFields)[]).map((name) => (
          <FormField
            key={name}
            id={`mortgage-${name}`}
            field={mortgageFields[name]}
            error={reading.errors?.[name]}
          >
            {(control) => <input {...control} defaultValue={values[name]} size={6} />}
          </FormField>
        ))}
        <button type="submit" className="button button--secondary mortgage__submit">
          {t("Calculate")}
        </button>
      </form>
      <div className="mortgage__answer" aria-live="polite">
        <dl className="mortgage__result" {...{ [MORTGAGE_CALCULATOR.result]: true }} hidden={plan === null}>
          {FIGURES.map(({ key, term }) => (
            <div key={key} className={`mortgage__figure mortgage__figure--${key}`}>
              <dt>{t(term)}</dt>
              <dd {...{ [MORTGAGE_CALCULATOR.figure]: key }}>
                <PricePair amount={plan?.[key] ?? 0} currency={currency} kesRate={kesRate} />
              </dd>
            </div>
          ))}
        </dl>
        <p className="mortgage__invalid" {...{ [MORTGAGE_CALCULATOR.invalid]: true }} hidden={plan !== null}>
          {t(
            "To see the repayment, enter a deposit from {{depositMin}} to {{depositMax}} %, a term of {{termMin}} to {{termMax}} years and a rate from {{rateMin}} to {{rateMax}} %.",
            {
              depositMin: deposit.min,
              depositMax: deposit.max,
              termMin: term.min,
              termMax: term.max,
              rateMin: rate.min,
              rateMax: rate.max,
            },
          )}
        </p>
      </div>
      <p className="mortgage__note">
        {t("A guide at a fixed rate, before fees and insurance; your lender's offer decides.")}
      </p>
    </section>
  );
}
