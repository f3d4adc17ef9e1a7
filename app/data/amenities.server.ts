import type { ExpressionBuilder } from "kysely";
import { normaliseAmenities } from "~/domain/amenities";
import type { AppDatabase } from "./app-database";
import type { Database } from "./schema";

/** A property's amenities, common ones first in their usual order, then the others by name. */
export async function amenitiesOf(db: AppDatabase, propertyId: number): Promise<string[]> {
  const rows = await db
    .selectFrom("property_amenities")
    .select("amenity")
    .where("property_id", "=", propertyId)
    .orderBy("amenity")
    .execute();
  return normaliseAmenities(rows.map((row) => row.amenity));
}

/** Stores exactly these amenities for the property, spelled and de-duplicated as the domain says. */
export async function replaceAmenities(
  db: AppDatabase,
  propertyId: number,
  amenities: readonly string[],
): Promise<void> {
  await db.deleteFrom("property_amenities").where("property_id", "=", propertyId).execute();
  const names = normaliseAmenities(amenities);
  if (names.length === 0) return;
  await db
    .insertInto("property_amenities")
    .values(names.map((amenity) => ({ property_id: propertyId, amenity })))
    .execute();
}

/** Listings that have every one of the amenities: one indexed lookup of the amenity's listings each. */
export function hasEveryAmenity(amenities: readonly string[]) {
  return (eb: ExpressionBuilder<Database, "properties">) =>
    eb.and(
      amenities.map((amenity) =>
        eb(
          "properties.id",
          "in",
          eb.selectFrom("property_amenities").select("property_id").where("amenity", "=", amenity),
        ),
      ),
    );
}
