import { type Currency, isCurrency } from "~/domain/currency";
import type { MortgagePlan } from "~/domain/mortgage";

/**
 * What the mortgage calculator (mortgage-calculator.tsx) is marked with for its page script
 * (scripts/mortgage-calculator.ts).
 */
export const MORTGAGE_CALCULATOR = {
  /** The calculator's form, with the listing's price in its currency and the shilling rate. */
  form: "data-mortgage-calculator",
  price: "data-price",
  currency: "data-price-currency",
  kesRate: "data-kes-rate",
  /** The figures, shown while the terms typed are usable. */
  result: "data-mortgage-result",
  /** On each figure: which of the plan's figures it shows. */
  figure: "data-mortgage-figure",
  /** What to type instead, shown while they are not. */
  invalid: "data-mortgage-invalid",
} as const;

export interface MortgageCalculatorFigures {
  /** The listing's price, in its currency. */
  price: number;
  currency: Currency;
  kesRate: number;
}

export function readMortgageCalculatorFigures(form: Element): MortgageCalculatorFigures {
  return {
    price: Number(form.getAttribute(MORTGAGE_CALCULATOR.price)),
    currency: isCurrency(form.getAttribute(MORTGAGE_CALCULATOR.currency))
      ? (form.getAttribute(MORTGAGE_CALCULATOR.currency) as Currency)
      : "USD",
    kesRate: Number(form.getAttribute(MORTGAGE_CALCULATOR.kesRate)),
  };
}

export function readMortgageFigureKey(figure: Element): keyof MortgagePlan {
  return figure.getAttribute(MORTGAGE_CALCULATOR.figure) as keyof MortgagePlan;
}
