import { mailboxOf } from "./email";
import { clientNetwork } from "./client-network";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** At most `max` actions per key within any `windowMs`. */
export interface RateLimit {
  max: number;
  windowMs: number;
}

/**
 * How long a window is kept once it began: the longest window of any limit. The windows of all
 * limits share one table, which holds no window's length, so clearing the windows that are over
 * by a short limit's ten minutes would forget a mailbox's hour that still counts.
 */
export const WINDOWS_KEPT_MS = DAY;

/**
 * Messages from the contact form and enquiry forms together, from one IPv6 /64: one
 * household's or one phone's.
 */
export const MESSAGE_LIMIT: RateLimit = { max: 5, windowMs: 10 * MINUTE };
/**
 * The same from one IPv4 address, which a mobile carrier shares among many phones
 * (carrier-grade NAT): several house hunters may write from it within the same minutes.
 */
export const SHARED_ADDRESS_MESSAGE_LIMIT: RateLimit = { max: 20, windowMs: 10 * MINUTE };

/**
 * Whether a client's address may be many people's: an IPv4 address, which mobile carriers
 * share among many phones (carrier-grade NAT), unlike an IPv6 /64, which is one household's.
 */
export const isSharedAddress = (address: string): boolean => !clientNetwork(address).includes(":");

/** The message limit of a client. */
export const messageLimitFor = (address: string): RateLimit =>
  isSharedAddress(address) ? SHARED_ADDRESS_MESSAGE_LIMIT : MESSAGE_LIMIT;

/**
 * "Is this really us?" checks from one IPv6 /64, and from one IPv4 address that many phones may
 * share: plenty for a hunter checking every number in a chat, too few to test numbers in bulk.
 */
export const VERIFICATION_LIMIT: RateLimit = { max: 30, windowMs: 10 * MINUTE };
export const SHARED_ADDRESS_VERIFICATION_LIMIT: RateLimit = { max: 120, windowMs: 10 * MINUTE };

export const verificationLimitFor = (address: string): RateLimit =>
  isSharedAddress(address) ? SHARED_ADDRESS_VERIFICATION_LIMIT : VERIFICATION_LIMIT;

export const verificationKey = (address: string) => `verify:${clientNetwork(address)}`;

/**
 * How often a day one client's checks of one number raise its count in the office's list of
 * numbers checked that are not ours: once from one household's IPv6 network, a few times from an
 * IPv4 address that many phones may share. Asking again and again lifts no number to the top.
 */
export const CHECKED_NUMBER_LIMIT: RateLimit = { max: 1, windowMs: DAY };
export const SHARED_ADDRESS_CHECKED_NUMBER_LIMIT: RateLimit = { max: 3, windowMs: DAY };

export const checkedNumberLimitFor = (address: string): RateLimit =>
  isSharedAddress(address) ? SHARED_ADDRESS_CHECKED_NUMBER_LIMIT : CHECKED_NUMBER_LIMIT;

export const checkedNumberKey = (address: string, number: { kind: string; number: string }) =>
  `verify-number:${clientNetwork(address)}:${number.kind}:${number.number}`;

/**
 * Sign-in links e-mailed, per account: one per window, shorter than a link's life, so that while
 * requests are refused a link sent in the window still works (a stranger cannot use up the
 * administrator's way in), and a stranger's requests cannot flood the mailbox.
 */
export const SIGN_IN_LINK_LIMIT: RateLimit = { max: 1, windowMs: 10 * MINUTE };

export const signInLinkKey = (userId: number) => `sign-in-link:${userId}`;

/**
 * E-mails a stranger's form makes the site send to an address not proved to be theirs (an alert
 * to confirm, a booking's confirmation), per mailbox however its address is spelled
 * (`mailboxOf`): a few an hour, so that no one can make the site write to someone else's inbox.
 */
export const MAILS_PER_VISITOR_MAILBOX: RateLimit = { max: 3, windowMs: HOUR };

export const visitorMailboxKey = (email: string) => `visitor-mailbox:${mailboxOf(email)}`;

/** Whom the message limit counts: the client's network (see clientNetwork). */
export const messageSenderKey = (address: string) => `message:${clientNetwork(address)}`;

/** How long to wait before trying again, in whole minutes rounded up: never "0 minutes". */
export function minutesToWait(retryAfterSeconds: number): number {
  return Math.max(1, Math.ceil(retryAfterSeconds / 60));
}
