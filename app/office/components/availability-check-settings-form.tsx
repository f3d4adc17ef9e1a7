import { SettingsFields } from "./settings-fields";
import { availabilityCheckFields } from "~/domain/availability-check-fields";
import type { FormValues } from "~/domain/form-fields";

type AvailabilityCheckField = keyof typeof availabilityCheckFields;

interface AvailabilityCheckSettingsFormProps {
  values: FormValues<typeof availabilityCheckFields>;
  errors: Partial<Record<AvailabilityCheckField, string>>;
  saving: boolean;
}

/** When a listing wants its availability checked, and when let and sold listings leave the lists. */
export function AvailabilityCheckSettingsForm({
  values,
  errors,
  saving,
}: AvailabilityCheckSettingsFormProps) {
  return (
    <section aria-labelledby="availability-checks-heading">
      <h2 id="availability-checks-heading">Availability checks</h2>
      <p>
        A listing not confirmed as still available for this many days is stale: it is listed under
        Availability for a check, marked in Manage Properties, left out of search-alert e-mails and shown to
        visitors as not confirmed recently. Listings let or sold for longer than the weeks below leave the
        property list, the map and the sitemap by themselves; their pages still open and offer similar
        listings.
      </p>
      <SettingsFields fields={availabilityCheckFields} values={values} errors={errors} saving={saving} />
    </section>
  );
}
