// Two-step sign-in in a real browser, on a server and database of this file's own, so that
// turning it on does not change how the other tests sign in.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { timeStepAt, totpCode } from "../../app/domain/second-factor.server";
import { createSiteDatabase } from "./support/database";
import { ADMIN_EMAIL, ADMIN_PASSWORD } from "./support/env";
import { signIn } from "./support/office";
import { type RunningServer, startServer } from "./support/server";

let dir: string;
let server: RunningServer | undefined;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  dir = mkdtempSync(path.join(tmpdir(), "makazi-e2e-two-step-"));
  server = await startServer({
    DATABASE_URL: await createSiteDatabase(dir),
    MEDIA_DIR: path.join(dir, "media"),
    DEMO_SEED: "false",
    ADMIN_EMAIL,
    ADMIN_PASSWORD,
  });
});

test.afterAll(async () => {
  await server?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

async function signInWithPassword(page: Page) {
  await page.goto(`${server!.url}/admin`);
  await signIn(page);
}

test("turned on with an authenticator app, it asks for the app's code at the next sign-in", async ({
  page,
  browser,
}) => {
  await signInWithPassword(page);
  await page.getByRole("link", { name: "Two-step sign-in" }).click();
  await page.getByRole("button", { name: "Set up two-step sign-in" }).click();
  await expect(page.getByRole("img", { name: "QR code for the authenticator app" })).toBeVisible();
  const secret = (await page.locator(".secret-key code").textContent())!.replaceAll(" ", "");
  const step = timeStepAt(new Date());

  await page.getByLabel("Then type the six-digit code the app shows").fill(totpCode(secret, step));
  await page.getByRole("button", { name: "Turn on two-step sign-in" }).click();
  await expect(page.getByRole("heading", { name: "Your recovery codes" })).toBeVisible();
  await expect(page.locator(".recovery-codes__list li")).toHaveCount(10);
  await expect(page.getByText("Two-step sign-in is on.")).toBeVisible();

  // Another browser: the password alone leads to the code page, and nowhere else.
  const phone = await browser.newPage();
  await signInWithPassword(phone);
  await expect(phone.getByRole("heading", { level: 1, name: "Sign-in code" })).toBeVisible();
  await phone.goto(`${server!.url}/admin-dashboard`);
  await expect(phone.getByRole("heading", { level: 1, name: "Sign in" })).toBeVisible();

  await signInWithPassword(phone);
  await phone.getByLabel(/Six-digit code/).fill(totpCode(secret, step + 1));
  await phone.getByRole("button", { name: "Sign in" }).click();
  await expect(phone.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();

  // Both browsers are listed; the first signs the phone out.
  await page.goto(`${server!.url}/sessions`);
  await expect(page.locator(".record-list__item")).toHaveCount(2);
  await page.getByRole("button", { name: "Sign out this device" }).click();
  await expect(page.getByRole("status")).toHaveText("That device is signed out.");
  await phone.reload();
  await expect(phone.getByRole("heading", { level: 1, name: "Sign in" })).toBeVisible();
  await phone.close();
});
