// A form's fields as data, free of zod so that the browser can have them; form-schema.ts
// builds the schema that reads them on the server.

/** What a field's control is told by its definition, besides its id and error. */
export interface FieldControlAttributes {
  name: string;
  required?: true;
  maxLength?: number;
  minLength?: number;
  type?: "date" | "email" | "password" | "tel" | "url";
  inputMode?: "decimal" | "numeric" | "email" | "tel" | "url";
  autoComplete?: string;
}

type FieldValue = string | string[];

/** How a typed field is checked before anything else reads it, with the messages it gives. */
interface TextRules {
  /** Passwords are never trimmed: spaces may be part of them. */
  trim: boolean;
  /**
   * Whether the text may have lines (a message, a description). A one-line field's line breaks
   * and tabs become spaces, so that a name can never start a line of its own in an e-mail or a
   * calendar file.
   */
  multiline: boolean;
  /** The message for an empty answer, checked first. */
  missing?: string;
  minLength?: { limit: number; message?: string };
  maxLength?: { limit: number; message?: string };
}

/**
 * One field of a form: the name the browser sends it under, its label, the attributes of its
 * control, what it shows on an empty form and, from a saved record (`format`), on an edit
 * form; for a typed field, the rules its text is checked by, whose limits are the control's.
 */
export interface FieldDefinition<Value extends FieldValue = FieldValue, Source = never> {
  name: string;
  label: string;
  empty: Value;
  format?(source: Source): Value;
  control: FieldControlAttributes;
  text?: TextRules;
}

/** A form's fields by the key its values and errors use. */
export type FormFields = Record<string, FieldDefinition>;

/** A form as typed, every field a string (or the list of strings a repeated field sends). */
export type FormValues<Fields extends FormFields> = { [Key in keyof Fields]: Fields[Key]["empty"] };

interface FieldOptions<Value extends FieldValue, Source> {
  name: string;
  label: string;
  empty?: Value;
  format?: (source: Source) => Value;
}

type Control = Pick<FieldControlAttributes, "type" | "inputMode" | "autoComplete">;

interface TextFieldOptions<Source> extends FieldOptions<string, Source>, Control {
  /**
   * The message for an empty answer; or `true` when the control is marked required but the
   * form's reading of the field says what is wrong with an empty one.
   */
  required?: string | true;
  /** The most characters, for the control and the server alike (counted after trimming). */
  maxLength?: number;
  tooLong?: (maxLength: number) => string;
  minLength?: number;
  tooShort?: (minLength: number) => string;
  trim?: boolean;
  /** Typed in a box of several lines; every other typed field is one line. */
  multiline?: boolean;
}

const lengthLimit = (limit: number, message?: (limit: number) => string) => ({
  limit,
  ...(message && { message: message(limit) }),
});

/**
 * A field typed as text. Its required flag and length limits are written once: the control
 * takes them as attributes and the schema checks them.
 */
export function textField<Source = never>({
  name,
  label,
  empty = "",
  format,
  required,
  maxLength,
  tooLong,
  minLength,
  tooShort,
  trim = true,
  multiline = false,
  ...control
}: TextFieldOptions<Source>): FieldDefinition<string, Source> {
  return {
    name,
    label,
    empty,
    ...(format && { format }),
    control: {
      name,
      ...(required !== undefined && { required: true }),
      ...(maxLength !== undefined && { maxLength }),
      ...(minLength !== undefined && { minLength }),
      ...control,
    },
    text: {
      trim,
      multiline,
      ...(typeof required === "string" && { missing: required }),
      ...(minLength !== undefined && { minLength: lengthLimit(minLength, tooShort) }),
      ...(maxLength !== undefined && { maxLength: lengthLimit(maxLength, tooLong) }),
    },
  };
}

/** A field chosen rather than typed: a list to pick from, or a box to tick. */
export function choiceField<Source = never>({
  name,
  label,
  required,
  empty = "",
  format,
}: FieldOptions<string, Source> & { required?: true }): FieldDefinition<string, Source> {
  return { name, label, empty, ...(format && { format }), control: { name, ...(required && { required }) } };
}

/** A field the browser sends once for each value: the boxes ticked of a group, a list in order. */
export function listField<Source = never>({
  name,
  label,
  format,
}: Omit<FieldOptions<string[], Source>, "empty">): FieldDefinition<string[], Source> {
  return { name, label, empty: [], ...(format && { format }), control: { name } };
}

/** Each field of a form, mapped under its key. */
export function mapFields<Fields extends FormFields, Result>(
  fields: Fields,
  map: (field: Fields[keyof Fields], key: keyof Fields & string) => Result,
): { [Key in keyof Fields]: Result } {
  return Object.fromEntries(
    Object.entries(fields).map(([key, field]) => [key, map(field as Fields[keyof Fields], key)]),
  ) as { [Key in keyof Fields]: Result };
}

/** The form as it starts out, each field at its empty value. */
export function emptyValues<Fields extends FormFields>(fields: Fields): FormValues<Fields> {
  return mapFields(fields, (field) => field.empty) as FormValues<Fields>;
}

/** A saved record as its form shows it; a field with no stored counterpart starts empty. */
export function formattedValues<Source, Fields extends Record<string, FieldDefinition<FieldValue, Source>>>(
  fields: Fields,
  source: Source,
): FormValues<Fields> {
  return mapFields(fields, (field) =>
    field.format ? field.format(source) : field.empty,
  ) as FormValues<Fields>;
}
