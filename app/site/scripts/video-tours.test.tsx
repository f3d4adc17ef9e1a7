// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";
import { VideoTour } from "~/site/components/video-tour";
import { closePage, getLink, queryLinks, renderPage, runPageScript } from "~/testing/page-in-dom";
import { enhanceVideoTours } from "./video-tours";

const VIDEO = {
  provider: "vimeo",
  embedUrl: "https://player.vimeo.com/video/76979871?dnt=1&autoplay=1",
  watchUrl: "https://vimeo.com/76979871",
} as const;

afterEach(closePage);

describe("a listing's video tour", () => {
  it("is the listing's photo linking to the video until tapped, and no frame", () => {
    renderPage(<VideoTour video={VIDEO} poster={null} name="Ocean View" />);
    runPageScript(enhanceVideoTours);
    expect(getLink("Play the video tour (Vimeo)").getAttribute("href")).toBe(VIDEO.watchUrl);
    expect(document.querySelectorAll("iframe")).toHaveLength(0);
  });

  it("gives way to the provider's player, started, when tapped", () => {
    renderPage(<VideoTour video={VIDEO} poster={null} name="Ocean View" />);
    runPageScript(enhanceVideoTours);
    getLink("Play the video tour (Vimeo)").click();
    const frames = document.querySelectorAll("iframe");
    expect(frames).toHaveLength(1);
    expect(frames[0]!.getAttribute("src")).toBe(VIDEO.embedUrl);
    expect(frames[0]!.title).toBe("Video tour of Ocean View");
    expect(frames[0]!.getAttribute("allow")).toContain("autoplay");
    // Sandboxed: the player runs, but can neither navigate the listing's page nor submit forms.
    const sandbox = frames[0]!.getAttribute("sandbox")!.split(" ");
    expect(sandbox).toEqual(
      expect.arrayContaining(["allow-scripts", "allow-same-origin", "allow-presentation"]),
    );
    expect(sandbox).not.toContain("allow-top-navigation");
    expect(sandbox).not.toContain("allow-forms");
    expect(queryLinks("Play the video tour (Vimeo)")).toEqual([]);
    expect(document.activeElement).toBe(frames[0]);
  });
});
