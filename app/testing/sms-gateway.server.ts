import http from "node:http";
import type { AddressInfo } from "node:net";
import { smsParts } from "~/domain/sms";

/** A text as the stand-in gateway received it. */
export interface ReceivedText {
  username: string;
  apiKey: string;
  to: string;
  message: string;
  from: string | null;
}

/** How the stand-in answers, as Africa's Talking does in each case. */
export type GatewayBehaviour =
  | "accept"
  /** HTTP 500 with a plain-text body. */
  | "server-error"
  /** HTTP 401: the username or key is wrong. */
  | "wrong-key"
  /** HTTP 201 with the recipient's statusCode 405, InsufficientBalance. */
  | "insufficient-balance"
  /** Reads the text, then never answers. */
  | "silent";

export interface SmsGatewayStandIn {
  /** SMS_API_URL for it: `http://127.0.0.1:<port>/version1/messaging`. */
  readonly url: string;
  /** Every text it accepted (answered with statusCode 101), in order. */
  readonly received: ReceivedText[];
  /** Every request it was sent, whatever it answered. */
  readonly requests: number;
  /** Waits until it has accepted `count` texts in all (10 s by default, then fails). */
  waitForTexts(count: number, timeoutMs?: number): Promise<ReceivedText[]>;
  behave(behaviour: GatewayBehaviour): void;
  stop(): Promise<void>;
}

/** Numbers the stand-in refuses as Africa's Talking refuses an invalid one (statusCode 403). */
export const INVALID_NUMBER = "+254799999999";

/** What a text of this many parts costs at the stand-in: KES 0.80 a part, written as the gateway reports it. */
export const costOf = (parts: number) => `KES ${(0.8 * parts).toFixed(4)}`;

/**
 * A stand-in for Africa's Talking's messaging API on 127.0.0.1: the documented form request
 * (`username`, `to`, `message`, `from`, the `apiKey` header) and JSON answer
 * (`SMSMessageData.Recipients[]`), with its error answers on demand.
 */
export async function startSmsGateway(): Promise<SmsGatewayStandIn> {
  const received: ReceivedText[] = [];
  const waiting = new Set<() => void>();
  let behaviour: GatewayBehaviour = "accept";
  let requests = 0;

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      requests += 1;
      const form = new URLSearchParams(Buffer.concat(chunks).toString("utf8"));
      const apiKey = request.headers.apikey;
      const text: ReceivedText = {
        username: form.get("username") ?? "",
        apiKey: typeof apiKey === "string" ? apiKey : "",
        to: form.get("to") ?? "",
        message: form.get("message") ?? "",
        from: form.get("from"),
      };
      const json = (status: number, value: unknown) => {
        response.writeHead(status, { "Content-Type": "application/json" });
        response.end(JSON.stringify(value));
      };
      const recipient = (statusCode: number, status: string, cost: string) =>
        json(201, {
          SMSMessageData: {
            Message: statusCode === 101 ? `Sent to 1/1 Total Cost: ${cost}` : `Sent to 0/1 Total Cost: 0`,
            Recipients: [{ statusCode, number: text.to, status, cost, messageId: `ATXid_${requests}` }],
          },
        });
      if (request.method !== "POST" || request.url !== "/version1/messaging") {
        response.writeHead(404).end();
        return;
      }
      if (behaviour === "silent") return;
      if (behaviour === "server-error") {
        response.writeHead(500, { "Content-Type": "text/plain" }).end("Internal Server Error");
        return;
      }
      if (behaviour === "wrong-key" || text.apiKey === "" || text.username === "") {
        response
          .writeHead(401, { "Content-Type": "text/plain" })
          .end("The supplied authentication is invalid");
        return;
      }
      if (behaviour === "insufficient-balance") {
        recipient(405, "InsufficientBalance", "0");
        return;
      }
      if (text.to === INVALID_NUMBER) {
        recipient(403, "InvalidPhoneNumber", "0");
        return;
      }
      const parts = smsParts(text.message);
      received.push(text);
      for (const wake of waiting) wake();
      recipient(101, "Success", costOf(parts));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}/version1/messaging`,
    received,
    get requests() {
      return requests;
    },
    behave(next) {
      behaviour = next;
    },
    waitForTexts(count, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (received.length < count) return;
          waiting.delete(check);
          clearTimeout(timer);
          resolve(received.slice(0, count));
        };
        const timer = setTimeout(() => {
          waiting.delete(check);
          reject(new Error(`The SMS gateway received ${received.length} of ${count} texts`));
        }, timeoutMs);
        waiting.add(check);
        check();
      });
    },
    async stop() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
