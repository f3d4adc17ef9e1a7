/**
 * A listing's short reference, `MK-1042`: its id offset so that the first listings do not
 * read as `MK-1`. Stable for the life of the listing, and needs no column of its own.
 */
const PREFIX = "MK-";
const OFFSET = 1000;

export function listingReference(id: number): string {
  return `${PREFIX}${id + OFFSET}`;
}

/** The listing id a typed reference names (`MK-1042`, `mk 1042`, `mk1042`), or null. */
export function idFromReference(text: string): number | null {
  const match = /^\s*mk[\s-]?(\d{4,12})\s*$/i.exec(text);
  if (!match) return null;
  const id = Number(match[1]) - OFFSET;
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
