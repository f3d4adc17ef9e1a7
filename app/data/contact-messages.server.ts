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
