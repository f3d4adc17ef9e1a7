import { formatAmount } from "~/domain/money";
import { mortgagePlan, readMortgageInput } from "~/domain/mortgage";
import { mortgageFields } from "~/domain/mortgage-fields";
import {
  MORTGAGE_CALCULATOR,
  readMortgageCalculatorFigures,
  readMortgageFigureKey,
} from "~/site/components/mortgage-calculator.contract";
import { PRICE_PAIR, readAmountCurrency } from "~/site/components/price-pair.contract";

function figure(form: HTMLFormElement, name: string): string {
  const value = new FormData(form).get(name);
  return typeof value === "string" ? value : "";
}

/** Works out the listing page's mortgage figures as the visitor types, without sending the form. */
export function enhanceMortgageCalculators() {
  for (const form of document.querySelectorAll<HTMLFormElement>(`form[${MORTGAGE_CALCULATOR.form}]`)) {
    const section = form.parentElement;
    const result = section?.querySelector<HTMLElement>(`[${MORTGAGE_CALCULATOR.result}]`);
    const invalid = section?.querySelector<HTMLElement>(`[${MORTGAGE_CALCULATOR.invalid}]`);
    if (!result || !invalid) continue;
    const { price, currency: listedIn, kesRate } = readMortgageCalculatorFigures(form);
    const update = () => {
      const { terms, errors } = readMortgageInput({
        deposit: figure(form, mortgageFields.deposit.name),
        term: figure(form, mortgageFields.term.name),
        rate: figure(form, mortgageFields.rate.name),
      });
      for (const [key, field] of Object.entries(mortgageFields)) {
        const input = form.elements.namedItem(field.name);
        if (!(input instanceof HTMLInputElement)) continue;
        if (errors && key in errors) input.setAttribute("aria-invalid", "true");
        else input.removeAttribute("aria-invalid");
      }
      result.hidden = !terms;
      invalid.hidden = Boolean(terms);
      if (!terms) return;
      const plan = mortgagePlan(price, terms);
      for (const shown of result.querySelectorAll(`[${MORTGAGE_CALCULATOR.figure}]`)) {
        const amount = plan[readMortgageFigureKey(shown)];
        for (const text of shown.querySelectorAll(`[${PRICE_PAIR.amount}]`)) {
          const currency = readAmountCurrency(text);
          if (currency) text.textContent = formatAmount(amount, listedIn, currency, kesRate);
        }
      }
    };
    form.addEventListener("input", update);
    // The figures are shown already: nothing to send.
    form.addEventListener("submit", (event) => {
      event.preventDefault();
      update();
    });
  }
}
