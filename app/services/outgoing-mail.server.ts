import type { AppDatabase } from "~/data/app-database";
import type { ClaimedMail, OutboxKind } from "~/data/outbox.server";

/** An e-mail as the worker hands it to the mail server. */
export interface OutgoingMail {
  subject: string;
  text: string;
  html: string;
  replyTo?: { name: string; address: string };
  headers?: Record<string, string>;
  /** Files sent with it, such as a calendar entry. */
  attachments?: { filename: string; content: string; contentType: string }[];
}

/**
 * Writes one kind of e-mail from the outbox as what it tells of stands when it is sent, in the
 * office's name as its site says it then (`siteName`); null when there is nothing left to tell,
 * and the e-mail is dropped.
 */
export type MailWriter = (
  db: AppDatabase,
  mail: ClaimedMail,
  now: Date,
  siteName: string,
) => Promise<OutgoingMail | null>;

/** The writer of each kind of e-mail the outbox holds. */
export type MailWriters = Readonly<Record<OutboxKind, MailWriter>>;
