import { createHash, randomBytes } from "node:crypto";
import { createCookie, redirect, type RouterContextProvider } from "react-router";
import { findKnownDevice, type KnownDevice, rememberDevice } from "~/data/known-devices.server";
import { findTwoStepRequired } from "~/data/people.server";
import { secondFactorOf } from "~/data/second-factor.server";
import {
  createSession,
  deleteOtherSessionsOfUser,
  deleteSession,
  findSessionUser,
  findUserAwaitingSecondFactor,
} from "~/data/sessions.server";
import { spendSignInLink } from "~/data/sign-in-links.server";
import {
  findUserByEmail,
  findUserById,
  setUserPassword,
  type User,
  type UserWithPassword,
} from "~/data/users.server";
import { clientNetwork } from "~/domain/client-network";
import { hashPassword, verifyPassword } from "~/domain/password.server";
import { REMEMBER_DEVICE_MS } from "~/domain/second-factor";
import { SECOND_FACTOR_WAIT_MS, SESSION_LIFETIME_MS } from "~/domain/sessions";
import { requestedPage, sitePath } from "~/domain/site-path";
import { SIGN_IN_LINK_TOKEN } from "~/domain/sign-in-link";
import { passwordCheckThrottleKey, signInThrottleKeys } from "~/domain/sign-in-throttle";
import { QueueFullError } from "~/shared/concurrency-limit";
import { recordAdminAction } from "./audit-log.server";
import { clientAddressFrom, servicesFrom } from "./context.server";
import { checkSecondFactorCode } from "./second-factor-codes.server";
import { hashSignInLinkToken } from "./sign-in-link-mail.server";
import { takeAttempt, tooManyAttempts } from "./sign-in-throttle.server";

type Context = Readonly<RouterContextProvider>;

export const INVALID_CREDENTIALS = "Invalid e-mail or password";
export const ACCESS_PAUSED =
  "Your access to the office's pages is paused. Ask the office's owner to let you back in.";
export const WRONG_CURRENT_PASSWORD = "That is not your current password";
export const EXPIRED_ONE_TIME_PASSWORD =
  "This one-time password has expired. Set a new one on the server with: npm run admin -- reset-password";
export const SIGN_IN_LINK_SPENT =
  "This sign-in link has been used already or has expired. Ask for a new one on the sign-in page.";
export const BUSY = "The server is busy checking other sign-ins. Please try again in a few seconds.";

export const CHANGE_PASSWORD_PATH = "/change-password";
export const TWO_FACTOR_PATH = "/two-factor";
export const SECOND_FACTOR_PATH = "/sign-in/code";

const DEVICE_LIFETIME_SECONDS = 365 * 24 * 60 * 60;

/**
 * The session cookie holds the token, nothing else: it is random, so it needs no signature,
 * and the server keeps only its hash. The device cookie marks a browser that has signed in
 * before, so that strangers' failed guesses do not lock it out. Over https both are Secure
 * and carry the `__Host-` prefix (no Domain, Path=/, so no sibling site can set or shadow
 * them); plain http, as on a developer's machine, cannot have Secure cookies.
 */
function siteCookies(secure: boolean) {
  const prefix = secure ? "__Host-" : "";
  const common = { httpOnly: true, sameSite: "lax" as const, path: "/", secure };
  return {
    session: createCookie(`${prefix}makazi_session`, { ...common, maxAge: SESSION_LIFETIME_MS / 1000 }),
    device: createCookie(`${prefix}makazi_device`, { ...common, maxAge: DEVICE_LIFETIME_SECONDS }),
  };
}
const httpsCookies = siteCookies(true);
const httpCookies = siteCookies(false);

/**
 * The request's protocol is the connection's, or X-Forwarded-Proto when TRUST_PROXY says to
 * believe the proxy (and PUBLIC_BASE_URL names the site then).
 */
const cookiesOf = (request: Request) =>
  new URL(request.url).protocol === "https:" ? httpsCookies : httpCookies;

const hashToken = (token: string) => createHash("sha256").update(token).digest("base64url");
const newToken = () => randomBytes(32).toString("base64url");

async function cookieToken(request: Request, kind: "session" | "device"): Promise<string | null> {
  const value: unknown = await cookiesOf(request)[kind].parse(request.headers.get("Cookie"));
  return typeof value === "string" && value !== "" ? value : null;
}

/** The signed-in user, or null for a visitor, an ended session or one awaiting its second factor. */
export async function getSessionUser(request: Request, context: Context): Promise<User | null> {
  const token = await cookieToken(request, "session");
  if (!token) return null;
  return findSessionUser(servicesFrom(context).database.db, hashToken(token));
}

