import type { Currency } from "~/domain/currency";
import { formatAmount } from "~/domain/money";
import { type MortgagePlan, mortgagePlan, readMortgageInput } from "~/domain/mortgage";
import { mortgageFields } from "~/domain/mortgage-fields";

function figure(form: HTMLFormElement, name: string): string {
  const value = new FormData(form).get(name);
  return typeof value === "string" ? value : "";
}

/** Works out the listing page's mortgage figures as the visitor types, without sending the form. */
export function enhanceMortgageCalculators() {
  for (const form of document.querySelectorAll<HTMLFormElement>("form[data-mortgage-calculator]")) {
    const section = form.parentElement;
    const result = section?.querySelector<HTMLElement>("[data-mortgage-result]");
    const invalid = section?.querySelector<HTMLElement>("[data-mortgage-invalid]");
    if (!result || !invalid) continue;
    const price = Number(form.dataset.price);
    const kesRate = Number(form.dataset.kesRate);
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
      for (const shown of result.querySelectorAll<HTMLElement>("[data-mortgage-figure]")) {
        const amount = plan[shown.dataset.mortgageFigure as keyof MortgagePlan];
        for (const text of shown.querySelectorAll<HTMLElement>("[data-amount]")) {
          text.textContent = formatAmount(amount, text.dataset.amount as Currency, kesRate);
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
