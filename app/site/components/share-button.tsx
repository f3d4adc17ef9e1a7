import { shareText } from "~/domain/link-preview";
import { whatsappLink } from "~/domain/whatsapp";
import { useTranslation } from "~/i18n/language-context";

/**
 * Shares a listing: a WhatsApp link with the listing's name and address; with scripts, the
 * phone's share sheet in its place where the browser has one, or else a button that copies the
 * address (`app/site/scripts/share-buttons.ts`).
 */
export function ShareButton({ name, url }: { name: string; url: string }) {
  const { t } = useTranslation();
  return (
    <div className="share" data-share data-share-title={name} data-share-url={url}>
      <button type="button" className="button button--secondary" data-share-sheet hidden>
        {t("Share")}
      </button>
      <a
        className="button button--secondary"
        href={whatsappLink("", shareText(name, url))}
        target="_blank"
        rel="noopener noreferrer"
        data-share-whatsapp
      >
        {t("Share on WhatsApp")}
      </a>
      <button type="button" className="button button--secondary" data-copy-link hidden>
        {t("Copy link")}
      </button>
      <p
        className="share__result"
        role="status"
        data-copy-result
        data-copied={t("Link copied")}
        data-failed={t("The link could not be copied. Copy it from the address bar.")}
      />
    </div>
  );
}
