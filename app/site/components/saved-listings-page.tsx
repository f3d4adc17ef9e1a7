import type { ReactNode } from "react";
import { PageTitle } from "~/ui/site-brand";
import { useTranslation } from "~/i18n/language-context";
import { SAVED_LISTINGS_PAGE } from "./saved-listings-page.contract";

interface SavedListingsPageProps {
  /** The page the browser fills in from its saved list (`/saved`), rather than a list itself. */
  filledByBrowser?: boolean;
  /** Shown before the listings: what a browser without the list shows instead. */
  before?: ReactNode;
  children: ReactNode;
}

/** The page of a visitor's saved listings; the part marked SAVED_LISTINGS_PAGE.listings is the list. */
export function SavedListingsPage({ filledByBrowser = false, before, children }: SavedListingsPageProps) {
  const { t, localPath } = useTranslation();
  return (
    <main
      id="main"
      className="page saved"
      {...{ [SAVED_LISTINGS_PAGE.page]: filledByBrowser ? localPath("/saved/listings") : undefined }}
    >
      <PageTitle>{t("Saved listings")}</PageTitle>
      <meta name="robots" content="noindex" />
      <h1>{t("Saved listings")}</h1>
      <p className="saved__intro">
        {t("The listings you save with the heart are kept in this browser, not on the site.")}
      </p>
      {before}
      <div {...{ [SAVED_LISTINGS_PAGE.listings]: true }}>{children}</div>
    </main>
  );
}
