// The owner's People page and joining with an invitation, through the routes' loaders and
// actions on a real database, with e-mail caught by a real SMTP server on loopback.
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { saveContactMessage } from "~/data/contact-messages.server";
import { findPerson, reassignWork } from "~/data/people.server";
import { createProperty } from "~/data/property-writes.server";
import { enableSecondFactor } from "~/data/second-factor.server";
import { findUserByEmail } from "~/data/users.server";
import { REFUSED_FOR_ROLE } from "~/domain/office-roles";
import { INVITATION_EXPIRED, INVITATION_SIGNED_IN, INVITATION_UNKNOWN, LAST_OWNER } from "~/domain/people";
import { newTotpSecret } from "~/domain/second-factor.server";
import { ACCESS_PAUSED, getSessionUser, signIn } from "~/services/auth.server";
import { officeDoor } from "~/services/office-door.server";
import { SET_UP_YOUR_OWN_FIRST } from "~/services/people.server";
import { ADMIN, addAccounts, AGENT, ASSISTANT, cookiesFrom } from "~/testing/accounts.server";
import { signedInHeaders } from "~/testing/admin-session.server";
import { aProperty } from "~/testing/listings";
import { type MailServer, startMailServer } from "~/testing/mail-server.server";
import {
  freshSiteForEachTest,
  openTestSite,
  routeArgs,
  type TestSite,
  unwrap,
} from "~/testing/test-services.server";
import * as dashboard from "./admin-dashboard";
import * as changePassword from "./change-password";
import * as invitation from "./invitation";
import * as people from "./people";
import * as twoFactor from "./two-factor";
import * as yourDetails from "./your-details";

const PUBLIC_BASE_URL = "https://makazi.example";
const NEWCOMER = "baraka@makazi.test";
const NEW_PASSWORD = "a newcomer's long password";

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

type Headers = Record<string, string>;
let owner: Headers;
beforeEach(async () => {
  await addAccounts(site());
  owner = await signedInHeaders(site());
}, 30_000);

interface Answer {
  status: number;
  location: string | null;
  value: unknown;
  cookies: Headers;
}

/** What a loader or action gave back or threw: its status, redirect, value and the cookies it set. */
async function answerTo(call: Promise<unknown>): Promise<Answer> {
  let result: unknown;
  try {
    result = await call;
  } catch (error) {
    result = error;
  }
  if (result instanceof Response) {
    return {
      status: result.status,
      location: result.headers.get("Location"),
      value: null,
      cookies: { Cookie: cookiesFrom(result.headers.getSetCookie()) },
    };
  }
  const { value, status } = unwrap(result);
  return { status, location: null, value, cookies: {} };
}

const postPeople = (form: Record<string, string>, headers = owner, on: TestSite = site()) =>
  answerTo(people.action(routeArgs(on, "/people", { form, headers })));

const idOf = async (email: string) => (await findUserByEmail(db(), email))!.id;

const invite = (email: string, role: string, on?: TestSite) =>
  postPeople({ intent: "invite", email, role }, owner, on);

/** Sends what the outbox holds and gives the token of the newest invitation received. */
async function tokenFromMail(): Promise<string> {
  await site().services.notifications!.runDue();
  const received = await mail.waitForMail(1);
  const link = /https:\/\/makazi\.example\/invitation\/([A-Za-z0-9_-]{43})\b/.exec(
    received.at(-1)!.parsed.text ?? "",
  );
  if (!link) throw new Error(`No invitation link in: ${received.at(-1)!.parsed.text}`);
  return link[1]!;
}

const openInvitation = (token: string, headers: Headers = {}, on: TestSite = site()) =>
  answerTo(invitation.loader({ ...routeArgs(on, `/invitation/${token}`, { headers }), params: { token } }));

