import type { AppDatabase } from "~/data/app-database";
import { findNotifiedMessage } from "~/data/contact-messages.server";
import type { ClaimedText } from "~/data/text-outbox.server";
import { absoluteUrl } from "~/domain/site-address";
import { officeMessageText } from "~/domain/viewing-texts";

/** Writes the office's text about a new message or enquiry; null when the message is gone. */
export async function messageText(db: AppDatabase, text: ClaimedText): Promise<string | null> {
  const message = text.messageId === null ? null : await findNotifiedMessage(db, text.messageId);
  if (!message) return null;
  return officeMessageText(message, { messageUrl: absoluteUrl(text.siteOrigin, `/messages/${message.id}`) });
}
