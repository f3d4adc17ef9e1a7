import { SavedListingsPage } from "~/site/components/saved-listings-page";
import { SAVED_LISTINGS_PAGE } from "~/site/components/saved-listings-page.contract";
import { useTranslation } from "~/i18n/language-context";

// The saved slugs live in the browser, so the server sends the page without them and the
// page's script asks for their listings (`app/site/scripts/saved-page.ts`).
export default function Saved() {
  const { t } = useTranslation();
  return (
    <SavedListingsPage
      filledByBrowser
      before={
        <p role="alert" {...{ [SAVED_LISTINGS_PAGE.error]: true }} hidden>
          {t("Error: your saved listings could not be loaded. Please try again.")}
        </p>
      }
    >
      <p className="saved__loading" role="status">
        {t("Loading your saved listings…")}
      </p>
      <noscript>
        <p className="notice notice--error">
          {t("Saved listings need JavaScript, which is turned off in this browser.")}
        </p>
      </noscript>
    </SavedListingsPage>
  );
}
