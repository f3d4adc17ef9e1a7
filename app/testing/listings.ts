import type { NewProperty } from "~/data/property-writes.server";
import type { PropertyFormValues } from "~/domain/property-fields";
import { EMPTY_PROPERTY_FORM } from "~/domain/property-form";

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

/** The property form as an administrator fills it in: Kenyan figures, text not yet trimmed. */
export const filledPropertyForm: PropertyFormValues = {
  ...EMPTY_PROPERTY_FORM,
  name: "  Ocean View Villa ",
  price: "1.250.000",
  discount: "10,5",
  location: "Nyali",
  city: "Mombasa",
  description: "Four bedrooms by the sea.",
  type: "houses",
};
