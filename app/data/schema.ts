import type { Generated, Insertable, Selectable, Updateable } from "kysely";

export interface PropertiesTable {
  id: Generated<number>;
  slug: string;
  name: string;
  /** Lower-cased, trimmed name: keeps names unique regardless of case. */
  name_key: string;
  /** `USD` or `KES`: the price and every amount of the listing are in it, as typed (migration 028). */
  currency: Generated<string>;
  price: number;
  discount: number | null;
  new_price: number | null;
  /**
   * The price a visitor sees (new price when there is one) in dollars, at today's rate for a
   * listing in shillings (see refreshAmountsInDollars); filtering and sorting by price use it.
   */
  display_price: number;
  location: string;
  city: string;
  description: string;
  /** The name and description in Kiswahili, when the administrator gave them. */
  name_sw: string | null;
  description_sw: string | null;
  type: string;
  /** The listing date (`listedOn` once read), `YYYY-MM-DD` in Nairobi: set at creation and when a draft is published. */
  published: string;
  created_at: string;
  updated_at: string;
  bedrooms: number | null;
  bathrooms: number | null;
  plot_size: number | null;
  /** `acres`, `hectares` or `square-metres`, with a plot size. */
  plot_size_unit: string | null;
  /** The plot size as the office wrote it (`50×100 ft`, `1/8 acre`); null for a plain number in its unit. */
  plot_size_words: string | null;
  /** `freehold` or `leasehold`. */
  tenure: string | null;
  /** `month`, `week`, `year` or `night`; null when the price is for the whole property. */
  price_period: string | null;
  deposit: number | null;
  /** The other terms of moving into a rental (see ListingDetails); null on other types. */
  deposit_months: number | null;
  agency_fee_percent: number | null;
  service_charge: number | null;
  utility_deposit: number | null;
  /** What a tenant pays to move in (see moveInCost) in the listing's currency, kept by every write; null unless a rent. */
  move_in_total: number | null;
  /** The same in dollars, at today's rate for a listing in shillings; the move-in filter compares it. */
  move_in_cost: number | null;
  /** A link to a video tour on YouTube, Vimeo or TikTok; null for none. */
  video_url: string | null;
  /** Square metres of floor; houses, rentals and hotels. */
  floor_area: number | null;
  /** The plot size in square metres, whatever unit it was typed in (plot_size_unit); kept by every write. */
  plot_area: number | null;
  /** Dollars per acre of land sold whole (see pricePerArea), at today's rate for a listing in shillings; null otherwise. */
  price_per_acre: number | null;
  /** `published` or `draft`. */
  publication: string;
  /** `available`, `under-offer`, `sold` or `let`. */
  availability: string;
  /** 1 when the administrator starred the listing, else 0. */
  featured: number;
  /** 1 when published and available or under offer (what the public list shows by default), else 0. */
  on_market: number;
  /**
   * When the office last confirmed the listing can still be had (ISO): at creation, on each
   * save of the form or change of availability, and by "Still available" (migration 024).
   */
  availability_checked_at: string | null;
  /** When its availability last changed (ISO): a listing let or sold long ago is hidden from it. */
  availability_changed_at: string | null;
  /** Where the administrator put the listing, in decimal degrees; null when not on the map. */
  latitude: number | null;
  longitude: number | null;
  /** `exact` or `approximate`, with a location. */
  location_precision: string | null;
  /** The point visitors are shown: the same, or the centre of the circle of an approximate location. */
  public_latitude: number | null;
  public_longitude: number | null;
  /** The person who looks after it (migration 031); null for the office itself. */
  agent_id: number | null;
}

/** One amenity of a property, by the name shown ("Borehole"). */
export interface PropertyAmenitiesTable {
  property_id: number;
  amenity: string;
}

export interface PropertyImagesTable {
  id: Generated<number>;
  property_id: number;
  position: number;
  storage_key: string | null;
  external_url: string | null;
  width: number | null;
  height: number | null;
}

export interface AboutParagraphsTable {
  position: number;
  text: string;
}

