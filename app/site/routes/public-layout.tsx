import { Outlet } from "react-router";
import { SaveListingWords } from "~/site/components/save-listing-button";
import { SiteFooter } from "~/site/components/site-footer";
import type { PageHandle } from "~/entry.server";

/** Visitors' pages are sent whole, with the page script only: the app never renders them in the browser. */
export const handle: PageHandle = { htmlOnly: true };

export function loader() {
  return null;
}

/**
 * Reached from the administrator's pages, which run the app, a visitor's page is loaded whole,
 * as visitors get it.
 */
export async function clientLoader({ request }: { request: Request }): Promise<never> {
  window.location.assign(request.url);
  return new Promise(() => {});
}

export default function PublicLayout() {
  return (
    <>
      <Outlet />
      <SiteFooter />
      <SaveListingWords />
    </>
  );
}
