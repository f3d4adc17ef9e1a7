// A new office's first sign-in on a phone: a site started with no administrator says how to
// make one, and the one-time password leads to Change password and then the dashboard, with
// JavaScript and without.
import { expect, test } from "@playwright/test";
import { runStatement } from "./support/database";
import { serveOwnSite } from "./support/own-site";
import { runNpmScript } from "./support/server";

test.describe.configure({ mode: "default" });
test.use({ viewport: { width: 360, height: 740 } });

const site = serveOwnSite("first-sign-in", { demo: false, env: { ADMIN_EMAIL: "", ADMIN_PASSWORD: "" } });

const EMAIL = "office@baraka.example";
const ONE_TIME_PASSWORD = "one-time password from the terminal";

test("a site started without a terminal and without ADMIN_EMAIL says on /admin and in its log how to create the administrator", async ({
  page,
}) => {
  await page.goto(site.url("/admin"));
  await expect(page.getByText("This site has no administrator yet.")).toBeVisible();
  await expect(page.getByText("npm run admin -- create --email you@example.co.ke")).toBeVisible();
  expect(site.output()).toContain("No administrator yet. Create one with: npm run admin -- create");
});

for (const javaScriptEnabled of [true, false]) {
  test(`the first sign-in with a one-time password leads to Change password, then the dashboard (JavaScript ${javaScriptEnabled ? "on" : "off"})`, async ({
    browser,
  }) => {
    const email = javaScriptEnabled ? EMAIL : `second.${EMAIL}`;
    await runNpmScript("admin", ["create", "--email", email, "--database", site.databaseUrl], {
      ADMIN_PASSWORD: ONE_TIME_PASSWORD,
    });
    // As the one-time password written on the terminal is: to be changed at the first sign-in.
    await runStatement(site.databaseUrl, "UPDATE users SET must_change_password = 1 WHERE email = $1", [
      email,
    ]);

    const context = await browser.newContext({ javaScriptEnabled, viewport: { width: 360, height: 740 } });
    const page = await context.newPage();
    const dataRequests: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes(".data")) dataRequests.push(request.url());
    });
    await page.goto(site.url("/admin"));
    await page.getByLabel("Email", { exact: true }).fill(email);
    await page.getByLabel("Password", { exact: true }).fill(ONE_TIME_PASSWORD);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Change password" })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe("/change-password");

    await page.getByLabel("Current password").fill(ONE_TIME_PASSWORD);
    await page.getByLabel("New password", { exact: true }).fill("the office's own long password");
    await page.getByLabel("New password again").fill("the office's own long password");
    await page.getByRole("button", { name: "Change password" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe("/admin-dashboard");
    // A script asks for each page's data once or twice, not in a loop.
    expect(dataRequests.length).toBeLessThan(10);
    await context.close();
  });
}
