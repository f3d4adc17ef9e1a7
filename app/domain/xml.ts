import { typedText } from "./text";

const XML_ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&apos;",
};

/**
 * `text` as XML element text or an attribute value: escaped, without the control characters
 * XML cannot hold even escaped (a listing edited by hand in SQL might have one).
 */
export function escapeXml(text: string): string {
  return typedText(text)
    .replace(/[\ufffe\uffff]/g, "")
    .replace(/[&<>"']/g, (character) => XML_ESCAPES[character]!);
}
