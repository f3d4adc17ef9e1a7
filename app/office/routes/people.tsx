import { counted } from "~/domain/counted";
import { data, Form, Link, useNavigation } from "react-router";
import { ConfirmationNotice } from "~/office/components/confirmation-notice";
import { PersonDetailsForm } from "~/office/components/person-details-form";
import { PersonPhoto } from "~/office/components/person-photo";
import { formattedValues } from "~/domain/form-fields";
import { isOfficeRole, OFFICE_ROLES, ROLE_DESCRIPTIONS, ROLE_NAMES } from "~/domain/office-roles";
import { invitationExpiryText, personLabel } from "~/domain/people";
import { invitationFields, personDetailsFields } from "~/domain/person-fields";
import { formatPhoneNumber } from "~/domain/phone";
import { requireOfficePerson } from "~/services/auth.server";
import { redirectWithConfirmation } from "~/services/flash.server";
import { formText } from "~/services/form-text.server";
import {
  changeRole,
  type ChangeOutcome,
  invitePerson,
  peoplePage,
  removePersonFromOffice,
  restorePerson,
  savePersonDetails,
  setTwoStepRequired,
  suspendPerson,
  withdrawInvitation,
} from "~/services/people.server";
import { readPersonForm } from "~/services/person-photos.server";
import { ErrorSummary } from "~/ui/error-summary";
import { FormField } from "~/ui/form-field";
import { PageTitle } from "~/ui/site-brand";
import type { Route } from "./+types/people";

const PAGE = "/people";

export async function loader({ request, context }: Route.LoaderArgs) {
  const owner = await requireOfficePerson(request, context);
  const page = await peoplePage(context);
  const activeOwners = page.people.filter((person) => person.role === "owner" && person.status === "active");
  return {
    you: owner.id,
    /** The one owner who can sign in, if there is only one: never paused nor removed. */
    lastOwner: activeOwners.length === 1 ? activeOwners[0]!.id : null,
    emailOn: page.emailOn,
    twoStepRequired: page.twoStepRequired,
    people: page.people.map((person) => ({
      ...person,
      label: personLabel(person),
      details: formattedValues(personDetailsFields, person),
    })),
    invitations: page.invitations.map((invitation) => ({
      email: invitation.email,
      role: invitation.role,
      invitedBy: personLabel(invitation.invitedBy),
      expires: invitationExpiryText(invitation.expiresAt),
    })),
  };
}

/** A change refused: what the page says, next to the person it was about. */
const refused = (personId: number, outcome: Extract<ChangeOutcome, { status: "refused" }>) =>
  data({ form: "change" as const, personId, message: outcome.message }, { status: outcome.httpStatus });

async function done(outcome: ChangeOutcome, personId: number, request: Request) {
  if (outcome.status === "refused") return refused(personId, outcome);
  return redirectWithConfirmation(PAGE, outcome.message, request);
}