const join = (
  token: string,
  { headers = {}, on = site(), name = "Baraka" }: { headers?: Headers; on?: TestSite; name?: string } = {},
) =>
  answerTo(
    invitation.action({
      ...routeArgs(on, `/invitation/${token}`, {
        form: { name, password: NEW_PASSWORD, confirmation: NEW_PASSWORD },
        headers,
      }),
      params: { token },
    }),
  );

const signedInAs = async (headers: Headers, on: TestSite = site()) => {
  const { request, context } = routeArgs(on, "/admin-dashboard", { headers });
  return getSessionUser(request, context);
};

const auditActions = async () =>
  (await db().selectFrom("audit_log").select(["actor", "action", "subject"]).orderBy("id").execute()).map(
    (entry) => ({ ...entry }),
  );

const countRows = async (table: "users" | "office_invitations") =>
  Number(
    (
      await db()
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe("inviting someone to the office", { timeout: 60_000 }, () => {
  it("e-mails a one-time link that makes the person with their role and signs them in", async () => {
    const sent = await invite(NEWCOMER, "agent");
    expect(sent).toMatchObject({ status: 302, location: "/people" });
    const token = await tokenFromMail();
    expect(mail.received[0]!.recipients).toEqual([NEWCOMER]);
    expect(mail.received[0]!.parsed.subject).toBe("Wanjiru invites you to Your agency");
    const stored = await db().selectFrom("office_invitations").select("token_hash").execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]!.token_hash).not.toContain(token);

    expect(await openInvitation(token)).toMatchObject({
      status: 200,
      value: { invitation: { email: NEWCOMER, role: "Agent", invitedBy: "Wanjiru" } },
    });
    const joined = await join(token);
    expect(joined).toMatchObject({ status: 302, location: "/admin-dashboard" });
    expect(await signedInAs(joined.cookies)).toMatchObject({
      email: NEWCOMER,
      role: "agent",
      name: "Baraka",
    });
    expect(await countRows("office_invitations")).toBe(0);
    expect(await auditActions()).toEqual(
      expect.arrayContaining([
        { actor: ADMIN.email, action: "person-invited", subject: `${NEWCOMER} as Agent` },
        { actor: NEWCOMER, action: "invitation-accepted", subject: `As Agent, invited by ${ADMIN.email}` },
      ]),
    );
  });

  it("refuses the link used twice, after its 48 hours, or in a browser signed in as someone else: logged, nothing changed", async () => {
    await invite(NEWCOMER, "agent");
    const token = await tokenFromMail();
    const agent = await signedInHeaders(site(), AGENT);
    expect(await openInvitation(token, agent)).toMatchObject({
      status: 403,
      value: { message: INVITATION_SIGNED_IN },
    });
    expect(await join(token, { headers: agent })).toMatchObject({
      status: 403,
      value: { message: INVITATION_SIGNED_IN },
    });
    expect(await countRows("office_invitations")).toBe(1);
    expect(await findUserByEmail(db(), NEWCOMER)).toBeNull();

    expect(await join(token)).toMatchObject({ status: 302 });
    const people = await countRows("users");
    expect(await join(token, { name: "Someone else" })).toMatchObject({
      status: 404,
      value: { message: INVITATION_UNKNOWN },
    });
    expect(await openInvitation(token)).toMatchObject({
      status: 404,
      value: { message: INVITATION_UNKNOWN },
    });
    expect(await countRows("users")).toBe(people);
    expect((await findUserByEmail(db(), NEWCOMER))!.name).toBe("Baraka");

    await invite("late@makazi.test", "assistant");
    const late = await tokenFromMail();
    await db()
      .updateTable("office_invitations")
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .execute();
    expect(await openInvitation(late)).toMatchObject({ status: 410, value: { message: INVITATION_EXPIRED } });
    expect(await join(late)).toMatchObject({ status: 410, value: { message: INVITATION_EXPIRED } });
    expect(await findUserByEmail(db(), "late@makazi.test")).toBeNull();

    const refusals = (await auditActions()).filter((entry) => entry.action === "invitation-refused");
    expect(refusals).toEqual([
      { actor: AGENT.email, action: "invitation-refused", subject: "Signed in as someone else" },
      { actor: null, action: "invitation-refused", subject: "A link unknown, used or withdrawn" },
      { actor: null, action: "invitation-refused", subject: "late@makazi.test: expired" },
    ]);
  });

  it("is refused for an address in the office; a withdrawn invitation's link stops working", async () => {
    expect(await invite(AGENT.email, "agent")).toMatchObject({
      status: 400,
      value: { form: "invite", errors: { email: `${AGENT.email} is in the office already.` } },
    });
    await invite(NEWCOMER, "agent");
    const token = await tokenFromMail();
    expect(await postPeople({ intent: "withdraw", email: NEWCOMER })).toMatchObject({ status: 302 });
    expect(await join(token)).toMatchObject({ status: 404 });
    expect(await findUserByEmail(db(), NEWCOMER)).toBeNull();
  });

  it("without e-mail, shows the owner the link to pass on, once, and sends nothing", async () => {
    const offline = await openTestSite();
    try {
      await addAccounts(offline);
      const ownerThere = await signedInHeaders(offline);
      const shown = await postPeople(
        { intent: "invite", email: NEWCOMER, role: "assistant" },
        ownerThere,
        offline,
      );
      expect(shown).toMatchObject({
        status: 200,
        value: { form: "invite", status: "link", email: NEWCOMER },
      });
      const link = (shown.value as { link: string }).link;
      expect(link).toMatch(/^http:\/\/makazi\.test\/invitation\/[A-Za-z0-9_-]{43}$/);
      const outbox = await offline.services.database.db
        .selectFrom("notification_outbox")
        .selectAll()
        .execute();
      expect(outbox).toEqual([]);
      const page = await people.loader(routeArgs(offline, "/people", { headers: ownerThere }));
      expect(JSON.stringify(page)).not.toContain(link.split("/").at(-1));

      const token = link.split("/").at(-1)!;
      const joined = await join(token, { on: offline });
      expect(await signedInAs(joined.cookies, offline)).toMatchObject({ email: NEWCOMER, role: "assistant" });
    } finally {
      await offline.close();
    }
  });

  it("brings a removed person back with the new role and password", async () => {
    const agentId = await idOf(AGENT.email);
    await postPeople({
      intent: "remove",
      person: String(agentId),
      receiver: String(await idOf(ADMIN.email)),
    });
    await invite(AGENT.email, "assistant");
    await join(await tokenFromMail(), { name: "Otieno O." });
    expect(await findPerson(db(), agentId)).toMatchObject({
      role: "assistant",
      status: "active",
      name: "Otieno O.",
    });
    const { request, context } = routeArgs(site(), "/admin", { form: {} });
    expect(await signIn(request, context, AGENT)).toMatchObject({ status: "refused" });
    expect(await signIn(request, context, { email: AGENT.email, password: NEW_PASSWORD })).toMatchObject({
      status: "signed-in",
    });
  });
});

