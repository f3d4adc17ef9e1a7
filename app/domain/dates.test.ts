import { describe, expect, it } from "vitest";
import { todayInNairobi } from "./dates";

describe("todayInNairobi", () => {
  it("gives the date in Nairobi, three hours ahead of UTC", () => {
    expect(todayInNairobi(new Date("2026-03-04T12:00:00Z"))).toBe("2026-03-04");
    expect(todayInNairobi(new Date("2026-03-04T20:59:59Z"))).toBe("2026-03-04");
    expect(todayInNairobi(new Date("2026-03-04T21:00:00Z"))).toBe("2026-03-05");
    expect(todayInNairobi(new Date("2026-12-31T22:30:00Z"))).toBe("2027-01-01");
  });
});
