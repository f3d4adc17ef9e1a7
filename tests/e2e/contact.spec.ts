import { expect, type Page, test } from "@playwright/test";
import { contactMessagesFrom } from "./support/database";
import { waitForPageScript } from "./support/pages";

/** A name no other test sends under, so rows can be told apart. */
function uniqueName(label: string): string {
  return `E2E ${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

async function fillContactForm(page: Page, values: { name: string; email: string; message: string }) {
  await page.getByLabel("Name", { exact: true }).fill(values.name);
  await page.getByLabel("Email", { exact: true }).fill(values.email);
  await page.getByLabel("Message", { exact: true }).fill(values.message);
}

test.describe("contact form", () => {
  test("a bad e-mail address is marked and everything typed is kept", async ({ page }) => {
    const values = {
      name: uniqueName("Bad Email"),
      email: "wanjiku.at.example",
      message: "Is the Kilimani flat still available?\nI would like to view it on Saturday.",
    };
    await page.goto("/contact");
    await fillContactForm(page, values);
    await page.getByRole("button", { name: "Send" }).click();

    const email = page.getByLabel("Email", { exact: true });
    await expect(page.getByRole("alert")).toContainText("Please correct the fields");
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(email).toHaveAccessibleDescription(/valid e-mail address/);
    await expect(page.getByText(/Please enter a valid e-mail address/)).toBeVisible();

    await expect(page.getByLabel("Name", { exact: true })).toHaveValue(values.name);
    await expect(email).toHaveValue(values.email);
    await expect(page.getByLabel("Message", { exact: true })).toHaveValue(values.message);
    await expect(page.getByLabel("Name", { exact: true })).not.toHaveAttribute("aria-invalid", "true");
    await expect(page.getByRole("status").filter({ hasText: "Thank you" })).toHaveCount(0);

    expect(await contactMessagesFrom(values.name)).toEqual([]);
  });

  test("empty fields are each marked", async ({ page }) => {
    await page.goto("/contact");
    await page.getByRole("button", { name: "Send" }).click();
    await expect(page.getByLabel("Name", { exact: true })).toHaveAccessibleDescription(
      /Please enter your name/,
    );
    await expect(page.getByLabel("Email", { exact: true })).toHaveAccessibleDescription(
      /Please enter your e-mail address/,
    );
    await expect(page.getByLabel("Message", { exact: true })).toHaveAccessibleDescription(
      /Please write a message/,
    );
  });

  test("a valid message is confirmed and stored", async ({ page }) => {
    const values = {
      name: uniqueName("Valid"),
      email: "wanjiku@example.com",
      message: "Please call me about the land in Nakuru.",
    };
    await page.goto("/contact");
    await fillContactForm(page, values);
    await page.getByRole("button", { name: "Send" }).click();

    await expect(page.getByRole("status").filter({ hasText: "Thank you" })).toContainText(
      `Thank you, ${values.name}`,
    );
    // The form is ready for another message.
    await expect(page.getByLabel("Name", { exact: true })).toHaveValue("");

    await expect
      .poll(async () =>
        (await contactMessagesFrom(values.name)).map(({ name, email, message }) => ({
          name,
          email,
          message,
        })),
      )
      .toEqual([values]);
    const [row] = await contactMessagesFrom(values.name);
    expect(Number.isNaN(Date.parse(row!.created_at))).toBe(false);
  });

  test("while a message is on its way the button says so, and pressing it again sends nothing more", async ({
    page,
  }) => {
    await page.goto("/contact");
    await waitForPageScript(page);
    await fillContactForm(page, {
      name: uniqueName("Twice"),
      email: "twice@example.co.ke",
      message: "Once.",
    });
    // Counts the sends the page lets go (seen after the page's own handling), and holds each
    // back, as a slow connection would.
    await page.evaluate(() => {
      const state = window as unknown as { sends: number };
      state.sends = 0;
      window.addEventListener("submit", (event) => {
        if (!event.defaultPrevented) state.sends += 1;
        event.preventDefault();
      });
    });

    const send = page.getByRole("button", { name: /^(Send|Sending…)$/ });
    await send.click();
    await expect(send).toHaveText("Sending…");
    await expect(send).toHaveAttribute("aria-disabled", "true");
    // Pressed again, as an impatient visitor would (Playwright waits for no aria-disabled button).
    await send.click({ force: true });
    await page.getByLabel("Message", { exact: true }).press("Control+Enter");
    await page.getByLabel("Name", { exact: true }).press("Enter");
    expect(await page.evaluate(() => (window as unknown as { sends: number }).sends)).toBe(1);
  });

  test("a filled honeypot is thanked but not stored", async ({ page }) => {
    const values = {
      name: uniqueName("Honeypot"),
      email: "bot@example.com",
      message: "Cheap watches, visit my site.",
    };
    await page.goto("/contact");
    await fillContactForm(page, values);
    // A bot fills every field it finds, the hidden one too.
    await page
      .locator('input[name="website"]')
      .evaluate((input: HTMLInputElement) => (input.value = "https://spam.example"));
    await page.getByRole("button", { name: "Send" }).click();

    await expect(page.getByRole("status").filter({ hasText: "Thank you" })).toContainText(
      `Thank you, ${values.name}`,
    );
    expect(await contactMessagesFrom(values.name)).toEqual([]);
  });
});
