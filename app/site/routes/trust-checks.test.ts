import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { countOpenReports, findMessages, markMessageRead } from "~/data/contact-messages.server";
import { findCredentials, saveCredentials } from "~/data/credentials.server";
import { findPersonByEmail, setPersonStatus, updatePersonDetails } from "~/data/people.server";
import { findListingBySlug } from "~/data/properties.server";
import { createProperty } from "~/data/property-writes.server";
import { saveNotificationAddress, saveSettings } from "~/data/settings.server";
import { findVerificationSummary, recordCheck } from "~/data/verification-checks.server";
import { DEFAULT_CREDENTIALS } from "~/domain/credentials";
import { listingReference } from "~/domain/reference";
import { SHARED_ADDRESS_CHECKED_NUMBER_LIMIT, VERIFICATION_LIMIT } from "~/domain/rate-limit";
import { AGENT, addAccounts } from "~/testing/accounts.server";
import { signedInHeaders } from "~/testing/admin-session.server";
import { aProperty } from "~/testing/listings";
import { type MailServer, startMailServer } from "~/testing/mail-server.server";
import { freshSiteForEachTest, routeArgs, unwrap } from "~/testing/test-services.server";
import * as settingsPage from "../../office/routes/settings";
import * as listingReport from "./listing-report";
import * as verify from "./verify";

const OFFICE = "office@makazi.co.ke";
const SITE = "http://makazi.test";

let mail: MailServer;
beforeAll(async () => {
  mail = await startMailServer();
});
afterAll(async () => {
  await mail.stop();
});

const site = freshSiteForEachTest(() => ({ SMTP_URL: mail.url, PUBLIC_BASE_URL: SITE }));
const db = () => site().services.database.db;
let slug: string;
let reference: string;

beforeEach(async () => {
  mail.received.length = 0;
  await saveSettings(db(), { whatsappNumber: "254712345678", contactPhone: "254201234567" });
  await saveCredentials(db(), { ...DEFAULT_CREDENTIALS, paymentKind: "paybill", paymentNumber: "222111" });
  slug = await createProperty(db(), aProperty({ name: "Karen Garden Villa", price: 2_500 }));
  reference = listingReference((await findListingBySlug(db(), slug))!.id);
});

/** One household's IPv6 network, held to the stricter limit. */
const HOUSEHOLD = "2001:db8:1:1::5";

/** What a browser says of the form sent from the site's own page. */
const FROM_THE_SITE = { "Sec-Fetch-Site": "same-origin", "Sec-Fetch-Dest": "document" };

async function check(
  text: string,
  clientAddress = HOUSEHOLD,
  headers: Record<string, string> = FROM_THE_SITE,
) {
  const path = `/verify?q=${encodeURIComponent(text)}`;
  const answer = await verify.loader(routeArgs(site(), path, { clientAddress, headers }));
  const init = "init" in answer ? (answer.init as ResponseInit | null) : null;
  return {
    ...(unwrap(answer) as {
      status: number;
      value: { outcome: { status: string; answer?: Record<string, unknown> } | null };
    }),
    headers: new Headers(init?.headers),
  };
}

/** A day before any check: the summary from it counts every check. */
const EVER = "2000-01-01";

