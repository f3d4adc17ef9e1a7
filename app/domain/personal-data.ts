// What the site keeps about people, kind by kind, and for how long (Kenya's Data Protection Act
// asks that nothing is kept longer than its purpose needs): one register that the daily erasure
// follows and that a test holds every table of the database to.
import { UNCONFIRMED_ALERT_KEPT_MS } from "./search-alerts";
import { DAY_MS } from "./dates";

/** The kinds of personal data erased once their time has passed. */
export const KEPT_KINDS = [
  "messages",
  "viewings",
  "checkedNumbers",
  "searches",
  "signIns",
  "sentEmails",
  "uploads",
  "endedAlerts",
] as const;

export type KeptKind = (typeof KEPT_KINDS)[number];

/** What each kind holds, how its count reads, and from when its time runs. */
export const RETENTION: Record<
  KeptKind,
  { days: number; from: string; what: string; counted: readonly [string, string] }
> = {
  messages: {
    counted: ["message", "messages"],
    days: 365,
    from: "it came in",
    what: "Messages, enquiries about listings and reports of listings",
  },
  viewings: {
    counted: ["viewing booking", "viewing bookings"],
    days: 180,
    from: "the viewing",
    what: "Viewing bookings, with their holds and cancel links",
  },
  checkedNumbers: {
    counted: ["checked number", "checked numbers"],
    days: 90,
    from: "it was last checked",
    what: "Numbers checked on “Is this really us?” that are not the office's",
  },
  searches: {
    counted: ["empty search", "empty searches"],
    days: 90,
    from: "the day they were counted",
    what: "Searches that found nothing, counted by day",
  },
  signIns: {
    counted: ["sign-in record", "sign-in records"],
    days: 90,
    from: "its last use",
    what: "The office's sign-in records: ended sessions, devices, failed attempts, spent links and invitations",
  },
  sentEmails: {
    counted: ["sent e-mail", "sent e-mails"],
    days: 30,
    from: "it was sent",
    what: "E-mails and texts sent or given up, with their addresses and numbers",
  },
  uploads: {
    counted: ["upload", "uploads"],
    days: 1,
    from: "it was uploaded",
    what: "Spreadsheets and photos uploaded and never imported or added",
  },
  endedAlerts: {
    counted: ["ended alert", "ended alerts"],
    days: 30,
    from: "it ended",
    what: "Search alerts their owners ended, with their e-mails",
  },
};

/** How many days each kind is kept: the office's own periods, or the defaults above. */
export type RetentionDays = Record<KeptKind, number>;

export const DEFAULT_RETENTION_DAYS = Object.fromEntries(
  KEPT_KINDS.map((kind) => [kind, RETENTION[kind].days]),
) as RetentionDays;

/**
 * The periods the office may choose: at least a day, at most ten years; uploads at most a month,
 * since an upload not imported by then never will be.
 */
export const RETENTION_LIMITS: Record<KeptKind, { min: number; max: number }> = Object.fromEntries(
  KEPT_KINDS.map((kind) => [kind, { min: 1, max: kind === "uploads" ? 30 : 3650 }]),
) as Record<KeptKind, { min: number; max: number }>;

/** Kept under rules of their own, said in words where people read about their data. */
export const OTHER_RULES = {
  alerts: `Search alerts: while they run, and ${UNCONFIRMED_ALERT_KEPT_MS / DAY_MS} days when never confirmed`,
  auditLog: "The audit log of the office's actions: one year",
  people: "The office's people: while they are in the office",
  requests: "Requests people made about their data: one year after they were answered",
} as const;

export type PersonalDataKind = KeptKind | keyof typeof OTHER_RULES;

/** The lawful grounds of section 30 of the Act that the site's processing rests on. */
export const GROUNDS = {
  request: "At the person's request, before a tenancy or sale (s. 30(1)(b)(i))",
  consent: "Consent, confirmed by e-mail and withdrawn by the link in every e-mail (s. 30(1)(a))",
  interests: "The office's legitimate interests, which the person's rights do not override (s. 30(1)(b)(vi))",
  contract: "The contract with the person working in the office (s. 30(1)(b)(i))",
  carried: "As the e-mail's own purpose",
  obligation: "The office's obligations under the Act (s. 30(1)(b)(ii))",
} as const;

export type Ground = keyof typeof GROUNDS;

/** Why each kind is kept, on what ground, and whether e-mail carries it. */
export const PURPOSES: Record<
  PersonalDataKind,
  { what: string; purpose: string; ground: Ground; mailed: boolean }
> = {
  messages: {
    what: RETENTION.messages.what,
    purpose: "Answering the person who wrote, about a listing or otherwise",
    ground: "request",
    mailed: true,
  },
  viewings: {
    what: RETENTION.viewings.what,
    purpose: "Arranging the viewing booked, reminding the person and letting them cancel",
    ground: "request",
    mailed: true,
  },
  checkedNumbers: {
    what: RETENTION.checkedNumbers.what,
    purpose: "Warning visitors of numbers used in the office's name by others",
    ground: "interests",
    mailed: false,
  },
  searches: {
    what: RETENTION.searches.what,
    purpose: "Learning what visitors look for and do not find",
    ground: "interests",
    mailed: false,
  },
  signIns: {
    what: RETENTION.signIns.what,
    purpose: "Keeping the office's accounts safe",
    ground: "interests",
    mailed: true,
  },
  sentEmails: {
    what: RETENTION.sentEmails.what,
    purpose: "Sending the e-mails and texts above and knowing they went",
    ground: "carried",
    mailed: true,
  },
  uploads: {
    what: RETENTION.uploads.what,
    purpose: "Moving the office's stock and photos in",
    ground: "interests",
    mailed: false,
  },
  endedAlerts: {
    what: RETENTION.endedAlerts.what,
    purpose: "Knowing that the person ended the alert, should they ask",
    ground: "interests",
    mailed: false,
  },
  alerts: {
    what: "Search alerts: an e-mail address and the search",
    purpose: "Sending the new listings the person asked for",
    ground: "consent",
    mailed: true,
  },
  auditLog: {
    what: "The audit log of the office's actions",
    purpose: "Knowing who in the office did what",
    ground: "interests",
    mailed: false,
  },
  requests: {
    what: "Requests people made about their data: the kind, the days it came and was answered, the office's note",
    purpose: "Answering them in time, and showing that they were answered",
    ground: "obligation",
    mailed: false,
  },
  people: {
    what: "The office's people: name, e-mail, phone, photo, registration number",
    purpose: "Signing in, and naming the agent on the listings they handle",
    ground: "contract",
    mailed: true,
  },
};

