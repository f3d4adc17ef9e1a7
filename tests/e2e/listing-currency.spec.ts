// A Kenyan agency on a phone prices a rent in shillings: the listing shows exactly the
// shillings typed, before and after the office changes the rate; only the dollars beside move.
import { expect, test } from "@playwright/test";
import { formatKes, formatUsd } from "./support/demo";
import { signIn } from "./support/office";
import { shownPriceLines, waitForHydration } from "./support/pages";
import { serveOwnSite } from "./support/own-site";

test.use({ viewport: { width: 360, height: 740 } });

test.describe("a rent priced in shillings", () => {
  const { url } = serveOwnSite("listing-currency", { demo: false });

  test("shows Ksh 45,000 exactly as typed, whatever the rate", async ({ page }) => {
    await page.goto(url("/addservice"));
    await signIn(page);
    const type = page.getByLabel("Type", { exact: true });
    await waitForHydration(type);
    await type.selectOption("To rent");
    await page.getByLabel("Name", { exact: true }).fill("Kileleshwa Flat");
    const price = page.getByLabel("Price", { exact: true });
    await price.fill("45,000");
    // A rent is in shillings unless the office chooses dollars.
    await expect(price).toHaveAccessibleDescription(
      `${formatKes(45_000)} · ${formatUsd(360)} at today's rate`,
    );
    const serviceCharge = page.getByLabel("Service charge a month (Kenyan shillings)");
    // Every amount says what it was read as while it is typed: a point before one or two digits
    // is the decimal mark, before three it separates thousands.
    await serviceCharge.fill("38.6");
    await expect(serviceCharge).toHaveAccessibleDescription(/Ksh.38\.60 · \$0,31 at today's rate/);
    await serviceCharge.fill("5.000");
    await expect(serviceCharge).toHaveAccessibleDescription(
      new RegExp(`Ksh.5,000 · \\${formatUsd(40)} at today's rate`),
    );
    await page.getByLabel("Location", { exact: true }).fill("Kileleshwa");
    await page.getByLabel("City", { exact: true }).fill("Nairobi");
    await page.getByLabel("Description", { exact: true }).fill("Two bedrooms over a garden.");
    await page.getByRole("button", { name: "Add property" }).click();
    await expect(page.getByRole("status")).toContainText("Saved “Kileleshwa Flat”.");

    const panel = page.getByRole("complementary", { name: "Price and contact" });
    const moveIn = page.getByRole("region", { name: /^To move in:/ }).getByRole("heading");
    await page.goto(url("/properties/kileleshwa-flat"));
    await expect.poll(() => shownPriceLines(panel, "amount")).toEqual([formatUsd(360), formatKes(45_000)]);
    await expect(moveIn).toHaveText(`To move in: ${formatUsd(400)} · ${formatKes(50_000)}`, {
      useInnerText: true,
    });

    await page.goto(url("/settings"));
    await page.getByLabel(/^KES rate/).fill("131");
    await page.getByRole("button", { name: "Save settings" }).first().click();
    await expect(page.getByRole("status")).toContainText("Saved: Rates and contact details.");

    await page.goto(url("/properties/kileleshwa-flat"));
    await expect
      .poll(() => shownPriceLines(panel, "amount"))
      .toEqual([formatUsd(45_000 / 131), formatKes(45_000)]);
    await expect(moveIn).toHaveText(`To move in: ${formatUsd(50_000 / 131)} · ${formatKes(50_000)}`, {
      useInnerText: true,
    });
  });
});
