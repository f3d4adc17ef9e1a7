import { sql } from "kysely";
import type { DialectMigration } from "./schema-helpers.server";

// The terms of moving into a rental, and the cash it takes, kept by every write so that the
// list can filter and page by it on both engines. Only columns are added: a release that does
// not know them goes on reading and writing the table.
export const migration: DialectMigration = {
  async up(db) {
    // SQLite changes one column per ALTER TABLE.
    for (const name of [
      "deposit_months",
      "agency_fee_percent",
      "service_charge",
      "utility_deposit",
      "move_in_cost",
    ]) {
      await db.schema.alterTable("properties").addColumn(name, "double precision").execute();
    }
    // A rental saved before had a month's rent (a week's × 52 / 12, a year's / 12) and its
    // deposit to pay.
    await sql`update properties set move_in_cost = round(cast(
        display_price * (case price_period when 'week' then 52.0 / 12 when 'year' then 1.0 / 12 else 1 end)
        + coalesce(deposit, 0) as numeric), 2)
      where type = 'rent'`.execute(db);
    await db.schema
      .createIndex("properties_market_move_in_cost")
      .on("properties")
      .columns(["on_market", "move_in_cost", "id"])
      .execute();
  },
};
