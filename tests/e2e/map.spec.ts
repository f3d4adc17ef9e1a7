// Maps: a listing's place, the list's map view with "Search this area", and the
// administrator's picker. The site takes its tiles from a tile server on loopback, and the
// administrator's changes stay on this file's own site.
import { expect, type Page, test } from "@playwright/test";
import { PAGE_SCRIPT } from "../../app/site/scripts/page-enhancements.contract";
import { signIn } from "./support/office";
import { serveOwnSite } from "./support/own-site";
import { resultCount, waitForHydration } from "./support/pages";
import { startTileServer, type TileServer } from "./support/tile-server";

test.describe.configure({ mode: "default" });

let tiles: TileServer;
test.beforeAll(async () => {
  tiles = await startTileServer();
});
test.afterAll(async () => {
  await tiles?.stop();
});

const site = serveOwnSite("map", { demo: true, env: () => ({ MAP_TILE_URL: tiles.template }) });

const WESTLANDS_HOTEL = "/properties/business-hotel-in-westlands";
const KILIMANI_FLAT = "/properties/modern-2-bedroom-apartment-kilimani";
const ELDORET_HOME = "elgon-view-4-bedroom-home-eldoret";

/** The map's own files (Leaflet and the site's map code and styles) the page has asked for. */
function watchMapFiles(page: Page): string[] {
  const loaded: string[] = [];
  page.on("request", (request) => {
    if (/\/assets\/map-(script|canvas)-/.test(request.url())) loaded.push(request.url());
  });
  return loaded;
}

/** Refusals by the Content-Security-Policy, which the browser reports on the console. */
function watchPolicyRefusals(page: Page): string[] {
  const refusals: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) refusals.push(message.text());
  });
  return refusals;
}

/** The tiles drawn on the page's map, from the loopback tile server. */
const drawnTiles = (page: Page) => page.locator(`img.leaflet-tile-loaded[src^="${tiles.origin}/"]`);

test("a listing's page loads the map only when asked, with tiles from MAP_TILE_URL and their credit", async ({
  page,
}) => {
  const mapFiles = watchMapFiles(page);
  const refusals = watchPolicyRefusals(page);
  await page.goto(site.url(WESTLANDS_HOTEL));
  const location = page.getByRole("region", { name: "Location" });
  await expect(location).toContainText("Westlands, Nairobi");
  await expect(location.getByRole("link", { name: "See it on OpenStreetMap" })).toHaveAttribute(
    "href",
    "https://www.openstreetmap.org/?mlat=-1.26402&mlon=36.80297#map=17/-1.26402/36.80297",
  );
  await expect(page.locator("body")).toHaveAttribute(PAGE_SCRIPT.ran, "ran");
  expect(mapFiles, "nothing of the map loads before it is asked for").toEqual([]);
  expect(await drawnTiles(page).count()).toBe(0);

  await location.getByRole("button", { name: "Show on map" }).click();
  await expect(drawnTiles(page).first()).toBeVisible();
  await expect(location.locator(".leaflet-control-attribution")).toContainText(
    "© OpenStreetMap contributors",
  );
  await expect(location.getByRole("link", { name: "© OpenStreetMap contributors" })).toHaveAttribute(
    "href",
    "https://www.openstreetmap.org/copyright",
  );
  await expect(location.getByRole("button", { name: "Business Hotel in Westlands" })).toBeVisible();
  await expect(location.getByRole("button", { name: "Show on map" })).toBeHidden();
  expect(mapFiles.length).toBe(2);
  expect(tiles.requested.length).toBeGreaterThan(0);
  expect(refusals).toEqual([]);
});

test("an approximate location is a circle around a centre that is not the listing's point", async ({
  page,
}) => {
  await page.goto(site.url(KILIMANI_FLAT));
  const location = page.getByRole("region", { name: "Location" });
  await expect(location).toContainText("approximate: within about 500 m");
  const link = await location.getByRole("link", { name: "See it on OpenStreetMap" }).getAttribute("href");
  expect(link).toMatch(/^https:\/\/www\.openstreetmap\.org\/#map=15\/-1\.\d{5}\/36\.\d{5}$/);
  // The demo flat is at -1.29004, 36.78302: neither number appears on the page.
  const html = await page.content();
  expect(html).not.toContain("-1.29004");
  expect(html).not.toContain("36.78302");

  await location.getByRole("button", { name: "Show on map" }).click();
  await expect(location.locator("path.map-circle")).toBeVisible();
  await expect(drawnTiles(page).first()).toBeVisible();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a listing's page names the place and links it on OpenStreetMap; the map view lists the properties", async ({
    page,
  }) => {
    await page.goto(site.url(KILIMANI_FLAT));
    const location = page.getByRole("region", { name: "Location" });
    await expect(location).toContainText("Kilimani, Nairobi");
    await expect(location.getByRole("link", { name: "See it on OpenStreetMap" })).toBeVisible();
    await expect(location.getByRole("button", { name: "Show on map" })).toBeHidden();

    await page.goto(site.url("/properties?view=map"));
    await expect(page.getByText("The map needs JavaScript; the properties are listed below.")).toBeVisible();
    await expect(
      page.getByRole("list", { name: "Properties", exact: true }).getByRole("listitem"),
    ).toHaveCount(21);
  });
});

