// How a worker empties an outbox (e-mails or texts): batch after batch, each claimed under a
// token of its own, until nothing is due.
import { randomUUID } from "node:crypto";

/** How often a worker looks at its outbox when not nudged. */
export const OUTBOX_POLL_MS = 2_000;

/**
 * How long a claim lasts: longer than one attempt can take (connecting and each answer, each
 * within the timeout of 20 s at most), so that no other worker takes a row still being sent.
 */
export const OUTBOX_LEASE_MS = 2 * 60_000;

/** Rows claimed at once. */
export const OUTBOX_BATCH = 10;

/** What became of one e-mail or text; a dropped one told of nothing left and is not counted. */
export type SendOutcome = "sent" | "failed" | "dropped";

export interface OutboxRoundsOptions<Row> {
  /** Claims a batch of due rows under `token`. */
  claim(token: string): Promise<Row[]>;
  send(row: Row, token: string): Promise<SendOutcome>;
  /** Gives back the rows still claimed under `token`, due again at once. */
  release(token: string): Promise<void>;
}

/**
 * Sends everything due now and says how it went. A batch left unsettled when the database went
 * away in its middle is given back at the next run, so that its rows go sooner than their
 * leases would let them.
 */
export function outboxRounds<Row>({ claim, send, release }: OutboxRoundsOptions<Row>) {
  const lostClaims: string[] = [];
  return async function runDue(): Promise<{ sent: number; failed: number }> {
    const outcome = { sent: 0, failed: 0 };
    while (lostClaims[0]) {
      await release(lostClaims[0]);
      lostClaims.shift();
    }
    for (;;) {
      const token = randomUUID();
      let claimed: Row[];
      try {
        claimed = await claim(token);
        for (const row of claimed) {
          const result = await send(row, token);
          if (result !== "dropped") outcome[result] += 1;
        }
      } catch (error) {
        lostClaims.push(token);
        throw error;
      }
      if (claimed.length === 0) return outcome;
    }
  };
}
