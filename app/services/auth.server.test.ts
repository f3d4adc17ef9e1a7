import { beforeEach, describe, expect, it } from "vitest";
import { ADMIN, addAccounts, cookiesFrom, AGENT, thrown } from "~/testing/accounts.server";
import { freshSiteForEachTest, routeArgs } from "~/testing/test-services.server";
import {
  EXPIRED_ONE_TIME_PASSWORD,
  fromSignedInPerson,
  getSessionUser,
  requireOfficePerson,
  signIn,
  signOut,
} from "./auth.server";

describe("sessions", () => {
  const site = freshSiteForEachTest();
  const db = () => site().services.database.db;

  beforeEach(async () => {
    await addAccounts(site());
  });

  /** Signs in and returns the Cookie header of the new session. */
  async function signedIn(account: { email: string; password: string }): Promise<Record<string, string>> {
    const { request, context } = routeArgs(site(), "/admin", { form: {} });
    const result = await signIn(request, context, account);
    if (result.status !== "signed-in") throw new Error(`Sign-in not completed: ${result.status}`);
    return { Cookie: cookiesFrom(result.setCookies) };
  }

  const userFor = (headers: Record<string, string>) => {
    const { request, context } = routeArgs(site(), "/", { headers });
    return getSessionUser(request, context);
  };

  it("sets an HttpOnly, SameSite=Lax cookie for the whole site; over https Secure and __Host-", async () => {
    const { request, context } = routeArgs(site(), "/admin", { form: {} });
    const result = await signIn(request, context, ADMIN);
    expect(result.status === "signed-in" && result.setCookies[0]).toMatch(
      /^makazi_session=[^;]+; Max-Age=604800; Path=\/; HttpOnly; SameSite=Lax$/,
    );
    const secure = await signIn(new Request("https://makazi.test/admin", { method: "POST" }), context, ADMIN);
    if (secure.status !== "signed-in") throw new Error("Sign-in refused");
    expect(secure.setCookies).toEqual([
      expect.stringMatching(
        /^__Host-makazi_session=[^;]+; Max-Age=604800; Path=\/; HttpOnly; Secure; SameSite=Lax$/,
      ),
      expect.stringMatching(
        /^__Host-makazi_device=[^;]+; Max-Age=31536000; Path=\/; HttpOnly; Secure; SameSite=Lax$/,
      ),
    ]);
    const user = await getSessionUser(
      new Request("https://makazi.test/", { headers: { Cookie: cookiesFrom(secure.setCookies) } }),
      context,
    );
    expect(user?.email).toBe(ADMIN.email);
  });

  it("refuses a one-time password once it has expired", async () => {
    await db()
      .updateTable("users")
      .set({ must_change_password: 1, password_expires_at: new Date(Date.now() - 1000).toISOString() })
      .execute();
    const { request, context } = routeArgs(site(), "/admin", { form: {} });
    expect(await signIn(request, context, ADMIN)).toEqual({
      status: "refused",
      message: EXPIRED_ONE_TIME_PASSWORD,
      httpStatus: 400,
    });
  });

  it("stores only a hash of the token, and a new one at every sign-in", async () => {
    const first = await signedIn(ADMIN);
    const second = await signedIn(ADMIN);
    expect(first.Cookie).not.toBe(second.Cookie);
    const rows = await db().selectFrom("sessions").select("id_hash").execute();
    expect(rows).toHaveLength(2);
    for (const { id_hash } of rows) {
      expect(first.Cookie).not.toContain(id_hash);
      expect(second.Cookie).not.toContain(id_hash);
    }
    expect(await userFor(first)).toMatchObject({ email: ADMIN.email, role: "owner" });
  });

  it("ends a session idle for 2 hours, and deletes it", async () => {
    const cookie = await signedIn(ADMIN);
    const longAgo = new Date(Date.now() - 2 * 3_600_000 - 1_000).toISOString();
    await db().updateTable("sessions").set({ last_seen_at: longAgo }).execute();
    expect(await userFor(cookie)).toBeNull();
    expect(await db().selectFrom("sessions").selectAll().execute()).toEqual([]);
  });

  it("ends a session 7 days after sign-in even when in use", async () => {
    const cookie = await signedIn(ADMIN);
    await db()
      .updateTable("sessions")
      .set({ expires_at: new Date(Date.now() - 1_000).toISOString() })
      .execute();
    expect(await userFor(cookie)).toBeNull();
    expect(await db().selectFrom("sessions").selectAll().execute()).toEqual([]);
  });

  it("refreshes the last-seen time at most once a minute", async () => {
    const cookie = await signedIn(ADMIN);
    const lastSeen = async () =>
      (await db().selectFrom("sessions").select("last_seen_at").executeTakeFirstOrThrow()).last_seen_at;
    const signInTime = await lastSeen();
    await userFor(cookie);
    expect(await lastSeen()).toBe(signInTime);
    const twoMinutesAgo = new Date(Date.now() - 120_000).toISOString();
    await db().updateTable("sessions").set({ last_seen_at: twoMinutesAgo }).execute();
    await userFor(cookie);
    expect(await lastSeen()).not.toBe(twoMinutesAgo);
  });

  it("ignores a cookie that names no session", async () => {
    expect(await userFor({ Cookie: "makazi_session=bm90LWEtdG9rZW4" })).toBeNull();
  });

  it("signs out: deletes the session row and clears the cookie", async () => {
    const cookie = await signedIn(ADMIN);
    const { request, context } = routeArgs(site(), "/sign-out", { form: {}, headers: cookie });
    expect(await signOut(request, context)).toMatch(
      /^makazi_session=; Max-Age=0; Path=\/;.*Expires=Thu, 01 Jan 1970/,
    );
    expect(await db().selectFrom("sessions").selectAll().execute()).toEqual([]);
    expect(await userFor(cookie)).toBeNull();
  });

  describe("requireOfficePerson", () => {
    it("sends a visitor to sign in, with the page and its query to come back to", async () => {
      const { request, context } = routeArgs(site(), "/admin-dashboard?tab=messages");
      const response = (await thrown(requireOfficePerson(request, context))) as Response;
      expect(response.status).toBe(302);
      expect(response.headers.get("Location")).toBe("/admin?redirectTo=%2Fadmin-dashboard%3Ftab%3Dmessages");
    });

    it("lets any person of the office in, with their role", async () => {
      const { request, context } = routeArgs(site(), "/admin-dashboard", { headers: await signedIn(AGENT) });
      expect(await requireOfficePerson(request, context)).toMatchObject({
        email: AGENT.email,
        role: "agent",
      });
    });

    it("sends someone whose access was paused since they signed in to sign in again", async () => {
      const headers = await signedIn(AGENT);
      await db().updateTable("users").set({ status: "suspended" }).where("email", "=", AGENT.email).execute();
      const { request, context } = routeArgs(site(), "/admin-dashboard", { headers });
      const response = (await thrown(requireOfficePerson(request, context))) as Response;
      expect(response.headers.get("Location")).toBe("/admin?redirectTo=%2Fadmin-dashboard");
    });

    it("sends an administrator with a one-time password to choose a new one before anything else", async () => {
      const headers = await signedIn(ADMIN);
      await db().updateTable("users").set({ must_change_password: 1 }).execute();
      const { request, context } = routeArgs(site(), "/manage-properties", { headers });
      const response = (await thrown(requireOfficePerson(request, context))) as Response;
      expect(response.headers.get("Location")).toBe("/change-password");
      const onTheForm = routeArgs(site(), "/change-password", { headers });
      expect(await requireOfficePerson(onTheForm.request, onTheForm.context)).toMatchObject({
        mustChangePassword: true,
      });
    });

    it("lets the one-time password's holder reach the form's data and send it, as a script does", async () => {
      const headers = await signedIn(ADMIN);
      await db().updateTable("users").set({ must_change_password: 1 }).execute();
      for (const path of [
        "/change-password.data",
        "/change-password.data?_routes=office%2Froutes%2Fchange-password",
      ]) {
        const onTheForm = routeArgs(site(), path, { headers });
        expect(await requireOfficePerson(onTheForm.request, onTheForm.context), path).toMatchObject({
          mustChangePassword: true,
        });
      }
      const elsewhere = routeArgs(site(), "/manage-properties.data", { headers });
      const response = (await thrown(requireOfficePerson(elsewhere.request, elsewhere.context))) as Response;
      expect(response.headers.get("Location")).toBe("/change-password");
    });

    it("sends a visitor asking for a page's data to sign in and come back to the page itself", async () => {
      const { request, context } = routeArgs(
        site(),
        "/settings.data?_routes=office%2Froutes%2Fsettings&tab=2",
      );
      const response = (await thrown(requireOfficePerson(request, context))) as Response;
      expect(response.headers.get("Location")).toBe("/admin?redirectTo=%2Fsettings%3Ftab%3D2");
      const home = routeArgs(site(), "/_root.data");
      const toHome = (await thrown(requireOfficePerson(home.request, home.context))) as Response;
      expect(toHome.headers.get("Location")).toBe("/admin?redirectTo=%2F");
    });

    it("lets the administrator through", async () => {
      const { request, context } = routeArgs(site(), "/admin-dashboard", { headers: await signedIn(ADMIN) });
      expect(await requireOfficePerson(request, context)).toMatchObject({
        email: ADMIN.email,
        role: "owner",
      });
    });
  });
  describe("fromSignedInPerson, asked before a large body is read", () => {
    const asks = async (headers: Record<string, string>, ownerOnly: boolean) => {
      const { request, context } = routeArgs(site(), "/import", { headers });
      return fromSignedInPerson(request, context, ownerOnly);
    };

    it("says yes to the owner for every file, to the others for photos only, and no to a stranger", async () => {
      const [owner, agent] = [await signedIn(ADMIN), await signedIn(AGENT)];
      expect([await asks(owner, true), await asks(owner, false)]).toEqual([true, true]);
      expect([await asks(agent, true), await asks(agent, false)]).toEqual([false, true]);
      const strangers: Record<string, string>[] = [{}, { Cookie: "makazi_session=forged" }];
      for (const stranger of strangers)
        expect([await asks(stranger, true), await asks(stranger, false)]).toEqual([false, false]);
    });

    it("says no once the person's access is paused", async () => {
      const agent = await signedIn(AGENT);
      await db().updateTable("users").set({ status: "suspended" }).where("email", "=", AGENT.email).execute();
      expect(await asks(agent, false)).toBe(false);
    });
  });
});