describe("people coming and going", { timeout: 60_000 }, () => {
  it("keeps an owner who can sign in: the last one is not paused, removed nor made something else", async () => {
    const ownerId = String(await idOf(ADMIN.email));
    const agentId = String(await idOf(AGENT.email));
    const forms: Record<string, string>[] = [
      { intent: "suspend", person: ownerId },
      { intent: "remove", person: ownerId, receiver: agentId },
      { intent: "role", person: ownerId, role: "agent" },
    ];
    for (const form of forms) {
      expect(await postPeople(form)).toMatchObject({ status: 409, value: { message: LAST_OWNER } });
    }
    expect(await findPerson(db(), Number(ownerId))).toMatchObject({ role: "owner", status: "active" });
    expect(await signedInAs(owner)).toMatchObject({ email: ADMIN.email });

    expect(await postPeople({ intent: "role", person: agentId, role: "owner" })).toMatchObject({
      status: 302,
    });
    expect(await postPeople({ intent: "role", person: ownerId, role: "assistant" })).toMatchObject({
      status: 302,
    });
    expect(await findPerson(db(), Number(ownerId))).toMatchObject({ role: "assistant" });
  });

  it("pausing someone ends their sessions at once: their old cookie is sent to sign in", async () => {
    const agent = await signedInHeaders(site(), AGENT);
    const agentId = await idOf(AGENT.email);
    expect(
      await answerTo(dashboard.loader(routeArgs(site(), "/admin-dashboard", { headers: agent }))),
    ).toMatchObject({
      status: 200,
    });

    expect(await postPeople({ intent: "suspend", person: String(agentId) })).toMatchObject({ status: 302 });
    expect(
      await answerTo(dashboard.loader(routeArgs(site(), "/admin-dashboard", { headers: agent }))),
    ).toMatchObject({
      status: 302,
      location: `/admin?${new URLSearchParams({ redirectTo: "/admin-dashboard" })}`,
    });
    const left = async (table: "sessions" | "known_devices") =>
      (await db().selectFrom(table).select("user_id").where("user_id", "=", agentId).execute()).length;
    expect([await left("sessions"), await left("known_devices")]).toEqual([0, 0]);
    const { request, context } = routeArgs(site(), "/admin", { form: {} });
    expect(await signIn(request, context, AGENT)).toMatchObject({
      status: "refused",
      message: ACCESS_PAUSED,
    });
    expect((await auditActions()).at(-1)).toMatchObject({ action: "sign-in-failed", subject: AGENT.email });

    expect(await postPeople({ intent: "restore", person: String(agentId) })).toMatchObject({ status: 302 });
    expect(await signIn(request, context, AGENT)).toMatchObject({ status: "signed-in" });
  });

  it("removing someone gives every listing and message of theirs to the person chosen, and loses nothing", async () => {
    const ownerId = await idOf(ADMIN.email);
    const agentId = await idOf(AGENT.email);
    const assistantId = await idOf(ASSISTANT.email);
    const agent = await signedInHeaders(site(), AGENT);
    const slugs = await Promise.all(
      ["Runda House", "Kilimani Flat", "Karen Plot"].map((name) => createProperty(db(), aProperty({ name }))),
    );
    await db()
      .updateTable("properties")
      .set({ agent_id: agentId })
      .where("slug", "in", slugs.slice(0, 2))
      .execute();
    await db().updateTable("properties").set({ agent_id: ownerId }).where("slug", "=", slugs[2]!).execute();
    const messages = await Promise.all(
      ["Is it free?", "Can I view it?", "Price?", "For the owner"].map((message) =>
        saveContactMessage(db(), { name: "Amina", email: "amina@example.co.ke", message }),
      ),
    );
    await db()
      .updateTable("contact_messages")
      .set({ agent_id: agentId })
      .where("id", "in", messages.slice(0, 3))
      .execute();
    await db()
      .updateTable("contact_messages")
      .set({ read_at: new Date().toISOString() })
      .where("id", "=", messages[0]!)
      .execute();
    const work = async () => {
      const page = await people.loader(routeArgs(site(), "/people", { headers: owner }));
      return Object.fromEntries(
        page.people.map((person) => [person.email, [person.listings, person.unreadMessages]]),
      );
    };
    expect(await work()).toEqual({ [ADMIN.email]: [1, 0], [AGENT.email]: [2, 2], [ASSISTANT.email]: [0, 0] });
    const agentsWork = () =>
      db().selectFrom("contact_messages").select("id").where("agent_id", "=", assistantId).execute();

    const removed = await postPeople({
      intent: "remove",
      person: String(agentId),
      receiver: String(assistantId),
    });
    expect(removed).toMatchObject({ status: 302, location: "/people" });
    expect(await work()).toEqual({ [ADMIN.email]: [1, 0], [AGENT.email]: [0, 0], [ASSISTANT.email]: [2, 2] });
    expect((await agentsWork()).map((row) => row.id).sort()).toEqual(messages.slice(0, 3).sort());
    expect(await db().selectFrom("properties").select("id").execute()).toHaveLength(3);
    expect(await db().selectFrom("contact_messages").select("id").execute()).toHaveLength(4);
    expect(await findPerson(db(), agentId)).toMatchObject({ status: "removed" });
    expect(await signedInAs(agent)).toBeNull();
    expect((await auditActions()).slice(-2)).toEqual([
      { actor: ADMIN.email, action: "person-removed", subject: AGENT.email },
      {
        actor: ADMIN.email,
        action: "listings-reassigned",
        subject: `2 listings and 3 messages from ${AGENT.email} to ${ASSISTANT.email}`,
      },
    ]);
    // Moving back is the same step, counted.
    expect(await reassignWork(db(), assistantId, ownerId)).toEqual({ listings: 2, messages: 3 });
  });

  it("refuses an agent at the owner's actions, guessing ids or not: logged at the door, nothing changed", async () => {
    const agent = await signedInHeaders(site(), AGENT);
    const ownerId = String(await idOf(ADMIN.email));
    const forms: Record<string, string>[] = [
      { intent: "suspend", person: ownerId },
      { intent: "role", person: String(await idOf(AGENT.email)), role: "owner" },
      { intent: "invite", email: NEWCOMER, role: "owner" },
    ];
    for (const form of forms) {
      for (const path of ["/people", "/people.data"]) {
        const args = routeArgs(site(), path, { form, headers: agent });
        await expect(
          Promise.resolve(
            officeDoor({ ...args, pattern: "/people" }, async () => (await people.action(args)) as Response),
          ),
        ).rejects.toMatchObject({ data: REFUSED_FOR_ROLE, init: { status: 403 } });
      }
    }
    expect(await findPerson(db(), Number(ownerId))).toMatchObject({ role: "owner", status: "active" });
    expect(await findUserByEmail(db(), AGENT.email)).toMatchObject({ role: "agent" });
    expect(await countRows("office_invitations")).toBe(0);
    const refusals = (await auditActions()).filter((entry) => entry.action === "refused-for-role");
    expect(refusals).toHaveLength(6);
    expect(refusals[0]).toEqual({ actor: AGENT.email, action: "refused-for-role", subject: "POST /people" });
  });

  it("asks everyone without a second factor to set it up, once the owner, who has one, requires it", async () => {
    expect(await postPeople({ intent: "two-step", twoStepRequired: "on" })).toMatchObject({
      status: 409,
      value: { message: SET_UP_YOUR_OWN_FIRST },
    });
    await enableSecondFactor(db(), await idOf(ADMIN.email), {
      secret: newTotpSecret(),
      step: 0,
      recoveryCodeHashes: [],
    });
    expect(await postPeople({ intent: "two-step", twoStepRequired: "on" })).toMatchObject({ status: 302 });

    const agent = await signedInHeaders(site(), AGENT);
    const open = (module: { loader: (args: never) => Promise<unknown> }, path: string, headers: Headers) =>
      answerTo(module.loader(routeArgs(site(), path, { headers }) as never));
    expect(await open(dashboard, "/admin-dashboard", agent)).toMatchObject({
      status: 302,
      location: "/two-factor",
    });
    expect(await open(people, "/people", agent)).toMatchObject({ status: 302, location: "/two-factor" });
    expect(await open(twoFactor, "/two-factor", agent)).toMatchObject({
      status: 200,
      value: { required: true },
    });
    expect(await open(changePassword, "/change-password", agent)).toMatchObject({ status: 200 });
    expect(await open(dashboard, "/admin-dashboard", owner)).toMatchObject({ status: 200 });

    expect(await postPeople({ intent: "two-step" })).toMatchObject({ status: 302 });
    expect(await open(dashboard, "/admin-dashboard", agent)).toMatchObject({ status: 200 });
  });
});

