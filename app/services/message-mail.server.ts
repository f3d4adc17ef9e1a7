import type { AppDatabase } from "~/data/app-database";
import { findNotifiedMessage } from "~/data/contact-messages.server";
import type { ClaimedMail } from "~/data/outbox.server";
import { notificationEmail } from "~/domain/notification-email";
import type { OutgoingMail } from "./outgoing-mail.server";

/** Writes the office's e-mail about a new message or enquiry; null when the message is gone. */
export async function messageMail(
  db: AppDatabase,
  mail: ClaimedMail,
  _now: Date,
  siteName: string,
): Promise<OutgoingMail | null> {
  const message = mail.messageId === null ? null : await findNotifiedMessage(db, mail.messageId);
  if (!message) return null;
  const { replyTo, ...email } = notificationEmail(message, {
    origin: mail.siteOrigin,
    name: siteName,
  });
  return { ...email, ...(replyTo && { replyTo }) };
}
