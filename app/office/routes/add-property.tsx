import { useNavigation } from "react-router";
import { PageTitle } from "~/ui/site-brand";
import { PropertyForm } from "~/office/components/property-form";
import { findCities } from "~/data/listing-search.server";
import { createProperty } from "~/data/property-writes.server";
import { findSettings } from "~/data/settings.server";
import { todayInNairobi } from "~/domain/dates";
import { EMPTY_PROPERTY_FORM } from "~/domain/property-form";
import { requireOfficePerson } from "~/services/auth.server";
import { servicesFrom } from "~/services/context.server";
import { mapSettingsFrom } from "~/services/map-settings.server";
import { editProperty } from "~/services/property-editor.server";
import type { Route } from "./+types/add-property";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireOfficePerson(request, context);
  const { db } = servicesFrom(context).database;
  const [cities, { kesRate }] = await Promise.all([findCities(db), findSettings(db)]);
  return { cities, kesRate, map: mapSettingsFrom(context) };
}

export async function action(args: Route.ActionArgs) {
  return editProperty(args, {
    action: "property-created",
    async save(db, input, person) {
      await createProperty(db, {
        ...input,
        // An agent's and the owner's listings are their own; an assistant's are the office's until given to someone.
        agentId: person.role === "assistant" ? null : person.id,
        // A new property has no images of its own yet: ids of other properties' images are dropped.
        photos: input.photos.flatMap((photo) => ("id" in photo ? [] : [photo])),
        listedOn: todayInNairobi(new Date()),
      });
      return { removedStorageKeys: [] };
    },
  });
}

export default function AddProperty({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const values = actionData?.values ?? EMPTY_PROPERTY_FORM;
  return (
    <main id="main" className="page page--narrow">
      <PageTitle>Add a property</PageTitle>
      <meta name="robots" content="noindex" />
      <h1>Add a property</h1>
      <PropertyForm
        key={JSON.stringify(values)}
        values={values}
        errors={actionData?.errors ?? {}}
        cities={loaderData.cities}
        map={loaderData.map}
        kesRate={loaderData.kesRate}
        savedPhotos={[]}
        submitLabel="Add property"
        submitting={navigation.state === "submitting"}
      />
    </main>
  );
}
