import { describe, expect, it } from "vitest";
import { freshSiteForEachTest, routeArgs } from "~/testing/test-services.server";
import { takeMessageSlot, visitorMailboxWait } from "./rate-limit.server";

const site = freshSiteForEachTest();

const START = Date.UTC(2026, 10, 22, 9, 0, 0);
const minutesIn = (minutes: number) => new Date(START + minutes * 60_000);
const contextOf = (clientAddress: string) => routeArgs(site(), "/contact", { clientAddress }).context;

describe("takeMessageSlot", () => {
  it("allows five messages from one IPv6 network in ten minutes and says when the next one may go", async () => {
    const sender = contextOf("2001:db8:50::1");
    for (const minute of [0, 1, 2, 3, 4]) {
      expect(await takeMessageSlot(sender, minutesIn(minute))).toEqual({ allowed: true });
    }
    // The ten minutes began with the first message: five minutes from now they are over.
    expect(await takeMessageSlot(sender, minutesIn(5))).toEqual({ allowed: false, retryAfterSeconds: 300 });
    expect(await takeMessageSlot(sender, minutesIn(9.5))).toEqual({ allowed: false, retryAfterSeconds: 30 });
    for (const minute of [10, 11, 12, 13, 14]) {
      expect(await takeMessageSlot(sender, minutesIn(minute))).toEqual({ allowed: true });
    }
    expect(await takeMessageSlot(sender, minutesIn(15))).toEqual({ allowed: false, retryAfterSeconds: 300 });
  });

  it("lets no more than five of many simultaneous messages through", async () => {
    const sender = contextOf("2001:db8:60::1");
    const decisions = await Promise.all(
      Array.from({ length: 20 }, () => takeMessageSlot(sender, minutesIn(0))),
    );
    expect(decisions.filter((decision) => decision.allowed)).toHaveLength(5);
  });

  it("allows twenty messages in ten minutes from one IPv4 address, which a carrier shares among many phones", async () => {
    const carrier = contextOf("197.232.61.10");
    for (let n = 1; n <= 20; n++) {
      expect((await takeMessageSlot(carrier, minutesIn(n / 4))).allowed, `message ${n}`).toBe(true);
    }
    expect((await takeMessageSlot(carrier, minutesIn(6))).allowed).toBe(false);
  });

  it("counts the addresses of one IPv6 network together, and other senders apart", async () => {
    for (let n = 1; n <= 5; n++) await takeMessageSlot(contextOf(`2001:db8:7:1::${n}`), minutesIn(0));
    expect((await takeMessageSlot(contextOf("2001:db8:7:1::99"), minutesIn(1))).allowed).toBe(false);
    expect((await takeMessageSlot(contextOf("2001:db8:7:2::1"), minutesIn(1))).allowed).toBe(true);
    expect((await takeMessageSlot(contextOf("192.0.2.51"), minutesIn(1))).allowed).toBe(true);
  });

  it("forgets messages once no limit's window could still count them", async () => {
    for (let n = 1; n <= 3; n++) await takeMessageSlot(contextOf(`192.0.2.${n}`), minutesIn(0));
    await takeMessageSlot(contextOf("192.0.2.9"), minutesIn(24 * 60 + 1));
    const kept = await site().services.database.db.selectFrom("rate_limit_windows").select("key").execute();
    expect(kept).toEqual([{ key: "message:192.0.2.9" }]);
  });
});

describe("a mailbox's hour of e-mails", () => {
  it("is not forgotten when another client's ten minutes start after it", async () => {
    const db = site().services.database.db;
    for (const minute of [0, 1, 2])
      expect(await visitorMailboxWait(db, "victim@example.co.ke", minutesIn(minute))).toBeNull();
    // A message from anyone, later in the hour: its window's start clears the windows that are over.
    await takeMessageSlot(contextOf("192.0.2.77"), minutesIn(20));
    expect(await visitorMailboxWait(db, "victim@example.co.ke", minutesIn(21))).toBe(39 * 60);
    expect(await visitorMailboxWait(db, "victim@example.co.ke", minutesIn(61))).toBeNull();
  });
});
