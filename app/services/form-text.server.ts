import { typedText } from "~/domain/text";
import type { FormFields, FormValues } from "~/domain/form-fields";

/**
 * A posted form with its text cleaned of control characters no one types (a NUL byte among
 * them) in names and values alike; files as they came.
 */
export function withTypedText(form: FormData): FormData {
  const cleaned = new FormData();
  for (const [name, value] of form) {
    cleaned.append(typedText(name), typeof value === "string" ? typedText(value) : value);
  }
  return cleaned;
}

/** The text of a form field; "" when it is missing or a file. */
export function formText(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
}

/**
 * A posted form's values by its fields' definitions: a missing or file field reads as
 * empty, and a repeated field as the list of its text values.
 */
export function readFormValues<Fields extends FormFields>(
  form: FormData,
  fields: Fields,
): FormValues<Fields> {
  return Object.fromEntries(
    Object.entries(fields).map(([key, field]) => [
      key,
      Array.isArray(field.empty)
        ? form.getAll(field.name).filter((value) => typeof value === "string")
        : formText(form, field.name),
    ]),
  ) as FormValues<Fields>;
}
