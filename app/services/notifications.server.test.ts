import { createServer, type AddressInfo } from "node:net";
import { saveBrand } from "~/data/brand.server";
import { DEFAULT_BRAND } from "~/domain/brand";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { saveContactMessage } from "~/data/contact-messages.server";
import { findNotificationRecords } from "~/data/outbox.server";
import { findListingBySlug } from "~/data/properties.server";
import { createProperty } from "~/data/property-writes.server";
import { saveNotificationAddress } from "~/data/settings.server";
import { NOTIFICATION_ATTEMPTS, notificationState, retryDelayMs } from "~/domain/notifications";
import { listingReference } from "~/domain/reference";
import { addAccounts } from "~/testing/accounts.server";
import { signedInHeaders } from "~/testing/admin-session.server";
import { aProperty } from "~/testing/listings";
import { type MailServer, startMailServer } from "~/testing/mail-server.server";
import { freshSiteForEachTest, openTestSite, routeArgs, unwrap } from "~/testing/test-services.server";
import * as contact from "../site/routes/contact";
import * as messages from "../office/routes/messages";
import * as property from "../site/routes/property";
import { type AppServices, MAIL_WRITERS, startServices } from "./context.server";
import { createNotificationWorker, type NotificationWorker } from "./notifications.server";

const OFFICE = "office@makazi.co.ke";

let mail: MailServer;
beforeAll(async () => {
  mail = await startMailServer();
});
afterAll(async () => {
  await mail.stop();
});
beforeEach(async () => {
  clockOffsetMs = 0;
  mail.received.length = 0;
  mail.refuseRecipients(null);
});

const site = freshSiteForEachTest(() => ({ SMTP_URL: mail.url, PUBLIC_BASE_URL: "http://makazi.test" }));
const db = () => site().services.database.db;

/** The workers' clock: the real time (messages are saved at it), moved on by the test instead of waiting minutes. */
let clockOffsetMs = 0;
const clock = () => new Date(Date.now() + clockOffsetMs);
const advance = (ms: number) => {
  clockOffsetMs += ms;
};

function workerOf(services: AppServices = site().services): NotificationWorker {
  const { smtp, mailFrom, publicBaseUrl } = services.config;
  return createNotificationWorker({
    db: services.database.db,
    smtp: smtp!,
    from: mailFrom,
    siteOrigin: publicBaseUrl!,
    writers: MAIL_WRITERS,
    now: clock,
  });
}

const contactForm = (name: string) => ({
  name,
  email: `${name.toLowerCase()}@example.co.ke`,
  message: `Hello from ${name}. Do you manage rentals in Kilimani?`,
});
const sendContact = async (name: string) =>
  unwrap(await contact.action(routeArgs(site(), "/contact", { form: contactForm(name) })));

const notificationStates = async (messageIds: number[]) => {
  const records = await findNotificationRecords(db(), messageIds);
  return messageIds.map((id) => notificationState(records.get(id) ?? null));
};
const allMessageIds = async () =>
  (await db().selectFrom("contact_messages").select("id").orderBy("id").execute()).map((row) => row.id);

