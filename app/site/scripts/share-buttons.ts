import { readCopyResult, readShareTarget, SHARE_BUTTON } from "~/site/components/share-button.contract";

/**
 * Sharing a listing: the phone's share sheet where the browser has one, in place
 * of the WhatsApp link the server sends; elsewhere a button that copies the listing's address.
 */
export function enhanceShareButtons() {
  for (const share of document.querySelectorAll(`[${SHARE_BUTTON.root}]`)) {
    const { title, url } = readShareTarget(share);
    const sheet = share.querySelector<HTMLButtonElement>(`[${SHARE_BUTTON.sheet}]`);
    const copy = share.querySelector<HTMLButtonElement>(`[${SHARE_BUTTON.copy}]`);
    const result = share.querySelector(`[${SHARE_BUTTON.result}]`);
    if ("share" in navigator && sheet) {
      share.querySelector(`[${SHARE_BUTTON.whatsapp}]`)?.remove();
      copy?.remove();
      sheet.hidden = false;
      sheet.addEventListener("click", () => {
        // Rejected when the visitor closes the sheet without sharing: nothing to do then.
        navigator.share({ title, text: title, url }).catch(() => {});
      });
    } else if (copy && result) {
      copy.hidden = false;
      copy.addEventListener("click", () => {
        navigator.clipboard.writeText(url).then(
          () => (result.textContent = readCopyResult(result, true)),
          () => (result.textContent = readCopyResult(result, false)),
        );
      });
    }
  }
}
