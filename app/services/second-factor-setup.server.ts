import type { RouterContextProvider } from "react-router";
import { findBrand } from "~/data/brand.server";
import QRCode from "qrcode";
import {
  disableSecondFactor,
  enableSecondFactor,
  replaceRecoveryCodes,
  secondFactorOf,
  setPendingSecret,
} from "~/data/second-factor.server";
import { deleteOtherSessionsOfUser } from "~/data/sessions.server";
import type { User } from "~/data/users.server";
import {
  newRecoveryCodes,
  newTotpSecret,
  otpauthUri,
  recoveryCodeHash,
  secretInGroups,
} from "~/domain/second-factor.server";
import { recordAdminAction } from "./audit-log.server";
import { sessionIdHash } from "./auth.server";
import { servicesFrom } from "./context.server";
import { checkSecondFactorCode } from "./second-factor-codes.server";

type Context = Readonly<RouterContextProvider>;

export type SecondFactorPage =
  | { state: "off" }
  | { state: "setting-up"; secretText: string; qrCodeSvg: string }
  | { state: "on"; unusedRecoveryCodes: number };

/** What the two-factor page shows: how to turn it on, the QR code while setting up, or its state. */
export async function secondFactorPage(context: Context, user: User): Promise<SecondFactorPage> {
  const { db } = servicesFrom(context).database;
  const state = await secondFactorOf(db, user.id);
  if (state.secret) return { state: "on", unusedRecoveryCodes: state.unusedRecoveryCodes };
  if (!state.pendingSecret) return { state: "off" };
  const qrCodeSvg = await QRCode.toString(
    otpauthUri(state.pendingSecret, user.email, (await findBrand(db)).name),
    {
      type: "svg",
      margin: 2,
      errorCorrectionLevel: "M",
    },
  );
  return { state: "setting-up", secretText: secretInGroups(state.pendingSecret), qrCodeSvg };
}

/** Makes a new secret for the authenticator app; nothing changes at sign-in until it is confirmed. */
export async function startSecondFactorSetup(context: Context, user: User): Promise<void> {
  await setPendingSecret(servicesFrom(context).database.db, user.id, newTotpSecret());
}

export type CodeResult =
  | { status: "accepted"; recoveryCodes: string[] }
  | { status: "refused"; message: string; httpStatus: 400 | 429 };

/**
 * Turns the second factor on once a code shows the app has the pending secret, gives the
 * recovery codes, and signs every other session out: one opened with the password alone
 * (perhaps a thief's) ends with it.
 */
export async function confirmSecondFactorSetup(
  request: Request,
  context: Context,
  user: User,
  code: string,
): Promise<CodeResult> {
  const db = servicesFrom(context).database.db;
  const { pendingSecret } = await secondFactorOf(db, user.id);
  if (!pendingSecret)
    return { status: "refused", message: "Start again: the setup was not found.", httpStatus: 400 };
  const check = await checkSecondFactorCode(db, user.id, {
    secret: pendingSecret,
    code,
    recoveryCodes: false,
  });
  if (!check.ok) return { status: "refused", message: check.message, httpStatus: check.httpStatus };
  const recoveryCodes = newRecoveryCodes();
  await enableSecondFactor(db, user.id, {
    secret: pendingSecret,
    step: check.step!,
    recoveryCodeHashes: recoveryCodes.map(recoveryCodeHash),
  });
  await deleteOtherSessionsOfUser(db, user.id, (await sessionIdHash(request)) ?? "");
  await recordAdminAction(context, { actor: user.email, action: "two-factor-on" });
  return { status: "accepted", recoveryCodes };
}

/** Ten new recovery codes for a current code from the app; the old ones stop working. */
export async function renewRecoveryCodes(context: Context, user: User, code: string): Promise<CodeResult> {
  const db = servicesFrom(context).database.db;
  const { secret } = await secondFactorOf(db, user.id);
  if (!secret) return { status: "refused", message: "The second factor is off.", httpStatus: 400 };
  const check = await checkSecondFactorCode(db, user.id, { secret, code, recoveryCodes: false });
  if (!check.ok) return { status: "refused", message: check.message, httpStatus: check.httpStatus };
  const recoveryCodes = newRecoveryCodes();
  await replaceRecoveryCodes(db, user.id, recoveryCodes.map(recoveryCodeHash));
  await recordAdminAction(context, { actor: user.email, action: "recovery-codes-renewed" });
  return { status: "accepted", recoveryCodes };
}

export type TurnOffResult = { status: "off" } | { status: "refused"; message: string; httpStatus: 400 | 429 };

/**
 * Turns the second factor off for a current code from the app or a recovery code: the
 * password alone, which is what a thief would have, is not enough.
 */
export async function turnOffSecondFactor(
  context: Context,
  user: User,
  code: string,
): Promise<TurnOffResult> {
  const db = servicesFrom(context).database.db;
  const { secret } = await secondFactorOf(db, user.id);
  if (!secret) return { status: "refused", message: "The second factor is off.", httpStatus: 400 };
  const check = await checkSecondFactorCode(db, user.id, { secret, code, recoveryCodes: true });
  if (!check.ok) return { status: "refused", message: check.message, httpStatus: check.httpStatus };
  await disableSecondFactor(db, user.id);
  await recordAdminAction(context, { actor: user.email, action: "two-factor-off" });
  return { status: "off" };
}
