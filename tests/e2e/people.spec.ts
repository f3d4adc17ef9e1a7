// People coming and going in a real browser: the owner invites an agent (the e-mail caught by
// an SMTP server on loopback), the agent joins from a phone, and the owner pauses them, which
// ends their open session at its next request. A site of its own: it adds a person.
import { expect, test } from "@playwright/test";
import { catchMail } from "./support/mail";
import { signInToDashboard } from "./support/office";
import { serveOwnSite } from "./support/own-site";
import { expectNothingWiderThanTheScreen } from "./support/screen-fit";
import { addKileleshwaFlat } from "./support/viewing-office";

test.describe.configure({ mode: "default" });

const mail = catchMail();
const site = serveOwnSite("people", { demo: false, env: () => ({ SMTP_URL: mail.url }) });

const PHONE = { width: 360, height: 740 };
const AGENT_EMAIL = "otieno@agency.test";
const AGENT_PASSWORD = "an agent's own long password";

test("the owner invites an agent, who joins on a phone; paused, the agent's open session ends at once", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const owner = await (await browser.newContext({ viewport: PHONE })).newPage();
  await signInToDashboard(owner, site.url("/admin"));
  await owner.getByRole("link", { name: "People", exact: true }).click();
  await expect(owner.getByRole("heading", { level: 1, name: "People" })).toBeVisible();
  await owner.getByLabel("Their e-mail address").fill(AGENT_EMAIL);
  await owner.getByRole("radio", { name: /^Agent:/ }).check();
  await owner.getByRole("button", { name: "Send the invitation" }).click();
  await expect(owner.getByText(`Invitation e-mailed to ${AGENT_EMAIL}.`)).toBeVisible();
  await expect(owner.getByRole("region", { name: "Invitations waiting" })).toContainText(AGENT_EMAIL);

  const [received] = await mail.waitForMail(1, 15_000);
  expect(received!.recipients).toEqual([AGENT_EMAIL]);
  const link = /\S+\/invitation\/[A-Za-z0-9_-]{43}\b/.exec(received!.parsed.text ?? "")?.[0];
  expect(link).toMatch(new RegExp(`^${site.origin}/invitation/`));

  const agent = await (
    await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true })
  ).newPage();
  await agent.goto(link!);
  await expect(agent.getByText(`invites you, ${AGENT_EMAIL}, to work on the site as agent`)).toBeVisible();
  await expectNothingWiderThanTheScreen(agent);
  await agent.getByLabel("Your name").fill("Otieno Ouma");
  await agent.getByLabel("Choose a password").fill(AGENT_PASSWORD);
  await agent.getByLabel("The password again").fill(AGENT_PASSWORD);
  await agent.getByRole("button", { name: "Join and sign in" }).click();
  await expect(agent).toHaveURL(site.url("/admin-dashboard"));
  await expect(agent.getByText("Welcome, Otieno Ouma: you are signed in.")).toBeVisible();
  await expect(agent.getByRole("link", { name: "People", exact: true })).toHaveCount(0);

  // The agent adds a listing on the phone: it is theirs, and visitors see them on it.
  await addKileleshwaFlat(agent, site.url("/addservice"));
  const visitor = await (await browser.newContext({ viewport: PHONE })).newPage();
  await visitor.goto(site.url("/properties/kileleshwa-flat"));
  await expect(visitor.getByRole("region", { name: "Your agent for this listing" })).toContainText(
    "Otieno Ouma",
  );
  await agent.goto(site.url("/admin-dashboard"));

  await owner.reload();
  const entry = owner
    .getByRole("listitem")
    .filter({ has: owner.getByRole("heading", { name: "Otieno Ouma" }) });
  await expect(entry).toContainText("Agent · Can sign in");
  await expect(entry).toContainText("1 listing");
  await expectNothingWiderThanTheScreen(owner);
  if (process.env.MAKAZI_PEOPLE_SCREENSHOT) {
    await owner.screenshot({
      path: process.env.MAKAZI_PEOPLE_SCREENSHOT,
      type: "jpeg",
      quality: 70,
      fullPage: true,
    });
  }
  await entry.getByText("Role and access").click();
  await entry.getByRole("button", { name: "Pause their access" }).click();
  await expect(owner.getByText("Otieno Ouma's access is paused")).toBeVisible();

  await agent.getByRole("link", { name: "Your details" }).click();
  await expect(agent.getByRole("heading", { level: 1, name: "Sign in" })).toBeVisible();
  expect(new URL(agent.url()).pathname).toBe("/admin");
  await visitor.reload();
  await expect(visitor.getByRole("region", { name: "Your agent for this listing" })).toHaveCount(0);
});
