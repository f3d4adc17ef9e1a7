import { MINIMUM_PASSWORD_LENGTH } from "~/domain/password-change-fields";
import type { FieldDefinition } from "~/domain/form-fields";
import { FormField } from "~/ui/form-field";

type PasswordField = Pick<FieldDefinition, "label" | "control">;

/** A new password and the same again, with the hint between them: changing one, or joining the office. */
export function NewPasswordFields({
  idPrefix,
  password,
  confirmation,
  errors,
}: {
  idPrefix: string;
  password: PasswordField;
  confirmation: PasswordField;
  errors: { password?: string; confirmation?: string };
}) {
  return (
    <>
      <FormField id={`${idPrefix}-new`} field={password} error={errors.password}>
        {(control) => <input {...control} />}
      </FormField>
      <p className="form__hint">
        At least {MINIMUM_PASSWORD_LENGTH} characters; a few unrelated words work well.
      </p>
      <FormField id={`${idPrefix}-confirmation`} field={confirmation} error={errors.confirmation}>
        {(control) => <input {...control} />}
      </FormField>
    </>
  );
}
