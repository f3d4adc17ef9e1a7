import { z } from "zod";
import type { AppDatabase } from "~/data/app-database";
import { disableSecondFactor } from "~/data/second-factor.server";
import { deleteSessionsOfUser } from "~/data/sessions.server";
import { releaseThrottles, releaseThrottlesStartingWith } from "~/data/sign-in-throttles.server";
import {
  activePeopleEmails,
  countOwners,
  createUser,
  findUserByEmail,
  setUserPassword,
} from "~/data/users.server";
import { MINIMUM_PASSWORD_LENGTH } from "~/domain/password-change-fields";
import { generateOneTimePassword, hashPassword } from "~/domain/password.server";
import {
  accountThrottlePrefix,
  passwordCheckThrottleKey,
  secondFactorThrottleKey,
} from "~/domain/sign-in-throttle";

/** A request the administrator commands cannot carry out, said in words for the operator. */
export class AdministratorError extends Error {}

export const DEFAULT_ADMIN_EMAIL = "admin@makazi.local";

function checkPassword(password: string) {
  if (password.length < MINIMUM_PASSWORD_LENGTH) {
    throw new AdministratorError(`The password must be at least ${MINIMUM_PASSWORD_LENGTH} characters long`);
  }
}

/** A one-time first password works this long, and only to choose a new one. */
export const ONE_TIME_PASSWORD_LIFETIME_MS = 24 * 60 * 60 * 1000;

export async function createAdministrator(
  db: AppDatabase,
  email: string,
  password: string,
  { oneTime = false }: { oneTime?: boolean } = {},
): Promise<void> {
  if (!z.email().safeParse(email).success) throw new AdministratorError(`${email} is not an e-mail address`);
  checkPassword(password);
  if (await findUserByEmail(db, email)) {
    throw new AdministratorError(`${email} exists already; use reset-password to change its password`);
  }
  const oneTimePasswordExpiresAt = oneTime ? new Date(Date.now() + ONE_TIME_PASSWORD_LIFETIME_MS) : undefined;
  await createUser(db, {
    email,
    passwordHash: await hashPassword(password),
    role: "owner",
    oneTimePasswordExpiresAt,
  });
}

/** What the failures of an account counted under, whatever the network: all of it starts afresh. */
async function releaseAccountThrottles(db: AppDatabase, email: string, userId: number) {
  await releaseThrottlesStartingWith(db, accountThrottlePrefix(email));
  await releaseThrottles(db, [passwordCheckThrottleKey(userId).key, secondFactorThrottleKey(userId).key]);
}

/**
 * Clears the sign-in lock of the administrator at `email`, or of every administrator: the
 * next sign-in from any browser is checked at once. Strangers' guesses from their own networks
 * stay slowed. Returns the addresses unlocked.
 */
export async function unlockSignIn(db: AppDatabase, email: string | null): Promise<string[]> {
  const emails = email === null ? await activePeopleEmails(db) : [email];
  for (const address of emails) {
    const user = await findUserByEmail(db, address);
    if (!user) throw new AdministratorError(`There is no account for ${address}`);
    await releaseAccountThrottles(db, address, user.id);
  }
  return emails;
}

/** Sets a new password and signs the account out everywhere. */
export async function resetPassword(db: AppDatabase, email: string, password: string): Promise<void> {
  checkPassword(password);
  const user = await findUserByEmail(db, email);
  if (!user) throw new AdministratorError(`There is no account for ${email}`);
  await setUserPassword(db, user.id, await hashPassword(password));
  await deleteSessionsOfUser(db, user.id);
  await releaseAccountThrottles(db, email, user.id);
}

/**
 * Turns the second factor off for someone who lost both their phone and their recovery codes,
 * and signs the account out everywhere; the next sign-in takes the password alone.
 */
export async function resetSecondFactor(db: AppDatabase, email: string): Promise<void> {
  const user = await findUserByEmail(db, email);
  if (!user) throw new AdministratorError(`There is no account for ${email}`);
  await disableSecondFactor(db, user.id);
  await deleteSessionsOfUser(db, user.id);
  await releaseAccountThrottles(db, email, user.id);
}

export type FirstAdministrator =
  | { created: "from-configuration"; email: string }
  | { created: "with-one-time-password"; email: string; password: string }
  | { created: "none"; reason: "no-terminal" };

/**
 * Makes sure a fresh install can be administered: with no administrator, creates the one
 * configured (ADMIN_EMAIL, ADMIN_PASSWORD), else, when someone is at a terminal to read it,
 * a default one with a one-time password that expires in a day and must be changed at the
 * first sign-in. Without a terminal the password would only land in a log: none is made.
 */
export async function ensureAdministrator(
  db: AppDatabase,
  initialAdmin: { email: string; password: string } | null,
  { terminal }: { terminal: boolean },
): Promise<FirstAdministrator | null> {
  if ((await countOwners(db)) > 0) return null;
  if (initialAdmin) {
    await createAdministrator(db, initialAdmin.email, initialAdmin.password);
    return { created: "from-configuration", email: initialAdmin.email };
  }
  if (!terminal) return { created: "none", reason: "no-terminal" };
  const password = generateOneTimePassword();
  await createAdministrator(db, DEFAULT_ADMIN_EMAIL, password, { oneTime: true });
  return { created: "with-one-time-password", email: DEFAULT_ADMIN_EMAIL, password };
}
