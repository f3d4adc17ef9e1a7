import { isReportReason, type ReportReason } from "~/domain/listing-report-fields";
import type { NotifiedMessage } from "~/domain/notification-email";
import { listingReference } from "~/domain/reference";
import { officeTextRecipients, type TextSettings } from "~/domain/text-caps";
import type { AppDatabase } from "./app-database";
import { leadRecipient } from "./office-work.server";
import { queueMail } from "./outbox.server";
import { queueText } from "./text-outbox.server";

/** A message from the contact form, or an enquiry about a listing from its page. */
export interface NewContactMessage {
  name: string;
  email: string | null;
  phone?: string | null;
  message: string;
  /** The listing an enquiry or a report is about. */
  listing?: { id: number; name: string; reference: string };
  /** Why a visitor reported the listing; none for an enquiry or a message. */
  reportReason?: ReportReason;
}

/**
 * The e-mails to the office to queue with a new message: to the office's notification address
 * when one is set, and to the listing's agent; with the site's address for their links.
 */
export interface NotificationToQueue {
  officeAddress: string | null;
  siteOrigin: string;
}

/**
 * The texts to the office to queue with a new message, as the office's text settings say (see
 * officeTextRecipients), with the site's address for their links.
 */
export interface TextsToQueue {
  settings: Pick<TextSettings, "officeNumber" | "textAgents">;
  siteOrigin: string;
}

/**
 * Stores a message, for the listing's agent while they may sign in (else for the office); with
 * `notification` and `texts`, queues the e-mails and texts about it in the same transaction, so
 * that a message the visitor was thanked for is never left without them.
 */
