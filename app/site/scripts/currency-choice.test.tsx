// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";
import { CURRENCY_CHOICE_SCRIPT, CURRENCY_STORAGE_KEY } from "~/domain/currency";
import { FILTER_PARAMS, parseListingQuery } from "~/domain/listing-query";
import { formatAmount } from "~/domain/money";
import { CurrencySwitch } from "~/site/components/currency-switch";
import { ListingFilters } from "~/site/components/listing-filters";
import { PricePair } from "~/site/components/price-pair";
import {
  addSiteStylesheet,
  closePage,
  getButton,
  getField,
  getLabelled,
  renderPage,
  runPageScript,
  shownText,
} from "~/testing/page-in-dom";
import { enhanceCurrencySwitches } from "./currency-choice";

const KES_RATE = 130;
const dollars = formatAmount(2_400, "USD", "USD", KES_RATE);
const shillings = formatAmount(2_400, "USD", "KES", KES_RATE);
const DOLLARS_FIRST = `${dollars} (${shillings})`;
const SHILLINGS_FIRST = `${shillings} (${dollars})`;

/** A list page's parts the choice touches: the switch, a price, and the price range's currency. */
function showListPage(search = "") {
  renderPage(
    <>
      <CurrencySwitch />
      <p aria-label="Price">
        <PricePair amount={2_400} currency="USD" kesRate={KES_RATE} />
      </p>
      <form id="search" />
      <ListingFilters query={parseListingQuery(new URLSearchParams(search))} form="search" />
    </>,
  );
  addSiteStylesheet();
  runPageScript(enhanceCurrencySwitches);
}

const price = () => shownText(getLabelled("Price"));
const pressed = (currency: string) => getButton(currency).getAttribute("aria-pressed");

afterEach(closePage);

describe("the currency choice", () => {
  it("shows dollars first to a browser that has not chosen", () => {
    showListPage();
    expect(price()).toBe(DOLLARS_FIRST);
    expect(pressed("USD")).toBe("true");
    expect(pressed("KES")).toBe("false");
    expect(getField("Currency").value).toBe("USD");
  });

  it("shows the switch once the script runs, where the stylesheet cannot tell", () => {
    renderPage(<CurrencySwitch />);
    addSiteStylesheet();
    expect(shownText(getLabelled("Prices first in"))).toBe("");
    runPageScript(enhanceCurrencySwitches);
    expect(shownText(getLabelled("Prices first in"))).toBe("USDKES");
  });

  it("puts shillings first when chosen, and keeps the choice in the browser", () => {
    showListPage();
    getButton("KES").click();
    expect(price()).toBe(SHILLINGS_FIRST);
    expect(pressed("KES")).toBe("true");
    expect(pressed("USD")).toBe("false");
    expect(getField("Currency").value).toBe("KES");
    expect(localStorage.getItem(CURRENCY_STORAGE_KEY)).toBe("KES");

    getButton("USD").click();
    expect(price()).toBe(DOLLARS_FIRST);
    expect(localStorage.getItem(CURRENCY_STORAGE_KEY)).toBe("USD");
  });

  it("marks the page as the script in <head> marks the next one, so it opens in that order", () => {
    showListPage();
    getButton("KES").click();
    const marked = document.documentElement.outerHTML;
    for (const name of document.documentElement.getAttributeNames()) {
      document.documentElement.removeAttribute(name);
    }
    expect(price()).toBe(DOLLARS_FIRST);
    new Function(CURRENCY_CHOICE_SCRIPT)();
    expect(document.documentElement.outerHTML).toBe(marked);
    expect(price()).toBe(SHILLINGS_FIRST);
  });

  it("shows the choice made on an earlier page", () => {
    localStorage.setItem(CURRENCY_STORAGE_KEY, "KES");
    showListPage();
    expect(price()).toBe(SHILLINGS_FIRST);
    expect(pressed("KES")).toBe("true");
  });

  it("follows a choice made in another tab", () => {
    showListPage();
    localStorage.setItem(CURRENCY_STORAGE_KEY, "KES");
    window.dispatchEvent(new StorageEvent("storage", { key: CURRENCY_STORAGE_KEY, newValue: "KES" }));
    expect(price()).toBe(SHILLINGS_FIRST);
    expect(pressed("KES")).toBe("true");
  });

  it("puts first the currency a visitor picks for the price range, for the results and after", () => {
    showListPage(`${FILTER_PARAMS.minPrice}=1000&${FILTER_PARAMS.priceCurrency}=USD`);
    const currency = getField("Currency");
    currency.value = "KES";
    currency.dispatchEvent(new Event("change", { bubbles: true }));
    expect(price()).toBe(SHILLINGS_FIRST);
    expect(pressed("KES")).toBe("true");
    expect(localStorage.getItem(CURRENCY_STORAGE_KEY)).toBe("KES");
  });

  it("leaves the currency of a price range already typed as it is", () => {
    showListPage(`${FILTER_PARAMS.minPrice}=1000&${FILTER_PARAMS.priceCurrency}=USD`);
    getButton("KES").click();
    expect(price()).toBe(SHILLINGS_FIRST);
    expect(getField("Currency").value).toBe("USD");
  });
});
