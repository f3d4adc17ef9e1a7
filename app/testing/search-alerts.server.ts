import { afterAll, beforeAll, beforeEach, expect } from "vitest";
import { createProperty } from "~/data/property-writes.server";
import { todayInNairobi } from "~/domain/dates";
import * as alertConfirm from "../site/routes/alert-confirm";
import * as alerts from "../site/routes/alerts";
import { aProperty } from "./listings";
import { type MailServer, type ReceivedMail, startMailServer } from "./mail-server.server";
import { routeArgs, type TestSite, unwrap } from "./test-services.server";

export const VISITOR = "wanjiru@example.co.ke";
export const NAIROBI_HOUSES = { type: "houses", city: "Nairobi" };

/** A mail server for the tests of the file that calls it, emptied before each test; the function gives it. */
export function mailServerForTests(): () => MailServer {
  let mail: MailServer | undefined;
  beforeAll(async () => {
    mail = await startMailServer();
  });
  afterAll(async () => {
    await mail?.stop();
  });
  beforeEach(() => {
    mail!.received.length = 0;
  });
  return () => mail!;
}

/** The token of a link of `kind` in an e-mail. */
export function tokenIn(received: ReceivedMail, kind: "confirm" | "manage" | "unsubscribe"): string {
  const match = new RegExp(`/alerts/${kind}/([A-Za-z0-9_-]{43})`).exec(received.parsed.text ?? "");
  if (!match) throw new Error(`No ${kind} link in: ${received.parsed.text}`);
  return match[1]!;
}

/**
 * What a visitor and the site do in the search alert tests, on each test's site (which has
 * e-mail on, through `mail`). Before each test the site gets listings of long ago in Nairobi
 * and Kisumu: alerts follow the cities the list offers, and no alert sends those listings.
 */
export function searchAlertSteps(site: () => TestSite, mail: () => MailServer) {
  const db = () => site().services.database.db;
  beforeEach(async () => {
    await createProperty(db(), aProperty({ name: "Old Nairobi House" }));
    await createProperty(db(), aProperty({ name: "Old Kisumu Plot", type: "land", city: "Kisumu" }));
  });
  const sendMail = () => site().services.notifications!.runDue();
  const scan = () => site().services.searchAlerts!.runDue();

  /** A listing published now: dated today, as the site dates one. */
  const publish = (overrides: Parameters<typeof aProperty>[0] = {}) =>
    createProperty(db(), aProperty({ listedOn: todayInNairobi(new Date()), ...overrides }));

  async function signUp(
    filters: Record<string, string> = NAIROBI_HOUSES,
    {
      email = VISITOR,
      frequency = "instant",
      clientAddress,
      page = "/alerts",
    }: { email?: string; frequency?: string; clientAddress?: string; page?: string } = {},
  ) {
    return unwrap(
      await alerts.action(
        routeArgs(site(), page, {
          form: { ...filters, email, frequency },
          ...(clientAddress && { clientAddress }),
        }),
      ),
    );
  }

  async function confirmFromEmail(received: ReceivedMail) {
    const token = tokenIn(received, "confirm");
    return unwrap(
      await alertConfirm.action(
        routeArgs(site(), `/alerts/confirm/${token}`, { params: { token }, form: {} }),
      ),
    );
  }

  /** Signs up, and confirms from the e-mail: returns the confirmation e-mail. */
  async function alertOn(filters: Record<string, string> = NAIROBI_HOUSES, frequency = "instant") {
    const before = mail().received.length;
    expect((await signUp(filters, { frequency })).status).toBe(200);
    await sendMail();
    const confirmation = (await mail().waitForMail(before + 1))[before]!;
    expect((await confirmFromEmail(confirmation)).status).toBe(200);
    return confirmation;
  }

  return { db, sendMail, scan, publish, signUp, confirmFromEmail, alertOn };
}
