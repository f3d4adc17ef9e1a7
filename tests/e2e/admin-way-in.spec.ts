// The administrator's way in while a stranger's wrong passwords hold new browsers up: a
// one-time link e-mailed through a real SMTP server on loopback, used in a fresh browser.
import { expect, test } from "@playwright/test";
import { ADMIN_EMAIL } from "./support/env";
import { catchMail } from "./support/mail";
import { signIn } from "./support/office";
import { serveOwnSite } from "./support/own-site";

test.describe.configure({ mode: "default" });

const mail = catchMail();

// Behind a proxy, each guess comes from the network X-Forwarded-For names.
const site = serveOwnSite("way-in", { demo: false, env: () => ({ SMTP_URL: mail.url, TRUST_PROXY: "1" }) });

test("after wrong passwords from ten networks, the administrator signs a new browser in with the e-mailed link", async ({
  page,
}) => {
  // Eleven password checks at the production cost before the link: a busy machine needs time.
  test.setTimeout(180_000);
  for (let network = 1; network <= 10; network++) {
    const guess = await fetch(site.url("/admin"), {
      method: "POST",
      headers: { Origin: site.origin, "X-Forwarded-For": `203.0.113.${network}` },
      body: new URLSearchParams({ email: ADMIN_EMAIL, password: "a stranger's guess" }),
      redirect: "manual",
    });
    expect(guess.status).toBe(400);
  }

  await page.goto(site.url("/admin"));
  await signIn(page);
  await expect(page.getByRole("alert")).toHaveText(/^Too many failed attempts/);
  await page.getByRole("button", { name: "E-mail me a sign-in link" }).click();
  await expect(page.getByRole("status").filter({ hasText: "a sign-in link is on its way" })).toBeVisible();

  const [received] = await mail.waitForMail(1, 15_000);
  expect(received!.recipients).toEqual([ADMIN_EMAIL]);
  const link = /\S+\/sign-in\/link\/\S+/.exec(received!.parsed.text ?? "")?.[0];
  expect(link).toMatch(new RegExp(`^${site.origin}/sign-in/link/[A-Za-z0-9_-]{43}$`));

  await page.goto(link!);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(site.url("/admin-dashboard"));
});
