// The people of one office coming and going: who may be invited, paused, let back in, given
// another role or removed, what joining asks for, the invitation's e-mail, and a person's photo.
import { z } from "zod";
import { emailAddressReader, formSchema } from "./form-schema";
import { escapeHtml, headerText } from "./notification-email";
import {
  INVITATION_LIFETIME_MS,
  OFFICE_ROLES,
  type OfficeRole,
  type PersonStatus,
  ROLE_DESCRIPTIONS,
  ROLE_NAMES,
} from "./office-roles";
import { invitationFields, joiningFields, personDetailsFields } from "./person-fields";
import { mobileNumberDigits, PHONE_NUMBER_EXAMPLE, phoneNumberDigits } from "./phone";
import { mediaFileUrl, MAX_UPLOAD_BYTES } from "./photos";
import { passwordLengthGuard } from "./sign-in";

// —— Who may change what ——

/** A person as the rules see them. */
export interface PersonState {
  id: number;
  role: OfficeRole;
  status: PersonStatus;
}

export const LAST_OWNER =
  "The office needs an owner who can sign in: make someone else an owner first, then try again.";
export const NOT_ACTIVE = "This person's access is paused or removed already.";
export const NOT_SUSPENDED = "This person's access is not paused.";
export const ALREADY_REMOVED = "This person has been removed from the office already.";
export const NO_RECEIVER = "Choose someone in the office to give their listings and messages to.";

/** A change the owner makes to a person of the office. */
export type PersonChange =
  | { kind: "suspend" }
  | { kind: "restore" }
  | { kind: "role"; role: OfficeRole }
  | { kind: "remove"; receiver: PersonState | null };

const isLastOwner = (person: PersonState, activeOwners: number) =>
  person.role === "owner" && person.status === "active" && activeOwners <= 1;

/**
 * Why `change` cannot be made to `person`, or null when it can. `activeOwners` counts the
 * owners who may sign in: the last of them is never paused, removed or made something else.
 * Removing someone gives their listings and messages to another active person.
 */
export function refusalOf(person: PersonState, change: PersonChange, activeOwners: number): string | null {
  switch (change.kind) {
    case "suspend":
      if (person.status !== "active") return NOT_ACTIVE;
      return isLastOwner(person, activeOwners) ? LAST_OWNER : null;
    case "restore":
      return person.status === "suspended" ? null : NOT_SUSPENDED;
    case "role":
      if (person.status === "removed") return ALREADY_REMOVED;
      return change.role !== "owner" && isLastOwner(person, activeOwners) ? LAST_OWNER : null;
    case "remove": {
      if (person.status === "removed") return ALREADY_REMOVED;
      if (isLastOwner(person, activeOwners)) return LAST_OWNER;
      const { receiver } = change;
      return receiver && receiver.id !== person.id && receiver.status === "active" ? null : NO_RECEIVER;
    }
  }
}

/** Why an invitation to an address cannot be sent, given who has it now (null: nobody). */
export function invitationRefusal(holder: { status: PersonStatus } | null, email: string): string | null {
  if (holder?.status === "active") return `${email} is in the office already.`;
  if (holder?.status === "suspended") {
    return `${email}'s access is paused: let them back in from their entry on this page instead.`;
  }
  return null;
}

/** Said on the two-step page while the owner asks it of everyone. */
export const REQUIRED_BY_THE_OWNER =
  "The office's owner asks everyone to sign in in two steps: set it up here to go on to the office's other pages.";

// —— Forms ——

/** A phone number stored as international digits, or null when left empty. */
const phoneReader = (read: (value: string) => string | null, what: string) =>
  z.string().transform((value, context) => {
    if (value === "") return null;
    const digits = read(value);
    if (digits === null) {
      context.addIssue({
        code: "custom",
        message: `Please enter the ${what} as a Kenyan number, such as ${PHONE_NUMBER_EXAMPLE}, or in full with its +, or leave it empty`,
      });
      return z.NEVER;
    }
    return digits;
  });

export const personDetailsSchema = formSchema(personDetailsFields, {
  phone: phoneReader(phoneNumberDigits, "phone number"),
  whatsapp: phoneReader(mobileNumberDigits, "WhatsApp number (a mobile)"),
  earbNumber: z
    .string()
    .refine(
      (value) => value === "" || /^[\p{L}\d][\p{L}\d /.-]*$/u.test(value),
      "Please enter the registration number as the board wrote it: letters, digits, / and -",
    )
    .transform((value) => (value === "" ? null : value)),
});

export type PersonDetails = z.output<typeof personDetailsSchema>;

export const invitationSchema = formSchema(invitationFields, {
  email: emailAddressReader.transform((email) => email.toLowerCase()),
  role: z.enum(OFFICE_ROLES, { error: "Please choose the role they will have" }),
});

export const joiningSchema = formSchema(joiningFields, { password: passwordLengthGuard }).refine(
  (form) => form.confirmation === form.password,
  { path: ["confirmation"], message: "The two passwords are not the same" },
);

export type JoiningField = keyof z.input<typeof joiningSchema>;

// —— Invitations ——

