// The office readies a site for viewings, as the viewing specs begin: its hours every day of the
// week, and a rental to book.
import { expect, type Page, test } from "@playwright/test";
import { signIn } from "./office";
import { waitForHydration } from "./pages";

const WEEK = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];

/** Viewings every day from `opensAt` until `closesAt`, saved on the settings page `page` shows the office. */
export async function openEveryDay(
  page: Page,
  { opensAt, closesAt }: { opensAt: string; closesAt: string },
): Promise<void> {
  const hours = page.getByRole("region", { name: "Viewing hours" });
  for (const day of WEEK) await hours.getByLabel(day).check();
  await hours.getByLabel("First viewing at").fill(opensAt);
  await hours.getByLabel("Last viewing ends by").fill(closesAt);
  await hours.getByRole("button", { name: "Save settings" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Saved: Viewing hours." })).toBeVisible();
}

/** "Kileleshwa Flat", a rental in Nairobi, added by the signed-in office at `addUrl`. */
export async function addKileleshwaFlat(page: Page, addUrl: string): Promise<void> {
  await page.goto(addUrl);
  const type = page.getByLabel("Type", { exact: true });
  await waitForHydration(type);
  await type.selectOption("To rent");
  await page.getByLabel("Name", { exact: true }).fill("Kileleshwa Flat");
  await page.getByLabel("Price", { exact: true }).fill("600");
  await page.getByLabel("Location", { exact: true }).fill("Mandera Road");
  await page.getByLabel("City", { exact: true }).fill("Nairobi");
  await page.getByLabel("Description", { exact: true }).fill("Two bedrooms over a garden.");
  await page.getByRole("button", { name: "Add property" }).click();
  await expect(page.getByRole("status")).toContainText("Saved “Kileleshwa Flat”.");
}

/** Before the file's tests, the office of the site at `url` opens for viewings at `hours` every day and adds "Kileleshwa Flat". */
export function readyForViewings(
  url: (pathname: string) => string,
  hours: { opensAt: string; closesAt: string },
): void {
  test.beforeAll(async ({ browser }) => {
    test.setTimeout(120_000);
    const office = await browser.newContext();
    try {
      const page = await office.newPage();
      await page.goto(url("/settings"));
      await signIn(page);
      await openEveryDay(page, hours);
      await addKileleshwaFlat(page, url("/addservice"));
    } finally {
      await office.close();
    }
  });
}
