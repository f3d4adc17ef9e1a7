import { typedText } from "~/domain/text";

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
