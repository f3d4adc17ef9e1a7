import { createHash, randomBytes } from "node:crypto";
import { createCookie, data, redirect, type RouterContextProvider } from "react-router";
import {
  clearFailures,
  countRecentFailures,
  createSession,
  deleteOtherSessionsOfUser,
  deleteSession,
  findSessionUser,
  recordFailedSignIn,
} from "~/data/sessions.server";
import { findUserByEmail, setUserPassword, type User } from "~/data/users.server";
import { hashPassword, verifyPassword } from "~/domain/password.server";
import {
  accountKey,
  addressKey,
  MAX_FAILURES_PER_ACCOUNT,
  MAX_FAILURES_PER_ADDRESS,
  SESSION_LIFETIME_MS,
  SIGN_IN_WINDOW_MS,
} from "~/domain/sessions";
import { clientAddressFrom, servicesFrom } from "./context.server";

type Context = Readonly<RouterContextProvider>;

export const INVALID_CREDENTIALS = "Invalid e-mail or password";
export const TOO_MANY_ATTEMPTS = "Too many failed sign-in attempts. Please wait 15 minutes and try again.";
export const NOT_AN_ADMINISTRATOR = "This page is for the site's administrator only.";
export const WRONG_CURRENT_PASSWORD = "That is not your current password";

/**
 * Holds the session token, nothing else. The token is random, so it needs no signature;
 * the server keeps only its hash.
 */
const sessionCookie = createCookie("makazi_session", {
  httpOnly: true,
  sameSite: "lax",
  path: "/",
  maxAge: SESSION_LIFETIME_MS / 1000,
});

const hashToken = (token: string) => createHash("sha256").update(token).digest("base64url");

/**
 * Secure follows the request's own protocol, which Express reads from the connection, or from
 * X-Forwarded-Proto when TRUST_PROXY says to believe the proxy. Plain http on a developer's
 * machine keeps working; an https site gets Secure cookies.
 */
const cookieOptions = (request: Request) => ({ secure: new URL(request.url).protocol === "https:" });

async function sessionToken(request: Request): Promise<string | null> {
  const value: unknown = await sessionCookie.parse(request.headers.get("Cookie"));
  return typeof value === "string" && value !== "" ? value : null;
}

/** The signed-in user, or null for a visitor or an ended session. */
export async function getSessionUser(request: Request, context: Context): Promise<User | null> {
  const token = await sessionToken(request);
  if (!token) return null;
  return findSessionUser(servicesFrom(context).database.db, hashToken(token));
}

/**
 * The signed-in administrator. A visitor is sent to sign in and brought back afterwards;
 * a signed-in user who is not an administrator gets 403.
 */
export async function requireAdmin(request: Request, context: Context): Promise<User> {
  const user = await getSessionUser(request, context);
  if (!user) {
    const url = new URL(request.url);
    throw redirect(`/admin?${new URLSearchParams({ redirectTo: url.pathname + url.search })}`);
  }
  if (!user.isAdmin) throw data(NOT_AN_ADMINISTRATOR, { status: 403 });
  return user;
}

/** Compared against when the e-mail is unknown, so the answer takes as long as for a real account. */
let dummyHash: Promise<string> | undefined;

export type SignInResult =
  | { status: "signed-in"; user: User; setCookie: string }
  | { status: "refused"; message: string; httpStatus: 400 | 429 };

export async function signIn(
  request: Request,
  context: Context,
  credentials: { email: string; password: string },
): Promise<SignInResult> {
  const db = servicesFrom(context).database.db;
  const account = accountKey(credentials.email);
  const address = addressKey(clientAddressFrom(context));
  const [accountFailures, addressFailures] = await Promise.all([
    countRecentFailures(db, account, SIGN_IN_WINDOW_MS),
    countRecentFailures(db, address, SIGN_IN_WINDOW_MS),
  ]);
  if (accountFailures >= MAX_FAILURES_PER_ACCOUNT || addressFailures >= MAX_FAILURES_PER_ADDRESS) {
    return { status: "refused", message: TOO_MANY_ATTEMPTS, httpStatus: 429 };
  }

  const user = await findUserByEmail(db, credentials.email);
  dummyHash ??= hashPassword(randomBytes(16).toString("hex"));
  const valid = await verifyPassword(credentials.password, user?.passwordHash ?? (await dummyHash));
  if (!user || !valid) {
    await recordFailedSignIn(db, [account, address], SIGN_IN_WINDOW_MS);
    return { status: "refused", message: INVALID_CREDENTIALS, httpStatus: 400 };
  }

  await clearFailures(db, account);
  // A new token at every sign-in: a token planted before sign-in is worth nothing after it.
  const token = randomBytes(32).toString("base64url");
  await createSession(db, { idHash: hashToken(token), userId: user.id });
  return {
    status: "signed-in",
    user: { id: user.id, email: user.email, isAdmin: user.isAdmin },
    setCookie: await sessionCookie.serialize(token, cookieOptions(request)),
  };
}

/** Ends the session on the server; returns the Set-Cookie header that clears the cookie. */
export async function signOut(request: Request, context: Context): Promise<string> {
  const token = await sessionToken(request);
  if (token) await deleteSession(servicesFrom(context).database.db, hashToken(token));
  return sessionCookie.serialize("", { ...cookieOptions(request), maxAge: 0, expires: new Date(0) });
}

export type PasswordChangeResult =
  { status: "changed" } | { status: "refused"; message: string; httpStatus: 400 | 429 };

/**
 * Gives the signed-in `user` a new password once the current one is confirmed, and signs
 * them out everywhere else. Wrong current passwords count towards the account's lock-out,
 * so a borrowed session cannot be used to guess it.
 */
export async function changePassword(
  request: Request,
  context: Context,
  user: User,
  { currentPassword, newPassword }: { currentPassword: string; newPassword: string },
): Promise<PasswordChangeResult> {
  const db = servicesFrom(context).database.db;
  const account = accountKey(user.email);
  if ((await countRecentFailures(db, account, SIGN_IN_WINDOW_MS)) >= MAX_FAILURES_PER_ACCOUNT) {
    return { status: "refused", message: TOO_MANY_ATTEMPTS, httpStatus: 429 };
  }
  const stored = await findUserByEmail(db, user.email);
  if (!stored || !(await verifyPassword(currentPassword, stored.passwordHash))) {
    await recordFailedSignIn(db, [account], SIGN_IN_WINDOW_MS);
    return { status: "refused", message: WRONG_CURRENT_PASSWORD, httpStatus: 400 };
  }
  await setUserPassword(db, user.id, await hashPassword(newPassword));
  const token = await sessionToken(request);
  await deleteOtherSessionsOfUser(db, user.id, token ? hashToken(token) : "");
  return { status: "changed" };
}
