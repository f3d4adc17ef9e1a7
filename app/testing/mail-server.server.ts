import type { AddressInfo } from "node:net";
import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

/** An e-mail as the mail server received it, parsed. */
export interface ReceivedMail {
  /** The envelope's recipients (RCPT TO). */
  recipients: string[];
  parsed: ParsedMail;
}

export interface MailServer {
  /** SMTP_URL for it: `smtp://127.0.0.1:<port>`. */
  readonly url: string;
  /** Everything it has accepted, in order. */
  readonly received: ReceivedMail[];
  /** Waits until it has accepted `count` e-mails in all (a default of 10 s, then fails). */
  waitForMail(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  /** Refuses every recipient with this answer, such as `550 5.1.1 No such user`; null to accept again. */
  refuseRecipients(answer: string | null): void;
  /** Stops listening: connections are refused, as by a mail server that is down. */
  stop(): Promise<void>;
  /** Listens again on the same port. */
  start(): Promise<void>;
}

/**
 * A real SMTP server (the smtp-server package) on 127.0.0.1 at a free port, without TLS or
 * sign-in, that keeps what it receives.
 */
export async function startMailServer(): Promise<MailServer> {
  const received: ReceivedMail[] = [];
  const waiting = new Set<() => void>();
  let refusal: string | null = null;
  let port = 0;

  const newServer = () =>
    new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS", "AUTH"],
      logger: false,
      onRcptTo(_address, _session, callback) {
        if (refusal === null) return callback();
        const error = Object.assign(new Error(refusal.replace(/^\d{3} /, "")), {
          responseCode: Number(refusal.slice(0, 3)),
        });
        callback(error);
      },
      onData(stream, session, callback) {
        simpleParser(stream)
          .then((parsed) => {
            received.push({ recipients: session.envelope.rcptTo.map((rcpt) => rcpt.address), parsed });
            for (const wake of waiting) wake();
            callback();
          })
          .catch(callback);
      },
    });

  let server = newServer();
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(port, "127.0.0.1", () => {
        server.off("error", reject);
        port = (server.server.address() as AddressInfo).port;
        resolve();
      });
    });
  await listen();

  return {
    get url() {
      return `smtp://127.0.0.1:${port}`;
    },
    received,
    waitForMail(count, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (received.length < count) return;
          waiting.delete(check);
          clearTimeout(timer);
          resolve(received.slice());
        };
        const timer = setTimeout(() => {
          waiting.delete(check);
          reject(new Error(`Expected ${count} e-mails, received ${received.length}`));
        }, timeoutMs);
        waiting.add(check);
        check();
      });
    },
    refuseRecipients(answer) {
      refusal = answer;
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
    async start() {
      server = newServer();
      await listen();
    },
  };
}

/** A header as the e-mail carried it, unfolded (`List-Unsubscribe`, which the parser reads into parts); undefined when absent. */
export function rawHeader(mail: ReceivedMail, name: string): string | undefined {
  const line = mail.parsed.headerLines.find((header) => header.key === name.toLowerCase())?.line;
  return line
    ?.slice(line.indexOf(":") + 1)
    .replace(/\r?\n[ \t]+/g, " ")
    .trim();
}
