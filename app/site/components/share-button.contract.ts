/**
 * What the share buttons (share-button.tsx) are marked with for their page script
 * (scripts/share-buttons.ts).
 */
export const SHARE_BUTTON = {
  /** The block, with the listing's name and address to share. */
  root: "data-share",
  title: "data-share-title",
  url: "data-share-url",
  /** The button that opens the phone's share sheet, where the browser has one. */
  sheet: "data-share-sheet",
  /** The WhatsApp link it replaces. */
  whatsapp: "data-share-whatsapp",
  /** Elsewhere, the button that copies the address, and where it says how that went. */
  copy: "data-copy-link",
  result: "data-copy-result",
  copied: "data-copied",
  failed: "data-failed",
} as const;

/** What is shared: the listing's name and address. */
export interface ShareTarget {
  title: string;
  url: string;
}

export function readShareTarget(share: Element): ShareTarget {
  return {
    title: share.getAttribute(SHARE_BUTTON.title) ?? "",
    url: share.getAttribute(SHARE_BUTTON.url) ?? "",
  };
}

/** What the copy button's result says, as it went. */
export function readCopyResult(result: Element, copied: boolean): string {
  return result.getAttribute(copied ? SHARE_BUTTON.copied : SHARE_BUTTON.failed) ?? "";
}
