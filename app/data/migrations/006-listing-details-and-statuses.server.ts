import { type DialectMigration, textColumn } from "./schema-helpers.server";

export const migration: DialectMigration = {
  async up(db, dialect) {
    const text = textColumn(dialect);
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
};
