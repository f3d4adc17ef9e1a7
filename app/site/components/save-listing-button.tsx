import { useTranslation } from "~/i18n/language-context";
import {
  LISTING_NAME,
  SAVE_LISTING_BUTTON,
  SAVE_LISTING_WORDS,
  saveButtonAttributes,
  saveWordsAttributes,
} from "./save-listing-button.contract";

interface SaveListingButtonProps {
  slug: string;
  name: string;
  /** Shows "Save" or "Saved" beside the heart. */
  labelled?: boolean;
}

const HEART_SYMBOL_ID = "save-heart";

/**
 * The heart that saves a listing in this browser. Saving needs scripts, so the button is sent
 * hidden and empty, and the page script shows it with the listing's state, its words and its
 * drawing, which the page holds once (`SaveListingWords`), not in every button
 * (`app/site/scripts/save-buttons.ts`).
 */
export function SaveListingButton({ slug, name, labelled = false }: SaveListingButtonProps) {
  return (
    <button
      type="button"
      className={labelled ? "save-button save-button--labelled" : "save-button"}
      {...saveButtonAttributes(slug, name)}
      hidden
    >
      {labelled && <span {...{ [SAVE_LISTING_BUTTON.text]: true }} />}
    </button>
  );
}

/**
 * What every heart on a page shares, sent once: its drawing, which the page script copies into
 * each button, and its labels with `{{name}}` standing for the listing's name.
 */
export function SaveListingWords() {
  const { t } = useTranslation();
  const name = LISTING_NAME;
  return (
    <div
      hidden
      {...saveWordsAttributes({
        unsavedLabel: t("Save {{name}}", { name }),
        savedLabel: t("Saved: {{name}}", { name }),
        unsavedText: t("Save"),
        savedText: t("Saved", { context: "button" }),
      })}
    >
      <svg
        className="save-button__heart"
        width="22"
        height="22"
        aria-hidden="true"
        {...{ [SAVE_LISTING_WORDS.heart]: true }}
      >
        <use href={`#${HEART_SYMBOL_ID}`} />
      </svg>
      <svg>
        <symbol id={HEART_SYMBOL_ID} viewBox="0 0 24 24">
          <path d="M12 20.5s-7.6-4.7-9.3-9.6C1.5 7.4 3.7 4 7.2 4c2 0 3.6 1.1 4.8 2.8C13.2 5.1 14.8 4 16.8 4c3.5 0 5.7 3.4 4.5 6.9-1.7 4.9-9.3 9.6-9.3 9.6Z" />
        </symbol>
      </svg>
    </div>
  );
}