export interface ContactMessagesTable {
  id: Generated<number>;
  name: string;
  /** An enquiry gives a phone number, an e-mail address or both; the contact form always an e-mail. */
  email: string | null;
  phone: string | null;
  message: string;
  /** The listing an enquiry is about; null for other messages, and once the listing is deleted. */
  property_id: number | null;
  /** The listing's name and reference when the enquiry was sent: they outlive the listing. */
  property_name: string | null;
  property_reference: string | null;
  created_at: string;
  read_at: string | null;
  /** A report about the listing (migration 025): one of REPORT_REASONS; null for other messages. */
  report_reason: string | null;
  /** The person it was sent to, the listing's agent (migration 031); null for the office. */
  agent_id: number | null;
}

export interface SettingsTable {
  key: string;
  value: string;
}

export interface UsersTable {
  id: Generated<number>;
  email: string;
  password_hash: string;
  /** `owner`, `assistant` or `agent` (OFFICE_ROLES; migration 031). */
  role: Generated<string>;
  /** `active`, `suspended` or `removed` (PERSON_STATUSES): only an active person signs in. */
  status: Generated<string>;
  /** What visitors see of the person on the listings they look after; null until given. */
  name: string | null;
  /** International digits, `254…`. */
  phone: string | null;
  whatsapp: string | null;
  /** Their own registration with the Estate Agents Registration Board, when they have one. */
  earb_number: string | null;
  /** The stored key of their photo (`person-<id>-…`), null for none. */
  photo_key: string | null;
  created_at: string;
  /** 1 until the administrator replaces a one-time first password. */
  must_change_password: Generated<number>;
  /** When a one-time first password stops working; null for a chosen password. */
  password_expires_at: string | null;
  /** The TOTP secret in base32 once a second factor is on, else null. */
  totp_secret: string | null;
  /** A secret shown for setting up an authenticator app and not yet confirmed by a code. */
  totp_pending_secret: string | null;
  /** The last TOTP time step accepted: a code is good once. */
  totp_last_step: number | null;
  /** JSON array of the SHA-256 hashes of the unused recovery codes. */
  recovery_code_hashes: string | null;
}

export interface SessionsTable {
  /** SHA-256 of the session token: a copy of the database does not hold live tokens. */
  id_hash: string;
  user_id: number;
  created_at: string;
  last_seen_at: string;
  expires_at: string;
  /** The browser's User-Agent at sign-in, for the list of signed-in devices. */
  user_agent: string | null;
  /** The client's network at sign-in (see clientNetwork). */
  client_network: string | null;
  /** 1 while the password is confirmed and the second factor is not yet: not signed in. */
  awaiting_second_factor: Generated<number>;
}

/** A browser that has signed in to an account, known by a long-lived random cookie. */
export interface KnownDevicesTable {
  token_hash: string;
  user_id: number;
  created_at: string;
  last_signed_in_at: string;
  /** Until when this device may skip the second factor; null when it was not asked to. */
  second_factor_until: string | null;
}

/** Failed sign-ins under one key (an account from one network, a device, a network). */
export interface SignInThrottlesTable {
  key: string;
  failures: number;
  /** No attempt under this key before this time. */
  next_attempt_at: string;
  updated_at: string;
}

/** An invitation to join the office (migration 031): its link is spent by deleting it. */
export interface OfficeInvitationsTable {
  /** SHA-256 of the link's token. */
  token_hash: string;
  email: string;
  /** The role the person will have (OFFICE_ROLES). */
  role: string;
  invited_by: number;
  created_at: string;
  expires_at: string;
}

/** A one-time sign-in link e-mailed to an administrator (migration 018): spent by deleting it. */
export interface SignInLinksTable {
  /** SHA-256 of the link's token: a copy of the database opens nothing. */
  token_hash: string;
  user_id: number;
  created_at: string;
  expires_at: string;
}

/** Actions counted under one key (messages from one network) in the window that began at `started_at`. */
export interface RateLimitWindowsTable {
  key: string;
  started_at: string;
  hits: number;
}

/** A photo stored by an upload and not yet saved with a property. */
export interface ImageUploadsTable {
  storage_key: string;
  width: number;
  height: number;
  uploaded_at: string;
}

/** One row: a number that moves on with every change to what public pages show (migration 008). */
export interface ContentVersionTable {
  id: number;
  version: number;
}