export async function saveContactMessage(
  db: AppDatabase,
  message: NewContactMessage,
  notification: NotificationToQueue | null = null,
  texts: TextsToQueue | null = null,
): Promise<number> {
  const now = new Date();
  return db.transaction().execute(async (trx) => {
    const agent = message.listing ? await leadRecipient(trx, message.listing.id) : null;
    const { id } = await trx
      .insertInto("contact_messages")
      .values({
        name: message.name,
        email: message.email,
        phone: message.phone ?? null,
        message: message.message,
        property_id: message.listing?.id ?? null,
        property_name: message.listing?.name ?? null,
        property_reference: message.listing?.reference ?? null,
        created_at: now.toISOString(),
        read_at: null,
        report_reason: message.reportReason ?? null,
        agent_id: agent?.id ?? null,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const recipients = new Set([notification?.officeAddress, agent?.email].filter((address) => !!address));
    for (const recipient of notification ? recipients : []) {
      await queueMail(
        trx,
        { kind: "message", messageId: id, recipient: recipient!, siteOrigin: notification!.siteOrigin },
        now,
      );
    }
    for (const recipient of texts ? officeTextRecipients(texts.settings, agent?.mobile ?? null) : []) {
      await queueText(
        trx,
        { kind: "message-to-office", messageId: id, recipient, siteOrigin: texts!.siteOrigin },
        now,
      );
    }
    return id;
  });
}

export async function countUnreadMessages(db: AppDatabase, agentId: number | null): Promise<number> {
  let query = db
    .selectFrom("contact_messages")
    .select((eb) => eb.fn.countAll<number>().as("total"))
    .where("read_at", "is", null);
  if (agentId !== null) query = query.where("agent_id", "=", agentId);
  const { total } = await query.executeTakeFirstOrThrow();
  return Number(total);
}

/** The listing a message is about; `slug` is null once the listing has been deleted. */
export interface MessageListing {
  name: string;
  reference: string;
  slug: string | null;
}

/** The columns that say which listing a message is about, from the message and the listing joined to it. */
export const listingColumns = [
  "contact_messages.property_id",
  "contact_messages.property_name",
  "contact_messages.property_reference",
  "properties.slug as listing_slug",
  "properties.name as listing_name",
] as const;

export interface ListingColumns {
  property_id: number | null;
  property_name: string | null;
  property_reference: string | null;
  listing_slug: string | null;
  listing_name: string | null;
}

/** The listing's current name while it exists; the name it had when the enquiry came once it is gone. */
export function toMessageListing(row: ListingColumns): MessageListing | null {
  if (row.property_id !== null && row.listing_name !== null && row.listing_slug !== null) {
    return {
      name: row.listing_name,
      reference: row.property_reference ?? listingReference(row.property_id),
      slug: row.listing_slug,
    };
  }
  if (row.property_name !== null && row.property_reference !== null) {
    return { name: row.property_name, reference: row.property_reference, slug: null };
  }
  return null;
}

/** The message an office notification tells of, as it is now; null once deleted. */
export async function findNotifiedMessage(
  db: AppDatabase,
  messageId: number,
): Promise<NotifiedMessage | null> {
  const found = await findMessage(db, messageId, null);
  if (!found) return null;
  const { id, name, email, phone, message, createdAt, listing, reportReason } = found;
  return { id, name, email, phone, message, receivedAt: createdAt, listing, reportReason };
}

export const MESSAGES_PER_PAGE = 50;

/** A message as the inbox lists it. */
export interface MessageSummary {
  id: number;
  name: string;
  /** The ways to reply, for the actions on each row. */
  email: string | null;
  phone: string | null;
  /** The start of the message, for the list. */
  preview: string;
  createdAt: string;
  read: boolean;
  listing: MessageListing | null;
  /** Why the listing was reported, when the message is a report. */
  reportReason: ReportReason | null;
  /** The person it was sent to; null for the office. */
  agentId: number | null;
}

const reportReasonOf = (value: string | null): ReportReason | null =>
  value !== null && isReportReason(value) ? value : null;

/**
 * One page of messages, newest first, and how many there are in all: one person's
 * (`agentId`), or every message of the office (null).
 */
export async function findMessages(
  db: AppDatabase,
  page: number,
  agentId: number | null,
): Promise<{ messages: MessageSummary[]; total: number }> {
  let messages = db.selectFrom("contact_messages");
  if (agentId !== null) messages = messages.where("contact_messages.agent_id", "=", agentId);
  const [rows, { total }] = await Promise.all([
    messages
      .leftJoin("properties", "properties.id", "contact_messages.property_id")
      .select([
        "contact_messages.id",
        "contact_messages.name",
        "contact_messages.email",
        "contact_messages.phone",
        "contact_messages.created_at",
        "contact_messages.read_at",
        "contact_messages.report_reason",
        "contact_messages.agent_id",
        ...listingColumns,
      ])
      .select((eb) =>
        eb.fn<string>("substr", ["contact_messages.message", eb.val(1), eb.val(140)]).as("preview"),
      )
      .orderBy("contact_messages.created_at", "desc")
      .orderBy("contact_messages.id", "desc")
      .limit(MESSAGES_PER_PAGE)
      .offset((page - 1) * MESSAGES_PER_PAGE)
      .execute(),
    messages.select((eb) => eb.fn.countAll<number>().as("total")).executeTakeFirstOrThrow(),
  ]);
  return {
    messages: rows.map((row) => ({
      id: row.id,
      name: row.name,
      email: row.email,
      phone: row.phone,
      preview: row.preview,
      createdAt: row.created_at,
      read: row.read_at !== null,
      listing: toMessageListing(row),
      reportReason: reportReasonOf(row.report_reason),
      agentId: row.agent_id,
    })),
    total: Number(total),
  };
}

/** A whole message, with the listing it was sent about when there is one. */
export interface MessageDetail {
  id: number;
  name: string;
  email: string | null;
  phone: string | null;
  message: string;
  createdAt: string;
  read: boolean;
  listing: MessageListing | null;
  reportReason: ReportReason | null;
}

/** The message `id`, when it is for `agentId` (or any message, for null); null otherwise. */
export async function findMessage(
  db: AppDatabase,
  id: number,
  agentId: number | null,
): Promise<MessageDetail | null> {
  let message = db.selectFrom("contact_messages");
  if (agentId !== null) message = message.where("contact_messages.agent_id", "=", agentId);
  const row = await message
    .leftJoin("properties", "properties.id", "contact_messages.property_id")
    .select([
      "contact_messages.id",
      "contact_messages.name",
      "contact_messages.email",
      "contact_messages.phone",
      "contact_messages.message",
      "contact_messages.created_at",
      "contact_messages.read_at",
      "contact_messages.report_reason",
      ...listingColumns,
    ])
    .where("contact_messages.id", "=", id)
    .executeTakeFirst();
  if (!row) return null;
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    message: row.message,
    createdAt: row.created_at,
    read: row.read_at !== null,
    listing: toMessageListing(row),
    reportReason: reportReasonOf(row.report_reason),
  };
}

/** The unread reports about each of these listings, by listing id; a listing with none is left out. */
export async function countOpenReports(db: AppDatabase, propertyIds: number[]): Promise<Map<number, number>> {
  if (propertyIds.length === 0) return new Map();
  const rows = await db
    .selectFrom("contact_messages")
    .select((eb) => ["property_id", eb.fn.countAll<number>().as("reports")])
    .where("property_id", "in", propertyIds)
    .where("report_reason", "is not", null)
    .where("read_at", "is", null)
    .groupBy("property_id")
    .execute();
  return new Map(
    rows.flatMap((row) => (row.property_id === null ? [] : [[row.property_id, Number(row.reports)]])),
  );
}

/** Marks a message read (now) or unread; false when there is no such message for `agentId` (any, for null). */
export async function markMessageRead(
  db: AppDatabase,
  { id, read, agentId }: { id: number; read: boolean; agentId: number | null },
): Promise<boolean> {
  let update = db
    .updateTable("contact_messages")
    .set({ read_at: read ? new Date().toISOString() : null })
    .where("id", "=", id);
  if (agentId !== null) update = update.where("agent_id", "=", agentId);
  const result = await update.executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** False when there was no such message for `agentId` (any, for null). */
export async function deleteMessage(db: AppDatabase, id: number, agentId: number | null): Promise<boolean> {
  let deletion = db.deleteFrom("contact_messages").where("id", "=", id);
  if (agentId !== null) deletion = deletion.where("agent_id", "=", agentId);
  const result = await deletion.executeTakeFirst();
  return result.numDeletedRows > 0n;
}
