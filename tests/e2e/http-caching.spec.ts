// Caching headers of each kind of page: a CDN may keep a visitor's public pages briefly and
// revalidate them with their ETag; the administrator's pages, and anything answered to a
// signed-in administrator, are never stored.
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { LISTINGS } from "./support/demo";
import { signInToDashboard } from "./support/office";
import { detailPathFor, waitForPageScript } from "./support/pages";
import { routePaths } from "./support/raw-requests";

const PUBLIC = "public, max-age=0, s-maxage=60, stale-while-revalidate=600";
const PRIVATE = "private, no-store";

/** Public pages whose content stays the same between requests (the home page draws at random). */
async function steadyPublicPaths(page: Page): Promise<string[]> {
  const listing = await detailPathFor(page, LISTINGS[0]!.name);
  return ["/properties?type=houses&sort=price-asc", listing, "/About", "/contact"];
}

async function headersOf(request: APIRequestContext, path: string, headers: Record<string, string> = {}) {
  const response = await request.get(path, { headers, maxRedirects: 0 });
  return { status: response.status(), headers: response.headers(), body: await response.body() };
}

test("a visitor's public pages may be kept by a CDN and are revalidated with their ETag", async ({
  page,
  request,
}) => {
  expect((await headersOf(request, "/")).headers["cache-control"]).toBe(PUBLIC);
  for (const path of await steadyPublicPaths(page)) {
    const first = await headersOf(request, path);
    expect(first.status, path).toBe(200);
    expect(first.headers["cache-control"], path).toBe(PUBLIC);
    expect(first.headers["vary"], path).toContain("Cookie");
    expect(first.headers["etag"], path).toMatch(/^W\/"[\w-]+"$/);
    // The same bytes for every visitor, so its scripts run by their hashes, not a nonce.
    expect(first.headers["content-security-policy"], path).toMatch(/'sha(256|384)-/);
    expect(first.headers["content-security-policy"], path).not.toContain("'nonce-");

    const again = await headersOf(request, path);
    expect(again.headers["etag"], path).toBe(first.headers["etag"]);

    const revalidated = await headersOf(request, path, { "If-None-Match": first.headers["etag"]! });
    expect(revalidated.status, path).toBe(304);
    expect(revalidated.body.byteLength, path).toBe(0);
    expect(revalidated.headers["content-security-policy"], path).toBe(
      first.headers["content-security-policy"],
    );
  }

  const stale = await headersOf(request, "/About", { "If-None-Match": 'W/"not-this-page"' });
  expect(stale.status).toBe(200);
});

test("a page the browser revalidates (304) still runs its scripts", async ({ page }) => {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content[- ]Security[- ]Policy/i.test(message.text())) violations.push(message.text());
  });
  const first = await page.goto("/About");
  const etag = first!.headers()["etag"];
  expect(etag).toBeTruthy();

  const reloaded = await page.reload();
  // Chromium asks with the page's ETag and shows its own copy after the 304.
  expect((await reloaded!.request().allHeaders())["if-none-match"]).toBe(etag);
  await waitForPageScript(page);
  expect(violations).toEqual([]);
});

test("the administrator's pages, and public pages seen while signed in, are never stored", async ({
  page,
  request,
}) => {
  const visitorAdminPage = await headersOf(request, "/admin");
  expect(visitorAdminPage.headers["cache-control"]).toBe(PRIVATE);

  await signInToDashboard(page, "/admin", { timeout: 30_000 });
  const signedIn = page.context().request;
  for (const path of [
    "/admin-dashboard",
    "/manage-properties",
    "/settings",
    "/",
    ...(await steadyPublicPaths(page)),
  ]) {
    const answer = await headersOf(signedIn, path);
    expect(answer.status, path).toBe(200);
    expect(answer.headers["cache-control"], path).toBe(PRIVATE);
    expect(answer.headers["etag"], path).toBeUndefined();
  }

  // The data behind client-side navigations follows the same rules.
  expect((await headersOf(signedIn, "/properties.data")).headers["cache-control"]).toBe(PRIVATE);
  expect((await headersOf(request, "/properties.data")).headers["cache-control"]).toBe(PUBLIC);
});

test("every address holding a secret, and the booking page, is never stored nor indexed, as HTML or as data, in either language", async ({
  page,
  request,
}) => {
  // Well formed, though nothing has it: the answers are the same kind whether it opens one or not.
  const token = "a".repeat(43);
  const listing = await detailPathFor(page, LISTINGS[0]!.name);
  const secretPaths = routePaths()
    .filter((path) => path.includes(":token"))
    .map((path) => path.replace(":token", token).replace(":file", "kyero.xml"));
  expect(secretPaths).toEqual(
    expect.arrayContaining([
      `/feeds/${token}/kyero.xml`,
      `/alerts/manage/${token}`,
      `/sw/viewing/cancel/${token}`,
    ]),
  );
  for (const path of [...secretPaths, `${listing}/viewing`, `/sw${listing}/viewing`]) {
    for (const form of [path, `${path}.data`, `${path}.data?_routes=root`]) {
      const answer = await headersOf(request, form);
      expect(answer.headers["cache-control"], form).toMatch(/^private, no-(store|cache)$/);
      // A redirect (to sign in first) has nothing to index.
      if (answer.status < 300 || answer.status >= 400)
        expect(answer.headers["x-robots-tag"], form).toBe("noindex");
    }
    // Asked for again, it is rendered again, never sent from the kept pages.
    expect((await headersOf(request, path)).headers["x-page-cache"], path).not.toBe("hit");
  }
});
