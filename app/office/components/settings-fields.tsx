import type { FormFields, FormValues } from "~/domain/form-fields";
import { FormField } from "~/ui/form-field";
import { SaveSettingsButton } from "./save-settings-button";

interface SettingsFieldsProps<Fields extends FormFields> {
  fields: Fields;
  values: FormValues<Fields>;
  errors: Partial<Record<keyof Fields, string>>;
  saving: boolean;
}

/** A settings section's typed fields, each a one-line box, and the page's save button under them. */
export function SettingsFields<Fields extends FormFields>({
  fields,
  values,
  errors,
  saving,
}: SettingsFieldsProps<Fields>) {
  return (
    <div className="form">
      {(Object.keys(fields) as (keyof Fields & string)[]).map((name) => (
        <FormField key={name} id={`settings-${name}`} field={fields[name]!} error={errors[name]}>
          {(control) => <input {...control} defaultValue={values[name] as string} />}
        </FormField>
      ))}
      <SaveSettingsButton saving={saving} />
    </div>
  );
}
