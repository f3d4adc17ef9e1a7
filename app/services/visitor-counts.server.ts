import type { CountBatch } from "~/data/insight-counts.server";
import { clientNetwork } from "~/domain/client-network";
import { dateOfDayNumber, nairobiDayNumber } from "~/domain/dates";
import type { ListingEvent } from "~/domain/listing-events";
import {
  countsAsVisit,
  rememberingBotCheck,
  type PageVisit,
  type VisitRequest,
} from "~/domain/visitor-counting";
import { logger } from "~/shared/logger.server";
import { firstOfTheDay, type Sighting } from "./first-of-the-day.server";

/**
 * Counts what visitors do in memory, with no I/O on the request's path, and writes the counts
 * to the database in one batch every few seconds (and at shutdown), so that a rush of
 * visitors is a write per interval, not a write per request. Each view, tap, save and search
 * counts once per client network and day in this process, so that no one client can inflate
 * a count.
 */
export interface VisitorCounter {
  /** A visitor's page was sent (rendered or kept): counts its visit when a person asked for it. */
  countPageVisit(request: VisitRequest, visit: PageVisit | undefined): void;
  /** A tap or a save the page script reported for a published listing, from `clientAddress`. */
  countListingEvent(slug: string, event: ListingEvent, clientAddress: string): void;
  /** Writes what is counted so far; a failed write keeps the counts for the next one. */
  flush(): Promise<void>;
  /** Flushes every interval (the server calls it). */
  start(): void;
  /** Stops the interval and writes what is left. */
  stop(): Promise<void>;
}

export interface VisitorCounterOptions {
  /** Adds a batch to the stored counts. */
  write(batch: CountBatch): Promise<void>;
  flushIntervalMs: number;
  /** Off: nothing is counted. */
  enabled: boolean;
  /** Listing-days held between writes at most, and searches as many again; more new ones are not counted. */
  maxPending?: number;
  /** What was counted today, per client network, remembered at most: more is not counted. */
  maxCountedPerDay?: number;
  now?: () => number;
}

interface Tally {
  views: number;
  whatsappTaps: number;
  callTaps: number;
  saves: number;
}

const TALLY_FIELD: Record<ListingEvent | "view", keyof Tally> = {
  view: "views",
  whatsapp: "whatsappTaps",
  call: "callTaps",
  save: "saves",
};

/** Enough for every listing of a large site to be viewed within one interval. */
const MAX_PENDING = 20_000;
/** Some 6 MB of hashes: a busy day's visitors, each looking at a few dozen listings. */
const MAX_COUNTED_PER_DAY = 250_000;

/**
 * What is counted between two writes: by day number in Nairobi, then listing or search. The
 * listings and the searches have room of their own, so that made-up searches take none from
 * the listings.
 */
class Pending {
  listings = new Map<number, Map<string, Tally>>();
  searches = new Map<number, Map<string, number>>();
  listingsSize = 0;
  searchesSize = 0;

  constructor(private readonly max: number) {}

  /** Adds to a listing's count; false when the batch is full and the listing-day is new. */
  addListing(day: number, slug: string, field: keyof Tally, amount: number): boolean {
    let slugs = this.listings.get(day);
    if (!slugs) this.listings.set(day, (slugs = new Map()));
    let tally = slugs.get(slug);
    if (!tally) {
      if (this.listingsSize >= this.max) return false;
      slugs.set(slug, (tally = { views: 0, whatsappTaps: 0, callTaps: 0, saves: 0 }));
      this.listingsSize += 1;
    }
    tally[field] += amount;
    return true;
  }

  addSearch(day: number, search: string, amount: number): boolean {
    let searches = this.searches.get(day);
    if (!searches) this.searches.set(day, (searches = new Map()));
    const count = searches.get(search);
    if (count === undefined && this.searchesSize >= this.max) return false;
    if (count === undefined) this.searchesSize += 1;
    searches.set(search, (count ?? 0) + amount);
    return true;
  }

