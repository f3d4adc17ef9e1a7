// The test administrator signing in through the sign-in form, as the office would.
import { expect, type Page } from "@playwright/test";
import { ADMIN_EMAIL, ADMIN_PASSWORD } from "./env";

/** Fills in and sends the sign-in form the page shows; another `password` for a wrong one. */
export async function signIn(page: Page, password: string = ADMIN_PASSWORD): Promise<void> {
  await page.getByLabel("Email", { exact: true }).fill(ADMIN_EMAIL);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

/**
 * Opens `address` (a path on the shared server, or a full address), which asks for the sign-in,
 * signs in, and waits to be back at it.
 */
export async function openSignedIn(page: Page, address: string): Promise<void> {
  await page.goto(address);
  await signIn(page);
  await expect(page).toHaveURL(address);
}

/** Opens the sign-in page at `address`, signs in, and waits for the dashboard it leads to. */
export async function signInToDashboard(
  page: Page,
  address = "/admin",
  { timeout }: { timeout?: number } = {},
): Promise<void> {
  await page.goto(address);
  await signIn(page);
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible({ timeout });
}
