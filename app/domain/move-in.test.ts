import { describe, expect, it } from "vitest";
import { formatAmount } from "./money";
import { monthlyRent, moveInCost, type MoveInTerms } from "./move-in";

const NONE: MoveInTerms = {
  deposit: null,
  depositMonths: null,
  agencyFeePercent: null,
  serviceCharge: null,
  utilityDeposit: null,
};

describe("the cash to move into a rental", () => {
  it("adds the first month's rent, months of deposit, the agency fee, the service charge and utility deposits", () => {
    expect(
      moveInCost(600, "month", {
        ...NONE,
        depositMonths: 2,
        agencyFeePercent: 50,
        serviceCharge: 40,
        utilityDeposit: 100,
      }),
    ).toEqual({
      firstMonthRent: 600,
      deposit: 1_200,
      agencyFee: 300,
      serviceCharge: 40,
      utilityDeposit: 100,
      total: 2_240,
    });
  });

  it("reads a week's and a year's rent as a month's", () => {
    expect(monthlyRent(120, "week")).toBe(520);
    expect(monthlyRent(12_000, "year")).toBe(1_000);
    expect(moveInCost(120, "week", { ...NONE, depositMonths: 1 })?.total).toBe(1_040);
    expect(moveInCost(12_000, "year", { ...NONE, depositMonths: 3 })?.total).toBe(4_000);
  });

  it("takes a deposit as an amount when it is not in months, and leaves out what is not asked", () => {
    expect(moveInCost(500, "month", { ...NONE, deposit: 1_500 })).toEqual({
      firstMonthRent: 500,
      deposit: 1_500,
      agencyFee: null,
      serviceCharge: null,
      utilityDeposit: null,
      total: 2_000,
    });
    expect(moveInCost(500, "month", NONE)?.total).toBe(500);
  });

  it("has no sum for a price that is no rent", () => {
    expect(moveInCost(250_000, null, { ...NONE, depositMonths: 2 })).toBeNull();
    expect(moveInCost(90, "night", NONE)).toBeNull();
  });

  it("rounds each part to the cent, and shows the sum to the cent or in whole shillings", () => {
    // 100 a week is 433.333… a month.
    const cost = moveInCost(100, "week", { ...NONE, depositMonths: 1.5, agencyFeePercent: 10 })!;
    expect(cost).toMatchObject({ firstMonthRent: 433.33, deposit: 650, agencyFee: 43.33, total: 1_126.66 });
    expect(formatAmount(cost.total, "USD", "USD", 129.5)).toBe("$1.126,66");
    expect(formatAmount(cost.total, "USD", "KES", 129.5)).toBe("Ksh\u00a0145,902");
    expect(formatAmount(moveInCost(740, "month", NONE)!.total, "USD", "KES", 129.73)).toBe("Ksh\u00a096,000");
  });
});
