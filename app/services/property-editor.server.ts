import type { User } from "~/data/users.server";
import { data, type RouterContextProvider } from "react-router";
import type { AppDatabase } from "~/data/app-database";
import { forgetUploads } from "~/data/photo-uploads.server";
import { DuplicateNameError, type PropertyPhotoChoice } from "~/data/property-writes.server";
import { findSettings } from "~/data/settings.server";
import type { AuditAction } from "~/domain/audit-log";
import { fieldErrors } from "~/domain/form-errors";
import { uploadToken } from "~/domain/photos";
import {
  amountsRead,
  applyPhotoEdit,
  type PhotoChoice,
  parsePhotoEdit,
  propertyFormSchema,
  type PropertyInput,
} from "~/domain/property-form";
import { type PropertyField, propertyFields, type PropertyFormValues } from "~/domain/property-fields";
import { recordAdminAction } from "./audit-log.server";
import { requireOfficePerson } from "./auth.server";
import { type AppServices, servicesFrom } from "./context.server";
import { redirectWithConfirmation } from "./flash.server";
import { readFormValues } from "./form-text.server";
import { removeStoredPhotos } from "./photo-storage.server";
import { describeRefusedPhotos, findWaitingUploads, readFormWithPhotos } from "./photo-uploads.server";

type PropertyFormErrors = Partial<Record<PropertyField, string>>;
type EditorServices = Pick<AppServices, "database" | "media">;

export const MISSING_UPLOAD_MESSAGE =
  "A photo uploaded earlier is no longer on the server and was taken off the list. Please upload it again.";

interface ValidPropertySubmission {
  status: "valid";
  values: PropertyFormValues;
  input: Omit<PropertyInput, "photos"> & { photos: PropertyPhotoChoice[] };
  /** The new uploads among the photos, to forget once the property holds them. */
  uploadKeys: string[];
}

type PropertySubmission =
  | ValidPropertySubmission
  /** The form to show again: after a photo button (200) or with errors (400). */
  | { status: "shown"; response: ReturnType<typeof formResponse> };

function formResponse(values: PropertyFormValues, errors: PropertyFormErrors, status: 200 | 400) {
  return data({ values, errors }, { status });
}

const shown = (values: PropertyFormValues, errors: PropertyFormErrors, status: 200 | 400 = 400) => ({
  status: "shown" as const,
  response: formResponse(values, errors, status),
});

/**
 * The form as typed. Photos sent with the form itself (`photos`, replaced by their upload
 * tokens on the server) join the end of the photo list; a typed photo link is read trimmed.
 */
export function readPropertyForm(form: FormData): PropertyFormValues {
  const values = readFormValues(form, propertyFields);
  const photos = form.getAll("photos").filter((value) => typeof value === "string");
  return { ...values, photos: [...values.photos, ...photos], photoLink: values.photoLink.trim() };
}

/**
 * Reads a posted property form, storing the photos sent with it. A photo button (move,
 * remove, add a link) only changes the form shown again; the save button validates it and
 * looks up the new uploads it names.
 */
async function readPropertySubmission(
  request: Request,
  services: EditorServices,
): Promise<PropertySubmission> {
  const { form, refused } = await readFormWithPhotos(request, services);
  const values = readPropertyForm(form);
  if (refused.length > 0) return shown(values, { photos: describeRefusedPhotos(refused) });

  const intent = form.get("intent");
  const edit = typeof intent === "string" ? parsePhotoEdit(intent) : null;
  if (edit) {
    const edited = applyPhotoEdit(values, edit);
    return typeof edited === "string" ? shown(values, { photoLink: edited }) : shown(edited, {}, 200);
  }

  const result = propertyFormSchema.safeParse(values);
  if (!result.success) return shown(values, fieldErrors<PropertyField>(result.error));

  const uploadKeys = result.data.photos.flatMap((photo) => ("uploadKey" in photo ? [photo.uploadKey] : []));
  const uploads = await findWaitingUploads(services, uploadKeys);
  const missing = uploadKeys.filter((key) => !uploads.has(key));
  if (missing.length > 0) {
    const gone = new Set(missing.map(uploadToken));
    return shown(
      { ...values, photos: values.photos.filter((photo) => !gone.has(photo)) },
      { photos: MISSING_UPLOAD_MESSAGE },
    );
  }
  const photos = result.data.photos.map((photo: PhotoChoice): PropertyPhotoChoice =>
    "uploadKey" in photo ? uploads.get(photo.uploadKey)! : photo,
  );
  return { status: "valid", values, input: { ...result.data, photos }, uploadKeys };
}

/**
 * After a property was saved: its new uploads are now its own, the files of photos no
 * property uses any more go, and the administrator is taken back to the list with a
 * confirmation naming the property (decision 012) and saying what its amounts were read as.
 */
async function finishSaving(
  services: EditorServices,
  request: Request,
  submission: ValidPropertySubmission,
  removedStorageKeys: string[],
): Promise<Response> {
  await forgetUploads(services.database.db, submission.uploadKeys);
  await removeStoredPhotos(services.media, removedStorageKeys);
  const { kesRate } = await findSettings(services.database.db);
  const read = amountsRead(submission.values, kesRate);
  return redirectWithConfirmation(
    "/manage-properties",
    `Saved “${submission.input.name}”.${read && ` Amounts read as ${read}.`}`,
    request,
  );
}

export const propertyNotFound = () => data("Property not found", { status: 404 });

interface PropertyEdit {
  /** What the audit log records the save as. */
  action: Extract<AuditAction, "property-created" | "property-updated">;
  /** Stores the property; null when it is no longer there to update. */
  save(
    db: AppDatabase,
    input: ValidPropertySubmission["input"],
    person: User,
  ): Promise<{ removedStorageKeys: string[] } | null>;
}

/**
 * The add and edit forms' action: the administrator's form read and checked, the property
 * saved, a name another property has shown as the name's error, and a save recorded and
 * confirmed on the list. Anything short of a save answers the form again with what was typed.
 */
export async function editProperty(
  { request, context }: { request: Request; context: Readonly<RouterContextProvider> },
  { action, save }: PropertyEdit,
) {
  const user = await requireOfficePerson(request, context);
  const services = servicesFrom(context);
  const submission = await readPropertySubmission(request, services);
  if (submission.status === "shown") return submission.response;
  let saved;
  try {
    saved = await save(services.database.db, submission.input, user);
  } catch (error) {
    if (error instanceof DuplicateNameError)
      return formResponse(submission.values, { name: error.message }, 400);
    throw error;
  }
  if (!saved) throw propertyNotFound();
  await recordAdminAction(context, { actor: user.email, action, subject: submission.input.name });
  throw await finishSaving(services, request, submission, saved.removedStorageKeys);
}
