import { data } from "react-router";
import type { DuplicateNameError } from "~/data/properties.server";
import { fieldErrors } from "~/domain/form-errors";
import { IMAGE_WIDTHS, storedImageFile } from "~/domain/images";
import {
  applyImageEdit,
  parseImageEdit,
  type PropertyField,
  propertyFormSchema,
  type PropertyFormValues,
  type PropertyInput,
  readPropertyForm,
} from "~/domain/property-form";
import { redirectWithConfirmation } from "./flash.server";
import type { MediaStorage } from "./media-storage.server";

type PropertyFormErrors = Partial<Record<PropertyField, string>>;

export type PropertySubmission =
  | { status: "valid"; values: PropertyFormValues; input: PropertyInput }
  /** The form to show again: after an image button (200) or with errors (400). */
  | { status: "shown"; response: ReturnType<typeof formResponse> };

function formResponse(values: PropertyFormValues, errors: PropertyFormErrors, status: 200 | 400) {
  return data({ values, errors }, { status });
}

/** The add and edit forms' answer when the name is another property's. */
export function duplicateNameResponse(values: PropertyFormValues, error: DuplicateNameError) {
  return formResponse(values, { name: error.message }, 400);
}

/**
 * Reads a posted property form. An image button (move, remove, add a link) only changes
 * the form shown again; the save button validates it.
 */
export async function readPropertySubmission(request: Request): Promise<PropertySubmission> {
  const form = await request.formData();
  const values = readPropertyForm(form);
  const intent = form.get("intent");
  const edit = typeof intent === "string" ? parseImageEdit(intent) : null;
  if (edit) {
    const edited = applyImageEdit(values, edit);
    return typeof edited === "string"
      ? { status: "shown", response: formResponse(values, { imageLink: edited }, 400) }
      : { status: "shown", response: formResponse(edited, {}, 200) };
  }
  const result = propertyFormSchema.safeParse(values);
  if (!result.success) {
    return {
      status: "shown",
      response: formResponse(values, fieldErrors<PropertyField>(result.error), 400),
    };
  }
  return { status: "valid", values, input: result.data };
}

/** Deletes every stored width of each image no property uses any more. */
export async function removeImageFiles(media: MediaStorage, storageKeys: string[]): Promise<void> {
  await Promise.all(
    storageKeys.flatMap((key) => IMAGE_WIDTHS.map((width) => media.remove(storedImageFile(key, width)))),
  );
}

/** Back to the list after a save, saying which property was saved (decision 012). */
export function redirectAfterSaving(name: string, request: Request): Promise<Response> {
  return redirectWithConfirmation("/manage-properties", `Saved “${name}”.`, request);
}
