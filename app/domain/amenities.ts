/**
 * Amenities are short names shown as tags ("Borehole", "DSQ"). The common ones are offered
 * as choices and always spelled the same way; the administrator may add others.
 */

export const COMMON_AMENITIES = [
  { key: "borehole", name: "Borehole" },
  { key: "dsq", name: "DSQ" },
  { key: "backup-generator", name: "Backup generator" },
  { key: "parking", name: "Parking" },
  { key: "security", name: "Security" },
  { key: "swimming-pool", name: "Swimming pool" },
  { key: "garden", name: "Garden" },
  { key: "wifi", name: "Wi-Fi" },
  { key: "furnished", name: "Furnished" },
  { key: "gated-community", name: "Gated community" },
  { key: "solar-water-heating", name: "Solar water heating" },
] as const;

export type CommonAmenityKey = (typeof COMMON_AMENITIES)[number]["key"];

export const MAX_AMENITIES = 30;
export const MAX_AMENITY_LENGTH = 40;

/** Lower case with spaces, hyphens and dots left out: "Wi-Fi", "wifi" and "WI FI" compare equal. */
function comparable(name: string): string {
  return name.toLowerCase().replace(/[\s.-]+/g, "");
}

/** Each common amenity by its name and by its key, as `comparable` writes them. */
const commonByComparable = new Map<string, string>(
  COMMON_AMENITIES.flatMap(({ key, name }) => [
    [comparable(name), name],
    [comparable(key), name],
  ]),
);

export function isCommonAmenityKey(value: string): value is CommonAmenityKey {
  return COMMON_AMENITIES.some((amenity) => amenity.key === value);
}

export function commonAmenityName(key: CommonAmenityKey): string {
  return COMMON_AMENITIES.find((amenity) => amenity.key === key)!.name;
}

/** Splits the "other amenities" text at commas, semicolons and line breaks. */
export function splitAmenityText(text: string): string[] {
  return text
    .split(/[,;\n]/)
    .map((part) => part.trim().replace(/\s+/g, " "))
    .filter((part) => part !== "");
}

/**
 * The amenities to store: common ones first in their usual order and spelling, then the
 * others as typed, each once whatever its case.
 */
export function normaliseAmenities(names: readonly string[]): string[] {
  const seen = new Set<string>();
  const common: string[] = [];
  const others: string[] = [];
  for (const raw of names) {
    const trimmed = raw.trim().replace(/\s+/g, " ");
    if (trimmed === "") continue;
    const commonName = commonByComparable.get(comparable(trimmed));
    const name = commonName ?? trimmed;
    const key = comparable(name);
    if (seen.has(key)) continue;
    seen.add(key);
    (commonName ? common : others).push(name);
  }
  const order = (name: string) => COMMON_AMENITIES.findIndex((amenity) => amenity.name === name);
  return [...common.sort((a, b) => order(a) - order(b)), ...others];
}

/** Stored amenities as the form shows them: the common ones ticked, the others as a comma list. */
export function amenityChoices(names: readonly string[]): { common: CommonAmenityKey[]; other: string } {
  const common: CommonAmenityKey[] = [];
  const other: string[] = [];
  for (const name of names) {
    const match = COMMON_AMENITIES.find((amenity) => amenity.name === name);
    if (match) common.push(match.key);
    else other.push(name);
  }
  return { common, other: other.join(", ") };
}
