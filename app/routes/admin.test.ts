import { beforeEach, describe, expect, it } from "vitest";
import { saveContactMessage } from "~/data/contact-messages.server";
import { createProperty } from "~/data/properties.server";
import { recordFailedSignIn } from "~/data/sessions.server";
import { addressKey, SIGN_IN_WINDOW_MS } from "~/domain/sessions";
import { INVALID_CREDENTIALS, TOO_MANY_ATTEMPTS } from "~/services/auth.server";
import { ADMIN, addAccounts, cookieFrom, thrown } from "~/testing/accounts.server";
import { aProperty } from "~/testing/listings";
import { freshSiteForEachTest, routeArgs, TEST_CLIENT_ADDRESS, unwrap } from "~/testing/test-services.server";
import * as root from "../root";
import * as admin from "./admin";
import * as dashboard from "./admin-dashboard";
import * as signOut from "./sign-out";

const site = freshSiteForEachTest();
const db = () => site().services.database.db;

beforeEach(async () => {
  await addAccounts(site());
});

type SignInCall = { email?: string; password?: string; redirectTo?: string; clientAddress?: string };

/** Posts the sign-in form; a redirect (success) comes back as the thrown Response. */
async function postSignIn({ clientAddress, ...fields }: SignInCall = {}) {
  const form = { email: ADMIN.email, password: ADMIN.password, ...fields };
  try {
    return unwrap(await admin.action(routeArgs(site(), "/admin", { form, clientAddress })));
  } catch (error) {
    if (error instanceof Response) return { status: error.status, response: error };
    throw error;
  }
}

async function signedInCookie(): Promise<Record<string, string>> {
  const result = await postSignIn();
  if (!("response" in result)) throw new Error("Sign-in failed");
  return { Cookie: cookieFrom(result.response.headers.get("Set-Cookie")) };
}

describe("sign-in action", { timeout: 20_000 }, () => {
  it("sets the session cookie and goes where the administrator was going", async () => {
    const result = await postSignIn({
      email: "  WANJIRU@makazi.test ",
      redirectTo: "/manage-properties?page=2",
    });
    expect("response" in result && result.response.status).toBe(302);
    if (!("response" in result)) return;
    expect(result.response.headers.get("Location")).toBe("/manage-properties?page=2");
    expect(result.response.headers.get("Set-Cookie")).toMatch(/^makazi_session=.+; HttpOnly; SameSite=Lax$/);
    expect(await db().selectFrom("sessions").selectAll().execute()).toHaveLength(1);
  });

  it.each([
    "//evil.example",
    "https://evil.example",
    "/\\evil.example",
    "",
    "/\t/evil.example",
    "/.//evil.example",
  ])("goes to the dashboard instead of %j", async (redirectTo) => {
    const result = await postSignIn({ redirectTo });
    expect("response" in result && result.response.headers.get("Location")).toBe("/admin-dashboard");
  });

  it("gives the same answer for a wrong password and an unknown e-mail, keeping the e-mail only", async () => {
    const wrongPassword = await postSignIn({ password: "not the password" });
    const unknownEmail = await postSignIn({ email: "nobody@makazi.test" });
    expect(wrongPassword).toEqual({
      status: 400,
      value: { email: ADMIN.email, errors: {}, message: INVALID_CREDENTIALS },
    });
    expect(unknownEmail).toEqual({
      status: 400,
      value: { email: "nobody@makazi.test", errors: {}, message: INVALID_CREDENTIALS },
    });
    expect(await db().selectFrom("sessions").selectAll().execute()).toEqual([]);
  });

  it("names missing and malformed fields and never sends the password back", async () => {
    expect(await postSignIn({ email: "wanjiru@", password: "" })).toEqual({
      status: 400,
      value: {
        email: "wanjiru@",
        errors: {
          email: "Please enter a valid e-mail address, like name@example.com",
          password: "Please enter your password",
        },
        message: null,
      },
    });
    expect(JSON.stringify(await postSignIn({ email: "" }))).not.toContain(ADMIN.password);
  });

  it("locks the account out after 5 failures, even with the right password", async () => {
    for (let attempt = 0; attempt < 5; attempt++) {
      // From different addresses: the account's own count locks it.
      expect((await postSignIn({ password: "guess", clientAddress: `198.51.100.${attempt}` })).status).toBe(
        400,
      );
    }
    expect(await postSignIn()).toEqual({
      status: 429,
      value: { email: ADMIN.email, errors: {}, message: TOO_MANY_ATTEMPTS },
    });
  });

  it("locks an address out after 20 failures on any accounts, and only that address", async () => {
    await recordFailedSignIn(db(), Array(19).fill(addressKey(TEST_CLIENT_ADDRESS)), SIGN_IN_WINDOW_MS);
    expect((await postSignIn({ email: "someone@makazi.test" })).status).toBe(400);
    expect(await postSignIn()).toMatchObject({ status: 429, value: { message: TOO_MANY_ATTEMPTS } });
    expect("response" in (await postSignIn({ clientAddress: "198.51.100.7" }))).toBe(true);
  });

  it("forgets an account's failures once it signs in", async () => {
    for (let attempt = 0; attempt < 4; attempt++) await postSignIn({ password: "guess" });
    expect("response" in (await postSignIn())).toBe(true);
    expect((await postSignIn({ password: "guess" })).status).toBe(400);
    expect("response" in (await postSignIn())).toBe(true);
  });
});

