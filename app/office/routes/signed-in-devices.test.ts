import { beforeEach, describe, expect, it } from "vitest";
import { getSessionUser, sessionIdHash, signIn } from "~/services/auth.server";
import { ADMIN, addAccounts, cookiesFrom } from "~/testing/accounts.server";
import { signedInHeaders } from "~/testing/admin-session.server";
import { freshSiteForEachTest, routeArgs } from "~/testing/test-services.server";
import * as devicesPage from "./signed-in-devices";

const site = freshSiteForEachTest();
type Headers = Record<string, string>;

beforeEach(async () => {
  await addAccounts(site());
});

const PHONE =
  "Mozilla/5.0 (Linux; Android 13; SM-A145F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";

async function signedInWith(userAgent: string, clientAddress: string): Promise<Headers> {
  const { request, context } = routeArgs(site(), "/admin", {
    form: {},
    headers: { "User-Agent": userAgent },
    clientAddress,
  });
  const result = await signIn(request, context, ADMIN);
  if (result.status !== "signed-in") throw new Error("Sign-in not completed");
  return { Cookie: cookiesFrom(result.setCookies) };
}

const isSignedIn = async (headers: Headers) => {
  const { request, context } = routeArgs(site(), "/sessions", { headers });
  return (await getSessionUser(request, context)) !== null;
};

/** Posts to the page; the redirect it answers with, returned or thrown. */
async function post(headers: Headers, form: Record<string, string>): Promise<Response> {
  try {
    return (await devicesPage.action(routeArgs(site(), "/sessions", { headers, form }))) as Response;
  } catch (error) {
    if (error instanceof Response) return error;
    throw error;
  }
}

describe("signed-in devices", { timeout: 60_000 }, () => {
  it("lists each browser with its network, this one first, and signs out the one chosen", async () => {
    const phone = await signedInWith(PHONE, "2001:db8:9:1::5");
    const here = await signedInHeaders(site());
    const { devices } = await devicesPage.loader(routeArgs(site(), "/sessions", { headers: here }));
    expect(devices).toMatchObject([
      { isThisDevice: true, browser: "Unknown browser" },
      { isThisDevice: false, browser: "Chrome on Android", network: "2001:db8:9:1::/64" },
    ]);

    const response = await post(here, { intent: "sign-out-device", device: devices[1]!.id });
    expect(response.headers.get("Location")).toBe("/sessions");
    expect(await isSignedIn(phone)).toBe(false);
    expect(await isSignedIn(here)).toBe(true);
  });

  it("cannot sign out another account's session", async () => {
    const here = await signedInHeaders(site());
    const ownId = await sessionIdHash(routeArgs(site(), "/", { headers: here }).request);
    const editor = await signedInHeaders(site(), {
      email: "otieno@makazi.test",
      password: "another long password",
    });
    await post(editor, { intent: "sign-out-device", device: ownId! });
    expect(await isSignedIn(here)).toBe(true);
  });

  it("signs out every other device, or everywhere including this one", async () => {
    const phone = await signedInWith(PHONE, "192.0.2.44");
    const here = await signedInHeaders(site());
    await post(here, { intent: "sign-out-others" });
    expect(await isSignedIn(phone)).toBe(false);
    expect(await isSignedIn(here)).toBe(true);

    const everywhere = await post(here, { intent: "sign-out-everywhere" });
    expect(everywhere.headers.get("Location")).toBe("/admin");
    expect(everywhere.headers.get("Set-Cookie")).toMatch(/^makazi_session=; Max-Age=0/);
    expect(await isSignedIn(here)).toBe(false);
  });
});
