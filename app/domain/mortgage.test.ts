import { describe, expect, it } from "vitest";
import {
  defaultMortgageTerms,
  formatMortgageFigure,
  mortgagePlan,
  offersMortgage,
  readMortgageInput,
} from "./mortgage";

describe("mortgagePlan", () => {
  it("repays the price less the deposit in equal monthly instalments", () => {
    // $100.000, 20 % down, 20 years at 13 %: $80.000 borrowed.
    const plan = mortgagePlan(100_000, { depositPercent: 20, termYears: 20, ratePercent: 13 });
    expect(plan.deposit).toBe(20_000);
    expect(plan.loan).toBe(80_000);
    expect(plan.monthlyRepayment).toBeCloseTo(937.26, 2);
    expect(plan.incomeNeeded).toBeCloseTo(3 * 937.26, 1);
  });

  it("matches a textbook case: $200.000 over 30 years at 6 %", () => {
    const plan = mortgagePlan(200_000, { depositPercent: 0, termYears: 30, ratePercent: 6 });
    expect(plan.monthlyRepayment).toBeCloseTo(1199.1, 1);
  });

  it("divides the loan evenly at a zero rate", () => {
    const plan = mortgagePlan(120_000, { depositPercent: 0, termYears: 10, ratePercent: 0 });
    expect(plan.monthlyRepayment).toBe(1_000);
  });

  it("needs no repayment when the deposit is the whole price", () => {
    const plan = mortgagePlan(250_000, { depositPercent: 100, termYears: 20, ratePercent: 13 });
    expect(plan).toEqual({ deposit: 250_000, loan: 0, monthlyRepayment: 0, incomeNeeded: 0 });
  });

  it("starts at a 20 % deposit over 20 years at the site's rate", () => {
    expect(defaultMortgageTerms(14.5)).toEqual({ depositPercent: 20, termYears: 20, ratePercent: 14.5 });
  });
});

describe("readMortgageInput", () => {
  it("reads figures with a point or a comma, and an optional per cent sign", () => {
    expect(readMortgageInput({ deposit: "20", term: "25", rate: "13,5" })).toEqual({
      terms: { depositPercent: 20, termYears: 25, ratePercent: 13.5 },
    });
    expect(readMortgageInput({ deposit: " 12.5 % ", term: "1", rate: "0" })).toEqual({
      terms: { depositPercent: 12.5, termYears: 1, ratePercent: 0 },
    });
    expect(readMortgageInput({ deposit: "100", term: "30", rate: "30" }).terms).toBeDefined();
  });

  it("says what is wrong with each figure it cannot use", () => {
    const { errors } = readMortgageInput({ deposit: "120", term: "0", rate: "-1" });
    expect(errors).toEqual({
      deposit: "Please enter a deposit from 0 to 100 per cent of the price, such as 20",
      term: "Please enter a term of 1 to 30 whole years, such as 20",
      rate: "Please enter an interest rate from 0 to 30 per cent a year, such as 13.5",
    });
  });

  it("refuses empty boxes, words, fractions of a year and numbers past the bounds", () => {
    for (const [input, field] of [
      [{ deposit: "", term: "20", rate: "13" }, "deposit"],
      [{ deposit: "twenty", term: "20", rate: "13" }, "deposit"],
      [{ deposit: "20", term: "20.5", rate: "13" }, "term"],
      [{ deposit: "20", term: "31", rate: "13" }, "term"],
      [{ deposit: "20", term: "20", rate: "30.01" }, "rate"],
      [{ deposit: "20", term: "20", rate: "1e1" }, "rate"],
      [{ deposit: "20", term: "20", rate: "Infinity" }, "rate"],
    ] as const) {
      expect(Object.keys(readMortgageInput(input).errors ?? {}), JSON.stringify(input)).toEqual([field]);
    }
  });
});

describe("offersMortgage", () => {
  it("is for listings sold whole that are still to be had", () => {
    expect(offersMortgage({ pricePeriod: null, availability: "available" })).toBe(true);
    expect(offersMortgage({ pricePeriod: null, availability: "under-offer" })).toBe(true);
    expect(offersMortgage({ pricePeriod: null, availability: "sold" })).toBe(false);
    expect(offersMortgage({ pricePeriod: "month", availability: "available" })).toBe(false);
    expect(offersMortgage({ pricePeriod: "night", availability: "available" })).toBe(false);
  });
});

describe("formatMortgageFigure", () => {
  it("shows at most two decimals", () => {
    expect(formatMortgageFigure(13)).toBe("13");
    expect(formatMortgageFigure(13.5)).toBe("13.5");
    expect(formatMortgageFigure(12.3456)).toBe("12.35");
  });
});
