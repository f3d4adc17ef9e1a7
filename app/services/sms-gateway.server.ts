// Africa's Talking's messaging API: one text to one number, and what the gateway made of it.
import http from "node:http";
import https from "node:https";
import { z } from "zod";

/** Where texts go, from SMS_API_URL, SMS_USERNAME, SMS_API_KEY and SMS_FROM. */
export interface SmsGateway {
  url: string;
  username: string;
  apiKey: string;
  /** The sender ID or short code; null for the account's default. */
  from: string | null;
  /** The gateway without its key, for messages and the log. */
  description: string;
}

/** Africa's Talking's live messaging endpoint. */
export const DEFAULT_SMS_API_URL = "https://api.africastalking.com/version1/messaging";

/** What the gateway made of a text. */
export type SmsSendOutcome =
  /** Accepted for the number (statusCode 100, 101 or 102), at the cost it reports (`KES 0.8000`). */
  | { outcome: "sent"; status: string; cost: string | null; messageId: string | null }
  /** Not sent, for now: the gateway down, busy, out of credit or refusing the key. Safe to send again. */
  | { outcome: "retry"; status: string }
  /** Never to be sent: the number is invalid, blacklisted or refuses texts. */
  | { outcome: "refused"; status: string }
  /**
   * The text was handed over but no answer came: it may have gone, so it is not sent again,
   * which could reach the phone twice.
   */
  | { outcome: "unconfirmed"; status: string };

/** Recipient status codes that mean the text will never go to that number. */
const NEVER_SENDABLE = new Set([403, 404, 406, 409]);
const ACCEPTED = new Set([100, 101, 102]);

const STATUS_LIMIT = 200;

const recipientSchema = z.object({
  statusCode: z.coerce.number(),
  status: z.string().max(STATUS_LIMIT).default(""),
  cost: z.string().max(40).optional(),
  messageId: z.string().max(200).optional(),
});

const answerSchema = z.object({
  SMSMessageData: z.object({
    Message: z.string().default(""),
    Recipients: z.array(recipientSchema).default([]),
  }),
});

function parsedAnswer(body: string): z.infer<typeof answerSchema> | null {
  try {
    const result = answerSchema.safeParse(JSON.parse(body));
    return result.success ? result.data : null;
  } catch {
    return null;
  }
}

/** What the gateway's answer says of the one text sent, read from its documented shape alone. */
export function readGatewayAnswer(httpStatus: number, body: string): SmsSendOutcome {
  if (httpStatus === 401 || httpStatus === 403) {
    return { outcome: "retry", status: `The gateway refused the username or API key (HTTP ${httpStatus})` };
  }
  if (httpStatus >= 500 || httpStatus === 429 || httpStatus === 408) {
    return { outcome: "retry", status: `The gateway is not answering as it should (HTTP ${httpStatus})` };
  }
  const parsed = parsedAnswer(body);
  if (httpStatus < 200 || httpStatus > 299 || !parsed) {
    const said = body.replace(/\s+/g, " ").trim().slice(0, STATUS_LIMIT);
    return { outcome: "retry", status: `The gateway answered HTTP ${httpStatus}${said ? `: ${said}` : ""}` };
  }
  const recipient = parsed.SMSMessageData.Recipients[0];
  if (!recipient) {
    const said = parsed.SMSMessageData.Message.slice(0, STATUS_LIMIT);
    return { outcome: "retry", status: said || "The gateway named no recipient" };
  }
  const status = `${recipient.status || "Status"} (${recipient.statusCode})`;
  if (ACCEPTED.has(recipient.statusCode)) {
    return {
      outcome: "sent",
      status,
      cost: recipient.cost ?? null,
      messageId: recipient.messageId ?? null,
    };
  }
  return NEVER_SENDABLE.has(recipient.statusCode)
    ? { outcome: "refused", status }
    : { outcome: "retry", status };
}

/**
 * Sends one text through the gateway. Never throws: a failure to connect is a `retry`, a
 * request handed over and then unanswered within `timeoutMs` is `unconfirmed`.
 */
export function sendText(
  gateway: SmsGateway,
  { to, message }: { to: string; message: string },
  { timeoutMs }: { timeoutMs: number },
): Promise<SmsSendOutcome> {
  const form = new URLSearchParams({ username: gateway.username, to, message });
  if (gateway.from) form.set("from", gateway.from);
  const body = form.toString();
  const url = new URL(gateway.url);
  const client = url.protocol === "https:" ? https : http;
  return new Promise((resolve) => {
    let handedOver = false;
    let settled = false;
    const settle = (outcome: SmsSendOutcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(outcome);
    };
    const request = client.request(url, {
      method: "POST",
      headers: {
        apiKey: gateway.apiKey,
        Accept: "application/json",
        "Content-Type": "application/x-www-form-urlencoded",
        "Content-Length": Buffer.byteLength(body),
      },
    });
    const timer = setTimeout(() => {
      request.destroy();
      settle(
        handedOver
          ? {
              outcome: "unconfirmed",
              status: `The gateway took the text but did not answer within ${timeoutMs / 1000} s`,
            }
          : { outcome: "retry", status: `The gateway could not be reached within ${timeoutMs / 1000} s` },
      );
    }, timeoutMs);
    request.on("error", (error) => {
      settle(
        handedOver
          ? { outcome: "unconfirmed", status: `The gateway took the text, then: ${error.message}` }
          : { outcome: "retry", status: `The gateway could not be reached: ${error.message}` },
      );
    });
    request.on("response", (response) => {
      const chunks: Buffer[] = [];
      let length = 0;
      response.on("data", (chunk: Buffer) => {
        length += chunk.length;
        if (length <= 64 * 1024) chunks.push(chunk);
      });
      response.on("end", () =>
        settle(readGatewayAnswer(response.statusCode ?? 0, Buffer.concat(chunks).toString("utf8"))),
      );
      response.on("error", () =>
        settle({ outcome: "unconfirmed", status: "The gateway's answer was cut off" }),
      );
    });
    request.end(body, () => {
      handedOver = true;
    });
  });
}
