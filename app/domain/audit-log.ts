/** What the audit log records, with the words the administrator reads. */
export const AUDIT_ACTIONS = {
  "signed-in": "Signed in",
  "sign-in-failed": "Failed sign-in",
  "sign-in-held-up": "Sign-in held up after failures",
  "second-factor-failed": "Wrong sign-in code",
  "recovery-code-used": "Signed in with a recovery code",
  "sign-in-link-sent": "Sign-in link e-mailed",
  "sign-in-link-used": "Used an e-mailed sign-in link",
  "signed-out": "Signed out",
  "device-signed-out": "Signed a device out",
  "password-changed": "Changed the password",
  "two-factor-on": "Turned two-step sign-in on",
  "two-factor-off": "Turned two-step sign-in off",
  "recovery-codes-renewed": "Made new recovery codes",
  "property-created": "Added a listing",
  "property-updated": "Updated a listing",
  "property-deleted": "Deleted a listing",
  "property-status-changed": "Changed a listing's status",
  "listings-imported": "Imported a spreadsheet of listings",
  "photos-added-in-bulk": "Added photos to listings in bulk",
  "settings-changed": "Changed the settings",
  "about-changed": "Changed the About page",
  "viewing-declined": "Declined a viewing",
  "viewings-declined-together": "Declined one client's viewings together",
  "refused-for-role": "Refused: a page for the owner",
  "person-invited": "Invited someone to the office",
  "invitation-accepted": "Joined the office",
  "invitation-withdrawn": "Withdrew an invitation",
  "invitation-refused": "Refused: an invitation link used, expired or in the wrong browser",
  "person-changed": "Changed someone's role or details",
  "person-suspended": "Paused someone's access",
  "person-restored": "Let someone back in",
  "person-removed": "Removed someone from the office",
  "listings-reassigned": "Moved listings and messages to someone else",
  "personal-data-given": "Gave a person a copy of their data",
  "personal-data-corrected": "Corrected a person's data",
  "personal-data-erased": "Erased a person's data",
  "data-request-logged": "Logged a request about a person's data",
  "data-request-answered": "Marked a request about a person's data answered",
} as const;

export type AuditAction = keyof typeof AUDIT_ACTIONS;

export const isAuditAction = (value: string): value is AuditAction => Object.hasOwn(AUDIT_ACTIONS, value);

/** Entries older than this go. */
export const AUDIT_LOG_RETENTION_MS = 366 * 24 * 60 * 60 * 1000;

export const AUDIT_LOG_PAGE_SIZE = 50;
