import { z } from "zod";
import {
  AVAILABILITY_CHECK_LIMITS,
  type AvailabilityCheckSettings,
  DEFAULT_AVAILABILITY_CHECK_SETTINGS,
} from "./availability-check";
import { availabilityCheckFields } from "./availability-check-fields";
import { formSchema } from "./form-schema";

const wholeNumberIn = ({ min, max }: { min: number; max: number }, unit: string, example: number) =>
  z
    .string()
    .refine((value) => /^\d+$/.test(value), `Please enter a whole number of ${unit}, such as ${example}`)
    .transform(Number)
    .pipe(
      z
        .number()
        .min(min, `Please enter from ${min} to ${max} ${unit}`)
        .max(max, `Please enter from ${min} to ${max} ${unit}`),
    );

/** The availability section of /settings as the administrator types it. */
export const availabilityCheckSchema = formSchema(availabilityCheckFields, {
  staleAfterDays: wholeNumberIn(
    AVAILABILITY_CHECK_LIMITS.staleAfterDays,
    "days",
    DEFAULT_AVAILABILITY_CHECK_SETTINGS.staleAfterDays,
  ),
  hideClosedAfterWeeks: wholeNumberIn(
    AVAILABILITY_CHECK_LIMITS.hideClosedAfterWeeks,
    "weeks",
    DEFAULT_AVAILABILITY_CHECK_SETTINGS.hideClosedAfterWeeks,
  ),
}) satisfies z.ZodType<AvailabilityCheckSettings, Record<keyof AvailabilityCheckSettings, string>>;
