import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { enableSecondFactor } from "~/data/second-factor.server";
import { findUserByEmail } from "~/data/users.server";
import { newTotpSecret } from "~/domain/second-factor.server";
import { signInThrottleKeys } from "~/domain/sign-in-throttle";
import { getSessionUser, SIGN_IN_LINK_SPENT } from "~/services/auth.server";
import { SIGN_IN_LINK_REQUESTED } from "~/services/sign-in-links.server";
import { takeAttempt } from "~/services/sign-in-throttle.server";
import { ADMIN, addAccounts, cookiesFrom, AGENT } from "~/testing/accounts.server";
import { type MailServer, startMailServer } from "~/testing/mail-server.server";
import {
  freshSiteForEachTest,
  openTestSite,
  routeArgs,
  type TestSite,
  unwrap,
} from "~/testing/test-services.server";
import * as signIn from "./admin";
import * as signInLink from "./sign-in-link";

const PUBLIC_BASE_URL = "https://makazi.example";

let mail: MailServer;
beforeAll(async () => {
  mail = await startMailServer();
});
afterAll(async () => {
  await mail.stop();
});
beforeEach(() => {
  mail.received.length = 0;
});

const site = freshSiteForEachTest(() => ({ SMTP_URL: mail.url, PUBLIC_BASE_URL }));
const db = () => site().services.database.db;
beforeEach(async () => {
  await addAccounts(site());
});

type Headers = Record<string, string>;

/** Posts the sign-in page's form from `clientAddress`; a redirect (signed in) comes back as the thrown Response. */
async function postSignIn(form: Record<string, string>, clientAddress: string, on: TestSite = site()) {
  try {
    return unwrap(await signIn.action(routeArgs(on, "/admin", { form, clientAddress })));
  } catch (error) {
    if (error instanceof Response) return { status: error.status, value: error };
    throw error;
  }
}

/** Wrong passwords for the administrator from ten networks, about what it takes a stranger to hold up every new browser. */
async function strangersGuessFromTenNetworks() {
  for (let network = 1; network <= 10; network++) {
    const guess = await postSignIn({ email: ADMIN.email, password: "a guess" }, `203.0.113.${network}`);
    expect(guess.status).toBe(400);
  }
}

const askForLink = (email = ADMIN.email) => postSignIn({ intent: "sign-in-link", email }, "198.51.100.20");

/** Sends what the outbox holds and gives the token of the newest sign-in link received. */
async function tokenFromMail(): Promise<string> {
  await site().services.notifications!.runDue();
  const received = await mail.waitForMail(1);
  const { text } = received.at(-1)!.parsed;
  const link = /https:\/\/makazi\.example\/sign-in\/link\/([A-Za-z0-9_-]+)/.exec(text ?? "");
  if (!link) throw new Error(`No sign-in link in: ${text}`);
  return link[1]!;
}

/** Presses the button on the link's page from a browser that never signed in. */
async function useLink(token: string) {
  try {
    return unwrap(
      await signInLink.action({
        ...routeArgs(site(), `/sign-in/link/${token}`, { form: {}, clientAddress: "198.51.100.20" }),
        params: { token },
      }),
    );
  } catch (error) {
    if (!(error instanceof Response)) throw error;
    const headers: Headers = { Cookie: cookiesFrom(error.headers.getSetCookie()) };
    return { status: error.status, location: error.headers.get("Location"), headers };
  }
}

const signedInAs = async (headers: Headers) => {
  const { request, context } = routeArgs(site(), "/admin-dashboard", { headers });
  return (await getSessionUser(request, context))?.email ?? null;
};

describe("the administrator's way in past strangers' wrong passwords", { timeout: 90_000 }, () => {
  it("e-mails a one-time link that signs a new browser in while its sign-ins are held up", async () => {
    await strangersGuessFromTenNetworks();
    const heldUp = await postSignIn({ ...ADMIN }, "198.51.100.20");
    expect(heldUp).toMatchObject({ status: 429, value: { wayIn: "e-mail" } });

    expect(await askForLink()).toMatchObject({ status: 200, value: { notice: SIGN_IN_LINK_REQUESTED } });
    const token = await tokenFromMail();
    expect(mail.received[0]!.recipients).toEqual([ADMIN.email]);
    const stored = await db().selectFrom("sign_in_links").select("token_hash").execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]!.token_hash).not.toContain(token);

    const used = await useLink(token);
    expect(used).toMatchObject({ status: 302, location: "/admin-dashboard" });
    expect(await signedInAs((used as { headers: Headers }).headers)).toBe(ADMIN.email);
    expect(await useLink(token)).toEqual({ status: 400, value: { message: SIGN_IN_LINK_SPENT } });
  });

  it("sends one link per window however often it is asked, and none to someone whose access was paused", async () => {
    await db().updateTable("users").set({ status: "suspended" }).where("email", "=", AGENT.email).execute();
    expect(await askForLink(AGENT.email)).toMatchObject({ value: { notice: SIGN_IN_LINK_REQUESTED } });
    for (let request = 0; request < 3; request++) {
      expect(await askForLink()).toMatchObject({ value: { notice: SIGN_IN_LINK_REQUESTED } });
    }
    await site().services.notifications!.runDue();
    const queued = await db().selectFrom("notification_outbox").select(["kind", "recipient"]).execute();
    expect(queued).toEqual([{ kind: "sign-in-link", recipient: ADMIN.email }]);
  });

  it("refuses a link past its 15 minutes", async () => {
    await askForLink();
    const token = await tokenFromMail();
    await db()
      .updateTable("sign_in_links")
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .execute();
    expect(await useLink(token)).toEqual({ status: 400, value: { message: SIGN_IN_LINK_SPENT } });
  });

  it("still asks for the code when two-step sign-in is on", async () => {
    const admin = await findUserByEmail(db(), ADMIN.email);
    await enableSecondFactor(db(), admin!.id, { secret: newTotpSecret(), step: 0, recoveryCodeHashes: [] });
    await askForLink();
    const used = await useLink(await tokenFromMail());
    expect(used).toMatchObject({ status: 302, location: "/sign-in/code" });
    expect(await signedInAs((used as { headers: Headers }).headers)).toBeNull();
  });

  it("points to npm run admin -- unlock when e-mail is off", async () => {
    const withoutEmail = await openTestSite();
    try {
      await addAccounts(withoutEmail);
      // Held up as by the guesses above, without the cost of checking ten passwords again.
      for (let network = 1; network <= 10; network++) {
        const keys = signInThrottleKeys(ADMIN.email, `203.0.113.${network}`, null);
        const attempt = await takeAttempt(withoutEmail.services.database.db, keys);
        if (attempt.allowed) await attempt.failed();
      }
      const heldUp = await postSignIn({ ...ADMIN }, "198.51.100.20", withoutEmail);
      expect(heldUp).toMatchObject({ status: 429, value: { wayIn: "unlock-command" } });
    } finally {
      await withoutEmail.close();
    }
  });
});