  toBatch(): CountBatch {
    return {
      listings: [...this.listings].flatMap(([day, slugs]) =>
        [...slugs].map(([slug, tally]) => ({ slug, day: dateOfDayNumber(day), ...tally })),
      ),
      emptySearches: [...this.searches].flatMap(([day, searches]) =>
        [...searches].map(([search, searches]) => ({ day: dateOfDayNumber(day), search, searches })),
      ),
    };
  }

  /** Puts back the counts of a batch that could not be written. */
  takeBack(batch: Pending) {
    for (const [day, slugs] of batch.listings) {
      for (const [slug, tally] of slugs) {
        for (const field of Object.keys(tally) as (keyof Tally)[]) {
          if (tally[field] > 0) this.addListing(day, slug, field, tally[field]);
        }
      }
    }
    for (const [day, searches] of batch.searches) {
      for (const [search, count] of searches) this.addSearch(day, search, count);
    }
  }
}

export function createVisitorCounter({
  write,
  flushIntervalMs,
  enabled,
  maxPending = MAX_PENDING,
  maxCountedPerDay = MAX_COUNTED_PER_DAY,
  now = Date.now,
}: VisitorCounterOptions): VisitorCounter {
  let pending = new Pending(maxPending);
  let writing: Promise<void> | null = null;
  let timer: NodeJS.Timeout | undefined;
  let warnedFull = false;
  let warnedFullOnDay: number | null = null;
  const isBot = rememberingBotCheck();
  const sighting = firstOfTheDay(maxCountedPerDay);

  /** Whether what happened is the first of its kind today from the client's network. */
  function firstToday(day: number, what: string, clientAddress: string): boolean {
    const seen: Sighting = sighting(day, `${what} ${clientNetwork(clientAddress)}`);
    if (seen === "full" && warnedFullOnDay !== day) {
      warnedFullOnDay = day;
      logger.warn(
        "Visitor counts: too many different visitors today to tell apart; the rest are not counted",
        {
          maxCountedPerDay,
        },
      );
    }
    return seen === "new";
  }

  function dropped() {
    if (warnedFull) return;
    warnedFull = true;
    logger.warn("Visitor counts: too many to hold until the next write; some are not counted", {
      maxPending,
    });
  }

  async function writePending() {
    const batch = pending;
    pending = new Pending(maxPending);
    warnedFull = false;
    if (batch.listingsSize + batch.searchesSize === 0) return;
    try {
      await write(batch.toBatch());
    } catch (error) {
      logger.warn("Visitor counts could not be written; trying again at the next interval", {
        error: (error as Error).message,
      });
      pending.takeBack(batch);
    }
  }

  /** One write at a time: a flush asked for during a write waits for it, then writes the rest. */
  function flush(): Promise<void> {
    const next = (writing ?? Promise.resolve()).then(writePending);
    writing = next;
    void next.finally(() => {
      if (writing === next) writing = null;
    });
    return next;
  }

  return {
    countPageVisit(request, visit) {
      if (!enabled || !visit || !countsAsVisit(request, isBot)) return;
      const day = nairobiDayNumber(now());
      const what = visit.kind === "listing" ? `view ${visit.slug}` : `search ${visit.search}`;
      if (!firstToday(day, what, request.clientAddress)) return;
      const counted =
        visit.kind === "listing"
          ? pending.addListing(day, visit.slug, "views", 1)
          : pending.addSearch(day, visit.search, 1);
      if (!counted) dropped();
    },

    countListingEvent(slug, event, clientAddress) {
      if (!enabled) return;
      const day = nairobiDayNumber(now());
      if (!firstToday(day, `${event} ${slug}`, clientAddress)) return;
      if (!pending.addListing(day, slug, TALLY_FIELD[event], 1)) dropped();
    },

    flush,

    start() {
      if (!enabled || timer) return;
      timer = setInterval(() => void flush(), flushIntervalMs);
      timer.unref();
    },

    async stop() {
      clearInterval(timer);
      timer = undefined;
      await flush();
    },
  };
}
