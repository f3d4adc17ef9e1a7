// Several people in one office: each agent works on their own listings, messages and viewings,
// the owner and assistants on all of them, and a lead goes to the listing's agent.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findMessage, saveContactMessage } from "~/data/contact-messages.server";
import { findListingBySlug } from "~/data/properties.server";
import { createProperty } from "~/data/property-writes.server";
import { NOT_YOUR_LISTING, NOT_YOUR_MESSAGE } from "~/domain/office-roles";
import { listingReference } from "~/domain/reference";
import { ADMIN, addAccounts, AGENT, ASSISTANT, thrown } from "~/testing/accounts.server";
import { signedInHeaders } from "~/testing/admin-session.server";
import { aProperty } from "~/testing/listings";
import { openTestSite, routeArgs, type TestSite, unwrap } from "~/testing/test-services.server";
import * as addProperty from "./add-property";
import * as dashboard from "./admin-dashboard";
import * as manageProperties from "./manage-properties";
import * as message from "./message";
import * as messages from "./messages";
import * as updateProperty from "./update-property";

const OFFICE_ADDRESS = "office@makazi.test";

let site: TestSite;
const db = () => site.services.database.db;
let owner: Record<string, string>;
let agent: Record<string, string>;
let assistant: Record<string, string>;
let agentId: number;
let ownerId: number;
/** A listing the agent looks after, and one the owner does. */
let agentsListing: { id: number; slug: string };
let ownersListing: { id: number; slug: string };

const idOf = async (email: string) =>
  (await db().selectFrom("users").select("id").where("email", "=", email).executeTakeFirstOrThrow()).id;

async function listing(name: string, keeper: number) {
  const slug = await createProperty(db(), { ...aProperty({ name }), agentId: keeper });
  return { id: (await findListingBySlug(db(), slug))!.id, slug };
}

const enquire = (about: { id: number; slug: string }, name: string) =>
  saveContactMessage(
    db(),
    {
      name,
      email: `${name.toLowerCase()}@example.co.ke`,
      message: "Is it still available?",
      listing: { id: about.id, name: about.slug, reference: listingReference(about.id) },
    },
    { officeAddress: OFFICE_ADDRESS, siteOrigin: "https://makazi.example" },
  );

const auditEntries = (action: string) =>
  db().selectFrom("audit_log").select(["actor", "subject"]).where("action", "=", action).execute();

beforeAll(async () => {
  site = await openTestSite();
  await addAccounts(site);
  [owner, agent, assistant] = await Promise.all([
    signedInHeaders(site, ADMIN),
    signedInHeaders(site, AGENT),
    signedInHeaders(site, ASSISTANT),
  ]);
  [ownerId, agentId] = await Promise.all([idOf(ADMIN.email), idOf(AGENT.email)]);
  agentsListing = await listing("Kileleshwa Garden Flat", agentId);
  ownersListing = await listing("Runda Family Home", ownerId);
}, 30_000);
afterAll(async () => {
  await site.close();
});

describe("a lead about a listing", { timeout: 30_000 }, () => {
  it("goes to the listing's agent and to the office's address, each e-mailed once; the owner's to the office's", async () => {
    const id = await enquire(agentsListing, "Amina");
    const mails = await db()
      .selectFrom("notification_outbox")
      .select("recipient")
      .where("message_id", "=", id)
      .orderBy("recipient")
      .execute();
    expect(mails.map((mail) => mail.recipient)).toEqual([OFFICE_ADDRESS, AGENT.email]);
    const ownersLead = await enquire(ownersListing, "Faith");
    const ownersMails = await db()
      .selectFrom("notification_outbox")
      .select("recipient")
      .where("message_id", "=", ownersLead)
      .execute();
    expect(ownersMails, "the owner's leads go to the office's address, once").toEqual([
      { recipient: OFFICE_ADDRESS },
    ]);
    expect(
      (await db().selectFrom("contact_messages").select("agent_id").where("id", "=", id).executeTakeFirst())
        ?.agent_id,
    ).toBe(agentId);
  });

  it("shows in its agent's inbox and in the owner's with the agent named, not in another's", async () => {
    const forAgent = await enquire(agentsListing, "Baraka");
    const forOwner = await enquire(ownersListing, "Chebet");
    const agentsInbox = await messages.loader(routeArgs(site, "/messages", { headers: agent }));
    const ids = agentsInbox.messages.map((each) => each.id);
    expect(ids).toContain(forAgent);
    expect(ids).not.toContain(forOwner);

    const ownersInbox = await messages.loader(routeArgs(site, "/messages", { headers: owner }));
    const named = ownersInbox.messages.find((each) => each.id === forAgent);
    expect(named?.forPerson).toBe("Otieno");
    expect(ownersInbox.messages.map((each) => each.id)).toContain(forOwner);
    const assistantsInbox = await messages.loader(routeArgs(site, "/messages", { headers: assistant }));
    expect(assistantsInbox.messages.map((each) => each.id)).toEqual(
      expect.arrayContaining([forAgent, forOwner]),
    );
  });

  it("is refused to an agent who guesses its id, logged, and left as it was", async () => {
    const id = await enquire(ownersListing, "Dalmas");
    const args = (form?: Record<string, string>) =>
      routeArgs(site, `/messages/${id}`, { params: { id: String(id) }, headers: agent, form });
    expect(await thrown(message.loader(args()))).toMatchObject({
      data: NOT_YOUR_MESSAGE,
      init: { status: 403 },
    });
    expect(unwrap(await thrown(message.action(args({ intent: "delete" })))).status).toBe(403);
    expect(unwrap(await thrown(message.action(args({ intent: "read" })))).status).toBe(403);
    const kept = await findMessage(db(), id, null);
    expect(kept).toMatchObject({ id, read: false });
    expect(await auditEntries("refused-for-role")).toEqual(
      expect.arrayContaining([{ actor: AGENT.email, subject: `POST /messages/${id}` }]),
    );
  });
});