/** One thing the administrator did, or tried against the account (audit log, kept a year). */
export interface AuditLogTable {
  id: Generated<number>;
  occurred_at: string;
  /** The signed-in account's e-mail; null for a sign-in by someone not (yet) signed in. */
  actor: string | null;
  /** One of AUDIT_ACTIONS (app/domain/audit-log.ts). */
  action: string;
  /** What it was done to: a listing's name and reference, the e-mail typed at sign-in… */
  subject: string | null;
  /** The client's network (see clientNetwork), never more. */
  client_network: string | null;
}

/**
 * An e-mail the site sends, waiting, sent or given up on (migrations 011 and 012): to the office
 * about a new message, or to a visitor about a search alert (its confirmation, its new matches).
 */
export interface NotificationOutboxTable {
  id: Generated<number>;
  /** One of OUTBOX_KINDS: what the e-mail is about, which says how it is written. */
  kind: Generated<string>;
  /** The message an office notification tells of; null for other kinds. */
  message_id: number | null;
  /** The search alert an alert e-mail is for; null for other kinds. */
  alert_id: number | null;
  /** Where it goes: the notification address set in /settings when the message came, or the alert's address. */
  recipient: string;
  /** The site's origin when the message came, for the links in the e-mail. */
  site_origin: string;
  /** `pending`, `sent`, `failed`, or `dropped` when there was nothing left to send (an alert ended). */
  status: string;
  /** Attempts begun so far, counted when a worker claims the row. */
  attempts: Generated<number>;
  /** No attempt before this time. */
  next_attempt_at: string;
  /** While in the future, a worker is sending it and no other may claim it. */
  claimed_until: string | null;
  /** The claim of the worker sending it: only that worker records the outcome. */
  claim_token: string | null;
  /** The mail server's answer (or the connection's error) to the last failed attempt. */
  last_error: string | null;
  sent_at: string | null;
  created_at: string;
  /** The viewing a booking's e-mail tells of (migration 023); null for other kinds. */
  viewing_id: number | null;
}

/** A text message (SMS) to send, sent or given up on (migration 037); like the e-mail outbox. */
export interface TextOutboxTable {
  id: Generated<number>;
  /** One of TextKind: what the text is about, which says how it is written. */
  kind: string;
  /** The number it goes to, `+2547…`. */
  recipient: string;
  viewing_id: number | null;
  message_id: number | null;
  /** The site's origin when it was queued, for its link. */
  site_origin: string;
  /** `pending`, `sent`, `failed`, `unconfirmed` (handed over, never answered) or `dropped`. */
  status: string;
  attempts: Generated<number>;
  next_attempt_at: string;
  claimed_until: string | null;
  claim_token: string | null;
  /** Why the last attempt did not send it, or why it waits (a cap reached). */
  last_error: string | null;
  /** The gateway's word for the text: `Success (101)`, `InsufficientBalance (405)`. */
  gateway_status: string | null;
  /** What the gateway says it cost, `KES 0.8000`. */
  cost: string | null;
  /** The parts it went in. */
  parts: number | null;
  sent_at: string | null;
  created_at: string;
}

/** A visitor's e-mail alert for new listings matching a search of the public list (migration 012). */
export interface SearchAlertsTable {
  id: Generated<number>;
  /** The visitor's address, trimmed and lower-cased. */
  email: string;
  /** The search as the list's canonical query string without `?`, sort or page: `type=houses&city=Nairobi`. */
  query: string;
  /** `instant` or `daily`. */
  frequency: string;
  /** `pending` until confirmed from the e-mail, then `active`, or `unsubscribed`. */
  status: string;
  /** The site's origin when the visitor signed up, for the links in its e-mails. */
  site_origin: string;
  /** The language (`en` or `sw`) of the page the visitor signed up on, which its e-mails are in. */
  language: string;
  /** Listings listed on this date (`YYYY-MM-DD`, Nairobi) or later are looked at for new matches. */
  matched_from: string;
  /** A daily alert's next digest; null for instant alerts and until confirmed. */
  next_digest_at: string | null;
  created_at: string;
  confirmed_at: string | null;
  unsubscribed_at: string | null;
}

/** SHA-256 of a token e-mailed for an alert: it confirms, unsubscribes and opens the address's alerts. */
export interface SearchAlertTokensTable {
  token_hash: string;
  alert_id: number;
  created_at: string;
}

