import type { Generated, Insertable, Selectable, Updateable } from "kysely";

export interface PropertiesTable {
  id: Generated<number>;
  slug: string;
  name: string;
  /** Lower-cased, trimmed name: keeps names unique regardless of case. */
  name_key: string;
  price: number;
  discount: number | null;
  new_price: number | null;
  /** The price a visitor sees (new price when there is one); sorting uses it. */
  display_price: number;
  location: string;
  city: string;
  description: string;
  type: string;
  /** The listing date, `YYYY-MM-DD` in Nairobi: set at creation and when a draft is published. */
  published: string;
  created_at: string;
  updated_at: string;
  bedrooms: number | null;
  bathrooms: number | null;
  plot_size: number | null;
  /** `acres`, `hectares` or `square-metres`, with a plot size. */
  plot_size_unit: string | null;
  /** `freehold` or `leasehold`. */
  tenure: string | null;
  /** `month`, `week`, `year` or `night`; null when the price is for the whole property. */
  price_period: string | null;
  deposit: number | null;
  /** `published` or `draft`. */
  publication: string;
  /** `available`, `under-offer`, `sold` or `let`. */
  availability: string;
  /** 1 when the administrator starred the listing, else 0. */
  featured: number;
  /** 1 when published and available or under offer (what the public list shows by default), else 0. */
  on_market: number;
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
}

export interface SettingsTable {
  key: string;
  value: string;
}

export interface UsersTable {
  id: Generated<number>;
  email: string;
  password_hash: string;
  is_admin: number;
  created_at: string;
}

export interface SessionsTable {
  /** SHA-256 of the session token: a copy of the database does not hold live tokens. */
  id_hash: string;
  user_id: number;
  created_at: string;
  last_seen_at: string;
  expires_at: string;
}

export interface SignInAttemptsTable {
  /** `email:<lower-cased e-mail>` or `address:<client address>`. */
  key: string;
  attempted_at: string;
}

/** One counted action (a message sent) that counts towards a rate limit until `expires_at`. */
export interface RateLimitHitsTable {
  /** What is limited and for whom: `message:<client address>`. */
  key: string;
  expires_at: string;
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

export interface Database {
  properties: PropertiesTable;
  property_images: PropertyImagesTable;
  property_amenities: PropertyAmenitiesTable;
  about_paragraphs: AboutParagraphsTable;
  contact_messages: ContactMessagesTable;
  settings: SettingsTable;
  users: UsersTable;
  sessions: SessionsTable;
  sign_in_attempts: SignInAttemptsTable;
  image_uploads: ImageUploadsTable;
  rate_limit_hits: RateLimitHitsTable;
  content_version: ContentVersionTable;
}

export type PropertyRow = Selectable<PropertiesTable>;
export type NewPropertyRow = Insertable<PropertiesTable>;
export type PropertyRowUpdate = Updateable<PropertiesTable>;
export type PropertyImageRow = Selectable<PropertyImagesTable>;
export type ContactMessageRow = Selectable<ContactMessagesTable>;