/**
 * Whether the request comes from a signed-in person of the office (the owner, when
 * `ownerOnly`), asked before its body is read.
 */
export async function fromSignedInPerson(
  request: Request,
  context: Context,
  ownerOnly: boolean,
): Promise<boolean> {
  const person = await getSessionUser(request, context);
  return person !== null && (!ownerOnly || person.role === "owner");
}

/**
 * Whether the owner asks everyone to sign in in two steps (the People page), read once while
 * the settings stand.
 */
export function twoStepRequired(context: Context): Promise<boolean> {
  const { contentMemo, database } = servicesFrom(context);
  return contentMemo.remember("two-step required", () => findTwoStepRequired(database.db));
}

/** The pages a person asked to set up two-step sign-in still reaches (signing out is outside the office). */
const BEFORE_TWO_STEP = [TWO_FACTOR_PATH, CHANGE_PASSWORD_PATH];

/**
 * The signed-in person of the office. A visitor, or someone whose access was paused or removed
 * since, is sent to sign in and brought back afterwards; one who signed in with a one-time
 * password is sent to choose a new one first; and while the owner asks everyone to sign in in
 * two steps, one without a second factor is sent to set it up. What their role may do is
 * checked before, by the office's door (office-door.server.ts).
 */
export async function requireOfficePerson(request: Request, context: Context): Promise<User> {
  const user = await getSessionUser(request, context);
  const page = requestedPage(new URL(request.url));
  if (!user) {
    throw redirect(`/admin?${new URLSearchParams({ redirectTo: sitePath(page.pathname) + page.search })}`);
  }
  const pathname = page.pathname.toLowerCase();
  if (user.mustChangePassword && pathname !== CHANGE_PASSWORD_PATH) throw redirect(CHANGE_PASSWORD_PATH);
  if (!BEFORE_TWO_STEP.includes(pathname) && (await twoStepRequired(context))) {
    const stored = await findUserById(servicesFrom(context).database.db, user.id);
    if (!stored?.hasSecondFactor) throw redirect(TWO_FACTOR_PATH);
  }
  return user;
}

/** The session token of the request, hashed as stored; null without a session cookie. */
export async function sessionIdHash(request: Request): Promise<string | null> {
  const token = await cookieToken(request, "session");
  return token ? hashToken(token) : null;
}

/** Compared against when the e-mail is unknown, so the answer takes as long as for a real account. */
let dummyHash: Promise<string> | undefined;

type Refusal = { status: "refused"; message: string; httpStatus: 400 | 429 | 503 };

export type SignInResult =
  | { status: "signed-in"; user: User; setCookies: string[] }
  | { status: "second-factor"; setCookies: string[] }
  | Refusal;

async function newSession(
  request: Request,
  context: Context,
  user: { id: number },
  awaitingSecondFactor?: { until: Date },
): Promise<string> {
  const token = newToken();
  await createSession(servicesFrom(context).database.db, {
    idHash: hashToken(token),
    userId: user.id,
    userAgent: request.headers.get("User-Agent"),
    clientNetwork: clientNetwork(clientAddressFrom(context)),
    awaitingSecondFactor,
  });
  return cookiesOf(request).session.serialize(token, {
    maxAge: awaitingSecondFactor ? SECOND_FACTOR_WAIT_MS / 1000 : SESSION_LIFETIME_MS / 1000,
  });
}

/** Marks the browser as one this account signed in from; returns its Set-Cookie header when new. */
async function knownDeviceCookie(
  request: Request,
  context: Context,
  userId: number,
  secondFactorUntil?: Date,
): Promise<string[]> {
  const existing = await cookieToken(request, "device");
  const token = existing ?? newToken();
  await rememberDevice(servicesFrom(context).database.db, {
    tokenHash: hashToken(token),
    userId,
    now: new Date(),
    secondFactorUntil,
  });
  return existing ? [] : [await cookiesOf(request).device.serialize(token)];
}

const refusedFor = (retryAfterMs: number): Refusal => ({
  status: "refused",
  message: tooManyAttempts(retryAfterMs),
  httpStatus: 429,
});
const busy: Refusal = { status: "refused", message: BUSY, httpStatus: 503 };

/** verifyPassword, or null when too many checks already wait for their turn. */
async function passwordMatches(password: string, hash: string): Promise<boolean | null> {
  try {
    return await verifyPassword(password, hash);
  } catch (error) {
    if (error instanceof QueueFullError) return null;
    throw error;
  }
}

