import { SaveSettingsButton } from "./save-settings-button";
import type { FormValues } from "~/domain/form-fields";
import { WEEKDAYS } from "~/domain/viewing-hours";
import { type ViewingHoursField, viewingHoursFields } from "~/domain/viewing-hours-form";
import { FormField } from "~/ui/form-field";

interface ViewingHoursFormProps {
  values: FormValues<typeof viewingHoursFields>;
  errors: Partial<Record<ViewingHoursField, string>>;
  saving: boolean;
}

/** When the office shows listings: the slots visitors book on a listing's page come from these. */
export function ViewingHoursForm({ values, errors, saving }: ViewingHoursFormProps) {
  const fields = viewingHoursFields;
  return (
    <section aria-labelledby="viewing-hours-heading">
      <h2 id="viewing-hours-heading">Viewing hours</h2>
      <p>
        Visitors book a viewing of a listing on the market in these hours, Nairobi time, from two hours ahead
        to two weeks ahead. Tick no day to stop taking bookings.
      </p>
      <div className="form">
        <fieldset
          className="form__group"
          aria-describedby={errors.weekdays ? "viewing-weekdays-error" : undefined}
        >
          <legend>{fields.weekdays.label}</legend>
          <div className="form__choices">
            {WEEKDAYS.map(({ day, name }) => (
              <label key={day} className="check">
                <input
                  type="checkbox"
                  name={fields.weekdays.name}
                  value={day}
                  defaultChecked={values.weekdays.includes(String(day))}
                />
                {name}
              </label>
            ))}
          </div>
          {errors.weekdays && (
            <p id="viewing-weekdays-error" className="form__error">
              {errors.weekdays}
            </p>
          )}
        </fieldset>
        <FormField id="settings-viewing-opens-at" field={fields.opensAt} error={errors.opensAt}>
          {(control) => <input {...control} type="time" defaultValue={values.opensAt} />}
        </FormField>
        <FormField id="settings-viewing-closes-at" field={fields.closesAt} error={errors.closesAt}>
          {(control) => <input {...control} type="time" defaultValue={values.closesAt} />}
        </FormField>
        <FormField id="settings-viewing-slot-minutes" field={fields.slotMinutes} error={errors.slotMinutes}>
          {(control) => <input {...control} defaultValue={values.slotMinutes} />}
        </FormField>
        <FormField id="settings-viewing-capacity" field={fields.capacity} error={errors.capacity}>
          {(control) => <input {...control} defaultValue={values.capacity} />}
        </FormField>
        <FormField id="settings-viewing-closed-days" field={fields.closedDays} error={errors.closedDays}>
          {(control) => <textarea {...control} rows={3} defaultValue={values.closedDays} />}
        </FormField>
        <SaveSettingsButton saving={saving} />
      </div>
    </section>
  );
}
