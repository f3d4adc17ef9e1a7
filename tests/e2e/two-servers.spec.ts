// Two server processes on one database behave as one site, as a deployment scaled out on
// PostgreSQL needs (two processes on one SQLite file do too): sessions, the sign-in lock-out
// and saved listings live in the database, not in a process.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { CONTENT_VERSION_FRESHNESS } from "../../app/data/content-version.server";
import { createSiteDatabase } from "./support/database";
import { ADMIN_EMAIL, ADMIN_PASSWORD } from "./support/env";
import { signIn } from "./support/office";
import { propertyGrid, waitForHydration } from "./support/pages";
import { type RunningServer, startServer } from "./support/server";

// The servers are this file's own; its tests run in one worker, in order (the lock-out last).
test.describe.configure({ mode: "default" });

let dir: string;
let first: RunningServer | undefined;
let second: RunningServer | undefined;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  dir = mkdtempSync(path.join(tmpdir(), "makazi-e2e-two-servers-"));
  const env = {
    DATABASE_URL: await createSiteDatabase(dir),
    MEDIA_DIR: path.join(dir, "media"),
    DEMO_SEED: "false",
    ADMIN_EMAIL,
    ADMIN_PASSWORD,
  };
  // One after the other: the first start creates the tables and the administrator.
  first = await startServer(env);
  second = await startServer(env);
});

test.afterAll(async () => {
  await Promise.all([first?.stop(), second?.stop()]);
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const dashboardHeading = (page: Page) => page.getByRole("heading", { level: 1, name: "Dashboard" });

test("a session begun through one server is good on the other, and ends on both", async ({ page }) => {
  await page.goto(`${first!.url}/admin`);
  await signIn(page);
  await expect(dashboardHeading(page)).toBeVisible();

  // A cookie belongs to the host, not the port: the browser sends it to both servers.
  await page.goto(`${second!.url}/admin-dashboard`);
  await expect(dashboardHeading(page)).toBeVisible();

  await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Sign out" }).click();
  await expect(
    page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Sign out" }),
  ).toHaveCount(0);
  await page.goto(`${first!.url}/admin-dashboard`);
  await expect(page).toHaveURL(`${first!.url}/admin?redirectTo=%2Fadmin-dashboard`);
});

test("a property saved through one server is listed by the other at once, and visitors' kept pages follow", async ({
  page,
  playwright,
}) => {
  const name = "Two Servers Cottage";
  // A visitor without cookies gets kept pages: both servers keep the list before the change.
  const visitor = await playwright.request.newContext();
  const visitorsList = (server: RunningServer) => visitor.get(`${server.url}/properties?city=Kisumu`);
  for (const server of [first!, second!]) {
    await visitorsList(server);
    expect((await visitorsList(server)).headers()["x-page-cache"]).toBe("hit");
  }
  await page.goto(`${first!.url}/addservice`);
  await signIn(page);
  const price = page.getByLabel("Price", { exact: true });
  await waitForHydration(price);
  await page.getByLabel("Name", { exact: true }).fill(name);
  await price.fill("85.000");
  await page.getByLabel("Location", { exact: true }).fill("Milimani");
  await page.getByLabel("City", { exact: true }).fill("Kisumu");
  await page.getByLabel("Description", { exact: true }).fill("Two bedrooms near the lake.");
  await page.getByLabel("Type", { exact: true }).selectOption("For sale");
  await page.getByRole("button", { name: "Add property" }).click();
  await expect(page.getByRole("status")).toContainText(`Saved “${name}”.`);

  await page.goto(`${second!.url}/properties?city=Kisumu`);
  await expect(propertyGrid(page).getByRole("heading", { level: 3, name })).toBeVisible();
  await page.goto(`${second!.url}/properties/two-servers-cottage`);
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();

  // The server that saved it shows it to visitors at once; the other once the content version's
  // bound has passed (at once too on SQLite, whose file tells every process of each commit).
  expect(await (await visitorsList(first!)).text()).toContain(name);
  await new Promise((resolve) => setTimeout(resolve, CONTENT_VERSION_FRESHNESS.maxAgeMs));
  expect(await (await visitorsList(second!)).text()).toContain(name);
  await visitor.dispose();
});

test("failed sign-ins through both servers add up to hold the account up on both", async ({ page }) => {
  for (const server of [first!, first!, first!, second!, second!]) {
    await page.goto(`${server.url}/admin`);
    await signIn(page, "not the password");
    await expect(page.getByRole("alert")).toHaveText("Invalid e-mail or password");
  }
  for (const server of [first!, second!]) {
    await page.goto(`${server.url}/admin`);
    await signIn(page);
    await expect(page.getByRole("alert")).toHaveText(/^Too many failed attempts/);
    await expect(dashboardHeading(page)).toHaveCount(0);
  }
});
