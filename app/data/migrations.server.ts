import { type CreateTableBuilder, type Kysely, sql } from "kysely";
import { type Migration, type MigrationProvider, Migrator } from "kysely/migration";
import { logger } from "~/services/logger.server";

export type SqlDialectName = "sqlite" | "postgres";

function withId<T extends string>(table: CreateTableBuilder<T, never>, dialect: SqlDialectName) {
  return dialect === "postgres"
    ? table.addColumn("id", "integer", (column) => column.primaryKey().generatedByDefaultAsIdentity())
    : table.addColumn("id", "integer", (column) => column.primaryKey().autoIncrement());
}

/**
 * Installs pg_trgm unless it is there already; false when the server does not offer it or the
 * user may not install it. Inside a savepoint, so that a refusal leaves the migration's
 * transaction usable.
 */
async function trigramsAvailable(db: Kysely<unknown>): Promise<boolean> {
  await sql`savepoint install_pg_trgm`.execute(db);
  try {
    await sql`create extension if not exists pg_trgm`.execute(db);
    await sql`release savepoint install_pg_trgm`.execute(db);
    return true;
  } catch (error) {
    await sql`rollback to savepoint install_pg_trgm`.execute(db);
    logger.warn("pg_trgm is not available: searching listings reads the whole table", {
      error: (error as Error).message,
    });
    return false;
  }
}

/** The tables whose rows public pages show. */
const CONTENT_TABLES = [
  "properties",
  "property_images",
  "property_amenities",
  "about_paragraphs",
  "settings",
];

