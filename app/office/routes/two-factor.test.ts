import { beforeEach, describe, expect, it } from "vitest";
import { findUserByEmail } from "~/data/users.server";
import { timeStepAt, totpCode } from "~/domain/second-factor.server";
import { getSessionUser } from "~/services/auth.server";
import { WRONG_CODE } from "~/services/second-factor-codes.server";
import { resetSecondFactor } from "~/services/administrator.server";
import { ADMIN, addAccounts, cookiesAfter, thrown } from "~/testing/accounts.server";
import { signedInHeaders } from "~/testing/admin-session.server";
import { freshSiteForEachTest, routeArgs, unwrap } from "~/testing/test-services.server";
import * as signIn from "./admin";
import * as secondFactor from "./second-factor";
import * as twoFactor from "./two-factor";

const site = freshSiteForEachTest();
const db = () => site().services.database.db;
type Headers = Record<string, string>;

beforeEach(async () => {
  await addAccounts(site());
});

async function storedSecrets() {
  return db()
    .selectFrom("users")
    .select(["totp_secret", "totp_pending_secret"])
    .where("email", "=", ADMIN.email)
    .executeTakeFirstOrThrow();
}

/** The app's code `stepsAhead` steps from now (within the drift allowed, at most 1). */
const codeFor = (secret: string, stepsAhead = 0) => totpCode(secret, timeStepAt(new Date()) + stepsAhead);

/** Turns two-step sign-in on for the administrator; gives the secret and the recovery codes. */
async function turnOn(headers: Headers) {
  await twoFactor.action(routeArgs(site(), "/two-factor", { headers, form: { intent: "start" } }));
  const { totp_pending_secret: secret } = await storedSecrets();
  const result = unwrap(
    await twoFactor.action(
      routeArgs(site(), "/two-factor", { headers, form: { intent: "confirm", code: codeFor(secret!, -1) } }),
    ),
  );
  const { recoveryCodes } = result.value as { recoveryCodes: string[] };
  return { secret: secret!, recoveryCodes };
}

/** Posts the password; the redirect it answers with and the cookies the browser then holds. */
async function passwordStep(headers: Headers = {}) {
  const response = (await thrown(
    signIn.action(routeArgs(site(), "/admin", { form: { ...ADMIN }, headers })),
  )) as Response;
  const cookie = cookiesAfter(headers.Cookie, response.headers.getSetCookie());
  return { location: response.headers.get("Location"), headers: { Cookie: cookie } };
}

async function codeStep(headers: Headers, code: string, remember = false) {
  const form = { code, ...(remember ? { remember: "yes" } : {}) };
  try {
    return unwrap(await secondFactor.action(routeArgs(site(), "/sign-in/code", { form, headers })));
  } catch (error) {
    if (!(error instanceof Response)) throw error;
    const cookie = cookiesAfter(headers.Cookie, error.headers.getSetCookie());
    return { status: error.status, location: error.headers.get("Location"), headers: { Cookie: cookie } };
  }
}

const signedInAs = async (headers: Headers) => {
  const { request, context } = routeArgs(site(), "/admin-dashboard", { headers });
  return (await getSessionUser(request, context))?.email ?? null;
};

