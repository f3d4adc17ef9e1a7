// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import { requestedSlugs } from "~/domain/saved-listings";
import Saved from "~/site/routes/saved";
import { SaveListingButton, SaveListingWords } from "~/site/components/save-listing-button";
import { SavedListingsPage } from "~/site/components/saved-listings-page";
import { SiteHeader } from "~/site/components/site-header";
import {
  accessibleName,
  closePage,
  getButton,
  getByText,
  getLinkTo,
  isShown,
  pageMarkup,
  renderPage,
  runPageScript,
} from "~/testing/page-in-dom";
import { enhanceSaveButtons } from "./save-buttons";
import { readSavedSlugs, saveListing } from "./saved-listings-storage";
import { showSavedPage } from "./saved-page";

const ERROR = "Error: your saved listings could not be loaded. Please try again.";
const LOADING = "Loading your saved listings…";

/** The server's answer to the page's question: the saved page with the listings it still has. */
function answerWith(...names: string[]): string {
  return pageMarkup(
    <SavedListingsPage>
      {names.map((name) => (
        <article key={name}>
          <h2>{name}</h2>
          <SaveListingButton slug={name.toLowerCase().replace(" ", "-")} name={name} />
        </article>
      ))}
    </SavedListingsPage>,
  );
}

/** The saved listings page, opened at `path`, with its script run to its end. */
async function openSavedPage(answer: Response, path = "/saved") {
  const fetch = vi.fn(async (_address: string) => answer);
  vi.stubGlobal("fetch", fetch);
  renderPage(
    <>
      <SiteHeader officeRole={null} visitorsPage />
      <SaveListingWords />
      <Saved />
    </>,
    path,
  );
  runPageScript(enhanceSaveButtons);
  await runPageScript(showSavedPage);
  return fetch;
}

/** What the page asked the server for: the address's path and the slugs it names. */
function asked(fetch: ReturnType<typeof vi.fn<(address: string) => Promise<Response>>>) {
  expect(fetch).toHaveBeenCalledOnce();
  const address = new URL(fetch.mock.calls[0]![0], "http://makazi.test");
  return { path: address.pathname, slugs: requestedSlugs(address.searchParams) };
}

afterEach(closePage);

describe("the saved listings page", () => {
  it("asks the server for the listings saved in this browser and shows them", async () => {
    saveListing("ocean-view");
    saveListing("karen-villa");
    const fetch = await openSavedPage(new Response(answerWith("Karen Villa", "Ocean View")));
    expect(asked(fetch)).toEqual({ path: "/saved/listings", slugs: ["karen-villa", "ocean-view"] });
    expect(getByText("Karen Villa").tagName).toBe("H2");
    expect(getByText("Ocean View").tagName).toBe("H2");
    expect(() => getByText(LOADING)).toThrow();
    const heart = getButton("Saved: Ocean View");
    expect(isShown(heart)).toBe(true);
    expect(heart.getAttribute("aria-pressed")).toBe("true");
    expect(accessibleName(getLinkTo("/saved"))).toBe("Saved (2)");
  });

  it("forgets the listings the site no longer has", async () => {
    saveListing("ocean-view");
    saveListing("sold-bungalow");
    await openSavedPage(new Response(answerWith("Ocean View")));
    expect(readSavedSlugs()).toEqual(["ocean-view"]);
    expect(accessibleName(getLinkTo("/saved"))).toBe("Saved (1)");
  });

  it("lets a listing be unsaved from the page", async () => {
    saveListing("ocean-view");
    await openSavedPage(new Response(answerWith("Ocean View")));
    getButton("Saved: Ocean View").click();
    expect(readSavedSlugs()).toEqual([]);
    expect(accessibleName(getLinkTo("/saved"))).toBe("Saved");
  });

  it("asks in the page's language", async () => {
    saveListing("ocean-view");
    const fetch = await openSavedPage(new Response(answerWith("Ocean View")), "/sw/saved");
    expect(asked(fetch).path).toBe("/sw/saved/listings");
  });

  it("says so when the listings cannot be loaded, and keeps the list", async () => {
    saveListing("ocean-view");
    await openSavedPage(new Response("Busy", { status: 503 }));
    expect(isShown(getByText(ERROR))).toBe(true);
    expect(() => getByText(LOADING)).toThrow();
    expect(readSavedSlugs()).toEqual(["ocean-view"]);
  });

  it("keeps its error hidden while all is well", async () => {
    await openSavedPage(new Response(answerWith()));
    expect(isShown(getByText(ERROR))).toBe(false);
  });
});
