import { data, useNavigation } from "react-router";
import { PropertyForm } from "~/components/property-form";
import { findCities } from "~/data/listing-search.server";
import { findListingBySlug } from "~/data/properties.server";
import { DuplicateNameError, updateProperty } from "~/data/property-writes.server";
import { propertyFormValues } from "~/domain/property-form";
import { recordAdminAction } from "~/services/audit-log.server";
import { requireAdmin } from "~/services/auth.server";
import { servicesFrom } from "~/services/context.server";
import {
  duplicateNameResponse,
  finishSaving,
  readPropertySubmission,
} from "~/services/property-editor.server";
import type { Route } from "./+types/update-property";

const notFound = () => data("Property not found", { status: 404 });

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const { db } = servicesFrom(context).database;
  const [listing, cities] = await Promise.all([findListingBySlug(db, params.id), findCities(db)]);
  if (!listing) throw notFound();
  return { listing, cities };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const user = await requireAdmin(request, context);
  const services = servicesFrom(context);
  const submission = await readPropertySubmission(request, services);
  if (submission.status === "shown") return submission.response;
  const { input, values } = submission;
  let result;
  try {
    result = await updateProperty(services.database.db, params.id, input);
  } catch (error) {
    if (error instanceof DuplicateNameError) return duplicateNameResponse(values, error);
    throw error;
  }
  if (!result) throw notFound();
  await recordAdminAction(context, { actor: user.email, action: "property-updated", subject: input.name });
  throw await finishSaving(services, request, submission, result.removedStorageKeys);
}

export default function UpdateProperty({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const { listing, cities } = loaderData;
  const values = actionData?.values ?? propertyFormValues(listing);
  return (
    <main id="main" className="page page--narrow">
      <title>{`Update ${listing.name} · Makazi`}</title>
      <meta name="robots" content="noindex" />
      <h1>Update {listing.name}</h1>
      <PropertyForm
        key={JSON.stringify(values)}
        values={values}
        errors={actionData?.errors ?? {}}
        cities={cities}
        savedImages={listing.images}
        submitLabel="Save changes"
        submitting={navigation.state === "submitting"}
      />
    </main>
  );
}
