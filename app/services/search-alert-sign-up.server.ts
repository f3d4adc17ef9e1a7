// The sign-up to a search alert, from a property list's form.
import { signUpForAlert } from "~/data/alerts.server";
import type { Language } from "~/domain/language";
import { type ListingQuery, parseListingQuery } from "~/domain/listing-query";
import { type Context, keptCities, shownListingsNow } from "./content-reads.server";
import { servicesFrom } from "./context.server";
import { slotWait, visitorMailboxWait } from "./rate-limit.server";
import {
  type AlertFrequency,
  alertAddress,
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
  const wait =
    (await slotWait(db, alertNetworkKey(clientAddress), alertNetworkLimitFor(clientAddress), now)) ??
    (await visitorMailboxWait(db, email, now));
  if (wait !== null) return { status: "limited", retryAfterSeconds: wait };
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