describe("e-mail to the office about each new message", { timeout: 30_000 }, () => {
  beforeEach(async () => {
    await saveNotificationAddress(db(), OFFICE);
    await saveBrand(db(), { ...DEFAULT_BRAND, name: "Baraka Homes" });
  });

  it("e-mails an enquiry once, with the listing's name, reference and link, and the visitor to reply to", async () => {
    const slug = await createProperty(db(), aProperty({ name: "Karen Garden Villa" }));
    const reference = listingReference((await findListingBySlug(db(), slug))!.id);
    const form = {
      name: "Wanjiru Kamau",
      phone: "0712 345 678",
      email: "wanjiru@example.co.ke",
      message: "Can I view Karen Garden Villa on Saturday?",
    };
    const args = routeArgs(site(), `/properties/${slug}`, { params: { slug }, form });
    expect(unwrap(await property.action(args)).value).toEqual({ status: "sent", name: "Wanjiru Kamau" });

    expect(await site().services.notifications!.runDue()).toEqual({ sent: 1, failed: 0 });
    const [received] = await mail.waitForMail(1);
    const { parsed, recipients } = received!;
    expect(recipients).toEqual([OFFICE]);
    expect(parsed.to).toMatchObject({ text: OFFICE });
    // Sent in the office's name, as its site says it.
    expect(parsed.from?.value).toEqual([{ name: "Baraka Homes", address: "no-reply@makazi.test" }]);
    expect(parsed.replyTo?.value).toEqual([{ name: "Wanjiru Kamau", address: "wanjiru@example.co.ke" }]);
    expect(parsed.subject).toBe(`Enquiry about Karen Garden Villa (${reference}) from Wanjiru Kamau`);
    expect(parsed.text).toContain(`Listing: Karen Garden Villa (${reference})`);
    expect(parsed.text).toContain(`Link: http://makazi.test/properties/${slug}`);
    expect(parsed.text).toContain("Phone: 0712 345 678");
    expect(parsed.text).toContain("Can I view Karen Garden Villa on Saturday?");
    expect(parsed.html).toContain(`href="http://makazi.test/properties/${slug}"`);

    expect(await site().services.notifications!.runDue()).toEqual({ sent: 0, failed: 0 });
    expect(mail.received).toHaveLength(1);

    await addAccounts(site());
    const inbox = await messages.loader(
      routeArgs(site(), "/messages", { headers: await signedInHeaders(site()) }),
    );
    expect(inbox.messages[0]?.notification).toMatchObject({ kind: "sent" });
  });

  it("e-mails a contact-form message without a listing", async () => {
    expect((await sendContact("Otieno")).status).toBe(200);
    await site().services.notifications!.runDue();
    const [received] = await mail.waitForMail(1);
    expect(received!.parsed.subject).toBe("Message from Otieno on Baraka Homes");
    expect(received!.parsed.text).toContain("Hello from Otieno. Do you manage rentals in Kilimani?");
    expect(received!.parsed.text).not.toContain("Listing:");
    expect(received!.parsed.replyTo?.value).toEqual([{ name: "Otieno", address: "otieno@example.co.ke" }]);
  });

  it("writes the links of mail queued with another address than PUBLIC_BASE_URL with PUBLIC_BASE_URL", async () => {
    await saveContactMessage(
      db(),
      { name: "Baraka", email: "baraka@example.co.ke", message: "Queued before the upgrade" },
      { officeAddress: OFFICE, siteOrigin: "http://stranger.example" },
    );
    await site().services.notifications!.runDue();
    const [received] = await mail.waitForMail(1);
    expect(received!.parsed.text).toMatch(/http:\/\/makazi\.test\/messages\/\d+/);
    expect(received!.parsed.text).not.toContain("stranger.example");
  });

  it("keeps a visitor's line breaks out of the headers: no header of theirs, no recipient of theirs", async () => {
    await saveContactMessage(
      db(),
      { name: "Eve\r\nBcc: victim@example.com", email: "eve@example.co.ke", message: "Hi" },
      { officeAddress: OFFICE, siteOrigin: "https://makazi.co.ke" },
    );
    await site().services.notifications!.runDue();
    const [received] = await mail.waitForMail(1);
    expect(received!.recipients).toEqual([OFFICE]);
    expect(received!.parsed.headers.has("bcc")).toBe(false);
    expect(received!.parsed.subject).toBe("Message from Eve Bcc: victim@example.com on Baraka Homes");
  });

  it("delivers every message exactly once after the mail server was down, retrying as the clock moves on", async () => {
    const worker = workerOf();
    await mail.stop();
    for (const name of ["Achieng", "Baraka", "Chebet"]) expect((await sendContact(name)).status).toBe(200);
    const ids = await allMessageIds();

    const before = clock().getTime();
    expect(await worker.runDue()).toEqual({ sent: 0, failed: 3 });
    const after = clock().getTime();
    for (const state of await notificationStates(ids)) {
      expect(state).toMatchObject({ kind: "retrying", attempts: 1 });
      const nextTry = state.kind === "retrying" ? Date.parse(state.nextAttemptAt) : NaN;
      expect(nextTry).toBeGreaterThanOrEqual(before + retryDelayMs(1));
      expect(nextTry).toBeLessThanOrEqual(after + retryDelayMs(1));
      expect(state.kind === "retrying" && state.lastError).toMatch(/ECONNREFUSED/);
    }
    expect(await worker.runDue()).toEqual({ sent: 0, failed: 0 });

    await mail.start();
    advance(retryDelayMs(1));
    expect(await worker.runDue()).toEqual({ sent: 3, failed: 0 });
    expect(await worker.runDue()).toEqual({ sent: 0, failed: 0 });
    const received = await mail.waitForMail(3);
    expect(received.map((mail) => mail.parsed.subject).sort()).toEqual(
      ["Achieng", "Baraka", "Chebet"].map((name) => `Message from ${name} on Baraka Homes`),
    );
    expect((await notificationStates(ids)).map((state) => state.kind)).toEqual(["sent", "sent", "sent"]);
  });

  // The test's own time limit is the bound: with the 20 s default the worker would wait 40 s for the two.
  it(
    "gives up on a mail server that never answers within its timeout, keeps the e-mail to retry, and blocks no form",
    { timeout: 15_000 },
    async () => {
      const silent = createServer(() => {
        // Takes the connection and never says a word, as a hung mail server.
      });
      await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
      const { port } = silent.address() as AddressInfo;
      const { mailFrom, publicBaseUrl } = site().services.config;
      const worker = createNotificationWorker({
        db: db(),
        smtp: { url: `smtp://127.0.0.1:${port}`, description: `127.0.0.1:${port}` },
        from: mailFrom,
        siteOrigin: publicBaseUrl!,
        writers: MAIL_WRITERS,
        timeoutMs: 500,
        now: clock,
      });
      try {
        await sendContact("Njeri");
        const sending = worker.runDue();
        // Visitors' messages are saved meanwhile.
        expect((await sendContact("Otieno")).status).toBe(200);
        expect(await sending).toEqual({ sent: 0, failed: 2 });
        for (const state of await notificationStates(await allMessageIds())) {
          expect(state).toMatchObject({ kind: "retrying", attempts: 1 });
          expect(state.kind === "retrying" && state.lastError).toMatch(/Greeting never received|Timeout/);
        }
      } finally {
        await worker.stop();
        await new Promise((resolve) => silent.close(resolve));
      }
    },
  );

  it("marks an e-mail the mail server refuses as failed after the last attempt, with its answer", async () => {
    const worker = workerOf();
    mail.refuseRecipients("550 5.1.1 No such mailbox here");
    await sendContact("Mwangi");
    const [id] = await allMessageIds();

    for (let attempt = 1; attempt <= NOTIFICATION_ATTEMPTS; attempt += 1) {
      expect(await worker.runDue()).toEqual({ sent: 0, failed: 1 });
      advance(retryDelayMs(attempt));
    }
    const [state] = await notificationStates([id!]);
    expect(state).toMatchObject({ kind: "failed", attempts: NOTIFICATION_ATTEMPTS });
    expect(state?.kind === "failed" && state.lastError).toContain("550 5.1.1 No such mailbox here");

    mail.refuseRecipients(null);
    advance(24 * 60 * 60_000);
    expect(await worker.runDue()).toEqual({ sent: 0, failed: 0 });
    expect(mail.received).toHaveLength(0);
  });

  it("sends each e-mail once when two app processes' workers claim from one database at once", async () => {
    const second = await startServices(site().services.config);
    try {
      for (let n = 0; n < 24; n += 1) {
        await saveContactMessage(
          db(),
          { name: `Visitor ${n}`, email: null, phone: "0712 345 678", message: `Message ${n}` },
          { officeAddress: OFFICE, siteOrigin: "https://makazi.co.ke" },
        );
      }
      const [one, two] = [workerOf(), workerOf(second)];
      const outcomes = await Promise.all([one.runDue(), two.runDue(), one.runDue(), two.runDue()]);
      expect(outcomes.reduce((total, outcome) => total + outcome.sent, 0)).toBe(24);
      const subjects = (await mail.waitForMail(24)).map((received) => received.parsed.subject);
      expect(new Set(subjects).size).toBe(24);
      expect(mail.received).toHaveLength(24);
    } finally {
      await second.database.close();
    }
  });

  it("drops an e-mail of a kind it has no writer for, such as one a newer version queued, and sends the rest", async () => {
    await saveContactMessage(
      db(),
      { name: "Wambui", email: "wambui@example.co.ke", message: "Is the Kilimani flat still free?" },
      { officeAddress: OFFICE, siteOrigin: "http://makazi.test" },
    );
    await db()
      .insertInto("notification_outbox")
      .values({
        kind: "newsletter",
        recipient: "reader@example.co.ke",
        site_origin: "http://makazi.test",
        status: "pending",
        next_attempt_at: clock().toISOString(),
        created_at: clock().toISOString(),
      })
      .execute();
    expect(await workerOf().runDue()).toEqual({ sent: 1, failed: 0 });
    const newsletter = await db()
      .selectFrom("notification_outbox")
      .select("status")
      .where("kind", "=", "newsletter")
      .executeTakeFirstOrThrow();
    expect(newsletter.status).toBe("dropped");
    expect((await mail.waitForMail(1)).map((received) => received.recipients)).toEqual([[OFFICE]]);
  });
});

describe("without e-mail", { timeout: 30_000 }, () => {
  it("queues nothing when no notification address is set, and the inbox says e-mail is off", async () => {
    expect((await sendContact("Njeri")).status).toBe(200);
    expect(await site().services.notifications!.runDue()).toEqual({ sent: 0, failed: 0 });
    expect(await notificationStates(await allMessageIds())).toEqual([{ kind: "off" }]);
  });

  it("queues nothing without SMTP_URL, whatever address is set", async () => {
    const plain = await openTestSite();
    try {
      expect(plain.services.notifications).toBeNull();
      await saveNotificationAddress(plain.services.database.db, OFFICE);
      const result = await contact.action(routeArgs(plain, "/contact", { form: contactForm("Kamau") }));
      expect(unwrap(result).status).toBe(200);
      expect(
        await plain.services.database.db.selectFrom("notification_outbox").selectAll().execute(),
      ).toEqual([]);
    } finally {
      await plain.close();
    }
  });
});
