import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { createProperty } from "~/data/property-writes.server";
import { saveNotificationAddress, saveViewingHours } from "~/data/settings.server";
import { takenPlaces } from "~/data/viewings.server";
import { dailyPlacesFor } from "~/domain/viewing-holds";
import { DEFAULT_VIEWING_HOURS } from "~/domain/viewing-hours";
import type { ViewingSlot } from "~/domain/viewing-slots";
import { aProperty } from "~/testing/listings";
import { mailServerForTests } from "~/testing/search-alerts.server";
import { freshSiteForEachTest, routeArgs, unwrap } from "~/testing/test-services.server";
import * as viewingBooking from "../site/routes/viewing-booking";
import * as viewingCalendar from "../site/routes/viewing-calendar";
import * as viewingCancel from "../site/routes/viewing-cancel";
import { MAIL_WRITERS } from "./context.server";
import { createNotificationWorker } from "./notifications.server";
import { visitorMailboxWait } from "./rate-limit.server";
import { createViewingReminders } from "./viewing-mail.server";
import {
  answerBooking,
  cancelByLink,
  declineBookings,
  moveBooking,
  viewingSlotsOffered,
} from "./viewings.server";

const OFFICE = "office@makazi.co.ke";
const mail = mailServerForTests();
const site = freshSiteForEachTest(() => ({ SMTP_URL: mail().url, PUBLIC_BASE_URL: "http://makazi.test" }));
const db = () => site().services.database.db;

/** Every day of the week, one viewing at a time: a slot tomorrow or later always exists. */
async function listingWithViewings(capacity = 1): Promise<string> {
  await saveViewingHours(db(), {
    ...DEFAULT_VIEWING_HOURS,
    weekdays: [1, 2, 3, 4, 5, 6, 7],
    opensAt: "08:00",
    closesAt: "18:00",
    capacity,
  });
  await saveNotificationAddress(db(), OFFICE);
  return createProperty(db(), aProperty({ name: "Kileleshwa Flat", location: "Mandera Road" }));
}

let visitors = 0;
/** A visitor, each with a phone and from a network of their own unless told, books `slot`. */
async function book(
  slug: string,
  slot: ViewingSlot,
  { path = "", email = "", name = "", phone = "", clientAddress = "" } = {},
) {
  visitors += 1;
  const args = routeArgs(site(), `${path}/properties/${slug}/viewing`, {
    params: { slug },
    form: {
      slot: slot.startsAt,
      name: name || `Visitor ${visitors}`,
      phone: phone || `07${String(visitors).padStart(8, "0")}`,
      email,
    },
    clientAddress: clientAddress || `198.51.100.${visitors % 250}`,
  });
  return unwrap(await viewingBooking.action(args as Parameters<typeof viewingBooking.action>[0]));
}

/** Sends what is due at `now`. */
function sendMail(now = () => new Date()) {
  const { smtp, mailFrom, publicBaseUrl } = site().services.config;
  return createNotificationWorker({
    db: db(),
    smtp: smtp!,
    from: mailFrom,
    siteOrigin: publicBaseUrl!,
    writers: MAIL_WRITERS,
    now,
  }).runDue();
}

const calendarOf = (received: (typeof mail extends () => infer M ? M : never)["received"][number]) => {
  const attachment = received.parsed.attachments.find((file) => file.filename === "viewing.ics");
  if (!attachment) throw new Error("No calendar entry in the e-mail");
  const calendar = new ICAL.Component(ICAL.parse(attachment.content.toString("utf8")));
  return { calendar, event: new ICAL.Event(calendar.getFirstSubcomponent("vevent")!) };
};

