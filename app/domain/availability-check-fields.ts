import type { AvailabilityCheckSettings } from "./availability-check";
import { textField } from "./form-fields";

/** A whole number of days or weeks, as the form shows it. */
const wholeNumber = (name: keyof AvailabilityCheckSettings, label: string, missing: string) =>
  textField({
    name,
    label,
    inputMode: "numeric",
    required: missing,
    maxLength: 3,
    tooLong: () => `Please enter a whole number of at most 3 digits`,
    format: (settings: AvailabilityCheckSettings) => String(settings[name]),
  });

/** The availability section of /settings; availability-check-form.ts reads it. */
export const availabilityCheckFields = {
  staleAfterDays: wholeNumber(
    "staleAfterDays",
    "Ask for a check after (days)",
    "Please enter after how many days a listing wants checking",
  ),
  hideClosedAfterWeeks: wholeNumber(
    "hideClosedAfterWeeks",
    "Hide let and sold listings after (weeks)",
    "Please enter after how many weeks let and sold listings leave the lists",
  ),
} satisfies Record<keyof AvailabilityCheckSettings, unknown>;
