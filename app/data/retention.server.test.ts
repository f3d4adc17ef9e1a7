import { beforeEach, describe, expect, it } from "vitest";
import { DEFAULT_RETENTION_DAYS, KEPT_KINDS, TABLE_RULES } from "~/domain/personal-data";
import { aProperty } from "~/testing/listings";
import { freshSiteForEachTest } from "~/testing/test-services.server";
import { eraseDue } from "~/services/retention.server";
import { createProperty } from "./property-writes.server";
import { findListingBySlug } from "./properties.server";
import { eraseExpired, findLastErasure, findRetentionDays, saveRetentionDays } from "./retention.server";
import { saveSettingValue } from "./settings.server";

const site = freshSiteForEachTest();
const db = () => site().services.database.db;

const NOW = new Date("2026-11-29T06:00:00Z");
const DAY = 24 * 60 * 60 * 1000;
/** A moment one day past, or one day within, a kind's time. */
const past = (days: number) => new Date(NOW.getTime() - (days + 1) * DAY).toISOString();
const within = (days: number) => new Date(NOW.getTime() - (days - 1) * DAY).toISOString();

let propertyId: number;

beforeEach(async () => {
  const slug = await createProperty(db(), aProperty({ name: "Kilimani Garden Flat" }));
  propertyId = (await findListingBySlug(db(), slug))!.id;
}, 30_000);

