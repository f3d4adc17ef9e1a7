import { beforeEach, describe, expect, it } from "vitest";
import { saveContactMessage } from "~/data/contact-messages.server";
import { createProperty } from "~/data/property-writes.server";
import { INVALID_CREDENTIALS } from "~/services/auth.server";
import { ADMIN, addAccounts, cookiesFrom, thrown } from "~/testing/accounts.server";
import { aProperty } from "~/testing/listings";
import { freshSiteForEachTest, routeArgs, unwrap } from "~/testing/test-services.server";
import * as root from "../../root";
import * as admin from "./admin";
import * as dashboard from "./admin-dashboard";
import * as signOut from "./sign-out";

const site = freshSiteForEachTest();
const db = () => site().services.database.db;

beforeEach(async () => {
  await addAccounts(site());
});

type SignInCall = {
  email?: string;
  password?: string;
  redirectTo?: string;
  clientAddress?: string;
  headers?: Record<string, string>;
};

/** Posts the sign-in form; a redirect (success) comes back as the thrown Response. */
async function postSignIn({ clientAddress, headers, ...fields }: SignInCall = {}) {
  const form = { email: ADMIN.email, password: ADMIN.password, ...fields };
  try {
    return unwrap(await admin.action(routeArgs(site(), "/admin", { form, clientAddress, headers })));
  } catch (error) {
    if (error instanceof Response) return { status: error.status, response: error };
    throw error;
  }
}

async function signedInCookie(call: SignInCall = {}): Promise<Record<string, string>> {
  const result = await postSignIn(call);
  if (!("response" in result)) throw new Error("Sign-in failed");
  return { Cookie: cookiesFrom(result.response.headers.getSetCookie()) };
}

const TOO_MANY = /^Too many failed attempts\. Please wait (\d+ seconds|\d+ minutes?) and try again\.$/;

// A test here checks up to 21 passwords, each a deliberate fraction of a second of CPU: on a
// busy two-core machine that can take most of a minute.
describe("sign-in action", { timeout: 90_000 }, () => {
  it("sets the session cookie and goes where the administrator was going", async () => {
    const result = await postSignIn({
      email: "  WANJIRU@makazi.test ",
      redirectTo: "/manage-properties?page=2",
    });
    expect("response" in result && result.response.status).toBe(302);
    if (!("response" in result)) return;
    expect(result.response.headers.get("Location")).toBe("/manage-properties?page=2");
    const [session, device] = result.response.headers.getSetCookie();
    expect(session).toMatch(/^makazi_session=.+; HttpOnly; SameSite=Lax$/);
    expect(device).toMatch(/^makazi_device=.+; Max-Age=31536000; Path=\/; HttpOnly; SameSite=Lax$/);
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

  it("makes a network wait after 5 failures on the account, even with the right password", async () => {
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await postSignIn({ password: "guess", clientAddress: "198.51.100.1" })).status).toBe(400);
    }
    const refused = await postSignIn({ clientAddress: "198.51.100.1" });
    expect(refused).toMatchObject({
      status: 429,
      value: { email: ADMIN.email, errors: {}, message: expect.stringMatching(TOO_MANY) },
    });
    // The account's owner, from her own network, is not held up by the guesses.
    expect("response" in (await postSignIn({ clientAddress: "192.0.2.80" }))).toBe(true);
  });

  it("checks no more than 5 of many simultaneous guesses from one network", async () => {
    const results = await Promise.all(
      Array.from({ length: 12 }, () => postSignIn({ password: "guess", clientAddress: "198.51.100.2" })),
    );
    const statuses = results.map((result) => result.status);
    expect(statuses.filter((status) => status === 400)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(7);
  });

  it("slows guesses spread over many networks, but never on a browser that signed in before", async () => {
    const knownBrowser = await signedInCookie({ clientAddress: "192.0.2.80" });
    for (let attempt = 0; attempt < 10; attempt++) {
      await postSignIn({ password: "guess", clientAddress: `203.0.113.${attempt}` });
    }
    const stranger = await postSignIn({ password: "guess", clientAddress: "203.0.113.99" });
    expect(stranger).toMatchObject({ status: 429, value: { message: expect.stringMatching(TOO_MANY) } });
    const owner = await postSignIn({ clientAddress: "203.0.113.99", headers: knownBrowser });
    expect("response" in owner).toBe(true);
  });

  it("slows one network after 20 failures on any accounts, and only that network", async () => {
    for (let attempt = 0; attempt < 20; attempt++) {
      await postSignIn({ email: `someone${attempt}@makazi.test`, clientAddress: "2001:db8:5::1" });
    }
    expect(await postSignIn({ clientAddress: "2001:db8:5::2" })).toMatchObject({ status: 429 });
    expect("response" in (await postSignIn({ clientAddress: "2001:db8:6::1" }))).toBe(true);
  });

  it("forgets an account's failures once it signs in", async () => {
    for (let attempt = 0; attempt < 4; attempt++) await postSignIn({ password: "guess" });
    expect("response" in (await postSignIn())).toBe(true);
    for (let attempt = 0; attempt < 4; attempt++) {
      expect((await postSignIn({ password: "guess" })).status).toBe(400);
    }
    expect("response" in (await postSignIn())).toBe(true);
  });
});

describe("sign-in page loader", () => {
  it("offers the form with a safe place to come back to", async () => {
    expect(await admin.loader(routeArgs(site(), "/admin?redirectTo=%2Fadmin-dashboard"))).toMatchObject({
      redirectTo: "/admin-dashboard",
    });
    expect(await admin.loader(routeArgs(site(), "/admin?redirectTo=%2F%2Fevil.example"))).toMatchObject({
      redirectTo: null,
    });
  });

  it("says how to create the administrator while the site has none", async () => {
    await site().services.database.db.deleteFrom("users").execute();
    expect(await admin.loader(routeArgs(site(), "/admin"))).toEqual({
      redirectTo: null,
      noAdministratorYet: true,
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
    expect(data).toMatchObject({
      listingsByType: { rent: 0, hotel: 1, land: 2, houses: 0 },
      unreadMessages: 1,
    });
  });

  it("shows what visitors did, once the counts are written", async () => {
    const slug = await createProperty(db(), aProperty({ name: "Karen Villa" }));
    const { visitorCounts } = site().services;
    const person = {
      method: "GET",
      userAgent: "Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0",
      purpose: null,
      clientAddress: "192.0.2.1",
    };
    visitorCounts.countPageVisit(person, { kind: "listing", slug });
    visitorCounts.countListingEvent(slug, "call", person.clientAddress);
    await visitorCounts.flush();

    const { insights } = await dashboard.loader(
      routeArgs(site(), "/admin-dashboard", { headers: await signedInCookie() }),
    );
    expect(insights.days.at(-1)).toMatchObject({ views: 1, taps: 1, enquiries: 0 });
    expect(insights.topThisWeek).toEqual([
      expect.objectContaining({ name: "Karen Villa", views: 1, callTaps: 1 }),
    ]);
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
    expect((await root.loader(routeArgs(site(), "/"))).officeRole).toBeNull();
    const signedIn = await root.loader(routeArgs(site(), "/", { headers: await signedInCookie() }));
    expect(signedIn.officeRole).toBe("owner");
  });
});
