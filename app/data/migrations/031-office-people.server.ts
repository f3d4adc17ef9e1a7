import { sql } from "kysely";
import { type DialectMigration, textColumn } from "./schema-helpers.server";

// Several people in one office: each account has a role and a status, and what visitors are
// shown of it (name, photo, phones, registration). The single administrator of earlier releases
// becomes the owner; an account that was not an administrator could do nothing, and stays kept
// out (suspended) until the owner decides. Every listing belongs to a person (the owner until
// moved), and each message to the person it was sent to; null is the office itself.
export const migration: DialectMigration = {
  async up(db, dialect) {
    const text = textColumn(dialect);
    await db.schema
      .alterTable("users")
      .addColumn("role", text, (column) => column.notNull().defaultTo("owner"))
      .execute();
    await db.schema
      .alterTable("users")
      .addColumn("status", text, (column) => column.notNull().defaultTo("active"))
      .execute();
    for (const name of ["name", "phone", "whatsapp", "earb_number", "photo_key"]) {
      await db.schema.alterTable("users").addColumn(name, text).execute();
    }
    await sql`update users set role = 'agent', status = 'suspended' where is_admin = 0`.execute(db);
    await db.schema.alterTable("users").dropColumn("is_admin").execute();

    await db.schema
      .alterTable("properties")
      .addColumn("agent_id", "integer", (column) => column.references("users.id"))
      .execute();
    await db.schema.createIndex("properties_agent").on("properties").column("agent_id").execute();
    await db.schema
      .alterTable("contact_messages")
      .addColumn("agent_id", "integer", (column) => column.references("users.id"))
      .execute();
    await db.schema.createIndex("contact_messages_agent").on("contact_messages").column("agent_id").execute();
    const owner = sql`(select min(id) from users where role = 'owner')`;
    await sql`update properties set agent_id = ${owner}`.execute(db);
    await sql`update contact_messages set agent_id = ${owner} where property_id is not null`.execute(db);

    await db.schema
      .createTable("office_invitations")
      .addColumn("token_hash", text, (column) => column.primaryKey())
      .addColumn("email", text, (column) => column.notNull())
      .addColumn("role", text, (column) => column.notNull())
      .addColumn("invited_by", "integer", (column) => column.notNull().references("users.id"))
      .addColumn("created_at", text, (column) => column.notNull())
      .addColumn("expires_at", text, (column) => column.notNull())
      .execute();
    await db.schema
      .createIndex("office_invitations_email")
      .on("office_invitations")
      .column("email")
      .execute();
  },
};
