import { sql } from "kysely";
import { beforeEach, describe, expect, it } from "vitest";
import { readPersonKey, type PersonKey } from "~/domain/person-search";
import { visitorMailboxKey } from "~/domain/rate-limit";
import { aProperty } from "~/testing/listings";
import { freshSiteForEachTest } from "~/testing/test-services.server";
import { findOpenDataRequests, logDataRequest, markDataRequestAnswered } from "./data-requests.server";
import { saveContactMessage } from "./contact-messages.server";
import { correctPerson, erasePerson, findPersonRecords } from "./personal-records.server";
import { findListingBySlug } from "./properties.server";
import { createProperty } from "./property-writes.server";

const site = freshSiteForEachTest();
const db = () => site().services.database.db;
const NOW = "2026-11-29T06:00:00.000Z";

const key = (typed: string): PersonKey => {
  const read = readPersonKey(typed);
  if (!("key" in read)) throw new Error(read.problem);
  return read.key;
};

let listing: { id: number; name: string; reference: string };

/** One visitor, Wanjiru, in every kind the site keeps of visitors; and Otieno, whose data must stay. */
async function seedTwoVisitors(): Promise<void> {
  for (const [name, phone, email, digits] of [
    ["Wanjiru Kamau", "0722 000 111", "Wanjiru@Example.co.ke", "254722000111"],
    ["Otieno Odhiambo", "0733 000 222", "otieno@example.co.ke", "254733000222"],
  ] as const) {
    const first = name.split(" ")[0]!;
    await saveContactMessage(db(), {
      name,
      email: null,
      phone,
      message: `${first} asks about the flat`,
      listing,
    });
    await saveContactMessage(db(), {
      name,
      email,
      phone: null,
      message: `${first} writes to the office`,
    });
    await saveContactMessage(db(), {
      name,
      email: null,
      phone: `+${digits.slice(0, 3)}-${digits.slice(3)}`,
      message: `${first} reports the listing`,
      listing,
      reportReason: "wrong-price",
    });
    const { id: viewingId } = await db()
      .insertInto("viewings")
      .values({
        reference: `V-${first.toUpperCase()}`,
        property_id: listing.id,
        starts_at: NOW,
        ends_at: NOW,
        status: "booked",
        name,
        phone: digits,
        email: email.toLowerCase(),
        language: "en",
        reminder_queued_at: null,
        created_at: NOW,
        updated_at: NOW,
        client_network: "192.0.2.0/24",
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await db()
      .insertInto("viewing_tokens")
      .values({ token_hash: `hash-${first}`, viewing_id: viewingId, created_at: NOW })
      .execute();
    const { id: alertId } = await db()
      .insertInto("search_alerts")
      .values({
        email: email.toLowerCase(),
        query: "type=houses&city=Nairobi",
        frequency: "daily",
        status: "active",
        site_origin: "https://makazi.test",
        language: "sw",
        matched_from: "2026-11-01",
        next_digest_at: null,
        created_at: NOW,
        confirmed_at: NOW,
        unsubscribed_at: null,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await db()
      .insertInto("search_alert_tokens")
      .values({ token_hash: `alert-${first}`, alert_id: alertId, created_at: NOW })
      .execute();
    for (const [viewing, alert, status] of [
      [viewingId, null, "sent"],
      [null, alertId, "pending"],
    ] as const) {
      await db()
        .insertInto("notification_outbox")
        .values({
          kind: viewing ? "viewing-booked" : "alert",
          message_id: null,
          alert_id: alert,
          viewing_id: viewing,
          recipient: email.toLowerCase(),
          site_origin: "https://makazi.test",
          status,
          next_attempt_at: NOW,
          claimed_until: null,
          claim_token: null,
          last_error: null,
          sent_at: status === "sent" ? NOW : null,
          created_at: NOW,
        })
        .execute();
    }
    await db()
      .insertInto("unknown_numbers")
      .values({ kind: "phone", number: digits, checks: 2, first_checked_at: NOW, last_checked_at: NOW })
      .execute();
    await db()
      .insertInto("rate_limit_windows")
      .values({ key: visitorMailboxKey(email), started_at: NOW, hits: 1 })
      .execute();
  }
}

/** Every row of every table, as text, that holds any of `words`. */
async function rowsHolding(words: string[]): Promise<string[]> {
  const tables = (await db().introspection.getTables()).map((table) => table.name);
  const found: string[] = [];
  for (const table of tables) {
    const rows = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(db());
    for (const row of rows.rows) {
      const text = JSON.stringify(row).toLowerCase();
      if (words.some((word) => text.includes(word.toLowerCase()))) found.push(`${table}: ${text}`);
    }
  }
  return found;
}

const WANJIRU = ["Wanjiru", "722000111", "722 000 111", "wanjiru@example"];
const OTIENO = ["Otieno", "733000222", "733 000 222", "otieno@example"];

beforeEach(async () => {
  const slug = await createProperty(db(), aProperty({ name: "Kilimani Garden Flat" }));
  const found = (await findListingBySlug(db(), slug))!;
  listing = { id: found.id, name: found.name, reference: "MK-1" };
  await seedTwoVisitors();
}, 30_000);

describe("a person's data", { timeout: 60_000 }, () => {
  it("is found from any spelling of their number, and only theirs", async () => {
    const spellings = [
      "0722 000 111",
      "+254 722 000 111",
      "254722000111",
      "722-000-111",
      "+254 (0) 722 000 111",
    ];
    const found = await Promise.all(spellings.map((typed) => findPersonRecords(db(), key(typed))));
    for (const records of found) expect(records).toEqual(found[0]);
    const records = found[0]!;
    expect(records.messages.map((message) => message.message)).toEqual([
      "Wanjiru asks about the flat",
      "Wanjiru reports the listing",
    ]);
    expect(records.messages[1]).toMatchObject({
      reportReason: "wrong-price",
      listing: expect.stringContaining("Kilimani"),
    });
    expect(records.viewings.map((viewing) => viewing.reference)).toEqual(["V-WANJIRU"]);
    expect(records.checkedNumbers).toEqual([expect.objectContaining({ number: "254722000111", checks: 2 })]);
    expect(records.alerts).toEqual([]);
  });

  it("is found by e-mail address in any case, with the alert's consent: when asked, when confirmed, in which language", async () => {
    const records = await findPersonRecords(db(), key(" WANJIRU@example.CO.KE "));
    expect(records.messages.map((message) => message.message)).toEqual(["Wanjiru writes to the office"]);
    expect(records.viewings).toHaveLength(1);
    expect(records.alerts).toEqual([
      expect.objectContaining({
        search: "type=houses&city=Nairobi",
        askedAt: NOW,
        confirmedAt: NOW,
        language: "sw",
      }),
    ]);
    expect(records.emails.map((email) => email.status).sort()).toEqual(["pending", "sent"]);
  });

  it("is erased whole, by phone then by e-mail, leaving no row anywhere that holds it and every other person's", async () => {
    expect(await rowsHolding(WANJIRU)).not.toEqual([]);
    expect(await erasePerson(db(), key("+254722000111"))).toEqual({
      messages: 2,
      viewings: 1,
      alerts: 0,
      emails: 0,
      checkedNumbers: 1,
    });
    expect(await erasePerson(db(), key("wanjiru@example.co.ke"))).toEqual({
      messages: 1,
      viewings: 0,
      alerts: 1,
      emails: 1,
      checkedNumbers: 0,
    });
    // Every table of the database is read: a new table holding visitors' data fails here until erasure reaches it.
    expect(await rowsHolding(WANJIRU)).toEqual([]);
    const otieno = await rowsHolding(OTIENO);
    for (const table of [
      "contact_messages",
      "viewings",
      "search_alerts",
      "notification_outbox",
      "unknown_numbers",
    ]) {
      expect(otieno.some((row) => row.startsWith(`${table}:`))).toBe(true);
    }
    expect(await db().selectFrom("viewing_tokens").select("token_hash").execute()).toEqual([
      { token_hash: "hash-Otieno" },
    ]);
    expect(await db().selectFrom("search_alert_tokens").select("token_hash").execute()).toEqual([
      { token_hash: "alert-Otieno" },
    ]);
  });

  it("is erased in one transaction while the same person sends a new enquiry: each message whole or gone", async () => {
    await Promise.all([
      erasePerson(db(), key("0722000111")),
      saveContactMessage(db(), {
        name: "Wanjiru Kamau",
        email: null,
        phone: "0722 000 111",
        message: "Wanjiru asks again",
        listing,
      }),
    ]);
    const left = await findPersonRecords(db(), key("0722000111"));
    expect(left.messages.map((message) => message.message)).toEqual(
      left.messages.length === 0 ? [] : ["Wanjiru asks again"],
    );
    const orphans = await db()
      .selectFrom("notification_outbox")
      .select("id")
      .where("message_id", "is not", null)
      .where("message_id", "not in", db().selectFrom("contact_messages").select("id"))
      .execute();
    expect(orphans).toEqual([]);
  });

  it("is corrected in every message and booking, and found again by the corrected number", async () => {
    const changed = await correctPerson(db(), key("0722 000 111"), {
      name: "Wanjiru M. Kamau",
      phone: "254722000999",
      email: null,
    });
    expect(changed).toBe(3);
    expect(await findPersonRecords(db(), key("0722 000 111"))).toMatchObject({ messages: [], viewings: [] });
    const corrected = await findPersonRecords(db(), key("0722 000 999"));
    expect(corrected.messages.map((message) => [message.name, message.phone])).toEqual([
      ["Wanjiru M. Kamau", "+254 722 000 999"],
      ["Wanjiru M. Kamau", "+254 722 000 999"],
    ]);
    expect(corrected.viewings.map((viewing) => [viewing.name, viewing.phone])).toEqual([
      ["Wanjiru M. Kamau", "254722000999"],
    ]);
    expect(await correctPerson(db(), key("0733 000 222"), { name: null, phone: null, email: null })).toBe(0);
  });
});

describe("requests about people's data", { timeout: 60_000 }, () => {
  it("wait with the day they are due until answered, and answered ones are forgotten after a year", async () => {
    const now = new Date(NOW);
    await logDataRequest(
      db(),
      { kind: "erasure", receivedOn: "2026-11-27", note: "By phone, W.K." },
      "2026-11-29",
      now,
    );
    await logDataRequest(db(), { kind: "access", receivedOn: "2026-11-20", note: "" }, "2026-11-29", now);
    const open = await findOpenDataRequests(db());
    expect(open.map(({ kind, dueOn }) => [kind, dueOn])).toEqual([
      ["access", "2026-11-27"],
      ["erasure", "2026-12-04"],
    ]);
    expect(await markDataRequestAnswered(db(), open[0]!.id, "2026-11-29")).toBe(true);
    expect(await markDataRequestAnswered(db(), open[0]!.id, "2026-11-29")).toBe(false);
    expect((await findOpenDataRequests(db())).map((request) => request.kind)).toEqual(["erasure"]);

    await logDataRequest(db(), { kind: "objection", receivedOn: "2027-11-30", note: "" }, "2027-11-30", now);
    const kept = await db().selectFrom("data_requests").select("kind").orderBy("id").execute();
    expect(kept.map((request) => request.kind)).toEqual(["erasure", "objection"]);
  });
});
