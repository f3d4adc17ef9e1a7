// One person's data across every kind the site keeps of visitors (personal-data.ts): found by
// their phone number or e-mail address, corrected, and erased in one transaction.
import { sql } from "kysely";
import { formatPhoneNumber } from "~/domain/phone";
import {
  isPersonsEmail,
  isPersonsPhone,
  type PersonCounts,
  type PersonKey,
  type PersonRecords,
  phoneTail,
} from "~/domain/person-search";
import { visitorMailboxKey } from "~/domain/rate-limit";
import type { AppDatabase } from "./app-database";

/** A stored phone number without the marks people type in it, for narrowing by its last digits. */
const bareDigits = (column: string) =>
  sql<string>`replace(replace(replace(replace(replace(replace(${sql.ref(column)}, ' ', ''), '-', ''), '(', ''), ')', ''), '.', ''), '+', '')`;

const emailMatches = (column: string, key: PersonKey) =>
  sql<boolean>`lower(trim(${sql.ref(column)})) = ${key.by === "email" ? key.address : ""}`;

const phoneMayMatch = (column: string, key: PersonKey) =>
  sql<boolean>`${bareDigits(column)} like ${key.by === "phone" ? `%${phoneTail(key.digits)}` : ""}`;

/** Whether a row's phone or e-mail is the person's: narrowed in SQL, then checked number by number. */
const isPersons = (row: { phone: string | null; email: string | null }, key: PersonKey) =>
  isPersonsPhone(row.phone, key) || isPersonsEmail(row.email, key);

async function personsMessages(db: AppDatabase, key: PersonKey) {
  const rows = await db
    .selectFrom("contact_messages")
    .select([
      "id",
      "created_at",
      "name",
      "email",
      "phone",
      "message",
      "property_name",
      "property_reference",
      "report_reason",
    ])
    .where((eb) =>
      key.by === "phone"
        ? eb.and([eb("phone", "is not", null), phoneMayMatch("phone", key)])
        : emailMatches("email", key),
    )
    .orderBy("id")
    .execute();
  return rows.filter((row) => isPersons(row, key));
}

async function personsViewings(db: AppDatabase, key: PersonKey) {
  const rows = await db
    .selectFrom("viewings")
    .innerJoin("properties", "properties.id", "viewings.property_id")
    .select([
      "viewings.id",
      "viewings.reference",
      "viewings.starts_at",
      "viewings.status",
      "viewings.name",
      "viewings.phone",
      "viewings.email",
      "viewings.created_at",
      "properties.name as listing",
    ])
    .where((eb) =>
      key.by === "phone" ? eb("viewings.phone", "=", key.digits) : emailMatches("viewings.email", key),
    )
    .orderBy("viewings.id")
    .execute();
  return rows.filter((row) => isPersons(row, key));
}

const personsAlerts = (db: AppDatabase, key: PersonKey) =>
  db.selectFrom("search_alerts").selectAll().where(emailMatches("email", key)).orderBy("id").execute();

/** The e-mails to the person's address, or the texts to their number. */
const personsEmails = (db: AppDatabase, key: PersonKey) =>
  key.by === "phone"
    ? db
        .selectFrom("text_outbox")
        .select(["id", "kind", "recipient", "status", "created_at", "sent_at"])
        .where("recipient", "=", `+${key.digits}`)
        .orderBy("id")
        .execute()
    : db
        .selectFrom("notification_outbox")
        .select(["id", "kind", "recipient", "status", "created_at", "sent_at"])
        .where(emailMatches("recipient", key))
        .orderBy("id")
        .execute();

const personsCheckedNumbers = (db: AppDatabase, key: PersonKey) =>
  db
    .selectFrom("unknown_numbers")
    .select(["number", "checks", "first_checked_at", "last_checked_at"])
    .where("kind", "=", "phone")
    .where("number", "=", key.by === "phone" ? key.digits : "")
    .execute();

