import { describe, expect, it } from "vitest";
import { sentMortgageInput } from "./mortgage-fields";

const sent = (query: string) => sentMortgageInput(new URLSearchParams(query));

describe("sentMortgageInput", () => {
  it("is null when the calculator's form was not sent", () => {
    expect(sent("")).toBeNull();
    expect(sent("utm_source=whatsapp")).toBeNull();
  });

  it("reads the three figures, a missing one as empty", () => {
    expect(sent("deposit=25&term=15&rate=12,5")).toEqual({ deposit: "25", term: "15", rate: "12,5" });
    expect(sent("rate=14")).toEqual({ deposit: "", term: "", rate: "14" });
  });

  it("keeps no control characters and no more than a figure needs", () => {
    expect(sent(`deposit=2%000&term=${"9".repeat(50)}`)).toEqual({
      deposit: "20",
      term: "9".repeat(12),
      rate: "",
    });
  });
});