describe("an agent's listings", { timeout: 30_000 }, () => {
  it("are the ones their list shows first, and the office's on asking", async () => {
    const mine = await manageProperties.loader(routeArgs(site, "/manage-properties", { headers: agent }));
    expect(mine.properties.map((each) => each.slug)).toEqual([agentsListing.slug]);
    const office = await manageProperties.loader(
      routeArgs(site, "/manage-properties?agent=all", { headers: agent }),
    );
    const others = office.properties.find((each) => each.slug === ownersListing.slug);
    expect(others).toMatchObject({ mayChange: false, agentName: "Wanjiru" });
  });

  it("are the only ones they may open to change, delete or mark", async () => {
    const open = (slug: string) =>
      updateProperty.loader(routeArgs(site, `/updateservice/${slug}`, { params: { slug }, headers: agent }));
    expect((await open(agentsListing.slug)).listing.slug).toBe(agentsListing.slug);
    expect(await thrown(open(ownersListing.slug))).toMatchObject({
      data: NOT_YOUR_LISTING,
      init: { status: 403 },
    });
    const refused: Record<string, string>[] = [
      { intent: "delete", slug: ownersListing.slug },
      { intent: "status", slug: ownersListing.slug, availability: "let" },
    ];
    for (const form of refused) {
      const answer = await thrown(
        manageProperties.action(routeArgs(site, "/manage-properties", { form, headers: agent })),
      );
      expect(unwrap(answer).status).toBe(403);
    }
    expect(await findListingBySlug(db(), ownersListing.slug)).toMatchObject({ availability: "available" });
  });

  it("start as theirs when they add one", async () => {
    const form = {
      name: "Lavington Studio",
      price: "800",
      location: "Lavington",
      city: "Nairobi",
      description: "A quiet studio near the shops.",
      type: "houses",
      imageLink: "https://images.example/studio.jpg",
    };
    const answer = (await thrown(
      addProperty.action(routeArgs(site, "/addservice", { headers: agent, form })),
    )) as Response;
    expect(answer.headers.get("Location")).toBe("/manage-properties");
    const row = await db()
      .selectFrom("properties")
      .select("agent_id")
      .where("name", "=", "Lavington Studio")
      .executeTakeFirstOrThrow();
    expect(row.agent_id).toBe(agentId);
  });
});

describe("giving a listing to someone else", { timeout: 30_000 }, () => {
  const give = (headers: Record<string, string>, slug: string, to: number | "") =>
    thrown(
      manageProperties.action(
        routeArgs(site, "/manage-properties", { form: { intent: "give", slug, agent: String(to) }, headers }),
      ),
    );

  it("moves the listing and its messages, by the owner only", async () => {
    const listingToGive = await listing("Syokimau Bungalow", ownerId);
    const lead = await enquire(listingToGive, "Esther");
    expect(unwrap(await give(agent, listingToGive.slug, agentId)).status).toBe(403);
    expect(unwrap(await give(assistant, listingToGive.slug, agentId)).status).toBe(403);
    expect((await give(owner, listingToGive.slug, agentId)) as Response).toMatchObject({ status: 302 });
    const moved = await db()
      .selectFrom("properties")
      .select("agent_id")
      .where("id", "=", listingToGive.id)
      .executeTakeFirstOrThrow();
    expect(moved.agent_id).toBe(agentId);
    expect(await findMessage(db(), lead, agentId)).not.toBeNull();
    expect(await auditEntries("listings-reassigned")).toEqual(
      expect.arrayContaining([expect.objectContaining({ actor: ADMIN.email })]),
    );
  });

  it("refuses a person who is not in the office", async () => {
    expect(unwrap(await give(owner, ownersListing.slug, 9999)).status).toBe(400);
  });
});

describe("the dashboard", { timeout: 30_000 }, () => {
  it("counts an agent's own work, and shows the owner each person's", async () => {
    const agentsView = await dashboard.loader(routeArgs(site, "/admin-dashboard", { headers: agent }));
    const ownersView = await dashboard.loader(routeArgs(site, "/admin-dashboard", { headers: owner }));
    const total = (counts: Record<string, number>) => Object.values(counts).reduce((sum, n) => sum + n, 0);
    const agentsListings = await db()
      .selectFrom("properties")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("agent_id", "=", agentId)
      .executeTakeFirstOrThrow();
    expect(total(agentsView.listingsByType)).toBe(Number(agentsListings.n));
    expect(total(ownersView.listingsByType)).toBeGreaterThan(total(agentsView.listingsByType));
    expect(agentsView).toMatchObject({ runsTheOffice: false, people: [], verification: null });
    expect(ownersView.people.find((person) => person.id === agentId)).toMatchObject({
      name: "Otieno",
      listings: Number(agentsListings.n),
    });
  });
});
