// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from "vitest";
import { LISTING_EVENTS_PATH } from "~/domain/listing-events";
import { listingEventAttributes } from "~/site/components/listing-event-link.contract";
import { SaveListingButton, SaveListingWords } from "~/site/components/save-listing-button";
import { closePage, getButton, getLink, renderPage, runPageScript } from "~/testing/page-in-dom";
import { enhanceListingEventLinks } from "./listing-events";
import { enhanceSaveButtons } from "./save-buttons";

/** What the page told the site, one "listing event" per beacon sent to its address. */
function reported(beacon: MockInstance<Navigator["sendBeacon"]>) {
  return beacon.mock.calls.map(([address, body]) => {
    expect(address).toBe(LISTING_EVENTS_PATH);
    return Object.fromEntries(body as URLSearchParams);
  });
}

let beacon: MockInstance<Navigator["sendBeacon"]>;

beforeEach(() => {
  beacon = vi.spyOn(navigator, "sendBeacon").mockReturnValue(true);
});
afterEach(closePage);

describe("the listing page's taps", () => {
  beforeEach(() => {
    // As the listing page writes its contact links (app/site/routes/property.tsx).
    renderPage(
      <>
        <a href="https://wa.me/254700000000" {...listingEventAttributes("ocean-view", "whatsapp")}>
          Chat on WhatsApp
        </a>
        <a href="tel:+254700000000" {...listingEventAttributes("ocean-view", "call")}>
          Call <span>0700 000 000</span>
        </a>
        <a href="#enquire">Enquire</a>
      </>,
    );
    runPageScript(enhanceListingEventLinks);
  });

  it("report a tap on WhatsApp", () => {
    getLink("Chat on WhatsApp").click();
    expect(reported(beacon)).toEqual([{ listing: "ocean-view", event: "whatsapp" }]);
  });

  it("report a tap on Call, wherever on the button it lands", () => {
    getLink("Call 0700 000 000").querySelector("span")!.click();
    expect(reported(beacon)).toEqual([{ listing: "ocean-view", event: "call" }]);
  });

  it("report nothing for the page's other links", () => {
    getLink("Enquire").click();
    expect(beacon).not.toHaveBeenCalled();
  });
});

describe("saving a listing", () => {
  beforeEach(() => {
    renderPage(
      <>
        <SaveListingWords />
        <SaveListingButton slug="ocean-view" name="Ocean View" />
      </>,
    );
    runPageScript(enhanceSaveButtons);
  });

  it("is reported; taking it back is not", () => {
    const heart = getButton("Save Ocean View");
    heart.click();
    expect(reported(beacon)).toEqual([{ listing: "ocean-view", event: "save" }]);
    heart.click();
    expect(beacon).toHaveBeenCalledOnce();
  });
});