describe("booking a viewing", () => {
  it("gives the last place of a slot to exactly one of many visitors booking it at once", async () => {
    const slug = await listingWithViewings();
    const [slot] = await viewingSlotsOffered(db());
    const answers = await Promise.all(Array.from({ length: 12 }, () => book(slug, slot!)));
    const booked = answers.filter((answer) => answer.status === 200);
    expect(booked).toHaveLength(1);
    expect(booked[0]!.value).toMatchObject({
      status: "booked",
      reference: expect.stringMatching(/^V-[A-Z2-9]{6}$/),
    });
    const refused = answers.filter((answer) => answer.status === 409);
    expect(refused).toHaveLength(11);
    expect(refused[0]!.value).toMatchObject({ status: "taken", values: { name: expect.any(String) } });
    expect((await takenPlaces(db(), slot!.startsAt)).get(slot!.startsAt)).toBe(1);
    const stored = await db().selectFrom("viewings").select("status").execute();
    expect(stored).toEqual([{ status: "booked" }]);
    // The full slot is offered no more.
    expect((await viewingSlotsOffered(db())).map((free) => free.startsAt)).not.toContain(slot!.startsAt);
  });

  it("takes as many bookings in a slot as its capacity", async () => {
    const slug = await listingWithViewings(3);
    const [slot] = await viewingSlotsOffered(db());
    const answers = await Promise.all(Array.from({ length: 8 }, () => book(slug, slot!)));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(3);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(5);
  });

  it("refuses a time that is not offered and a phone number it cannot read, keeping what was typed", async () => {
    const slug = await listingWithViewings();
    const [slot] = await viewingSlotsOffered(db());
    const args = routeArgs(site(), `/properties/${slug}/viewing`, {
      params: { slug },
      form: { slot: "2020-01-01T06:00:00.000Z", name: "Wanjiru", phone: "call me", email: "" },
    });
    const answer = unwrap(await viewingBooking.action(args as Parameters<typeof viewingBooking.action>[0]));
    expect(answer.status).toBe(400);
    expect(answer.value).toMatchObject({
      status: "invalid",
      values: { name: "Wanjiru", phone: "call me" },
      errors: { slot: expect.any(String), phone: expect.any(String) },
    });
    expect(await takenPlaces(db(), slot!.startsAt)).toEqual(new Map());
  });
});

