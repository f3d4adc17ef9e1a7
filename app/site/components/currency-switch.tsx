import { useContext } from "react";
import { CURRENCIES, CURRENCY_CHOICE_SCRIPT, CURRENCY_LABELS, DEFAULT_CURRENCY } from "~/domain/currency";
import { CURRENCY_SWITCH } from "./currency-switch.contract";
import { ScriptNonce } from "./script-nonce";
import { useTranslation } from "~/i18n/language-context";

/**
 * Chooses the currency prices show first, in this browser. Choosing needs the page script
 * (`app/site/scripts/currency-choice.ts`), so the stylesheet shows it only where scripts run,
 * from the first paint on: its place in the header is kept before the script arrives.
 */
export function CurrencySwitch() {
  const { t } = useTranslation();
  return (
    <div
      className="currency-switch"
      role="group"
      aria-label={t("Prices first in")}
      {...{ [CURRENCY_SWITCH.root]: true }}
    >
      {CURRENCIES.map((currency) => (
        <button
          key={currency}
          type="button"
          className="currency-switch__option"
          {...{ [CURRENCY_SWITCH.choice]: currency }}
          aria-pressed={currency === DEFAULT_CURRENCY}
          title={t(CURRENCY_LABELS[currency])}
        >
          {currency}
        </button>
      ))}
    </div>
  );
}

/** In `<head>`: shows the chosen currency first before anything is drawn. */
export function CurrencyChoiceScript() {
  const nonce = useContext(ScriptNonce);
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: CURRENCY_CHOICE_SCRIPT }} />;
}
