import { createHash, randomBytes } from "node:crypto";
import type { AppDatabase } from "~/data/app-database";
import type { ClaimedMail } from "~/data/outbox.server";
import { addSignInLink } from "~/data/sign-in-links.server";
import { findUserByEmail } from "~/data/users.server";
import { SIGN_IN_LINK_LIFETIME_MS, signInLinkEmail, signInLinkPath } from "~/domain/sign-in-link";
import { absoluteUrl } from "~/domain/site-address";
import type { OutgoingMail } from "./outgoing-mail.server";

export const hashSignInLinkToken = (token: string) => createHash("sha256").update(token).digest("base64url");

/**
 * Writes a sign-in link's e-mail when it is sent, with a new token whose hash alone is kept:
 * the outbox never holds a working link. Null when the address is no longer an administrator's.
 */
export async function signInLinkMail(
  db: AppDatabase,
  mail: ClaimedMail,
  now: Date,
  siteName: string,
): Promise<OutgoingMail | null> {
  const user = await findUserByEmail(db, mail.recipient);
  if (user?.status !== "active") return null;
  const token = randomBytes(32).toString("base64url");
  await addSignInLink(db, {
    tokenHash: hashSignInLinkToken(token),
    userId: user.id,
    now,
    expiresAt: new Date(now.getTime() + SIGN_IN_LINK_LIFETIME_MS),
  });
  return signInLinkEmail({
    site: siteName,
    email: user.email,
    url: absoluteUrl(mail.siteOrigin, signInLinkPath(token)),
  });
}