/** Every migration, by name; they run in the order of their names. */
export function migrations(dialect: SqlDialectName): Record<string, Migration> {
  // PostgreSQL compares and sorts text by the database's locale, SQLite by bytes; the "C"
  // collation makes PostgreSQL do as SQLite does (the slug range in createProperty relies on it).
  const text = dialect === "postgres" ? sql`text collate "C"` : "text";
  return {
    "001-initial-schema": {
      async up(db: Kysely<unknown>) {
        await withId(db.schema.createTable("properties"), dialect)
          .addColumn("slug", text, (column) => column.notNull().unique())
          .addColumn("name", text, (column) => column.notNull())
          .addColumn("name_key", text, (column) => column.notNull().unique())
          .addColumn("price", "double precision", (column) => column.notNull())
          .addColumn("discount", "double precision")
          .addColumn("new_price", "double precision")
          .addColumn("display_price", "double precision", (column) => column.notNull())
          .addColumn("location", text, (column) => column.notNull())
          .addColumn("city", text, (column) => column.notNull())
          .addColumn("description", text, (column) => column.notNull())
          .addColumn("type", text, (column) => column.notNull())
          .addColumn("published", text, (column) => column.notNull())
          .addColumn("created_at", text, (column) => column.notNull())
          .addColumn("updated_at", text, (column) => column.notNull())
          .execute();
        // Each filter (city, type, both) with each sort reads an index in order instead of sorting rows.
        await db.schema
          .createIndex("properties_city_type_price")
          .on("properties")
          .columns(["city", "type", "display_price", "id"])
          .execute();
        await db.schema
          .createIndex("properties_type_price")
          .on("properties")
          .columns(["type", "display_price", "id"])
          .execute();
        await db.schema
          .createIndex("properties_city_price")
          .on("properties")
          .columns(["city", "display_price", "id"])
          .execute();
        await db.schema
          .createIndex("properties_city_published")
          .on("properties")
          .columns(["city", "published", "id"])
          .execute();
        await db.schema
          .createIndex("properties_type_published")
          .on("properties")
          .columns(["type", "published", "id"])
          .execute();
        await db.schema
          .createIndex("properties_city_name")
          .on("properties")
          .columns(["city", "name_key"])
          .execute();
        await db.schema
          .createIndex("properties_type_name")
          .on("properties")
          .columns(["type", "name_key"])
          .execute();
        await db.schema
          .createIndex("properties_display_price")
          .on("properties")
          .columns(["display_price", "id"])
          .execute();
        await db.schema
          .createIndex("properties_published")
          .on("properties")
          .columns(["published", "id"])
          .execute();

        await withId(db.schema.createTable("property_images"), dialect)
          .addColumn("property_id", "integer", (column) =>
            column.notNull().references("properties.id").onDelete("cascade"),
          )
          .addColumn("position", "integer", (column) => column.notNull())
          .addColumn("storage_key", text)
          .addColumn("external_url", text)
          .addColumn("width", "integer")
          .addColumn("height", "integer")
          .execute();
        await db.schema
          .createIndex("property_images_property")
          .on("property_images")
          .columns(["property_id", "position"])
          .execute();

        await db.schema
          .createTable("about_paragraphs")
          .addColumn("position", "integer", (column) => column.primaryKey())
          .addColumn("text", text, (column) => column.notNull())
          .execute();

        await withId(db.schema.createTable("contact_messages"), dialect)
          .addColumn("name", text, (column) => column.notNull())
          .addColumn("email", text, (column) => column.notNull())
          .addColumn("message", text, (column) => column.notNull())
          .addColumn("property_id", "integer", (column) =>
            column.references("properties.id").onDelete("set null"),
          )
          .addColumn("created_at", text, (column) => column.notNull())
          .addColumn("read_at", text)
          .execute();
        await db.schema
          .createIndex("contact_messages_created")
          .on("contact_messages")
          .column("created_at")
          .execute();

        await db.schema
          .createTable("settings")
          .addColumn("key", text, (column) => column.primaryKey())
          .addColumn("value", text, (column) => column.notNull())
          .execute();

        await withId(db.schema.createTable("users"), dialect)
          .addColumn("email", text, (column) => column.notNull().unique())
          .addColumn("password_hash", text, (column) => column.notNull())
          .addColumn("is_admin", "integer", (column) => column.notNull().defaultTo(0))
          .addColumn("created_at", text, (column) => column.notNull())
          .execute();
      },
    },
    "002-sessions-and-sign-in-attempts": {
      async up(db: Kysely<unknown>) {
        await db.schema
          .createTable("sessions")
          .addColumn("id_hash", text, (column) => column.primaryKey())
          .addColumn("user_id", "integer", (column) =>
            column.notNull().references("users.id").onDelete("cascade"),
          )
          .addColumn("created_at", text, (column) => column.notNull())
          .addColumn("last_seen_at", text, (column) => column.notNull())
          .addColumn("expires_at", text, (column) => column.notNull())
          .execute();
        await db.schema.createIndex("sessions_user").on("sessions").column("user_id").execute();

        await db.schema
          .createTable("sign_in_attempts")
          .addColumn("key", text, (column) => column.notNull())
          .addColumn("attempted_at", text, (column) => column.notNull())
          .execute();
        await db.schema
          .createIndex("sign_in_attempts_key")
          .on("sign_in_attempts")
          .columns(["key", "attempted_at"])
          .execute();
      },
    },
    "003-image-uploads": {
      async up(db: Kysely<unknown>) {
        await db.schema
          .createTable("image_uploads")
          .addColumn("storage_key", text, (column) => column.primaryKey())
          .addColumn("width", "integer", (column) => column.notNull())
          .addColumn("height", "integer", (column) => column.notNull())
          .addColumn("uploaded_at", text, (column) => column.notNull())
          .execute();
        await db.schema
          .createIndex("image_uploads_uploaded_at")
          .on("image_uploads")
          .column("uploaded_at")
          .execute();
      },
    },
    "004-name-search-index": {
      // Name search is `name_key LIKE '%words%'`, which no B-tree index serves. SQLite scans
      // the name_key index, small enough at the sizes it serves; PostgreSQL gets a trigram index.
      async up(db: Kysely<unknown>) {
        if (dialect !== "postgres" || !(await trigramsAvailable(db))) return;
        await sql`create index properties_name_trigram on properties using gin (name_key gin_trgm_ops)`.execute(
          db,
        );
      },
    },
    "005-enquiries-about-listings": {
      async up(db: Kysely<unknown>) {
        // An enquiry may give a phone number instead of an e-mail address, and keeps the
        // listing's name and reference for when the listing is gone.
        if (dialect === "postgres") {
          await db.schema
            .alterTable("contact_messages")
            .alterColumn("email", (column) => column.dropNotNull())
            .addColumn("phone", text)
            .addColumn("property_name", text)
            .addColumn("property_reference", text)
            .execute();
        } else {
          await rebuildContactMessagesForSqlite(db);
        }

        await db.schema
          .createTable("rate_limit_hits")
          .addColumn("key", text, (column) => column.notNull())
          .addColumn("expires_at", text, (column) => column.notNull())
          .execute();
        await db.schema
          .createIndex("rate_limit_hits_key")
          .on("rate_limit_hits")
          .columns(["key", "expires_at"])
          .execute();
      },
    },
    "006-listing-details-and-statuses": {
      async up(db: Kysely<unknown>) {
        // SQLite changes one column per ALTER TABLE.
        const addColumn = (name: string, type: "integer" | "double precision" | typeof text) =>
          db.schema.alterTable("properties").addColumn(name, type).execute();
        await addColumn("bedrooms", "integer");
        await addColumn("bathrooms", "integer");
        await addColumn("plot_size", "double precision");
        await addColumn("plot_size_unit", text);
        await addColumn("tenure", text);
        await addColumn("price_period", text);
        await addColumn("deposit", "double precision");
        // Existing listings are published, available and not starred.
        await db.schema
          .alterTable("properties")
          .addColumn("publication", text, (column) => column.notNull().defaultTo("published"))
          .execute();
        await db.schema
          .alterTable("properties")
          .addColumn("availability", text, (column) => column.notNull().defaultTo("available"))
          .execute();
        await db.schema
          .alterTable("properties")
          .addColumn("featured", "integer", (column) => column.notNull().defaultTo(0))
          .execute();
        await db.schema
          .alterTable("properties")
          .addColumn("on_market", "integer", (column) => column.notNull().defaultTo(1))
          .execute();
        // Rents were monthly until the period could be chosen.
        await db
          .withTables<{ properties: { type: string; price_period: string | null } }>()
          .updateTable("properties")
          .set({ price_period: "month" })
          .where("type", "=", "rent")
          .execute();

        // Every public query asks for on_market = 1 first, so the list's indexes lead with it.
        for (const name of [
          "properties_city_type_price",
          "properties_type_price",
          "properties_city_price",
          "properties_city_published",
          "properties_type_published",
          "properties_city_name",
          "properties_type_name",
          "properties_display_price",
          "properties_published",
        ]) {
          await db.schema.dropIndex(name).execute();
        }
        const indexes: Record<string, string[]> = {
          properties_market_name: ["on_market", "name_key"],
          properties_market_type_name: ["on_market", "type", "name_key"],
          properties_market_city_name: ["on_market", "city", "name_key"],
          properties_market_price: ["on_market", "display_price", "id"],
          properties_market_type_price: ["on_market", "type", "display_price", "id"],
          properties_market_city_price: ["on_market", "city", "display_price", "id"],
          properties_market_city_type_price: ["on_market", "city", "type", "display_price", "id"],
          properties_market_published: ["on_market", "published", "id"],
          properties_market_type_published: ["on_market", "type", "published", "id"],
          properties_market_city_published: ["on_market", "city", "published", "id"],
          // The home page's draw: starred listings on the market.
          properties_market_featured: ["on_market", "featured", "id"],
        };
        for (const [name, columns] of Object.entries(indexes)) {
          await db.schema.createIndex(name).on("properties").columns(columns).execute();
        }

        await db.schema
          .createTable("property_amenities")
          .addColumn("property_id", "integer", (column) =>
            column.notNull().references("properties.id").onDelete("cascade"),
          )
          .addColumn("amenity", text, (column) => column.notNull())
          .addPrimaryKeyConstraint("property_amenities_primary_key", ["property_id", "amenity"])
          .execute();
        // The search's amenity filter: the listings that have one amenity.
        await db.schema
          .createIndex("property_amenities_amenity")
          .on("property_amenities")
          .columns(["amenity", "property_id"])
          .execute();
      },
    },
    "007-search-indexes": {
      // The search box matches the name, location or city: three LIKEs with a leading wildcard,
      // which no B-tree index serves. PostgreSQL gets trigram indexes beside the one on names;
      // SQLite an FTS5 trigram index of the three columns, kept up to date by triggers.
      async up(db: Kysely<unknown>) {
        if (dialect === "postgres") {
          if (!(await trigramsAvailable(db))) return;
          for (const column of ["location", "city"]) {
            await sql`create index ${sql.id(`properties_${column}_trigram`)} on properties using gin (lower(${sql.ref(column)}) gin_trgm_ops)`.execute(
              db,
            );
          }
          return;
        }
        await sql`create virtual table properties_search using fts5(name_key, location, city, content = properties, content_rowid = id, tokenize = trigram)`.execute(
          db,
        );
        await sql`insert into properties_search (properties_search) values ('rebuild')`.execute(db);
        await sql`create trigger properties_search_insert after insert on properties begin
          insert into properties_search (rowid, name_key, location, city)
          values (new.id, new.name_key, new.location, new.city);
        end`.execute(db);
        await sql`create trigger properties_search_delete after delete on properties begin
          insert into properties_search (properties_search, rowid, name_key, location, city)
          values ('delete', old.id, old.name_key, old.location, old.city);
        end`.execute(db);
        await sql`create trigger properties_search_update after update of name_key, location, city on properties begin
          insert into properties_search (properties_search, rowid, name_key, location, city)
          values ('delete', old.id, old.name_key, old.location, old.city);
          insert into properties_search (rowid, name_key, location, city)
          values (new.id, new.name_key, new.location, new.city);
        end`.execute(db);
      },
    },
    "008-content-version": {
      // One number that every change to what public pages show moves on, whoever writes and
      // however (the app, an import, SQL by hand): cached pages are kept under it.
      async up(db: Kysely<unknown>) {
        await db.schema
          .createTable("content_version")
          .addColumn("id", "integer", (column) => column.primaryKey())
          .addColumn("version", "integer", (column) => column.notNull())
          .execute();
        await sql`insert into content_version (id, version) values (1, 0)`.execute(db);
        if (dialect === "postgres") {
          await sql`create function bump_content_version() returns trigger language plpgsql as $$
            begin
              update content_version set version = version + 1 where id = 1;
              return null;
            end
          $$`.execute(db);
        }
        for (const table of CONTENT_TABLES) {
          if (dialect === "postgres") {
            await sql`create trigger ${sql.id(`${table}_content_version`)}
              after insert or update or delete or truncate on ${sql.table(table)}
              for each statement execute function bump_content_version()`.execute(db);
            continue;
          }
          for (const event of ["insert", "update", "delete"]) {
            await sql`create trigger ${sql.id(`${table}_${event}_content_version`)}
              after ${sql.raw(event)} on ${sql.table(table)}
              begin update content_version set version = version + 1 where id = 1; end`.execute(db);
          }
        }
      },
    },
  };
}

