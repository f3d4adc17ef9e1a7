/**
 * The four kinds of listing, from the original specification. The stored values stay the
 * original's; their labels say what an agency calls them (`houses` are the houses for sale).
 */

export const PROPERTY_TYPES = ["rent", "hotel", "land", "houses"] as const;
export type PropertyType = (typeof PROPERTY_TYPES)[number];

export const PROPERTY_TYPE_LABELS: Record<PropertyType, string> = {
  rent: "To rent",
  hotel: "Hotel",
  land: "Land",
  houses: "For sale",
};

export function isPropertyType(value: string): value is PropertyType {
  return (PROPERTY_TYPES as readonly string[]).includes(value);
}
