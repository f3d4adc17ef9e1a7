import { data, Form, Link, useNavigation } from "react-router";
import { todayInNairobi } from "~/domain/dates";
import { dataRequestFields } from "~/domain/data-requests";
import { emptyValues } from "~/domain/form-fields";
import { parsePositiveInteger } from "~/domain/messages";
import { personCorrectionFields } from "~/domain/person-correction";
import { countsInWords, PERSON_FIELD, PERSON_SEARCH_MAX_LENGTH } from "~/domain/person-search";
import { ConfirmationNotice } from "~/office/components/confirmation-notice";
import {
  ANSWERED_INTENT,
  DataRequestsPanel,
  LOG_REQUEST_INTENT,
} from "~/office/components/data-requests-panel";
import { PersonRecordsList } from "~/office/components/person-records";
import { requireOfficePerson } from "~/services/auth.server";
import { redirectWithConfirmation } from "~/services/flash.server";
import { formText } from "~/services/form-text.server";
import {
  answerRequest,
  correctPersonsData,
  erasePersonsData,
  findPerson,
  logRequest,
  openRequests,
} from "~/services/personal-records.server";
import { ErrorSummary } from "~/ui/error-summary";
import { FormField } from "~/ui/form-field";
import { PageTitle } from "~/ui/site-brand";
import type { Route } from "./+types/personal-data";

const FIND_INTENT = "find";
const CORRECT_INTENT = "correct";
const ERASE_INTENT = "erase";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireOfficePerson(request, context);
  return { requests: await openRequests(context), today: todayInNairobi(new Date()) };
}

// The person is sent in the form's body, never in the address: a phone number or an e-mail
// address stays out of the history, the server's logs and any proxy's.
export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireOfficePerson(request, context);
  const form = await request.formData();
  switch (formText(form, "intent")) {
    case FIND_INTENT:
      return findPerson(context, form);
    case CORRECT_INTENT:
      return correctPersonsData(context, form, user.email);
    case ERASE_INTENT:
      if (formText(form, "checked") !== "yes")
        return findPerson(context, form).then((found) => ({ ...found, unchecked: true }));
      return erasePersonsData(context, form, user.email);
    case LOG_REQUEST_INTENT: {
      const logged = await logRequest(context, form, user.email);
      if (logged.status === "invalid") return data(logged, { status: 400 });
      return redirectWithConfirmation(
        "/personal-data",
        "Logged: the request shows on the dashboard until answered.",
        request,
      );
    }
    case ANSWERED_INTENT: {
      const id = parsePositiveInteger(formText(form, "id"));
      if (id === null || !(await answerRequest(context, id, user.email))) {
        throw data("There is no such request waiting", { status: 404 });
      }
      return redirectWithConfirmation("/personal-data", "Marked answered.", request);
    }
    default:
      throw data("Unknown request", { status: 400 });
  }
}

export default function PersonalData({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  const outcome = actionData && "status" in actionData ? actionData : null;
  const requestLog = outcome?.status === "invalid" ? outcome : null;
  const person = outcome && outcome.status !== "invalid" ? outcome : null;
  const typed = person && "typed" in person ? person.typed : "";
  const shown = person?.status === "found" || person?.status === "uncorrected" ? person : null;
  const correction = person?.status === "uncorrected" ? person : null;
  const personField = <input type="hidden" name={PERSON_FIELD} value={typed} />;

  return (
    <main id="main" className="page page--narrow">
      <PageTitle>A person&apos;s data</PageTitle>
      <meta name="robots" content="noindex" />
      <h1>A person&apos;s data</h1>
      <p>
        When someone asks what the site keeps about them, to correct it or to erase it, find them by the phone
        number or e-mail address they give, however it is written. Kenya&apos;s Data Protection Act gives the
        office 7 days to answer. What visitors are told is on the <Link to="/privacy">privacy notice</Link>.
      </p>
      <ConfirmationNotice />
      <DataRequestsPanel
        requests={loaderData.requests}
        today={loaderData.today}
        values={requestLog?.values ?? emptyValues(dataRequestFields)}
        errors={requestLog?.errors ?? {}}
      />

      <section aria-labelledby="find-person-heading">
        <h2 id="find-person-heading">Find a person</h2>
        <Form method="post" className="form" noValidate>
          <FormField
            id="person"
            label="Phone number or e-mail address"
            error={person?.status === "unreadable" ? person.problem : undefined}
          >
            {(control) => (
              <input
                {...control}
                name={PERSON_FIELD}
                defaultValue={typed}
                autoComplete="off"
                maxLength={PERSON_SEARCH_MAX_LENGTH}
                required
              />
            )}
          </FormField>
          <button type="submit" name="intent" value={FIND_INTENT} className="button" disabled={busy}>
            Find
          </button>
        </Form>
      </section>

      {person?.status === "erased" && (
        <p className="notice notice--success" role="status">
          Erased: {countsInWords(person.counts)}. Nothing more is kept about them but the audit log&apos;s
          note that this was done; backups forget it as they are replaced.
        </p>
      )}

      {shown && (
        <>
          {"said" in shown && shown.said && (
            <p className="notice notice--success" role="status">
              {shown.said}
            </p>
          )}
          <PersonRecordsList who={shown.who} records={shown.records} />
          <div className="person-records__actions">
            <Form method="post" action="/personal-data/copy.json" reloadDocument>
              {personField}
              <button type="submit" className="button button--secondary">
                Download a copy (JSON)
              </button>
            </Form>
          </div>

          <section aria-labelledby="correct-person-heading">
            <h2 id="correct-person-heading">Correct</h2>
            <p>What you write replaces theirs in every message and booking above; leave the rest empty.</p>
            {correction && (
              <ErrorSummary submission={correction}>
                Please correct the fields marked below; nothing was changed.
              </ErrorSummary>
            )}
            <Form method="post" className="form" noValidate>
              {personField}
              {(Object.keys(personCorrectionFields) as (keyof typeof personCorrectionFields)[]).map(
                (name) => (
                  <FormField
                    key={name}
                    id={`correct-${name}`}
                    field={personCorrectionFields[name]}
                    error={correction?.errors[name]}
                  >
                    {(control) => <input {...control} defaultValue={correction?.values[name]} />}
                  </FormField>
                ),
              )}
              <button type="submit" name="intent" value={CORRECT_INTENT} className="button" disabled={busy}>
                Correct
              </button>
            </Form>
          </section>

          <section aria-labelledby="erase-person-heading">
            <h2 id="erase-person-heading">Erase</h2>
            <p>
              Erases everything above at once, with the e-mails queued to them; their alerts stop and a
              booking&apos;s link says it is gone. It cannot be undone.
            </p>
            <Form method="post" className="form" noValidate>
              {personField}
              <label className="check">
                <input type="checkbox" name="checked" value="yes" required /> I have checked that the request
                comes from this person
              </label>
              {"unchecked" in shown && (
                <p className="form__error" role="alert">
                  Please tick the box once you have checked who asks; nothing was erased.
                </p>
              )}
              <button
                type="submit"
                name="intent"
                value={ERASE_INTENT}
                className="button button--danger"
                disabled={busy}
              >
                Erase everything above
              </button>
            </Form>
          </section>
        </>
      )}
    </main>
  );
}
