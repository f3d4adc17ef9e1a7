import { counted } from "~/domain/counted";
import { data, Form, Link, useNavigation } from "react-router";
import { PhotosGoingToListings } from "~/office/components/photos-going-to-listings";
import { recordAdminAction } from "~/services/audit-log.server";
import { requireOfficePerson } from "~/services/auth.server";
import { servicesFrom } from "~/services/context.server";
import { redirectWithConfirmation } from "~/services/flash.server";
import { confirmSending, sendingPreview } from "~/services/photo-sendings.server";
import { PageTitle } from "~/ui/site-brand";
import type { Route } from "./+types/photos-in-bulk-preview";

const GONE = "These photos are no longer waiting: they were added already, or sent more than a day ago.";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireOfficePerson(request, context);
  const preview = await sendingPreview(servicesFrom(context), params.token);
  if (!preview) throw data(GONE, { status: 404 });
  return preview;
}

/** Adds the photos to their listings, once: a second confirmation finds nothing waiting. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const person = await requireOfficePerson(request, context);
  const added = await confirmSending(servicesFrom(context), params.token);
  if (added === null) throw data(GONE, { status: 404 });
  await recordAdminAction(context, {
    actor: person.email,
    action: "photos-added-in-bulk",
    subject: counted(added, "photo", "photos"),
  });
  return redirectWithConfirmation(
    "/manage-properties",
    `${counted(added, "photo was", "photos were")} added to their listings.`,
    request,
  );
}

export default function PhotosInBulkPreview({ loaderData }: Route.ComponentProps) {
  const { listings, leftOut, adding } = loaderData;
  const confirming = useNavigation().state === "submitting";
  return (
    <main id="main" className="page">
      <PageTitle>Photos in bulk: preview</PageTitle>
      <meta name="robots" content="noindex" />
      <h1>Where the photos go</h1>
      <h2>Preview: nothing is added yet</h2>
      <ul className="import-summary">
        <li>
          {counted(adding, "photo", "photos")} for {counted(listings.length, "listing", "listings")}
        </li>
        <li>{counted(leftOut.length, "file left out", "files left out")}</li>
      </ul>
      <PhotosGoingToListings listings={listings} leftOut={leftOut} />
      <div className="admin-links">
        {adding > 0 && (
          <Form method="post">
            <button type="submit" className="button" disabled={confirming}>
              {confirming ? "Adding…" : `Add ${counted(adding, "photo", "photos")}`}
            </button>
          </Form>
        )}
        <Link className="button button--secondary" to="/import/photos">
          Send other photos
        </Link>
      </div>
    </main>
  );
}
