import { SettingsFields } from "./settings-fields";
import type { FormValues } from "~/domain/form-fields";
import { textSettingsFields } from "~/domain/text-settings-fields";

type TextSettingsField = keyof typeof textSettingsFields;

/** The section's boxes to tick, drawn before its typed fields. */
const TICKED_FIELDS = ["bookingCodes", "textAgents"] as const;

/** The section's typed fields. */
const TYPED_FIELDS = {
  textCapDaily: textSettingsFields.textCapDaily,
  textCapMonthly: textSettingsFields.textCapMonthly,
  officeTextNumber: textSettingsFields.officeTextNumber,
};

interface TextSettingsFormProps {
  /** Whether the server has an SMS gateway to send through (SMS_USERNAME and SMS_API_KEY). */
  textsOn: boolean;
  values: FormValues<typeof textSettingsFields>;
  errors: Partial<Record<TextSettingsField, string>>;
  saving: boolean;
}

/** How many texts may go, and the office's number for new bookings. */
export function TextSettingsForm({ textsOn, values, errors, saving }: TextSettingsFormProps) {
  return (
    <section aria-labelledby="texts-heading">
      <h2 id="texts-heading">Texts (SMS)</h2>
      {textsOn ? (
        <p>
          Visitors who book a viewing with a Kenyan mobile number are texted at each turn and the day before
          (with the code below ticked, a booking is made only once they type the code texted to them, so that
          no one books under a number that is not theirs); the office&apos;s mobile below, and each
          listing&apos;s agent if ticked, are texted of each new booking and message. Past either cap, texts
          wait for the next day or month and the dashboard says so; each text costs what the gateway charges,
          shown on the dashboard.
        </p>
      ) : (
        <p className="notice">
          Texts are off. To turn them on, set <code>SMS_USERNAME</code> and <code>SMS_API_KEY</code> (your
          Africa&apos;s Talking account) in the server&apos;s environment and restart it; these settings are
          kept for then.
        </p>
      )}
      {TICKED_FIELDS.map((key) => (
        <label key={key} className="check">
          <input type="checkbox" name={textSettingsFields[key].name} defaultChecked={values[key] === "on"} />{" "}
          {textSettingsFields[key].label}
        </label>
      ))}
      <SettingsFields fields={TYPED_FIELDS} values={values} errors={errors} saving={saving} />
    </section>
  );
}
