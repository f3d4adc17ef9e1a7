import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { changeListingStatus } from "~/data/listing-status.server";
import { createProperty } from "~/data/property-writes.server";
import { exportSite, importSite, readSiteExport } from "~/data/site-transfer.server";
import { todayInNairobi } from "~/domain/dates";
import { formatKes } from "~/domain/money";
import { nextDigestAt } from "~/domain/search-alerts";
import { aProperty } from "~/testing/listings";
import { type MailServer, rawHeader, type ReceivedMail, startMailServer } from "~/testing/mail-server.server";
import { freshSiteForEachTest, routeArgs, unwrap } from "~/testing/test-services.server";
import * as alertConfirm from "../site/routes/alert-confirm";
import * as alertManage from "../site/routes/alert-manage";
import * as alertOneClick from "../site/routes/alert-one-click";
import * as alertUnsubscribe from "../site/routes/alert-unsubscribe";
import * as alerts from "../site/routes/alerts";
import { createNotificationWorker } from "./notifications.server";
import { createAlertScanner } from "./search-alerts.server";

let mail: MailServer;
beforeAll(async () => {
  mail = await startMailServer();
});
afterAll(async () => {
  await mail.stop();
});
beforeEach(() => {
  mail.received.length = 0;
});

const site = freshSiteForEachTest(() => ({ SMTP_URL: mail.url, PUBLIC_BASE_URL: "http://makazi.test" }));
const db = () => site().services.database.db;
// Alerts follow the cities the list offers: listings there of long ago, which no alert sends.
beforeEach(async () => {
  await createProperty(db(), aProperty({ name: "Old Nairobi House" }));
  await createProperty(db(), aProperty({ name: "Old Kisumu Plot", type: "land", city: "Kisumu" }));
});
const sendMail = () => site().services.notifications!.runDue();
const scan = () => site().services.searchAlerts!.runDue();

const VISITOR = "wanjiru@example.co.ke";
const NAIROBI_HOUSES = { type: "houses", city: "Nairobi" };

/** A listing published now: dated today, as the site dates one. */
const publish = (overrides: Parameters<typeof aProperty>[0] = {}) =>
  createProperty(db(), aProperty({ listedOn: todayInNairobi(new Date()), ...overrides }));

async function signUp(
  filters: Record<string, string> = NAIROBI_HOUSES,
  {
    email = VISITOR,
    frequency = "instant",
    clientAddress,
    page = "/alerts",
  }: { email?: string; frequency?: string; clientAddress?: string; page?: string } = {},
) {
  return unwrap(
    await alerts.action(
      routeArgs(site(), page, {
        form: { ...filters, email, frequency },
        ...(clientAddress && { clientAddress }),
      }),
    ),
  );
}

/** The token of a link of `kind` in an e-mail. */
function tokenIn(received: ReceivedMail, kind: "confirm" | "manage" | "unsubscribe"): string {
  const match = new RegExp(`/alerts/${kind}/([A-Za-z0-9_-]{43})`).exec(received.parsed.text ?? "");
  if (!match) throw new Error(`No ${kind} link in: ${received.parsed.text}`);
  return match[1]!;
}

async function confirmFromEmail(received: ReceivedMail) {
  const token = tokenIn(received, "confirm");
  return unwrap(
    await alertConfirm.action(routeArgs(site(), `/alerts/confirm/${token}`, { params: { token }, form: {} })),
  );
}

/** Signs up, and confirms from the e-mail: returns the confirmation e-mail. */
async function alertOn(filters: Record<string, string> = NAIROBI_HOUSES, frequency = "instant") {
  const before = mail.received.length;
  expect((await signUp(filters, { frequency })).status).toBe(200);
  await sendMail();
  const confirmation = (await mail.waitForMail(before + 1))[before]!;
  expect((await confirmFromEmail(confirmation)).status).toBe(200);
  return confirmation;
}