/** A token as an invitation's link carries it: 32 random bytes in base64url. */
export const INVITATION_TOKEN = /^[A-Za-z0-9_-]{43}$/;

export const invitationPath = (token: string) => `/invitation/${token}`;

export const invitationExpiry = (now: Date) => new Date(now.getTime() + INVITATION_LIFETIME_MS);

export const INVITATION_UNKNOWN =
  "This invitation link is not one the office sent, or it has been used or withdrawn. Ask the office's owner for a new one.";
export const INVITATION_EXPIRED =
  "This invitation has expired: an invitation works for 48 hours. Ask the office's owner for a new one.";
export const INVITATION_SIGNED_IN =
  "You are signed in to the office as someone else. Sign out first, then open the invitation link again.";
export const INVITATION_ADDRESS_TAKEN =
  "Someone with this e-mail address is in the office already. Ask the office's owner.";

/** When an invitation runs out, as the office reads it. */
export function invitationExpiryText(expiresAt: Date): string {
  return expiresAt.toLocaleString("en-KE", {
    timeZone: "Africa/Nairobi",
    weekday: "long",
    day: "numeric",
    month: "long",
    hour: "2-digit",
    minute: "2-digit",
  });
}

/** The e-mail that invites someone: who asks, to do what, by when, and that it can be ignored. */
export function invitationEmail({
  site,
  inviter,
  role,
  url,
  expiresAt,
}: {
  site: string;
  inviter: string;
  role: OfficeRole;
  url: string;
  expiresAt: Date;
}): { subject: string; text: string; html: string } {
  const intro = `${inviter} invites you to work on ${site}'s website as ${ROLE_NAMES[role].toLowerCase()}.`;
  const what = `${ROLE_NAMES[role]}: ${ROLE_DESCRIPTIONS[role]}`;
  const promise = `The link lets you choose your password and sign in. It works once, until ${invitationExpiryText(expiresAt)} (Nairobi time).`;
  const ignore = "If you were not expecting this, ignore this e-mail: nothing happens without the link.";
  const text = [intro, what, "", `Join: ${url}`, "", promise, ignore, ""].join("\n");
  const html = [
    `<p>${escapeHtml(intro)}</p>`,
    `<p>${escapeHtml(what)}</p>`,
    `<p><a href="${escapeHtml(url)}">Join ${escapeHtml(site)}</a></p>`,
    `<p>${escapeHtml(promise)}</p>`,
    `<p>${escapeHtml(ignore)}</p>`,
  ].join("\n");
  return { subject: headerText(`${inviter} invites you to ${site}`), text, html };
}

// —— Photos ——

/** A person's photo is stored once, square, this many pixels a side; pages show it at 64 or 128 CSS px. */
export const PERSON_PHOTO_SIZE = 256;

/** The `accept` of the photo box; the server decides by the file's bytes. */
export const ACCEPTED_PERSON_PHOTO_TYPES = "image/jpeg,image/png,image/webp";

/** A person's photo may be as large as a listing's. */
export const PERSON_PHOTO_MAX_BYTES = MAX_UPLOAD_BYTES;

/** A person's details with their photo at its largest: what the server reads of such a form from the office. */
export const PERSON_FORM_BODY_LIMIT = PERSON_PHOTO_MAX_BYTES + 1024 * 1024;

/** The form's boxes for a photo: a new one, and taking the one there is away. */
export const PHOTO_FIELDS = { photo: "photo", removePhoto: "removePhoto" } as const;

export type PersonPhotoProblem =
  | "too-large"
  | "not-an-image"
  | "unsupported-type"
  | "unreadable"
  | "too-many-pixels"
  | "storage-unavailable";

export const PERSON_PHOTO_MESSAGES: Record<PersonPhotoProblem, string> = {
  "too-large": `This photo is larger than ${PERSON_PHOTO_MAX_BYTES / 1024 / 1024} MB. Please choose a smaller one.`,
  "not-an-image": "This file is not a photo. Please choose a JPEG, PNG or WebP photo.",
  "unsupported-type":
    "The site takes a photo of a person as JPEG, PNG or WebP. Please save it as one of those.",
  unreadable: "This photo could not be read: it may be damaged. Please choose another.",
  "too-many-pixels": "This photo has too many pixels to work with. Please choose a smaller one.",
  "storage-unavailable": "The photo could not be stored just now. Please try again in a moment.",
};

/** The stored file of a person's photo: `person-<id>-<random>.webp`, a new name for each photo. */
export const personPhotoFile = (personId: number, random: string) => `person-${personId}-${random}.webp`;

const PERSON_PHOTO_KEY = /^person-\d+-[0-9a-f]{16}\.webp$/;

/** The address of a person's photo, from MEDIA_BASE_URL when set; null without one. */
export function personPhotoUrl(photoKey: string | null, mediaBaseUrl: string | null): string | null {
  return photoKey !== null && PERSON_PHOTO_KEY.test(photoKey) ? mediaFileUrl(photoKey, mediaBaseUrl) : null;
}

/** What a person is called on the office's pages: their name, or their address until they give one. */
export const personLabel = (person: { name: string | null; email: string }) => person.name ?? person.email;
