// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import { ShareButton } from "~/site/components/share-button";
import {
  closePage,
  getButton,
  isShown,
  queryButtons,
  queryLinks,
  renderPage,
  runPageScript,
  settle,
} from "~/testing/page-in-dom";
import { enhanceShareButtons } from "./share-buttons";

const URL_SHARED = "https://makazi.co.ke/properties/ocean-view";

function showShareButton() {
  renderPage(<ShareButton name="Ocean View" url={URL_SHARED} />);
  runPageScript(enhanceShareButtons);
}

/** The status line under the buttons, which says whether the link was copied. */
const copyResult = () => document.querySelector("[role=status]")!;

afterEach(() => {
  Reflect.deleteProperty(navigator, "share");
  closePage();
});

describe("sharing a listing where the browser has a share sheet", () => {
  it("offers the share sheet in place of WhatsApp and copying", () => {
    Object.defineProperty(navigator, "share", { configurable: true, value: vi.fn(async () => {}) });
    showShareButton();
    expect(isShown(getButton("Share"))).toBe(true);
    expect(queryLinks("Share on WhatsApp")).toEqual([]);
    expect(queryButtons("Copy link")).toEqual([]);
  });

  it("opens the sheet with the listing's name and address", () => {
    const share = vi.fn(async () => {});
    Object.defineProperty(navigator, "share", { configurable: true, value: share });
    showShareButton();
    getButton("Share").click();
    expect(share).toHaveBeenCalledExactlyOnceWith({
      title: "Ocean View",
      text: "Ocean View",
      url: URL_SHARED,
    });
  });

  it("takes a sheet closed without sharing quietly", async () => {
    const share = vi.fn(async () => {
      throw new DOMException("Share canceled", "AbortError");
    });
    Object.defineProperty(navigator, "share", { configurable: true, value: share });
    showShareButton();
    getButton("Share").click();
    await settle();
    expect(share).toHaveBeenCalledOnce();
    expect(isShown(getButton("Share"))).toBe(true);
  });
});

describe("sharing a listing where the browser has no share sheet", () => {
  it("keeps the WhatsApp link and offers to copy the address", () => {
    showShareButton();
    expect(isShown(getButton("Copy link"))).toBe(true);
    expect(queryLinks("Share on WhatsApp")).toHaveLength(1);
    expect(isShown(getButton("Share"))).toBe(false);
  });

  it("copies the address and says so", async () => {
    const writeText = vi.spyOn(navigator.clipboard, "writeText").mockResolvedValue();
    showShareButton();
    getButton("Copy link").click();
    await settle();
    expect(writeText).toHaveBeenCalledExactlyOnceWith(URL_SHARED);
    expect(copyResult().textContent).toBe("Link copied");
  });

  it("says where to copy it from when the browser refuses", async () => {
    vi.spyOn(navigator.clipboard, "writeText").mockRejectedValue(
      new DOMException("Denied", "NotAllowedError"),
    );
    showShareButton();
    getButton("Copy link").click();
    await settle();
    expect(copyResult().textContent).toBe("The link could not be copied. Copy it from the address bar.");
  });
});
