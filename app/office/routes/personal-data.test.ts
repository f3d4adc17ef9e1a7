import { beforeEach, describe, expect, it } from "vitest";
import { saveContactMessage } from "~/data/contact-messages.server";
import { findOpenDataRequests } from "~/data/data-requests.server";
import { addAccounts } from "~/testing/accounts.server";
import { expectSignInFirst, signedInHeaders } from "~/testing/admin-session.server";
import { freshSiteForEachTest, routeArgs, unwrap } from "~/testing/test-services.server";
import * as personalData from "./personal-data";
import * as personalDataCopy from "./personal-data-copy";

const site = freshSiteForEachTest();
const db = () => site().services.database.db;
let owner: Record<string, string>;

beforeEach(async () => {
  await addAccounts(site());
  owner = await signedInHeaders(site());
  await saveContactMessage(db(), {
    name: "Wanjiru Kamau",
    email: "wanjiru@example.co.ke",
    phone: "0722 000 111",
    message: "Is the flat still free?",
  });
}, 30_000);

const post = (form: Record<string, string>, headers = owner) =>
  personalData.action(routeArgs(site(), "/personal-data", { form, headers }));

const auditRows = () => db().selectFrom("audit_log").select(["action", "subject"]).orderBy("id").execute();

describe("a person's data in the office", { timeout: 60_000 }, () => {
  it("is for the signed-in office only", async () => {
    await expectSignInFirst(site(), "/personal-data", (headers) =>
      post({ intent: "erase", person: "0722000111", checked: "yes" }, headers),
    );
    expect(await db().selectFrom("contact_messages").select("id").execute()).toHaveLength(1);
  });

  it("finds a person by the number as they spell it, and says why a search finds no one", async () => {
    expect(await post({ intent: "find", person: "+254 722 000 111" })).toMatchObject({
      status: "found",
      who: "+254722000111",
      records: { messages: [{ message: "Is the flat still free?" }] },
    });
    for (const typed of ["0722 000", "x".repeat(10_000), "wanjiru@", ""]) {
      expect(await post({ intent: "find", person: typed })).toMatchObject({
        status: "unreadable",
        problem: expect.stringMatching(/^Please enter/),
      });
    }
  });

  it("gives a copy as a JSON file, noting in the audit log that it did but not whose", async () => {
    const response = await personalDataCopy.action(
      routeArgs(site(), "/personal-data/copy.json", {
        form: { person: "WANJIRU@example.co.ke" },
        headers: owner,
      }),
    );
    expect(response.headers.get("Content-Disposition")).toMatch(
      /^attachment; filename="personal-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    const copy = (await response.json()) as { person: string; messages: { name: string }[] };
    expect(copy.person).toBe("wanjiru@example.co.ke");
    expect(Object.keys(copy).sort()).toEqual(
      ["person", "madeAt", "messages", "viewings", "alerts", "emails", "checkedNumbers"].sort(),
    );
    expect(copy.messages.map((message) => message.name)).toEqual(["Wanjiru Kamau"]);
    expect(await auditRows()).toContainEqual({
      action: "personal-data-given",
      subject: "1 message, 0 viewing bookings, 0 search alerts, 0 e-mails, 0 checked numbers",
    });
  });

  it("erases only once the box says the request was checked, and the audit log keeps no trace of whom", async () => {
    expect(await post({ intent: "erase", person: "0722000111" })).toMatchObject({
      status: "found",
      unchecked: true,
    });
    expect(await db().selectFrom("contact_messages").select("id").execute()).toHaveLength(1);
    expect(await post({ intent: "erase", person: "0722000111", checked: "yes" })).toMatchObject({
      status: "erased",
      counts: { messages: 1 },
    });
    expect(await db().selectFrom("contact_messages").select("id").execute()).toEqual([]);
    const audit = JSON.stringify(await auditRows());
    expect(audit).toContain("personal-data-erased");
    for (const trace of ["722", "Wanjiru", "wanjiru"]) expect(audit).not.toContain(trace);
  });

  it("corrects what the person asks, refusing a number it cannot read and keeping what was typed", async () => {
    expect(
      unwrap(await post({ intent: "correct", person: "0722000111", correctPhone: "07x" })),
    ).toMatchObject({
      value: {
        status: "uncorrected",
        values: { phone: "07x" },
        errors: { phone: expect.stringMatching(/^Please/) },
      },
    });
    expect(
      await post({ intent: "correct", person: "0722000111", correctName: "Wanjiru M. Kamau" }),
    ).toMatchObject({
      status: "found",
      said: "Corrected 1 record.",
      records: { messages: [{ name: "Wanjiru M. Kamau" }] },
    });
  });

  it("logs requests with the day they are due, refusing a day to come, and marks them answered", async () => {
    const refused = unwrap(
      await post({ intent: "log-request", requestKind: "erasure", receivedOn: "2999-01-01" }),
    );
    expect(refused).toMatchObject({
      status: 400,
      value: { errors: { receivedOn: "The day it came cannot be after today" } },
    });
    const today = new Date().toISOString().slice(0, 10);
    expect(
      (
        (await post({
          intent: "log-request",
          requestKind: "erasure",
          receivedOn: today,
          note: "By phone",
        })) as Response
      ).status,
    ).toBe(302);
    const [request] = await findOpenDataRequests(db());
    expect(request).toMatchObject({ kind: "erasure", note: "By phone" });
    expect(((await post({ intent: "answered", id: String(request!.id) })) as Response).status).toBe(302);
    expect(await findOpenDataRequests(db())).toEqual([]);
    await expect(post({ intent: "answered", id: String(request!.id) })).rejects.toMatchObject({
      init: { status: 404 },
    });
  });
});
