import type { AppDatabase } from "./database.server";

export interface User {
  id: number;
  email: string;
  isAdmin: boolean;
}

export interface UserWithPassword extends User {
  passwordHash: string;
}

/** E-mail addresses are stored lower-cased, so that finding one ignores case. */
export const normalizeEmail = (email: string) => email.trim().toLowerCase();

export async function createUser(
  db: AppDatabase,
  user: { email: string; passwordHash: string; isAdmin: boolean },
): Promise<number> {
  const { id } = await db
    .insertInto("users")
    .values({
      email: normalizeEmail(user.email),
      password_hash: user.passwordHash,
      is_admin: user.isAdmin ? 1 : 0,
      created_at: new Date().toISOString(),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return id;
}

export async function findUserByEmail(db: AppDatabase, email: string): Promise<UserWithPassword | null> {
  const row = await db
    .selectFrom("users")
    .select(["id", "email", "is_admin", "password_hash"])
    .where("email", "=", normalizeEmail(email))
    .executeTakeFirst();
  return row
    ? { id: row.id, email: row.email, isAdmin: row.is_admin === 1, passwordHash: row.password_hash }
    : null;
}

export async function setUserPassword(db: AppDatabase, userId: number, passwordHash: string): Promise<void> {
  await db.updateTable("users").set({ password_hash: passwordHash }).where("id", "=", userId).execute();
}

export async function countAdministrators(db: AppDatabase): Promise<number> {
  const { count } = await db
    .selectFrom("users")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where("is_admin", "=", 1)
    .executeTakeFirstOrThrow();
  return Number(count);
}
