// The owner running the office's people: inviting them, letting them join, pausing, letting
// back in, giving another role or removing them with their work given to someone else, and
// everyone's own details. Each change is written to the audit log, naming who made it.
import { data, type RouterContextProvider } from "react-router";
import { queueMail } from "~/data/outbox.server";
import {
  createInvitation,
  findInvitation,
  findPerson,
  findPersonByEmail,
  findTwoStepRequired,
  type Invitation,
  joinWithInvitation,
  listPendingInvitations,
  listPeople,
  type OfficePerson,
  type PersonWithWork,
  removePerson,
  saveTwoStepRequired,
  setPersonRole,
  setPersonStatus,
  updatePersonDetails,
  withdrawInvitation as dropInvitation,
} from "~/data/people.server";
import { countOwners, type User } from "~/data/users.server";
import { type AuditAction } from "~/domain/audit-log";
import { fieldErrors } from "~/domain/form-errors";
import type { FormValues } from "~/domain/form-fields";
import { type OfficeRole, REFUSED_FOR_ROLE, ROLE_NAMES } from "~/domain/office-roles";
import {
  INVITATION_ADDRESS_TAKEN,
  INVITATION_EXPIRED,
  INVITATION_SIGNED_IN,
  INVITATION_TOKEN,
  INVITATION_UNKNOWN,
  invitationExpiry,
  invitationPath,
  invitationRefusal,
  invitationSchema,
  type JoiningField,
  joiningSchema,
  LAST_OWNER,
  type PersonChange,
  personDetailsSchema,
  personLabel,
  personPhotoUrl,
  PHOTO_FIELDS,
  refusalOf,
} from "~/domain/people";
import { invitationFields, joiningFields, personDetailsFields } from "~/domain/person-fields";
import { hashPassword } from "~/domain/password.server";
import { QueueFullError } from "~/shared/concurrency-limit";
import { recordAdminAction } from "./audit-log.server";
import { BUSY, getSessionUser, signInNewcomer } from "./auth.server";
import { mailLinksOrigin } from "./config.server";
import { servicesFrom } from "./context.server";
import { readFormValues } from "./form-text.server";
import { hashInvitationToken, newInvitationToken } from "./invitation-mail.server";
import { type PersonForm, storePersonPhoto } from "./person-photos.server";
import { publicUrl } from "./public-address.server";

type Context = Readonly<RouterContextProvider>;

const dbOf = (context: Context) => servicesFrom(context).database.db;

/** The owner's pages check the role at the door; the owner's actions check it again here. */
function requireOwner(actor: User): void {
  if (actor.role !== "owner") throw data(REFUSED_FOR_ROLE, { status: 403 });
}

const record = (context: Context, actor: User | null, action: AuditAction, subject: string) =>
  recordAdminAction(context, { actor: actor?.email ?? null, action, subject });

// —— The People page ——

export interface ShownPerson extends PersonWithWork {
  photoUrl: string | null;
}

export interface PeoplePage {
  people: ShownPerson[];
  invitations: Invitation[];
  twoStepRequired: boolean;
  /** Whether invitations go by e-mail; without, the owner is shown the link to pass on. */
  emailOn: boolean;
}

export async function peoplePage(context: Context, now = new Date()): Promise<PeoplePage> {
  const services = servicesFrom(context);
  const db = services.database.db;
  const [people, invitations, twoStepRequired] = await Promise.all([
    listPeople(db),
    listPendingInvitations(db, now),
    findTwoStepRequiredNow(context),
  ]);
  return {
    people: people.map((person) => ({
      ...person,
      photoUrl: personPhotoUrl(person.photoKey, services.config.mediaBaseUrl),
    })),
    invitations,
    twoStepRequired,
    emailOn: services.notifications !== null,
  };
}

const findTwoStepRequiredNow = (context: Context) => findTwoStepRequired(dbOf(context));

// —— Invitations ——

export type InvitationValues = FormValues<typeof invitationFields>;

export type InviteOutcome =
  | { status: "invalid"; values: InvitationValues; errors: Partial<Record<keyof InvitationValues, string>> }
  | { status: "e-mailed"; email: string }
  /** E-mail is off: the link, for the owner to pass on, shown this once. */
  | { status: "link"; email: string; link: string };

/**
 * Invites someone to the office with a role: an e-mail with a one-time link that works for 48
 * hours, or, while e-mail is off, the link itself for the owner to pass on. An earlier
 * invitation to the same address stops working.
 */
