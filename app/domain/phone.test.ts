import { describe, expect, it } from "vitest";
import { telephoneHref } from "./phone";

describe("telephoneHref", () => {
  it("dials the digits, keeping a leading plus", () => {
    expect(telephoneHref("+254 712 345 678")).toBe("tel:+254712345678");
    expect(telephoneHref("(020) 123-4567")).toBe("tel:0201234567");
  });
});
