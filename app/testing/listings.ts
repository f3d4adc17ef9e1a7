import type { NewProperty } from "~/data/property-writes.server";

let sequence = 0;

/** A complete, valid new property; every field can be overridden. */
export function aProperty(overrides: Partial<NewProperty> = {}): NewProperty {
  sequence += 1;
  return {
    name: `Test Listing ${sequence}`,
    price: 100_000,
    discount: null,
    location: "Kilimani",
    city: "Nairobi",
    description: "A bright home.\n\nClose to shops.",
    type: "houses",
    listedOn: "2026-01-15",
    photos: [],
    ...overrides,
  };
}
