import { typedText } from "~/domain/text";
import type { FormFields, FormValues } from "~/domain/form-fields";

/**
 * A posted form with its text cleaned of the control characters no one types but that may
 * come pasted (ESC, BEL…), in names and values alike; files as they came. A NUL byte is no
 * such character: a form holding one is refused (`holdsUntypedBytes`).
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

/** What a query string or a form holding a NUL byte or bytes that are not UTF-8 is told. */
export const UNTYPED_BYTES_MESSAGE =
  "The form holds a NUL byte or characters that are not UTF-8, which no one types. Please type the text again.";

/** Whether a posted form's names or text values hold a NUL byte: it is then refused whole. */
export function holdsUntypedBytes(form: FormData): boolean {
  for (const [name, value] of form) {
    if (name.includes("\u0000") || (typeof value === "string" && value.includes("\u0000"))) return true;
  }
  return false;
}

/**
 * Whether `error` is the multipart parser's refusal of a field's name or text that is not
 * UTF-8: it decodes each text part strictly, never into "\ufffd".
 */
export function isNotUtf8(error: unknown): boolean {
  return (
    error instanceof TypeError && (error as { code?: string }).code === "ERR_ENCODING_INVALID_ENCODED_DATA"
  );
}
