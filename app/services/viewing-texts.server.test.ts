import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createProperty } from "~/data/property-writes.server";
import { saveTextSettings, saveViewingHours } from "~/data/settings.server";
import { erasePerson, findPersonRecords } from "~/data/personal-records.server";
import { createUser } from "~/data/users.server";
import { countTexts, findLatestTexts } from "~/data/text-outbox.server";
import { findViewingsFrom, takenPlaces } from "~/data/viewings.server";
import { MOST_SMS_PARTS, smsParts } from "~/domain/sms";
import { DEFAULT_TEXT_SETTINGS } from "~/domain/text-caps";
import { DEFAULT_VIEWING_HOURS } from "~/domain/viewing-hours";
import type { ViewingSlot } from "~/domain/viewing-slots";
import { aProperty } from "~/testing/listings";
import { costOf, type SmsGatewayStandIn, startSmsGateway } from "~/testing/sms-gateway.server";
import { freshSiteForEachTest, routeArgs, unwrap } from "~/testing/test-services.server";
import * as property from "../site/routes/property";
import * as viewingBooking from "../site/routes/viewing-booking";
import * as viewingCancel from "../site/routes/viewing-cancel";
import * as viewingCode from "../site/routes/viewing-code";
import { TEXT_WRITERS } from "./context.server";
import { createTextWorker } from "./text-messages.server";
import { createViewingReminders } from "./viewing-mail.server";
import { answerBooking, bookingWaitingForCode, moveBooking, viewingSlotsOffered } from "./viewings.server";

const OFFICE_MOBILE = "0711 000 222";
let gateway: SmsGatewayStandIn;
beforeAll(async () => {
  gateway = await startSmsGateway();
});
afterAll(() => gateway.stop());
beforeEach(() => {
  gateway.received.length = 0;
  gateway.behave("accept");
});

const site = freshSiteForEachTest(() => ({
  SMS_API_URL: gateway.url,
  SMS_USERNAME: "makazi",
  SMS_API_KEY: "test-key",
  SMS_FROM: "MAKAZI",
  PUBLIC_BASE_URL: "http://makazi.test",
}));
const db = () => site().services.database.db;

/** Bookings made at once, without a code: the texts about them are what these tests follow. */
const NO_CODES = { ...DEFAULT_TEXT_SETTINGS, bookingCodes: false };

async function listingWithViewings(name = "Kileleshwa Flat", texting = NO_CODES): Promise<string> {
  await saveTextSettings(db(), texting);
  await saveViewingHours(db(), {
    ...DEFAULT_VIEWING_HOURS,
    weekdays: [1, 2, 3, 4, 5, 6, 7],
    opensAt: "08:00",
    closesAt: "18:00",
    capacity: 5,
  });
  return createProperty(db(), aProperty({ name, location: "Mandera Road" }));
}

let visitors = 0;
async function book(slug: string, slot: ViewingSlot, { phone = "", path = "" } = {}) {
  visitors += 1;
  const args = routeArgs(site(), `${path}/properties/${slug}/viewing`, {
    params: { slug },
    form: { slot: slot.startsAt, name: `Visitor ${visitors}`, phone: phone || "0722 000 111", email: "" },
    clientAddress: `198.51.100.${visitors % 250}`,
  });
  return unwrap(await viewingBooking.action(args as Parameters<typeof viewingBooking.action>[0]));
}

/** Sends the texts due at `now` through the stand-in gateway. */
function sendTexts(now = () => new Date()) {
  return createTextWorker({
    db: db(),
    gateway: site().services.config.sms!,
    siteOrigin: "http://makazi.test",
    writers: TEXT_WRITERS,
    timeoutMs: 1_000,
    now,
  }).runDue();
}

const cancelLinkIn = (message: string) =>
  /http:\/\/makazi\.test(\/sw)?\/viewing\/cancel\/[\w-]+/.exec(message)?.[0];

