// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { formatAmount } from "~/domain/money";
import { type MortgagePlan, mortgagePlan } from "~/domain/mortgage";
import { MortgageCalculator } from "~/site/components/mortgage-calculator";
import {
  addSiteStylesheet,
  closePage,
  getButton,
  getByText,
  getField,
  isShown,
  renderPage,
  runPageScript,
  shownText,
} from "~/testing/page-in-dom";
import { enhanceMortgageCalculators } from "./mortgage-calculator";

const PRICE = 250_000;
const KES_RATE = 130;

/** A figure as the calculator shows it, dollars first. */
function shown(plan: MortgagePlan, key: keyof MortgagePlan): string {
  return `${formatAmount(plan[key], "USD", "USD", KES_RATE)} (${formatAmount(plan[key], "USD", "KES", KES_RATE)})`;
}

/** The figure the calculator shows beside `term`. */
function figure(term: string): string {
  const value = getByText(term).nextElementSibling;
  if (!value) throw new Error(`No figure beside "${term}"`);
  return shownText(value);
}

function type(label: string, value: string) {
  const field = getField(label);
  field.value = value;
  field.dispatchEvent(new InputEvent("input", { bubbles: true }));
}

const INVALID =
  "To see the repayment, enter a deposit from 0 to 100 %, a term of 1 to 30 years and a rate from 0 to 30 %.";

afterEach(closePage);

describe("the mortgage calculator", () => {
  beforeEach(() => {
    renderPage(
      <MortgageCalculator price={PRICE} currency="USD" kesRate={KES_RATE} defaultRate={13} sent={null} />,
    );
    addSiteStylesheet();
    runPageScript(enhanceMortgageCalculators);
  });

  it("works the figures out again as the visitor types", () => {
    const before = mortgagePlan(PRICE, { depositPercent: 20, termYears: 20, ratePercent: 13 });
    expect(figure("Monthly repayment")).toBe(shown(before, "monthlyRepayment"));

    type("Deposit (% of the price)", "30");
    type("Term (years)", "15");
    type("Interest rate (% a year)", "12.5");
    const after = mortgagePlan(PRICE, { depositPercent: 30, termYears: 15, ratePercent: 12.5 });
    expect(figure("Monthly repayment")).toBe(shown(after, "monthlyRepayment"));
    expect(figure("Deposit")).toBe(shown(after, "deposit"));
    expect(figure("Loan")).toBe(shown(after, "loan"));
    expect(figure("Monthly income for a repayment of a third of it")).toBe(shown(after, "incomeNeeded"));
    expect(after.monthlyRepayment).not.toBe(before.monthlyRepayment);
  });

  it("says what it needs for a figure out of bounds, and marks the box", () => {
    type("Term (years)", "45");
    expect(isShown(getByText(INVALID))).toBe(true);
    expect(isShown(getByText("Monthly repayment"))).toBe(false);
    expect(getField("Term (years)").getAttribute("aria-invalid")).toBe("true");
    expect(getField("Deposit (% of the price)").hasAttribute("aria-invalid")).toBe(false);

    type("Term (years)", "25");
    expect(isShown(getByText(INVALID))).toBe(false);
    expect(isShown(getByText("Monthly repayment"))).toBe(true);
    expect(getField("Term (years)").hasAttribute("aria-invalid")).toBe(false);
  });

  it("answers Calculate on the page, without sending the form", () => {
    const button = getButton("Calculate");
    const sent = button.form!.dispatchEvent(
      new SubmitEvent("submit", { bubbles: true, cancelable: true, submitter: button }),
    );
    expect(sent).toBe(false);
  });
});