export async function action({ request, context }: Route.ActionArgs) {
  const owner = await requireOfficePerson(request, context);
  const posted = await readPersonForm(request);
  const field = (name: string) => formText(posted.fields, name);
  const personId = Number(field("person"));
  switch (field("intent")) {
    case "invite": {
      const outcome = await invitePerson(request, context, owner, posted.fields);
      if (outcome.status === "invalid") return data({ form: "invite" as const, ...outcome }, { status: 400 });
      if (outcome.status === "link") return { form: "invite" as const, ...outcome };
      return redirectWithConfirmation(
        PAGE,
        `Invitation e-mailed to ${outcome.email}. Its link works once, for 48 hours.`,
        request,
      );
    }
    case "withdraw": {
      const withdrawn = await withdrawInvitation(context, owner, field("email"));
      return redirectWithConfirmation(
        PAGE,
        withdrawn
          ? `The invitation to ${field("email")} is withdrawn: its link no longer works.`
          : "That invitation was used or withdrawn already.",
        request,
      );
    }
    case "details": {
      const outcome = await savePersonDetails(context, owner, personId, posted);
      if (outcome.status === "not-found")
        throw data("There is nobody of that number in the office.", { status: 404 });
      if (outcome.status === "invalid") {
        return data(
          { form: "details" as const, personId, values: outcome.values, errors: outcome.errors },
          { status: 400 },
        );
      }
      return redirectWithConfirmation(
        PAGE,
        outcome.changed ? "Details saved." : "Nothing had changed.",
        request,
      );
    }
    case "role": {
      const role = field("role");
      if (!isOfficeRole(role)) throw data("Please choose a role.", { status: 400 });
      return done(await changeRole(context, owner, personId, role), personId, request);
    }
    case "suspend":
      return done(await suspendPerson(context, owner, personId), personId, request);
    case "restore":
      return done(await restorePerson(context, owner, personId), personId, request);
    case "remove":
      return done(
        await removePersonFromOffice(context, owner, personId, Number(field("receiver"))),
        personId,
        request,
      );
    case "two-step":
      return done(await setTwoStepRequired(context, owner, field("twoStepRequired") === "on"), 0, request);
    default:
      throw data("Unknown request", { status: 400 });
  }
}

const LAST_OWNER_NOTE =
  "The office's only owner who can sign in: make someone else an owner before pausing or removing them.";

const STATUS_NAMES = { active: "Can sign in", suspended: "Access paused", removed: "Removed" } as const;

type LoaderData = Route.ComponentProps["loaderData"];
type Person = LoaderData["people"][number];

function PersonEntry({
  person,
  you,
  lastOwner,
  everyone,
  actionData,
  busy,
}: {
  person: Person;
  you: boolean;
  /** The office's only owner who can sign in: kept so. */
  lastOwner: boolean;
  everyone: Person[];
  actionData: Route.ComponentProps["actionData"];
  busy: boolean;
}) {
  const mine =
    actionData && "personId" in actionData && actionData.personId === person.id ? actionData : null;
  const detailsFailed = mine?.form === "details" ? mine : null;
  const receivers = everyone.filter((other) => other.id !== person.id && other.status === "active");
  const hidden = (intent: string) => (
    <>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="person" value={person.id} />
    </>
  );
  const phones = [
    person.phone && `Phone ${formatPhoneNumber(person.phone)}`,
    person.whatsapp && `WhatsApp ${formatPhoneNumber(person.whatsapp)}`,
  ].filter(Boolean);
  return (
    <li className="record-list__item person-entry" id={`person-${person.id}`}>
      <div className="person-entry__head">
        <PersonPhoto url={person.photoUrl} name={person.label} />
        <div>
          <h3 className="record-list__title">
            {person.label}
            {you && " (you)"}
          </h3>
          <p className="record-list__facts">
            {ROLE_NAMES[person.role]} · {STATUS_NAMES[person.status]}
            {person.hasSecondFactor && " · two-step sign-in"}
          </p>
        </div>
      </div>
      <p className="record-list__facts person-entry__facts">
        {person.email}
        <br />
        {phones.length > 0 ? phones.join(" · ") : "The office's numbers"}
        {person.earbNumber && ` · EARB ${person.earbNumber}`}
        <br />
        {counted(person.listings, "listing", "listings")} ·{" "}
        {counted(person.unreadMessages, "unread message", "unread messages")}
      </p>
      {mine?.form === "change" && (
        <p className="notice notice--error" role="alert">
          {mine.message}
        </p>
      )}
      {person.status !== "removed" && (
        <>
          <details className="person-entry__part" open={detailsFailed !== null}>
            <summary>Change {you ? "your" : "their"} details</summary>
            <PersonDetailsForm
              idPrefix={`person-${person.id}`}
              values={detailsFailed?.values ?? person.details}
              errors={detailsFailed?.errors ?? {}}
              photoUrl={person.photoUrl}
              label={person.label}
              saving={busy}
              hidden={hidden("details")}
              submitLabel="Save details"
            />
          </details>
          <details className="person-entry__part">
            <summary>Role and access</summary>
            <Form method="post" className="form">
              {hidden("role")}
              <FormField id={`person-${person.id}-role`} label="Role">
                {(control) => (
                  <select {...control} name="role" defaultValue={person.role}>
                    {OFFICE_ROLES.map((role) => (
                      <option key={role} value={role}>
                        {ROLE_NAMES[role]}
                      </option>
                    ))}
                  </select>
                )}
              </FormField>
              <button type="submit" className="button" disabled={busy}>
                Change role
              </button>
            </Form>
            {lastOwner ? (
              <p>{LAST_OWNER_NOTE}</p>
            ) : (
              <Form method="post" className="form">
                {person.status === "active" ? (
                  <>
                    {hidden("suspend")}
                    <p>
                      Pausing signs them out everywhere at once; they cannot sign in until let back in. Their
                      listings and messages stay theirs.
                    </p>
                    <button type="submit" className="button button--secondary" disabled={busy}>
                      Pause {you ? "your" : "their"} access
                    </button>
                  </>
                ) : (
                  <>
                    {hidden("restore")}
                    <button type="submit" className="button" disabled={busy}>
                      Let {person.label} back in
                    </button>
                  </>
                )}
              </Form>
            )}
          </details>
          {!lastOwner && (
            <details className="person-entry__part">
              <summary>Remove from the office</summary>
              <Form method="post" className="form">
                {hidden("remove")}
                <p>
                  Removing signs them out everywhere at once and for good. Their{" "}
                  {counted(person.listings, "listing", "listings")} and every message sent to them go to the
                  person you choose; nothing is lost. An invitation can bring them back later.
                </p>
                <FormField id={`person-${person.id}-receiver`} label="Give their listings and messages to">
                  {(control) => (
                    <select {...control} name="receiver" required>
                      {receivers.map((receiver) => (
                        <option key={receiver.id} value={receiver.id}>
                          {receiver.label} ({ROLE_NAMES[receiver.role]})
                        </option>
                      ))}
                    </select>
                  )}
                </FormField>
                <button
                  type="submit"
                  className="button button--danger"
                  disabled={busy || receivers.length === 0}
                >
                  Remove {person.label}
                </button>
              </Form>
            </details>
          )}
        </>
      )}
    </li>
  );
}