describe("texts about a viewing", () => {
  it("text the visitor's mobile at each turn, in their language, each with a cancel link that works", async () => {
    const slug = await listingWithViewings();
    const [slot, later] = await viewingSlotsOffered(db());
    const booked = await book(slug, slot!, { path: "/sw" });
    expect(booked.status).toBe(200);
    expect(await sendTexts()).toEqual({ sent: 1, failed: 0 });
    const [first] = gateway.received;
    expect(first).toMatchObject({
      to: "+254722000111",
      username: "makazi",
      apiKey: "test-key",
      from: "MAKAZI",
    });
    expect(first!.message).toMatch(/^Your agency: Tumepokea ombi lako/);
    expect(first!.message).toContain("Kileleshwa Flat");
    expect(smsParts(first!.message)).toBeLessThanOrEqual(MOST_SMS_PARTS);

    const viewing = (await db().selectFrom("viewings").select("id").executeTakeFirstOrThrow()).id;
    await answerBooking(site().context, { id: viewing, answer: "confirmed" });
    expect(await moveBooking(site().context, { id: viewing, startsAt: later!.startsAt })).toBe("moved");
    expect(await sendTexts()).toEqual({ sent: 2, failed: 0 });
    const [, confirmed, moved] = gateway.received;
    expect(confirmed!.message).toContain("imethibitishwa");
    expect(moved!.message).toContain("imehamishiwa");

    // The moved text's link cancels the booking; the cancellation is texted, without a link.
    const link = new URL(cancelLinkIn(moved!.message)!);
    const token = link.pathname.split("/").at(-1)!;
    const cancelled = await viewingCancel.action(
      routeArgs(site(), `/sw/viewing/cancel/${token}`, { params: { token }, form: {} }) as Parameters<
        typeof viewingCancel.action
      >[0],
    );
    expect(cancelled).toBeDefined();
    expect(await sendTexts()).toEqual({ sent: 1, failed: 0 });
    expect(gateway.received[3]!.message).toContain("imeghairiwa");
    expect(cancelLinkIn(gateway.received[3]!.message)).toBeUndefined();

    const counts = await countTexts(db(), new Date());
    expect(counts).toMatchObject({ today: 4, thisMonth: 4, waiting: 0 });
    const parts = gateway.received.reduce((sum, text) => sum + smsParts(text.message), 0);
    expect(counts.costThisMonth).toEqual([`KES ${(parts * 0.8).toFixed(2)}`]);
  });

  it("text the office's number of each booking when it gives one, and no landline or foreign number", async () => {
    const slug = await listingWithViewings();
    await saveTextSettings(db(), { ...NO_CODES, officeNumber: OFFICE_MOBILE });
    const [slot] = await viewingSlotsOffered(db());
    await book(slug, slot!, { phone: "020 234 5678" });
    await book(slug, slot!, { phone: "+44 7700 900123" });
    await sendTexts();
    expect(gateway.received.map((text) => text.to)).toEqual(["+254711000222", "+254711000222"]);
    expect(gateway.received[0]!.message).toMatch(
      /^New viewing V-[A-Z2-9]{6}: Visitor \d+, \+254202345678, Kileleshwa Flat/,
    );
    expect(gateway.received[0]!.message).toContain("http://makazi.test/viewings");
  });

  it("remind the visitor by text the day before, once, however often the reminders run", async () => {
    const slug = await listingWithViewings();
    const now = new Date();
    const slot = (await viewingSlotsOffered(db())).find(
      (free) => Date.parse(free.startsAt) - now.getTime() > 30 * 60 * 60 * 1000,
    )!;
    await book(slug, slot);
    await sendTexts();
    const dayBefore = () => new Date(Date.parse(slot.startsAt) - 23 * 60 * 60 * 1000);
    const reminders = () =>
      createViewingReminders({
        db: db(),
        siteOrigin: "http://makazi.test",
        channels: ["sms"],
        onQueued: () => {},
        intervalMs: 60_000,
        now: dayBefore,
      });
    const runs = await Promise.all([reminders().runDue(), reminders().runDue()]);
    expect(runs.map((run) => run.queued).sort()).toEqual([0, 1]);
    await sendTexts(dayBefore);
    expect(gateway.received).toHaveLength(2);
    expect(gateway.received[1]!.message).toContain("A reminder: your viewing of Kileleshwa Flat");
    expect(cancelLinkIn(gateway.received[1]!.message)).toBeDefined();
  });

  it("keep a long listing name's text within two parts, its reference and link whole", async () => {
    const long = `Spacious ${"Very Long Named ".repeat(12)}Garden Maisonette`;
    const slug = await listingWithViewings(long);
    const [slot] = await viewingSlotsOffered(db());
    await book(slug, slot!);
    await sendTexts();
    const { message } = gateway.received[0]!;
    expect(smsParts(message)).toBeLessThanOrEqual(MOST_SMS_PARTS);
    expect(message).toMatch(/Ref\. V-[A-Z2-9]{6}\./);
    expect(cancelLinkIn(message)).toMatch(/\/viewing\/cancel\/[\w-]{43}$/);
    expect(message).toContain("Spacious Very Long Named");
    expect(message).not.toContain("Garden Maisonette");
  });
});

