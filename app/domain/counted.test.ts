import { describe, expect, it } from "vitest";
import { counted } from "./counted";

describe("counted", () => {
  it("says one thing in the singular and other numbers, grouped, in the plural", () => {
    expect(counted(1, "photo", "photos")).toBe("1 photo");
    expect(counted(0, "photo", "photos")).toBe("0 photos");
    expect(counted(1250, "row", "rows")).toBe("1,250 rows");
  });
});
