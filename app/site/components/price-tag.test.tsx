// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";
import { formatAmount } from "~/domain/money";
import { closePage, renderPage } from "~/testing/page-in-dom";
import { PriceTag } from "./price-tag";

const KES_RATE = 130;
const amounts = (usd: number) => [
  formatAmount(usd, "USD", "USD", KES_RATE),
  formatAmount(usd, "USD", "KES", KES_RATE),
];

afterEach(closePage);

describe("the price tag", () => {
  it("writes each amount once, the new price and the old one in both currencies", () => {
    // The stylesheet puts the visitor's currency first (tests/e2e/prices.spec.ts): nothing is
    // written a second time for the other order.
    renderPage(<PriceTag price={2_400} newPrice={2_000} currency="USD" period="month" kesRate={KES_RATE} />);
    const text = document.body.textContent;
    for (const amount of [...amounts(2_000), ...amounts(2_400)]) {
      expect(text.split(amount).length - 1, amount).toBe(1);
    }
  });
});
