import { textField } from "./form-fields";
import type { MortgageField, MortgageInput } from "./mortgage";
import { typedText } from "./text";

/** The mortgage calculator's boxes, sent in the address of the listing page (a GET form). */
export const mortgageFields = {
  deposit: textField({ name: "deposit", label: "Deposit (% of the price)", inputMode: "decimal" }),
  term: textField({ name: "term", label: "Term (years)", inputMode: "numeric" }),
  rate: textField({ name: "rate", label: "Interest rate (% a year)", inputMode: "decimal" }),
} satisfies Record<MortgageField, unknown>;

/** The most characters of a figure kept to show again: none of the figures needs more. */
const LONGEST_FIGURE = 12;

/** What the calculator's form sent in the page's address, or null when it was not sent. */
export function sentMortgageInput(params: URLSearchParams): MortgageInput | null {
  const fields = Object.values(mortgageFields);
  if (!fields.some((field) => params.has(field.name))) return null;
  const figure = (name: string) =>
    typedText(params.get(name) ?? "", { singleLine: true }).slice(0, LONGEST_FIGURE);
  return {
    deposit: figure(mortgageFields.deposit.name),
    term: figure(mortgageFields.term.name),
    rate: figure(mortgageFields.rate.name),
  };
}
