import { useNavigation } from "react-router";
import { PageTitle } from "~/ui/site-brand";
import { ConfirmationNotice } from "~/office/components/confirmation-notice";
import { PropertyForm } from "~/office/components/property-form";
import { findCities } from "~/data/listing-search.server";
import { findListingBySlug } from "~/data/properties.server";
import { updateProperty } from "~/data/property-writes.server";
import { findSettings } from "~/data/settings.server";
import { propertyFormValues } from "~/domain/property-form";
import { assignablePeople } from "~/data/office-work.server";
import { ListingKeeperForm } from "~/office/components/listing-keeper-form";
import { requireOfficePerson } from "~/services/auth.server";
import { requireOwnListing } from "~/services/others-work.server";
import { servicesFrom } from "~/services/context.server";
import { mapSettingsFrom } from "~/services/map-settings.server";
import { editProperty, propertyNotFound } from "~/services/property-editor.server";
import type { Route } from "./+types/update-property";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const person = await requireOfficePerson(request, context);
  const { agentId } = await requireOwnListing(context, { person, request, slug: params.slug });
  const { db } = servicesFrom(context).database;
  const [listing, cities, { kesRate }, people] = await Promise.all([
    findListingBySlug(db, params.slug),
    findCities(db),
    findSettings(db),
    person.role === "owner" ? assignablePeople(db) : [],
  ]);
  if (!listing) throw propertyNotFound();
  return { listing, cities, kesRate, map: mapSettingsFrom(context), keeper: { agentId, people } };
}

export async function action(args: Route.ActionArgs) {
  const person = await requireOfficePerson(args.request, args.context);
  await requireOwnListing(args.context, { person, request: args.request, slug: args.params.slug });
  return editProperty(args, {
    action: "property-updated",
    save: (db, input) => updateProperty(db, args.params.slug, input),
  });
}

export default function UpdateProperty({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const { listing, cities } = loaderData;
  const values = actionData?.values ?? propertyFormValues(listing);
  return (
    <main id="main" className="page page--narrow">
      <PageTitle>{`Update ${listing.name}`}</PageTitle>
      <meta name="robots" content="noindex" />
      <h1>Update {listing.name}</h1>
      <ConfirmationNotice />
      {loaderData.keeper.people.length > 0 && (
        <ListingKeeperForm
          slug={listing.slug}
          agentId={loaderData.keeper.agentId}
          people={loaderData.keeper.people}
        />
      )}
      <PropertyForm
        key={JSON.stringify(values)}
        values={values}
        errors={actionData?.errors ?? {}}
        cities={cities}
        map={loaderData.map}
        kesRate={loaderData.kesRate}
        savedPhotos={listing.photos}
        submitLabel="Save changes"
        submitting={navigation.state === "submitting"}
      />
    </main>
  );
}
