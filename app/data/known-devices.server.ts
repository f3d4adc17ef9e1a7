import type { AppDatabase } from "./app-database";

export interface KnownDevice {
  /** Until when this device may skip the second factor; null when it may not. */
  secondFactorUntil: Date | null;
}

/** The device with this token hash, if it has signed in to this user's account before. */
export async function findKnownDevice(
  db: AppDatabase,
  tokenHash: string,
  userId: number,
): Promise<KnownDevice | null> {
  const row = await db
    .selectFrom("known_devices")
    .select("second_factor_until")
    .where("token_hash", "=", tokenHash)
    .where("user_id", "=", userId)
    .executeTakeFirst();
  if (!row) return null;
  return { secondFactorUntil: row.second_factor_until === null ? null : new Date(row.second_factor_until) };
}

/**
 * Records a sign-in from the device; `secondFactorUntil` lets it skip the second factor until
 * then (undefined leaves what it had).
 */
export async function rememberDevice(
  db: AppDatabase,
  {
    tokenHash,
    userId,
    now,
    secondFactorUntil,
  }: { tokenHash: string; userId: number; now: Date; secondFactorUntil?: Date },
): Promise<void> {
  const skip =
    secondFactorUntil === undefined ? {} : { second_factor_until: secondFactorUntil.toISOString() };
  await db
    .insertInto("known_devices")
    .values({
      token_hash: tokenHash,
      user_id: userId,
      created_at: now.toISOString(),
      last_signed_in_at: now.toISOString(),
      ...skip,
    })
    .onConflict((conflict) =>
      conflict
        .column("token_hash")
        .doUpdateSet({ user_id: userId, last_signed_in_at: now.toISOString(), ...skip }),
    )
    .execute();
}
