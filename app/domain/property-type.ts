/** The four kinds of listing, from the original specification. */

export const PROPERTY_TYPES = ["rent", "hotel", "land", "houses"] as const;
export type PropertyType = (typeof PROPERTY_TYPES)[number];

export const PROPERTY_TYPE_LABELS: Record<PropertyType, string> = {
  rent: "Rent",
  hotel: "Hotel",
  land: "Land",
  houses: "Houses",
};

export function isPropertyType(value: string): value is PropertyType {
  return (PROPERTY_TYPES as readonly string[]).includes(value);
}
