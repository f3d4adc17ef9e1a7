/**
 * The people of one office and what each may do. The owner is the original single
 * administrator: everything. An agent looks after their own listings, leads and viewings and
 * reads the office's listings. An assistant works on every listing and lead. Neither changes
 * the site's settings nor its people.
 */
export const OFFICE_ROLES = ["owner", "assistant", "agent"] as const;
export type OfficeRole = (typeof OFFICE_ROLES)[number];

export const isOfficeRole = (value: unknown): value is OfficeRole =>
  typeof value === "string" && (OFFICE_ROLES as readonly string[]).includes(value);

export const ROLE_NAMES: Record<OfficeRole, string> = {
  owner: "Owner",
  assistant: "Assistant",
  agent: "Agent",
};

export const ROLE_DESCRIPTIONS: Record<OfficeRole, string> = {
  owner: "Everything: the site's settings, its people, feeds, imports, every listing and lead.",
  assistant: "Every listing, message and viewing; not the settings nor the people.",
  agent: "Their own listings, messages and viewings; reads the office's listings.",
};

/** `active`, or kept out: `suspended` (may come back) or `removed` (kept for the record). */
export const PERSON_STATUSES = ["active", "suspended", "removed"] as const;
export type PersonStatus = (typeof PERSON_STATUSES)[number];

/**
 * What a page needs: `open` to anyone (the ways to sign in), `own-work` any person signed in
 * (what they see is then their own, or the office's for an owner or an assistant), `running`
 * the owner only.
 */
export type OfficeRight = "open" | "own-work" | "running";

/**
 * Every page and action under the office's layout, by its path as the route config gives it.
 * A route missing here is refused to everyone: adding a page means choosing its right.
 */
export const OFFICE_ROUTE_RIGHTS: Readonly<Record<string, OfficeRight>> = {
  admin: "open",
  "sign-in/code": "open",
  "sign-in/link/:token": "open",
  "invitation/:token": "open",
  "admin-dashboard": "own-work",
  "manage-properties": "own-work",
  availability: "own-work",
  addservice: "own-work",
  "updateservice/:slug": "own-work",
  "window-card/:slug": "own-work",
  "window-card/:slug/qr.png": "own-work",
  messages: "own-work",
  "messages/:id": "own-work",
  viewings: "own-work",
  "image-uploads": "own-work",
  "change-password": "own-work",
  "two-factor": "own-work",
  sessions: "own-work",
  "your-details": "own-work",
  "manage-about-me": "running",
  settings: "running",
  "your-site": "running",
  people: "running",
  "audit-log": "running",
  "processing-record": "running",
  "personal-data": "running",
  "personal-data/copy.json": "running",
  "search-alerts": "running",
  import: "running",
  "import/listings.csv": "running",
  "import/:token": "running",
  "import/photos": "running",
  "import/photos/:token": "running",
};

/** The right a route needs, by the pattern React Router matched (`/messages/:id`); undefined for none. */
export function rightOfRoute(pattern: string): OfficeRight | undefined {
  const path = pattern.replace(/^\/+|\/+$/g, "");
  return Object.hasOwn(OFFICE_ROUTE_RIGHTS, path) ? OFFICE_ROUTE_RIGHTS[path] : undefined;
}

export function mayUse(role: OfficeRole, right: OfficeRight): boolean {
  if (right === "open" || right === "own-work") return true;
  return role === "owner";
}

/** Whether a role works on every listing and lead of the office, not only its own. */
export const seesWholeOffice = (role: OfficeRole) => role !== "agent";

/**
 * Whose listings and leads a person works on: their own (their id, for an agent), or every
 * one of the office (null).
 */
export const ownWorkOf = (person: { id: number; role: OfficeRole }): number | null =>
  seesWholeOffice(person.role) ? null : person.id;

export const REFUSED_FOR_ROLE = "This page is for the office's owner. Ask the owner if you need it changed.";
export const NOT_YOUR_LISTING =
  "This listing is looked after by someone else in the office. The owner can move it to you.";
export const NOT_YOUR_MESSAGE = "This message is for someone else in the office.";
export const NOT_YOUR_VIEWING = "This viewing is of a listing someone else in the office looks after.";

/** An invitation's link works this long after it is sent. */
export const INVITATION_LIFETIME_MS = 48 * 60 * 60 * 1000;
