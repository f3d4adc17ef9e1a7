import { shareText } from "~/domain/link-preview";
import { whatsappLink } from "~/domain/whatsapp";
import { useTranslation } from "~/i18n/language-context";
import { SHARE_BUTTON } from "./share-button.contract";

/**
 * Shares a listing: a WhatsApp link with the listing's name and address; with scripts, the
 * phone's share sheet in its place where the browser has one, or else a button that copies the
 * address (`app/site/scripts/share-buttons.ts`).
 */
export function ShareButton({ name, url }: { name: string; url: string }) {
  const { t } = useTranslation();
  return (
    <div
      className="share"
      {...{ [SHARE_BUTTON.root]: true, [SHARE_BUTTON.title]: name, [SHARE_BUTTON.url]: url }}
    >
      <button type="button" className="button button--secondary" {...{ [SHARE_BUTTON.sheet]: true }} hidden>
        {t("Share")}
      </button>
      <a
        className="button button--secondary"
        href={whatsappLink("", shareText(name, url))}
        target="_blank"
        rel="noopener noreferrer"
        {...{ [SHARE_BUTTON.whatsapp]: true }}
      >
        {t("Share on WhatsApp")}
      </a>
      <button type="button" className="button button--secondary" {...{ [SHARE_BUTTON.copy]: true }} hidden>
        {t("Copy link")}
      </button>
      <p
        className="share__result"
        role="status"
        {...{
          [SHARE_BUTTON.result]: true,
          [SHARE_BUTTON.copied]: t("Link copied"),
          [SHARE_BUTTON.failed]: t("The link could not be copied. Copy it from the address bar."),
        }}
      />
    </div>
  );
}
