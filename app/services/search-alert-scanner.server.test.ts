import { describe, expect, it } from "vitest";
import { confirmAvailability } from "~/data/availability-checks.server";
import { changeListingStatus } from "~/data/listing-status.server";
import { importSite, readSiteExport, siteExportText } from "~/data/site-transfer.server";
import { nextDigestAt } from "~/domain/search-alerts";
import { mailServerForTests, NAIROBI_HOUSES, searchAlertSteps } from "~/testing/search-alerts.server";
import { freshSiteForEachTest } from "~/testing/test-services.server";
import { MAIL_WRITERS } from "./context.server";
import { createNotificationWorker } from "./notifications.server";
import { createAlertScanner } from "./search-alert-scanner.server";

const mail = mailServerForTests();
const site = freshSiteForEachTest(() => ({ SMTP_URL: mail().url, PUBLIC_BASE_URL: "http://makazi.test" }));
const { db, sendMail, scan, publish, alertOn } = searchAlertSteps(site, mail);

describe("the search alerts' scan for new listings", { timeout: 60_000 }, () => {
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
    const received = await mail().waitForMail(2);
    expect(received[1]!.parsed.subject).toBe(
      "1 new listing: Houses for sale in Nairobi, from $200.000, with Borehole",
    );
    expect(received[1]!.parsed.text).toContain("Muthaiga Draft");
  });

  it("leaves out a listing whose availability was not checked recently, and sends it once it is", async () => {
    await alertOn();
    const stale = await publish({ name: "Kileleshwa Unchecked House" });
    await publish({ name: "Lavington Checked House" });
    await db()
      .updateTable("properties")
      .set({ availability_checked_at: new Date(Date.now() - 20 * 24 * 60 * 60 * 1000).toISOString() })
      .where("slug", "=", stale)
      .execute();
    expect(await scan()).toMatchObject({ queued: 1 });
    await sendMail();
    const [, first] = await mail().waitForMail(2);
    expect(first!.parsed.text).toContain("Lavington Checked House");
    expect(first!.parsed.text).not.toContain("Kileleshwa Unchecked House");

    await confirmAvailability(db(), stale, new Date());
    expect(await scan()).toMatchObject({ queued: 1 });
    await sendMail();
    const [, , second] = await mail().waitForMail(3);
    expect(second!.parsed.text).toContain("Kileleshwa Unchecked House");
    expect(second!.parsed.text).not.toContain("Lavington Checked House");
  });

  it("takes the listings of a site import as known, and sends only those published after it", async () => {
    await alertOn();
    const before = await publish({ name: "Kilimani Family Home" });
    expect(await scan()).toMatchObject({ queued: 1 });
    await sendMail();
    await mail().waitForMail(2);

    // Export and import as the db command does: through JSON, replacing the site.
    const database = site().services.database;
    let text = "";
    for await (const run of siteExportText(database)) text += run;
    const exported = readSiteExport(JSON.parse(text));
    await importSite(database, exported, { replace: true });
    expect(await scan()).toMatchObject({ queued: 0 });

    const after = await publish({ name: "Runda Villa" });
    expect(await scan()).toMatchObject({ queued: 1 });
    await sendMail();
    const [, , matches] = await mail().waitForMail(3);
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
      writers: MAIL_WRITERS,
      now: clock,
    });
    expect(await scanner.runDue()).toMatchObject({ queued: 0 });
    expect(await worker.runDue()).toEqual({ sent: 0, failed: 0 });

    offsetMs = nextDigestAt(new Date()).getTime() - Date.now();
    expect(await scanner.runDue()).toMatchObject({ queued: 1 });
    expect(await scanner.runDue()).toMatchObject({ queued: 0 });
    expect(await worker.runDue()).toEqual({ sent: 1, failed: 0 });
    await worker.stop();
    const received = await mail().waitForMail(2);
    expect(received[1]!.parsed.subject).toBe("Today's 2 new listings: Houses for sale in Nairobi");
    expect(received[1]!.parsed.text).toContain("Westlands Flat One");
    expect(received[1]!.parsed.text).toContain("Westlands Flat Two");
    expect(received[1]!.parsed.text).toContain("once a day");
  });

  it("looks at the alerts one by one again only once a listing, an alert or the day has changed", async () => {
    await alertOn();
    expect(await scan()).toEqual({ queued: 0, alertsScanned: 1 });
    expect(await scan()).toEqual({ queued: 0, alertsScanned: 0 });

    await publish({ name: "Gigiri Residence" });
    expect(await scan()).toEqual({ queued: 1, alertsScanned: 1 });
    expect(await scan()).toEqual({ queued: 0, alertsScanned: 0 });
    await sendMail();
    await mail().waitForMail(2);

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
    const received = await mail().waitForMail(2);
    expect(received[1]!.parsed.subject).toBe("5 new listings: Houses for sale in Nairobi");
    expect(mail().received).toHaveLength(2);
  });
});