/** One row of every kind a day past its time and one a day within it. */
async function seedEveryKind(): Promise<void> {
  for (const [at, who] of [
    [past, "old"],
    [within, "new"],
  ] as const) {
    const { id: messageId } = await db()
      .insertInto("contact_messages")
      .values({
        name: who,
        email: `${who}@example.co.ke`,
        phone: null,
        message: "Is it still available?",
        property_id: propertyId,
        property_name: "Kilimani Garden Flat",
        property_reference: "MK-1001",
        created_at: at(DEFAULT_RETENTION_DAYS.messages),
        read_at: null,
        report_reason: null,
        agent_id: null,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await db()
      .insertInto("notification_outbox")
      .values({
        message_id: messageId,
        alert_id: null,
        viewing_id: null,
        recipient: "office@example.co.ke",
        site_origin: "https://makazi.test",
        status: "pending",
        next_attempt_at: NOW.toISOString(),
        claimed_until: null,
        claim_token: null,
        last_error: null,
        sent_at: null,
        created_at: NOW.toISOString(),
      })
      .execute();
    const ends = at(DEFAULT_RETENTION_DAYS.viewings);
    await db()
      .insertInto("viewings")
      .values({
        reference: `V-${who.toUpperCase()}`,
        property_id: propertyId,
        starts_at: ends,
        ends_at: ends,
        status: "confirmed",
        name: who,
        phone: "254712345678",
        email: null,
        language: "en",
        reminder_queued_at: null,
        created_at: ends,
        updated_at: ends,
        client_network: null,
      })
      .execute();
    await db()
      .insertInto("unknown_numbers")
      .values({
        kind: "phone",
        number: who === "old" ? "254700000001" : "254700000002",
        checks: 1,
        first_checked_at: at(DEFAULT_RETENTION_DAYS.checkedNumbers),
        last_checked_at: at(DEFAULT_RETENTION_DAYS.checkedNumbers),
      })
      .execute();
    await db()
      .insertInto("empty_searches")
      .values({ day: at(DEFAULT_RETENTION_DAYS.searches).slice(0, 10), search: `q=${who}`, searches: 1 })
      .execute();
    await db()
      .insertInto("sign_in_throttles")
      .values({
        key: who,
        failures: 1,
        next_attempt_at: at(DEFAULT_RETENTION_DAYS.signIns),
        updated_at: at(DEFAULT_RETENTION_DAYS.signIns),
      })
      .execute();
    await db()
      .insertInto("notification_outbox")
      .values({
        message_id: null,
        alert_id: null,
        viewing_id: null,
        recipient: `${who}@example.co.ke`,
        site_origin: "https://makazi.test",
        status: "sent",
        next_attempt_at: at(DEFAULT_RETENTION_DAYS.sentEmails),
        claimed_until: null,
        claim_token: null,
        last_error: null,
        sent_at: at(DEFAULT_RETENTION_DAYS.sentEmails),
        created_at: at(DEFAULT_RETENTION_DAYS.sentEmails),
      })
      .execute();
    await db()
      .insertInto("search_alerts")
      .values({
        email: `${who}@example.co.ke`,
        query: "city=Nairobi",
        frequency: "daily",
        status: "unsubscribed",
        site_origin: "https://makazi.test",
        language: "en",
        matched_from: "2026-01-01",
        next_digest_at: null,
        created_at: at(DEFAULT_RETENTION_DAYS.endedAlerts),
        confirmed_at: at(DEFAULT_RETENTION_DAYS.endedAlerts),
        unsubscribed_at: at(DEFAULT_RETENTION_DAYS.endedAlerts),
      })
      .execute();
    await db()
      .insertInto("photo_sendings")
      .values({
        token: who,
        position: 0,
        created_at: at(DEFAULT_RETENTION_DAYS.uploads),
        file_name: "IMG_1.jpg",
        property_id: null,
        photo_order: null,
        storage_key: null,
        width: null,
        height: null,
        problem: "No listing",
      })
      .execute();
  }
}

const rows = async (table: "contact_messages" | "viewings" | "empty_searches", column: "name" | "search") =>
  (await db().selectFrom(table).select(column).execute()).map((row) => Object.values(row)[0]);

describe("erasing what has passed its time", { timeout: 60_000 }, () => {
  it("erases every kind a day past its time and keeps what is a day within it", async () => {
    await seedEveryKind();
    const erased = await eraseExpired(db(), NOW, DEFAULT_RETENTION_DAYS);
    expect(erased).toEqual(Object.fromEntries(KEPT_KINDS.map((kind) => [kind, 1])));
    expect(await rows("contact_messages", "name")).toEqual(["new"]);
    expect(await rows("viewings", "name")).toEqual(["new"]);
    expect(await rows("empty_searches", "search")).toEqual(["q=new"]);
    expect(await db().selectFrom("unknown_numbers").select("number").execute()).toEqual([
      { number: "254700000002" },
    ]);
    expect(await db().selectFrom("sign_in_throttles").select("key").execute()).toEqual([{ key: "new" }]);
    expect(await db().selectFrom("photo_sendings").select("token").execute()).toEqual([{ token: "new" }]);
    expect(await db().selectFrom("search_alerts").select("email").execute()).toEqual([
      { email: "new@example.co.ke" },
    ]);
    // The old message's e-mail went with it; the new one's and the recent e-mail stay.
    expect(
      (await db().selectFrom("notification_outbox").select("recipient").orderBy("id").execute()).map(
        (row) => row.recipient,
      ),
    ).toEqual(["office@example.co.ke", "new@example.co.ke"]);
    // Nothing is left to erase the same day.
    expect(Object.values(await eraseExpired(db(), NOW, DEFAULT_RETENTION_DAYS))).toEqual(
      KEPT_KINDS.map(() => 0),
    );
  });

  it("runs once a day however many instances look, and says what it erased", async () => {
    await seedEveryKind();
    const services = site().services;
    const [first, second] = await Promise.all([eraseDue(services, NOW), eraseDue(services, NOW)]);
    expect([first, second].filter((run) => run !== null)).toHaveLength(1);
    expect(await eraseDue(services, new Date(NOW.getTime() + 60 * 60 * 1000))).toBeNull();
    expect(await findLastErasure(db())).toEqual({ day: "2026-11-29", erased: first ?? second });
    expect(await eraseDue(services, new Date(NOW.getTime() + DAY))).not.toBeNull();
  });

  it("keeps each kind for the period the office chose", async () => {
    await seedEveryKind();
    const days = { ...DEFAULT_RETENTION_DAYS, messages: DEFAULT_RETENTION_DAYS.messages - 2, viewings: 730 };
    await saveRetentionDays(db(), days);
    expect(await findRetentionDays(db())).toEqual(days);
    const erased = await eraseDue(site().services, NOW);
    // Both messages are older than the shorter period; neither booking is older than two years.
    expect(erased).toMatchObject({ messages: 2, viewings: 0 });
    expect(await rows("contact_messages", "name")).toEqual([]);
    expect(await rows("viewings", "name")).toEqual(["old", "new"]);
  });

  it("keeps the default of any period stored unreadable or out of bounds", async () => {
    await saveSettingValue(
      db(),
      "retentionDays",
      JSON.stringify({ messages: 0, viewings: "x", uploads: 400 }),
    );
    expect(await findRetentionDays(db())).toEqual(DEFAULT_RETENTION_DAYS);
    await saveSettingValue(db(), "retentionDays", "{not json");
    expect(await findRetentionDays(db())).toEqual(DEFAULT_RETENTION_DAYS);
  });

  it("has a rule for every table of the database, so that a new table must say how long it keeps people", async () => {
    const tables = (await db().introspection.getTables()).map((table) => table.name);
    expect(tables.filter((table) => !Object.hasOwn(TABLE_RULES, table))).toEqual([]);
    // Each rule names a table; SQLite alone has full-text indexes' own tables, PostgreSQL alone
    // a table of names' words.
    const named = Object.keys(TABLE_RULES).filter(
      (table) =>
        !table.startsWith("properties_search") &&
        !/^listing_words_/.test(table) &&
        table !== "listing_name_words",
    );
    expect(named.filter((table) => !tables.includes(table))).toEqual([]);
  });
});
