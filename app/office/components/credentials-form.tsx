import { SaveSettingsButton } from "./save-settings-button";
import { type OfficeCredentials, PAYMENT_KIND_LABELS, PAYMENT_KINDS } from "~/domain/credentials";
import { credentialsFields } from "~/domain/credentials-fields";
import type { CredentialsField } from "~/domain/credentials-form";
import type { FormValues } from "~/domain/form-fields";
import { FormField } from "~/ui/form-field";

interface CredentialsFormProps {
  values: FormValues<typeof credentialsFields>;
  errors: Partial<Record<CredentialsField, string>>;
  saving: boolean;
}

const TYPED_FIELDS = ["registrationNumber", "certificateYear", "openingHours"] as const satisfies Array<
  keyof OfficeCredentials
>;

/**
 * The office's credentials, shown on every listing page and the About page, and the official
 * M-Pesa number the "Is this really us?" page compares numbers with.
 */
export function CredentialsForm({ values, errors, saving }: CredentialsFormProps) {
  const kind = credentialsFields.paymentKind;
  return (
    <section aria-labelledby="credentials-heading">
      <h2 id="credentials-heading">Credentials</h2>
      <p>
        Shown on every listing page and the About page with the address and phone numbers above, so that house
        hunters can tell the office from someone using its name. Opening hours written like{" "}
        <code>Mo-Fr 08:30-17:00; Sa 09:00-13:00</code> are given to search engines too.
      </p>
      <div className="form">
        {TYPED_FIELDS.map((name) => (
          <FormField
            key={name}
            id={`credentials-${name}`}
            field={credentialsFields[name]}
            error={errors[name]}
          >
            {(control) => <input {...control} defaultValue={values[name]} />}
          </FormField>
        ))}
        <FormField id="credentials-paymentKind" field={kind} error={errors.paymentKind}>
          {(control) => (
            <select {...control} defaultValue={values.paymentKind}>
              <option value="">None</option>
              {PAYMENT_KINDS.map((choice) => (
                <option key={choice} value={choice}>
                  {PAYMENT_KIND_LABELS[choice]}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField
          id="credentials-paymentNumber"
          field={credentialsFields.paymentNumber}
          error={errors.paymentNumber}
        >
          {(control) => <input {...control} defaultValue={values.paymentNumber} />}
        </FormField>
        <SaveSettingsButton saving={saving} />
      </div>
    </section>
  );
}
