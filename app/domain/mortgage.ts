/**
 * The mortgage calculator of a listing for sale: a loan of the price less the deposit, repaid
 * in equal monthly instalments (an annuity) over the term at a fixed rate. Free of zod, so that
 * the page script computes as the server does.
 */

/** What the visitor sets; the rate starts at the administrator's default (`/settings`). */
export interface MortgageTerms {
  /** Per cent of the price paid up front. */
  depositPercent: number;
  termYears: number;
  /** Per cent a year. */
  ratePercent: number;
}

export type MortgageField = "deposit" | "term" | "rate";

/** The bounds of each figure, for the form and for reading it. */
export const MORTGAGE_LIMITS = {
  deposit: { min: 0, max: 100 },
  term: { min: 1, max: 30 },
  rate: { min: 0, max: 30 },
} as const satisfies Record<MortgageField, { min: number; max: number }>;

/** The rate offered until the administrator sets one at `/settings`: about what Kenyan banks charge. */
export const DEFAULT_MORTGAGE_RATE = 13;
export const DEFAULT_DEPOSIT_PERCENT = 20;
export const DEFAULT_TERM_YEARS = 20;

/** Lenders in Kenya commonly keep a repayment to a third of the borrower's income. */
export const INCOME_SHARE_FOR_REPAYMENT = 1 / 3;

export function defaultMortgageTerms(ratePercent: number): MortgageTerms {
  return { depositPercent: DEFAULT_DEPOSIT_PERCENT, termYears: DEFAULT_TERM_YEARS, ratePercent };
}

/** The figures of a calculation, in the listing's currency (dollars). */
export interface MortgagePlan {
  deposit: number;
  loan: number;
  monthlyRepayment: number;
  /** The monthly income at which the repayment is a third of it. */
  incomeNeeded: number;
}

/** Equal monthly repayments of the price less the deposit: P·r / (1 − (1 + r)^−n), monthly r. */
export function mortgagePlan(price: number, terms: MortgageTerms): MortgagePlan {
  const deposit = (price * terms.depositPercent) / 100;
  const loan = price - deposit;
  const months = terms.termYears * 12;
  const monthlyRate = terms.ratePercent / 100 / 12;
  const monthlyRepayment =
    loan <= 0
      ? 0
      : monthlyRate === 0
        ? loan / months
        : (loan * monthlyRate) / (1 - (1 + monthlyRate) ** -months);
  return { deposit, loan, monthlyRepayment, incomeNeeded: monthlyRepayment / INCOME_SHARE_FOR_REPAYMENT };
}

/** A mortgage is offered on a listing sold whole (no rent or nightly rate) that is still to be had. */
export function offersMortgage(listing: { pricePeriod: string | null; availability: string }): boolean {
  return listing.pricePeriod === null && listing.availability !== "sold" && listing.availability !== "let";
}

/** The three figures as typed: text, as a form sends them. */
export type MortgageInput = Record<MortgageField, string>;

export type MortgageReading =
  | { terms: MortgageTerms; errors?: never }
  | { terms?: never; errors: Partial<Record<MortgageField, string>> };

const MESSAGES: Record<MortgageField, string> = {
  deposit: `Please enter a deposit from ${MORTGAGE_LIMITS.deposit.min} to ${MORTGAGE_LIMITS.deposit.max} per cent of the price, such as 20`,
  term: `Please enter a term of ${MORTGAGE_LIMITS.term.min} to ${MORTGAGE_LIMITS.term.max} whole years, such as 20`,
  rate: `Please enter an interest rate from ${MORTGAGE_LIMITS.rate.min} to ${MORTGAGE_LIMITS.rate.max} per cent a year, such as 13.5`,
};

/** A number typed with a point or a comma as decimal mark, and an optional `%`; NaN otherwise. */
function typedNumber(text: string): number {
  const normalised = text.trim().replace(/\s*%$/, "").replace(",", ".");
  return /^(\d+(\.\d*)?|\.\d+)$/.test(normalised) ? Number(normalised) : Number.NaN;
}

function within(value: number, field: MortgageField): boolean {
  const { min, max } = MORTGAGE_LIMITS[field];
  return value >= min && value <= max;
}

/** Reads the calculator's form: the terms, or a message for each figure that cannot be used. */
export function readMortgageInput(input: MortgageInput): MortgageReading {
  const depositPercent = typedNumber(input.deposit);
  const termYears = typedNumber(input.term);
  const ratePercent = typedNumber(input.rate);
  const errors: Partial<Record<MortgageField, string>> = {};
  if (!within(depositPercent, "deposit")) errors.deposit = MESSAGES.deposit;
  if (!Number.isInteger(termYears) || !within(termYears, "term")) errors.term = MESSAGES.term;
  if (!within(ratePercent, "rate")) errors.rate = MESSAGES.rate;
  return Object.keys(errors).length > 0 ? { errors } : { terms: { depositPercent, termYears, ratePercent } };
}

/** A figure as the form shows it: `13.5`, to two decimals at most. */
export function formatMortgageFigure(value: number): string {
  return String(Math.round(value * 100) / 100);
}
