// Sends every text in the outbox through the SMS gateway, in the background of one app process,
// within the office's caps: like the e-mails, claimed for a while, retried, never sent twice.
import type { AppDatabase } from "~/data/app-database";
import { findBrand } from "~/data/brand.server";
import { findTextSettings } from "~/data/settings.server";
import { type ClaimedText, claimDueTexts, settleText, type TextKind } from "~/data/text-outbox.server";
import { releaseClaim } from "~/data/outbox.server";
import { NOTIFICATION_ATTEMPTS, retryDelayMs } from "~/domain/notifications";
import { smsParts } from "~/domain/sms";
import { logger } from "~/shared/logger.server";
import { backgroundTask } from "./background-task.server";
import {
  OUTBOX_BATCH,
  OUTBOX_LEASE_MS,
  OUTBOX_POLL_MS,
  outboxRounds,
  type SendOutcome,
} from "./outbox-rounds.server";
import { sendText, type SmsGateway } from "./sms-gateway.server";

/**
 * Writes one kind of text from the outbox as what it tells of stands when it is sent; null when
 * there is nothing left to tell, and the text is dropped.
 */
export type TextWriter = (
  db: AppDatabase,
  text: ClaimedText,
  now: Date,
  siteName: string,
) => Promise<string | null>;

/** The writer of each kind of text the outbox holds. */
export type TextWriters = Readonly<Record<TextKind, TextWriter>>;

export interface TextWorker {
  /** Sends everything due now and within the caps, batch after batch, and says how it went. */
  runDue(): Promise<{ sent: number; failed: number }>;
  /** Looks for due texts now rather than at the next poll: one was just queued. */
  nudge(): void;
  start(): void;
  stop(): Promise<void>;
}

export interface TextWorkerOptions {
  db: AppDatabase;
  gateway: SmsGateway;
  /** The origin of the links in every text (PUBLIC_BASE_URL). */
  siteOrigin: string;
  writers: TextWriters;
  /** How long the gateway may take to answer one text. */
  timeoutMs?: number;
  now?: () => Date;
  pollMs?: number;
}

const TIMEOUT_MS = 20_000;

export function createTextWorker({
  db,
  gateway,
  siteOrigin,
  writers,
  timeoutMs = TIMEOUT_MS,
  now = () => new Date(),
  pollMs = OUTBOX_POLL_MS,
}: TextWorkerOptions): TextWorker {
  async function send(text: ClaimedText, token: string): Promise<SendOutcome> {
    const claim = { id: text.id, token, now: now() };
    const origin = { ...text, siteOrigin };
    const message = Object.hasOwn(writers, text.kind)
      ? await writers[text.kind](db, origin, now(), (await findBrand(db)).name)
      : null;
    if (message === null) {
      await settleText(db, claim, { status: "dropped" });
      return "dropped";
    }
    const answer = await sendText(gateway, { to: text.recipient, message }, { timeoutMs });
    const settled = { ...claim, now: now() };
    switch (answer.outcome) {
      case "sent":
      case "unconfirmed":
        await settleText(db, settled, {
          status: answer.outcome,
          gatewayStatus: answer.status,
          cost: answer.outcome === "sent" ? answer.cost : null,
          parts: smsParts(message),
        });
        if (answer.outcome === "unconfirmed") {
          logger.warn("Text handed to the gateway without an answer; not sent again", {
            kind: text.kind,
            gateway: gateway.description,
            answer: answer.status,
          });
        }
        return answer.outcome === "sent" ? "sent" : "failed";
      case "refused":
        await settleText(db, settled, { status: "failed", gatewayStatus: answer.status });
        logger.warn("Text refused by the gateway", { kind: text.kind, answer: answer.status });
        return "failed";
      case "retry": {
        const retryAt =
          text.attempts < NOTIFICATION_ATTEMPTS
            ? new Date(now().getTime() + retryDelayMs(text.attempts))
            : null;
        await settleText(
          db,
          settled,
          retryAt
            ? { status: "pending", gatewayStatus: answer.status, retryAt }
            : { status: "failed", gatewayStatus: answer.status },
        );
        logger.warn(retryAt ? "Text not sent; will retry" : "Text failed", {
          kind: text.kind,
          attempts: text.attempts,
          answer: answer.status,
          gateway: gateway.description,
        });
        return "failed";
      }
    }
  }

  const runDue = outboxRounds<ClaimedText>({
    async claim(token) {
      const { caps } = await findTextSettings(db);
      return claimDueTexts(db, { now: now(), leaseMs: OUTBOX_LEASE_MS, limit: OUTBOX_BATCH, token, caps });
    },
    send,
    release: (token) => releaseClaim(db, token, "text_outbox"),
  });

  const task = backgroundTask(runDue, pollMs, "Could not send the texts in the outbox");
  return { runDue, nudge: task.nudge, start: task.start, stop: task.stop };
}
