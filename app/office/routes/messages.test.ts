import { beforeEach, describe, expect, it } from "vitest";
import { findMessage, saveContactMessage } from "~/data/contact-messages.server";
import { findListingBySlug } from "~/data/properties.server";
import { createProperty, deleteProperty } from "~/data/property-writes.server";
import { listingReference } from "~/domain/reference";
import { addAccounts, thrown } from "~/testing/accounts.server";
import { expectSignInFirst, followRedirect, signedInHeaders } from "~/testing/admin-session.server";
import { aProperty } from "~/testing/listings";
import { freshSiteForEachTest, routeArgs, unwrap } from "~/testing/test-services.server";
import * as adminLayout from "./admin-layout";
import * as message from "./message";
import * as messages from "./messages";

const site = freshSiteForEachTest();
let admin: Record<string, string>;
const db = () => site().services.database.db;

beforeEach(async () => {
  await addAccounts(site());
  admin = await signedInHeaders(site());
}, 30_000);

const send = (name: string, text = "Is it still available?") =>
  saveContactMessage(db(), { name, email: `${name.toLowerCase()}@example.co.ke`, message: text });

/** Dates messages as sent `minutesAgo` minutes ago. */
async function sentAt(id: number, minutesAgo: number) {
  const time = new Date(Date.UTC(2026, 10, 21, 12) - minutesAgo * 60_000).toISOString();
  await db().updateTable("contact_messages").set({ created_at: time }).where("id", "=", id).execute();
}

const openMessage = (id: number, headers = admin) =>
  message.loader(routeArgs(site(), `/messages/${id}`, { params: { id: String(id) }, headers }));
const postIntent = (id: number, intent: string, headers = admin) =>
  message.action(
    routeArgs(site(), `/messages/${id}`, { params: { id: String(id) }, form: { intent }, headers }),
  );

describe("messages inbox", { timeout: 30_000 }, () => {
  it("is for the administrator only", async () => {
    const id = await send("Amina");
    await expectSignInFirst(site(), "/messages", (headers) =>
      messages.loader(routeArgs(site(), "/messages", { headers })),
    );
    await expectSignInFirst(site(), `/messages/${id}`, (headers) => openMessage(id, headers));
    await expectSignInFirst(site(), `/messages/${id}`, (headers) => postIntent(id, "delete", headers));
    expect(await findMessage(db(), id, null)).not.toBeNull();
  });

  it("lists messages newest first, 50 a page, unread ones marked", async () => {
    for (let n = 1; n <= 52; n++) await sentAt(await send(`Sender${n}`), 100 - n);
    await db()
      .updateTable("contact_messages")
      .set({ read_at: new Date().toISOString() })
      .where("name", "=", "Sender52")
      .execute();

    const first = await messages.loader(routeArgs(site(), "/messages", { headers: admin }));
    expect(first).toMatchObject({ page: 1, pages: 2, total: 52 });
    expect(first.messages).toHaveLength(50);
    expect(first.messages.slice(0, 2).map((m) => [m.name, m.read])).toEqual([
      ["Sender52", true],
      ["Sender51", false],
    ]);
    expect(first.messages[0]).toMatchObject({ preview: "Is it still available?", listing: null });

    const second = await messages.loader(routeArgs(site(), "/messages?page=2", { headers: admin }));
    expect(second.messages.map((m) => m.name)).toEqual(["Sender2", "Sender1"]);
  });

  it("opens a message without marking it read", async () => {
    const id = await send("Amina", "Hello.\n\nCan I view it on Saturday?");
    expect((await openMessage(id)).message).toMatchObject({
      name: "Amina",
      email: "amina@example.co.ke",
      phone: null,
      message: "Hello.\n\nCan I view it on Saturday?",
      read: false,
      listing: null,
    });
    expect((await findMessage(db(), id, null))?.read).toBe(false);
  });

  it("shows the listing an enquiry is about, with its reference, in the list and the message", async () => {
    const slug = await createProperty(db(), aProperty({ name: "Karen Villa" }));
    const { id: propertyId } = (await findListingBySlug(db(), slug))!;
    const reference = listingReference(propertyId);
    const id = await saveContactMessage(db(), {
      name: "Amina",
      phone: "0712 345 678",
      email: null,
      message: "Can I view it on Saturday?",
      listing: { id: propertyId, name: "Karen Villa", reference },
    });

    const listing = { name: "Karen Villa", reference, slug };
    const inbox = await messages.loader(routeArgs(site(), "/messages", { headers: admin }));
    expect(inbox.messages).toMatchObject([
      { id, name: "Amina", phone: "0712 345 678", email: null, listing },
    ]);
    expect((await openMessage(id)).message).toMatchObject({
      email: null,
      phone: "0712 345 678",
      listing,
    });
  });

  it("still names a deleted listing and its reference, without a link", async () => {
    const slug = await createProperty(db(), aProperty({ name: "Karen Villa" }));
    const { id: propertyId } = (await findListingBySlug(db(), slug))!;
    const reference = listingReference(propertyId);
    const id = await saveContactMessage(db(), {
      name: "Amina",
      email: "amina@example.co.ke",
      message: "Is it still available?",
      listing: { id: propertyId, name: "Karen Villa", reference },
    });
    await deleteProperty(db(), slug);

    const listing = { name: "Karen Villa", reference, slug: null };
    expect((await openMessage(id)).message.listing).toEqual(listing);
    const inbox = await messages.loader(routeArgs(site(), "/messages", { headers: admin }));
    expect(inbox.messages[0]?.listing).toEqual(listing);
  });

  it("marks a message read and unread again, confirming each", async () => {
    const id = await send("Amina");
    const read = (await postIntent(id, "read")) as Response;
    expect(read.headers.get("Location")).toBe(`/messages/${id}`);
    expect((await openMessage(id)).message.read).toBe(true);
    const layout = unwrap(
      await adminLayout.loader(
        routeArgs(site(), `/messages/${id}`, { headers: followRedirect(read, admin) }),
      ),
    );
    expect(layout.value).toEqual({ confirmation: "Marked as read" });

    await postIntent(id, "unread");
    expect((await openMessage(id)).message.read).toBe(false);
  });

  it("deletes a message and goes back to the inbox", async () => {
    const id = await send("Amina");
    const response = (await postIntent(id, "delete")) as Response;
    expect(response.headers.get("Location")).toBe("/messages");
    expect(await findMessage(db(), id, null)).toBeNull();
  });

  it("answers 404 for a message that is not there, and 400 for an unknown button", async () => {
    const id = await send("Amina");
    expect(unwrap(await thrown(openMessage(id + 1))).status).toBe(404);
    expect(unwrap(await thrown(postIntent(id + 1, "read"))).status).toBe(404);
    expect(
      unwrap(
        await thrown(
          message.loader(routeArgs(site(), "/messages/x", { params: { id: "x" }, headers: admin })),
        ),
      ).status,
    ).toBe(404);
    expect(unwrap(await thrown(postIntent(id, "archive"))).status).toBe(400);
  });
});
