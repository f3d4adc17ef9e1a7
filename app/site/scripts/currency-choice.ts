import {
  type Currency,
  CURRENCY_STORAGE_KEY,
  isCurrency,
  markCurrencyChoice,
  readCurrencyChoice,
} from "~/domain/currency";
import {
  CURRENCY_SWITCH,
  CURRENCY_SWITCH_READY,
  readCurrencyButton,
} from "~/site/components/currency-switch.contract";
import { LISTING_FILTERS } from "~/site/components/listing-filters.contract";

/**
 * The currency prices show first, chosen in this browser and kept there. The page is the same
 * for everyone: the choice only marks the root element (`markCurrencyChoice`), which the
 * stylesheet reads, as the script in `<head>` did before the page was drawn.
 */

function storedChoice(): Currency {
  try {
    return readCurrencyChoice(window.localStorage.getItem(CURRENCY_STORAGE_KEY));
  } catch {
    return readCurrencyChoice(null);
  }
}

function show(currency: Currency) {
  markCurrencyChoice(document.documentElement, currency);
  for (const button of document.querySelectorAll<HTMLButtonElement>(`[${CURRENCY_SWITCH.choice}]`)) {
    button.setAttribute("aria-pressed", String(readCurrencyButton(button) === currency));
  }
  // A price range not yet typed is typed in the chosen currency.
  const following = `select[${LISTING_FILTERS.priceCurrencyFollowsChoice}]`;
  for (const select of document.querySelectorAll<HTMLSelectElement>(following)) {
    select.value = currency;
  }
}

function choose(currency: Currency) {
  try {
    window.localStorage.setItem(CURRENCY_STORAGE_KEY, currency);
  } catch {
    // Storage refused: the choice holds for this page only.
  }
  show(currency);
}

export function enhanceCurrencySwitches() {
  document.addEventListener("click", (event) => {
    const currency = readCurrencyButton((event.target as Element).closest(`[${CURRENCY_SWITCH.choice}]`));
    if (currency) choose(currency);
  });
  // A currency picked for the price range is the one the results are read in.
  document.addEventListener("change", (event) => {
    const select = (event.target as Element).closest(`select[${LISTING_FILTERS.priceCurrency}]`);
    if (select instanceof HTMLSelectElement && isCurrency(select.value)) choose(select.value);
  });
  // Chosen in another tab.
  window.addEventListener("storage", (event) => {
    if (event.key === CURRENCY_STORAGE_KEY || event.key === null) show(storedChoice());
  });
  show(storedChoice());
  // Browsers that cannot tell the stylesheet whether scripts run (`scripting`) show it now.
  for (const choice of document.querySelectorAll(`[${CURRENCY_SWITCH.root}]`)) {
    choice.setAttribute(CURRENCY_SWITCH.root, CURRENCY_SWITCH_READY);
  }
}
