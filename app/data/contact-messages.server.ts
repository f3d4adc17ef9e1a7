import type { ContactMessage } from "~/domain/contact";
import type { AppDatabase } from "./database.server";

export async function saveContactMessage(db: AppDatabase, message: ContactMessage): Promise<number> {
  const { id } = await db
    .insertInto("contact_messages")
    .values({
      name: message.name,
      email: message.email,
      message: message.message,
      property_id: null,
      created_at: new Date().toISOString(),
      read_at: null,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return id;
}

export async function countUnreadMessages(db: AppDatabase): Promise<number> {
  const { total } = await db
    .selectFrom("contact_messages")
    .select((eb) => eb.fn.countAll<number>().as("total"))
    .where("read_at", "is", null)
    .executeTakeFirstOrThrow();
  return Number(total);
}

export const MESSAGES_PER_PAGE = 50;

/** A message as the inbox lists it. */
export interface MessageSummary {
  id: number;
  name: string;
  email: string;
  /** The start of the message, for the list. */
  preview: string;
  createdAt: string;
  read: boolean;
}

/** One page of messages, newest first, and how many there are in all. */
export async function findMessages(
  db: AppDatabase,
  page: number,
): Promise<{ messages: MessageSummary[]; total: number }> {
  const [rows, { total }] = await Promise.all([
    db
      .selectFrom("contact_messages")
      .select(["id", "name", "email", "created_at", "read_at"])
      .select((eb) => eb.fn<string>("substr", ["message", eb.val(1), eb.val(140)]).as("preview"))
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .limit(MESSAGES_PER_PAGE)
      .offset((page - 1) * MESSAGES_PER_PAGE)
      .execute(),
    db
      .selectFrom("contact_messages")
      .select((eb) => eb.fn.countAll<number>().as("total"))
      .executeTakeFirstOrThrow(),
  ]);
  return {
    messages: rows.map((row) => ({
      id: row.id,
      name: row.name,
      email: row.email,
      preview: row.preview,
      createdAt: row.created_at,
      read: row.read_at !== null,
    })),
    total: Number(total),
  };
}

/** A whole message, with the listing it was sent about when there is one. */
export interface MessageDetail {
  id: number;
  name: string;
  email: string;
  message: string;
  createdAt: string;
  read: boolean;
  property: { slug: string; name: string } | null;
}

export async function findMessage(db: AppDatabase, id: number): Promise<MessageDetail | null> {
  const row = await db
    .selectFrom("contact_messages")
    .leftJoin("properties", "properties.id", "contact_messages.property_id")
    .select([
      "contact_messages.id",
      "contact_messages.name",
      "contact_messages.email",
      "contact_messages.message",
      "contact_messages.created_at",
      "contact_messages.read_at",
      "properties.slug as property_slug",
      "properties.name as property_name",
    ])
    .where("contact_messages.id", "=", id)
    .executeTakeFirst();
  if (!row) return null;
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    message: row.message,
    createdAt: row.created_at,
    read: row.read_at !== null,
    property:
      row.property_slug !== null && row.property_name !== null
        ? { slug: row.property_slug, name: row.property_name }
        : null,
  };
}

/** Marks a message read (now) or unread; false when there is no such message. */
export async function markMessageRead(db: AppDatabase, id: number, read: boolean): Promise<boolean> {
  const result = await db
    .updateTable("contact_messages")
    .set({ read_at: read ? new Date().toISOString() : null })
    .where("id", "=", id)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** False when there was no such message. */
export async function deleteMessage(db: AppDatabase, id: number): Promise<boolean> {
  const result = await db.deleteFrom("contact_messages").where("id", "=", id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}
