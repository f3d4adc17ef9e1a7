// Who in the office a listing and its leads belong to: what an agent may change, where a lead's
// e-mail goes, and the names the office's lists show beside each listing and message.
import { kenyanMobileNumber } from "~/domain/sms";
import type { AppDatabase } from "./app-database";

/** A listing's id and the person who looks after it (null for the office itself); null when there is no such listing. */
export async function listingKeeper(
  db: AppDatabase,
  slug: string,
): Promise<{ id: number; agentId: number | null } | null> {
  const row = await db
    .selectFrom("properties")
    .select(["id", "agent_id"])
    .where("slug", "=", slug)
    .executeTakeFirst();
  return row ? { id: row.id, agentId: row.agent_id } : null;
}

/**
 * The person a lead about the listing goes to, while they may sign in (null for the office),
 * and the address to e-mail it to beside the office's: an agent's or an assistant's own; none
 * for an owner, whose leads are the office's notification address's. Their `mobile` likewise,
 * when the phone in their details is a Kenyan mobile.
 */
export async function leadRecipient(
  db: AppDatabase,
  propertyId: number,
): Promise<{ id: number; email: string | null; mobile: string | null } | null> {
  const row = await db
    .selectFrom("properties")
    .innerJoin("users", "users.id", "properties.agent_id")
    .select(["users.id", "users.email", "users.role", "users.phone"])
    .where("properties.id", "=", propertyId)
    .where("users.status", "=", "active")
    .executeTakeFirst();
  if (!row) return null;
  const owner = row.role === "owner";
  return {
    id: row.id,
    email: owner ? null : row.email,
    mobile: owner || !row.phone ? null : kenyanMobileNumber(row.phone),
  };
}

/** Everyone who is or was in the office, by id: the name their listings and messages are shown with. */
export async function officeNames(db: AppDatabase): Promise<Map<number, string>> {
  const rows = await db.selectFrom("users").select(["id", "name", "email"]).execute();
  return new Map(rows.map((row) => [row.id, row.name ?? row.email]));
}

/** The people a listing can be given to: everyone who may sign in, owners first, then by name. */
export async function assignablePeople(db: AppDatabase): Promise<{ id: number; name: string }[]> {
  const rows = await db
    .selectFrom("users")
    .select(["id", "name", "email", "role"])
    .where("status", "=", "active")
    .where("role", "in", ["owner", "agent"])
    .orderBy("id")
    .execute();
  return rows
    .map((row) => ({ id: row.id, name: row.name ?? row.email, owner: row.role === "owner" }))
    .sort((a, b) => Number(b.owner) - Number(a.owner) || a.name.localeCompare(b.name))
    .map(({ id, name }) => ({ id, name }));
}

/** Gives one listing, and the messages about it, to `agentId` (null: the office): its name, or null when there is no such listing. */
export async function giveListing(
  db: AppDatabase,
  slug: string,
  agentId: number | null,
): Promise<string | null> {
  return db.transaction().execute(async (trx) => {
    const listing = await trx
      .selectFrom("properties")
      .select(["id", "name"])
      .where("slug", "=", slug)
      .executeTakeFirst();
    if (!listing) return null;
    await trx.updateTable("properties").set({ agent_id: agentId }).where("id", "=", listing.id).execute();
    await trx
      .updateTable("contact_messages")
      .set({ agent_id: agentId })
      .where("property_id", "=", listing.id)
      .execute();
    return listing.name;
  });
}

/** The person who looks after the listing of each of these viewings (null: the office), by viewing id. */
export async function viewingKeepers(
  db: AppDatabase,
  ids: readonly number[],
): Promise<Map<number, number | null>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom("viewings")
    .innerJoin("properties", "properties.id", "viewings.property_id")
    .select(["viewings.id", "properties.agent_id"])
    .where("viewings.id", "in", [...ids])
    .execute();
  return new Map(rows.map((row) => [row.id, row.agent_id]));
}

/** One person's share of the office's work, for the owner's dashboard. */
export interface PersonWork {
  id: number;
  name: string;
  listings: number;
  unreadMessages: number;
  newViewings: number;
}

/** Each person who may sign in and looks after listings, with their listings, unread messages and unanswered viewings to come. */
export async function workByPerson(db: AppDatabase, now: Date): Promise<PersonWork[]> {
  const [people, listings, unread, viewings] = await Promise.all([
    db
      .selectFrom("users")
      .select(["id", "name", "email"])
      .where("status", "=", "active")
      .where("role", "in", ["owner", "agent"])
      .orderBy("id")
      .execute(),
    db
      .selectFrom("properties")
      .select((eb) => ["agent_id", eb.fn.countAll<number>().as("total")])
      .groupBy("agent_id")
      .execute(),
    db
      .selectFrom("contact_messages")
      .select((eb) => ["agent_id", eb.fn.countAll<number>().as("total")])
      .where("read_at", "is", null)
      .groupBy("agent_id")
      .execute(),
    db
      .selectFrom("viewings")
      .innerJoin("properties", "properties.id", "viewings.property_id")
      .select((eb) => ["properties.agent_id", eb.fn.countAll<number>().as("total")])
      .where("viewings.status", "=", "booked")
      .where("viewings.starts_at", ">=", now.toISOString())
      .groupBy("properties.agent_id")
      .execute(),
  ]);
  const byPerson = (rows: { agent_id: number | null; total: number | string }[]) =>
    new Map(rows.map((row) => [row.agent_id, Number(row.total)]));
  const [listingsOf, unreadOf, viewingsOf] = [byPerson(listings), byPerson(unread), byPerson(viewings)];
  return people.map((person) => ({
    id: person.id,
    name: person.name ?? person.email,
    listings: listingsOf.get(person.id) ?? 0,
    unreadMessages: unreadOf.get(person.id) ?? 0,
    newViewings: viewingsOf.get(person.id) ?? 0,
  }));
}
