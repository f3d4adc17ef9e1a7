import { type Currency, CURRENCY_STORAGE_KEY, isCurrency, readCurrencyChoice } from "~/domain/currency";

/**
 * The currency prices show first, chosen in this browser and kept there. The page is the same
 * for everyone: the choice only marks the root element (`data-currency`), which the stylesheet
 * reads, as the script in `<head>` did before the page was drawn.
 */

function storedChoice(): Currency {
  try {
    return readCurrencyChoice(window.localStorage.getItem(CURRENCY_STORAGE_KEY));
  } catch {
    return readCurrencyChoice(null);
  }
}

function show(currency: Currency) {
  const root = document.documentElement;
  if (currency === "KES") root.dataset.currency = currency;
  else delete root.dataset.currency;
  for (const button of document.querySelectorAll<HTMLButtonElement>("[data-currency-choice]")) {
    button.setAttribute("aria-pressed", String(button.dataset.currencyChoice === currency));
  }
  // A price range not yet typed is typed in the chosen currency.
  for (const select of document.querySelectorAll<HTMLSelectElement>("select[data-price-currency]")) {
    select.value = currency;
  }
}

export function enhanceCurrencySwitches() {
  document.addEventListener("click", (event) => {
    const button = (event.target as Element).closest<HTMLButtonElement>("[data-currency-choice]");
    const currency = button?.dataset.currencyChoice;
    if (!isCurrency(currency)) return;
    try {
      window.localStorage.setItem(CURRENCY_STORAGE_KEY, currency);
    } catch {
      // Storage refused: the choice holds for this page only.
    }
    show(currency);
  });
  // Chosen in another tab.
  window.addEventListener("storage", (event) => {
    if (event.key === CURRENCY_STORAGE_KEY || event.key === null) show(storedChoice());
  });
  show(storedChoice());
  // Browsers that cannot tell the stylesheet whether scripts run (`scripting`) show it now.
  for (const choice of document.querySelectorAll<HTMLElement>("[data-currency-switch]"))
    choice.dataset.currencySwitch = "ready";
}
