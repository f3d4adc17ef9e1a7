import { z } from "zod";
import { formSchema } from "./form-schema";
import { kenyanMobileNumber } from "./sms";
import { TEXT_CAP_LIMITS } from "./text-caps";
import { textSettingsFields, type TextSettingsValues } from "./text-settings-fields";

const wholeNumberIn = ({ min, max }: { min: number; max: number }, example: number) =>
  z
    .string()
    .refine((value) => /^\d+$/.test(value), `Please enter a whole number of texts, such as ${example}`)
    .transform(Number)
    .pipe(
      z
        .number()
        .min(min, `Please enter from ${min} to ${max} texts`)
        .max(max, `Please enter from ${min} to ${max} texts`),
    );

/** The texts' section of /settings as the office types it: a Kenyan mobile number or none. */
export const textSettingsSchema = formSchema(textSettingsFields, {
  textCapDaily: wholeNumberIn(TEXT_CAP_LIMITS.daily, 50),
  textCapMonthly: wholeNumberIn(TEXT_CAP_LIMITS.monthly, 500),
  officeTextNumber: z.string().transform((value, context) => {
    if (value.trim() === "") return "";
    const mobile = kenyanMobileNumber(value);
    if (mobile === null) {
      context.addIssue({
        code: "custom",
        message: "Please enter a Kenyan mobile number, like 0722 000 111, or leave it empty to text none",
      });
      return z.NEVER;
    }
    return mobile;
  }),
  textAgents: z.string().transform((value) => value === "on"),
  bookingCodes: z.string().transform((value) => value === "on"),
}) satisfies z.ZodType<TextSettingsValues, Record<keyof TextSettingsValues, string>>;
