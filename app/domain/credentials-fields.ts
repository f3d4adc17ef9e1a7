import type { OfficeCredentials } from "./credentials";
import { choiceField, textField } from "./form-fields";

/** The credentials section of /settings, named as the credentials it changes; credentials-form.ts reads it. */
export const credentialsFields = {
  registrationNumber: textField({
    name: "registrationNumber",
    label: "Estate Agents Registration Board number",
    autoComplete: "off",
    maxLength: 40,
    tooLong: (limit) => `Please keep the registration number under ${limit} characters`,
    format: (credentials: OfficeCredentials) => credentials.registrationNumber,
  }),
  certificateYear: textField({
    name: "certificateYear",
    label: "Year of the practising certificate",
    inputMode: "numeric",
    autoComplete: "off",
    maxLength: 4,
    tooLong: () => "Please enter the year as four digits, such as 2026",
    format: (credentials: OfficeCredentials) => credentials.certificateYear,
  }),
  openingHours: textField({
    name: "openingHours",
    label: "Opening hours",
    autoComplete: "off",
    maxLength: 200,
    tooLong: (limit) => `Please keep the opening hours under ${limit} characters`,
    format: (credentials: OfficeCredentials) => credentials.openingHours,
  }),
  paymentKind: choiceField({
    name: "paymentKind",
    label: "Official M-Pesa number is a",
    format: (credentials: OfficeCredentials) => credentials.paymentKind,
  }),
  paymentNumber: textField({
    name: "paymentNumber",
    label: "Official M-Pesa number",
    inputMode: "numeric",
    autoComplete: "off",
    maxLength: 12,
    tooLong: () => "A paybill or till number has 5 to 7 digits",
    format: (credentials: OfficeCredentials) => credentials.paymentNumber,
  }),
};
