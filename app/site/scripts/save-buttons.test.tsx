// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SaveListingButton, SaveListingWords } from "~/site/components/save-listing-button";
import { SiteHeader } from "~/site/components/site-header";
import {
  accessibleName,
  closePage,
  getButton,
  getLinkTo,
  isShown,
  renderPage,
  runPageScript,
  shownText,
  turnStorageOff,
} from "~/testing/page-in-dom";
import { enhanceSaveButtons } from "./save-buttons";
import { readSavedSlugs, saveListing } from "./saved-listings-storage";

/** The list of properties: the header with its Saved link, the hearts' words, and two listings' hearts. */
function showListPage() {
  renderPage(
    <>
      <SiteHeader officeRole={null} visitorsPage />
      <SaveListingWords />
      <SaveListingButton slug="ocean-view" name="Ocean View" labelled />
      <SaveListingButton slug="karen-villa" name="Karen Villa" />
    </>,
    "/properties",
  );
  runPageScript(enhanceSaveButtons);
}

const savedLink = () => getLinkTo("/saved");

beforeEach(() => {
  // A save is reported to the site, which these tests do not run (see listing-events.test.tsx).
  vi.spyOn(navigator, "sendBeacon").mockReturnValue(true);
});
afterEach(closePage);

describe("the save buttons", () => {
  it("show, unpressed and with the page's heart drawn in each, once the script runs", () => {
    showListPage();
    const heart = getButton("Save Ocean View");
    expect(isShown(heart)).toBe(true);
    expect(heart.getAttribute("aria-pressed")).toBe("false");
    expect(shownText(heart)).toBe("Save");
    expect(isShown(getButton("Save Karen Villa"))).toBe(true);
    for (const button of [heart, getButton("Save Karen Villa")]) {
      expect(button.querySelectorAll("svg use[href='#save-heart']")).toHaveLength(1);
    }
    window.dispatchEvent(new StorageEvent("storage", { key: null }));
    expect(heart.querySelectorAll("svg")).toHaveLength(1);
  });

  it("save a listing, and count it in the header", () => {
    showListPage();
    const heart = getButton("Save Ocean View");
    heart.click();
    expect(heart.getAttribute("aria-pressed")).toBe("true");
    expect(accessibleName(heart)).toBe("Saved: Ocean View");
    expect(shownText(heart)).toBe("Saved");
    expect(readSavedSlugs()).toEqual(["ocean-view"]);
    expect(accessibleName(savedLink())).toBe("Saved (1)");
    expect(shownText(savedLink())).toBe("Saved1");

    getButton("Save Karen Villa").click();
    expect(readSavedSlugs()).toEqual(["karen-villa", "ocean-view"]);
    expect(accessibleName(savedLink())).toBe("Saved (2)");
  });

  it("unsave a saved listing at a second press", () => {
    showListPage();
    const heart = getButton("Save Ocean View");
    heart.click();
    heart.click();
    expect(heart.getAttribute("aria-pressed")).toBe("false");
    expect(accessibleName(heart)).toBe("Save Ocean View");
    expect(readSavedSlugs()).toEqual([]);
    expect(accessibleName(savedLink())).toBe("Saved");
    expect(shownText(savedLink())).toBe("Saved");
  });

  it("show the listings saved on an earlier page", () => {
    saveListing("karen-villa");
    showListPage();
    expect(getButton("Saved: Karen Villa").getAttribute("aria-pressed")).toBe("true");
    expect(getButton("Save Ocean View").getAttribute("aria-pressed")).toBe("false");
    expect(accessibleName(savedLink())).toBe("Saved (1)");
  });

  it("follow a list changed in another tab", () => {
    showListPage();
    getButton("Save Ocean View").click();
    localStorage.clear();
    window.dispatchEvent(new StorageEvent("storage", { key: null }));
    expect(getButton("Save Ocean View").getAttribute("aria-pressed")).toBe("false");
    expect(accessibleName(savedLink())).toBe("Saved");
  });

  it("stay hidden where the browser keeps nothing", () => {
    turnStorageOff();
    showListPage();
    const hearts = [...document.querySelectorAll<HTMLElement>(".save-button")];
    expect(hearts).toHaveLength(2);
    expect(hearts.filter(isShown)).toEqual([]);
    expect(accessibleName(savedLink())).toBe("Saved");
  });
});