describe("Is this really us?", () => {
  it("says which numbers, links and references are the office's, and counts the unknown numbers", async () => {
    expect((await check("0712 345 678")).value.outcome).toEqual({
      status: "answered",
      answer: { kind: "phone", number: "+254 712 345 678", role: "whatsapp", person: null, former: false },
    });
    expect((await check("+254 20 1234567")).value.outcome?.answer).toMatchObject({ role: "phone" });
    expect((await check("0799 111 222")).value.outcome?.answer).toMatchObject({ role: null });
    // The same number written another way, by another household.
    expect((await check("254799111222", "2001:db8:2:2::1")).value.outcome?.answer).toMatchObject({
      role: null,
    });
    expect((await check("222 111")).value.outcome?.answer).toEqual({
      kind: "payment",
      number: "222111",
      ours: true,
    });
    expect((await check("333444")).value.outcome?.answer).toEqual({
      kind: "payment",
      number: "333444",
      ours: false,
    });

    const byReference = (await check(reference)).value.outcome?.answer;
    expect(byReference).toMatchObject({
      kind: "reference",
      listing: { slug, name: "Karen Garden Villa", price: 2_500 },
    });
    const byLink = (await check(`https://www.makazi.test/sw/properties/${slug}/?utm_source=whatsapp`)).value
      .outcome?.answer;
    expect(byLink).toMatchObject({ kind: "link", ours: true, listing: { slug } });
    const lookAlike = (await check(`http://makazi.test.evil.com/properties/${slug}`)).value.outcome?.answer;
    expect(lookAlike).toMatchObject({ kind: "link", ours: false, imitation: true, listing: null });

    expect(await findVerificationSummary(db(), EVER)).toEqual({
      checks: 9,
      unknownNumbers: 3,
      topUnknown: [
        { kind: "phone", number: "254799111222", checks: 2, lastCheckedAt: expect.any(String) },
        { kind: "payment", number: "333444", checks: 1, lastCheckedAt: expect.any(String) },
      ],
    });
  });

  it("knows every person's numbers, and says a number of someone who has left is no longer the office's", async () => {
    await addAccounts(site());
    const agent = await findPersonByEmail(db(), AGENT.email);
    await updatePersonDetails(db(), agent!.id, {
      name: "Otieno Odhiambo",
      phone: "254722000111",
      whatsapp: "254733000222",
      earbNumber: null,
    });
    expect((await check("0733 000 222")).value.outcome?.answer).toEqual({
      kind: "phone",
      number: "+254 733 000 222",
      role: "whatsapp",
      person: { name: "Otieno Odhiambo" },
      former: false,
    });
    expect((await check("0722000111")).value.outcome?.answer).toMatchObject({ role: "phone" });

    await setPersonStatus(db(), agent!.id, "suspended");
    expect((await check("0722000111")).value.outcome?.answer).toMatchObject({
      role: null,
      person: null,
      former: true,
    });
    const summary = await findVerificationSummary(db(), EVER);
    expect(summary.topUnknown).toEqual([expect.objectContaining({ kind: "phone", number: "254722000111" })]);
  });

  it("refuses what it cannot read or is too long with 400, counting nothing", async () => {
    expect((await check("hello there")).status).toBe(400);
    expect((await check(`https://makazi.test/${"a".repeat(600)}`)).status).toBe(400);
    expect(await findVerificationSummary(db(), EVER)).toMatchObject({ checks: 0 });
  });

  it("holds one network to its limit of checks with 429, saying when to try again, and is stored by no one", async () => {
    for (let n = 0; n < VERIFICATION_LIMIT.max; n += 1) {
      const answered = await check("0799 111 222");
      expect(answered.status).toBe(200);
      expect(answered.headers.get("Cache-Control")).toBe("private, no-store");
    }
    const limited = await check("0799 111 222");
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(limited.headers.get("Cache-Control")).toBe("private, no-store");
    expect((await check("0799 111 222", "2001:db8:9:9::1")).status).toBe(200);
  });

  it("answers a check another site's page makes a browser ask, but counts only those asked on the site", async () => {
    const elsewhere = [
      { "Sec-Fetch-Site": "cross-site", "Sec-Fetch-Dest": "image" },
      { "Sec-Fetch-Site": "cross-site", "Sec-Fetch-Dest": "document" },
      { "Sec-Fetch-Site": "same-site", "Sec-Fetch-Dest": "iframe" },
    ];
    for (const headers of elsewhere) {
      expect((await check("0722 999 888", HOUSEHOLD, headers)).value.outcome?.answer).toMatchObject({
        role: null,
      });
    }
    expect(await findVerificationSummary(db(), EVER)).toMatchObject({ checks: 0, topUnknown: [] });
    await check("0722 999 888");
    await check("0722 999 888", "2001:db8:7:7::1", {});
    expect(await findVerificationSummary(db(), EVER)).toMatchObject({
      checks: 2,
      topUnknown: [{ kind: "phone", number: "254722999888", checks: 2 }],
    });
  });

  it("lets no one network lift a number to the top by asking again and again: once a day each, a few from a shared address", async () => {
    for (let n = 0; n < 25; n += 1) await check("0722 999 888");
    await check("0799 555 444", "2001:db8:3:3::1");
    await check("0799 555 444", "2001:db8:4:4::1");
    expect(await findVerificationSummary(db(), EVER)).toMatchObject({
      checks: 27,
      topUnknown: [
        { number: "254799555444", checks: 2 },
        { number: "254722999888", checks: 1 },
      ],
    });
    // An IPv4 address a carrier shares among many phones counts a few of its people.
    for (let n = 0; n < 10; n += 1) await check("0722 999 888", "197.232.61.10");
    expect((await findVerificationSummary(db(), EVER)).topUnknown[0]).toMatchObject({
      number: "254722999888",
      checks: 1 + SHARED_ADDRESS_CHECKED_NUMBER_LIMIT.max,
    });
  });

  it("keeps learning new numbers once its list is full: the one checked least recently makes room", async () => {
    const day = "2026-11-29";
    const at = (minute: number) => new Date(Date.UTC(2026, 10, 29, 6, minute));
    const number = (n: number) => ({ kind: "phone" as const, number: `25479900000${n}` });
    for (const n of [1, 2, 3]) await recordCheck(db(), { day, unknown: number(n) }, at(n), { keep: 3 });
    // The first is asked again: now the second is the one checked least recently.
    await recordCheck(db(), { day, unknown: number(1) }, at(4), { keep: 3 });
    await recordCheck(db(), { day, unknown: number(5) }, at(5), { keep: 3 });
    const kept = (await findVerificationSummary(db(), EVER)).topUnknown.map((row) => row.number).sort();
    expect(kept).toEqual(["254799000001", "254799000003", "254799000005"]);
  });
});

