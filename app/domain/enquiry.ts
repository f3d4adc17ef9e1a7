import { z } from "zod";
import { emailAddressReader, emptyAsNull, formSchema, PHONE_NUMBER_MESSAGE } from "./form-schema";
import { enquiryFields } from "./message-fields";

/**
 * A phone number as people type it: `0712 345 678`, `+254 712 345 678`, `(020) 123-4567`.
 * Kept as typed, for a person to read and dial; 9 to 15 digits covers Kenyan numbers with
 * or without the leading 0 or country code, and any other country's (E.164 stops at 15).
 */
export const phoneNumberReader = z
  .string()
  .refine(
    (value) => /^\+?[\d\s()-]+$/.test(value) && /^\d{9,15}$/.test(value.replace(/\D/g, "")),
    PHONE_NUMBER_MESSAGE,
  );

export const NO_WAY_TO_REPLY = "Please give a phone number or an e-mail address, so that we can reply";

/** A visitor's enquiry about one listing: a name, a way to reply (phone, e-mail or both) and a message. */
export const enquirySchema = formSchema(enquiryFields, {
  phone: emptyAsNull(phoneNumberReader),
  email: emptyAsNull(emailAddressReader),
}).refine((enquiry) => Boolean(enquiry.phone) || Boolean(enquiry.email), {
  message: NO_WAY_TO_REPLY,
  path: ["phone"],
  // Checked even when a field failed, so that every problem is shown at once.
  when: (payload) => typeof payload.value === "object" && payload.value !== null,
});

export type Enquiry = z.infer<typeof enquirySchema>;
export type EnquiryField = keyof Enquiry;
