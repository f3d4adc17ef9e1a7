/** Splits plain text into paragraphs at blank lines; single line breaks stay inside a paragraph. */
export function toParagraphs(text: string): string[] {
  return text
    .replace(/\r\n?/g, "\n")
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph.length > 0);
}

/** Control characters no one types: C0 but tab and line breaks, DEL, and the C1 range. */
// eslint-disable-next-line no-control-regex -- control characters are what this looks for
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/g;
/** A UTF-16 half with no other half: no character at all, and refused by databases. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/**
 * Text as a person could have typed it: control characters (a NUL byte among them, which
 * PostgreSQL cannot store and SQLite's full-text search reads as the end of a query) are
 * dropped, and broken UTF-16 becomes the replacement character. Tabs and line breaks stay,
 * for messages and descriptions; `singleLine` makes them spaces, for search boxes and filters.
 */
export function typedText(value: string, { singleLine = false }: { singleLine?: boolean } = {}): string {
  const cleaned = value.replace(CONTROL_CHARACTERS, "").replace(LONE_SURROGATE, "\ufffd");
  return singleLine ? cleaned.replace(/[\t\r\n]/g, " ") : cleaned;
}
