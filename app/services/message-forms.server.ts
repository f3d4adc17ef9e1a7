import { data, type RouterContextProvider } from "react-router";
import type { z } from "zod";
import type { AppDatabase } from "~/data/database.server";
import { fieldErrors } from "~/domain/form-errors";
import { formValues, HONEYPOT_FIELD, type MessageFormResult } from "~/domain/message-form";
import { minutesToWait } from "~/domain/rate-limit";
import { servicesFrom } from "./context.server";
import { takeMessageSlot } from "./rate-limit.server";

interface MessageForm<Field extends string, Message extends { name: string }> {
  fields: readonly Field[];
  schema: z.ZodType<Message, Record<Field, string>>;
  save(db: AppDatabase, message: Message): Promise<unknown>;
}

/**
 * Checks a message form (contact, enquiry) and stores its message. A refusal gives back
 * everything typed: 400 with the errors, or 429 when this client has sent too many messages
 * lately. A filled-in honeypot is thanked like anyone else, and the message dropped.
 */
export async function receiveMessage<Field extends string, Message extends { name: string }>(
  context: Readonly<RouterContextProvider>,
  form: FormData,
  { fields, schema, save }: MessageForm<Field, Message>,
) {
  const values = formValues(form, fields);
  const answer = (result: MessageFormResult<Field>, init?: ResponseInit) => data(result, init);

  const parsed = schema.safeParse(values);
  if (!parsed.success) {
    return answer({ status: "invalid", values, errors: fieldErrors<Field>(parsed.error) }, { status: 400 });
  }
  const sent = answer({ status: "sent", name: parsed.data.name });
  const honeypot = form.get(HONEYPOT_FIELD);
  if (typeof honeypot === "string" && honeypot !== "") return sent;

  const slot = await takeMessageSlot(context);
  if (!slot.allowed) {
    return answer(
      { status: "limited", values, minutesToWait: minutesToWait(slot.retryAfterSeconds) },
      { status: 429, headers: { "Retry-After": String(slot.retryAfterSeconds) } },
    );
  }
  await save(servicesFrom(context).database.db, parsed.data);
  return sent;
}