const DAYS_IN = { year: 365, month: 30 } as const;

/** A period of days as the office reads and writes it: `1 year`, `6 months`, `45 days`. */
export function periodOf(days: number): { count: number; unit: "year" | "month" | "day" } {
  if (days % DAYS_IN.year === 0) return { count: days / DAYS_IN.year, unit: "year" };
  if (days % DAYS_IN.month === 0) return { count: days / DAYS_IN.month, unit: "month" };
  return { count: days, unit: "day" };
}

/** `90 days`, `6 months`, `1 year`. */
export function periodInWords(days: number): string {
  const { count, unit } = periodOf(days);
  return `${count} ${unit}${count === 1 ? "" : "s"}`;
}

/**
 * The days a period typed by the office stands for (`90`, `90 days`, `6 months`, `1 year`; a
 * month is 30 days, a year 365); null when it is not one.
 */
export function daysOfPeriod(typed: string): number | null {
  const match = /^(\d{1,5})\s*(d|days?|m|months?|y|years?)?$/i.exec(typed.trim());
  if (!match) return null;
  const count = Number(match[1]);
  const unit = (match[2] ?? "d").toLowerCase()[0];
  return count * (unit === "y" ? DAYS_IN.year : unit === "m" ? DAYS_IN.month : 1);
}

/** How long a kind is kept, in words, under the office's `days`. */
export function keptFor(kind: PersonalDataKind, days: RetentionDays): string {
  if (kind in RETENTION)
    return `${periodInWords(days[kind as KeptKind])} after ${RETENTION[kind as KeptKind].from}`;
  return OTHER_RULES[kind as keyof typeof OTHER_RULES].split(": ").slice(1).join(": ");
}

/**
 * Every table of the database and the rule its rows are kept under: a kind erased daily, a rule
 * of its own, or why it holds nothing about a person. A table missing here fails a test.
 */
export const TABLE_RULES: Record<string, KeptKind | keyof typeof OTHER_RULES | `none: ${string}`> = {
  contact_messages: "messages",
  viewings: "viewings",
  viewing_holds: "viewings",
  viewing_places: "viewings",
  viewing_tokens: "viewings",
  unknown_numbers: "checkedNumbers",
  empty_searches: "searches",
  sessions: "signIns",
  known_devices: "signIns",
  sign_in_throttles: "signIns",
  sign_in_links: "signIns",
  office_invitations: "signIns",
  rate_limit_windows: "signIns",
  notification_outbox: "sentEmails",
  text_outbox: "sentEmails",
  spreadsheet_imports: "uploads",
  spreadsheet_import_rows: "uploads",
  photo_sendings: "uploads",
  image_uploads: "uploads",
  search_alerts: "alerts",
  search_alert_tokens: "alerts",
  search_alert_matches: "alerts",
  audit_log: "auditLog",
  data_requests: "requests",
  users: "people",
  properties: "none: the office's listings",
  property_images: "none: the listings' photos (the office keeps people out of them)",
  property_amenities: "none: the listings' amenities",
  price_changes: "none: the listings' prices",
  about_paragraphs: "none: the office's About page",
  settings: "none: the site's settings",
  content_version: "none: a counter",
  listing_daily_counts: "none: counts by listing and day",
  verification_days: "none: counts by day",
  retention_days: "none: counts of what was erased",
  // SQLite's trigram index of the listings, which earlier releases search, and its own tables.
  properties_search: "none: the listings' search index",
  properties_search_config: "none: the listings' search index",
  properties_search_data: "none: the listings' search index",
  properties_search_docsize: "none: the listings' search index",
  properties_search_idx: "none: the listings' search index",
  // The listings' word index (both engines), and SQLite's own tables of it.
  listing_words: "none: the listings' words, for the search",
  listing_name_words: "none: the listings' words, for the search",
  listing_words_config: "none: the listings' words, for the search",
  listing_words_content: "none: the listings' words, for the search",
  listing_words_data: "none: the listings' words, for the search",
  listing_words_docsize: "none: the listings' words, for the search",
  listing_words_idx: "none: the listings' words, for the search",
};

/** The moment before which rows kept for `days` are erased at `now`. */
export function retentionCutoff(days: number, now: Date): Date {
  return new Date(now.getTime() - days * DAY_MS);
}

/** How many rows of each kind one day's erasure removed. */
export type ErasedCounts = Record<KeptKind, number>;

/** What the office is reminded of wherever it adds listing photos. */
export const PHOTOS_WITHOUT_PEOPLE =
  "Keep people out of the photos: a face or a number plate someone can recognise is personal data, which Kenya's Data Protection Act protects.";
