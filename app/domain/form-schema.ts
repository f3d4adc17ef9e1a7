import { z } from "zod";
import { EMAIL_ADDRESS_MESSAGE } from "./email";
import { type FieldDefinition, type FormFields, mapFields } from "./form-fields";
import { phoneNumberDigits } from "./phone";

/** Line breaks and tabs, with the spaces around them: one space in a one-line field. */
const LINE_BREAKS = /[ \t]*[\r\n\t\u2028\u2029][\s]*/g;

/** What reads a field once its text rules passed: the typed text, or a repeated field's list. */
type FieldReader<Field extends FieldDefinition> = z.ZodType<unknown, Field["empty"]>;

type FieldReaders<Fields extends FormFields> = { [Key in keyof Fields]?: FieldReader<Fields[Key]> };

type DefaultSchema<Field extends FieldDefinition> = Field["empty"] extends string[]
  ? z.ZodArray<z.ZodString>
  : z.ZodString;

type FieldSchemas<Fields extends FormFields, Readers extends FieldReaders<Fields>> = {
  [Key in keyof Fields]: Key extends keyof Readers ? NonNullable<Readers[Key]> : DefaultSchema<Fields[Key]>;
};

/**
 * The schema of one field: a typed field's text trimmed, required and its length checked
 * as its definition says, then read by `reader`; a chosen or repeated field read by `reader`
 * alone, or taken as it is.
 */
function fieldSchema(field: FieldDefinition, reader?: z.ZodType): z.ZodType {
  if (!field.text) return reader ?? (Array.isArray(field.empty) ? z.array(z.string()) : z.string());
  const { trim, multiline, missing, minLength, maxLength } = field.text;
  const lines = multiline ? z.string() : z.string().overwrite((value) => value.replace(LINE_BREAKS, " "));
  let text = trim ? lines.trim() : lines;
  if (missing !== undefined) text = text.min(1, missing);
  if (minLength) text = text.min(minLength.limit, minLength.message);
  if (maxLength) text = text.max(maxLength.limit, maxLength.message);
  return reader ? text.pipe(reader as z.ZodType<unknown, string>) : text;
}

/** The schema of a whole form: each field's schema under its key, read by its reader if it has one. */
export function formSchema<Fields extends FormFields, Readers extends FieldReaders<Fields> = object>(
  fields: Fields,
  readers?: Readers,
) {
  const shape = mapFields(fields, (field, key) =>
    fieldSchema(field, (readers as Record<string, z.ZodType> | undefined)?.[key]),
  );
  return z.object(shape as FieldSchemas<Fields, Readers>);
}

/** An empty answer is no answer: null rather than an error. */
export const emptyAsNull = <Output>(reader: z.ZodType<Output, string>) =>
  z
    .string()
    .transform((value) => (value === "" ? null : value))
    .pipe(reader.nullable());

/** An e-mail address's form, once its field's rules have trimmed it and checked its length. */
export const emailAddressReader = z.email(EMAIL_ADDRESS_MESSAGE);

export const PHONE_NUMBER_MESSAGE = "Please enter a phone number like 0712 345 678 or +254 712 345 678";

/** A phone number however it is typed, read as its international digits (see phoneNumberDigits). */
export const phoneDigitsReader = z.string().transform((typed, context) => {
  const digits = phoneNumberDigits(typed);
  if (digits === null) {
    context.addIssue({ code: "custom", message: PHONE_NUMBER_MESSAGE });
    return z.NEVER;
  }
  return digits;
});
