// The requests people make about their data under Kenya's Data Protection Act, and the day each
// is due: the Data Protection (General) Regulations, 2021 give the office seven days to answer a
// request for access, correction or erasure.
import { z } from "zod";
import { addDays } from "./dates";
import { textField } from "./form-fields";
import { formSchema } from "./form-schema";

export const DATA_REQUEST_KINDS = {
  access: "A copy of their data",
  correction: "A correction",
  erasure: "Erasure",
  objection: "An objection to its use",
} as const;

export type DataRequestKind = keyof typeof DATA_REQUEST_KINDS;

export const isDataRequestKind = (value: string): value is DataRequestKind =>
  Object.hasOwn(DATA_REQUEST_KINDS, value);

export const ANSWER_WITHIN_DAYS = 7;

/** Answered requests are kept this long after their answer, then forgotten. */
export const ANSWERED_REQUEST_KEPT_DAYS = 365;

/** The day the answer to a request that came on `receivedOn` is due. */
export const dueOn = (receivedOn: string) => addDays(receivedOn, ANSWER_WITHIN_DAYS);

export interface DataRequest {
  id: number;
  kind: DataRequestKind;
  receivedOn: string;
  dueOn: string;
  note: string;
  answeredOn: string | null;
}

/** The form that logs a request. */
export const dataRequestFields = {
  kind: textField({
    name: "requestKind",
    label: "What they ask for",
    required: "Please choose what they ask for",
  }),
  receivedOn: textField({
    name: "receivedOn",
    label: "The day it came",
    type: "date",
    required: "Please enter the day the request came",
  }),
  note: textField({
    name: "note",
    label: "How it came, and from whom (no more than the office needs to find it again)",
    maxLength: 200,
    tooLong: (limit) => `Please keep the note under ${limit} characters`,
  }),
};

/** A request as the office logs it at `today` (`YYYY-MM-DD`): not from the future, nor from more than a year ago. */
export const dataRequestSchema = (today: string) =>
  formSchema(dataRequestFields, {
    kind: z.string().refine(isDataRequestKind, "Please choose what they ask for"),
    receivedOn: z
      .string()
      .refine((day) => /^\d{4}-\d{2}-\d{2}$/.test(day) && !Number.isNaN(Date.parse(`${day}T00:00:00Z`)), {
        message: "Please enter the day as a date, such as 2026-11-29",
      })
      .refine((day) => day <= today, "The day it came cannot be after today")
      .refine(
        (day) => day >= addDays(today, -365),
        "Please log only requests that came within the last year",
      ),
  });