/** A listing an alert has seen: on the list at sign-up, waiting for a digest, or queued in an e-mail. */
export interface SearchAlertMatchesTable {
  alert_id: number;
  property_id: number;
  /** `known` (on the list when the visitor signed up: never sent), `waiting` (for the next digest) or `queued`. */
  state: string;
  /** The outbox row of the e-mail that tells of it, once queued. */
  outbox_id: number | null;
  found_at: string;
}

/** What visitors did with one listing on one day in Nairobi (migration 013); added to, never overwritten. */
export interface ListingDailyCountsTable {
  property_id: number;
  /** `YYYY-MM-DD` in Nairobi. */
  day: string;
  /** Its page sent to a person, rendered or kept. */
  views: Generated<number>;
  whatsapp_taps: Generated<number>;
  call_taps: Generated<number>;
  /** Saved with the heart, on its page or in a list. */
  saves: Generated<number>;
}

/** How often a search that found nothing was made on one day in Nairobi (migration 013). */
export interface EmptySearchesTable {
  day: string;
  /** The search's key: its words and filters as a query string of the property list. */
  search: string;
  searches: number;
}

/** One change of a listing's price or discount (migration 021), as the listing stores them. */
export interface PriceChangesTable {
  id: Generated<number>;
  property_id: number;
  changed_at: string;
  old_price: number;
  new_price: number;
  /** The discount in per cent before and after; null for none. */
  old_discount: number | null;
  new_discount: number | null;
}

/** A spreadsheet of listings uploaded to /import (migration 027), from its preview to its import. */
/** The listing each row of an import became (migration 033): photos named by row find it. */
export interface SpreadsheetImportRowsTable {
  import_token: string;
  /** The row's number in the file, as its preview shows it. */
  row_number: number;
  property_id: number;
}

/** A day on which the site erased what had passed its time (migration 034). */
/** A request a person made about their data (migration 035), until the office answers it. */
export interface DataRequestsTable {
  id: Generated<number>;
  /** One of DATA_REQUEST_KINDS: `access`, `correction`, `erasure` or `objection`. */
  kind: string;
  /** `YYYY-MM-DD`, Nairobi: the day it came, and the day its answer is due. */
  received_on: string;
  due_on: string;
  /** The office's words about it: how it came, and from whom. */
  note: string;
  answered_on: string | null;
  created_at: string;
}

export interface RetentionDaysTable {
  /** `YYYY-MM-DD` in Nairobi. */
  day: string;
  started_at: string;
  /** What was erased, as JSON counts by kind (ErasedCounts); null while it runs or if it failed. */
  erased: string | null;
}

/** A photo of a sending in bulk (migration 033), stored and matched, until the office confirms it. */
export interface PhotoSendingsTable {
  /** Random, in the preview's address. */
  token: string;
  /** Its place in the sending, from 0. */
  position: number;
  created_at: string;
  /** As sent, folders of the ZIP included. */
  file_name: string;
  /** The listing its name matched; null for none. */
  property_id: number | null;
  /** The number its name gives it among the listing's photos. */
  photo_order: number | null;
  /** The stored photo; null when it was refused. */
  storage_key: string | null;
  width: number | null;
  height: number | null;
  /** Why it was refused or left out, in words; null for a photo that goes to its listing. */
  problem: string | null;
}

export interface SpreadsheetImportsTable {
  /** Random, in the preview's address. */
  token: string;
  created_at: string;
  /** The file as uploaded, read again when the import is confirmed. */
  file: string;
  /** `previewed`, `importing`, `done` or `failed`. */
  status: string;
  /** Rows to import, rows imported so far, and of those how many updated and added listings. */
  total: number;
  done: number;
  updated: number;
  added: number;
  /** Why the import stopped, when it failed. */
  failure: string | null;
}

