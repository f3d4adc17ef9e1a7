// The office's people as the owner runs them: who they are, what they look after, their
// invitations, and moving their work to someone else.
import { type ExpressionBuilder, sql } from "kysely";
import type { OfficeRole, PersonStatus } from "~/domain/office-roles";
import type { AppDatabase } from "./app-database";
import type { Database } from "./schema";
import { findSettingValue, saveSettingValue } from "./settings.server";
import { normalizeEmail, roleOf } from "./users.server";

/** A person of the office, with what visitors see of them. */
export interface OfficePerson {
  id: number;
  email: string;
  role: OfficeRole;
  status: PersonStatus;
  name: string | null;
  /** International digits, `254…`; null for none of their own. */
  phone: string | null;
  whatsapp: string | null;
  earbNumber: string | null;
  /** The stored file of their photo (`person-<id>-….webp`), null for none. */
  photoKey: string | null;
  hasSecondFactor: boolean;
}

/** A person with how much of the office's work is theirs. */
export interface PersonWithWork extends OfficePerson {
  /** Listings they look after, whatever their state. */
  listings: number;
  /** Messages sent to them not yet marked read. */
  unreadMessages: number;
}

const statusOf = (value: string): PersonStatus =>
  value === "active" || value === "suspended" ? value : "removed";

const personColumns = [
  "users.id",
  "users.email",
  "users.role",
  "users.status",
  "users.name",
  "users.phone",
  "users.whatsapp",
  "users.earb_number",
  "users.photo_key",
] as const;

const hasSecondFactor = (eb: ExpressionBuilder<Database, "users">) =>
  eb("users.totp_secret", "is not", null).as("has_second_factor");

interface PersonRow {
  id: number;
  email: string;
  role: string;
  status: string;
  name: string | null;
  phone: string | null;
  whatsapp: string | null;
  earb_number: string | null;
  photo_key: string | null;
  has_second_factor: unknown;
}

const toPerson = (row: PersonRow): OfficePerson => ({
  id: row.id,
  email: row.email,
  role: roleOf(row.role),
  status: statusOf(row.status),
  name: row.name,
  phone: row.phone,
  whatsapp: row.whatsapp,
  earbNumber: row.earb_number,
  photoKey: row.photo_key,
  hasSecondFactor: Boolean(row.has_second_factor),
});

const STATUS_ORDER = sql<number>`case users.status when 'active' then 0 when 'suspended' then 1 else 2 end`;

/** Everyone the office has had, those who may sign in first, then the paused, then the removed. */
export async function listPeople(db: AppDatabase): Promise<PersonWithWork[]> {
  const rows = await db
    .selectFrom("users")
    .select(personColumns)
    .select(hasSecondFactor)
    .select((eb) => [
      eb
        .selectFrom("properties")
        .select((count) => count.fn.countAll<number>().as("n"))
        .whereRef("properties.agent_id", "=", "users.id")
        .as("listings"),
      eb
        .selectFrom("contact_messages")
        .select((count) => count.fn.countAll<number>().as("n"))
        .whereRef("contact_messages.agent_id", "=", "users.id")
        .where("contact_messages.read_at", "is", null)
        .as("unread_messages"),
    ])
    .orderBy(STATUS_ORDER)
    .orderBy("users.id")
    .execute();
  return rows.map((row) => ({
    ...toPerson(row),
    listings: Number(row.listings ?? 0),
    unreadMessages: Number(row.unread_messages ?? 0),
  }));
}

export async function findPerson(db: AppDatabase, id: number): Promise<OfficePerson | null> {
  const row = await db
    .selectFrom("users")
    .select(personColumns)
    .select(hasSecondFactor)
    .where("users.id", "=", id)
    .executeTakeFirst();
  return row ? toPerson(row) : null;
}

export async function findPersonByEmail(db: AppDatabase, email: string): Promise<OfficePerson | null> {
  const row = await db
    .selectFrom("users")
    .select(personColumns)
    .select(hasSecondFactor)
    .where("users.email", "=", normalizeEmail(email))
    .executeTakeFirst();
  return row ? toPerson(row) : null;
}

