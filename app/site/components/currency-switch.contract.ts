import { type Currency, isCurrency } from "~/domain/currency";

/**
 * What the currency switch (currency-switch.tsx) is marked with for its page script
 * (scripts/currency-choice.ts).
 */
export const CURRENCY_SWITCH = {
  /** The switch; the script sets it to CURRENCY_SWITCH_READY once it runs. */
  root: "data-currency-switch",
  /** On each button: the currency it puts first. */
  choice: "data-currency-choice",
} as const;

/** For browsers whose stylesheet cannot tell whether scripts run: the switch can be used. */
export const CURRENCY_SWITCH_READY = "ready";

/** The currency a button of the switch puts first, if `button` is one. */
export function readCurrencyButton(button: Element | null): Currency | null {
  const currency = button?.getAttribute(CURRENCY_SWITCH.choice);
  return isCurrency(currency) ? currency : null;
}
