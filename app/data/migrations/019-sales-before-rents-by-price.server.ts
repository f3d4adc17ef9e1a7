import { sql } from "kysely";
import type { DialectMigration } from "./schema-helpers.server";

// Sorted by price over every type, the list shows listings for sale first and then those to
// rent, each by price. These indexes give the list that order: the first read forwards for
// low to high, the second backwards for high to low (sales still first), as the list's other
// price index did for price alone.
export const migration: DialectMigration = {
  async up(db) {
    await sql`create index properties_market_sale_first_price
      on properties (on_market, (type = 'rent'), display_price, id)`.execute(db);
    await sql`create index properties_market_sale_first_price_descending
      on properties (on_market, (type = 'rent') desc, display_price, id)`.execute(db);
  },
};
