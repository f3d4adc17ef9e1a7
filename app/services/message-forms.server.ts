import { data, type RouterContextProvider } from "react-router";
import type { z } from "zod";
import type { NotificationToQueue, TextsToQueue } from "~/data/contact-messages.server";
import type { AppDatabase } from "~/data/app-database";
import { findNotificationAddress, findTextSettings } from "~/data/settings.server";
import { fieldErrors } from "~/domain/form-errors";
import type { FormFields, FormValues } from "~/domain/form-fields";
import { HONEYPOT_FIELD, type MessageFormResult } from "~/domain/message-form";
import { minutesToWait } from "~/domain/rate-limit";
import { servicesFrom } from "./context.server";
import { readFormValues } from "./form-text.server";
import { mailLinksOrigin } from "./config.server";
import { takeMessageSlot } from "./rate-limit.server";

interface MessageForm<Fields extends FormFields, Message extends object> {
  fields: Fields;
  schema: z.ZodType<Message, FormValues<Fields>>;
  /** Stores the message, and queues `notification` and `texts` with it in one transaction. */
  save(
    db: AppDatabase,
    message: Message,
    notification: NotificationToQueue | null,
    texts: TextsToQueue | null,
  ): Promise<unknown>;
}

/**
 * Checks a message form (contact, enquiry) and stores its message. A refusal gives back
 * everything typed: 400 with the errors, or 429 when this client has sent too many messages
 * lately. A filled-in honeypot is thanked like anyone else, and the message dropped.
 */
export async function receiveMessage<Fields extends FormFields, Message extends object>(
  request: Request,
  context: Readonly<RouterContextProvider>,
  { fields, schema, save }: MessageForm<Fields, Message>,
) {
  const form = await request.formData();
  type Field = keyof Fields & string;
  const values = readFormValues(form, fields) as Record<Field, string>;
  const answer = (result: MessageFormResult<Field>, init?: ResponseInit) => data(result, init);

  const parsed = schema.safeParse(values);
  if (!parsed.success) {
    return answer({ status: "invalid", values, errors: fieldErrors<Field>(parsed.error) }, { status: 400 });
  }
  // A report names no sender: it is thanked without a name.
  const name = "name" in parsed.data && typeof parsed.data.name === "string" ? parsed.data.name : "";
  const sent = answer({ status: "sent", name });
  const honeypot = form.get(HONEYPOT_FIELD);
  if (typeof honeypot === "string" && honeypot !== "") return sent;

  const slot = await takeMessageSlot(context);
  if (!slot.allowed) {
    return answer(
      { status: "limited", values, minutesToWait: minutesToWait(slot.retryAfterSeconds) },
      { status: 429, headers: { "Retry-After": String(slot.retryAfterSeconds) } },
    );
  }
  const services = servicesFrom(context);
  await save(services.database.db, parsed.data, await notificationFor(context), await textsFor(context));
  services.notifications?.nudge();
  services.texts?.nudge();
  return sent;
}

/**
 * The e-mails to queue with a message that just came: to the notification address set in
 * /settings when there is one, and to the listing's agent, with the configured site address
 * for their links; null when e-mail is off.
 */
async function notificationFor(
  context: Readonly<RouterContextProvider>,
): Promise<NotificationToQueue | null> {
  const { config, database } = servicesFrom(context);
  if (!config.smtp) return null;
  const officeAddress = await findNotificationAddress(database.db);
  return { officeAddress: officeAddress || null, siteOrigin: mailLinksOrigin(config) };
}

/**
 * The texts to queue with a message that just came: to the office's mobile set in /settings,
 * and to the listing's agent's when the office asked for it; null when texts are off.
 */
async function textsFor(context: Readonly<RouterContextProvider>): Promise<TextsToQueue | null> {
  const { config, database } = servicesFrom(context);
  if (!config.sms) return null;
  return { settings: await findTextSettings(database.db), siteOrigin: mailLinksOrigin(config) };
}