export interface PersonDetailsChange {
  name: string;
  phone: string | null;
  whatsapp: string | null;
  earbNumber: string | null;
  /** A new photo's stored file, null to take it away; undefined leaves it. */
  photoKey?: string | null;
}

/** Saves a person's details; false when there is no such person. */
export async function updatePersonDetails(
  db: AppDatabase,
  id: number,
  details: PersonDetailsChange,
): Promise<boolean> {
  const result = await db
    .updateTable("users")
    .set({
      name: details.name,
      phone: details.phone,
      whatsapp: details.whatsapp,
      earb_number: details.earbNumber,
      ...(details.photoKey !== undefined && { photo_key: details.photoKey }),
    })
    .where("id", "=", id)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/**
 * Where a change leaves an owner who may sign in besides `id`, when `id` is one now: the last
 * active owner is never paused, removed or given another role, even by two owners at once.
 */
const anotherOwnerRemains = (eb: ExpressionBuilder<Database, "users">, id: number) =>
  eb.or([
    eb("users.role", "!=", "owner"),
    eb("users.status", "!=", "active"),
    eb(
      eb
        .selectFrom("users as others")
        .select((count) => count.fn.countAll<number>().as("n"))
        .where("others.role", "=", "owner")
        .where("others.status", "=", "active")
        .where("others.id", "!=", id),
      ">",
      0,
    ),
  ]);

/** Gives a person another role; false when they are the last active owner (nothing changed). */
export async function setPersonRole(db: AppDatabase, id: number, role: OfficeRole): Promise<boolean> {
  const result = await db
    .updateTable("users")
    .set({ role })
    .where("id", "=", id)
    .where((eb) => (role === "owner" ? eb.lit(true) : anotherOwnerRemains(eb, id)))
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** Ends every session of the person and forgets every browser they signed in from. */
async function endSessionsAndDevices(db: AppDatabase, id: number): Promise<void> {
  await db.deleteFrom("sessions").where("user_id", "=", id).execute();
  await db.deleteFrom("known_devices").where("user_id", "=", id).execute();
}

/**
 * Sets a person's status. Kept out (suspended or removed), their sessions end and their
 * browsers are forgotten in the same transaction. False when they are the last active owner
 * and `status` would keep them out (nothing changed).
 */
export async function setPersonStatus(db: AppDatabase, id: number, status: PersonStatus): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable("users")
      .set({ status })
      .where("id", "=", id)
      .where((eb) => (status === "active" ? eb.lit(true) : anotherOwnerRemains(eb, id)))
      .executeTakeFirst();
    if (result.numUpdatedRows !== 1n) return false;
    if (status !== "active") await endSessionsAndDevices(trx, id);
    return true;
  });
}

/** What moved from one person to another. */
export interface MovedWork {
  listings: number;
  messages: number;
}

async function moveWork(db: AppDatabase, fromPersonId: number, toPersonId: number): Promise<MovedWork> {
  const listings = await db
    .updateTable("properties")
    .set({ agent_id: toPersonId })
    .where("agent_id", "=", fromPersonId)
    .executeTakeFirst();
  const messages = await db
    .updateTable("contact_messages")
    .set({ agent_id: toPersonId })
    .where("agent_id", "=", fromPersonId)
    .executeTakeFirst();
  return { listings: Number(listings.numUpdatedRows), messages: Number(messages.numUpdatedRows) };
}

/**
 * Gives every listing and message of one person to another, together: a viewing follows its
 * listing's person, so nothing else moves.
 */
export async function reassignWork(
  db: AppDatabase,
  fromPersonId: number,
  toPersonId: number,
): Promise<MovedWork> {
  return db.transaction().execute((trx) => moveWork(trx, fromPersonId, toPersonId));
}

