/**
 * Which currency a visitor sees first: dollars (as every page is sent) or shillings. The
 * choice lives in the visitor's browser alone, so that a page is the same bytes for everyone.
 */

export const CURRENCIES = ["USD", "KES"] as const;
export type Currency = (typeof CURRENCIES)[number];

/** Pages are sent dollars first; a browser that chose shillings shows them first. */
export const DEFAULT_CURRENCY: Currency = "USD";

export const CURRENCY_LABELS: Record<Currency, string> = {
  USD: "US dollars",
  KES: "Kenyan shillings",
};

export function isCurrency(value: unknown): value is Currency {
  return (CURRENCIES as readonly unknown[]).includes(value);
}

/** Where the browser keeps the choice. */
export const CURRENCY_STORAGE_KEY = "makazi.currency";

/** The stored choice as the page should show it: anything but shillings means dollars. */
export function readCurrencyChoice(stored: string | null): Currency {
  return stored === "KES" ? "KES" : DEFAULT_CURRENCY;
}

/**
 * Set in `<head>` before the page is drawn, so that shillings show first without a flash:
 * marks the root element `data-currency="KES"` when the browser chose shillings. Allowed to
 * run by its hash, like every script of a visitor's page.
 */
export const CURRENCY_CHOICE_SCRIPT = `try{if(localStorage.getItem(${JSON.stringify(CURRENCY_STORAGE_KEY)})==="KES")document.documentElement.dataset.currency="KES"}catch(e){}`;
