import { useTranslation } from "~/i18n/language-context";
import { SAVE_LISTING_BUTTON, saveButtonAttributes } from "./save-listing-button.contract";

interface SaveListingButtonProps {
  slug: string;
  name: string;
  /** Shows "Save" or "Saved" beside the heart. */
  labelled?: boolean;
}

/**
 * The heart that saves a listing in this browser. Saving needs scripts, so the button is sent
 * hidden, and the page's script shows it with the listing's state (`app/site/scripts`).
 */
export function SaveListingButton({ slug, name, labelled = false }: SaveListingButtonProps) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className={labelled ? "save-button save-button--labelled" : "save-button"}
      aria-pressed="false"
      aria-label={t("Save {{name}}", { name })}
      {...saveButtonAttributes(slug, {
        unsavedLabel: t("Save {{name}}", { name }),
        savedLabel: t("Saved: {{name}}", { name }),
        unsavedText: t("Save"),
        savedText: t("Saved", { context: "button" }),
      })}
      hidden
    >
      <svg className="save-button__heart" viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
        <path d="M12 20.5s-7.6-4.7-9.3-9.6C1.5 7.4 3.7 4 7.2 4c2 0 3.6 1.1 4.8 2.8C13.2 5.1 14.8 4 16.8 4c3.5 0 5.7 3.4 4.5 6.9-1.7 4.9-9.3 9.6-9.3 9.6Z" />
      </svg>
      {labelled && <span {...{ [SAVE_LISTING_BUTTON.text]: true }}>{t("Save")}</span>}
    </button>
  );
}
