import { isOfficeRole, type OfficeRole, type PersonStatus } from "~/domain/office-roles";
import type { AppDatabase } from "./app-database";

/** A person of the office, as their session knows them. */
export interface User {
  id: number;
  email: string;
  role: OfficeRole;
  /** Their name, or null until they give one. */
  name: string | null;
  /** Signed in with a one-time first password: nothing but choosing a new one until then. */
  mustChangePassword: boolean;
}

/** The role stored, read strictly: a value no release wrote makes a person an agent, never more. */
export const roleOf = (value: string): OfficeRole => (isOfficeRole(value) ? value : "agent");

export interface UserWithPassword extends User {
  passwordHash: string;
  /** When a one-time first password stops working; null for a chosen password. */
  passwordExpiresAt: Date | null;
  /** Whether signing in asks for a second factor. */
  hasSecondFactor: boolean;
  status: PersonStatus;
}

/** E-mail addresses are stored lower-cased, so that finding one ignores case. */
export const normalizeEmail = (email: string) => email.trim().toLowerCase();

export async function createUser(
  db: AppDatabase,
  user: {
    email: string;
    passwordHash: string;
    role: OfficeRole;
    name?: string | null;
    status?: PersonStatus;
    oneTimePasswordExpiresAt?: Date;
  },
): Promise<number> {
  const { id } = await db
    .insertInto("users")
    .values({
      email: normalizeEmail(user.email),
      password_hash: user.passwordHash,
      role: user.role,
      status: user.status ?? "active",
      name: user.name ?? null,
      created_at: new Date().toISOString(),
      must_change_password: user.oneTimePasswordExpiresAt ? 1 : 0,
      password_expires_at: user.oneTimePasswordExpiresAt?.toISOString() ?? null,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return id;
}

const userWithPassword = (db: AppDatabase) =>
  db
    .selectFrom("users")
    .select([
      "id",
      "email",
      "role",
      "name",
      "status",
      "password_hash",
      "must_change_password",
      "password_expires_at",
    ])
    .select((eb) => eb("totp_secret", "is not", null).as("has_second_factor"));

type UserRow = NonNullable<Awaited<ReturnType<ReturnType<typeof userWithPassword>["executeTakeFirst"]>>>;

const toUser = (row: UserRow): UserWithPassword => ({
  id: row.id,
  email: row.email,
  role: roleOf(row.role),
  name: row.name,
  status: row.status === "active" || row.status === "suspended" ? row.status : "removed",
  mustChangePassword: row.must_change_password === 1,
  passwordHash: row.password_hash,
  passwordExpiresAt: row.password_expires_at === null ? null : new Date(row.password_expires_at),
  hasSecondFactor: Boolean(row.has_second_factor),
});

export async function findUserByEmail(db: AppDatabase, email: string): Promise<UserWithPassword | null> {
  const row = await userWithPassword(db).where("email", "=", normalizeEmail(email)).executeTakeFirst();
  return row ? toUser(row) : null;
}

export async function findUserById(db: AppDatabase, id: number): Promise<UserWithPassword | null> {
  const row = await userWithPassword(db).where("id", "=", id).executeTakeFirst();
  return row ? toUser(row) : null;
}

/** A password the user chose: it does not expire and need not be changed. */
export async function setUserPassword(db: AppDatabase, userId: number, passwordHash: string): Promise<void> {
  await db
    .updateTable("users")
    .set({ password_hash: passwordHash, must_change_password: 0, password_expires_at: null })
    .where("id", "=", userId)
    .execute();
}

/** The owners who may sign in: the office always has at least one. */
export async function countOwners(db: AppDatabase): Promise<number> {
  const { count } = await db
    .selectFrom("users")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where("role", "=", "owner")
    .where("status", "=", "active")
    .executeTakeFirstOrThrow();
  return Number(count);
}

/** The e-mail addresses of everyone in the office who may sign in, in order of sign-up. */
export async function activePeopleEmails(db: AppDatabase): Promise<string[]> {
  const rows = await db
    .selectFrom("users")
    .select("email")
    .where("status", "=", "active")
    .orderBy("id")
    .execute();
  return rows.map((row) => row.email);
}
