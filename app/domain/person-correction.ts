// A correction a person asked for: each value given replaces theirs in every message and booking.
import { z } from "zod";
import { EMAIL_ADDRESS_MESSAGE } from "./email";
import { type FormValues, textField } from "./form-fields";
import { emptyAsNull, formSchema, phoneDigitsReader } from "./form-schema";

export const personCorrectionFields = {
  name: textField({
    name: "correctName",
    label: "Their name, corrected",
    maxLength: 60,
    tooLong: (limit) => `Please keep the name under ${limit} characters`,
  }),
  phone: textField({
    name: "correctPhone",
    label: "Their phone number, corrected",
    type: "tel",
    maxLength: 30,
    tooLong: () => "That phone number is too long",
  }),
  email: textField({
    name: "correctEmail",
    label: "Their e-mail address, corrected",
    type: "email",
    maxLength: 254,
    tooLong: () => "That e-mail address is too long",
  }),
};

export type PersonCorrectionValues = FormValues<typeof personCorrectionFields>;

/** Empty fields stay as they are; at least one must say what to correct. */
export const personCorrectionSchema = formSchema(personCorrectionFields, {
  name: emptyAsNull(z.string()),
  phone: emptyAsNull(phoneDigitsReader),
  email: emptyAsNull(z.email(EMAIL_ADDRESS_MESSAGE)),
}).refine(
  (correction) => correction.name !== null || correction.phone !== null || correction.email !== null,
  {
    message: "Please write what to correct: a name, a phone number or an e-mail address",
    path: ["name"],
  },
);
