import { z } from "zod";
import { phoneNumberReader } from "./enquiry";
import { emptyAsNull, formSchema } from "./form-schema";
import { isReportReason, listingReportFields, type ReportReason } from "./listing-report-fields";

/** A report about a listing: one of the reasons, and a message and phone number when given. */
export const listingReportSchema = formSchema(listingReportFields, {
  reason: z
    .string()
    .refine(isReportReason, "Please choose what is wrong with the listing")
    .transform((reason) => reason as ReportReason),
  phone: emptyAsNull(phoneNumberReader),
});

export type ListingReport = z.infer<typeof listingReportSchema>;
export type ListingReportField = keyof typeof listingReportFields;