export async function invitePerson(
  request: Request,
  context: Context,
  owner: User,
  form: FormData,
  now = new Date(),
): Promise<InviteOutcome> {
  requireOwner(owner);
  const values = readFormValues(form, invitationFields);
  const parsed = invitationSchema.safeParse(values);
  if (!parsed.success) return { status: "invalid", values, errors: fieldErrors(parsed.error) };
  const { email, role } = parsed.data;
  const services = servicesFrom(context);
  const db = services.database.db;
  const refusal = invitationRefusal(await findPersonByEmail(db, email), email);
  if (refusal) return { status: "invalid", values, errors: { email: refusal } };
  const token = newInvitationToken();
  await createInvitation(db, {
    tokenHash: hashInvitationToken(token),
    email,
    role,
    invitedBy: owner.id,
    now,
    expiresAt: invitationExpiry(now),
  });
  await record(context, owner, "person-invited", `${email} as ${ROLE_NAMES[role]}`);
  if (!services.notifications) {
    return { status: "link", email, link: publicUrl(request, context, invitationPath(token)) };
  }
  // The e-mail is written with a link of its own when it is sent: the token above is let go.
  await queueMail(
    db,
    { kind: "invitation", recipient: email, siteOrigin: mailLinksOrigin(services.config) },
    now,
  );
  services.notifications.nudge();
  return { status: "e-mailed", email };
}

/** Withdraws the invitation to `email`; its link stops working. */
export async function withdrawInvitation(context: Context, owner: User, email: string): Promise<boolean> {
  requireOwner(owner);
  const withdrawn = await dropInvitation(dbOf(context), email);
  if (withdrawn) await record(context, owner, "invitation-withdrawn", email);
  return withdrawn;
}

export type InvitationPage =
  | { state: "open"; email: string; role: OfficeRole; invitedBy: string; expiresAt: Date }
  | { state: "refused"; message: string; httpStatus: 403 | 404 | 410 };

/** What the invitation's page shows: who invites, as what; or why the link does not work here. */
export async function invitationPage(
  request: Request,
  context: Context,
  token: string,
  now = new Date(),
): Promise<InvitationPage> {
  const invitation = INVITATION_TOKEN.test(token)
    ? await findInvitation(dbOf(context), hashInvitationToken(token))
    : null;
  if (!invitation) return { state: "refused", message: INVITATION_UNKNOWN, httpStatus: 404 };
  if (invitation.expiresAt <= now) return { state: "refused", message: INVITATION_EXPIRED, httpStatus: 410 };
  if (await getSessionUser(request, context)) {
    return { state: "refused", message: INVITATION_SIGNED_IN, httpStatus: 403 };
  }
  return {
    state: "open",
    email: invitation.email,
    role: invitation.role,
    invitedBy: personLabel(invitation.invitedBy),
    expiresAt: invitation.expiresAt,
  };
}

export type JoiningValues = Omit<FormValues<typeof joiningFields>, "password" | "confirmation">;

export type JoinOutcome =
  | { status: "joined"; setCookies: string[]; name: string }
  | { status: "invalid"; values: JoiningValues; errors: Partial<Record<JoiningField, string>> }
  | { status: "refused"; message: string; httpStatus: 403 | 404 | 410 | 409 | 503 };

/**
 * Joins the office with an invitation's link: the person's name and password checked first
 * (a mistake does not spend the link), then the link spent and the person made, with the
 * invitation's role, or a person removed earlier with that address let back in, and signed in
 * here. Refused, and logged, for a link unknown, used, withdrawn or expired, and in a browser
 * signed in as someone else; nothing changes then.
 */
