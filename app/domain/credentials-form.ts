import { z } from "zod";
import { isPaymentKind, type OfficeCredentials, paymentNumberDigits } from "./credentials";
import { credentialsFields } from "./credentials-fields";
import { formSchema } from "./form-schema";

export type CredentialsField = keyof OfficeCredentials;

/** The oldest year a practising certificate is taken from; the latest is next year's. */
const FIRST_CERTIFICATE_YEAR = 2000;

/**
 * The credentials as the administrator types them. Every one may be left empty; an M-Pesa
 * number needs its kind and a kind its number, and the year is a year that can be current.
 */
export function credentialsFormSchema(now: Date) {
  const latestYear = now.getFullYear() + 1;
  return formSchema(credentialsFields, {
    registrationNumber: z
      .string()
      .refine(
        (value) => value === "" || /^[\p{L}\d][\p{L}\d /.-]*$/u.test(value),
        "Please enter the registration number as the board wrote it: letters, digits, / and -",
      ),
    certificateYear: z.string().refine((value) => {
      if (value === "") return true;
      const year = Number(value);
      return /^\d{4}$/.test(value) && year >= FIRST_CERTIFICATE_YEAR && year <= latestYear;
    }, `Please enter the certificate's year, from ${FIRST_CERTIFICATE_YEAR} to ${latestYear}, or leave it empty`),
    paymentKind: z
      .string()
      .refine((value) => value === "" || isPaymentKind(value), "Please choose paybill or till"),
    paymentNumber: z.string().transform((value, context) => {
      if (value === "") return "";
      const digits = paymentNumberDigits(value);
      if (digits === null) {
        context.addIssue({ code: "custom", message: "A paybill or till number has 5 to 7 digits" });
        return z.NEVER;
      }
      return digits;
    }),
  })
    .superRefine((credentials, context) => {
      if (credentials.paymentNumber !== "" && credentials.paymentKind === "") {
        context.addIssue({
          code: "custom",
          path: ["paymentKind"],
          message: "Please say whether the number is a paybill or a till",
        });
      }
      if (credentials.paymentKind !== "" && credentials.paymentNumber === "") {
        context.addIssue({
          code: "custom",
          path: ["paymentNumber"],
          message: "Please enter the paybill or till number, or choose none",
        });
      }
    })
    .transform((credentials): OfficeCredentials => ({
      ...credentials,
      paymentKind: isPaymentKind(credentials.paymentKind) ? credentials.paymentKind : "",
    }));
}
