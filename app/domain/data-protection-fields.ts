import { textField } from "./form-fields";
import { KEPT_KINDS, type KeptKind, periodInWords, RETENTION, type RetentionDays } from "./personal-data";

/** The office's part in Kenya's Data Protection Act: its registration, and how long it keeps each kind. */
export interface DataProtectionSettings {
  /** The registration number with the Office of the Data Protection Commissioner; empty when not given. */
  registration: string;
  days: RetentionDays;
}

export const REGISTRATION_MAX_LENGTH = 60;

export type PeriodFieldName = `keep${Capitalize<KeptKind>}`;

/** The field of a kind's period, `keepMessages`, `keepViewings`… */
export const periodFieldName = (kind: KeptKind) =>
  `keep${kind[0]!.toUpperCase()}${kind.slice(1)}` as PeriodFieldName;

const periodField = (kind: KeptKind) =>
  textField({
    name: periodFieldName(kind),
    label: RETENTION[kind].what,
    required: "Please enter how long to keep them, such as 90 days, 6 months or 1 year",
    maxLength: 20,
    format: (settings: DataProtectionSettings) => periodInWords(settings.days[kind]),
  });

/** The data-protection section of /settings; data-protection-form.ts reads it. */
export const dataProtectionFields = {
  registration: textField({
    name: "dataProtectionRegistration",
    label: "Registration number with the Data Protection Commissioner",
    maxLength: REGISTRATION_MAX_LENGTH,
    autoComplete: "off",
    format: (settings: DataProtectionSettings) => settings.registration,
  }),
  ...(Object.fromEntries(KEPT_KINDS.map((kind) => [periodFieldName(kind), periodField(kind)])) as Record<
    PeriodFieldName,
    ReturnType<typeof periodField>
  >),
};