/**
 * SQLite cannot drop NOT NULL from a column, so the table is made again with the new columns
 * and its rows copied over, ids included: links to messages stay the same.
 */
async function rebuildContactMessagesForSqlite(schemaDb: Kysely<unknown>) {
  const copied = ["id", "name", "email", "message", "property_id", "created_at", "read_at"] as const;
  type Row = Record<(typeof copied)[number], unknown>;
  const db = schemaDb.withTables<{ contact_messages: Row; contact_messages_rebuilt: Row }>();

  await withId(db.schema.createTable("contact_messages_rebuilt"), "sqlite")
    .addColumn("name", "text", (column) => column.notNull())
    .addColumn("email", "text")
    .addColumn("phone", "text")
    .addColumn("message", "text", (column) => column.notNull())
    .addColumn("property_id", "integer", (column) => column.references("properties.id").onDelete("set null"))
    .addColumn("property_name", "text")
    .addColumn("property_reference", "text")
    .addColumn("created_at", "text", (column) => column.notNull())
    .addColumn("read_at", "text")
    .execute();
  await db
    .insertInto("contact_messages_rebuilt")
    .columns(copied)
    .expression(db.selectFrom("contact_messages").select(copied))
    .execute();
  await db.schema.dropTable("contact_messages").execute();
  await db.schema.alterTable("contact_messages_rebuilt").renameTo("contact_messages").execute();
  await db.schema
    .createIndex("contact_messages_created")
    .on("contact_messages")
    .column("created_at")
    .execute();
}

export async function migrateToLatest(db: Kysely<unknown>, dialect: SqlDialectName) {
  const provider: MigrationProvider = { getMigrations: async () => migrations(dialect) };
  const { error, results } = await new Migrator({ db, provider }).migrateToLatest();
  const failed = results?.find((result) => result.status === "Error");
  if (error || failed) {
    throw new Error(`Database migration ${failed?.migrationName ?? ""} failed`, { cause: error });
  }
}
