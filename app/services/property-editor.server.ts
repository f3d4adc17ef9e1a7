import { data } from "react-router";
import { forgetUploads } from "~/data/image-uploads.server";
import type { DuplicateNameError, PropertyImageChoice } from "~/data/property-writes.server";
import { fieldErrors } from "~/domain/form-errors";
import { uploadToken } from "~/domain/images";
import {
  applyImageEdit,
  type ImageChoice,
  parseImageEdit,
  type PropertyField,
  propertyFormSchema,
  type PropertyFormValues,
  type PropertyInput,
  readPropertyForm,
} from "~/domain/property-form";
import type { AppServices } from "./context.server";
import { redirectWithConfirmation } from "./flash.server";
import { removeStoredImages } from "./image-upload.server";
import { describeRefusedPhotos, findWaitingUploads, readFormWithPhotos } from "./photo-uploads.server";

type PropertyFormErrors = Partial<Record<PropertyField, string>>;
type EditorServices = Pick<AppServices, "database" | "media">;

export const MISSING_UPLOAD_MESSAGE =
  "A photo uploaded earlier is no longer on the server and was taken off the list. Please upload it again.";

export interface ValidPropertySubmission {
  status: "valid";
  values: PropertyFormValues;
  input: Omit<PropertyInput, "images"> & { images: PropertyImageChoice[] };
  /** The new uploads among the images, to forget once the property holds them. */
  uploadKeys: string[];
}

export type PropertySubmission =
  | ValidPropertySubmission
  /** The form to show again: after an image button (200) or with errors (400). */
  | { status: "shown"; response: ReturnType<typeof formResponse> };

function formResponse(values: PropertyFormValues, errors: PropertyFormErrors, status: 200 | 400) {
  return data({ values, errors }, { status });
}

const shown = (values: PropertyFormValues, errors: PropertyFormErrors, status: 200 | 400 = 400) => ({
  status: "shown" as const,
  response: formResponse(values, errors, status),
});

/** The add and edit forms' answer when the name is another property's. */
export function duplicateNameResponse(values: PropertyFormValues, error: DuplicateNameError) {
  return formResponse(values, { name: error.message }, 400);
}

/**
 * Reads a posted property form, storing the photos sent with it. An image button (move,
 * remove, add a link) only changes the form shown again; the save button validates it and
 * looks up the new uploads it names.
 */
export async function readPropertySubmission(
  request: Request,
  services: EditorServices,
): Promise<PropertySubmission> {
  const { form, refused } = await readFormWithPhotos(request, services);
  const values = readPropertyForm(form);
  if (refused.length > 0) return shown(values, { images: describeRefusedPhotos(refused) });

  const intent = form.get("intent");
  const edit = typeof intent === "string" ? parseImageEdit(intent) : null;
  if (edit) {
    const edited = applyImageEdit(values, edit);
    return typeof edited === "string" ? shown(values, { imageLink: edited }) : shown(edited, {}, 200);
  }

  const result = propertyFormSchema.safeParse(values);
  if (!result.success) return shown(values, fieldErrors<PropertyField>(result.error));

  const uploadKeys = result.data.images.flatMap((image) => ("uploadKey" in image ? [image.uploadKey] : []));
  const uploads = await findWaitingUploads(services, uploadKeys);
  const missing = uploadKeys.filter((key) => !uploads.has(key));
  if (missing.length > 0) {
    const gone = new Set(missing.map(uploadToken));
    return shown(
      { ...values, images: values.images.filter((image) => !gone.has(image)) },
      { images: MISSING_UPLOAD_MESSAGE },
    );
  }
  const images = result.data.images.map((image: ImageChoice): PropertyImageChoice =>
    "uploadKey" in image ? uploads.get(image.uploadKey)! : image,
  );
  return { status: "valid", values, input: { ...result.data, images }, uploadKeys };
}

/**
 * After a property was saved: its new uploads are now its own, the files of images no
 * property uses any more go, and the administrator is taken back to the list with a
 * confirmation naming the property (decision 012).
 */
export async function finishSaving(
  services: EditorServices,
  request: Request,
  submission: ValidPropertySubmission,
  removedStorageKeys: string[] = [],
): Promise<Response> {
  await forgetUploads(services.database.db, submission.uploadKeys);
  await removeStoredImages(services.media, removedStorageKeys);
  return redirectWithConfirmation("/manage-properties", `Saved “${submission.input.name}”.`, request);
}
