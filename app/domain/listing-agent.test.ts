import { describe, expect, it } from "vitest";
import { listingNumbers } from "./listing-agent";

describe("listingNumbers", () => {
  const office = { whatsappNumber: "254712345678", contactPhone: "254201234567" };

  it("reaches a listing on its person's own numbers", () => {
    expect(listingNumbers({ phone: "254722000111", whatsapp: "254733000222" }, office)).toEqual({
      phone: "254722000111",
      whatsapp: "254733000222",
    });
  });

  it("falls back to the office's number for each one its person did not give, and for no person", () => {
    expect(listingNumbers({ phone: "254722000111", whatsapp: null }, office)).toEqual({
      phone: "254722000111",
      whatsapp: "254712345678",
    });
    expect(listingNumbers(null, office)).toEqual({ phone: "254201234567", whatsapp: "254712345678" });
    expect(listingNumbers(null, { whatsappNumber: "", contactPhone: "" })).toEqual({
      phone: "",
      whatsapp: "",
    });
  });
});
