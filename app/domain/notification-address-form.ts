import { z } from "zod";
import { formSchema } from "./form-schema";
import { notificationAddressFields } from "./notification-address-fields";

/** One address, or empty for no e-mails; a second address or a line break is refused. */
export const notificationAddressSchema = formSchema(notificationAddressFields, {
  notificationEmail: z.string().refine((value) => value === "" || z.email().safeParse(value).success, {
    message: "Please enter one e-mail address, like office@example.co.ke, or leave it empty to send none",
  }),
});
