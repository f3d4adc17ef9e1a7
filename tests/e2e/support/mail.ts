// A real SMTP server on loopback that stands for the mailboxes the site writes to.
import { test } from "@playwright/test";
import { type MailServer, startMailServer } from "../../../app/testing/mail-server.server";

/** What the tests read from the mail server: its SMTP_URL and what it has received. */
export type CaughtMail = Pick<MailServer, "url" | "received" | "waitForMail">;

/**
 * Starts a mail server before the enclosing tests and stops it after them. Called before
 * `serveOwnSite`, its `url` can be the site's SMTP_URL through an `env` function, which runs
 * once the mail server is listening.
 */
export function catchMail(): CaughtMail {
  let server: MailServer | undefined;

  test.beforeAll(async () => {
    server = await startMailServer();
  });

  test.afterAll(async () => {
    await server?.stop();
  });

  function started(): MailServer {
    if (!server) throw new Error("The mail server is used before it started");
    return server;
  }

  return {
    get url() {
      return started().url;
    },
    get received() {
      return started().received;
    },
    waitForMail: (count, timeoutMs) => started().waitForMail(count, timeoutMs),
  };
}