describe("one client's allowance of bookings", () => {
  const refusalOf = (answer: { value: unknown }) => (answer.value as { refusal?: string }).refusal;

  it("lets one phone number, however written, have one booking of a listing and three in all waiting, even sent at once; an answer gives it back", async () => {
    const slug = await listingWithViewings();
    const others = await Promise.all(
      ["Lavington House", "Karen Plot", "Westlands Studio"].map((name) =>
        createProperty(db(), aProperty({ name })),
      ),
    );
    const slots = await viewingSlotsOffered(db());
    const phones = ["0712 345 678", "+254712345678", "254 712-345-678", "712345678", "0712345678"];
    const sameListing = await Promise.all(phones.map((phone, index) => book(slug, slots[index]!, { phone })));
    expect(sameListing.filter((answer) => answer.status === 200)).toHaveLength(1);
    const refused = sameListing.filter((answer) => answer.status === 429);
    expect(refused).toHaveLength(4);
    expect(refused[0]!.value).toMatchObject({
      status: "refused",
      refusal: "same-listing",
      values: { phone: expect.any(String), name: expect.any(String) },
    });

    const across = [];
    for (const [index, other] of others.entries())
      across.push(await book(other, slots[10 + index]!, { phone: "0712345678" }));
    expect(across.map((answer) => answer.status)).toEqual([200, 200, 429]);
    expect(refusalOf(across[2]!)).toBe("many-waiting");
    // The office confirms one: the phone may book again.
    const [first] = await db().selectFrom("viewings").select("id").orderBy("id").execute();
    const confirmArgs = { id: first!.id, answer: "confirmed" as const };
    expect(await answerBooking(site().context, confirmArgs)).not.toBeNull();
    expect((await book(others[2]!, slots[20]!, { phone: "0712 345 678" })).status).toBe(200);
  });

  it("lets a mailbox, however spelled, have one booking of a listing waiting, and no one book the same time twice", async () => {
    const slug = await listingWithViewings(3);
    const [first, second] = await viewingSlotsOffered(db());
    expect((await book(slug, first!, { email: "Wanjiru@Example.co.ke" })).status).toBe(200);
    const again = await book(slug, second!, { email: "wanjiru@example.co.ke" });
    expect(again.status).toBe(429);
    expect(refusalOf(again)).toBe("same-listing");
    const other = await createProperty(db(), aProperty({ name: "Lavington House" }));
    const sameTime = await book(other, first!, { phone: "0711 000 111" });
    expect(sameTime.status).toBe(200);
    const twice = await book(slug, first!, { phone: "0711 000 111" });
    expect(refusalOf(twice)).toBe("same-time");
  });

  it("lets one connection take no more than its share of the free times in a day, even booking at once, and a group declined frees them", async () => {
    await saveViewingHours(db(), {
      ...DEFAULT_VIEWING_HOURS,
      weekdays: [1, 2, 3, 4, 5, 6, 7],
      opensAt: "08:00",
      closesAt: "10:00",
      capacity: 1,
    });
    const slug = await createProperty(db(), aProperty({ name: "Kileleshwa Flat" }));
    const free = [
      ...(await viewingSlotsOffered(db(), new Date(), undefined, { week: 1 })),
      ...(await viewingSlotsOffered(db(), new Date(), undefined, { week: 2 })),
    ];
    const allowed = dailyPlacesFor("203.0.113.9", free.length);
    expect(allowed).toBeLessThan(free.length / 2);
    const answers = await Promise.all(
      free.slice(0, allowed + 4).map((slot) => book(slug, slot, { clientAddress: "203.0.113.9" })),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(allowed);
    const refused = answers.filter((answer) => answer.status === 429);
    expect(refused).toHaveLength(4);
    expect(refused.map(refusalOf)).toEqual(Array(4).fill("connection-day"));
    // Another connection books as before.
    expect((await book(slug, free.at(-1)!, { clientAddress: "198.51.100.77" })).status).toBe(200);

    const fromConnection = await db()
      .selectFrom("viewings")
      .select("id")
      .where("client_network", "=", "203.0.113.9")
      .execute();
    const declined = await declineBookings(site().context, { ids: fromConnection.map((row) => row.id) });
    expect(declined).toHaveLength(allowed);
    expect(await takenPlaces(db(), new Date().toISOString())).toEqual(new Map([[free.at(-1)!.startsAt, 1]]));
    expect((await book(slug, free[0]!, { clientAddress: "203.0.113.9" })).status).toBe(200);
  });
});

describe("a booked viewing's e-mails", () => {
  it("tell the office and the visitor, with a calendar entry; the visitor's cancel link frees the place", async () => {
    const slug = await listingWithViewings();
    const [slot] = await viewingSlotsOffered(db());
    const visitor = "wanjiru@example.co.ke";
    expect((await book(slug, slot!, { path: "/sw", email: visitor, phone: "0712 345 678" })).status).toBe(
      200,
    );
    await sendMail();
    const received = await mail().waitForMail(2);
    const office = received.find((message) => message.recipients.includes(OFFICE))!;
    expect(office.parsed.subject).toContain("New viewing: Kileleshwa Flat");
    expect(office.parsed.text).toContain("+254712345678");

    const toVisitor = received.find((message) => message.recipients.includes(visitor))!;
    // In the language of the page booked on.
    expect(toVisitor.parsed.subject).toMatch(/^Ziara imewekwa: Kileleshwa Flat/);
    const { calendar, event } = calendarOf(toVisitor);
    expect(calendar.getFirstPropertyValue("method")).toBe("REQUEST");
    expect(event.location).toBe("Kileleshwa Flat, Mandera Road, Nairobi");
    const zone = new ICAL.Timezone(calendar.getFirstSubcomponent("vtimezone")!);
    event.startDate.zone = zone;
    expect(event.startDate.toUnixTime() * 1000).toBe(Date.parse(slot!.startsAt));

    const token = /\/sw\/viewing\/cancel\/([A-Za-z0-9_-]{43})/.exec(toVisitor.parsed.text ?? "")?.[1];
    expect(token).toBeDefined();
    const cancelPath = `/sw/viewing/cancel/${token}`;
    const page = unwrap(
      await viewingCancel.loader(
        routeArgs(site(), cancelPath, { params: { token: token! } }) as Parameters<
          typeof viewingCancel.loader
        >[0],
      ),
    );
    expect(page.value).toMatchObject({ viewing: { status: "booked" } });
    // Opening the link cancels nothing: the place is still held.
    expect((await takenPlaces(db(), slot!.startsAt)).get(slot!.startsAt)).toBe(1);

    const cancelled = unwrap(
      await viewingCancel.action(
        routeArgs(site(), cancelPath, { params: { token: token! }, form: {} }) as Parameters<
          typeof viewingCancel.action
        >[0],
      ),
    );
    expect(cancelled.value).toMatchObject({ viewing: { status: "cancelled" } });
    expect((await viewingSlotsOffered(db())).map((free) => free.startsAt)).toContain(slot!.startsAt);
    expect((await book(slug, slot!)).status).toBe(200);

    await sendMail();
    const [, , cancelMail] = await mail().waitForMail(3);
    expect(calendarOf(cancelMail!).calendar.getFirstPropertyValue("method")).toBe("CANCEL");

    const unknown = unwrap(
      await viewingCancel.loader(
        routeArgs(site(), "/viewing/cancel/x", { params: { token: "x" } }) as Parameters<
          typeof viewingCancel.loader
        >[0],
      ),
    );
    expect(unknown.status).toBe(404);
  });

  it("remind the visitor the day before, once, however often and wherever the reminders run", async () => {
    const slug = await listingWithViewings();
    const now = new Date();
    const slot = (await viewingSlotsOffered(db())).find(
      (free) => Date.parse(free.startsAt) - now.getTime() > 30 * 60 * 60 * 1000,
    )!;
    expect((await book(slug, slot, { email: "otieno@example.co.ke" })).status).toBe(200);
    const dayBefore = () => new Date(Date.parse(slot.startsAt) - 23 * 60 * 60 * 1000);
    const reminders = () =>
      createViewingReminders({
        db: db(),
        siteOrigin: "http://makazi.test",
        channels: ["email"],
        onQueued: () => {},
        intervalMs: 60_000,
        now: dayBefore,
      });
    const early = createViewingReminders({
      db: db(),
      siteOrigin: "http://makazi.test",
      channels: ["email"],
      onQueued: () => {},
      intervalMs: 60_000,
      now: () => new Date(Date.parse(slot.startsAt) - 30 * 60 * 60 * 1000),
    });
    expect(await early.runDue()).toEqual({ queued: 0 });
    const [first, second] = [reminders(), reminders()];
    const runs = await Promise.all([first.runDue(), second.runDue(), first.runDue()]);
    expect(runs.reduce((sum, run) => sum + run.queued, 0)).toBe(1);
    expect(await reminders().runDue()).toEqual({ queued: 0 });

    await sendMail(dayBefore);
    const received = await mail().waitForMail(3);
    const subjects = received.map((message) => message.parsed.subject);
    expect(
      subjects.filter((subject) => subject?.startsWith("Reminder: viewing of Kileleshwa Flat")),
    ).toHaveLength(1);
  });
});

describe("a stranger's words", () => {
  it("reach a booking's e-mail and calendar entry only as a one-line name, and a name holding a link is refused", async () => {
    const slug = await listingWithViewings();
    const [slot] = await viewingSlotsOffered(db());
    const injected = "Bob\r\nSUMMARY:Pay KES 5000 to paybill 999999";
    const answer = await book(slug, slot!, { email: "victim@example.co.ke", name: injected });
    expect(answer.value).toMatchObject({
      status: "booked",
      name: "Bob SUMMARY:Pay KES 5000 to paybill 999999",
    });
    await sendMail();
    const toVisitor = mail().received.find((received) =>
      received.recipients.includes("victim@example.co.ke"),
    )!;
    expect(toVisitor.parsed.text).not.toMatch(/^SUMMARY:/m);
    const { calendar } = calendarOf(toVisitor);
    expect(calendar.getFirstSubcomponent("vevent")!.getAllProperties("summary")).toHaveLength(1);

    const [, later] = await viewingSlotsOffered(db());
    const withLink = await book(slug, later!, {
      email: "victim@example.co.ke",
      name: "Pay at https://evil.example",
    });
    expect(withLink.status).toBe(400);
    expect(withLink.value).toMatchObject({ errors: { name: "Please write your name only" } });
  });

  it("send a mailbox, however its address is spelled, a few of the site's e-mails an hour; past them the booking stands and says so", async () => {
    const slug = await listingWithViewings(10);
    const others = await Promise.all(
      ["Lavington House", "Karen Plot", "Westlands Studio"].map((name) =>
        createProperty(db(), aProperty({ name })),
      ),
    );
    const slots = await viewingSlotsOffered(db());
    const spellings = ["Victim@Gmail.com", "vic.tim@gmail.com", "victim+1@googlemail.com"];
    const answers = [];
    for (const [index, email] of spellings.entries())
      answers.push(await book(others[index]!, slots[index]!, { email }));
    // Three bookings waiting are all one mailbox may have: the office declines one.
    const [first] = await db().selectFrom("viewings").select("id").orderBy("id").execute();
    await declineBookings(site().context, { ids: [first!.id] });
    answers.push(await book(slug, slots[3]!, { email: "v.i.c.t.i.m@gmail.com" }));
    expect(answers.map((answer) => (answer.value as { emailed: string }).emailed)).toEqual([
      "sent",
      "sent",
      "sent",
      "mailbox-limited",
    ]);
    await sendMail();
    // The office's answer to the first counts too: it is not sent past the mailbox's share.
    const toVictim = mail().received.filter((received) => !received.recipients.includes(OFFICE));
    expect(toVictim.map((received) => received.parsed.subject?.split(":")[0])).toEqual(
      Array(3).fill("Viewing booked"),
    );
    expect([...(await takenPlaces(db(), new Date().toISOString())).keys()].sort()).toEqual(
      [1, 2, 3].map((index) => slots[index]!.startsAt),
    );
  });
});

describe("a visitor's mailbox", () => {
  it("counts the office's answers, the reminder and a cancellation in its share of e-mails: past it none is sent there", async () => {
    const slug = await listingWithViewings();
    const later = (await viewingSlotsOffered(db())).filter(
      (free) => Date.parse(free.startsAt) - Date.now() > 30 * 60 * 60 * 1000,
    );
    const visitor = "amina@example.co.ke";
    const booked = await book(slug, later[0]!, { email: visitor });
    expect(booked.value).toMatchObject({ emailed: "sent" });
    const { cancelPath } = booked.value as { cancelPath: string };
    const { id } = await db().selectFrom("viewings").select("id").executeTakeFirstOrThrow();
    await sendMail();
    expect(await answerBooking(site().context, { id, answer: "confirmed" })).not.toBeNull();
    await sendMail();
    expect(await moveBooking(site().context, { id, startsAt: later[1]!.startsAt })).toBe("moved");
    await sendMail();
    // The day before, the mailbox has had its share of that hour (three alert sign-ups, say):
    // the reminder is not sent.
    const dayBefore = new Date(Date.parse(later[1]!.startsAt) - 23 * 60 * 60 * 1000);
    for (let n = 0; n < 3; n += 1) expect(await visitorMailboxWait(db(), visitor, dayBefore)).toBeNull();
    const reminders = createViewingReminders({
      db: db(),
      siteOrigin: "http://makazi.test",
      channels: ["email"],
      onQueued: () => {},
      intervalMs: 60_000,
      now: () => dayBefore,
    });
    expect(await reminders.runDue()).toEqual({ queued: 1 });
    await sendMail(() => dayBefore);
    // Three this hour (booked, confirmed, moved): the visitor's cancellation is not sent there.
    const token = cancelPath.split("/").at(-1)!;
    expect(await cancelByLink(site().context, token)).toMatchObject({ status: "cancelled" });
    await sendMail();
    const toVisitor = mail().received.filter((received) => received.recipients.includes(visitor));
    expect(toVisitor.map((received) => received.parsed.subject?.split(":")[0])).toEqual([
      "Viewing booked",
      "Viewing confirmed",
      "Viewing moved",
    ]);
    const kinds = await db()
      .selectFrom("notification_outbox")
      .select(["kind", "status"])
      .where("recipient", "=", visitor)
      .orderBy("id")
      .execute();
    expect(kinds.filter((row) => row.status === "dropped").map((row) => row.kind)).toEqual([
      "viewing-reminder",
      "viewing-cancelled",
    ]);
  });
});

describe("a booking's own page", () => {
  it("offers the booking's cancel link and calendar file, whatever became of the e-mail", async () => {
    const slug = await listingWithViewings();
    const [slot] = await viewingSlotsOffered(db());
    const answer = await book(slug, slot!);
    const { cancelPath, emailed, reference } = answer.value as {
      cancelPath: string;
      emailed: string;
      reference: string;
    };
    expect(emailed).toBe("none");
    const token = cancelPath.split("/").at(-1)!;
    const file = await viewingCalendar.loader(
      routeArgs(site(), `${cancelPath}/viewing.ics`, { params: { token } }) as Parameters<
        typeof viewingCalendar.loader
      >[0],
    );
    expect(file.headers.get("Content-Type")).toBe("text/calendar; charset=utf-8");
    expect(file.headers.get("Cache-Control")).toBe("private, no-store");
    const event = new ICAL.Event(
      new ICAL.Component(ICAL.parse(await file.text())).getFirstSubcomponent("vevent")!,
    );
    expect(event.uid).toContain(reference);
    expect(event.startDate.toJSDate().toISOString()).toBe(slot!.startsAt);

    const cancelled = unwrap(
      await viewingCancel.action(
        routeArgs(site(), cancelPath, { params: { token }, form: {} }) as Parameters<
          typeof viewingCancel.action
        >[0],
      ),
    );
    expect(cancelled.value).toMatchObject({ viewing: { status: "cancelled" } });
    expect(await takenPlaces(db(), new Date().toISOString())).toEqual(new Map());
  });
});