describe("sign-in page loader", () => {
  it("offers the form with a safe place to come back to", async () => {
    expect(await admin.loader(routeArgs(site(), "/admin?redirectTo=%2Fadmin-dashboard"))).toEqual({
      redirectTo: "/admin-dashboard",
    });
    expect(await admin.loader(routeArgs(site(), "/admin?redirectTo=%2F%2Fevil.example"))).toEqual({
      redirectTo: null,
    });
  });

  it("sends a signed-in administrator on to the dashboard", async () => {
    const response = (await thrown(
      admin.loader(routeArgs(site(), "/admin", { headers: await signedInCookie() })),
    )) as Response;
    expect(response.headers.get("Location")).toBe("/admin-dashboard");
  });
});

describe("dashboard loader", () => {
  it("sends a visitor to sign in first", async () => {
    const response = (await thrown(dashboard.loader(routeArgs(site(), "/admin-dashboard")))) as Response;
    expect(response.headers.get("Location")).toBe("/admin?redirectTo=%2Fadmin-dashboard");
  });

  it("counts listings of each type and unread messages", async () => {
    await createProperty(db(), aProperty({ type: "land" }));
    await createProperty(db(), aProperty({ type: "land" }));
    await createProperty(db(), aProperty({ type: "hotel" }));
    await saveContactMessage(db(), { name: "Amina", email: "amina@example.co.ke", message: "Hello" });
    const data = await dashboard.loader(
      routeArgs(site(), "/admin-dashboard", { headers: await signedInCookie() }),
    );
    expect(data).toEqual({ listingsByType: { rent: 0, hotel: 1, land: 2, houses: 0 }, unreadMessages: 1 });
  });
});

describe("sign-out", () => {
  it("deletes the session, clears the cookie and goes home", async () => {
    const cookie = await signedInCookie();
    const response = (await thrown(
      signOut.action(routeArgs(site(), "/sign-out", { form: {}, headers: cookie })),
    )) as Response;
    expect(response.headers.get("Location")).toBe("/");
    expect(response.headers.get("Set-Cookie")).toMatch(/^makazi_session=; Max-Age=0/);
    expect(await db().selectFrom("sessions").selectAll().execute()).toEqual([]);
  });

  it("sends a GET home without ending the session", async () => {
    await signedInCookie();
    expect(signOut.loader().headers.get("Location")).toBe("/");
    expect(await db().selectFrom("sessions").selectAll().execute()).toHaveLength(1);
  });
});

describe("root loader", () => {
  it("tells the header whether an administrator is signed in", async () => {
    expect((await root.loader(routeArgs(site(), "/"))).administrator).toBe(false);
    const signedIn = await root.loader(routeArgs(site(), "/", { headers: await signedInCookie() }));
    expect(signedIn.administrator).toBe(true);
  });
});