test("the list's map view shows the results in groups, and searching an area narrows the list", async ({
  page,
}) => {
  const mapFiles = watchMapFiles(page);
  const refusals = watchPolicyRefusals(page);
  await page.goto(site.url("/properties?type=rent"));
  await expect(resultCount(page)).toHaveText("6 properties");
  await expect(page.locator("body")).toHaveAttribute(PAGE_SCRIPT.ran, "ran");
  expect(mapFiles, "the list loads nothing of the map until its map view").toEqual([]);

  await page
    .getByRole("navigation", { name: "Show the properties" })
    .getByRole("link", { name: "Map" })
    .click();
  await expect(page).toHaveURL(/[?&]view=map\b/);
  await expect(page).toHaveURL(/[?&]type=rent\b/);
  const map = page.getByRole("region", { name: "Map of the properties" });
  await expect(drawnTiles(page).first()).toBeVisible();
  // The three in Nairobi are one group at the scale of the whole country; Mombasa's is alone.
  const nairobi = map.getByRole("button", { name: "3 properties" });
  await expect(nairobi).toBeVisible();
  await expect(map.getByRole("button", { name: "Beachfront 3-Bedroom Cottage, Nyali" })).toBeVisible();
  await expect(map.getByRole("button", { name: "Search this area" })).toBeHidden();

  await nairobi.click();
  await expect(map.getByRole("button", { name: "Modern 2-Bedroom Apartment, Kilimani" })).toBeVisible();
  const search = map.getByRole("button", { name: "Search this area" });
  await expect(search).toBeVisible();
  await search.click();
  await expect(page).toHaveURL(/[?&]area=-1\.\d+%2C36\.\d+%2C-1\.\d+%2C36\.\d+/);
  await expect(page).toHaveURL(/[?&]view=map\b/);
  await expect(resultCount(page)).toHaveText("3 properties");
  await expect(map.getByText("Only the area you searched on the map.")).toBeVisible();
  await expect(map.locator("path.map-searched-area")).toBeVisible();

  await map.getByRole("link", { name: "Search everywhere" }).click();
  await expect(resultCount(page)).toHaveText("6 properties");
  expect(refusals).toEqual([]);
});

test("a map area that cannot be read is set aside with a word, never an error", async ({ request }) => {
  const page = await request.get(site.url("/properties?area=-1.2,36.9,-1.4,36.7"));
  expect(page.status()).toBe(200);
  expect(await page.text()).toContain("The map area in the address could not be read");
  const groups = await request.get(site.url("/properties/map.json?bbox=north"));
  expect(groups.status()).toBe(400);
});

test("the administrator sets a location by typing it and by clicking the map", async ({ page }) => {
  test.setTimeout(120_000);
  const refusals = watchPolicyRefusals(page);
  await page.goto(site.url(`/updateservice/${ELDORET_HOME}`));
  await signIn(page);
  const latitude = page.getByLabel("Latitude");
  const longitude = page.getByLabel("Longitude");
  await waitForHydration(latitude);
  await expect(latitude).toHaveValue("0.50503");

  // A pair pasted into the first box fills both, and the pin follows.
  await page.getByRole("button", { name: "Take it off the map" }).click();
  await expect(page.locator(".map-pin")).toHaveCount(0);
  await latitude.fill("0.5143, 35.2698");
  await expect(latitude).toHaveValue("0.5143");
  await expect(longitude).toHaveValue("35.2698");
  await expect(page.locator(".map-pin")).toBeVisible();
  await expect(drawnTiles(page).first()).toBeVisible();

  // A click on the map moves it there.
  const map = page.getByTestId("location-map");
  const mapBox = (await map.boundingBox())!;
  const pinBox = (await page.locator(".map-pin").boundingBox())!;
  await map.click({
    position: {
      x: pinBox.x - mapBox.x + pinBox.width / 2 - 80,
      y: pinBox.y - mapBox.y + pinBox.height / 2 - 50,
    },
  });
  await expect(latitude).not.toHaveValue("0.5143");
  const clicked = {
    latitude: Number(await latitude.inputValue()),
    longitude: Number(await longitude.inputValue()),
  };
  expect(clicked.latitude).toBeGreaterThan(0.5143);
  expect(clicked.longitude).toBeLessThan(35.2698);

  await page.getByLabel("Visitors see").selectOption("exact");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByRole("status")).toContainText("Saved “Elgon View 4-Bedroom Home, Eldoret”.");

  await page.goto(site.url(`/properties/${ELDORET_HOME}`));
  const link = page
    .getByRole("region", { name: "Location" })
    .getByRole("link", { name: "See it on OpenStreetMap" });
  await expect(link).toHaveAttribute(
    "href",
    new RegExp(
      `mlat=${clicked.latitude.toFixed(5)}&mlon=${clicked.longitude.toFixed(5)}`.replaceAll(".", "\\."),
    ),
  );

  // Nonsense typed is refused with a message, and nothing is saved.
  await page.goto(site.url(`/updateservice/${ELDORET_HOME}`));
  await waitForHydration(page.getByLabel("Latitude"));
  await page.getByLabel("Latitude").fill("95");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Please enter the latitude in decimal degrees from -90 to 90")).toBeVisible();
  expect(refusals).toEqual([]);
});
