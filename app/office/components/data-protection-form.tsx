import { Link } from "react-router";
import { dataProtectionFields } from "~/domain/data-protection-fields";
import type { FormValues } from "~/domain/form-fields";
import { SettingsFields } from "./settings-fields";

type DataProtectionField = keyof typeof dataProtectionFields;

interface DataProtectionFormProps {
  values: FormValues<typeof dataProtectionFields>;
  errors: Partial<Record<DataProtectionField, string>>;
  saving: boolean;
}

/** The office's registration with the Data Protection Commissioner, and how long it keeps each kind of people's data. */
export function DataProtectionForm({ values, errors, saving }: DataProtectionFormProps) {
  return (
    <section aria-labelledby="data-protection-heading">
      <h2 id="data-protection-heading">People&apos;s data</h2>
      <p>
        The <Link to="/privacy">privacy notice</Link> and the{" "}
        <Link to="/processing-record">record of processing</Link> say what is below. Each kind is erased once
        a day when its time has passed: write a period such as 90 days, 6 months or 1 year (a month counts 30
        days, a year 365).
      </p>
      <SettingsFields fields={dataProtectionFields} values={values} errors={errors} saving={saving} />
    </section>
  );
}
