// The sign-up to a search alert, from a property list's form.
import type { AppDatabase } from "~/data/app-database";
import { signUpForAlert } from "~/data/alerts.server";
import { countInWindow } from "~/data/rate-limits.server";
import type { Language } from "~/domain/language";
import { type ListingQuery, parseListingQuery } from "~/domain/listing-query";
import type { RateLimit } from "~/domain/rate-limit";
import { type Context, keptCities, shownListingsNow } from "./content-reads.server";
import { servicesFrom } from "./context.server";
import {
  ALERT_SIGN_UPS_PER_ADDRESS,
  type AlertFrequency,
  alertAddress,
  alertAddressKey,
  alertNetworkKey,
  alertNetworkLimitFor,
  alertQueryText,
  followedSearch,
  matchedFrom,
} from "~/domain/search-alerts";

export type SignUpResult =
  | { status: "queued" }
  | { status: "unknown-search" }
  | { status: "too-many" }
  | { status: "limited"; retryAfterSeconds: number };

/**
 * The search sent in a sign-up's fields when it is one the list offers now (`followedSearch`,
 * with the cities of the list's menu for it); null otherwise.
 */
export async function followableSearch(
  context: Context,
  params: URLSearchParams,
): Promise<ListingQuery | null> {
  const { includeClosed } = parseListingQuery(params);
  const cities = await keptCities(context, includeClosed ? await shownListingsNow(context) : undefined);
  return followedSearch(params, cities);
}

/**
 * Signs an address up for an alert on the search in `search` (the form's fields), to be
 * confirmed from the e-mail this queues; nothing is queued for a search the list does not
 * offer. Limited per mailbox (each sign-up e-mails it) and per client network. A visitor is
 * told the same whether the address is new or already has the alert, so the answer gives
 * nothing away.
 */
export async function signUp(
  context: Context,
  {
    email,
    frequency,
    search,
    siteOrigin,
    language,
    clientAddress,
  }: {
    email: string;
    frequency: AlertFrequency;
    search: URLSearchParams;
    siteOrigin: string;
    /** The language of the page the visitor signed up on, for the alert's e-mails. */
    language: Language;
    clientAddress: string;
  },
  now = new Date(),
): Promise<SignUpResult> {
  const query = await followableSearch(context, search);
  if (!query) return { status: "unknown-search" };
  const { db } = servicesFrom(context).database;
  for (const [key, limit] of [
    [alertNetworkKey(clientAddress), alertNetworkLimitFor(clientAddress)],
    [alertAddressKey(email), ALERT_SIGN_UPS_PER_ADDRESS],
  ] as const) {
    const wait = await slotWait(db, key, limit, now);
    if (wait !== null) return { status: "limited", retryAfterSeconds: wait };
  }
  const outcome = await signUpForAlert(db, {
    email: alertAddress(email),
    query: alertQueryText(query),
    frequency,
    siteOrigin,
    language,
    matchedFrom: matchedFrom(now),
    now,
  });
  if (outcome.kind === "too-many") return { status: "too-many" };
  return { status: "queued" };
}

/** Seconds to wait when this action is over its limit, else null (the action is counted). */
async function slotWait(db: AppDatabase, key: string, limit: RateLimit, now: Date): Promise<number | null> {
  const { hits, startedAt } = await countInWindow(db, key, limit.windowMs, now);
  if (hits <= limit.max) return null;
  return Math.ceil((startedAt.getTime() + limit.windowMs - now.getTime()) / 1000);
}
