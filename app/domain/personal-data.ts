// What the site keeps about people, kind by kind, and for how long (Kenya's Data Protection Act
// asks that nothing is kept longer than its purpose needs): one register that the daily erasure
// follows and that a test holds every table of the database to.
import { ENDED_ALERT_KEPT_MS, UNCONFIRMED_ALERT_KEPT_MS } from "./search-alerts";

const DAY_MS = 24 * 60 * 60 * 1000;

/** The kinds of personal data erased once their time has passed. */
export const KEPT_KINDS = [
  "messages",
  "viewings",
  "checkedNumbers",
  "searches",
  "signIns",
  "sentEmails",
  "uploads",
] as const;

export type KeptKind = (typeof KEPT_KINDS)[number];

/** How long each kind is kept, in days, and from when. */
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
    what: "E-mails sent or given up, with their addresses",
  },
  uploads: {
    counted: ["upload", "uploads"],
    days: 1,
    from: "it was uploaded",
    what: "Spreadsheets and photos uploaded and never imported or added",
  },
};

/** Kept under rules of their own, said in words where people read about their data. */
export const OTHER_RULES = {
  alerts: `Search alerts: while they run; ${UNCONFIRMED_ALERT_KEPT_MS / DAY_MS} days when never confirmed, ${ENDED_ALERT_KEPT_MS / DAY_MS} days after they end`,
  auditLog: "The audit log of the office's actions: one year",
  people: "The office's people: while they are in the office",
} as const;

export type PersonalDataKind = KeptKind | keyof typeof OTHER_RULES;

/** The lawful grounds of section 30 of the Act that the site's processing rests on. */
const BASES = {
  request: "At the person's request, before a tenancy or sale (s. 30(1)(b)(i))",
  consent: "Consent, confirmed by e-mail and withdrawn by the link in every e-mail (s. 30(1)(a))",
  interests: "The office's legitimate interests, which the person's rights do not override (s. 30(1)(b)(vi))",
  contract: "The contract with the person working in the office (s. 30(1)(b)(i))",
} as const;

/** Why each kind is kept, on what ground, and whether e-mail carries it. */
export const PURPOSES: Record<
  PersonalDataKind,
  { what: string; purpose: string; basis: string; mailed: boolean }
> = {
  messages: {
    what: RETENTION.messages.what,
    purpose: "Answering the person who wrote, about a listing or otherwise",
    basis: BASES.request,
    mailed: true,
  },
  viewings: {
    what: RETENTION.viewings.what,
    purpose: "Arranging the viewing booked, reminding the person and letting them cancel",
    basis: BASES.request,
    mailed: true,
  },
  checkedNumbers: {
    what: RETENTION.checkedNumbers.what,
    purpose: "Warning visitors of numbers used in the office's name by others",
    basis: BASES.interests,
    mailed: false,
  },
  searches: {
    what: RETENTION.searches.what,
    purpose: "Learning what visitors look for and do not find",
    basis: BASES.interests,
    mailed: false,
  },
  signIns: {
    what: RETENTION.signIns.what,
    purpose: "Keeping the office's accounts safe",
    basis: BASES.interests,
    mailed: true,
  },
  sentEmails: {
    what: RETENTION.sentEmails.what,
    purpose: "Sending the e-mails above and knowing they went",
    basis: "As the e-mail's own purpose",
    mailed: true,
  },
  uploads: {
    what: RETENTION.uploads.what,
    purpose: "Moving the office's stock and photos in",
    basis: BASES.interests,
    mailed: false,
  },
  alerts: {
    what: "Search alerts: an e-mail address and the search",
    purpose: "Sending the new listings the person asked for",
    basis: BASES.consent,
    mailed: true,
  },
  auditLog: {
    what: "The audit log of the office's actions",
    purpose: "Knowing who in the office did what",
    basis: BASES.interests,
    mailed: false,
  },
  people: {
    what: "The office's people: name, e-mail, phone, photo, registration number",
    purpose: "Signing in, and naming the agent on the listings they handle",
    basis: BASES.contract,
    mailed: true,
  },
};

/** How long a kind is kept, in words. */
export function keptFor(kind: PersonalDataKind): string {
  if (kind in RETENTION) {
    const { days, from } = RETENTION[kind as KeptKind];
    return `${days} ${days === 1 ? "day" : "days"} after ${from}`;
  }
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
  spreadsheet_imports: "uploads",
  spreadsheet_import_rows: "uploads",
  photo_sendings: "uploads",
  image_uploads: "uploads",
  search_alerts: "alerts",
  search_alert_tokens: "alerts",
  search_alert_matches: "alerts",
  audit_log: "auditLog",
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
  // SQLite's full-text index of the listings and its own tables.
  properties_search: "none: the listings' search index",
  properties_search_config: "none: the listings' search index",
  properties_search_data: "none: the listings' search index",
  properties_search_docsize: "none: the listings' search index",
  properties_search_idx: "none: the listings' search index",
};

/** The moment before which rows of `kind` are erased at `now`. */
export function retentionCutoff(kind: KeptKind, now: Date): Date {
  return new Date(now.getTime() - RETENTION[kind].days * DAY_MS);
}

/** How many rows of each kind one day's erasure removed. */
export type ErasedCounts = Record<KeptKind, number>;

/** What the office is reminded of wherever it adds listing photos. */
export const PHOTOS_WITHOUT_PEOPLE =
  "Keep people out of the photos: a face or a number plate someone can recognise is personal data, which Kenya's Data Protection Act protects.";