export async function joinOffice(
  request: Request,
  context: Context,
  token: string,
  form: FormData,
  now = new Date(),
): Promise<JoinOutcome> {
  const signedIn = await getSessionUser(request, context);
  if (signedIn) {
    await record(context, signedIn, "invitation-refused", "Signed in as someone else");
    return { status: "refused", message: INVITATION_SIGNED_IN, httpStatus: 403 };
  }
  const values = readFormValues(form, joiningFields);
  const parsed = joiningSchema.safeParse(values);
  if (!parsed.success) {
    return { status: "invalid", values: { name: values.name }, errors: fieldErrors(parsed.error) };
  }
  const tokenHash = INVITATION_TOKEN.test(token) ? hashInvitationToken(token) : null;
  const invitation = tokenHash ? await findInvitation(dbOf(context), tokenHash) : null;
  if (!tokenHash || !invitation) {
    await record(context, null, "invitation-refused", "A link unknown, used or withdrawn");
    return { status: "refused", message: INVITATION_UNKNOWN, httpStatus: 404 };
  }
  let passwordHash: string;
  try {
    passwordHash = await hashPassword(parsed.data.password);
  } catch (error) {
    if (error instanceof QueueFullError) return { status: "refused", message: BUSY, httpStatus: 503 };
    throw error;
  }
  const joined = await joinWithInvitation(dbOf(context), {
    tokenHash,
    name: parsed.data.name,
    passwordHash,
    now,
  });
  if (joined.status !== "joined") {
    await record(context, null, "invitation-refused", `${invitation.email}: ${joined.status}`);
    if (joined.status === "expired")
      return { status: "refused", message: INVITATION_EXPIRED, httpStatus: 410 };
    if (joined.status === "address-taken") {
      return { status: "refused", message: INVITATION_ADDRESS_TAKEN, httpStatus: 409 };
    }
    return { status: "refused", message: INVITATION_UNKNOWN, httpStatus: 404 };
  }
  await recordAdminAction(context, {
    actor: joined.email,
    action: "invitation-accepted",
    subject: `As ${ROLE_NAMES[joined.role]}${joined.returned ? ", back after being removed" : ""}, invited by ${invitation.invitedBy.email}`,
  });
  return {
    status: "joined",
    setCookies: await signInNewcomer(request, context, joined.personId),
    name: parsed.data.name,
  };
}

// —— Changes to a person ——

export type ChangeOutcome =
  { status: "done"; message: string } | { status: "refused"; message: string; httpStatus: 400 | 404 | 409 };

const notFound: ChangeOutcome = {
  status: "refused",
  message: "There is nobody of that number in the office.",
  httpStatus: 404,
};

/** The person a change is about and the rules' answer to it; null when there is no such person. */
async function judged(
  context: Context,
  personId: number,
  change: PersonChange,
): Promise<{ target: OfficePerson; refusal: string | null } | null> {
  const db = dbOf(context);
  const target = Number.isSafeInteger(personId) ? await findPerson(db, personId) : null;
  if (!target) return null;
  return { target, refusal: refusalOf(target, change, await countOwners(db)) };
}

const refusedWith = (message: string): ChangeOutcome => ({
  status: "refused",
  message,
  httpStatus: message === LAST_OWNER ? 409 : 400,
});

/** Pauses a person's access: their sessions end at once, and they cannot sign in until let back in. */
export async function suspendPerson(context: Context, owner: User, personId: number): Promise<ChangeOutcome> {
  requireOwner(owner);
  const judgement = await judged(context, personId, { kind: "suspend" });
  if (!judgement) return notFound;
  if (judgement.refusal) return refusedWith(judgement.refusal);
  const { target } = judgement;
  if (!(await setPersonStatus(dbOf(context), target.id, "suspended"))) return refusedWith(LAST_OWNER);
  await record(context, owner, "person-suspended", target.email);
  return {
    status: "done",
    message: `${personLabel(target)}'s access is paused: they were signed out everywhere and cannot sign in.`,
  };
}

/** Lets a paused person back in, with the role and work they had. */
export async function restorePerson(context: Context, owner: User, personId: number): Promise<ChangeOutcome> {
  requireOwner(owner);
  const judgement = await judged(context, personId, { kind: "restore" });
  if (!judgement) return notFound;
  if (judgement.refusal) return refusedWith(judgement.refusal);
  const { target } = judgement;
  await setPersonStatus(dbOf(context), target.id, "active");
  await record(context, owner, "person-restored", target.email);
  return { status: "done", message: `${personLabel(target)} can sign in again.` };
}

/** Gives a person another role. */
export async function changeRole(
  context: Context,
  owner: User,
  personId: number,
  role: OfficeRole,
): Promise<ChangeOutcome> {
  requireOwner(owner);
  const judgement = await judged(context, personId, { kind: "role", role });
  if (!judgement) return notFound;
  if (judgement.refusal) return refusedWith(judgement.refusal);
  const { target } = judgement;
  if (target.role === role) return { status: "done", message: "Nothing had changed." };
  if (!(await setPersonRole(dbOf(context), target.id, role))) return refusedWith(LAST_OWNER);
  await record(
    context,
    owner,
    "person-changed",
    `${target.email}: ${ROLE_NAMES[target.role]} → ${ROLE_NAMES[role]}`,
  );
  return { status: "done", message: `${personLabel(target)} is now ${ROLE_NAMES[role].toLowerCase()}.` };
}

/**
 * Removes a person from the office and gives every listing and message of theirs to
 * `receiverId`, in one step: their sessions end at once and they cannot sign in; nothing of
 * theirs is lost, and an invitation to their address may bring them back.
 */
