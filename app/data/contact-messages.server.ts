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
