import { type DialectMigration, textColumn, withId } from "./schema-helpers.server";

// Text messages (SMS) queued like the e-mails, in a table of their own so that an older
// release's mail worker never takes one for an e-mail; the day-before reminder by text, claimed
// apart from the e-mailed one; and the code texted to a booking's phone. Only a new table and
// new columns: an older release is unharmed.
export const migration: DialectMigration = {
  async up(db, dialect) {
    const text = textColumn(dialect);
    await withId(db.schema.createTable("text_outbox"), dialect)
      .addColumn("kind", text, (column) => column.notNull())
      .addColumn("recipient", text, (column) => column.notNull())
      .addColumn("viewing_id", "integer", (column) => column.references("viewings.id").onDelete("cascade"))
      .addColumn("message_id", "integer", (column) =>
        column.references("contact_messages.id").onDelete("cascade"),
      )
      .addColumn("site_origin", text, (column) => column.notNull())
      .addColumn("status", text, (column) => column.notNull())
      .addColumn("attempts", "integer", (column) => column.notNull().defaultTo(0))
      .addColumn("next_attempt_at", text, (column) => column.notNull())
      .addColumn("claimed_until", text)
      .addColumn("claim_token", text)
      .addColumn("last_error", text)
      .addColumn("gateway_status", text)
      .addColumn("cost", text)
      .addColumn("parts", "integer")
      .addColumn("sent_at", text)
      .addColumn("created_at", text, (column) => column.notNull())
      .execute();
    await db.schema
      .createIndex("text_outbox_due")
      .on("text_outbox")
      .columns(["status", "next_attempt_at"])
      .execute();
    await db.schema.createIndex("text_outbox_sent").on("text_outbox").columns(["sent_at"]).execute();
    await db.schema.createIndex("text_outbox_viewing").on("text_outbox").column("viewing_id").execute();
    await db.schema.createIndex("text_outbox_message").on("text_outbox").column("message_id").execute();
    await db.schema.alterTable("viewings").addColumn("text_reminder_queued_at", text).execute();
    // A booking waiting for the code texted to its phone: the code, until when it works, the
    // tries made, and the hash of the token of the page it is typed on.
    await db.schema.alterTable("viewings").addColumn("booking_code", text).execute();
    await db.schema.alterTable("viewings").addColumn("booking_code_expires_at", text).execute();
    await db.schema
      .alterTable("viewings")
      .addColumn("booking_code_tries", "integer", (column) => column.notNull().defaultTo(0))
      .execute();
    await db.schema.alterTable("viewings").addColumn("booking_code_token_hash", text).execute();
    await db.schema
      .createIndex("viewings_booking_code_token")
      .on("viewings")
      .column("booking_code_token_hash")
      .execute();
  },
};
