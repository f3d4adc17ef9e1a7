import { sql } from "kysely";
import type { DialectMigration } from "./schema-helpers.server";

// A listing's video tour, its floor area, its plot in square metres whatever unit it was typed
// in, and the price per acre of land, kept by every write so that the list can filter by the
// floor area and sort land by its price per acre on both engines. Only columns and indexes are
// added: a release that does not know them goes on reading and writing the table.
export const migration: DialectMigration = {
  async up(db) {
    // SQLite changes one column per ALTER TABLE.
    await db.schema.alterTable("properties").addColumn("video_url", "text").execute();
    for (const name of ["floor_area", "plot_area", "price_per_acre"]) {
      await db.schema.alterTable("properties").addColumn(name, "double precision").execute();
    }
    await sql`update properties set plot_area = plot_size * (case plot_size_unit
        when 'hectares' then 10000.0 when 'square-metres' then 1.0 else 4046.8564224 end)
      where plot_size is not null`.execute(db);
    await sql`update properties set price_per_acre = display_price / (plot_area / 4046.8564224)
      where type = 'land' and price_period is null and plot_area > 0 and display_price > 0`.execute(db);
    await db.schema
      .createIndex("properties_market_floor_area")
      .on("properties")
      .columns(["on_market", "floor_area", "id"])
      .execute();
    // Land by its price per acre, those without one last (SQLite sorts nulls first, PostgreSQL last).
    await sql`create index properties_market_type_price_per_acre
      on properties (on_market, type, (price_per_acre is null), price_per_acre, id)`.execute(db);
  },
};