export async function signIn(
  request: Request,
  context: Context,
  credentials: { email: string; password: string },
): Promise<SignInResult> {
  const db = servicesFrom(context).database.db;
  const now = new Date();
  const user = await findUserByEmail(db, credentials.email);
  const deviceToken = await cookieToken(request, "device");
  const device = user && deviceToken ? await findKnownDevice(db, hashToken(deviceToken), user.id) : null;
  const keys = signInThrottleKeys(
    credentials.email,
    clientAddressFrom(context),
    device && deviceToken ? hashToken(deviceToken) : null,
  );
  const attempt = await takeAttempt(db, keys, now);
  if (!attempt.allowed) return refusedFor(attempt.retryAfterMs);

  dummyHash ??= hashPassword(randomBytes(16).toString("hex"));
  const valid = await passwordMatches(credentials.password, user?.passwordHash ?? (await dummyHash));
  if (valid === null) return busy;
  if (!user || !valid) {
    const { delayed } = await attempt.failed();
    await recordAdminAction(context, {
      actor: null,
      action: delayed ? "sign-in-held-up" : "sign-in-failed",
      subject: credentials.email,
    });
    return { status: "refused", message: INVALID_CREDENTIALS, httpStatus: 400 };
  }
  await attempt.succeeded();
  if (user.status !== "active") {
    await recordAdminAction(context, { actor: null, action: "sign-in-failed", subject: credentials.email });
    return {
      status: "refused",
      message: user.status === "suspended" ? ACCESS_PAUSED : INVALID_CREDENTIALS,
      httpStatus: 400,
    };
  }
  if (user.passwordExpiresAt && user.passwordExpiresAt <= now) {
    return { status: "refused", message: EXPIRED_ONE_TIME_PASSWORD, httpStatus: 400 };
  }

  return afterFirstStep(request, context, user, device, now);
}

/**
 * After the first step (the password, or a link e-mailed to the account): asks for the second
 * factor when it is on and this browser may not skip it, else signs in.
 */
async function afterFirstStep(
  request: Request,
  context: Context,
  user: UserWithPassword,
  device: KnownDevice | null,
  now: Date,
): Promise<SignInResult> {
  const skipsSecondFactor = device?.secondFactorUntil ? device.secondFactorUntil > now : false;
  if (user.hasSecondFactor && !skipsSecondFactor) {
    const until = new Date(now.getTime() + SECOND_FACTOR_WAIT_MS);
    return { status: "second-factor", setCookies: [await newSession(request, context, user, { until })] };
  }
  await recordAdminAction(context, { actor: user.email, action: "signed-in" });
  // A new token at every sign-in: a token planted before sign-in is worth nothing after it.
  return {
    status: "signed-in",
    user: {
      id: user.id,
      email: user.email,
      role: user.role,
      name: user.name,
      mustChangePassword: user.mustChangePassword,
    },
    setCookies: [
      await newSession(request, context, user),
      ...(await knownDeviceCookie(request, context, user.id)),
    ],
  };
}

/**
 * Signs the browser in with a one-time link e-mailed to an administrator, which no stranger's
 * wrong passwords hold up; two-step sign-in still asks for its code. The link is spent either way.
 */
export async function signInWithLink(
  request: Request,
  context: Context,
  token: string,
): Promise<SignInResult> {
  const db = servicesFrom(context).database.db;
  const now = new Date();
  const userId = SIGN_IN_LINK_TOKEN.test(token)
    ? await spendSignInLink(db, hashSignInLinkToken(token), now)
    : null;
  const user = userId === null ? null : await findUserById(db, userId);
  if (user?.status !== "active") return { status: "refused", message: SIGN_IN_LINK_SPENT, httpStatus: 400 };
  await recordAdminAction(context, { actor: user.email, action: "sign-in-link-used" });
  const deviceToken = await cookieToken(request, "device");
  const device = deviceToken ? await findKnownDevice(db, hashToken(deviceToken), user.id) : null;
  return afterFirstStep(request, context, user, device, now);
}

/**
 * Signs in someone who has just joined the office with an invitation and chosen their password:
 * the Set-Cookie headers of their new session and of this browser as one they signed in from.
 */
export async function signInNewcomer(
  request: Request,
  context: Context,
  personId: number,
): Promise<string[]> {
  return [
    await newSession(request, context, { id: personId }),
    ...(await knownDeviceCookie(request, context, personId)),
  ];
}

/** Whether the request's session passed the password and waits for the second factor. */
export async function awaitsSecondFactor(request: Request, context: Context): Promise<boolean> {
  const token = await cookieToken(request, "session");
  if (!token) return false;
  return (await findUserAwaitingSecondFactor(servicesFrom(context).database.db, hashToken(token))) !== null;
}

