import { clientNetwork } from "./client-network";

const MINUTE = 60_000;

/** At most `max` actions per key within any `windowMs`. */
export interface RateLimit {
  max: number;
  windowMs: number;
}

/** Messages from the contact form and enquiry forms together, per client address. */
export const MESSAGE_LIMIT: RateLimit = { max: 5, windowMs: 10 * MINUTE };

/**
 * Sign-in links e-mailed, per account: one per window, shorter than a link's life, so that while
 * requests are refused a link sent in the window still works (a stranger cannot use up the
 * administrator's way in), and a stranger's requests cannot flood the mailbox.
 */
export const SIGN_IN_LINK_LIMIT: RateLimit = { max: 1, windowMs: 10 * MINUTE };

export const signInLinkKey = (userId: number) => `sign-in-link:${userId}`;

/** Whom the message limit counts: the client's network (see clientNetwork). */
export const messageSenderKey = (address: string) => `message:${clientNetwork(address)}`;

/** How long to wait before trying again, in whole minutes rounded up: never "0 minutes". */
export function minutesToWait(retryAfterSeconds: number): number {
  return Math.max(1, Math.ceil(retryAfterSeconds / 60));
}
