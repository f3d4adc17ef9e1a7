import { type DialectMigration, textColumn } from "./schema-helpers.server";

// The administrator's account: a one-time first password that must be changed, a second
// factor, devices that have signed in before, sessions the administrator can see, and
// attempt counters that are claimed in one statement instead of counted and then recorded.
export const migration: DialectMigration = {
  async up(db, dialect) {
    const text = textColumn(dialect);
    await db.schema
      .alterTable("users")
      .addColumn("must_change_password", "integer", (column) => column.notNull().defaultTo(0))
      .execute();
    await db.schema.alterTable("users").addColumn("password_expires_at", text).execute();
    await db.schema.alterTable("users").addColumn("totp_secret", text).execute();
    await db.schema.alterTable("users").addColumn("totp_pending_secret", text).execute();
    await db.schema.alterTable("users").addColumn("totp_last_step", "integer").execute();
    await db.schema.alterTable("users").addColumn("recovery_code_hashes", text).execute();

    await db.schema.alterTable("sessions").addColumn("user_agent", text).execute();
    await db.schema.alterTable("sessions").addColumn("client_network", text).execute();
    await db.schema
      .alterTable("sessions")
      .addColumn("awaiting_second_factor", "integer", (column) => column.notNull().defaultTo(0))
      .execute();

    await db.schema
      .createTable("known_devices")
      .addColumn("token_hash", text, (column) => column.primaryKey())
      .addColumn("user_id", "integer", (column) =>
        column.notNull().references("users.id").onDelete("cascade"),
      )
      .addColumn("created_at", text, (column) => column.notNull())
      .addColumn("last_signed_in_at", text, (column) => column.notNull())
      .addColumn("second_factor_until", text)
      .execute();
    await db.schema.createIndex("known_devices_user").on("known_devices").column("user_id").execute();

    await db.schema
      .createTable("sign_in_throttles")
      .addColumn("key", text, (column) => column.primaryKey())
      .addColumn("failures", "integer", (column) => column.notNull())
      .addColumn("next_attempt_at", text, (column) => column.notNull())
      .addColumn("updated_at", text, (column) => column.notNull())
      .execute();
    await db.schema.dropTable("sign_in_attempts").execute();

    await db.schema
      .createTable("rate_limit_windows")
      .addColumn("key", text, (column) => column.primaryKey())
      .addColumn("started_at", text, (column) => column.notNull())
      .addColumn("hits", "integer", (column) => column.notNull())
      .execute();
    await db.schema.dropTable("rate_limit_hits").execute();
  },
};