/**
 * Removes a person from the office and gives their listings and messages to `toPersonId`, in
 * one transaction: their sessions end and their browsers are forgotten. Null when they are the
 * last active owner, or `toPersonId` is not someone else who may sign in (nothing changed).
 */
export async function removePerson(
  db: AppDatabase,
  id: number,
  toPersonId: number,
): Promise<MovedWork | null> {
  return db.transaction().execute(async (trx) => {
    const receiver = await trx
      .selectFrom("users")
      .select("id")
      .where("id", "=", toPersonId)
      .where("id", "!=", id)
      .where("status", "=", "active")
      .executeTakeFirst();
    if (!receiver) return null;
    const result = await trx
      .updateTable("users")
      .set({ status: "removed" })
      .where("id", "=", id)
      .where("status", "!=", "removed")
      .where((eb) => anotherOwnerRemains(eb, id))
      .executeTakeFirst();
    if (result.numUpdatedRows !== 1n) return null;
    await endSessionsAndDevices(trx, id);
    return moveWork(trx, id, toPersonId);
  });
}

// —— Invitations ——

export interface Invitation {
  email: string;
  role: OfficeRole;
  invitedBy: { id: number; email: string; name: string | null };
  createdAt: Date;
  expiresAt: Date;
}

const invitations = (db: AppDatabase) =>
  db
    .selectFrom("office_invitations")
    .innerJoin("users", "users.id", "office_invitations.invited_by")
    .select([
      "office_invitations.token_hash",
      "office_invitations.email",
      "office_invitations.role",
      "office_invitations.created_at",
      "office_invitations.expires_at",
      "users.id as inviter_id",
      "users.email as inviter_email",
      "users.name as inviter_name",
    ]);

type InvitationRow = NonNullable<Awaited<ReturnType<ReturnType<typeof invitations>["executeTakeFirst"]>>>;

const toInvitation = (row: InvitationRow): Invitation => ({
  email: row.email,
  role: roleOf(row.role),
  invitedBy: { id: row.inviter_id, email: row.inviter_email, name: row.inviter_name },
  createdAt: new Date(row.created_at),
  expiresAt: new Date(row.expires_at),
});

/**
 * Keeps a new invitation for `email` under its token's hash, in place of any earlier one to
 * that address; invitations past their time go.
 */
export async function createInvitation(
  db: AppDatabase,
  invitation: {
    tokenHash: string;
    email: string;
    role: OfficeRole;
    invitedBy: number;
    now: Date;
    expiresAt: Date;
  },
): Promise<void> {
  const email = normalizeEmail(invitation.email);
  await db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom("office_invitations")
      .where((eb) => eb.or([eb("email", "=", email), eb("expires_at", "<=", invitation.now.toISOString())]))
      .execute();
    await trx
      .insertInto("office_invitations")
      .values({
        token_hash: invitation.tokenHash,
        email,
        role: invitation.role,
        invited_by: invitation.invitedBy,
        created_at: invitation.now.toISOString(),
        expires_at: invitation.expiresAt.toISOString(),
      })
      .execute();
  });
}

/** The invitation with this token's hash, expired or not; null for none. */
export async function findInvitation(db: AppDatabase, tokenHash: string): Promise<Invitation | null> {
  const row = await invitations(db).where("office_invitations.token_hash", "=", tokenHash).executeTakeFirst();
  return row ? toInvitation(row) : null;
}

/** The invitations not yet used, withdrawn or expired, the newest first. */
export async function listPendingInvitations(db: AppDatabase, now: Date): Promise<Invitation[]> {
  const rows = await invitations(db)
    .where("office_invitations.expires_at", ">", now.toISOString())
    .orderBy("office_invitations.created_at", "desc")
    .execute();
  return rows.map(toInvitation);
}

/**
 * Gives the waiting invitation to `email` a new token's hash, as its e-mail is written: the
 * link sent last is the one that works, and the outbox never holds one. Null when there is no
 * invitation waiting (withdrawn, used or expired).
 */
