import { DEFAULT_AVAILABILITY_CHECK_SETTINGS, shownListings } from "~/domain/availability-check";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Kysely, SqliteDialect, sql } from "kysely";
import { Migrator } from "kysely/migration";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { pricePerArea } from "~/domain/areas";
import type { PlotSizeUnit } from "~/domain/listing-details";
import { ALL_LISTINGS_QUERY } from "~/domain/listing-query";
import { saveContactMessage } from "../contact-messages.server";
import type { AppDatabase } from "../app-database";
import { migrateToLatest, migrations } from "./index.server";
import { findListings } from "../listing-search.server";
import { findListingBySlug } from "../properties.server";
import { deleteProperty } from "../property-writes.server";
import { findSettings } from "../settings.server";
import { openSqliteFile } from "../sqlite-driver.server";

const SHOWN_TODAY = shownListings(new Date(), DEFAULT_AVAILABILITY_CHECK_SETTINGS);

let directory: string;
let db: Kysely<unknown>;
const typed = () => db as unknown as AppDatabase;

beforeEach(() => {
  directory = mkdtempSync(join(tmpdir(), "makazi-migrations-"));
  db = new Kysely({
    dialect: new SqliteDialect({ database: openSqliteFile(join(directory, "site.sqlite")) }),
  });
});
afterEach(async () => {
  await db.destroy();
  rmSync(directory, { recursive: true, force: true });
});

/** Brings the database to the last migration before `name`, as a site installed before it would be. */
async function migrateUpTo(name: string) {
  const earlier = Object.fromEntries(Object.entries(migrations("sqlite")).filter(([key]) => key < name));
  const { error } = await new Migrator({
    db,
    provider: { getMigrations: async () => earlier },
  }).migrateToLatest();
  if (error) throw error;
}

