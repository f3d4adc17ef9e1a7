// Adding, updating and deleting a property changes the list that other files count, so
// this file runs its own server on an empty database of its own.
import { expect, test } from "@playwright/test";
import { formatKes, formatUsd, KES_RATE } from "./support/demo";
import { propertyGrid, shillingPrice, shownPriceLines, waitForHydration } from "./support/pages";
import { signIn } from "./support/office";
import { serveOwnSite } from "./support/own-site";

test.describe.configure({ mode: "default" });

const { url } = serveOwnSite("admin-properties", { demo: false });

const NAME = "Nyali Ocean Villa";
const NEW_NAME = "Nyali Ocean View Villa";
const NAME_IN_KISWAHILI = "Jumba la Bahari la Nyali";
const IMAGE_LINK = "https://images.example/nyali-villa.jpg";

test("the administrator adds, updates and deletes a property", async ({ page }) => {
  test.setTimeout(120_000);

  await page.goto(url("/addservice"));
  await signIn(page);
  await expect(page.getByRole("heading", { level: 1, name: "Add a property" })).toBeVisible();
  // The type comes first: it decides what the price is for.
  expect(
    await page.locator("#property-type, #property-price").evaluateAll((els) => els.map((el) => el.id)),
  ).toEqual(["property-type", "property-price"]);

  const price = page.getByLabel("Price", { exact: true });
  await waitForHydration(price);
  await page.getByLabel("Name", { exact: true }).fill(NAME);
  await price.fill("1.250.000");
  await page.getByLabel("Discount (%)", { exact: true }).fill("10,5");
  await expect(page.getByLabel("New price", { exact: true })).toHaveValue("1118750");
  await page.getByLabel("Location", { exact: true }).fill("Nyali");
  await page.getByLabel("City", { exact: true }).fill("Mombasa");
  await page.getByLabel("Description", { exact: true }).fill("Four bedrooms by the sea.");
  await page.getByLabel("Type", { exact: true }).selectOption("For sale");
  await page.getByLabel("Add an image link", { exact: true }).fill(IMAGE_LINK);
  await page.getByRole("button", { name: "Add image" }).click();
  await expect(page.getByRole("img", { name: "Image 1" })).toHaveAttribute("src", IMAGE_LINK);
  await expect(page.getByLabel("New price", { exact: true })).toHaveValue("1118750");
  await page.getByRole("button", { name: "Add property" }).click();

  await expect(page).toHaveURL(url("/manage-properties"));
  await expect(page.getByRole("status")).toContainText(`Saved “${NAME}”.`);
  await expect(page.getByRole("rowheader", { name: NAME })).toBeVisible();

  const kes = formatKes(1_118_750 * KES_RATE);
  await page.goto(url("/properties"));
  await expect(propertyGrid(page).getByRole("heading", { level: 3, name: NAME })).toBeVisible();
  await page.goto(url("/properties/nyali-ocean-villa"));
  await expect(page.getByRole("heading", { level: 1, name: NAME })).toBeVisible();
  await expect(shillingPrice(page)).toHaveText(kes);

  await page.goto(url("/manage-properties"));
  await page.getByRole("link", { name: `Update ${NAME}` }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Update ${NAME}` })).toBeVisible();
  await expect(page.getByLabel("Price", { exact: true })).toHaveValue("1.250.000");
  await expect(page.getByLabel("Discount (%)", { exact: true })).toHaveValue("10,5");
  await page.getByLabel("Name", { exact: true }).fill(NEW_NAME);
  await page.getByLabel("Name in Kiswahili (optional)").fill(NAME_IN_KISWAHILI);
  await page.getByLabel("Description in Kiswahili (optional)").fill("Vyumba vinne kando ya bahari.");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByRole("status")).toContainText(`Saved “${NEW_NAME}”.`);

  await page.goto(url("/properties/nyali-ocean-villa"));
  await expect(page.getByRole("heading", { level: 1, name: NEW_NAME })).toBeVisible();
  await expect(page.getByText("Four bedrooms by the sea.")).toBeVisible();
  await expect(shillingPrice(page)).toHaveText(kes);
  // The Kiswahili page shows the Kiswahili texts; the card on the Kiswahili list too.
  await page.goto(url("/sw/properties/nyali-ocean-villa"));
  await expect(page.getByRole("heading", { level: 1, name: NAME_IN_KISWAHILI })).toBeVisible();
  await expect(page.getByText("Vyumba vinne kando ya bahari.")).toBeVisible();
  await page.goto(url("/sw/properties"));
  await expect(
    page.getByRole("list", { name: "Mali", exact: true }).getByRole("heading", { level: 3 }),
  ).toHaveText([NAME_IN_KISWAHILI]);

  await page.goto(url("/manage-properties"));
  const deleteButton = page.getByRole("button", { name: `Delete ${NEW_NAME}` });
  await waitForHydration(deleteButton);
  page.once("dialog", (dialog) => void dialog.accept());
  await deleteButton.click();
  await expect(page.getByRole("status")).toHaveText(`Deleted “${NEW_NAME}”.`);
  await expect(page.getByRole("rowheader", { name: NEW_NAME })).toHaveCount(0);
  await expect(page.getByText("0 properties")).toBeVisible();
  expect((await page.request.get(url("/properties/nyali-ocean-villa"))).status()).toBe(404);
});

test("a price typed the Kenyan way, or in shillings, is read as meant and shown before saving", async ({
  page,
}) => {
  await page.goto(url("/addservice"));
  await signIn(page);
  const price = page.getByLabel("Price", { exact: true });
  await waitForHydration(price);
  await price.fill("15,000");
  await expect(price).toHaveAccessibleDescription(
    `$15.000 · ${formatKes(15_000 * KES_RATE)} at today's rate`,
  );

  await page.getByLabel("Currency of the price").selectOption("Kenyan shillings (Ksh)");
  await price.fill("150,000");
  const dollars = formatUsd(150_000 / KES_RATE);
  await expect(price).toHaveAccessibleDescription(`${formatKes(150_000)} · ${dollars} at today's rate`);
  await page.getByLabel("Type", { exact: true }).selectOption("To rent");
  await page.getByLabel("Name", { exact: true }).fill("Kilimani Garden Flat");
  await page.getByLabel("Location", { exact: true }).fill("Kilimani");
  await page.getByLabel("City", { exact: true }).fill("Nairobi");
  await page.getByLabel("Description", { exact: true }).fill("Two bedrooms off Argwings Kodhek Road.");
  await page.getByRole("button", { name: "Add property" }).click();
  await expect(page.getByRole("status")).toContainText("Saved “Kilimani Garden Flat”.");

  await page.goto(url("/properties/kilimani-garden-flat"));
  const panel = page.getByRole("complementary", { name: "Price and contact" });
  // The shillings exactly as typed, the dollars at today's rate.
  await expect.poll(() => shownPriceLines(panel, "amount")).toEqual([dollars, formatKes(150_000)]);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the image buttons rearrange the form and Enter saves it", async ({ page }) => {
    await page.goto(url("/addservice"));
    await signIn(page);
    await expect(page.getByRole("heading", { level: 1, name: "Add a property" })).toBeVisible();

    for (const link of ["https://images.example/one.jpg", "https://images.example/two.jpg"]) {
      await page.getByLabel("Add an image link", { exact: true }).fill(link);
      await page.getByRole("button", { name: "Add image" }).click();
    }
    await page.getByRole("button", { name: "Move up" }).nth(1).click();
    await expect(page.getByRole("img", { name: "Image 1" })).toHaveAttribute(
      "src",
      "https://images.example/two.jpg",
    );

    await page.getByLabel("Name", { exact: true }).fill("Kisumu Lakeside Plot");
    await page.getByLabel("Price", { exact: true }).fill("40.000");
    await page.getByLabel("Location", { exact: true }).fill("Milimani");
    await page.getByLabel("City", { exact: true }).fill("Kisumu");
    await page.getByLabel("Description", { exact: true }).fill("Half an acre near the lake.");
    await page.getByLabel("Type", { exact: true }).selectOption("Land");
    await page.getByLabel("Name", { exact: true }).press("Enter");

    await expect(page).toHaveURL(url("/manage-properties"));
    await expect(page.getByRole("status")).toContainText("Saved “Kisumu Lakeside Plot”.");
    await page.goto(url("/properties/kisumu-lakeside-plot"));
    await expect(page.getByRole("heading", { level: 1, name: "Kisumu Lakeside Plot" })).toBeVisible();
  });
});
