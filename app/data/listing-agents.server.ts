// What visitors see of the people who look after listings: the listing's agent on its page and
// window card, and every number "Is this really us?" knows.
import type { ListingAgentCard } from "~/domain/listing-agent";
import { personPhotoUrl } from "~/domain/people";
import type { PersonPhones } from "~/domain/verification";
import type { AppDatabase } from "./app-database";

/**
 * The person who looks after a listing, as visitors see them: someone who may sign in and has
 * given their name. Anyone else (paused, removed, or nameless) leaves the listing to the office.
 */
export async function findListingAgent(
  db: AppDatabase,
  propertyId: number,
  mediaBaseUrl: string | null,
): Promise<ListingAgentCard | null> {
  const row = await db
    .selectFrom("properties")
    .innerJoin("users", "users.id", "properties.agent_id")
    .select(["users.name", "users.phone", "users.whatsapp", "users.earb_number", "users.photo_key"])
    .where("properties.id", "=", propertyId)
    .where("users.status", "=", "active")
    .where("users.name", "is not", null)
    .executeTakeFirst();
  if (!row?.name) return null;
  return {
    name: row.name,
    phone: row.phone,
    whatsapp: row.whatsapp,
    earbNumber: row.earb_number,
    photoUrl: personPhotoUrl(row.photo_key, mediaBaseUrl),
  };
}

/** The numbers of everyone the office has had, those who may sign in first. */
export async function findPeopleNumbers(db: AppDatabase): Promise<PersonPhones[]> {
  const rows = await db
    .selectFrom("users")
    .select(["name", "phone", "whatsapp", "status"])
    .where((eb) => eb.or([eb("phone", "is not", null), eb("whatsapp", "is not", null)]))
    .orderBy("id")
    .execute();
  return rows
    .map((row) => ({
      name: row.name,
      phone: row.phone,
      whatsapp: row.whatsapp,
      current: row.status === "active",
    }))
    .sort((a, b) => Number(b.current) - Number(a.current));
}
