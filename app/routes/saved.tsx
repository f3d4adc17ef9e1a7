import { SavedListingsPage } from "~/components/saved-listings-page";

// The saved slugs live in the browser, so the server sends the page without them and the
// page's script asks for their listings (`app/enhancements/saved-page.ts`).
export default function Saved() {
  return (
    <SavedListingsPage
      filledByBrowser
      before={
        <p role="alert" data-saved-error hidden>
          Error: your saved listings could not be loaded. Please try again.
        </p>
      }
    >
      <p className="saved__loading" role="status">
        Loading your saved listings…
      </p>
      <noscript>
        <p className="notice notice--error">
          Saved listings need JavaScript, which is turned off in this browser.
        </p>
      </noscript>
    </SavedListingsPage>
  );
}