/** Everything the site keeps about the person, kind by kind, oldest first. */
export async function findPersonRecords(db: AppDatabase, key: PersonKey): Promise<PersonRecords> {
  const [messages, viewings, alerts, emails, checkedNumbers] = await Promise.all([
    personsMessages(db, key),
    personsViewings(db, key),
    personsAlerts(db, key),
    personsEmails(db, key),
    personsCheckedNumbers(db, key),
  ]);
  return {
    messages: messages.map((row) => ({
      id: row.id,
      createdAt: row.created_at,
      name: row.name,
      email: row.email,
      phone: row.phone,
      message: row.message,
      listing:
        row.property_name &&
        `${row.property_name}${row.property_reference ? ` (${row.property_reference})` : ""}`,
      reportReason: row.report_reason,
    })),
    viewings: viewings.map((row) => ({
      id: row.id,
      reference: row.reference,
      startsAt: row.starts_at,
      status: row.status,
      name: row.name,
      phone: row.phone,
      email: row.email,
      listing: row.listing,
      createdAt: row.created_at,
    })),
    alerts: alerts.map((row) => ({
      id: row.id,
      email: row.email,
      search: row.query,
      frequency: row.frequency,
      status: row.status,
      language: row.language,
      askedAt: row.created_at,
      confirmedAt: row.confirmed_at,
      endedAt: row.unsubscribed_at,
    })),
    emails: emails.map((row) => ({
      id: row.id,
      kind: row.kind,
      recipient: row.recipient,
      status: row.status,
      createdAt: row.created_at,
      sentAt: row.sent_at,
    })),
    checkedNumbers: checkedNumbers.map((row) => ({
      number: row.number,
      checks: row.checks,
      firstCheckedAt: row.first_checked_at,
      lastCheckedAt: row.last_checked_at,
    })),
  };
}

export const countsOf = (records: PersonRecords): PersonCounts => ({
  messages: records.messages.length,
  viewings: records.viewings.length,
  alerts: records.alerts.length,
  emails: records.emails.length,
  checkedNumbers: records.checkedNumbers.length,
});

/**
 * Erases every row the site keeps about the person, in one transaction: messages with the
 * e-mails about them, bookings with their holds, places, cancel links and e-mails, alerts with
 * their tokens, matches and e-mails, e-mails to their address or texts to their number queued
 * or sent, the numbers they were checked as, and the count of e-mails to their mailbox. Returns
 * what it erased.
 */
export async function erasePerson(db: AppDatabase, key: PersonKey): Promise<PersonCounts> {
  return db.transaction().execute(async (trx) => {
    const records = await findPersonRecords(trx, key);
    const messageIds = records.messages.map((row) => row.id);
    const viewingIds = records.viewings.map((row) => row.id);
    const alertIds = records.alerts.map((row) => row.id);
    if (messageIds.length > 0) {
      await trx.deleteFrom("notification_outbox").where("message_id", "in", messageIds).execute();
      await trx.deleteFrom("contact_messages").where("id", "in", messageIds).execute();
    }
    if (viewingIds.length > 0) await trx.deleteFrom("viewings").where("id", "in", viewingIds).execute();
    if (alertIds.length > 0) await trx.deleteFrom("search_alerts").where("id", "in", alertIds).execute();
    if (key.by === "email") {
      await trx.deleteFrom("notification_outbox").where(emailMatches("recipient", key)).execute();
      await trx.deleteFrom("rate_limit_windows").where("key", "=", visitorMailboxKey(key.address)).execute();
    } else {
      await trx.deleteFrom("text_outbox").where("recipient", "=", `+${key.digits}`).execute();
      await trx
        .deleteFrom("unknown_numbers")
        .where("kind", "=", "phone")
        .where("number", "=", key.digits)
        .execute();
    }
    return countsOf(records);
  });
}

/** A correction the person asked for: each given value replaces theirs wherever it is kept. */
export interface PersonCorrection {
  name: string | null;
  /** International digits: kept so by bookings, and shown grouped in messages. */
  phone: string | null;
  email: string | null;
}

/** Writes the correction into every message and booking of the person, in one transaction; returns how many rows changed. */
export async function correctPerson(
  db: AppDatabase,
  key: PersonKey,
  correction: PersonCorrection,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const records = await findPersonRecords(trx, key);
    const messageIds = records.messages.map((row) => row.id);
    const viewingIds = records.viewings.map((row) => row.id);
    const values = {
      ...(correction.name !== null && { name: correction.name }),
      ...(correction.email !== null && { email: correction.email }),
    };
    const phone = correction.phone;
    if (Object.keys(values).length === 0 && phone === null) return 0;
    let changed = 0;
    if (messageIds.length > 0) {
      const result = await trx
        .updateTable("contact_messages")
        .set({ ...values, ...(phone !== null && { phone: formatPhoneNumber(phone) }) })
        .where("id", "in", messageIds)
        .executeTakeFirst();
      changed += Number(result.numUpdatedRows);
    }
    if (viewingIds.length > 0) {
      const result = await trx
        .updateTable("viewings")
        .set({ ...values, ...(phone !== null && { phone }), updated_at: new Date().toISOString() })
        .where("id", "in", viewingIds)
        .executeTakeFirst();
      changed += Number(result.numUpdatedRows);
    }
    return changed;
  });
}