describe("a person's details", { timeout: 60_000 }, () => {
  /** Posts Your details as a browser sends it with a file: multipart. */
  async function postOwnDetails(headers: Headers, fields: Record<string, string>, photo?: File) {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    if (photo) form.append("photo", photo);
    const args = routeArgs(site(), "/your-details", { headers });
    const request = new Request(args.url, { method: "POST", body: form, headers });
    return answerTo(yourDetails.action({ ...args, request }));
  }

  it("are each person's own to change, with a photo made a 256-pixel square WebP", async () => {
    const agent = await signedInHeaders(site(), AGENT);
    const jpeg = await sharp({ create: { width: 900, height: 600, channels: 3, background: "#2a7" } })
      .jpeg()
      .toBuffer();
    const saved = await postOwnDetails(
      agent,
      { name: "Otieno Ouma", phone: "0722 000 111", whatsapp: "0733 000 222", earbNumber: "EARB/2020/0456" },
      new File([new Uint8Array(jpeg)], "me.jpg", { type: "image/jpeg" }),
    );
    expect(saved).toMatchObject({ status: 302, location: "/your-details" });
    const agentId = await idOf(AGENT.email);
    const person = await findPerson(db(), agentId);
    expect(person).toMatchObject({
      name: "Otieno Ouma",
      phone: "254722000111",
      whatsapp: "254733000222",
      earbNumber: "EARB/2020/0456",
    });
    expect(person!.photoKey).toMatch(new RegExp(`^person-${agentId}-[0-9a-f]{16}\\.webp$`));
    const stored = await sharp(`${site().services.media.directory}/${person!.photoKey}`).metadata();
    expect(stored).toMatchObject({ format: "webp", width: 256, height: 256 });
    expect((await auditActions()).at(-1)).toEqual({
      actor: AGENT.email,
      action: "person-changed",
      subject: `${AGENT.email}: own details`,
    });
  });

  it("refuse a file that is no photo and a number that is none, saving nothing", async () => {
    const agent = await signedInHeaders(site(), AGENT);
    const refused = await postOwnDetails(
      agent,
      { name: "Otieno", phone: "call me", whatsapp: "", earbNumber: "" },
      new File(["GIF89a not really"], "me.gif", { type: "image/gif" }),
    );
    expect(refused).toMatchObject({
      status: 400,
      value: { status: "invalid", errors: { phone: expect.any(String) } },
    });
    const photoOnly = await postOwnDetails(
      agent,
      { name: "Otieno", phone: "", whatsapp: "", earbNumber: "" },
      new File(["GIF89a not really"], "me.gif", { type: "image/gif" }),
    );
    expect(photoOnly).toMatchObject({
      status: 400,
      value: { errors: { photo: expect.stringMatching(/JPEG, PNG or WebP/) } },
    });
    expect(await findPerson(db(), await idOf(AGENT.email))).toMatchObject({
      name: "Otieno",
      phone: null,
      photoKey: null,
    });
  });

  it("are anyone's for the owner to change on the People page", async () => {
    const agentId = await idOf(AGENT.email);
    const saved = await postPeople({
      intent: "details",
      person: String(agentId),
      name: "Otieno Ouma",
      phone: "",
      whatsapp: "+254 722 333 444",
      earbNumber: "",
    });
    expect(saved).toMatchObject({ status: 302, location: "/people" });
    expect(await findPerson(db(), agentId)).toMatchObject({ name: "Otieno Ouma", whatsapp: "254722333444" });
    expect(
      await postPeople({
        intent: "details",
        person: "999999",
        name: "Nobody",
        phone: "",
        whatsapp: "",
        earbNumber: "",
      }),
    ).toMatchObject({ status: 404 });
  });
});
