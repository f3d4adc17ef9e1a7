import { formatReceived } from "./messages";

/** Attempts at sending one notification before it is marked failed. */
export const NOTIFICATION_ATTEMPTS = 8;

const FIRST_RETRY_MS = 60_000;
const LONGEST_RETRY_MS = 60 * 60_000;

/** How long to wait after the `attempts`-th failure: 1 min, 2, 4… up to an hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), LONGEST_RETRY_MS);
}

/** Where the e-mail about one message stands, as the inbox shows it. */
export type NotificationState =
  /** Not e-mailed: e-mail was off, or no notification address was set, when the message came. */
  | { kind: "off" }
  | { kind: "waiting" }
  | { kind: "sent"; sentAt: string }
  | { kind: "retrying"; attempts: number; nextAttemptAt: string; lastError: string }
  | { kind: "failed"; attempts: number; lastError: string };

/** An outbox row's columns that say where it stands. */
export interface NotificationRecord {
  status: string;
  attempts: number;
  nextAttemptAt: string;
  lastError: string | null;
  sentAt: string | null;
}

export function notificationState(record: NotificationRecord | null): NotificationState {
  if (!record) return { kind: "off" };
  if (record.status === "sent") return { kind: "sent", sentAt: record.sentAt ?? record.nextAttemptAt };
  const lastError = record.lastError ?? "no answer";
  if (record.status === "failed") return { kind: "failed", attempts: record.attempts, lastError };
  if (record.lastError === null) return { kind: "waiting" };
  return { kind: "retrying", attempts: record.attempts, nextAttemptAt: record.nextAttemptAt, lastError };
}

/** One line for the inbox: `E-mailed 3 Jun 2026, 10:15`, `E-mail failed after 8 attempts; last error: 550 …`. */
export function describeNotification(state: NotificationState): string {
  switch (state.kind) {
    case "off":
      return "Not e-mailed (e-mail off)";
    case "waiting":
      return "E-mail being sent";
    case "sent":
      return `E-mailed ${formatReceived(state.sentAt)}`;
    case "retrying":
      return `E-mail retrying: ${attemptsText(state.attempts)} failed, next try ${formatReceived(state.nextAttemptAt)}; last error: ${state.lastError}`;
    case "failed":
      return `E-mail failed after ${attemptsText(state.attempts)}; last error: ${state.lastError}`;
  }
}

const attemptsText = (attempts: number) => (attempts === 1 ? "1 attempt" : `${attempts} attempts`);
