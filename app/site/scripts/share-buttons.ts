/**
 * Sharing a listing (`data-share`): the phone's share sheet where the browser has one, in place
 * of the WhatsApp link the server sends; elsewhere a button that copies the listing's address.
 */
export function enhanceShareButtons() {
  for (const share of document.querySelectorAll<HTMLElement>("[data-share]")) {
    const { shareTitle = "", shareUrl = "" } = share.dataset;
    const sheet = share.querySelector<HTMLButtonElement>("[data-share-sheet]");
    const copy = share.querySelector<HTMLButtonElement>("[data-copy-link]");
    const result = share.querySelector<HTMLElement>("[data-copy-result]");
    if ("share" in navigator && sheet) {
      share.querySelector("[data-share-whatsapp]")?.remove();
      copy?.remove();
      sheet.hidden = false;
      sheet.addEventListener("click", () => {
        // Rejected when the visitor closes the sheet without sharing: nothing to do then.
        navigator.share({ title: shareTitle, text: shareTitle, url: shareUrl }).catch(() => {});
      });
    } else if (copy && result) {
      copy.hidden = false;
      copy.addEventListener("click", () => {
        navigator.clipboard.writeText(shareUrl).then(
          () => (result.textContent = result.dataset.copied ?? ""),
          () => (result.textContent = result.dataset.failed ?? ""),
        );
      });
    }
  }
}
