import { type DialectMigration, textColumn } from "./schema-helpers.server";

// A plot's size as the office wrote it (`50×100 ft`, `1/8 acre`), beside its size and unit,
// which filters, sorts and the price per acre go on using. Null for every plot saved before and
// for a plain number in its unit. Only a column is added: a release that does not know it goes
// on reading and writing the table.
export const migration: DialectMigration = {
  async up(db, dialect) {
    await db.schema.alterTable("properties").addColumn("plot_size_words", textColumn(dialect)).execute();
  },
};
