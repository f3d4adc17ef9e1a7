import { type DialectMigration, textColumn, withId } from "./schema-helpers.server";

export const migration: DialectMigration = {
  async up(db, dialect) {
    const text = textColumn(dialect);
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
};
