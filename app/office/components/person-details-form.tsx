import type { ReactNode } from "react";
import { Form } from "react-router";
import { ACCEPTED_PERSON_PHOTO_TYPES, PERSON_PHOTO_MAX_BYTES, PHOTO_FIELDS } from "~/domain/people";
import { personDetailsFields } from "~/domain/person-fields";
import { PHONE_NUMBER_EXAMPLE } from "~/domain/phone";
import { FormField } from "~/ui/form-field";
import { PersonPhoto } from "./person-photo";

type Field = keyof typeof personDetailsFields;
export type PersonDetailsFormValues = Record<Field, string>;

/**
 * A person's name, numbers, registration and photo, as visitors see them on the listings they
 * look after: the owner's form for anyone on the People page, and everyone's own on Your details.
 */
export function PersonDetailsForm({
  idPrefix,
  values,
  errors,
  photoUrl,
  label,
  saving,
  hidden,
  submitLabel,
}: {
  /** Makes the ids of this form's boxes its own on a page with several. */
  idPrefix: string;
  values: PersonDetailsFormValues;
  errors: Partial<Record<Field | "photo", string>>;
  photoUrl: string | null;
  /** Whose details: their name, or their address. */
  label: string;
  saving: boolean;
  /** Hidden fields that say what the form is for (`intent`, `person`). */
  hidden?: ReactNode;
  submitLabel: string;
}) {
  const field = (name: Field) => (
    <FormField id={`${idPrefix}-${name}`} field={personDetailsFields[name]} error={errors[name]}>
      {(control) => <input {...control} defaultValue={values[name]} />}
    </FormField>
  );
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      className="form"
      noValidate
      key={JSON.stringify(values)}
    >
      {hidden}
      {field("name")}
      {field("phone")}
      {field("whatsapp")}
      <p className="form__hint">
        Such as {PHONE_NUMBER_EXAMPLE}. Left empty, visitors get the office&apos;s numbers on this
        person&apos;s listings.
      </p>
      {field("earbNumber")}
      {photoUrl && <PersonPhoto url={photoUrl} name={label} size={128} />}
      <FormField id={`${idPrefix}-photo`} label={photoUrl ? "A new photo" : "Photo"} error={errors.photo}>
        {(control) => (
          <input {...control} name={PHOTO_FIELDS.photo} type="file" accept={ACCEPTED_PERSON_PHOTO_TYPES} />
        )}
      </FormField>
      <p className="form__hint">
        A JPEG, PNG or WebP of up to {PERSON_PHOTO_MAX_BYTES / 1024 / 1024} MB; the site cuts a square from
        its middle.
      </p>
      {photoUrl && (
        <label className="check">
          <input type="checkbox" name={PHOTO_FIELDS.removePhoto} /> Take the photo away
        </label>
      )}
      <button type="submit" className="button" disabled={saving}>
        {saving ? "Saving…" : submitLabel}
      </button>
    </Form>
  );
}
