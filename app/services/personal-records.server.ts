// The owner's answers to a person's request about their data: find everything kept about them,
// give them a copy, correct it, erase it; and the log of requests with the day each is due. The
// audit log records each answer without the person's details.
import type { RouterContextProvider } from "react-router";
import { findOpenDataRequests, logDataRequest, markDataRequestAnswered } from "~/data/data-requests.server";
import { correctPerson, countsOf, erasePerson, findPersonRecords } from "~/data/personal-records.server";
import { type DataRequest, dataRequestFields, dataRequestSchema } from "~/domain/data-requests";
import { todayInNairobi } from "~/domain/dates";
import { fieldErrors } from "~/domain/form-errors";
import type { FormValues } from "~/domain/form-fields";
import {
  type PersonCorrectionValues,
  personCorrectionFields,
  personCorrectionSchema,
} from "~/domain/person-correction";
import {
  countsInWords,
  type PersonCounts,
  PERSON_FIELD,
  type PersonKey,
  personKeyText,
  type PersonRecords,
  readPersonKey,
} from "~/domain/person-search";
import { recordAdminAction } from "./audit-log.server";
import { servicesFrom } from "./context.server";
import { formText, readFormValues } from "./form-text.server";

export type PersonPageOutcome =
  | { status: "unreadable"; typed: string; problem: string }
  | { status: "found"; typed: string; who: string; records: PersonRecords; said?: string }
  | {
      status: "uncorrected";
      typed: string;
      who: string;
      records: PersonRecords;
      values: PersonCorrectionValues;
      errors: Partial<Record<keyof PersonCorrectionValues, string>>;
    }
  | { status: "erased"; counts: PersonCounts };

const found = async (
  context: Readonly<RouterContextProvider>,
  typed: string,
  key: PersonKey,
  said?: string,
) => ({
  status: "found" as const,
  typed,
  who: personKeyText(key),
  records: await findPersonRecords(servicesFrom(context).database.db, key),
  ...(said && { said }),
});

/** Reads whom the form asks about; an unreadable search is answered with why. */
function personOf(form: FormData): { typed: string; key: PersonKey } | { typed: string; problem: string } {
  const typed = formText(form, PERSON_FIELD);
  const read = readPersonKey(typed);
  return "key" in read ? { typed, key: read.key } : { typed, problem: read.problem };
}

export async function findPerson(
  context: Readonly<RouterContextProvider>,
  form: FormData,
): Promise<PersonPageOutcome> {
  const person = personOf(form);
  if ("problem" in person) return { status: "unreadable", ...person };
  return found(context, person.typed, person.key);
}

/** A copy of everything kept about the person, as a JSON file to give them. */
export async function personCopy(
  context: Readonly<RouterContextProvider>,
  form: FormData,
  actor: string,
): Promise<PersonPageOutcome | Response> {
  const person = personOf(form);
  if ("problem" in person) return { status: "unreadable", ...person };
  const now = new Date();
  const records = await findPersonRecords(servicesFrom(context).database.db, person.key);
  await recordAdminAction(context, {
    actor,
    action: "personal-data-given",
    subject: countsInWords(countsOf(records)),
  });
  const copy = { person: personKeyText(person.key), madeAt: now.toISOString(), ...records };
  return new Response(JSON.stringify(copy, null, 2), {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="personal-data-${todayInNairobi(now)}.json"`,
      "Cache-Control": "no-store",
    },
  });
}

export async function correctPersonsData(
  context: Readonly<RouterContextProvider>,
  form: FormData,
  actor: string,
): Promise<PersonPageOutcome> {
  const person = personOf(form);
  if ("problem" in person) return { status: "unreadable", ...person };
  const values = readFormValues(form, personCorrectionFields);
  const parsed = personCorrectionSchema.safeParse(values);
  if (!parsed.success) {
    const { records, who } = await found(context, person.typed, person.key);
    return {
      status: "uncorrected",
      typed: person.typed,
      who,
      records,
      values,
      errors: fieldErrors(parsed.error),
    };
  }
  const changed = await correctPerson(servicesFrom(context).database.db, person.key, parsed.data);
  await recordAdminAction(context, {
    actor,
    action: "personal-data-corrected",
    subject: `${changed} ${changed === 1 ? "record" : "records"}`,
  });
  // Found again by what it became, when the correction changed what they were found by.
  const corrected = parsed.data;
  const key: PersonKey =
    person.key.by === "phone" && corrected.phone
      ? { by: "phone", digits: corrected.phone }
      : person.key.by === "email" && corrected.email
        ? { by: "email", address: corrected.email.toLowerCase() }
        : person.key;
  const typed = key === person.key ? person.typed : personKeyText(key);
  return found(
    context,
    typed,
    key,
    changed === 0
      ? "Nothing was corrected."
      : `Corrected ${changed} ${changed === 1 ? "record" : "records"}.`,
  );
}

export async function erasePersonsData(
  context: Readonly<RouterContextProvider>,
  form: FormData,
  actor: string,
): Promise<PersonPageOutcome> {
  const person = personOf(form);
  if ("problem" in person) return { status: "unreadable", ...person };
  const counts = await erasePerson(servicesFrom(context).database.db, person.key);
  await recordAdminAction(context, { actor, action: "personal-data-erased", subject: countsInWords(counts) });
  return { status: "erased", counts };
}

export type RequestLogOutcome =
  | { status: "logged" }
  | {
      status: "invalid";
      values: FormValues<typeof dataRequestFields>;
      errors: Partial<Record<string, string>>;
    };

export async function logRequest(
  context: Readonly<RouterContextProvider>,
  form: FormData,
  actor: string,
): Promise<RequestLogOutcome> {
  const now = new Date();
  const today = todayInNairobi(now);
  const values = readFormValues(form, dataRequestFields);
  const parsed = dataRequestSchema(today).safeParse(values);
  if (!parsed.success) return { status: "invalid", values, errors: fieldErrors(parsed.error) };
  await logDataRequest(servicesFrom(context).database.db, parsed.data, today, now);
  await recordAdminAction(context, { actor, action: "data-request-logged", subject: parsed.data.kind });
  return { status: "logged" };
}

/** Marks a request answered; false when it was no open request. */
export async function answerRequest(
  context: Readonly<RouterContextProvider>,
  id: number,
  actor: string,
): Promise<boolean> {
  const answered = await markDataRequestAnswered(
    servicesFrom(context).database.db,
    id,
    todayInNairobi(new Date()),
  );
  if (answered)
    await recordAdminAction(context, { actor, action: "data-request-answered", subject: `#${id}` });
  return answered;
}

export const openRequests = (context: Readonly<RouterContextProvider>): Promise<DataRequest[]> =>
  findOpenDataRequests(servicesFrom(context).database.db);
