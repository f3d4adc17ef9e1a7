import { z } from "zod";
import type { AppDatabase } from "~/data/database.server";
import { clearFailures, deleteSessionsOfUser } from "~/data/sessions.server";
import { countAdministrators, createUser, findUserByEmail, setUserPassword } from "~/data/users.server";
import { MINIMUM_PASSWORD_LENGTH } from "~/domain/password-change";
import { generateOneTimePassword, hashPassword } from "~/domain/password.server";
import { accountKey } from "~/domain/sessions";

/** A request the administrator commands cannot carry out, said in words for the operator. */
export class AdministratorError extends Error {}

export const DEFAULT_ADMIN_EMAIL = "admin@makazi.local";

function checkPassword(password: string) {
  if (password.length < MINIMUM_PASSWORD_LENGTH) {
    throw new AdministratorError(`The password must be at least ${MINIMUM_PASSWORD_LENGTH} characters long`);
  }
}

export async function createAdministrator(db: AppDatabase, email: string, password: string): Promise<void> {
  if (!z.email().safeParse(email).success) throw new AdministratorError(`${email} is not an e-mail address`);
  checkPassword(password);
  if (await findUserByEmail(db, email)) {
    throw new AdministratorError(`${email} exists already; use reset-password to change its password`);
  }
  await createUser(db, { email, passwordHash: await hashPassword(password), isAdmin: true });
}

/** Sets a new password and signs the account out everywhere. */
export async function resetPassword(db: AppDatabase, email: string, password: string): Promise<void> {
  checkPassword(password);
  const user = await findUserByEmail(db, email);
  if (!user) throw new AdministratorError(`There is no account for ${email}`);
  await setUserPassword(db, user.id, await hashPassword(password));
  await deleteSessionsOfUser(db, user.id);
  await clearFailures(db, accountKey(email));
}

export type FirstAdministrator =
  | { created: "from-configuration"; email: string }
  | { created: "with-one-time-password"; email: string; password: string };

/**
 * Makes sure a fresh install can be administered: with no administrator, creates the one
 * configured (ADMIN_EMAIL, ADMIN_PASSWORD), else a default one with a one-time password.
 */
export async function ensureAdministrator(
  db: AppDatabase,
  initialAdmin: { email: string; password: string } | null,
): Promise<FirstAdministrator | null> {
  if ((await countAdministrators(db)) > 0) return null;
  if (initialAdmin) {
    await createAdministrator(db, initialAdmin.email, initialAdmin.password);
    return { created: "from-configuration", email: initialAdmin.email };
  }
  const password = generateOneTimePassword();
  await createAdministrator(db, DEFAULT_ADMIN_EMAIL, password);
  return { created: "with-one-time-password", email: DEFAULT_ADMIN_EMAIL, password };
}
