// A whole site as one JSON document, to move it between databases (SQLite and PostgreSQL
// alike) with every id, slug, password hash, second factor and audit entry kept. Sessions, known devices
// and sign-in throttles stay behind: whoever is signed in signs in again on the new database.
// Search alerts stay with the database they were signed up on, and take the imported listings
// as known rather than as new.
import { sql, type Kysely, type Selectable } from "kysely";
import { z } from "zod";
import { noteKnownMatchesOfLiveAlerts } from "./alert-matches.server";
import { chunks, ROWS_PER_STATEMENT } from "./batches.server";
import type { DatabaseHandle } from "./database.server";
import type { Database } from "./schema";

export const SITE_FORMAT = "makazi-site";
/**
 * 2: listings carry their details, statuses and amenities. 3: accounts carry their second
 * factor, and the audit log comes along. 4: listings carry their price changes. 5: listings
 * carry their video tour, floor area, plot in square metres and price per acre. 6: listings
 * carry their currency and their sum to move in in it. 8: accounts are people of the office,
 * with a role; listings and messages name the person they are for.
 */
export const SITE_FORMAT_VERSION = 8;
/** Versions this one can import: what later versions added gets its default. */
const READABLE_VERSIONS = [2, 3, 4, 5, 6, 7, 8] as const;

const integer = z.number().int();
const nullableInteger = integer.nullable();

