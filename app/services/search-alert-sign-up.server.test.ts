import { describe, expect, it } from "vitest";
import {
  mailServerForTests,
  NAIROBI_HOUSES,
  searchAlertSteps,
  VISITOR,
} from "~/testing/search-alerts.server";
import { freshSiteForEachTest } from "~/testing/test-services.server";

const mail = mailServerForTests();
const site = freshSiteForEachTest(() => ({ SMTP_URL: mail().url, PUBLIC_BASE_URL: "http://makazi.test" }));
const { db, sendMail, signUp } = searchAlertSteps(site, mail);

describe("search alert sign-ups", { timeout: 60_000 }, () => {
  it("limits sign-ups per address and per network, and alerts per address", async () => {
    const clientAddress = "2001:db8:9::1";
    for (let n = 1; n <= 3; n += 1) {
      expect((await signUp({ type: "houses", bedrooms: String(n) }, { clientAddress })).status).toBe(200);
    }
    expect(await signUp({ type: "land" }, { clientAddress })).toMatchObject({
      status: 429,
      value: { status: "limited" },
    });
    // Ten sign-ups from one network in an hour, whatever the addresses; the limited one counted too.
    for (let n = 5; n <= 10; n += 1) {
      const email = `visitor${n}@example.co.ke`;
      expect((await signUp({ type: "rent" }, { email, clientAddress })).status).toBe(200);
    }
    expect((await signUp({ type: "rent" }, { email: "eleventh@example.co.ke", clientAddress })).status).toBe(
      429,
    );
    // One IPv4 address, which a carrier may share among many hunters, has room for more.
    for (let n = 1; n <= 11; n += 1) {
      expect((await signUp({ type: "rent" }, { email: `carrier${n}@example.co.ke` })).status).toBe(200);
    }

    const fromAnywhere = async (filters: Record<string, string>) => {
      await db().deleteFrom("rate_limit_windows").execute();
      return signUp(filters, { email: "many@example.co.ke" });
    };
    for (let n = 1; n <= 10; n += 1)
      expect((await fromAnywhere({ "min-price": String(n * 1000) })).status).toBe(200);
    expect(await fromAnywhere({ "max-price": "5000" })).toMatchObject({
      status: 409,
      value: { status: "too-many" },
    });
  });

  it("limits sign-ups per mailbox, however its address is spelled, and writes to the address as typed", async () => {
    const spellings = ["achieng+1@example.co.ke", "achieng+2@example.co.ke", "Achieng+3@Example.co.ke"];
    for (const email of spellings) expect((await signUp({ type: "land" }, { email })).status).toBe(200);
    expect(await signUp({ type: "land" }, { email: "achieng+4@example.co.ke" })).toMatchObject({
      status: 429,
      value: { status: "limited" },
    });
    expect(await sendMail()).toEqual({ sent: 3, failed: 0 });
    const received = await mail().waitForMail(3);
    expect(received.flatMap((each) => each.recipients).sort()).toEqual(
      spellings.map((email) => email.toLowerCase()).sort(),
    );
  });

  it("refuses a search the list does not offer, with 400 and what was typed, and sends nothing", async () => {
    const paragraph = "Nairobi. Your account is locked: call +254 700 000 000 or visit evil.example now";
    const madeUp: Record<string, string>[] = [
      { type: "houses", city: paragraph },
      { type: "houses", city: "Mombasa" },
      { type: "castle", city: "Nairobi" },
      { q: "villa ".repeat(20).trim() },
    ];
    for (const filters of madeUp) {
      expect(await signUp(filters), JSON.stringify(filters)).toMatchObject({
        status: 400,
        value: { status: "unknown-search", values: { email: VISITOR } },
      });
    }
    expect(await sendMail()).toEqual({ sent: 0, failed: 0 });
    expect(await db().selectFrom("search_alerts").selectAll().execute()).toEqual([]);
  });

  it("refuses a sign-up without a filter or with a bad address, with 400 and what was typed", async () => {
    expect(await signUp({ sort: "latest" })).toMatchObject({ status: 400, value: { status: "no-filter" } });
    expect(await signUp(NAIROBI_HOUSES, { email: "not an address" })).toMatchObject({
      status: 400,
      value: { status: "invalid", values: { email: "not an address" } },
    });
    expect(await signUp(NAIROBI_HOUSES, { frequency: "hourly" })).toMatchObject({
      status: 400,
      value: { status: "invalid" },
    });
  });
});
