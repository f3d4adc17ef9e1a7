import { useNavigation } from "react-router";
import { PropertyForm } from "~/components/property-form";
import { findCities } from "~/data/listing-search.server";
import { createProperty, DuplicateNameError } from "~/data/property-writes.server";
import { todayInNairobi } from "~/domain/dates";
import { EMPTY_PROPERTY_FORM } from "~/domain/property-form";
import { recordAdminAction } from "~/services/audit-log.server";
import { requireAdmin } from "~/services/auth.server";
import { servicesFrom } from "~/services/context.server";
import {
  duplicateNameResponse,
  finishSaving,
  readPropertySubmission,
} from "~/services/property-editor.server";
import type { Route } from "./+types/add-property";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  return { cities: await findCities(servicesFrom(context).database.db) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireAdmin(request, context);
  const services = servicesFrom(context);
  const submission = await readPropertySubmission(request, services);
  if (submission.status === "shown") return submission.response;
  const { input, values } = submission;
  try {
    await createProperty(services.database.db, {
      ...input,
      // A new property has no images of its own yet: ids of other properties' images are dropped.
      images: input.images.flatMap((image) => ("id" in image ? [] : [image])),
      published: todayInNairobi(new Date()),
    });
  } catch (error) {
    if (error instanceof DuplicateNameError) return duplicateNameResponse(values, error);
    throw error;
  }
  await recordAdminAction(context, { actor: user.email, action: "property-created", subject: input.name });
  throw await finishSaving(services, request, submission);
}

export default function AddProperty({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const values = actionData?.values ?? EMPTY_PROPERTY_FORM;
  return (
    <main id="main" className="page page--narrow">
      <title>Add Service · Makazi</title>
      <meta name="robots" content="noindex" />
      <h1>Add Service</h1>
      <PropertyForm
        key={JSON.stringify(values)}
        values={values}
        errors={actionData?.errors ?? {}}
        cities={loaderData.cities}
        savedImages={[]}
        submitLabel="Add property"
        submitting={navigation.state === "submitting"}
      />
    </main>
  );
}
