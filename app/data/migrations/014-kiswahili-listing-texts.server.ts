import { type DialectMigration, textColumn } from "./schema-helpers.server";

// A listing's optional name and description in Kiswahili, shown on the Kiswahili pages.
export const migration: DialectMigration = {
  async up(db, dialect) {
    const text = textColumn(dialect);
    await db.schema.alterTable("properties").addColumn("name_sw", text).execute();
    await db.schema.alterTable("properties").addColumn("description_sw", text).execute();
  },
};