describe("the texts' outbox", () => {
  it("retry a text while the gateway is down or out of credit, send it once when it is back, and say why it waited", async () => {
    const slug = await listingWithViewings();
    const [slot] = await viewingSlotsOffered(db());
    await book(slug, slot!);
    let clock = Date.now();
    const now = () => new Date(clock);
    for (const [behaviour, status] of [
      ["server-error", "HTTP 500"],
      ["wrong-key", "username or API key"],
      ["insufficient-balance", "InsufficientBalance (405)"],
    ] as const) {
      gateway.behave(behaviour);
      expect(await sendTexts(now)).toEqual({ sent: 0, failed: 1 });
      const [record] = await findLatestTexts(db(), 10);
      expect(record).toMatchObject({ status: "pending" });
      expect(record!.lastError).toContain(status);
      clock += 2 * 60 * 60 * 1000;
    }
    gateway.behave("accept");
    expect(await sendTexts(now)).toEqual({ sent: 1, failed: 0 });
    expect(await sendTexts(now)).toEqual({ sent: 0, failed: 0 });
    expect(gateway.received).toHaveLength(1);
    const [record] = await findLatestTexts(db(), 10);
    expect(record).toMatchObject({
      status: "sent",
      attempts: 4,
      gatewayStatus: "Success (101)",
      cost: costOf(smsParts(gateway.received[0]!.message)),
    });
  });

  it("never send again a text the gateway took without answering", async () => {
    const slug = await listingWithViewings();
    const [slot] = await viewingSlotsOffered(db());
    await book(slug, slot!);
    gateway.behave("silent");
    const before = gateway.requests;
    expect(await sendTexts()).toEqual({ sent: 0, failed: 1 });
    gateway.behave("accept");
    expect(await sendTexts(() => new Date(Date.now() + 24 * 60 * 60 * 1000))).toEqual({ sent: 0, failed: 0 });
    expect(gateway.requests - before).toBe(1);
    const [record] = await findLatestTexts(db(), 10);
    expect(record).toMatchObject({ status: "unconfirmed" });
    expect(record!.lastError).toContain("did not answer");
  });

  it("hold texts past the daily cap until the next day, with two instances sending at once", async () => {
    const slug = await listingWithViewings();
    await saveTextSettings(db(), { ...NO_CODES, caps: { daily: 3, monthly: 100 } });
    const [slot] = await viewingSlotsOffered(db());
    for (let n = 0; n < 5; n += 1)
      await book(slug, slot!, { phone: `07220001${String(n).padStart(2, "0")}` });
    const outcomes = await Promise.all([sendTexts(), sendTexts()]);
    expect(outcomes.reduce((sum, outcome) => sum + outcome.sent, 0)).toBe(3);
    expect(gateway.received).toHaveLength(3);
    expect(new Set(gateway.received.map((text) => text.to)).size).toBe(3);
    expect(await countTexts(db(), new Date())).toMatchObject({ today: 3, waiting: 2 });
    // Tomorrow in Nairobi there is room again.
    const tomorrow = () => new Date(Date.now() + 24 * 60 * 60 * 1000);
    expect(await sendTexts(tomorrow)).toEqual({ sent: 2, failed: 0 });
    expect(new Set(gateway.received.map((text) => text.to)).size).toBe(5);
  });

  it("hold texts past the monthly cap", async () => {
    const slug = await listingWithViewings();
    await saveTextSettings(db(), { ...NO_CODES, caps: { daily: 100, monthly: 1 } });
    const [slot] = await viewingSlotsOffered(db());
    await book(slug, slot!, { phone: "0722 000 301" });
    await book(slug, slot!, { phone: "0722 000 302" });
    expect(await sendTexts()).toEqual({ sent: 1, failed: 0 });
    expect(await sendTexts()).toEqual({ sent: 0, failed: 0 });
    expect(await countTexts(db(), new Date())).toMatchObject({ thisMonth: 1, waiting: 1 });
  });
});

