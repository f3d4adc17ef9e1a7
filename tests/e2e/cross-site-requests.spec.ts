// A page on another origin cannot make the signed-in administrator's browser change the site.
// The other page is served from 127.0.0.1 on another port: another origin, but the same site,
// so the browser still sends the SameSite=Lax session cookie with its form post, and only the
// server's check of the Origin header stands in the way. Each test also sends the very same
// form from the site's own page, which must work, so a refusal cannot come from a broken form.
// The tests change settings and delete a listing, so they run on a server of their own.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { expect, type Page, type Response, test } from "@playwright/test";
import { LISTINGS } from "./support/demo";
import { HOST } from "./support/env";
import { openSignedIn } from "./support/office";
import { serveOwnSite } from "./support/own-site";

test.describe.configure({ mode: "default" });

const REFUSAL = "Forbidden: this form was sent from another site.";

const site = serveOwnSite("cross-site", { demo: true });
const { url } = site;
let otherSite: Server | undefined;
/** The pages the other origin serves, by path. */
const otherPages = new Map<string, string>();

test.beforeAll(async () => {
  otherSite = createServer((request, response) => {
    const page = otherPages.get(request.url ?? "");
    response.writeHead(page ? 200 : 404, { "Content-Type": "text/html; charset=utf-8" });
    response.end(page ?? "Not found");
  });
  await new Promise<void>((resolve) => otherSite!.listen(0, HOST, resolve));
});

test.afterAll(async () => {
  await new Promise((resolve) => (otherSite ? otherSite.close(resolve) : resolve(undefined)));
});

function otherOrigin(): string {
  const { port } = otherSite!.address() as AddressInfo;
  return `http://${HOST}:${port}`;
}

/** Serves `html` on the other origin and returns its address. */
function servedElsewhere(pathname: string, html: string): string {
  otherPages.set(pathname, html);
  return `${otherOrigin()}${pathname}`;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** A plain HTML form that posts `fields` to `action`. */
function postingForm(action: string, fields: [string, string][]): string {
  const inputs = fields.map(
    ([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`,
  );
  return `<form method="post" action="${escapeHtml(action)}">${inputs.join("")}</form>`;
}

/** A page that sends its form as soon as it loads, as a malicious page would. */
const autoSubmittingPage = (form: string) =>
  `<!doctype html><html lang="en"><title>You have won</title><body>${form}` +
  `<script>document.forms[0].submit()</script></body></html>`;

/** Sends `form` from the page open in the browser (the site's own page), as if it were the site's. */
async function submitFromCurrentPage(page: Page, form: string) {
  await page.evaluate((html) => {
    const holder = document.createElement("div");
    holder.innerHTML = html;
    document.body.append(holder);
    holder.querySelector("form")!.submit();
  }, form);
}

/** The answer to the next form post to `pathname` on the site. */
const postTo = (page: Page, pathname: string) =>
  page.waitForResponse(
    (response) => response.request().method() === "POST" && new URL(response.url()).pathname === pathname,
  );

/** Checks that the post came with the administrator's session cookie and named where it came from. */
async function expectSentWithSession(response: Response, origin: string) {
  const headers = await response.request().allHeaders();
  expect(headers["origin"]).toBe(origin);
  expect(headers["cookie"]).toMatch(/(^|; )makazi_session=[^;]+/);
}

test("a settings form posted from another origin is refused; the same form from the site saves", async ({
  page,
}) => {
  await openSignedIn(page, url("/settings"));
  const rateField = page.getByLabel(/^KES rate/);
  const rate = await rateField.inputValue();
  const newRate = String(Number(rate.replace(",", ".")) + 7);
  // Every field of the real form, as it stands, with a new rate.
  const fields = await page
    .getByRole("main")
    .locator("form", { has: rateField })
    .locator("input[name]")
    .evaluateAll((inputs: HTMLInputElement[]) =>
      inputs
        .filter((input) => input.type !== "checkbox" || input.checked)
        .map((input): [string, string] => [input.name, input.value]),
    );
  expect(fields.map(([name]) => name)).toContain("kesRate");
  const form = postingForm(
    url("/settings"),
    fields.map(([name, value]) => [name, name === "kesRate" ? newRate : value]),
  );

  const refused = postTo(page, "/settings");
  await page.goto(servedElsewhere("/settings-prize", autoSubmittingPage(form)));
  const refusal = await refused;
  expect(refusal.status()).toBe(403);
  await expectSentWithSession(refusal, otherOrigin());
  await expect(page.locator("body")).toHaveText(REFUSAL);

  await page.goto(url("/settings"));
  await expect(rateField).toHaveValue(rate);

  const saved = postTo(page, "/settings");
  await submitFromCurrentPage(page, form);
  const saving = await saved;
  expect(saving.status()).toBe(302);
  await expectSentWithSession(saving, site.origin);
  await expect(
    page.getByRole("status").filter({ hasText: "Saved: Rates and contact details." }),
  ).toBeVisible();
  await page.goto(url("/settings"));
  await expect(rateField).toHaveValue(newRate);
});

test("a delete posted from another origin is refused; the same form from the site deletes", async ({
  page,
}) => {
  const listing = LISTINGS[0]!;
  const managePath = `/manage-properties?q=${encodeURIComponent(listing.name)}`;
  await openSignedIn(page, url(managePath));
  // The field names and values the listing's own Delete button sends.
  const row = page
    .getByRole("row")
    .filter({ has: page.getByRole("rowheader", { name: listing.name, exact: true }) });
  const deleteButton = row.getByRole("button", { name: `Delete ${listing.name}` });
  const deleteForm = row
    .locator("form")
    .filter({ has: page.getByRole("button", { name: `Delete ${listing.name}` }) });
  const slugInput = deleteForm.locator("input[type=hidden]");
  const fields: [string, string][] = [
    [(await slugInput.getAttribute("name"))!, await slugInput.inputValue()],
    [(await deleteButton.getAttribute("name"))!, (await deleteButton.getAttribute("value"))!],
  ];
  expect(fields).toEqual([
    ["slug", listing.slug],
    ["intent", "delete"],
  ]);
  const form = postingForm(url("/manage-properties"), fields);

  const refused = postTo(page, "/manage-properties");
  await page.goto(servedElsewhere("/delete-prize", autoSubmittingPage(form)));
  const refusal = await refused;
  expect(refusal.status()).toBe(403);
  await expectSentWithSession(refusal, otherOrigin());
  await expect(page.locator("body")).toHaveText(REFUSAL);

  expect((await page.goto(url(`/properties/${listing.slug}`)))?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: listing.name })).toBeVisible();
  await page.goto(url(managePath));
  await expect(page.getByRole("rowheader", { name: listing.name, exact: true })).toBeVisible();

  const deleted = postTo(page, "/manage-properties");
  await submitFromCurrentPage(page, form);
  const deletion = await deleted;
  // Answered with a move back to the list, which says the listing was deleted.
  expect(deletion.status()).toBe(302);
  await expectSentWithSession(deletion, site.origin);
  await expect(page.getByRole("status").filter({ hasText: `Deleted “${listing.name}”.` })).toBeVisible();
  expect((await page.goto(url(`/properties/${listing.slug}`)))?.status()).toBe(404);
});