/** Stores a listing with the columns of the first schema, as a site made before later migrations has them. */
async function insertEarlyListing(slug: string, type: string): Promise<number> {
  const { id } = await db
    .withTables<{ properties: Record<string, unknown> & { id: number } }>()
    .insertInto("properties")
    .values({
      slug,
      name: slug,
      name_key: slug,
      price: 450_000,
      discount: null,
      new_price: null,
      display_price: 450_000,
      location: "Karen",
      city: "Nairobi",
      description: "A home.",
      type,
      published: "2026-01-15",
      created_at: "2026-01-15T08:00:00.000Z",
      updated_at: "2026-01-15T08:00:00.000Z",
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return id;
}

describe("006-listing-details-and-statuses on SQLite", () => {
  it("keeps every listing published, available and listed, with rents monthly", async () => {
    await migrateUpTo("006-listing-details-and-statuses");
    await insertEarlyListing("karen-villa", "houses");
    await insertEarlyListing("kilimani-flat", "rent");

    await migrateToLatest(db, "sqlite");

    const flat = await findListingBySlug(typed(), "kilimani-flat");
    expect(flat).toMatchObject({
      publication: "published",
      availability: "available",
      featured: false,
      pricePeriod: "month",
      amenities: [],
    });
    expect((await findListingBySlug(typed(), "karen-villa"))?.pricePeriod).toBeNull();
    const { listings } = await findListings(typed(), ALL_LISTINGS_QUERY, SHOWN_TODAY);
    expect(listings.map((listing) => listing.slug)).toEqual(["karen-villa", "kilimani-flat"]);
  });
});

describe("022-move-in-costs on SQLite", () => {
  it("gives each rental saved before the sum of its month's rent and deposit, and other listings none", async () => {
    await migrateUpTo("022-move-in-costs");
    await insertEarlyListing("karen-villa", "houses");
    await insertEarlyListing("ngong-bedsitter", "rent");
    // 150 a week is 650 a month, with a deposit of 650.
    await db
      .withTables<{
        properties: { slug: string; display_price: number; price_period: string; deposit: number };
      }>()
      .updateTable("properties")
      .set({ display_price: 150, price_period: "week", deposit: 650 })
      .where("slug", "=", "ngong-bedsitter")
      .execute();

    await migrateToLatest(db, "sqlite");

    const { listings } = await findListings(
      typed(),
      { ...ALL_LISTINGS_QUERY, maxMoveIn: 1_300 },
      SHOWN_TODAY,
    );
    expect(listings.map((listing) => listing.slug)).toEqual(["ngong-bedsitter"]);
    expect(
      (await findListings(typed(), { ...ALL_LISTINGS_QUERY, maxMoveIn: 1_299.99 }, SHOWN_TODAY)).total,
    ).toBe(0);
  });
});

describe("029-plot-size-words on SQLite", () => {
  it("keeps every plot saved before as its number in its unit, without words", async () => {
    await migrateUpTo("029-plot-size-words");
    await insertEarlyListing("kitengela-plot", "land");
    await db
      .withTables<{ properties: { slug: string; plot_size: number; plot_size_unit: string } }>()
      .updateTable("properties")
      .set({ plot_size: 0.5, plot_size_unit: "acres" })
      .execute();

    await migrateToLatest(db, "sqlite");

    expect(await findListingBySlug(typed(), "kitengela-plot")).toMatchObject({
      plotSize: 0.5,
      plotSizeUnit: "acres",
      plotSizeWords: null,
    });
  });
});

describe("026-video-tours-and-areas on SQLite", () => {
  it("gives land saved before its plot in square metres and its price per acre, and other listings none", async () => {
    await migrateUpTo("026-video-tours-and-areas");
    await insertEarlyListing("karen-villa", "houses");
    await insertEarlyListing("kajiado-plot", "land");
    await insertEarlyListing("kitengela-plot", "land");
    const early = db.withTables<{
      properties: { slug: string; plot_size: number; plot_size_unit: string };
    }>();
    // $450.000 for 2 hectares (4.94 acres), and for 9,000 m² (2.22 acres).
    await early
      .updateTable("properties")
      .set({ plot_size: 2, plot_size_unit: "hectares" })
      .where("slug", "=", "kajiado-plot")
      .execute();
    await early
      .updateTable("properties")
      .set({ plot_size: 9_000, plot_size_unit: "square-metres" })
      .where("slug", "=", "kitengela-plot")
      .execute();

    await migrateToLatest(db, "sqlite");

    // As the app works it out on every save: $91.054,27 and $202.342,82 an acre.
    const acreOf = (plotSize: number, plotSizeUnit: PlotSizeUnit) =>
      pricePerArea({
        type: "land",
        price: 450_000,
        pricePeriod: null,
        floorArea: null,
        plotSize,
        plotSizeUnit,
      })!.amount;
    const rows = await db
      .withTables<{ properties: { slug: string; plot_area: number | null; price_per_acre: number | null } }>()
      .selectFrom("properties")
      .select(["slug", "plot_area", "price_per_acre"])
      .orderBy("slug")
      .execute();
    expect(rows).toEqual([
      { slug: "kajiado-plot", plot_area: 20_000, price_per_acre: expect.closeTo(acreOf(2, "hectares"), 6) },
      { slug: "karen-villa", plot_area: null, price_per_acre: null },
      {
        slug: "kitengela-plot",
        plot_area: 9_000,
        price_per_acre: expect.closeTo(acreOf(9_000, "square-metres"), 6),
      },
    ]);
    const { listings } = await findListings(
      typed(),
      { ...ALL_LISTINGS_QUERY, type: "land", sort: "price-per-acre" },
      SHOWN_TODAY,
    );
    expect(listings.map((listing) => listing.slug)).toEqual(["kajiado-plot", "kitengela-plot"]);
  });
});

describe("005-enquiries-about-listings on SQLite", () => {
  it("keeps every message, its id and its listing, and then takes enquiries without an e-mail", async () => {
    await migrateUpTo("005-enquiries-about-listings");
    const slug = "karen-villa";
    const propertyId = await insertEarlyListing(slug, "houses");
    const messages = db.withTables<{ contact_messages: Record<string, unknown> }>();
    await messages
      .insertInto("contact_messages")
      .values([
        {
          id: 7,
          name: "Amina",
          email: "amina@example.co.ke",
          message: "About the villa",
          property_id: propertyId,
          created_at: "2026-11-01T08:00:00.000Z",
          read_at: null,
        },
        {
          id: 9,
          name: "Otieno",
          email: "otieno@example.co.ke",
          message: "Hello",
          property_id: null,
          created_at: "2026-11-02T08:00:00.000Z",
          read_at: "2026-11-02T09:00:00.000Z",
        },
      ])
      .execute();

    await migrateToLatest(db, "sqlite");

    const kept = await typed().selectFrom("contact_messages").selectAll().orderBy("id").execute();
    expect(kept).toEqual([
      {
        id: 7,
        name: "Amina",
        email: "amina@example.co.ke",
        phone: null,
        message: "About the villa",
        property_id: propertyId,
        property_name: null,
        property_reference: null,
        created_at: "2026-11-01T08:00:00.000Z",
        read_at: null,
        report_reason: null,
        agent_id: null,
      },
      {
        id: 9,
        name: "Otieno",
        email: "otieno@example.co.ke",
        phone: null,
        message: "Hello",
        property_id: null,
        property_name: null,
        property_reference: null,
        created_at: "2026-11-02T08:00:00.000Z",
        read_at: "2026-11-02T09:00:00.000Z",
        report_reason: null,
        agent_id: null,
      },
    ]);

    // New messages continue after the highest id, and may come without an e-mail address.
    const id = await saveContactMessage(typed(), {
      name: "Wanjiru",
      email: null,
      phone: "0712 345 678",
      message: "Hi",
    });
    expect(id).toBe(10);

    // Deleting the listing still leaves the message, no longer pointing at it.
    await deleteProperty(typed(), slug);
    const amina = await typed()
      .selectFrom("contact_messages")
      .select("property_id")
      .where("id", "=", 7)
      .executeTakeFirst();
    expect(amina).toEqual({ property_id: null });

    const index = await db
      .withTables<{ sqlite_master: { type: string; name: string; tbl_name: string } }>()
      .selectFrom("sqlite_master")
      .select("tbl_name")
      .where("type", "=", "index")
      .where("name", "=", "contact_messages_created")
      .execute();
    expect(index).toEqual([{ tbl_name: "contact_messages" }]);
  });
});

describe("017-phone-numbers-in-international-form on SQLite", () => {
  it("stores the site's phone numbers as 254…, leaving other settings and unreadable numbers be", async () => {
    await migrateUpTo("017-phone-numbers-in-international-form");
    await db
      .withTables<{ settings: { key: string; value: string } }>()
      .insertInto("settings")
      .values([
        { key: "whatsappNumber", value: "0722 000 111" },
        { key: "contactPhone", value: "ask for Wanjiru" },
        { key: "contactAddress", value: "0722 000 111" },
      ])
      .execute();

    await migrateToLatest(db, "sqlite");

    expect(await findSettings(typed())).toMatchObject({
      whatsappNumber: "254722000111",
      contactPhone: "ask for Wanjiru",
      contactAddress: "0722 000 111",
    });
  });
});

describe("a database a later release has migrated", () => {
  it("opens for this release, which goes on reading and writing it", async () => {
    await migrateToLatest(db, "sqlite");
    // What the next release's migration would do: add a column, and note that it ran.
    await sql`alter table properties add column virtual_tour_url text`.execute(db);
    await db
      .withTables<{ kysely_migration: { name: string; timestamp: string } }>()
      .insertInto("kysely_migration")
      .values({ name: "999-from-a-later-release", timestamp: new Date().toISOString() })
      .execute();

    await migrateToLatest(db, "sqlite");

    await insertEarlyListing("karen-villa", "houses");
    const { listings } = await findListings(typed(), ALL_LISTINGS_QUERY, SHOWN_TODAY);
    expect(listings.map((listing) => listing.slug)).toEqual(["karen-villa"]);
  });
});

describe("031-office-people on SQLite", () => {
  it("makes the administrator the owner of every listing and enquiry, and keeps out an account that could do nothing", async () => {
    await migrateUpTo("031-office-people");
    const users = db.withTables<{
      users: { id?: number; email: string; password_hash: string; is_admin: number; created_at: string };
    }>();
    const account = (email: string, isAdmin: number) =>
      users
        .insertInto("users")
        .values({
          email,
          password_hash: "scrypt$x",
          is_admin: isAdmin,
          created_at: "2026-01-15T08:00:00.000Z",
        })
        .returning("id")
        .executeTakeFirstOrThrow();
    const administrator = await account("wanjiru@makazi.test", 1);
    await account("otieno@makazi.test", 0);
    const listing = await insertEarlyListing("karen-villa", "houses");
    await insertEarlyListing("kilifi-plot", "land");
    const message = (name: string, propertyId: number | null) =>
      db
        .withTables<{ contact_messages: Record<string, unknown> & { id: number } }>()
        .insertInto("contact_messages")
        .values({
          name,
          email: null,
          message: "Hello",
          property_id: propertyId,
          created_at: "2026-01-16T08:00:00.000Z",
        })
        .returning("id")
        .executeTakeFirstOrThrow();
    const enquiry = (await message("Amina", listing)).id;
    await message("Baraka", null);

    await migrateToLatest(db, "sqlite");

    const people = await typed()
      .selectFrom("users")
      .select(["email", "role", "status"])
      .orderBy("id")
      .execute();
    expect(people).toEqual([
      { email: "wanjiru@makazi.test", role: "owner", status: "active" },
      { email: "otieno@makazi.test", role: "agent", status: "suspended" },
    ]);
    const listings = await typed().selectFrom("properties").select("agent_id").execute();
    expect(listings).toEqual([{ agent_id: administrator.id }, { agent_id: administrator.id }]);
    const messages = await typed()
      .selectFrom("contact_messages")
      .select(["id", "agent_id"])
      .orderBy("id")
      .execute();
    expect(messages).toEqual([
      { id: enquiry, agent_id: administrator.id },
      { id: expect.any(Number), agent_id: null },
    ]);
  });
});
