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

// The two functions below use nothing around them: the page's `<head>` runs their very text
// (CURRENCY_CHOICE_SCRIPT), and the page script calls them as they are.

/** The stored choice as the page should show it: anything but shillings means dollars (DEFAULT_CURRENCY). */
export function readCurrencyChoice(stored: string | null): Currency {
  return stored === "KES" ? "KES" : "USD";
}

/**
 * Shows `currency` first on the page: the root element is marked `data-currency="KES"` for
 * shillings, which the stylesheet reads, and unmarked for dollars, as every page is sent.
 */
export function markCurrencyChoice(root: Element, currency: Currency): void {
  if (currency === "KES") root.setAttribute("data-currency", currency);
  else root.removeAttribute("data-currency");
}

/**
 * Run in `<head>` before the page is drawn, so that shillings show first without a flash: the
 * stored choice, read and marked by the functions above. Allowed to run by its hash, like every
 * script of a visitor's page.
 */
export const CURRENCY_CHOICE_SCRIPT = `try{(${markCurrencyChoice.toString()})(document.documentElement,(${readCurrencyChoice.toString()})(localStorage.getItem(${JSON.stringify(CURRENCY_STORAGE_KEY)})))}catch(e){}`;