describe("a report about a listing", () => {
  const report = (form: Record<string, string>, clientAddress = HOUSEHOLD) =>
    listingReport.action(
      routeArgs(site(), `/properties/${slug}/report`, { params: { slug }, form, clientAddress }),
    );

  it("lands in the inbox with its reason, is e-mailed to the office and counts as open until read", async () => {
    await saveNotificationAddress(db(), OFFICE);
    const sent = unwrap(
      await report({
        reason: "suspicious-contact",
        message: "Asked for KES 2,000 to 0799 111 222",
        phone: "",
      }),
    );
    expect(sent).toEqual({ status: 200, value: { status: "sent", name: "" } });

    const { messages } = await findMessages(db(), 1, null);
    expect(messages).toMatchObject([
      {
        reportReason: "suspicious-contact",
        preview: "Asked for KES 2,000 to 0799 111 222",
        listing: { name: "Karen Garden Villa", reference, slug },
      },
    ]);
    const id = (await findListingBySlug(db(), slug))!.id;
    expect(await countOpenReports(db(), [id])).toEqual(new Map([[id, 1]]));

    expect(await site().services.notifications!.runDue()).toEqual({ sent: 1, failed: 0 });
    const [received] = await mail.waitForMail(1);
    expect(received!.parsed.subject).toBe(
      `Report about Karen Garden Villa (${reference}): Someone asked me to pay or gave another number`,
    );

    await markMessageRead(db(), { id: messages[0]!.id, read: true, agentId: null });
    expect(await countOpenReports(db(), [id])).toEqual(new Map());
  });

  it("refuses a report without a reason with 400, keeping what was typed", async () => {
    const typed = { reason: "", message: "It is let", phone: "call me" };
    const { status, value } = unwrap(await report(typed));
    expect(status).toBe(400);
    expect(value).toMatchObject({
      status: "invalid",
      values: typed,
      errors: { reason: expect.any(String), phone: expect.any(String) },
    });
    expect((await findMessages(db(), 1, null)).total).toBe(0);
  });

  it("answers 404 for a draft", async () => {
    const draft = await createProperty(db(), aProperty({ publication: "draft" }));
    const args = routeArgs(site(), `/properties/${draft}/report`, {
      params: { slug: draft },
      form: { reason: "other" },
    });
    await expect(listingReport.action(args)).rejects.toMatchObject({ init: { status: 404 } });
  });
});

describe("the credentials on /settings", () => {
  it("are saved with the settings, and a bad one is refused with what was typed", async () => {
    await addAccounts(site());
    const headers = await signedInHeaders(site());
    const form = {
      intent: "credentials",
      registrationNumber: "EARB/2019/0123",
      certificateYear: "2026",
      openingHours: "Mo-Fr 08:30-17:00",
      paymentKind: "till",
      paymentNumber: "54 321",
    };
    const saved = await settingsPage.action(routeArgs(site(), "/settings", { form, headers }));
    expect(saved).toBeInstanceOf(Response);
    expect(await findCredentials(db())).toEqual({
      registrationNumber: "EARB/2019/0123",
      certificateYear: "2026",
      openingHours: "Mo-Fr 08:30-17:00",
      paymentKind: "till",
      paymentNumber: "54321",
    });

    const refused = unwrap(
      await settingsPage.action(
        routeArgs(site(), "/settings", { form: { ...form, paymentNumber: "12" }, headers }),
      ),
    );
    expect(refused).toMatchObject({
      status: 400,
      value: { status: "invalid", errors: { credentials: { paymentNumber: expect.any(String) } } },
    });
    expect((await findCredentials(db())).paymentNumber).toBe("54321");
  });
});