describe("a person's texts", () => {
  it("are found by their number, however written, and erased with their bookings", async () => {
    const slug = await listingWithViewings();
    const [slot] = await viewingSlotsOffered(db());
    await book(slug, slot!, { phone: "0722 000 401" });
    await book(slug, slot!, { phone: "0722 000 402" });
    await sendTexts();
    const key = { by: "phone", digits: "254722000401" } as const;
    const found = await findPersonRecords(db(), key);
    expect(found.emails.map((text) => [text.recipient, text.status])).toEqual([["+254722000401", "sent"]]);
    await erasePerson(db(), key);
    expect((await findLatestTexts(db(), 10)).map((text) => text.recipient)).toEqual(["+254722000402"]);
  });
});

describe("texts to the office about new messages", () => {
  async function agentsListing(): Promise<string> {
    const slug = await listingWithViewings("Karen Garden Villa");
    const agent = await createUser(db(), { email: "otieno@makazi.co.ke", passwordHash: "x", role: "agent" });
    await db().updateTable("users").set({ phone: "0733 000 444" }).where("id", "=", agent).execute();
    await db().updateTable("properties").set({ agent_id: agent }).where("slug", "=", slug).execute();
    return slug;
  }

  const enquire = (slug: string) =>
    property.action(
      routeArgs(site(), `/properties/${slug}`, {
        params: { slug },
        form: {
          name: "Wanjiru Kamau",
          phone: "0712 345 678",
          email: "",
          message: "Can I view it on Saturday morning? I would come with my husband.",
        },
      }),
    );

  it("text the office's mobile of an enquiry, and the listing's agent's only when the office asks", async () => {
    const slug = await agentsListing();
    await saveTextSettings(db(), { ...NO_CODES, officeNumber: OFFICE_MOBILE });
    await enquire(slug);
    await sendTexts();
    expect(gateway.received.map((text) => text.to)).toEqual(["+254711000222"]);
    const [text] = gateway.received;
    expect(text!.message).toMatch(
      /^Enquiry about Karen Garden Villa \(MK-\d+\) from Wanjiru Kamau, \+254 712 345 678: "Can I view it on Saturday morning\? I would come with my husband\." http:\/\/makazi\.test\/messages\/\d+$/,
    );

    await saveTextSettings(db(), { ...NO_CODES, officeNumber: OFFICE_MOBILE, textAgents: true });
    await enquire(slug);
    const [slot] = await viewingSlotsOffered(db());
    await book(slug, slot!);
    await sendTexts();
    const later = gateway.received.slice(1).map((text) => [text.to, text.message.split(" ")[0]]);
    expect(later).toEqual(
      expect.arrayContaining([
        ["+254711000222", "Enquiry"],
        ["+254733000444", "Enquiry"],
        ["+254711000222", "New"],
        ["+254733000444", "New"],
        ["+254722000111", "Your"],
      ]),
    );
    expect(later).toHaveLength(5);
  });
});

