import { describe, expect, it } from "vitest";
import { CURRENCY_CHOICE_SCRIPT, isCurrency, readCurrencyChoice } from "./currency";

describe("readCurrencyChoice", () => {
  it("shows shillings first only when the browser chose them", () => {
    expect(readCurrencyChoice("KES")).toBe("KES");
    expect(readCurrencyChoice("USD")).toBe("USD");
    expect(readCurrencyChoice(null)).toBe("USD");
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

describe("CURRENCY_CHOICE_SCRIPT", () => {
  const run = (stored: string | null, storage = true) => {
    const root = { dataset: {} as Record<string, string> };
    const localStorage = {
      getItem: () => {
        if (!storage) throw new Error("storage is turned off");
        return stored;
      },
    };
    new Function("localStorage", "document", CURRENCY_CHOICE_SCRIPT)(localStorage, { documentElement: root });
    return root.dataset.currency;
  };

  it("marks the page for shillings first before it is drawn, and leaves it alone otherwise", () => {
    expect(run("KES")).toBe("KES");
    expect(run("USD")).toBeUndefined();
    expect(run(null)).toBeUndefined();
  });

  it("does nothing where the browser keeps no storage", () => {
    expect(run("KES", false)).toBeUndefined();
  });
});
