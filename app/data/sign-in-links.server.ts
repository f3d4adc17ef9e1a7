import type { AppDatabase } from "./app-database";

/** Keeps a new sign-in link's token hash until `expiresAt`; links past theirs go. */
export async function addSignInLink(
  db: AppDatabase,
  { tokenHash, userId, now, expiresAt }: { tokenHash: string; userId: number; now: Date; expiresAt: Date },
): Promise<void> {
  await db.deleteFrom("sign_in_links").where("expires_at", "<=", now.toISOString()).execute();
  await db
    .insertInto("sign_in_links")
    .values({
      token_hash: tokenHash,
      user_id: userId,
      created_at: now.toISOString(),
      expires_at: expiresAt.toISOString(),
    })
    .execute();
}

/**
 * Uses up the link with this token hash: the user it signs in, or null when it is unknown,
 * used already or expired. One statement, so two requests racing with one link cannot both pass.
 */
export async function spendSignInLink(db: AppDatabase, tokenHash: string, now: Date): Promise<number | null> {
  const spent = await db
    .deleteFrom("sign_in_links")
    .where("token_hash", "=", tokenHash)
    .returning(["user_id", "expires_at"])
    .executeTakeFirst();
  return spent && spent.expires_at > now.toISOString() ? spent.user_id : null;
}
