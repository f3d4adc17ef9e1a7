import { randomUUID } from "node:crypto";
import nodemailer from "nodemailer";
import {
  type ClaimedNotification,
  claimDueNotifications,
  markNotificationSent,
  recordFailedAttempt,
} from "~/data/outbox.server";
import type { AppDatabase } from "~/data/database.server";
import { headerText, notificationEmail } from "~/domain/notification-email";
import { NOTIFICATION_ATTEMPTS, retryDelayMs } from "~/domain/notifications";
import { logger } from "~/shared/logger.server";
import type { MailAddress, SmtpServer } from "./mail-settings.server";

/** Sends the office's e-mails about new messages from the outbox, in the background of one app process. */
export interface NotificationWorker {
  /** Sends everything due now, batch after batch, and says how it went. */
  runDue(): Promise<{ sent: number; failed: number }>;
  /** Looks for due e-mails now rather than at the next poll: a message was just saved. */
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
  /** The clock: tests move it on instead of waiting minutes. */
  now?: () => Date;
  pollMs?: number;
}

const POLL_MS = 2_000;
/** Longer than one attempt can take (the timeouts below), so that no other worker takes a row still being sent. */
const LEASE_MS = 2 * 60_000;
const BATCH = 10;
const ERROR_LIMIT = 500;

export function createNotificationWorker({
  db,
  smtp,
  from,
  now = () => new Date(),
  pollMs = POLL_MS,
}: NotificationWorkerOptions): NotificationWorker {
  const transport = nodemailer.createTransport({
    url: smtp.url,
    connectionTimeout: 20_000,
    greetingTimeout: 20_000,
    socketTimeout: 30_000,
    disableFileAccess: true,
    disableUrlAccess: true,
  });
  const sender = { name: headerText(from.name, 100), address: from.address };

  async function send(notification: ClaimedNotification, token: string): Promise<boolean> {
    const email = notificationEmail(notification.message, notification.siteOrigin);
    try {
      await transport.sendMail({
        from: sender,
        to: notification.recipient,
        ...(email.replyTo && { replyTo: email.replyTo }),
        subject: email.subject,
        text: email.text,
        html: email.html,
      });
    } catch (error) {
      const answer = mailServerAnswer(error);
      const retryAt =
        notification.attempts < NOTIFICATION_ATTEMPTS
          ? new Date(now().getTime() + retryDelayMs(notification.attempts))
          : null;
      await recordFailedAttempt(db, { id: notification.id, token, error: answer, retryAt });
      logger.warn(retryAt ? "E-mail about a message not sent; will retry" : "E-mail about a message failed", {
        messageId: notification.message.id,
        attempts: notification.attempts,
        answer,
        smtp: smtp.description,
      });
      return false;
    }
    await markNotificationSent(db, { id: notification.id, token, now: now() });
    return true;
  }

  async function runDue() {
    const outcome = { sent: 0, failed: 0 };
    for (;;) {
      const token = randomUUID();
      const claimed = await claimDueNotifications(db, { now: now(), leaseMs: LEASE_MS, limit: BATCH, token });
      if (claimed.length === 0) return outcome;
      for (const notification of claimed) {
        if (await send(notification, token)) outcome.sent += 1;
        else outcome.failed += 1;
      }
    }
  }

  let running: Promise<unknown> | null = null;
  let runAgain = false;
  let timer: NodeJS.Timeout | null = null;
  let stopped = true;

  function run(): void {
    if (stopped) return;
    if (running) {
      runAgain = true;
      return;
    }
    running = runDue()
      .catch((error: unknown) => logger.error("Could not send the e-mails in the outbox", error))
      .finally(() => {
        running = null;
        if (runAgain) {
          runAgain = false;
          run();
        }
      });
  }

  return {
    runDue,
    nudge: run,
    start() {
      if (!stopped) return;
      stopped = false;
      timer = setInterval(run, pollMs);
      timer.unref();
      run();
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = null;
      await running;
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
