import { describe, expect, it } from "vitest";
import { availabilityCheckSchema } from "./availability-check-form";

describe("the availability section of the settings", () => {
  it("reads whole numbers of days and weeks", () => {
    expect(availabilityCheckSchema.parse({ staleAfterDays: " 21 ", hideClosedAfterWeeks: "8" })).toEqual({
      staleAfterDays: 21,
      hideClosedAfterWeeks: 8,
    });
  });

  it("refuses anything else with a message saying what to type", () => {
    const refused = (values: { staleAfterDays: string; hideClosedAfterWeeks: string }) =>
      availabilityCheckSchema.safeParse(values).error?.issues.map((issue) => issue.message);
    expect(refused({ staleAfterDays: "1.5", hideClosedAfterWeeks: "6" })).toEqual([
      "Please enter a whole number of days, such as 14",
    ]);
    expect(refused({ staleAfterDays: "0", hideClosedAfterWeeks: "105" })).toEqual([
      "Please enter from 1 to 365 days",
      "Please enter from 1 to 104 weeks",
    ]);
    expect(refused({ staleAfterDays: "", hideClosedAfterWeeks: "6" })).toEqual([
      "Please enter after how many days a listing wants checking",
    ]);
  });
});
