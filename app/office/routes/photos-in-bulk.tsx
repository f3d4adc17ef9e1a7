import { PHOTOS_WITHOUT_PEOPLE } from "~/domain/personal-data";
import { data, Form, redirect, useNavigation } from "react-router";
import { MAX_PHOTOS_PER_SENDING } from "~/domain/photo-file-names";
import { MAX_PHOTOS_PER_PROPERTY } from "~/domain/photos";
import { requireOfficePerson } from "~/services/auth.server";
import { servicesFrom } from "~/services/context.server";
import { receivePhotoSending, SendingRefused } from "~/services/photo-sendings.server";
import { ErrorSummary } from "~/ui/error-summary";
import { PageTitle } from "~/ui/site-brand";
import type { Route } from "./+types/photos-in-bulk";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireOfficePerson(request, context);
  return null;
}

/** Reads the photos sent and shows where each would go; nothing reaches a listing before it is confirmed. */
export async function action({ request, context }: Route.ActionArgs) {
  await requireOfficePerson(request, context);
  try {
    const token = await receivePhotoSending(request, servicesFrom(context));
    return redirect(`/import/photos/${token}`);
  } catch (error) {
    if (error instanceof SendingRefused) return data({ error: error.message }, { status: error.status });
    throw error;
  }
}

export default function PhotosInBulk({ actionData }: Route.ComponentProps) {
  const sending = useNavigation().state === "submitting";
  return (
    <main id="main" className="page page--narrow">
      <PageTitle>Photos in bulk</PageTitle>
      <meta name="robots" content="noindex" />
      <h1>Add photos to many listings at once</h1>
      {actionData && <ErrorSummary submission={actionData}>{actionData.error}</ErrorSummary>}
      <p>
        Put the photos in a ZIP (or choose them all at once) with names that say which listing each is for,
        and a number for its place among that listing&apos;s photos:
      </p>
      <ul>
        <li>
          by reference: <code>MK-1042-1.jpg</code>, <code>MK-1042-2.jpg</code>;
        </li>
        <li>
          by the row of the spreadsheet you imported today: <code>12-1.jpg</code> or <code>row 12-1.jpg</code>
          ;
        </li>
        <li>
          by the end of the listing&apos;s address: <code>kilimani-garden-flat-1.jpg</code>.
        </li>
      </ul>
      <p>
        Folders in the ZIP do not matter. You will see which photos go where, and which matched nothing,
        before anything is added. Each listing keeps the photos it has; the new ones come after them, up to{" "}
        {MAX_PHOTOS_PER_PROPERTY} a listing.
      </p>
      <p>{PHOTOS_WITHOUT_PEOPLE}</p>
      <Form method="post" encType="multipart/form-data" className="form" noValidate>
        <div className="form__field">
          <label htmlFor="bulk-photos">
            A ZIP of photos, or the photos (JPEG, PNG, WebP or AVIF; up to {MAX_PHOTOS_PER_SENDING} photos and
            1 GB at a time, 15 MB a photo)
          </label>
          <input
            id="bulk-photos"
            name="photos"
            type="file"
            multiple
            accept=".zip,application/zip,image/jpeg,image/png,image/webp,image/avif"
            required
          />
        </div>
        <button type="submit" className="button" disabled={sending}>
          {sending ? "Sending… (large ZIPs take a few minutes)" : "Send and preview"}
        </button>
      </Form>
    </main>
  );
}