/** Every carried table with the shape of its rows, parents before the tables that refer to them. */
const rowSchemas = {
  users: z
    .strictObject({
      id: integer,
      email: z.string(),
      password_hash: z.string(),
      // Before version 8 an account was the administrator or could do nothing (migration 031).
      is_admin: integer.optional(),
      role: z.string().optional(),
      status: z.string().optional(),
      name: z.string().nullable().default(null),
      phone: z.string().nullable().default(null),
      whatsapp: z.string().nullable().default(null),
      earb_number: z.string().nullable().default(null),
      photo_key: z.string().nullable().default(null),
      created_at: z.string(),
      // Since migration 009: exports made before it lack them, and the columns' defaults apply.
      must_change_password: integer.default(0),
      password_expires_at: z.string().nullable().default(null),
      totp_secret: z.string().nullable().default(null),
      totp_pending_secret: z.string().nullable().default(null),
      totp_last_step: nullableInteger.default(null),
      recovery_code_hashes: z.string().nullable().default(null),
    })
    .transform(({ is_admin, role, status, ...row }) => ({
      ...row,
      role: role ?? (is_admin === 0 ? "agent" : "owner"),
      status: status ?? (is_admin === 0 ? "suspended" : "active"),
    })),
  settings: z.strictObject({ key: z.string(), value: z.string() }),
  about_paragraphs: z.strictObject({ position: integer, text: z.string() }),
  properties: z
    .strictObject({
      id: integer,
      slug: z.string(),
      name: z.string(),
      name_key: z.string(),
      // Since version 6 (migration 028): every listing exported before it was in dollars.
      currency: z.string().default("USD"),
      price: z.number(),
      discount: z.number().nullable(),
      new_price: z.number().nullable(),
      display_price: z.number(),
      location: z.string(),
      city: z.string(),
      description: z.string(),
      name_sw: z.string().nullable().default(null),
      description_sw: z.string().nullable().default(null),
      type: z.string(),
      published: z.string(),
      created_at: z.string(),
      updated_at: z.string(),
      bedrooms: nullableInteger,
      bathrooms: nullableInteger,
      plot_size: z.number().nullable(),
      plot_size_unit: z.string().nullable(),
      tenure: z.string().nullable(),
      price_period: z.string().nullable(),
      deposit: z.number().nullable(),
      publication: z.string(),
      availability: z.string(),
      featured: integer,
      on_market: integer,
      // Since migration 015: exports made before it have no locations.
      latitude: z.number().nullable().default(null),
      longitude: z.number().nullable().default(null),
      location_precision: z.string().nullable().default(null),
      public_latitude: z.number().nullable().default(null),
      public_longitude: z.number().nullable().default(null),
      // Since migration 022: exports made before it have only the deposit as an amount.
      deposit_months: z.number().nullable().default(null),
      agency_fee_percent: z.number().nullable().default(null),
      service_charge: z.number().nullable().default(null),
      utility_deposit: z.number().nullable().default(null),
      move_in_cost: z.number().nullable().default(null),
      move_in_total: z.number().nullable().optional(),
      // Since migration 024: exports made before it have no checks of availability.
      availability_checked_at: z.string().nullable().default(null),
      availability_changed_at: z.string().nullable().default(null),
      // Since version 5 (migration 026): exports made before it have no video tours or floor
      // areas; their plots' square metres and land's price per acre follow on the next save.
      video_url: z.string().nullable().default(null),
      floor_area: z.number().nullable().default(null),
      plot_area: z.number().nullable().default(null),
      price_per_acre: z.number().nullable().default(null),
      // Since version 7 (migration 029): exports made before it keep plot sizes as numbers.
      plot_size_words: z.string().nullable().default(null),
      // Since version 8 (migration 031): a listing exported before it is the office's.
      agent_id: nullableInteger.default(null),
    })
    // Before version 6 the sum to move in was in dollars, the listing's currency.
    .transform(({ move_in_total, ...row }) => ({ ...row, move_in_total: move_in_total ?? row.move_in_cost })),
  property_amenities: z.strictObject({ property_id: integer, amenity: z.string() }),
  price_changes: z.strictObject({
    id: integer,
    property_id: integer,
    changed_at: z.string(),
    old_price: z.number(),
    new_price: z.number(),
    old_discount: z.number().nullable(),
    new_discount: z.number().nullable(),
  }),
  property_images: z.strictObject({
    id: integer,
    property_id: integer,
    position: integer,
    storage_key: z.string().nullable(),
    external_url: z.string().nullable(),
    width: nullableInteger,
    height: nullableInteger,
  }),
  contact_messages: z.strictObject({
    id: integer,
    name: z.string(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    message: z.string(),
    property_id: nullableInteger,
    property_name: z.string().nullable(),
    property_reference: z.string().nullable(),
    created_at: z.string(),
    read_at: z.string().nullable(),
    // Since migration 025: a message exported before it is no report.
    report_reason: z.string().nullable().default(null),
    // Since version 8 (migration 031): a message exported before it is the office's.
    agent_id: nullableInteger.default(null),
  }),
  audit_log: z.strictObject({
    id: integer,
    occurred_at: z.string(),
    actor: z.string().nullable(),
    action: z.string(),
    subject: z.string().nullable(),
    client_network: z.string().nullable(),
  }),
} satisfies { [Table in keyof Database]?: z.ZodType<Selectable<Database[Table]>> };

export type CarriedTable = keyof typeof rowSchemas;

const CARRIED_TABLES = Object.keys(rowSchemas) as CarriedTable[];

/** The columns that order each table's rows in an export, so that two exports of one site are equal. */
const ORDER_BY = {
  users: "id",
  settings: "key",
  about_paragraphs: "position",
  properties: "id",
  property_amenities: ["property_id", "amenity"],
  price_changes: "id",
  property_images: "id",
  contact_messages: "id",
  audit_log: "id",
} as const satisfies Record<CarriedTable, string | readonly string[]>;

const TABLES_WITH_IDS = [
  "users",
  "properties",
  "price_changes",
  "property_images",
  "contact_messages",
  "audit_log",
] as const;

const siteSchema = z.strictObject({
  format: z.literal(SITE_FORMAT),
  version: z.literal(READABLE_VERSIONS),
  exportedAt: z.string(),
  tables: z.strictObject({
    users: z.array(rowSchemas.users),
    settings: z.array(rowSchemas.settings),
    about_paragraphs: z.array(rowSchemas.about_paragraphs),
    properties: z.array(rowSchemas.properties),
    property_amenities: z.array(rowSchemas.property_amenities),
    // Since version 4; an older export has no price changes to carry.
    price_changes: z.array(rowSchemas.price_changes).default([]),
    property_images: z.array(rowSchemas.property_images),
    contact_messages: z.array(rowSchemas.contact_messages),
    // Since version 3; an older export has no audit log to carry.
    audit_log: z.array(rowSchemas.audit_log).default([]),
  }),
});

export type SiteTables = { [Table in CarriedTable]: Selectable<Database[Table]>[] };

export interface SiteExport {
  format: typeof SITE_FORMAT;
  version: (typeof READABLE_VERSIONS)[number];
  exportedAt: string;
  tables: SiteTables;
}

/** A file that is not a site export, or not one this version reads. */
export class SiteFormatError extends Error {}

/** The database has content already and the import was not told to replace it. */
export class SiteNotEmptyError extends Error {}

// Rows are checked by the schemas above; Kysely cannot follow a table chosen at run time.
type AnyTable = Kysely<Record<CarriedTable, Record<string, unknown>>>;

/** Rows read per query of an export. */
export const EXPORT_ROWS_PER_PAGE = 1_000;

/**
 * Every carried table's rows in the export's order (ORDER_BY), a page at a time and a table
 * after the other, so that a site of any size is written in the memory of one page. Each
 * table's first page comes even when it has no rows.
 */
export async function* siteRowPages(
  database: DatabaseHandle,
  { pageSize = EXPORT_ROWS_PER_PAGE }: { pageSize?: number } = {},
): AsyncGenerator<{ table: CarriedTable; rows: Record<string, unknown>[] }, void, undefined> {
  const db = database.db as unknown as AnyTable;
  for (const table of CARRIED_TABLES) {
    const columns: readonly string[] = [ORDER_BY[table]].flat();
    let after: Record<string, unknown> | null = null;
    for (;;) {
      let query = db.selectFrom(table).selectAll();
      const last = after;
      // Keyset: the rows after the last one read, in the order of `columns`.
      if (last) {
        query = query.where((eb) =>
          eb.or(
            columns.map((column, index) =>
              eb.and([
                ...columns.slice(0, index).map((before) => eb(before, "=", last[before])),
                eb(column, ">", last[column]),
              ]),
            ),
          ),
        );
      }
      for (const column of columns) query = query.orderBy(column);
      const rows = await query.limit(pageSize).execute();
      if (rows.length > 0 || !last) yield { table, rows };
      if (rows.length < pageSize) break;
      after = rows.at(-1)!;
    }
  }
}

/** How many rows of each carried table an export wrote. */
export type SiteRowCounts = Record<CarriedTable, number>;

/**
 * The site as its export's JSON, with one row per line (readable, and easy to compare with
 * diff), written a page of rows at a time. `counted` is told how many rows each table had once
 * the last is written.
 */
export async function* siteExportText(
  database: DatabaseHandle,
  { pageSize, counted }: { pageSize?: number; counted?: (counts: SiteRowCounts) => void } = {},
): AsyncGenerator<string, void, undefined> {
  const header = { format: SITE_FORMAT, version: SITE_FORMAT_VERSION, exportedAt: new Date().toISOString() };
  yield `${JSON.stringify(header, null, 2).slice(0, -2)},\n  "tables": {\n`;
  const counts = Object.fromEntries(CARRIED_TABLES.map((table) => [table, 0])) as SiteRowCounts;
  let open: CarriedTable | null = null;
  const close = (table: CarriedTable) => (counts[table] > 0 ? "\n    ]" : "]");
  for await (const { table, rows } of siteRowPages(database, { pageSize })) {
    let text = "";
    if (table !== open) {
      if (open) text += `${close(open)},\n`;
      text += `    ${JSON.stringify(table)}: [`;
      open = table;
    }
    for (const row of rows) {
      text += `${counts[table] === 0 ? "\n" : ",\n"}      ${JSON.stringify(row)}`;
      counts[table] += 1;
    }
    yield text;
  }
  yield `${open ? close(open) : ""}\n  }\n}\n`;
  counted?.(counts);
}

/** Checks that `value` (parsed JSON) is a site export this version can import. */
export function readSiteExport(value: unknown): SiteExport {
  const result = siteSchema.safeParse(value);
  if (!result.success) {
    const [issue] = result.error.issues;
    const where = issue?.path.join(".") || "the file";
    throw new SiteFormatError(`Not a Makazi site export: ${where}: ${issue?.message ?? "invalid"}`);
  }
  return result.data;
}

/** How many rows each carried table holds. */
export async function countSiteRows(database: DatabaseHandle): Promise<Record<CarriedTable, number>> {
  const db = database.db as unknown as AnyTable;
  const counts = {} as Record<CarriedTable, number>;
  for (const table of CARRIED_TABLES) {
    const { total } = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number | string>().as("total"))
      .executeTakeFirstOrThrow();
    counts[table] = Number(total);
  }
  return counts;
}