export async function removePersonFromOffice(
  context: Context,
  owner: User,
  personId: number,
  receiverId: number,
): Promise<ChangeOutcome> {
  requireOwner(owner);
  const db = dbOf(context);
  const receiver = Number.isSafeInteger(receiverId) ? await findPerson(db, receiverId) : null;
  const judgement = await judged(context, personId, { kind: "remove", receiver });
  if (!judgement) return notFound;
  if (judgement.refusal) return refusedWith(judgement.refusal);
  const { target } = judgement;
  const moved = receiver ? await removePerson(db, target.id, receiver.id) : null;
  if (!moved || !receiver) return refusedWith(LAST_OWNER);
  await record(context, owner, "person-removed", target.email);
  await record(
    context,
    owner,
    "listings-reassigned",
    `${moved.listings} listings and ${moved.messages} messages from ${target.email} to ${receiver.email}`,
  );
  return {
    status: "done",
    message:
      `${personLabel(target)} is removed from the office and signed out everywhere. ` +
      `${personLabel(receiver)} now looks after their ${moved.listings} listings and ${moved.messages} messages.`,
  };
}

// —— A person's details ——

export type PersonDetailsValues = FormValues<typeof personDetailsFields>;
export type PersonDetailsErrors = Partial<Record<keyof PersonDetailsValues | "photo", string>>;

export type DetailsOutcome =
  | { status: "saved"; changed: boolean }
  | { status: "invalid"; values: PersonDetailsValues; errors: PersonDetailsErrors }
  | { status: "not-found" };

/**
 * Saves a person's details and photo as `form` sends them: every part checked first, nothing
 * saved unless all are right. The owner changes anyone's; everyone else only their own.
 */
export async function savePersonDetails(
  context: Context,
  actor: User,
  personId: number,
  { fields, photo }: PersonForm,
): Promise<DetailsOutcome> {
  if (actor.id !== personId) requireOwner(actor);
  const services = servicesFrom(context);
  const db = services.database.db;
  const person = Number.isSafeInteger(personId) ? await findPerson(db, personId) : null;
  if (!person || person.status === "removed") return { status: "not-found" };
  const values = readFormValues(fields, personDetailsFields);
  const parsed = personDetailsSchema.safeParse(values);
  const errors: PersonDetailsErrors = parsed.success ? {} : fieldErrors(parsed.error);
  let photoKey: string | null | undefined = fields.get(PHOTO_FIELDS.removePhoto) === "on" ? null : undefined;
  if (photo && parsed.success) {
    const stored = await storePersonPhoto(services, person.id, photo);
    if (stored.ok) photoKey = stored.photoKey;
    else errors.photo = stored.message;
  }
  if (!parsed.success || Object.keys(errors).length > 0) return { status: "invalid", values, errors };
  const details = parsed.data;
  const changed =
    details.name !== person.name ||
    details.phone !== person.phone ||
    details.whatsapp !== person.whatsapp ||
    details.earbNumber !== person.earbNumber ||
    (photoKey !== undefined && photoKey !== person.photoKey);
  if (!changed) return { status: "saved", changed: false };
  await updatePersonDetails(db, person.id, { ...details, photoKey });
  const whose = actor.id === person.id ? "own details" : "details";
  await record(context, actor, "person-changed", `${person.email}: ${whose}`);
  return { status: "saved", changed: true };
}

// —— Two-step sign-in for everyone ——

export const SET_UP_YOUR_OWN_FIRST =
  "Set up two-step sign-in for yourself first (Two-step sign-in, on the dashboard), then ask it of everyone.";

/**
 * Asks everyone (or no longer) to sign in in two steps: those without a second factor are sent
 * to set it up before any other office page. The owner turning it on has one already.
 */
export async function setTwoStepRequired(
  context: Context,
  owner: User,
  required: boolean,
): Promise<ChangeOutcome> {
  requireOwner(owner);
  const db = dbOf(context);
  const current = await findTwoStepRequiredNow(context);
  if (current === required) return { status: "done", message: "Nothing had changed." };
  if (required && !(await findPerson(db, owner.id))?.hasSecondFactor) {
    return { status: "refused", message: SET_UP_YOUR_OWN_FIRST, httpStatus: 409 };
  }
  await saveTwoStepRequired(db, required);
  await record(
    context,
    owner,
    "settings-changed",
    `Everyone signs in in two steps: ${required ? "on" : "off"}`,
  );
  return {
    status: "done",
    message: required
      ? "Everyone now signs in in two steps: anyone without it is asked to set it up at their next page."
      : "Two-step sign-in is each person's own choice again.",
  };
}
