import { useContext } from "react";
import { CURRENCIES, CURRENCY_CHOICE_SCRIPT, CURRENCY_LABELS, DEFAULT_CURRENCY } from "~/domain/currency";
import { ScriptNonce } from "./script-nonce";
import { useTranslation } from "~/i18n/language-context";

/**
 * Chooses the currency prices show first, in this browser. Sent hidden: choosing needs the page
 * script (`app/enhancements/currency-choice.ts`), which shows it with the choice pressed.
 */
export function CurrencySwitch() {
  const { t } = useTranslation();
  return (
    <div
      className="currency-switch"
      role="group"
      aria-label={t("Prices first in")}
      data-currency-switch
      hidden
    >
      {CURRENCIES.map((currency) => (
        <button
          key={currency}
          type="button"
          className="currency-switch__option"
          data-currency-choice={currency}
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