/**
 * Writes the site into the database in one transaction, keeping every id. A database with
 * content is refused unless `replace` is set, which deletes that content first (sessions
 * included). On PostgreSQL the id sequences then continue after the highest imported id.
 * Live search alerts note the imported listings as known, so they are not sent as new.
 */
export async function importSite(
  database: DatabaseHandle,
  site: SiteExport,
  { replace = false }: { replace?: boolean } = {},
): Promise<void> {
  await database.db.transaction().execute(async (trx) => {
    if (!replace) {
      const counts = await countSiteRows({ ...database, db: trx });
      const filled = CARRIED_TABLES.filter((table) => counts[table] > 0);
      if (filled.length > 0) {
        throw new SiteNotEmptyError(
          `The database is not empty (${filled.map((table) => `${counts[table]} ${table}`).join(", ")}); ` +
            "import with --replace to delete its content first",
        );
      }
    }
    const db = trx as unknown as AnyTable;
    await trx.deleteFrom("sessions").execute();
    await trx.deleteFrom("known_devices").execute();
    await trx.deleteFrom("sign_in_links").execute();
    await trx.deleteFrom("sign_in_throttles").execute();
    for (const table of [...CARRIED_TABLES].reverse()) await db.deleteFrom(table).execute();

    for (const table of CARRIED_TABLES) {
      const rows: readonly Record<string, unknown>[] = site.tables[table];
      for (const batch of chunks(rows, ROWS_PER_STATEMENT)) {
        await db.insertInto(table).values(batch).execute();
      }
    }
    if (database.dialect === "postgres") {
      for (const table of TABLES_WITH_IDS) {
        await sql`select setval(pg_get_serial_sequence(${table}, 'id'), coalesce(max(id), 0) + 1, false) from ${sql.table(table)}`.execute(
          trx,
        );
      }
    }
    await noteKnownMatchesOfLiveAlerts(trx, new Date());
  });
}