/** A visitor's booking to view a listing (migration 023). */
export interface ViewingsTable {
  id: Generated<number>;
  /** What the visitor and the office quote, e.g. `V-7KQ2MX`. */
  reference: string;
  property_id: number;
  /** The slot, as ISO timestamps in UTC. */
  starts_at: string;
  ends_at: string;
  /** `awaiting-code` (until the code texted to its phone is typed), `booked`, `confirmed`, `declined` or `cancelled`. */
  status: string;
  name: string;
  /** International digits, `254…`. */
  phone: string;
  email: string | null;
  /** The language of the page it was booked on, which its e-mails and messages speak. */
  language: string;
  /** Counts the changes its visitor was told of: the calendar entry's SEQUENCE. */
  revision: Generated<number>;
  /** When the day-before reminder was queued; null until then (and again after a move). */
  reminder_queued_at: string | null;
  /** The same for the reminder by text (migration 037). */
  text_reminder_queued_at: string | null;
  /** While `awaiting-code`: the code texted to the phone, until when it works, and the tries made. */
  booking_code: string | null;
  booking_code_expires_at: string | null;
  booking_code_tries: Generated<number>;
  /** The hash of the token in the address of the page the code is typed on. */
  booking_code_token_hash: string | null;
  created_at: string;
  updated_at: string;
  /** The network the booking came from (see clientNetwork; migration 030); null before. */
  client_network: string | null;
}

/**
 * A seat a booking holds of a visitor's allowance (migration 030): the key (holder, seat) is
 * taken once, seats counted from 1 to the allowance; `lasts` `unanswered` (given back when the
 * office confirms) or `held`; no seat counts once its slot has begun (`expires_at`).
 */
export interface ViewingHoldsTable {
  holder: string;
  seat: number;
  viewing_id: number;
  lasts: string;
  expires_at: string;
}

/** A place a booking holds in a slot: the key (slot, seat) is taken once, seats counted from 1 to the capacity. */
export interface ViewingPlacesTable {
  starts_at: string;
  seat: number;
  viewing_id: number;
}

/** The SHA-256 of a token e-mailed in a booking's cancel link. */
export interface ViewingTokensTable {
  token_hash: string;
  viewing_id: number;
  created_at: string;
}

/** "Is this really us?" checks made on one day in Nairobi (migration 025), and how many named an unknown number. */
export interface VerificationDaysTable {
  day: string;
  checks: Generated<number>;
  unknown_numbers: Generated<number>;
}

/** A phone or M-Pesa number checked that is not the office's (migration 025), and how often. */
export interface UnknownNumbersTable {
  /** `phone` (international digits, `254712345678`) or `payment` (a paybill or till's digits). */
  kind: string;
  number: string;
  checks: number;
  first_checked_at: string;
  last_checked_at: string;
}

export interface Database {
  properties: PropertiesTable;
  property_images: PropertyImagesTable;
  property_amenities: PropertyAmenitiesTable;
  about_paragraphs: AboutParagraphsTable;
  contact_messages: ContactMessagesTable;
  settings: SettingsTable;
  users: UsersTable;
  sessions: SessionsTable;
  known_devices: KnownDevicesTable;
  sign_in_throttles: SignInThrottlesTable;
  sign_in_links: SignInLinksTable;
  image_uploads: ImageUploadsTable;
  rate_limit_windows: RateLimitWindowsTable;
  content_version: ContentVersionTable;
  audit_log: AuditLogTable;
  notification_outbox: NotificationOutboxTable;
  text_outbox: TextOutboxTable;
  search_alerts: SearchAlertsTable;
  search_alert_tokens: SearchAlertTokensTable;
  search_alert_matches: SearchAlertMatchesTable;
  listing_daily_counts: ListingDailyCountsTable;
  empty_searches: EmptySearchesTable;
  price_changes: PriceChangesTable;
  spreadsheet_imports: SpreadsheetImportsTable;
  spreadsheet_import_rows: SpreadsheetImportRowsTable;
  photo_sendings: PhotoSendingsTable;
  retention_days: RetentionDaysTable;
  data_requests: DataRequestsTable;
  viewings: ViewingsTable;
  office_invitations: OfficeInvitationsTable;
  viewing_places: ViewingPlacesTable;
  viewing_holds: ViewingHoldsTable;
  viewing_tokens: ViewingTokensTable;
  verification_days: VerificationDaysTable;
  unknown_numbers: UnknownNumbersTable;
}

export type PropertyRow = Selectable<PropertiesTable>;
export type NewPropertyRow = Insertable<PropertiesTable>;
export type PropertyRowUpdate = Updateable<PropertiesTable>;
export type PropertyImageRow = Selectable<PropertyImagesTable>;
export type ContactMessageRow = Selectable<ContactMessagesTable>;
