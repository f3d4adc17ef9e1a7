import { useState, useSyncExternalStore } from "react";
import { shareText } from "~/domain/link-preview";
import { whatsappLink } from "~/domain/whatsapp";

/** Browser features never change while a page is open: there is nothing to subscribe to. */
const subscribeToNothing = () => () => {};

/**
 * What the browser offers once the page has hydrated; the server and the first render
 * in the browser see neither, so that the page works, and hydrates, without them.
 */
function useBrowserSharing() {
  const hydrated = useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
  const shareSheet = useSyncExternalStore(
    subscribeToNothing,
    () => "share" in navigator,
    () => false,
  );
  return { hydrated, shareSheet };
}

type CopyResult = "copied" | "failed" | null;

const COPY_MESSAGES: Record<Exclude<CopyResult, null>, string> = {
  copied: "Link copied",
  failed: "The link could not be copied. Copy it from the address bar.",
};

/**
 * Shares a listing: the phone's share sheet where the browser has one; elsewhere a WhatsApp
 * link with the listing's name and address, and a button that copies the address. Without
 * JavaScript the WhatsApp link is there on its own.
 */
export function ShareButton({ name, url }: { name: string; url: string }) {
  const { hydrated, shareSheet } = useBrowserSharing();
  const [copyResult, setCopyResult] = useState<CopyResult>(null);

  if (shareSheet) {
    const share = () => {
      // Rejected when the visitor closes the sheet without sharing: nothing to do then.
      navigator.share({ title: name, text: name, url }).catch(() => {});
    };
    return (
      <div className="share">
        <button type="button" className="button button--secondary" onClick={share}>
          Share
        </button>
      </div>
    );
  }

  const copy = () => {
    navigator.clipboard.writeText(url).then(
      () => setCopyResult("copied"),
      () => setCopyResult("failed"),
    );
  };
  return (
    <div className="share">
      <a
        className="button button--secondary"
        href={whatsappLink("", shareText(name, url))}
        target="_blank"
        rel="noopener noreferrer"
      >
        Share on WhatsApp
      </a>
      {hydrated && (
        <button type="button" className="button button--secondary" onClick={copy}>
          Copy link
        </button>
      )}
      <p className="share__result" role="status">
        {copyResult && COPY_MESSAGES[copyResult]}
      </p>
    </div>
  );
}
