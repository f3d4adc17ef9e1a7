import { describe, expect, it } from "vitest";
import { idFromReference, listingReference } from "./reference";

describe("listing references", () => {
  it("reads back the id of every reference it writes", () => {
    for (const id of [1, 42, 999, 100_000]) expect(idFromReference(listingReference(id))).toBe(id);
    expect(listingReference(42)).toBe("MK-1042");
  });

  it("accepts the ways people type a reference, and nothing else", () => {
    expect(idFromReference(" mk 1042 ")).toBe(42);
    expect(idFromReference("MK1042")).toBe(42);
    expect(idFromReference("MK-1000")).toBeNull();
    expect(idFromReference("MK-42")).toBeNull();
    expect(idFromReference("Nyali MK-1042")).toBeNull();
    expect(idFromReference("1042")).toBeNull();
  });
});
