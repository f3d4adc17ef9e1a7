/**
 * What the header's link to the saved listings (site-header.tsx) is marked with for the page script
 * (scripts/save-buttons.ts).
 */
export const SAVED_LINK = {
  /** The link: its name, to which the script adds the number saved. */
  name: "data-saved-count",
  /** Where the link shows the number. */
  count: "data-count",
} as const;

export function readSavedLinkName(link: Element): string {
  return link.getAttribute(SAVED_LINK.name) ?? "";
}