describe("search alerts", { timeout: 60_000 }, () => {
  it("asks for confirmation first, sends nothing else until then, and then e-mails new matches once", async () => {
    const known = await publish({ name: "Kilimani Family Home" });
    expect((await signUp()).value).toMatchObject({ status: "queued", email: VISITOR });
    expect(await sendMail()).toEqual({ sent: 1, failed: 0 });
    const [confirmation] = await mail.waitForMail(1);
    expect(confirmation!.recipients).toEqual([VISITOR]);
    expect(confirmation!.parsed.subject).toBe("Confirm your Makazi alert: Houses for sale in Nairobi");

    const beforeConfirming = await publish({ name: "Lavington Garden House" });
    expect(await scan()).toMatchObject({ queued: 0 });
    expect(await sendMail()).toEqual({ sent: 0, failed: 0 });

    expect((await confirmFromEmail(confirmation!)).value).toMatchObject({ confirmed: { status: "active" } });
    const later = await publish({ name: "Runda Villa", price: 480_000 });
    await publish({ name: "Nyali Beach House", city: "Mombasa" });
    await publish({ name: "Karen Plot", type: "land" });
    expect(await scan()).toMatchObject({ queued: 1 });
    expect(await sendMail()).toEqual({ sent: 1, failed: 0 });
    const [, matches] = await mail.waitForMail(2);
    const { parsed, recipients } = matches!;
    expect(recipients).toEqual([VISITOR]);
    expect(parsed.subject).toBe("2 new listings: Houses for sale in Nairobi");
    // Listed between the sign-up and the confirmation: new to the visitor, sent once confirmed.
    expect(parsed.text).toContain(`http://makazi.test/properties/${beforeConfirming}`);
    expect(parsed.text).toContain(`http://makazi.test/properties/${later}`);
    expect(parsed.text).toContain(`$480.000 (${formatKes(480_000 * 125)})`);
    expect(parsed.text).not.toContain(known);
    expect(parsed.text).not.toContain("Nyali");
    expect(parsed.text).not.toContain("Karen Plot");
    const oneClickUrl = `http://makazi.test/alerts/one-click/${tokenIn(matches!, "unsubscribe")}`;
    expect(rawHeader(matches!, "List-Unsubscribe")).toBe(`<${oneClickUrl}>`);
    expect(rawHeader(matches!, "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");

    expect(await scan()).toMatchObject({ queued: 0 });
    expect(await sendMail()).toEqual({ sent: 0, failed: 0 });
    expect(mail.received).toHaveLength(2);
  });

  it("writes its e-mails and their links in the language of the page the visitor signed up on", async () => {
    expect((await signUp({ type: "land", city: "Kisumu" }, { page: "/sw/alerts" })).status).toBe(200);
    await sendMail();
    const [confirmation] = await mail.waitForMail(1);
    expect(confirmation!.parsed.subject).toBe(
      "Thibitisha arifa yako ya Makazi: Ardhi ya kuuza katika Kisumu",
    );
    expect(confirmation!.parsed.text).toMatch(/http:\/\/makazi\.test\/sw\/alerts\/confirm\/[\w-]{43}/);
    const token = tokenIn(confirmation!, "confirm");
    const confirmed = unwrap(
      await alertConfirm.action(
        routeArgs(site(), `/sw/alerts/confirm/${token}`, { params: { token }, form: {} }),
      ),
    );
    expect(confirmed.value).toMatchObject({
      confirmed: {
        search: "Ardhi ya kuuza katika Kisumu",
        listPath: "/sw/properties?type=land&city=Kisumu&sort=latest",
      },
    });

    const plot = await publish({
      name: "Lakeside Plot",
      nameSw: "Kiwanja cha Ziwani",
      type: "land",
      city: "Kisumu",
    });
    await scan();
    await sendMail();
    const [, matches] = await mail.waitForMail(2);
    expect(matches!.parsed.subject).toBe("Tangazo 1 jipya: Ardhi ya kuuza katika Kisumu");
    expect(matches!.parsed.text).toContain(`Kiwanja cha Ziwani (MK-`);
    expect(matches!.parsed.text).toContain(`http://makazi.test/sw/properties/${plot}`);
    expect(matches!.parsed.text).toContain("http://makazi.test/sw/alerts/unsubscribe/");
    // The mail program's one-click address is the same in every language; a visit to it opens
    // the page with the button in the alert's language.
    const unsubscribeToken = tokenIn(matches!, "unsubscribe");
    expect(rawHeader(matches!, "List-Unsubscribe")).toBe(
      `<http://makazi.test/alerts/one-click/${unsubscribeToken}>`,
    );
    const visit = await alertOneClick.loader(
      routeArgs(site(), `/alerts/one-click/${unsubscribeToken}`, { params: { token: unsubscribeToken } }),
    );
    expect((visit as Response).headers.get("Location")).toBe(`/sw/alerts/unsubscribe/${unsubscribeToken}`);

    // The same link opened on the English site reads in English.
    const manage = unwrap(
      await alertManage.loader(routeArgs(site(), `/alerts/manage/${token}`, { params: { token } })),
    );
    expect(manage.value).toMatchObject({ alerts: [{ search: "Land for sale in Kisumu" }] });
  });

  it("keeps tokens only as hashes, and no address in any link", async () => {
    await alertOn();
    const [confirmation] = mail.received;
    const token = tokenIn(confirmation!, "confirm");
    const stored = await db().selectFrom("search_alert_tokens").select("token_hash").execute();
    expect(stored.length).toBeGreaterThan(0);
    expect(stored.map((row) => row.token_hash)).not.toContain(token);
    expect(confirmation!.parsed.text).not.toMatch(/https?:\/\/\S*wanjiru/);
  });

  it("finds a draft published later, and a listing added by hand in SQL, with the list's own filters", async () => {
    await alertOn({ ...NAIROBI_HOUSES, "min-price": "200000", amenity: "borehole" });
    const draft = await publish({
      name: "Muthaiga Draft",
      price: 300_000,
      amenities: ["Borehole"],
      publication: "draft",
    });
    await publish({ name: "Too Cheap", price: 150_000, amenities: ["Borehole"] });
    await publish({ name: "No Borehole", price: 300_000 });
    expect(await scan()).toMatchObject({ queued: 0 });

    await changeListingStatus(db(), draft, { publication: "published" });
    expect(await scan()).toMatchObject({ queued: 1 });
    await sendMail();
    const received = await mail.waitForMail(2);
    expect(received[1]!.parsed.subject).toBe(
      "1 new listing: Houses for sale in Nairobi, from $200.000, with Borehole",
    );
    expect(received[1]!.parsed.text).toContain("Muthaiga Draft");
  });

  it("takes the listings of a site import as known, and sends only those published after it", async () => {
    await alertOn();
    const before = await publish({ name: "Kilimani Family Home" });
    expect(await scan()).toMatchObject({ queued: 1 });
    await sendMail();
    await mail.waitForMail(2);

    // Export and import as the db command does: through JSON, replacing the site.
    const database = site().services.database;
    const exported = readSiteExport(JSON.parse(JSON.stringify(await exportSite(database))));
    await importSite(database, exported, { replace: true });
    expect(await scan()).toMatchObject({ queued: 0 });

    const after = await publish({ name: "Runda Villa" });
    expect(await scan()).toMatchObject({ queued: 1 });
    await sendMail();
    const [, , matches] = await mail.waitForMail(3);
    expect(matches!.parsed.text).toContain(`/properties/${after}`);
    expect(matches!.parsed.text).not.toContain(before);
  });

  it("gathers a daily alert's listings into one digest in the morning", async () => {
    await alertOn(NAIROBI_HOUSES, "daily");
    await publish({ name: "Westlands Flat One" });
    await publish({ name: "Westlands Flat Two" });
    let offsetMs = 0;
    const clock = () => new Date(Date.now() + offsetMs);
    const scanner = createAlertScanner({ db: db(), onQueued: () => {}, intervalMs: 60_000, now: clock });
    const { smtp, mailFrom } = site().services.config;
    const worker = createNotificationWorker({
      db: db(),
      smtp: smtp!,
      from: mailFrom,
      siteOrigin: "http://makazi.test",
      now: clock,
    });
    expect(await scanner.runDue()).toMatchObject({ queued: 0 });
    expect(await worker.runDue()).toEqual({ sent: 0, failed: 0 });

    offsetMs = nextDigestAt(new Date()).getTime() - Date.now();
    expect(await scanner.runDue()).toMatchObject({ queued: 1 });
    expect(await scanner.runDue()).toMatchObject({ queued: 0 });
    expect(await worker.runDue()).toEqual({ sent: 1, failed: 0 });
    await worker.stop();
    const received = await mail.waitForMail(2);
    expect(received[1]!.parsed.subject).toBe("Today's 2 new listings: Houses for sale in Nairobi");
    expect(received[1]!.parsed.text).toContain("Westlands Flat One");
    expect(received[1]!.parsed.text).toContain("Westlands Flat Two");
    expect(received[1]!.parsed.text).toContain("once a day");
  });

  it("unsubscribes with the one-click POST, drops what was queued, and sends no more", async () => {
    await alertOn();
    await publish({ name: "Parklands Maisonette" });
    await scan();
    await sendMail();
    const [, first] = await mail.waitForMail(2);
    const token = tokenIn(first!, "unsubscribe");

    await publish({ name: "Kileleshwa Townhouse" });
    await scan();
    const refused = await alertOneClick.action(
      routeArgs(site(), `/alerts/one-click/${token}`, { params: { token }, form: { other: "x" } }),
    );
    expect(refused.status).toBe(400);
    const oneClick = await alertOneClick.action(
      routeArgs(site(), `/alerts/one-click/${token}`, {
        params: { token },
        form: { "List-Unsubscribe": "One-Click" },
      }),
    );
    expect(oneClick.status).toBe(200);
    const page = await alertUnsubscribe.loader(
      routeArgs(site(), `/alerts/unsubscribe/${token}`, { params: { token } }),
    );
    expect(unwrap(page).value).toMatchObject({ alert: { status: "unsubscribed" } });

    expect(await sendMail()).toEqual({ sent: 0, failed: 0 });
    await publish({ name: "Spring Valley Home" });
    expect(await scan()).toMatchObject({ queued: 0 });
    expect(mail.received).toHaveLength(2);

    const manage = await alertManage.loader(
      routeArgs(site(), `/alerts/manage/${token}`, { params: { token } }),
    );
    expect(unwrap(manage).value).toEqual({ alerts: [] });
  });

  it("lists an address's alerts from any of its e-mails, and stops one or all of them there", async () => {
    await alertOn();
    await alertOn({ type: "land" });
    const token = tokenIn(mail.received[1]!, "manage");
    const manage = async () =>
      unwrap(await alertManage.loader(routeArgs(site(), `/alerts/manage/${token}`, { params: { token } })))
        .value as {
        alerts: { id: number; search: string }[];
      };
    expect((await manage()).alerts.map((alert) => alert.search)).toEqual([
      "Houses for sale in Nairobi",
      "Land for sale",
    ]);
    const [houses] = (await manage()).alerts;
    await alertManage.action(
      routeArgs(site(), `/alerts/manage/${token}`, {
        params: { token },
        form: { alert: String(houses!.id) },
      }),
    );
    expect((await manage()).alerts.map((alert) => alert.search)).toEqual(["Land for sale"]);
    await alertManage.action(
      routeArgs(site(), `/alerts/manage/${token}`, { params: { token }, form: { alert: "all" } }),
    );
    expect((await manage()).alerts).toEqual([]);

    const unknown = "x".repeat(43);
    expect(
      unwrap(
        await alertManage.loader(
          routeArgs(site(), `/alerts/manage/${unknown}`, { params: { token: unknown } }),
        ),
      ).status,
    ).toBe(404);
  });

  it("limits sign-ups per address and per network, and alerts per address", async () => {
    const clientAddress = "2001:db8:9::1";
    for (let n = 1; n <= 3; n += 1) {
      expect((await signUp({ type: "houses", bedrooms: String(n) }, { clientAddress })).status).toBe(200);
    }
    expect(await signUp({ type: "land" }, { clientAddress })).toMatchObject({
      status: 429,
      value: { status: "limited" },
    });
    // Ten sign-ups from one network in an hour, whatever the addresses; the limited one counted too.
    for (let n = 5; n <= 10; n += 1) {
      const email = `visitor${n}@example.co.ke`;
      expect((await signUp({ type: "rent" }, { email, clientAddress })).status).toBe(200);
    }
    expect((await signUp({ type: "rent" }, { email: "eleventh@example.co.ke", clientAddress })).status).toBe(
      429,
    );
    // One IPv4 address, which a carrier may share among many hunters, has room for more.
    for (let n = 1; n <= 11; n += 1) {
      expect((await signUp({ type: "rent" }, { email: `carrier${n}@example.co.ke` })).status).toBe(200);
    }

    const fromAnywhere = async (filters: Record<string, string>) => {
      await db().deleteFrom("rate_limit_windows").execute();
      return signUp(filters, { email: "many@example.co.ke" });
    };
    for (let n = 1; n <= 10; n += 1)
      expect((await fromAnywhere({ "min-price": String(n * 1000) })).status).toBe(200);
    expect(await fromAnywhere({ "max-price": "5000" })).toMatchObject({
      status: 409,
      value: { status: "too-many" },
    });
  });

  it("limits sign-ups per mailbox, however its address is spelled, and writes to the address as typed", async () => {
    const spellings = ["achieng+1@example.co.ke", "achieng+2@example.co.ke", "Achieng+3@Example.co.ke"];
    for (const email of spellings) expect((await signUp({ type: "land" }, { email })).status).toBe(200);
    expect(await signUp({ type: "land" }, { email: "achieng+4@example.co.ke" })).toMatchObject({
      status: 429,
      value: { status: "limited" },
    });
    expect(await sendMail()).toEqual({ sent: 3, failed: 0 });
    const received = await mail.waitForMail(3);
    expect(received.flatMap((each) => each.recipients).sort()).toEqual(
      spellings.map((email) => email.toLowerCase()).sort(),
    );
  });

  it("refuses a search the list does not offer, with 400 and what was typed, and sends nothing", async () => {
    const paragraph = "Nairobi. Your account is locked: call +254 700 000 000 or visit evil.example now";
    const madeUp: Record<string, string>[] = [
      { type: "houses", city: paragraph },
      { type: "houses", city: "Mombasa" },
      { type: "castle", city: "Nairobi" },
      { q: "villa ".repeat(20).trim() },
    ];
    for (const filters of madeUp) {
      expect(await signUp(filters), JSON.stringify(filters)).toMatchObject({
        status: 400,
        value: { status: "unknown-search", values: { email: VISITOR } },
      });
    }
    expect(await sendMail()).toEqual({ sent: 0, failed: 0 });
    expect(await db().selectFrom("search_alerts").selectAll().execute()).toEqual([]);
  });

  it("refuses a sign-up without a filter or with a bad address, with 400 and what was typed", async () => {
    expect(await signUp({ sort: "latest" })).toMatchObject({ status: 400, value: { status: "no-filter" } });
    expect(await signUp(NAIROBI_HOUSES, { email: "not an address" })).toMatchObject({
      status: 400,
      value: { status: "invalid", values: { email: "not an address" } },
    });
    expect(await signUp(NAIROBI_HOUSES, { frequency: "hourly" })).toMatchObject({
      status: 400,
      value: { status: "invalid" },
    });
  });

  it("looks at the alerts one by one again only once a listing, an alert or the day has changed", async () => {
    await alertOn();
    expect(await scan()).toEqual({ queued: 0, alertsScanned: 1 });
    expect(await scan()).toEqual({ queued: 0, alertsScanned: 0 });

    await publish({ name: "Gigiri Residence" });
    expect(await scan()).toEqual({ queued: 1, alertsScanned: 1 });
    expect(await scan()).toEqual({ queued: 0, alertsScanned: 0 });
    await sendMail();
    await mail.waitForMail(2);

    await alertOn({ type: "land" });
    expect(await scan()).toEqual({ queued: 0, alertsScanned: 2 });

    let offsetMs = 0;
    const scanner = createAlertScanner({
      db: db(),
      onQueued: () => {},
      intervalMs: 60_000,
      now: () => new Date(Date.now() + offsetMs),
    });
    expect(await scanner.runDue()).toEqual({ queued: 0, alertsScanned: 2 });
    expect(await scanner.runDue()).toEqual({ queued: 0, alertsScanned: 0 });
    offsetMs = 24 * 60 * 60 * 1000;
    expect(await scanner.runDue()).toEqual({ queued: 0, alertsScanned: 2 });
  });

  it("notes each listing once when two processes' scanners run at once", async () => {
    await alertOn();
    for (let n = 0; n < 5; n += 1) await publish({ name: `Syokimau Home ${n}` });
    const other = createAlertScanner({ db: db(), onQueued: () => {}, intervalMs: 60_000 });
    const outcomes = await Promise.all([scan(), other.runDue(), scan(), other.runDue()]);
    expect(outcomes.reduce((total, outcome) => total + outcome.queued, 0)).toBe(1);
    await sendMail();
    const received = await mail.waitForMail(2);
    expect(received[1]!.parsed.subject).toBe("5 new listings: Houses for sale in Nairobi");
    expect(mail.received).toHaveLength(2);
  });
});