describe("a booking made with the code texted to its phone", () => {
  const typeCode = (codePath: string, code: string) => {
    const token = codePath.split("/").at(-1)!;
    return viewingCode.action(
      routeArgs(site(), codePath, { params: { token }, form: { code } }) as Parameters<
        typeof viewingCode.action
      >[0],
    );
  };
  const codeIn = (message: string) => /\b(\d{6})\b/.exec(message)![1]!;
  const officeSees = async () => (await findViewingsFrom(db(), "2000-01-01T00:00:00.000Z", null)).length;

  it("hold the time while the code is typed, and make the booking on the right code only", async () => {
    const slug = await listingWithViewings("Kileleshwa Flat", DEFAULT_TEXT_SETTINGS);
    const [slot] = await viewingSlotsOffered(db());
    const answer = await book(slug, slot!, { phone: "0722 000 111" });
    expect(answer.status).toBe(200);
    expect(answer.value).toMatchObject({ status: "code-sent", mobile: "+254 722 ••• 111", minutes: 10 });
    const { codePath } = answer.value as { codePath: string };
    expect((await takenPlaces(db(), slot!.startsAt)).get(slot!.startsAt)).toBe(1);
    expect(await officeSees()).toBe(0);

    await sendTexts();
    expect(gateway.received).toHaveLength(1);
    const code = codeIn(gateway.received[0]!.message);
    expect(gateway.received[0]!.message).toContain(
      `${code} is your code to book the viewing of Kileleshwa Flat`,
    );

    const wrong = unwrap(await typeCode(codePath, code === "000000" ? "111111" : "000000"));
    expect(wrong.status).toBe(400);
    expect(wrong.value).toMatchObject({ result: { status: "wrong", triesLeft: 4 } });
    expect(await officeSees()).toBe(0);

    const right = unwrap(await typeCode(codePath, `${code.slice(0, 3)} ${code.slice(3)}`));
    expect(right.status).toBe(200);
    expect(right.value).toMatchObject({
      result: {
        status: "booked",
        name: expect.stringMatching(/^Visitor/),
        reference: expect.stringMatching(/^V-/),
        textedTo: "+254 722 ••• 111",
      },
      listing: { slug },
    });
    expect(await officeSees()).toBe(1);
    await sendTexts();
    expect(gateway.received[1]!.message).toContain("We have your booking to view Kileleshwa Flat");
    // The code works once.
    expect(unwrap(await typeCode(codePath, code)).value).toMatchObject({ result: { status: "gone" } });
  });

  it("let the booking go after five wrong codes, or once its ten minutes are over, and free its time", async () => {
    const slug = await listingWithViewings("Kileleshwa Flat", { ...DEFAULT_TEXT_SETTINGS });
    const [slot] = await viewingSlotsOffered(db());
    const { codePath } = (await book(slug, slot!, { phone: "0722 000 121" })).value as { codePath: string };
    for (let tries = 4; tries >= 1; tries -= 1) {
      expect(unwrap(await typeCode(codePath, "12345x")).value).toMatchObject({
        result: { status: "wrong", triesLeft: tries },
      });
    }
    expect(unwrap(await typeCode(codePath, "000001")).value).toMatchObject({ result: { status: "gone" } });
    expect(await db().selectFrom("viewings").select("id").execute()).toEqual([]);
    expect((await takenPlaces(db(), slot!.startsAt)).get(slot!.startsAt)).toBeUndefined();

    const later = (await book(slug, slot!, { phone: "0722 000 122" })).value as { codePath: string };
    const eleven = new Date(Date.now() + 11 * 60_000);
    expect((await takenPlaces(db(), slot!.startsAt, eleven)).get(slot!.startsAt)).toBeUndefined();
    expect(await bookingWaitingForCode(db(), later.codePath.split("/").at(-1)!, eleven)).toBeNull();
    await sendTexts(() => eleven);
    expect(gateway.received).toEqual([]);
    // Once its time has run out, the next booking deletes it, with its place.
    await db()
      .updateTable("viewings")
      .set({ booking_code_expires_at: new Date(Date.now() - 1_000).toISOString() })
      .execute();
    await book(slug, slot!, { phone: "0722 000 123" });
    expect(await db().selectFrom("viewings").select("phone").execute()).toEqual([{ phone: "254722000123" }]);
    expect((await takenPlaces(db(), slot!.startsAt)).get(slot!.startsAt)).toBe(1);
  });

  it("refuse a number that cannot take a text, keeping what was typed, and text one number three codes an hour", async () => {
    const slug = await listingWithViewings("Kileleshwa Flat", { ...DEFAULT_TEXT_SETTINGS });
    const [first, second, third, fourth] = await viewingSlotsOffered(db());
    const landline = await book(slug, first!, { phone: "020 234 5678" });
    expect(landline.status).toBe(400);
    expect(landline.value).toMatchObject({
      status: "invalid",
      values: { phone: "020 234 5678" },
      errors: { phone: expect.stringContaining("Kenyan mobile number") },
    });
    for (const slot of [first, second, third]) {
      expect((await book(slug, slot!, { phone: "0722 000 131" })).value).toMatchObject({
        status: "code-sent",
      });
      // Each code let go, so that the allowance of bookings per number is not what refuses.
      await db().deleteFrom("viewings").execute();
    }
    const fourthTry = await book(slug, fourth!, { phone: "0722 000 131" });
    expect(fourthTry.status).toBe(429);
    expect(fourthTry.value).toMatchObject({ status: "limited", values: { phone: "0722 000 131" } });
  });
});