export async function renewInvitationToken(
  db: AppDatabase,
  email: string,
  tokenHash: string,
  now: Date,
): Promise<Invitation | null> {
  const row = await invitations(db)
    .where("office_invitations.email", "=", normalizeEmail(email))
    .where("office_invitations.expires_at", ">", now.toISOString())
    .executeTakeFirst();
  if (!row) return null;
  const renewed = await db
    .updateTable("office_invitations")
    .set({ token_hash: tokenHash })
    .where("token_hash", "=", row.token_hash)
    .executeTakeFirst();
  return renewed.numUpdatedRows === 1n ? toInvitation(row) : null;
}

/** Withdraws the invitation to `email`; false when none was waiting. */
export async function withdrawInvitation(db: AppDatabase, email: string): Promise<boolean> {
  const result = await db
    .deleteFrom("office_invitations")
    .where("email", "=", normalizeEmail(email))
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

export type Joining =
  | { status: "joined"; personId: number; email: string; role: OfficeRole; returned: boolean }
  | { status: "unknown" | "expired" | "address-taken" };

/**
 * Uses up the invitation with this token's hash and makes its person, in one transaction: a
 * new person with the invitation's role, or one removed earlier with that address back, with
 * `name` and the password whose hash is given (and no second factor, which they set up again).
 * Spent by deleting it, so two requests racing with one link cannot both pass; nothing changes
 * when the link is unknown, used or expired, or someone else holds the address.
 */
export async function joinWithInvitation(
  db: AppDatabase,
  {
    tokenHash,
    name,
    passwordHash,
    now,
  }: { tokenHash: string; name: string; passwordHash: string; now: Date },
): Promise<Joining> {
  return db
    .transaction()
    .execute(async (trx): Promise<Joining> => {
      const spent = await trx
        .deleteFrom("office_invitations")
        .where("token_hash", "=", tokenHash)
        .where("expires_at", ">", now.toISOString())
        .returning(["email", "role"])
        .executeTakeFirst();
      if (!spent) {
        const expired = await trx
          .selectFrom("office_invitations")
          .select("email")
          .where("token_hash", "=", tokenHash)
          .executeTakeFirst();
        return { status: expired ? "expired" : "unknown" };
      }
      const role = roleOf(spent.role);
      const holder = await trx
        .selectFrom("users")
        .select(["id", "status"])
        .where("email", "=", spent.email)
        .executeTakeFirst();
      if (holder && holder.status !== "removed") throw new AddressTaken();
      const fresh = {
        role,
        status: "active",
        name,
        password_hash: passwordHash,
        must_change_password: 0,
        password_expires_at: null,
        totp_secret: null,
        totp_pending_secret: null,
        totp_last_step: null,
        recovery_code_hashes: null,
      } as const;
      if (holder) {
        await trx.updateTable("users").set(fresh).where("id", "=", holder.id).execute();
        return { status: "joined", personId: holder.id, email: spent.email, role, returned: true };
      }
      const { id } = await trx
        .insertInto("users")
        .values({ ...fresh, email: spent.email, created_at: now.toISOString() })
        .returning("id")
        .executeTakeFirstOrThrow();
      return { status: "joined", personId: id, email: spent.email, role, returned: false };
    })
    .catch((error: unknown) => {
      // Thrown to roll the spending back: the link still works once the address is free.
      if (error instanceof AddressTaken) return { status: "address-taken" } as const;
      throw error;
    });
}

class AddressTaken extends Error {}

// —— The office's rule on two-step sign-in ——

const TWO_STEP_REQUIRED_KEY = "people:twoStepRequired";

/** Whether the owner asks everyone to sign in in two steps. */
export async function findTwoStepRequired(db: AppDatabase): Promise<boolean> {
  return (await findSettingValue(db, TWO_STEP_REQUIRED_KEY)) === "on";
}

export async function saveTwoStepRequired(db: AppDatabase, required: boolean): Promise<void> {
  await saveSettingValue(db, TWO_STEP_REQUIRED_KEY, required ? "on" : "off");
}
