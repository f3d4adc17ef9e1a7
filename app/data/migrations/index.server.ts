import type { Kysely } from "kysely";
import { type Migration, type MigrationProvider, Migrator } from "kysely/migration";
import { migration as initialSchema } from "./001-initial-schema.server";
import { migration as sessionsAndSignInAttempts } from "./002-sessions-and-sign-in-attempts.server";
import { migration as imageUploads } from "./003-image-uploads.server";
import { migration as nameSearchIndex } from "./004-name-search-index.server";
import { migration as enquiriesAboutListings } from "./005-enquiries-about-listings.server";
import { migration as listingDetailsAndStatuses } from "./006-listing-details-and-statuses.server";
import { migration as searchIndexes } from "./007-search-indexes.server";
import { migration as contentVersion } from "./008-content-version.server";
import { migration as administratorSecurity } from "./009-administrator-security.server";
import { migration as auditLog } from "./010-audit-log.server";
import { migration as notificationOutbox } from "./011-notification-outbox.server";
import { migration as searchAlerts } from "./012-search-alerts.server";
import { migration as visitorCounts } from "./013-visitor-counts.server";
import { migration as kiswahiliListingTexts } from "./014-kiswahili-listing-texts.server";
import { migration as listingLocations } from "./015-listing-locations.server";
import { migration as alertLanguages } from "./016-alert-languages.server";
import { migration as phoneNumbersInInternationalForm } from "./017-phone-numbers-in-international-form.server";
import { migration as signInLinks } from "./018-sign-in-links.server";
import { migration as salesBeforeRentsByPrice } from "./019-sales-before-rents-by-price.server";
import { migration as bedroomsCountedFromAnIndex } from "./020-bedrooms-counted-from-an-index.server";
import { migration as priceChanges } from "./021-price-changes.server";
import { migration as moveInCosts } from "./022-move-in-costs.server";
import { migration as viewings } from "./023-viewings.server";
import { migration as availabilityChecks } from "./024-availability-checks.server";
import { migration as trustChecks } from "./025-trust-checks.server";
import { migration as videoToursAndAreas } from "./026-video-tours-and-areas.server";
import { migration as spreadsheetImports } from "./027-spreadsheet-imports.server";
import { migration as listingCurrencies } from "./028-listing-currencies.server";
import { migration as plotSizeWords } from "./029-plot-size-words.server";
import { migration as viewingHolds } from "./030-viewing-holds.server";
import { migration as officePeople } from "./031-office-people.server";
import { migration as peopleOnPublicPages } from "./032-people-on-public-pages.server";
import { migration as photosInBulk } from "./033-photos-in-bulk.server";
import { migration as retentionDays } from "./034-retention-days.server";
import { migration as dataRequests } from "./035-data-requests.server";
import { migration as listingWords } from "./036-listing-words.server";
import { migration as textOutbox } from "./037-text-outbox.server";
import type { DialectMigration, SqlDialectName } from "./schema-helpers.server";

export type { SqlDialectName };

/** Every migration by name, in the order they run. New ones go at the end; none is ever edited. */
const MIGRATIONS: ReadonlyArray<readonly [string, DialectMigration]> = [
  ["001-initial-schema", initialSchema],
  ["002-sessions-and-sign-in-attempts", sessionsAndSignInAttempts],
  ["003-image-uploads", imageUploads],
  ["004-name-search-index", nameSearchIndex],
  ["005-enquiries-about-listings", enquiriesAboutListings],
  ["006-listing-details-and-statuses", listingDetailsAndStatuses],
  ["007-search-indexes", searchIndexes],
  ["008-content-version", contentVersion],
  ["009-administrator-security", administratorSecurity],
  ["010-audit-log", auditLog],
  ["011-notification-outbox", notificationOutbox],
  ["012-search-alerts", searchAlerts],
  ["013-visitor-counts", visitorCounts],
  ["014-kiswahili-listing-texts", kiswahiliListingTexts],
  ["015-listing-locations", listingLocations],
  ["016-alert-languages", alertLanguages],
  ["017-phone-numbers-in-international-form", phoneNumbersInInternationalForm],
  ["018-sign-in-links", signInLinks],
  ["019-sales-before-rents-by-price", salesBeforeRentsByPrice],
  ["020-bedrooms-counted-from-an-index", bedroomsCountedFromAnIndex],
  ["021-price-changes", priceChanges],
  ["022-move-in-costs", moveInCosts],
  ["023-viewings", viewings],
  ["024-availability-checks", availabilityChecks],
  ["025-trust-checks", trustChecks],
  ["026-video-tours-and-areas", videoToursAndAreas],
  ["027-spreadsheet-imports", spreadsheetImports],
  ["028-listing-currencies", listingCurrencies],
  ["029-plot-size-words", plotSizeWords],
  ["030-viewing-holds", viewingHolds],
  ["031-office-people", officePeople],
  ["032-people-on-public-pages", peopleOnPublicPages],
  ["033-photos-in-bulk", photosInBulk],
  ["034-retention-days", retentionDays],
  ["035-data-requests", dataRequests],
  ["036-listing-words", listingWords],
  ["037-text-outbox", textOutbox],
];

/** Every migration for one engine, by name; Kysely runs them in the order of their names. */
export function migrations(dialect: SqlDialectName): Record<string, Migration> {
  return Object.fromEntries(
    MIGRATIONS.map(([name, migration]) => [name, { up: (db: Kysely<unknown>) => migration.up(db, dialect) }]),
  );
}

/** The names of the migrations that have run on the database: none on a new one. */
async function migrationsRun(db: Kysely<unknown>): Promise<string[]> {
  const tables = await db.introspection.getTables({ withInternalKyselyTables: true });
  if (!tables.some((table) => table.name === "kysely_migration")) return [];
  const rows = await db
    .withTables<{ kysely_migration: { name: string } }>()
    .selectFrom("kysely_migration")
    .select("name")
    .execute();
  return rows.map((row) => row.name);
}

/**
 * Brings the schema up to date. A database that has every migration of this release and more
 * (a later release ran them: an upgrade rolled back, or rolling on) is left as it is, since
 * migrations only add: Kysely would refuse it for the migrations it does not know.
 */
export async function migrateToLatest(db: Kysely<unknown>, dialect: SqlDialectName) {
  const known = migrations(dialect);
  const run = new Set(await migrationsRun(db));
  if (Object.keys(known).every((name) => run.has(name))) return;
  const provider: MigrationProvider = { getMigrations: async () => known };
  const { error, results } = await new Migrator({ db, provider }).migrateToLatest();
  const failed = results?.find((result) => result.status === "Error");
  if (error || failed) {
    throw new Error(`Database migration ${failed?.migrationName ?? ""} failed`, { cause: error });
  }
}
