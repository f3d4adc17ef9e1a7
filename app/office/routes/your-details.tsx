import { data, Link, useNavigation } from "react-router";
import { findPerson } from "~/data/people.server";
import { formattedValues } from "~/domain/form-fields";
import { ROLE_NAMES } from "~/domain/office-roles";
import { personLabel, personPhotoUrl } from "~/domain/people";
import { personDetailsFields } from "~/domain/person-fields";
import { ConfirmationNotice } from "~/office/components/confirmation-notice";
import { PersonDetailsForm } from "~/office/components/person-details-form";
import { requireOfficePerson } from "~/services/auth.server";
import { servicesFrom } from "~/services/context.server";
import { redirectWithConfirmation } from "~/services/flash.server";
import { savePersonDetails } from "~/services/people.server";
import { readPersonForm } from "~/services/person-photos.server";
import { ErrorSummary } from "~/ui/error-summary";
import { PageTitle } from "~/ui/site-brand";
import type { Route } from "./+types/your-details";

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireOfficePerson(request, context);
  const { database, config } = servicesFrom(context);
  const person = await findPerson(database.db, user.id);
  if (!person) throw data("Page not found", { status: 404 });
  return {
    label: personLabel(person),
    email: person.email,
    role: ROLE_NAMES[person.role],
    photoUrl: personPhotoUrl(person.photoKey, config.mediaBaseUrl),
    values: formattedValues(personDetailsFields, person),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireOfficePerson(request, context);
  const outcome = await savePersonDetails(context, user, user.id, await readPersonForm(request));
  if (outcome.status === "not-found") throw data("Page not found", { status: 404 });
  if (outcome.status === "invalid") return data(outcome, { status: 400 });
  return redirectWithConfirmation(
    "/your-details",
    outcome.changed ? "Saved: visitors see your new details on your listings." : "Nothing had changed.",
    request,
  );
}

export default function YourDetails({ loaderData, actionData }: Route.ComponentProps) {
  const saving = useNavigation().state === "submitting";
  return (
    <main id="main" className="page page--narrow">
      <PageTitle>Your details</PageTitle>
      <meta name="robots" content="noindex" />
      <h1>Your details</h1>
      <p>
        {loaderData.email}, {loaderData.role.toLowerCase()}. Visitors see your name, photo and numbers on the
        listings you look after.
      </p>
      <ConfirmationNotice />
      {actionData && (
        <ErrorSummary submission={actionData}>
          Please correct the fields marked below; nothing was saved. A photo you chose needs choosing again.
        </ErrorSummary>
      )}
      <PersonDetailsForm
        idPrefix="your-details"
        values={actionData?.values ?? loaderData.values}
        errors={actionData?.errors ?? {}}
        photoUrl={loaderData.photoUrl}
        label={loaderData.label}
        saving={saving}
        submitLabel="Save your details"
      />
      <p>
        <Link to="/admin-dashboard">Back to the dashboard</Link>
      </p>
    </main>
  );
}
