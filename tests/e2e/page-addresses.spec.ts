// Addresses the site writes back into a page from the one it was asked for: a path that names
// another site (`//evil.example`, `/\evil.example`, `/%2F/evil.example`) moves to the page it
// means here, and the language switch and the alternates on that page stay on the site.
import { expect, test } from "@playwright/test";
import { BASE_URL } from "./support/env";

test("a path that names another site moves to the one it means here, and its page links only here", async ({
  page,
  request,
}) => {
  for (const [asked, meant] of [
    ["/sw//evil.example", "/sw/evil.example"],
    ["/sw/\\evil.example", "/sw/evil.example"],
    ["/%2F/evil.example", "/evil.example"],
    ["/sw/%5C%5Cevil.example", "/sw/evil.example"],
    ["//properties?type=land", "/properties?type=land"],
  ]) {
    const response = await request.get(`${BASE_URL}${asked}`, { maxRedirects: 0 });
    expect(response.status(), asked).toBe(301);
    expect(response.headers()["location"], asked).toBe(meant);
  }

  await page.goto("/sw//evil.example");
  await expect(page).toHaveURL("/sw/evil.example");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Ukurasa haukupatikana");
  await expect(page.getByRole("navigation", { name: "Lugha" }).getByRole("link")).toHaveAttribute(
    "href",
    "/evil.example",
  );
  const alternates = await page
    .locator('link[rel="alternate"][hreflang]')
    .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
  expect(alternates).toEqual([
    `${BASE_URL}/evil.example`,
    `${BASE_URL}/sw/evil.example`,
    `${BASE_URL}/evil.example`,
  ]);
});