describe("two-step sign-in", { timeout: 60_000 }, () => {
  it("is set up with a QR code and the key as text, and on only once a code confirms it", async () => {
    const headers = await signedInHeaders(site());
    await twoFactor.action(routeArgs(site(), "/two-factor", { headers, form: { intent: "start" } }));
    const page = await twoFactor.loader(routeArgs(site(), "/two-factor", { headers }));
    expect(page.page).toMatchObject({ state: "setting-up", qrCodeSvg: expect.stringMatching(/^<svg/) });
    const { totp_pending_secret: secret } = await storedSecrets();
    expect(page.page.state === "setting-up" && page.page.secretText.replaceAll(" ", "")).toBe(secret);

    const wrong = unwrap(
      await twoFactor.action(
        routeArgs(site(), "/two-factor", { headers, form: { intent: "confirm", code: "000000" } }),
      ),
    );
    expect(wrong.status).toBe(400);
    expect((await storedSecrets()).totp_secret).toBeNull();

    const right = unwrap(
      await twoFactor.action(
        routeArgs(site(), "/two-factor", { headers, form: { intent: "confirm", code: codeFor(secret!) } }),
      ),
    );
    expect((right.value as { recoveryCodes: string[] }).recoveryCodes).toHaveLength(10);
    expect(await storedSecrets()).toEqual({ totp_secret: secret, totp_pending_secret: null });
    expect((await twoFactor.loader(routeArgs(site(), "/two-factor", { headers }))).page).toEqual({
      state: "on",
      unusedRecoveryCodes: 10,
    });
  });

  it("then asks for a code after the password, and the password alone signs nobody in", async () => {
    const { secret } = await turnOn(await signedInHeaders(site()));
    const afterPassword = await passwordStep();
    expect(afterPassword.location).toBe("/sign-in/code");
    expect(await signedInAs(afterPassword.headers)).toBeNull();

    expect(await codeStep(afterPassword.headers, "123456")).toMatchObject({ status: 400 });
    const done = await codeStep(afterPassword.headers, codeFor(secret, 1));
    expect(done).toMatchObject({ status: 302, location: "/admin-dashboard" });
    expect(await signedInAs((done as { headers: Headers }).headers)).toBe(ADMIN.email);
    // The token that waited for the code is worth nothing afterwards.
    expect(await signedInAs(afterPassword.headers)).toBeNull();
  });

  it("accepts each code once, so a code seen over a shoulder cannot be replayed", async () => {
    const { secret } = await turnOn(await signedInHeaders(site()));
    const code = codeFor(secret, 1);
    expect(await codeStep((await passwordStep()).headers, code)).toMatchObject({ status: 302 });
    expect(await codeStep((await passwordStep()).headers, code)).toMatchObject({ status: 400 });
  });

  it("takes each recovery code once, in place of the app's code", async () => {
    const { recoveryCodes } = await turnOn(await signedInHeaders(site()));
    const [code] = recoveryCodes;
    expect(await codeStep((await passwordStep()).headers, code!.toUpperCase())).toMatchObject({
      status: 302,
    });
    expect(await codeStep((await passwordStep()).headers, code!)).toMatchObject({ status: 400 });
  });

  it("skips the code for 30 days on a device the administrator asked to remember", async () => {
    const { secret } = await turnOn(await signedInHeaders(site()));
    const first = await codeStep((await passwordStep()).headers, codeFor(secret, 1), true);
    const device = (first as { headers: Headers }).headers;
    const again = await passwordStep(device);
    expect(again.location).toBe("/admin-dashboard");
    expect(await signedInAs(again.headers)).toBe(ADMIN.email);

    await db()
      .updateTable("known_devices")
      .set({ second_factor_until: new Date(Date.now() - 1000).toISOString() })
      .execute();
    expect((await passwordStep(device)).location).toBe("/sign-in/code");
  });

  it("sends anyone without a waiting sign-in from the code page back to sign in", async () => {
    const response = (await thrown(secondFactor.loader(routeArgs(site(), "/sign-in/code")))) as Response;
    expect(response.headers.get("Location")).toBe("/admin");
  });

  it("signs every other session out when turned on, and keeps this one", async () => {
    const here = await signedInHeaders(site());
    const elsewhere = await signedInHeaders(site());
    await turnOn(here);
    expect(await signedInAs(here)).toBe(ADMIN.email);
    expect(await signedInAs(elsewhere)).toBeNull();
  });

  it("is turned off with a current code, never with the password alone", async () => {
    const headers = await signedInHeaders(site());
    const { secret } = await turnOn(headers);
    const turnOff = async (form: Record<string, string>) =>
      unwrap(
        await twoFactor.action(
          routeArgs(site(), "/two-factor", { headers, form: { intent: "turn-off", ...form } }),
        ),
      );
    const refused = await turnOff({ password: ADMIN.password });
    expect(refused).toMatchObject({ status: 400, value: { message: WRONG_CODE } });
    expect((await storedSecrets()).totp_secret).not.toBeNull();

    const done = (await turnOff({ code: codeFor(secret, 1) })).value as Response;
    expect(done.headers.get("Location")).toBe("/two-factor");
    expect((await storedSecrets()).totp_secret).toBeNull();
  });

  it("is turned off with a recovery code, for someone without the phone", async () => {
    const headers = await signedInHeaders(site());
    const { recoveryCodes } = await turnOn(headers);
    const response = (await twoFactor.action(
      routeArgs(site(), "/two-factor", { headers, form: { intent: "turn-off", code: recoveryCodes[3]! } }),
    )) as Response;
    expect(response.headers.get("Location")).toBe("/two-factor");
    expect((await storedSecrets()).totp_secret).toBeNull();
  });

  it("is turned off from the command line by someone with shell access", async () => {
    const headers = await signedInHeaders(site());
    await turnOn(headers);
    await resetSecondFactor(db(), ADMIN.email);
    expect((await storedSecrets()).totp_secret).toBeNull();
    expect(await signedInAs(headers)).toBeNull();
    expect((await passwordStep()).location).toBe("/admin-dashboard");
    expect((await findUserByEmail(db(), ADMIN.email))?.hasSecondFactor).toBe(false);
  });
});