export type SecondFactorResult =
  | { status: "signed-in"; user: User; usedRecoveryCode: boolean; setCookies: string[] }
  | { status: "start-again" }
  | Refusal;

/**
 * Completes a sign-in with a code from the authenticator app or a recovery code. The waiting
 * session is replaced by a new one, so its token is worth nothing afterwards.
 */
export async function completeSecondFactor(
  request: Request,
  context: Context,
  { code, rememberThisDevice }: { code: string; rememberThisDevice: boolean },
): Promise<SecondFactorResult> {
  const db = servicesFrom(context).database.db;
  const now = new Date();
  const token = await cookieToken(request, "session");
  const user = token ? await findUserAwaitingSecondFactor(db, hashToken(token)) : null;
  if (!token || !user) return { status: "start-again" };

  const { secret } = await secondFactorOf(db, user.id);
  const check = await checkSecondFactorCode(db, user.id, { secret, code, recoveryCodes: true, now });
  if (!check.ok) {
    if (check.httpStatus === 400) {
      await recordAdminAction(context, { actor: user.email, action: "second-factor-failed" });
    }
    return { status: "refused", message: check.message, httpStatus: check.httpStatus };
  }
  const { usedRecoveryCode } = check;
  await recordAdminAction(context, {
    actor: user.email,
    action: usedRecoveryCode ? "recovery-code-used" : "signed-in",
  });
  await deleteSession(db, hashToken(token));
  const skipUntil = rememberThisDevice ? new Date(now.getTime() + REMEMBER_DEVICE_MS) : undefined;
  return {
    status: "signed-in",
    user,
    usedRecoveryCode,
    setCookies: [
      await newSession(request, context, user),
      ...(await knownDeviceCookie(request, context, user.id, skipUntil)),
    ],
  };
}

/** Response headers that set each of `setCookies`. */
export function withCookies(setCookies: readonly string[]): Headers {
  const headers = new Headers();
  for (const cookie of setCookies) headers.append("Set-Cookie", cookie);
  return headers;
}

/** Ends the session on the server; returns the Set-Cookie header that clears the cookie. */
export async function signOut(request: Request, context: Context): Promise<string> {
  const token = await cookieToken(request, "session");
  if (token) {
    const db = servicesFrom(context).database.db;
    const user = await findSessionUser(db, hashToken(token));
    await deleteSession(db, hashToken(token));
    if (user) await recordAdminAction(context, { actor: user.email, action: "signed-out" });
  }
  return cookiesOf(request).session.serialize("", { maxAge: 0, expires: new Date(0) });
}

export type PasswordCheckResult = { status: "confirmed" } | Refusal;

/**
 * Confirms the signed-in user's current password before a sensitive change. Wrong ones count
 * towards a lock-out of their own, so a borrowed session cannot be used to guess it.
 */
export async function confirmCurrentPassword(
  context: Context,
  user: User,
  password: string,
): Promise<PasswordCheckResult> {
  const db = servicesFrom(context).database.db;
  const attempt = await takeAttempt(db, [passwordCheckThrottleKey(user.id)]);
  if (!attempt.allowed) return refusedFor(attempt.retryAfterMs);
  const stored = await findUserByEmail(db, user.email);
  const valid = stored ? await passwordMatches(password, stored.passwordHash) : false;
  if (valid === null) return busy;
  if (!valid) {
    await attempt.failed();
    return { status: "refused", message: WRONG_CURRENT_PASSWORD, httpStatus: 400 };
  }
  await attempt.succeeded();
  return { status: "confirmed" };
}

export type PasswordChangeResult = { status: "changed" } | Refusal;

/** Gives the signed-in `user` a new password once the current one is confirmed, and signs them out everywhere else. */
export async function changePassword(
  request: Request,
  context: Context,
  user: User,
  { currentPassword, newPassword }: { currentPassword: string; newPassword: string },
): Promise<PasswordChangeResult> {
  const check = await confirmCurrentPassword(context, user, currentPassword);
  if (check.status === "refused") return check;
  const db = servicesFrom(context).database.db;
  let newHash: string;
  try {
    newHash = await hashPassword(newPassword);
  } catch (error) {
    if (error instanceof QueueFullError) return busy;
    throw error;
  }
  await setUserPassword(db, user.id, newHash);
  await recordAdminAction(context, { actor: user.email, action: "password-changed" });
  await deleteOtherSessionsOfUser(db, user.id, (await sessionIdHash(request)) ?? "");
  return { status: "changed" };
}
