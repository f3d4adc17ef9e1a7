import { z } from "zod";
import {
  type DataProtectionSettings,
  dataProtectionFields,
  periodFieldName,
  type PeriodFieldName,
} from "./data-protection-fields";
import { formSchema } from "./form-schema";
import {
  daysOfPeriod,
  KEPT_KINDS,
  periodInWords,
  type KeptKind,
  RETENTION_LIMITS,
  type RetentionDays,
} from "./personal-data";

/** A period as the office types it, in days, within the bounds of its kind. */
const period = (kind: KeptKind) => {
  const { min, max } = RETENTION_LIMITS[kind];
  const bounds = `Please enter from ${periodInWords(min)} to ${periodInWords(max)}`;
  return z
    .string()
    .transform((typed, context) => {
      const days = daysOfPeriod(typed);
      if (days === null) {
        context.addIssue({
          code: "custom",
          message: "Please enter a period such as 90 days, 6 months or 1 year",
        });
        return z.NEVER;
      }
      return days;
    })
    .pipe(z.number().min(min, bounds).max(max, bounds));
};

/** The data-protection section of /settings as the owner types it. */
export const dataProtectionSchema = formSchema(
  dataProtectionFields,
  Object.fromEntries(KEPT_KINDS.map((kind) => [periodFieldName(kind), period(kind)])) as Record<
    PeriodFieldName,
    ReturnType<typeof period>
  >,
).transform((values): DataProtectionSettings => ({
  registration: values.registration,
  days: Object.fromEntries(KEPT_KINDS.map((kind) => [kind, values[periodFieldName(kind)]])) as RetentionDays,
}));
