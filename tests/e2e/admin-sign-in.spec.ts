import { expect, type Page, test } from "@playwright/test";
import { ADMIN_EMAIL } from "./support/env";
import { signIn } from "./support/office";

const mainNavigation = (page: Page) => page.getByRole("navigation", { name: "Main" });

test.describe("administrator sign-in", () => {
  test("the dashboard sends a visitor to sign in and remembers where they were going", async ({ page }) => {
    await page.goto("/admin-dashboard");
    await expect(page).toHaveURL("/admin?redirectTo=%2Fadmin-dashboard");
    await expect(page.getByRole("heading", { level: 1, name: "Sign in" })).toBeVisible();
  });

  test("a wrong password is refused in plain words and the e-mail is kept", async ({ page }) => {
    await page.goto("/admin");
    await signIn(page, "not the password");
    await expect(page.getByRole("alert")).toHaveText("Invalid e-mail or password");
    await expect(page.getByLabel("Email", { exact: true })).toHaveValue(ADMIN_EMAIL);
    await expect(mainNavigation(page).getByRole("link", { name: "Admin" })).toHaveCount(0);
  });

  test("signing in leads to the dashboard with Admin and Sign out; signing out hides them", async ({
    page,
  }) => {
    await page.goto("/admin-dashboard");
    await signIn(page);
    await expect(page).toHaveURL("/admin-dashboard");
    await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Manage Properties" })).toHaveAttribute(
      "href",
      "/manage-properties",
    );
    const navigation = mainNavigation(page);
    await expect(navigation.getByRole("link", { name: "Admin" })).toBeVisible();

    await navigation.getByRole("button", { name: "Sign out" }).click();
    await expect(page).toHaveURL("/");
    await expect(navigation.getByRole("link", { name: "Admin" })).toHaveCount(0);
    await expect(navigation.getByRole("button", { name: "Sign out" })).toHaveCount(0);

    await page.goto("/admin-dashboard");
    await expect(page).toHaveURL("/admin?redirectTo=%2Fadmin-dashboard");
  });
});
