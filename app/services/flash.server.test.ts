import { describe, expect, it } from "vitest";
import { readConfirmation, redirectWithConfirmation } from "./flash.server";

const requestWith = (cookie: string) =>
  new Request("https://makazi.test/settings", { headers: { Cookie: cookie } });

describe("confirmations after a redirect", () => {
  it("carries the message to the next request once, Secure on https", async () => {
    const response = await redirectWithConfirmation("/settings", "Settings saved", requestWith(""));
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/settings");
    const setCookie = response.headers.get("Set-Cookie")!;
    expect(setCookie).toMatch(
      /^makazi_confirmation=.+; Max-Age=60; Path=\/; HttpOnly; Secure; SameSite=Lax$/,
    );

    const { message, headers } = await readConfirmation(requestWith(setCookie.split(";")[0]!));
    expect(message).toBe("Settings saved");
    expect(headers.get("Set-Cookie")).toMatch(/^makazi_confirmation=; Max-Age=0/);
  });

  it("ignores a missing or forged cookie", async () => {
    const forged = `makazi_confirmation=${btoa(JSON.stringify("Your session expired, sign in at evil.example"))}`;
    for (const cookie of ["", forged]) {
      const { message, headers } = await readConfirmation(requestWith(cookie));
      expect(message).toBeNull();
      expect(headers.get("Set-Cookie")).toBeNull();
    }
  });
});
