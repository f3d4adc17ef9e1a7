import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  costOf,
  INVALID_NUMBER,
  type SmsGatewayStandIn,
  startSmsGateway,
} from "~/testing/sms-gateway.server";
import { readGatewayAnswer, type SmsGateway, sendText } from "./sms-gateway.server";

let standIn: SmsGatewayStandIn;
let gateway: SmsGateway;

beforeAll(async () => {
  standIn = await startSmsGateway();
  gateway = {
    url: standIn.url,
    username: "makazi",
    apiKey: "key-1",
    from: "MAKAZI",
    description: standIn.url,
  };
});
afterAll(() => standIn.stop());
beforeEach(() => standIn.behave("accept"));

const text = { to: "+254722000111", message: "Your viewing of Garden Flat is confirmed." };

describe("sendText", () => {
  it("posts the documented form with the key in its header and reads the cost of a sent text", async () => {
    const before = standIn.received.length;
    const outcome = await sendText(gateway, text, { timeoutMs: 2_000 });
    expect(outcome).toMatchObject({ outcome: "sent", status: "Success (101)", cost: costOf(1) });
    expect(standIn.received.slice(before)).toEqual([
      { username: "makazi", apiKey: "key-1", to: text.to, message: text.message, from: "MAKAZI" },
    ]);
  });

  it("sends without `from` when no sender ID is set", async () => {
    const before = standIn.received.length;
    await sendText({ ...gateway, from: null }, text, { timeoutMs: 2_000 });
    expect(standIn.received[before]!.from).toBeNull();
  });

  it("says to try again when the gateway errs, refuses the key or lacks credit", async () => {
    for (const [behaviour, status] of [
      ["server-error", "HTTP 500"],
      ["wrong-key", "username or API key (HTTP 401)"],
      ["insufficient-balance", "InsufficientBalance (405)"],
    ] as const) {
      standIn.behave(behaviour);
      const outcome = await sendText(gateway, text, { timeoutMs: 2_000 });
      expect(outcome.outcome).toBe("retry");
      expect(outcome.status).toContain(status);
    }
  });

  it("says a number the gateway calls invalid is never to be sent to", async () => {
    const outcome = await sendText(gateway, { ...text, to: INVALID_NUMBER }, { timeoutMs: 2_000 });
    expect(outcome).toEqual({ outcome: "refused", status: "InvalidPhoneNumber (403)" });
  });

  it("calls a text handed over but never answered unconfirmed, so that it is not sent twice", async () => {
    standIn.behave("silent");
    const outcome = await sendText(gateway, text, { timeoutMs: 300 });
    expect(outcome.outcome).toBe("unconfirmed");
  });

  it("says to try again when nothing listens at the gateway's address", async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const outcome = await sendText({ ...gateway, url: `http://127.0.0.1:${port}/version1/messaging` }, text, {
      timeoutMs: 2_000,
    });
    expect(outcome.outcome).toBe("retry");
    expect(outcome.status).toContain("could not be reached");
  });
});

describe("readGatewayAnswer", () => {
  it("reads a queued text as sent and an answer of another shape as one to try again", () => {
    const queued = JSON.stringify({
      SMSMessageData: {
        Message: "",
        Recipients: [{ statusCode: 102, status: "Queued", cost: "KES 1.6000" }],
      },
    });
    expect(readGatewayAnswer(201, queued)).toMatchObject({ outcome: "sent", cost: "KES 1.6000" });
    expect(readGatewayAnswer(201, "<html>maintenance</html>").outcome).toBe("retry");
    expect(
      readGatewayAnswer(201, JSON.stringify({ SMSMessageData: { Message: "InvalidSenderId" } })),
    ).toEqual({
      outcome: "retry",
      status: "InvalidSenderId",
    });
  });

  it("keeps a long answer to a few words for the office's page", () => {
    const outcome = readGatewayAnswer(400, "x".repeat(10_000));
    expect(outcome.status.length).toBeLessThan(300);
  });
});
