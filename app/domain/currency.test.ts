import { describe, expect, it } from "vitest";
import {
  CURRENCY_CHOICE_SCRIPT,
  DEFAULT_CURRENCY,
  isCurrency,
  markCurrencyChoice,
  readCurrencyChoice,
} from "./currency";

describe("readCurrencyChoice", () => {
  it("shows shillings first only when the browser chose them", () => {
    expect(readCurrencyChoice("KES")).toBe("KES");
    expect(readCurrencyChoice("USD")).toBe("USD");
    expect(readCurrencyChoice(null)).toBe(DEFAULT_CURRENCY);
    expect(readCurrencyChoice("kes")).toBe("USD");
  });
});

describe("isCurrency", () => {
  it("knows dollars and shillings only", () => {
    expect(isCurrency("USD")).toBe(true);
    expect(isCurrency("KES")).toBe(true);
    expect(isCurrency("EUR")).toBe(false);
    expect(isCurrency(undefined)).toBe(false);
  });
});

/** A root element as far as the currency's mark goes. */
function fakeRoot() {
  const attributes = new Map<string, string>();
  return {
    attributes,
    setAttribute: (name: string, value: string) => void attributes.set(name, value),
    removeAttribute: (name: string) => void attributes.delete(name),
  };
}

describe("markCurrencyChoice", () => {
  it("marks the page for shillings first, and takes the mark off for dollars", () => {
    const root = fakeRoot();
    markCurrencyChoice(root as unknown as Element, "KES");
    expect(root.attributes.get("data-currency")).toBe("KES");
    markCurrencyChoice(root as unknown as Element, "USD");
    expect(root.attributes.has("data-currency")).toBe(false);
  });
});

describe("CURRENCY_CHOICE_SCRIPT", () => {
  const run = (stored: string | null, storage = true) => {
    const root = fakeRoot();
    const localStorage = {
      getItem: () => {
        if (!storage) throw new Error("storage is turned off");
        return stored;
      },
    };
    new Function("localStorage", "document", CURRENCY_CHOICE_SCRIPT)(localStorage, { documentElement: root });
    return root.attributes.get("data-currency");
  };

  it("marks the page for shillings first before it is drawn, and leaves it alone otherwise", () => {
    expect(run("KES")).toBe("KES");
    expect(run("USD")).toBeUndefined();
    expect(run(null)).toBeUndefined();
  });

  it("does nothing where the browser keeps no storage", () => {
    expect(run("KES", false)).toBeUndefined();
  });

  it("is written from the functions the page script uses", () => {
    expect(CURRENCY_CHOICE_SCRIPT).toContain(markCurrencyChoice.toString());
    expect(CURRENCY_CHOICE_SCRIPT).toContain(readCurrencyChoice.toString());
  });
});
