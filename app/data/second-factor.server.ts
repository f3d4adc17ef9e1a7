import type { AppDatabase } from "./app-database";

export interface SecondFactorState {
  secret: string | null;
  pendingSecret: string | null;
  unusedRecoveryCodes: number;
}

const hashesIn = (stored: string | null): string[] => (stored ? (JSON.parse(stored) as string[]) : []);

export async function secondFactorOf(db: AppDatabase, userId: number): Promise<SecondFactorState> {
  const row = await db
    .selectFrom("users")
    .select(["totp_secret", "totp_pending_secret", "recovery_code_hashes"])
    .where("id", "=", userId)
    .executeTakeFirstOrThrow();
  return {
    secret: row.totp_secret,
    pendingSecret: row.totp_pending_secret,
    unusedRecoveryCodes: hashesIn(row.recovery_code_hashes).length,
  };
}

/** Keeps a secret shown to the user until a code from their app confirms it. */
export async function setPendingSecret(db: AppDatabase, userId: number, secret: string): Promise<void> {
  await db.updateTable("users").set({ totp_pending_secret: secret }).where("id", "=", userId).execute();
}

/** Turns the second factor on with the confirmed pending secret and new recovery codes. */
export async function enableSecondFactor(
  db: AppDatabase,
  userId: number,
  { secret, step, recoveryCodeHashes }: { secret: string; step: number; recoveryCodeHashes: string[] },
): Promise<void> {
  await db
    .updateTable("users")
    .set({
      totp_secret: secret,
      totp_pending_secret: null,
      totp_last_step: step,
      recovery_code_hashes: JSON.stringify(recoveryCodeHashes),
    })
    .where("id", "=", userId)
    .execute();
}

export async function replaceRecoveryCodes(db: AppDatabase, userId: number, hashes: string[]): Promise<void> {
  await db
    .updateTable("users")
    .set({ recovery_code_hashes: JSON.stringify(hashes) })
    .where("id", "=", userId)
    .execute();
}

/** Turns the second factor off and forgets every device's permission to skip it. */
export async function disableSecondFactor(db: AppDatabase, userId: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable("users")
      .set({ totp_secret: null, totp_pending_secret: null, totp_last_step: null, recovery_code_hashes: null })
      .where("id", "=", userId)
      .execute();
    await trx
      .updateTable("known_devices")
      .set({ second_factor_until: null })
      .where("user_id", "=", userId)
      .execute();
  });
}

/**
 * Accepts a code's time step once: true when no code of this or a later step was accepted
 * before. One statement, so two sign-ins racing with the same code cannot both pass.
 */
export async function acceptTimeStep(db: AppDatabase, userId: number, step: number): Promise<boolean> {
  const result = await db
    .updateTable("users")
    .set({ totp_last_step: step })
    .where("id", "=", userId)
    .where((eb) => eb.or([eb("totp_last_step", "is", null), eb("totp_last_step", "<", step)]))
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** Uses up a recovery code by its hash: true when it was unused, false when unknown or used. */
export async function spendRecoveryCode(db: AppDatabase, userId: number, codeHash: string): Promise<boolean> {
  const { recovery_code_hashes: stored } = await db
    .selectFrom("users")
    .select("recovery_code_hashes")
    .where("id", "=", userId)
    .executeTakeFirstOrThrow();
  const hashes = hashesIn(stored);
  if (!hashes.includes(codeHash)) return false;
  // Written only if nobody used a code in between: the same code cannot be used twice.
  const result = await db
    .updateTable("users")
    .set({ recovery_code_hashes: JSON.stringify(hashes.filter((hash) => hash !== codeHash)) })
    .where("id", "=", userId)
    .where("recovery_code_hashes", "=", stored)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}
