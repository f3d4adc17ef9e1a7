import { z } from "zod";
import { emailAddressReader, emptyAsNull, formSchema, phoneDigitsReader } from "./form-schema";
import { SLOT_NOT_OFFERED, viewingBookingFields } from "./viewing-booking";

/** What no one's name holds: a web address. */
const LINK_LIKE = /:\/\/|\bwww\.|\.(?:com|net|org|ke|ly|io)\//i;
export const NAME_ONLY_MESSAGE = "Please write your name only";

/** A visitor's booking as typed: the slot's start as sent (checked against the slots offered later), name, phone, and an e-mail address or none. */
export const viewingBookingSchema = formSchema(viewingBookingFields, {
  // The name is written into the e-mails to the address given: a name, never a link.
  name: z.string().refine((name) => !LINK_LIKE.test(name), NAME_ONLY_MESSAGE),
  slot: z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/, SLOT_NOT_OFFERED),
  // A number the office can call and write to on WhatsApp: stored as its international digits.
  phone: phoneDigitsReader,
  email: emptyAsNull(emailAddressReader),
});

export type ViewingBookingInput = z.infer<typeof viewingBookingSchema>;
