const MAX_SLUG_LENGTH = 80;

/**
 * A URL-safe slug from a property name: lower case ASCII letters, digits and
 * single hyphens (`Sunny 3-Bedroom Villa, Diani` → `sunny-3-bedroom-villa-diani`).
 */
export function slugify(name: string): string {
  const slug = name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, MAX_SLUG_LENGTH)
    .replace(/-+$/g, "");
  return slug || "property";
}

/** The first of `slug`, `slug-2`, `slug-3`, … that is not taken. */
export function uniqueSlug(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let suffix = 2; ; suffix++) {
    const candidate = `${base}-${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
}

/** The key that makes names unique regardless of case and surrounding spaces. */
export function nameKey(name: string): string {
  return name.trim().replace(/\s+/g, " ").toLowerCase();
}

const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** Room for the `-2`, `-3`… that `uniqueSlug` adds to a slug of the longest length. */
const MAX_SUFFIX_LENGTH = 8;

/** Whether `value` has the shape of a slug made here, for slugs that come from outside. */
export function isSlug(value: string): boolean {
  return value.length <= MAX_SLUG_LENGTH + MAX_SUFFIX_LENGTH && SLUG_PATTERN.test(value);
}