export default function People({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  const { people, invitations, you, emailOn, twoStepRequired } = loaderData;
  const inviting = actionData?.form === "invite" ? actionData : null;
  const inviteFailed = inviting?.status === "invalid" ? inviting : null;
  const linkToPass = inviting?.status === "link" ? inviting : null;
  const current = people.filter((person) => person.status !== "removed");
  const removed = people.filter((person) => person.status === "removed");
  return (
    <main id="main" className="page page--narrow">
      <PageTitle>People</PageTitle>
      <meta name="robots" content="noindex" />
      <h1>People</h1>
      <p>
        Everyone who works on the site. An agent looks after their own listings, messages and viewings; an
        assistant works on all of them; an owner also runs the settings and the people.
      </p>
      <ConfirmationNotice />
      {actionData?.form === "change" && (
        <ErrorSummary submission={actionData}>Nothing was changed: {actionData.message}</ErrorSummary>
      )}
      {actionData?.form === "details" && (
        <ErrorSummary submission={actionData}>
          Please correct the details marked below; nothing was saved. A photo you chose needs choosing again.
        </ErrorSummary>
      )}
      {inviteFailed && (
        <ErrorSummary submission={inviteFailed}>
          Please correct the invitation below; nothing was sent.
        </ErrorSummary>
      )}
      {linkToPass && (
        <div className="notice notice--success" role="status">
          <p>
            Invitation made for {linkToPass.email}. No e-mail was sent: e-mail is not set up on this site.
            Send them this link yourself; it works once, for 48 hours, and is not shown again.
          </p>
          <p>
            <code className="person-invitation-link">{linkToPass.link}</code>
          </p>
        </div>
      )}

      <h2>In the office</h2>
      <ul className="record-list">
        {current.map((person) => (
          <PersonEntry
            key={person.id}
            person={person}
            you={person.id === you}
            lastOwner={person.id === loaderData.lastOwner}
            everyone={people}
            actionData={actionData}
            busy={busy}
          />
        ))}
      </ul>

      <section className="people__section" aria-labelledby="invite-heading">
        <h2 id="invite-heading">Invite someone</h2>
        <p>
          {emailOn
            ? "They get an e-mail with a link that works once, for 48 hours, to choose their password and sign in."
            : "E-mail is not set up on this site: once you invite them, this page shows the link for you to send them. It works once, for 48 hours."}
        </p>
        <Form method="post" className="form" noValidate key={JSON.stringify(inviteFailed?.values ?? null)}>
          <input type="hidden" name="intent" value="invite" />
          <FormField id="invite-email" field={invitationFields.email} error={inviteFailed?.errors.email}>
            {(control) => <input {...control} defaultValue={inviteFailed?.values.email ?? ""} />}
          </FormField>
          <fieldset className="form__group">
            <legend>Role</legend>
            {OFFICE_ROLES.map((role) => (
              <label key={role} className="check">
                <input
                  type="radio"
                  name="role"
                  value={role}
                  defaultChecked={(inviteFailed?.values.role || "agent") === role}
                />{" "}
                <span>
                  <strong>{ROLE_NAMES[role]}</strong>: {ROLE_DESCRIPTIONS[role]}
                </span>
              </label>
            ))}
            {inviteFailed?.errors.role && <p className="form__error">{inviteFailed.errors.role}</p>}
          </fieldset>
          <button type="submit" className="button" disabled={busy}>
            {busy ? "Sending…" : "Send the invitation"}
          </button>
        </Form>
      </section>

      {invitations.length > 0 && (
        <section className="people__section" aria-labelledby="invitations-heading">
          <h2 id="invitations-heading">Invitations waiting</h2>
          <ul className="record-list">
            {invitations.map((invitation) => (
              <li key={invitation.email} className="record-list__item">
                <p className="record-list__title person-entry__facts">{invitation.email}</p>
                <p className="record-list__facts">
                  As {ROLE_NAMES[invitation.role].toLowerCase()}, invited by {invitation.invitedBy}; the link
                  works until {invitation.expires}.
                </p>
                <Form method="post">
                  <input type="hidden" name="intent" value="withdraw" />
                  <input type="hidden" name="email" value={invitation.email} />
                  <button type="submit" className="button button--secondary" disabled={busy}>
                    Withdraw
                  </button>
                </Form>
              </li>
            ))}
          </ul>
        </section>
      )}

      <section className="people__section" aria-labelledby="two-step-heading">
        <h2 id="two-step-heading">Two-step sign-in for everyone</h2>
        <Form method="post" className="form">
          <input type="hidden" name="intent" value="two-step" />
          <label className="check">
            <input type="checkbox" name="twoStepRequired" defaultChecked={twoStepRequired} /> Everyone signs
            in in two steps
          </label>
          <p className="form__hint">
            Anyone without two-step sign-in is asked to set it up, with an app on their phone, before any
            other page of the office. Set yours up first.
          </p>
          <button type="submit" className="button button--secondary" disabled={busy}>
            Save
          </button>
        </Form>
      </section>

      {removed.length > 0 && (
        <section className="people__section" aria-labelledby="removed-heading">
          <h2 id="removed-heading">Removed</h2>
          <p>They cannot sign in. Invite their address again to bring someone back.</p>
          <ul className="record-list">
            {removed.map((person) => (
              <li key={person.id} className="record-list__item">
                <p className="record-list__title">{person.label}</p>
                <p className="record-list__facts person-entry__facts">{person.email}</p>
              </li>
            ))}
          </ul>
        </section>
      )}
      <p>
        <Link to="/admin-dashboard">Back to the dashboard</Link>
      </p>
    </main>
  );
}
