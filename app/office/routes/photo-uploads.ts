import { requireOfficePerson } from "~/services/auth.server";
import { servicesFrom } from "~/services/context.server";
import { receivePhotoUpload } from "~/services/photo-uploads.server";
import type { Route } from "./+types/photo-uploads";

export async function action({ request, context }: Route.ActionArgs) {
  await requireOfficePerson(request, context);
  return receivePhotoUpload(request, servicesFrom(context));
}
