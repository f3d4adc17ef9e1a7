import { beforeEach, describe, expect, it } from "vitest";
import { findAboutParagraphs, replaceAboutParagraphs } from "~/data/about.server";
import { addAccounts } from "~/testing/accounts.server";
import { expectSignInFirst, followRedirect, signedInHeaders } from "~/testing/admin-session.server";
import { freshSiteForEachTest, routeArgs, unwrap } from "~/testing/test-services.server";
import * as adminLayout from "./admin-layout";
import * as manageAbout from "./manage-about-me";

const site = freshSiteForEachTest();
let admin: Record<string, string>;
const db = () => site().services.database.db;

beforeEach(async () => {
  await addAccounts(site());
  admin = await signedInHeaders(site());
  await replaceAboutParagraphs(db(), ["First.", "Second.", "Third."]);
}, 30_000);

/** Posts the editor with these paragraphs and the button pressed. */
async function post(paragraphs: string[], intent: string, revision = "0") {
  const body = new URLSearchParams([
    ["revision", revision],
    ...paragraphs.map((text) => ["paragraph", text]),
    ["intent", intent],
  ]);
  const args = routeArgs(site(), "/manage-about-me", { headers: admin });
  const request = new Request(args.request.url, { method: "POST", body, headers: admin });
  return manageAbout.action({ ...args, request });
}

describe("Edit the About page", { timeout: 30_000 }, () => {
  it("is for the administrator only, to read and to save", async () => {
    await expectSignInFirst(site(), "/manage-about-me", (headers) =>
      manageAbout.loader(routeArgs(site(), "/manage-about-me", { headers })),
    );
    await expectSignInFirst(site(), "/manage-about-me", (headers) =>
      manageAbout.action(routeArgs(site(), "/manage-about-me", { headers, form: { paragraph: "Hacked." } })),
    );
    expect(await findAboutParagraphs(db())).toEqual(["First.", "Second.", "Third."]);
  });

  it("shows the saved paragraphs", async () => {
    expect(await manageAbout.loader(routeArgs(site(), "/manage-about-me", { headers: admin }))).toEqual({
      paragraphs: ["First.", "Second.", "Third."],
    });
  });

  it("adds, moves and removes paragraphs without saving, keeping edited text", async () => {
    const edited = ["First, edited.", "Second.", "Third."];
    expect(unwrap(await post(edited, "move-up:2", "4"))).toEqual({
      status: 200,
      value: { paragraphs: ["First, edited.", "Third.", "Second."], errors: { paragraphs: {} }, revision: 5 },
    });
    expect(unwrap(await post(edited, "move-down:0")).value).toMatchObject({
      paragraphs: ["Second.", "First, edited.", "Third."],
    });
    expect(unwrap(await post(edited, "remove:1")).value).toMatchObject({
      paragraphs: ["First, edited.", "Third."],
    });
    expect(unwrap(await post(edited, "add")).value).toMatchObject({
      paragraphs: [...edited, ""],
    });
    expect(await findAboutParagraphs(db())).toEqual(["First.", "Second.", "Third."]);
  });

  it("saves without blank paragraphs and confirms on the dashboard once", async () => {
    const response = (await post(["  New first. ", "", "New second."], "save")) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/admin-dashboard");
    expect(await findAboutParagraphs(db())).toEqual(["New first.", "New second."]);

    const next = followRedirect(response, admin);
    const shown = unwrap(await adminLayout.loader(routeArgs(site(), "/admin-dashboard", { headers: next })));
    expect(shown.value).toEqual({ confirmation: "About text saved" });
    const clearing = (await adminLayout.loader(routeArgs(site(), "/admin-dashboard", { headers: next }))) as {
      init: ResponseInit;
    };
    expect(new Headers(clearing.init.headers).get("Set-Cookie")).toMatch(/^makazi_confirmation=; Max-Age=0/);
    expect(
      unwrap(await adminLayout.loader(routeArgs(site(), "/admin-dashboard", { headers: admin }))).value,
    ).toEqual({ confirmation: null });
  });

  it("refuses an empty text and a paragraph that is too long, keeping what was typed", async () => {
    expect(unwrap(await post(["", "  "], "save"))).toEqual({
      status: 400,
      value: {
        paragraphs: [""],
        errors: { form: "Please write at least one paragraph", paragraphs: {} },
        revision: 1,
      },
    });
    const long = "x".repeat(5001);
    expect(unwrap(await post(["Fine.", long], "save"))).toEqual({
      status: 400,
      value: {
        paragraphs: ["Fine.", long],
        errors: { paragraphs: { 1: "Please keep each paragraph under 5,000 characters" } },
        revision: 1,
      },
    });
    expect(await findAboutParagraphs(db())).toEqual(["First.", "Second.", "Third."]);
  });
});
