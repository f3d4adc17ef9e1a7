import { findBrand } from "~/data/brand.server";
import nodemailer from "nodemailer";
import type { AppDatabase } from "~/data/app-database";
import {
  type ClaimedMail,
  claimDueMail,
  markMailDropped,
  markMailSent,
  recordFailedAttempt,
  releaseClaim,
} from "~/data/outbox.server";
import { headerText } from "~/domain/notification-email";
import { NOTIFICATION_ATTEMPTS, retryDelayMs } from "~/domain/notifications";
import { logger } from "~/shared/logger.server";
import { backgroundTask } from "./background-task.server";
import {
  OUTBOX_BATCH,
  OUTBOX_LEASE_MS,
  OUTBOX_POLL_MS,
  outboxRounds,
  type SendOutcome,
} from "./outbox-rounds.server";
import type { MailAddress, SmtpServer } from "./mail-settings.server";
import type { MailWriters, OutgoingMail } from "./outgoing-mail.server";

/**
 * Sends every e-mail in the outbox, in the background of one app process: the office's
 * notifications of new messages, visitors' search alerts and administrators' sign-in links alike.
 */
export interface NotificationWorker {
  /** Sends everything due now, batch after batch, and says how it went. */
  runDue(): Promise<{ sent: number; failed: number }>;
  /** Looks for due e-mails now rather than at the next poll: one was just queued. */
  nudge(): void;
  /** Polls the outbox until stopped. */
  start(): void;
  /** Stops polling and waits for the e-mails being sent. */
  stop(): Promise<void>;
}

export interface NotificationWorkerOptions {
  db: AppDatabase;
  smtp: SmtpServer;
  from: MailAddress;
  /** The origin of the links in every e-mail (PUBLIC_BASE_URL). */
  siteOrigin: string;
  /** How each kind of e-mail is written (built where the services are composed). */
  writers: MailWriters;
  /** How long the mail server may take to accept the connection, greet, or answer each command. */
  timeoutMs?: number;
  /** The clock: tests move it on instead of waiting minutes. */
  now?: () => Date;
  pollMs?: number;
}

const TIMEOUT_MS = 20_000;
const ERROR_LIMIT = 500;

export function createNotificationWorker({
  db,
  smtp,
  from,
  siteOrigin,
  writers,
  timeoutMs = TIMEOUT_MS,
  now = () => new Date(),
  pollMs = OUTBOX_POLL_MS,
}: NotificationWorkerOptions): NotificationWorker {
  const transport = nodemailer.createTransport({
    url: smtp.url,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
    disableFileAccess: true,
    disableUrlAccess: true,
  });

  /**
   * The e-mail written as what it tells of stands now; null when there is nothing left to tell.
   * Its links keep the origin it was queued with only when that is the configured one: mail
   * queued from a request's address (before e-mail required PUBLIC_BASE_URL) takes it too.
   */
  async function write(queued: ClaimedMail, siteName: string): Promise<OutgoingMail | null> {
    const mail = queued.siteOrigin === siteOrigin ? queued : { ...queued, siteOrigin };
    // A kind no writer knows (stored by hand, or by a newer version of the site) tells nothing here.
    return Object.hasOwn(writers, mail.kind) ? writers[mail.kind](db, mail, now(), siteName) : null;
  }

  async function send(mail: ClaimedMail, token: string): Promise<SendOutcome> {
    try {
      const siteName = (await findBrand(db)).name;
      const email = await write(mail, siteName);
      if (!email) {
        await markMailDropped(db, { id: mail.id, token });
        return "dropped";
      }
      await transport.sendMail({
        from: { name: headerText(from.name || siteName, 100), address: from.address },
        to: mail.recipient,
        ...email,
      });
    } catch (error) {
      const answer = mailServerAnswer(error);
      const retryAt =
        mail.attempts < NOTIFICATION_ATTEMPTS
          ? new Date(now().getTime() + retryDelayMs(mail.attempts))
          : null;
      await recordFailedAttempt(db, { id: mail.id, token, error: answer, retryAt });
      logger.warn(retryAt ? "E-mail not sent; will retry" : "E-mail failed", {
        kind: mail.kind,
        ...(mail.messageId !== null && { messageId: mail.messageId }),
        ...(mail.alertId !== null && { alertId: mail.alertId }),
        attempts: mail.attempts,
        answer,
        smtp: smtp.description,
      });
      return "failed";
    }
    await markMailSent(db, { id: mail.id, token, now: now() });
    return "sent";
  }

  const runDue = outboxRounds<ClaimedMail>({
    claim: (token) => claimDueMail(db, { now: now(), leaseMs: OUTBOX_LEASE_MS, limit: OUTBOX_BATCH, token }),
    send,
    release: (token) => releaseClaim(db, token),
  });

  const task = backgroundTask(runDue, pollMs, "Could not send the e-mails in the outbox");
  return {
    runDue,
    nudge: task.nudge,
    start: task.start,
    async stop() {
      await task.stop();
      transport.close();
    },
  };
}

/** What the mail server answered (`550 5.1.1 No such user`), or why there was no answer. */
function mailServerAnswer(error: unknown): string {
  const answer =
    error && typeof error === "object" && "response" in error && typeof error.response === "string"
      ? error.response
      : error instanceof Error
        ? error.message
        : String(error);
  return headerText(answer, ERROR_LIMIT);
}
