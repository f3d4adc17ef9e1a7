import { beforeEach, describe, expect, it } from "vitest";
import { ADMIN, addAccounts } from "~/testing/accounts.server";
import { signedInHeaders } from "~/testing/admin-session.server";
import { freshSiteForEachTest, routeArgs, unwrap } from "~/testing/test-services.server";
import { getSessionUser, signIn, WRONG_CURRENT_PASSWORD } from "~/services/auth.server";
import * as changePassword from "./change-password";

const site = freshSiteForEachTest();

beforeEach(async () => {
  await addAccounts(site());
});

const NEW_PASSWORD = "a much newer passphrase";

function post(headers: Record<string, string>, form: Record<string, string>) {
  return changePassword.action(routeArgs(site(), "/change-password", { headers, form }));
}

async function canSignIn(password: string): Promise<boolean> {
  const { request, context } = routeArgs(site(), "/admin", { form: {}, clientAddress: "198.51.100.7" });
  return (await signIn(request, context, { email: ADMIN.email, password })).status === "signed-in";
}

async function isSignedIn(headers: Record<string, string>): Promise<boolean> {
  const { request, context } = routeArgs(site(), "/admin-dashboard", { headers });
  return (await getSessionUser(request, context)) !== null;
}

describe("changing the administrator's password", { timeout: 60_000 }, () => {
  it("sets the new password, keeps this session and signs every other device out", async () => {
    const here = await signedInHeaders(site(), ADMIN);
    const elsewhere = await signedInHeaders(site(), ADMIN);

    const response = (await post(here, {
      currentPassword: ADMIN.password,
      newPassword: NEW_PASSWORD,
      confirmation: NEW_PASSWORD,
    })) as Response;

    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/admin-dashboard");
    expect(await isSignedIn(here)).toBe(true);
    expect(await isSignedIn(elsewhere)).toBe(false);
    expect(await canSignIn(NEW_PASSWORD)).toBe(true);
    expect(await canSignIn(ADMIN.password)).toBe(false);
  });

  it("refuses a wrong current password and changes nothing", async () => {
    const headers = await signedInHeaders(site(), ADMIN);
    const result = unwrap(
      await post(headers, {
        currentPassword: "not the password",
        newPassword: NEW_PASSWORD,
        confirmation: NEW_PASSWORD,
      }),
    );
    expect(result).toEqual({
      status: 400,
      value: { errors: { currentPassword: WRONG_CURRENT_PASSWORD }, message: null },
    });
    expect(await canSignIn(ADMIN.password)).toBe(true);
  });

  it("explains a short or mistyped new password next to its field", async () => {
    const headers = await signedInHeaders(site(), ADMIN);
    const result = unwrap(
      await post(headers, { currentPassword: ADMIN.password, newPassword: "short", confirmation: "shorter" }),
    );
    expect(result).toEqual({
      status: 400,
      value: {
        errors: {
          newPassword: "Please choose a password of at least 12 characters",
          confirmation: "The two new passwords are not the same",
        },
        message: null,
      },
    });
  });

  it("locks the form after repeated wrong current passwords", async () => {
    const headers = await signedInHeaders(site(), ADMIN);
    const wrong = { currentPassword: "guess", newPassword: NEW_PASSWORD, confirmation: NEW_PASSWORD };
    for (let attempt = 0; attempt < 5; attempt++) expect(unwrap(await post(headers, wrong)).status).toBe(400);
    const locked = unwrap(
      await post(headers, {
        currentPassword: ADMIN.password,
        newPassword: NEW_PASSWORD,
        confirmation: NEW_PASSWORD,
      }),
    );
    // 30 seconds from the last failure, less the time the machine took since.
    expect(locked).toEqual({
      status: 429,
      value: {
        errors: {},
        message: expect.stringMatching(/^Too many failed attempts\. Please wait \d+ seconds/),
      },
    });
    expect(await canSignIn(NEW_PASSWORD)).toBe(false);
  });
});
