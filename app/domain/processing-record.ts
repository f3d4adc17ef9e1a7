// The record of processing an agency keeps for its registration with the Office of the Data
// Protection Commissioner: each kind of personal data, why, on what ground, who receives it
// and how long it is kept, from the register the daily erasure follows; and where the site
// keeps or sends it, named from its configuration.
import {
  GROUNDS,
  KEPT_KINDS,
  keptFor,
  OTHER_RULES,
  type PersonalDataKind,
  PURPOSES,
  type RetentionDays,
} from "./personal-data";

/** Where the site keeps and sends data, as configured. */
export interface ProcessingPlaces {
  /** `a SQLite file on this server`, or the PostgreSQL server's host. */
  database: string;
  /** `a folder on this server`, or the object store's host. */
  photos: string;
  /** The mail server's host; null when e-mail is off. */
  mail: string | null;
}

export interface ProcessingEntry {
  what: string;
  purpose: string;
  basis: string;
  recipients: string;
  keptFor: string;
}

const KINDS: PersonalDataKind[] = [
  ...KEPT_KINDS,
  ...(Object.keys(OTHER_RULES) as (keyof typeof OTHER_RULES)[]),
];

export function processingRecord(places: ProcessingPlaces, days: RetentionDays): ProcessingEntry[] {
  return KINDS.map((kind) => {
    const { what, purpose, ground, mailed } = PURPOSES[kind];
    const mail =
      mailed && places.mail ? `; the mail server at ${places.mail}, which carries its e-mails` : "";
    return {
      what,
      purpose,
      basis: GROUNDS[ground],
      recipients: `The office's people${mail}`,
      keptFor: keptFor(kind, days),
    };
  });
}

/** Where the data is, each place to be checked for whether it lies outside Kenya. */
export function processingPlaces(places: ProcessingPlaces): { place: string; holds: string }[] {
  return [
    { place: places.database, holds: "Everything above" },
    { place: places.photos, holds: "Listing photos, and the photos of the office's people" },
    ...(places.mail ? [{ place: `The mail server at ${places.mail}`, holds: "The e-mails it carries" }] : []),
  ];
}
