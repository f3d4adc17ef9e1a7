import { createHash, randomBytes } from "node:crypto";
import type { AppDatabase } from "~/data/app-database";
import type { ClaimedMail } from "~/data/outbox.server";
import { renewInvitationToken } from "~/data/people.server";
import { invitationEmail, invitationPath, personLabel } from "~/domain/people";
import { absoluteUrl } from "~/domain/site-address";
import type { OutgoingMail } from "./outgoing-mail.server";

/** As stored: the SHA-256 of the link's token, so a copy of the database opens nothing. */
export const hashInvitationToken = (token: string) => createHash("sha256").update(token).digest("base64url");

export const newInvitationToken = () => randomBytes(32).toString("base64url");

/**
 * Writes an invitation's e-mail when it is sent, with a new token whose hash alone is kept
 * (the outbox never holds a working link, and the link sent last is the one that works). Null
 * when the invitation was withdrawn, used or has expired since.
 */
export async function invitationMail(
  db: AppDatabase,
  mail: ClaimedMail,
  now: Date,
  siteName: string,
): Promise<OutgoingMail | null> {
  const token = newInvitationToken();
  const invitation = await renewInvitationToken(db, mail.recipient, hashInvitationToken(token), now);
  if (!invitation) return null;
  return invitationEmail({
    site: siteName,
    inviter: personLabel(invitation.invitedBy),
    role: invitation.role,
    url: absoluteUrl(mail.siteOrigin, invitationPath(token)),
    expiresAt: invitation.expiresAt,
  });
}
