import { z } from "zod";
import { alertSignUpFields } from "./alert-fields";
import { emailAddressReader, formSchema } from "./form-schema";
import { ALERT_FREQUENCIES } from "./search-alerts";

/** The sign-up form read: a valid address and one of the frequencies. */
export const alertSignUpSchema = formSchema(alertSignUpFields, {
  email: emailAddressReader,
  frequency: z.enum(ALERT_FREQUENCIES, { error: "Please choose how often to be e-mailed" }),
});
