// A stand-in for Africa's Talking's messaging API on loopback, for the phones the site texts.
import { test } from "@playwright/test";
import { type SmsGatewayStandIn, startSmsGateway } from "../../../app/testing/sms-gateway.server";

/** What the tests read from the gateway: its SMS_API_URL and the texts it accepted. */
export type CaughtTexts = Pick<SmsGatewayStandIn, "url" | "received" | "waitForTexts">;

/**
 * Starts the stand-in before the enclosing tests and stops it after them. Called before
 * `serveOwnSite`, its `env` points the site at it.
 */
export function catchTexts(): CaughtTexts & { env(): Record<string, string> } {
  let gateway: SmsGatewayStandIn | undefined;

  test.beforeAll(async () => {
    gateway = await startSmsGateway();
  });

  test.afterAll(async () => {
    await gateway?.stop();
  });

  function started(): SmsGatewayStandIn {
    if (!gateway) throw new Error("The SMS gateway is used before it started");
    return gateway;
  }

  return {
    get url() {
      return started().url;
    },
    get received() {
      return started().received;
    },
    waitForTexts: (count, timeoutMs) => started().waitForTexts(count, timeoutMs),
    env: () => ({
      SMS_API_URL: started().url,
      SMS_USERNAME: "makazi",
      SMS_API_KEY: "e2e-key",
      SMS_FROM: "MAKAZI",
    }),
  };
}
