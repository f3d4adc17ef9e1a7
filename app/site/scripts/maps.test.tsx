// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { parseListingQuery } from "~/domain/listing-query";
import type { ListingMapData, MapSettings, ResultsMapData } from "~/domain/map-settings";
import { ListingMap } from "~/site/components/listing-map";
import { ResultsMap } from "~/site/components/map-view";
import {
  closePage,
  getButton,
  getByText,
  getLink,
  isShown,
  renderPage,
  runPageScript,
  settle,
} from "~/testing/page-in-dom";
import type { MapScript } from "../../ui/map/map-loader";
import { enhanceMaps } from "./maps";

const SETTINGS: MapSettings = {
  script: { src: "/assets/map-script-1a2b.js", integrity: "sha384-map" },
  stylesheet: "/assets/map-3c4d.css",
  tiles: {
    url: "http://127.0.0.1:9/tiles/{z}/{x}/{y}.png",
    attribution: { text: "© OpenStreetMap", url: "https://www.openstreetmap.org/copyright" },
  },
};

/**
 * happy-dom fetches no scripts or stylesheets: it answers each file a page adds at once, as
 * failed, or, for these tests, as loaded.
 */
function answerFilesAsLoaded(loaded: boolean) {
  const { happyDOM } = window as unknown as {
    happyDOM: { settings: { handleDisabledFileLoadingAsSuccess: boolean } };
  };
  happyDOM.settings.handleDisabledFileLoadingAsSuccess = loaded;
}

const mapScripts = () =>
  [...document.scripts].filter((script) => script.getAttribute("src") === SETTINGS.script.src);
const mapStylesheets = () =>
  [...document.querySelectorAll("link")].filter((link) => link.getAttribute("href") === SETTINGS.stylesheet);

/** The map's script, as far as the page sees it: there once its element is in the page. */
function serveMapScript() {
  const script = {
    showListingMap: vi.fn((canvas: HTMLElement, data: ListingMapData) => {
      canvas.textContent = `Map of ${data.name}`;
    }),
    showResultsMap: vi.fn((_section: HTMLElement, _canvas: HTMLElement, _data: ResultsMapData) => {}),
    pickLocation: vi.fn(),
  } satisfies MapScript;
  Object.defineProperty(window, "makaziMaps", {
    configurable: true,
    get: () => (mapScripts().length > 0 ? script : undefined),
  });
  return script;
}

beforeEach(() => answerFilesAsLoaded(true));
afterEach(() => {
  Reflect.deleteProperty(window, "makaziMaps");
  answerFilesAsLoaded(false);
  closePage();
});

describe("a listing's map", () => {
  function showListingMap() {
    renderPage(
      <ListingMap
        name="Ocean View"
        place="Nyali, Mombasa"
        position={{ latitude: -4.0435, longitude: 39.7146, radiusMetres: null }}
        settings={SETTINGS}
      />,
    );
    runPageScript(enhanceMaps);
  }

  it("loads nothing of the map until the visitor asks for it", async () => {
    const script = serveMapScript();
    showListingMap();
    await settle();
    expect(isShown(getButton("Show on map"))).toBe(true);
    expect(getLink("See it on OpenStreetMap").href).toContain("openstreetmap.org");
    expect(mapScripts()).toEqual([]);
    expect(mapStylesheets()).toEqual([]);
    expect(script.showListingMap).not.toHaveBeenCalled();
  });

  it("loads the map's script and stylesheet, and draws the map, when asked", async () => {
    const script = serveMapScript();
    showListingMap();
    getButton("Show on map").click();
    await settle();
    expect(mapScripts()).toHaveLength(1);
    expect(mapScripts()[0]!.integrity).toBe("sha384-map");
    expect(mapStylesheets()).toHaveLength(1);
    expect(script.showListingMap).toHaveBeenCalledOnce();
    expect(isShown(getByText("Map of Ocean View"))).toBe(true);
    expect(isShown(getButton("Show on map"))).toBe(false);
  });

  it("offers the button again when the map's script does not start", async () => {
    showListingMap();
    const button = getButton("Show on map");
    button.click();
    await settle();
    expect(mapScripts()).toHaveLength(1);
    expect(isShown(button)).toBe(true);
    expect(button.disabled).toBe(false);
  });
});

describe("the list's map view", () => {
  it("loads and draws the map as the page opens", async () => {
    const script = serveMapScript();
    renderPage(
      <ResultsMap
        query={parseListingQuery(new URLSearchParams("view=map&type=houses"))}
        settings={SETTINGS}
        hrefFor={() => "/properties"}
      />,
      "/properties",
    );
    runPageScript(enhanceMaps);
    await settle();
    expect(mapScripts()).toHaveLength(1);
    expect(script.showResultsMap).toHaveBeenCalledOnce();
    const [, , data] = script.showResultsMap.mock.calls[0]!;
    expect(data.results).toMatch(/^\/properties\/map\.json\?/);
    expect(isShown(getByText("The map needs JavaScript; the properties are listed below."))).toBe(false);
  });
});
