import { beforeEach, describe, expect, it } from "vitest";
import { findListingBySlug } from "~/data/properties.server";
import { createProperty } from "~/data/property-writes.server";
import { NO_WAY_TO_REPLY } from "~/domain/enquiry";
import { listingReference } from "~/domain/reference";
import { aProperty } from "~/testing/listings";
import { freshSiteForEachTest, routeArgs, unwrap } from "~/testing/test-services.server";
import * as contact from "./contact";
import * as property from "./property";

const site = freshSiteForEachTest();
let slug: string;
let reference: string;
let propertyId: number;
const db = () => site().services.database.db;

beforeEach(async () => {
  slug = await createProperty(db(), aProperty({ name: "Karen Garden Villa" }));
  propertyId = (await findListingBySlug(db(), slug))!.id;
  reference = listingReference(propertyId);
});

const enquiry = {
  name: "Wanjiru Kamau",
  phone: "0712 345 678",
  email: "",
  message: "I am interested in Karen Garden Villa. Can I view it on Saturday?",
};
const contactMessage = { name: "Otieno", email: "otieno@example.co.ke", message: "Do you manage rentals?" };

/** One household's IPv6 network, held to five messages; an IPv4 address, perhaps a carrier's, is allowed more. */
const HOUSEHOLD_NETWORK = "2001:db8:1:1::5";

async function enquire(form: Record<string, string> = enquiry, clientAddress = HOUSEHOLD_NETWORK) {
  const args = routeArgs(site(), `/properties/${slug}`, { params: { slug }, form, clientAddress });
  const result = await property.action(args);
  return { ...unwrap(result), headers: new Headers((result as { init?: ResponseInit }).init?.headers) };
}

async function sendContact(form: Record<string, string> = contactMessage, clientAddress = HOUSEHOLD_NETWORK) {
  const result = await contact.action(routeArgs(site(), "/contact", { form, clientAddress }));
  return unwrap(result);
}

const storedMessages = () => db().selectFrom("contact_messages").selectAll().orderBy("id").execute();

describe("enquiry from a listing page", () => {
  it("is stored as a message tied to the listing, with its name and reference, and confirmed", async () => {
    const { value, status } = await enquire();
    expect(status).toBe(200);
    expect(value).toEqual({ status: "sent", name: "Wanjiru Kamau" });
    expect(await storedMessages()).toMatchObject([
      {
        name: "Wanjiru Kamau",
        phone: "0712 345 678",
        email: null,
        message: enquiry.message,
        property_id: propertyId,
        property_name: "Karen Garden Villa",
        property_reference: reference,
        read_at: null,
      },
    ]);
  });

  it("refuses an enquiry with no way to reply with 400, keeping everything typed", async () => {
    const typed = { ...enquiry, name: "  ", phone: "", email: "" };
    const { value, status } = await enquire(typed);
    expect(status).toBe(400);
    expect(value).toEqual({
      status: "invalid",
      values: typed,
      errors: { name: "Please enter your name", phone: NO_WAY_TO_REPLY },
    });
    expect(await storedMessages()).toEqual([]);
  });

  it("answers 404 for a listing that is not there", async () => {
    const args = routeArgs(site(), "/properties/gone", { params: { slug: "gone" }, form: enquiry });
    await expect(property.action(args)).rejects.toMatchObject({ init: { status: 404 } });
  });

  it("thanks a bot that filled in the hidden field, stores nothing and counts nothing", async () => {
    for (let n = 0; n < 6; n++) {
      expect((await enquire({ ...enquiry, website: "https://spam.example" })).value).toMatchObject({
        status: "sent",
      });
    }
    expect(await storedMessages()).toEqual([]);
    expect((await enquire()).status).toBe(200);
  });
});

describe("message limit", () => {
  it("refuses the sixth message from an address within ten minutes with 429, keeping what was typed", async () => {
    for (let n = 1; n <= 5; n++)
      expect((await enquire({ ...enquiry, name: `Sender ${n}` })).status).toBe(200);

    const typed = { ...enquiry, name: "Sender 6", message: "Please call me back this evening." };
    const refused = await enquire(typed);
    expect(refused.status).toBe(429);
    expect(refused.value).toEqual({ status: "limited", values: typed, minutesToWait: expect.any(Number) });
    const { minutesToWait } = refused.value as { minutesToWait: number };
    expect(minutesToWait).toBeGreaterThanOrEqual(1);
    expect(minutesToWait).toBeLessThanOrEqual(10);
    const retryAfter = Number(refused.headers.get("Retry-After"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(600);
    expect((await storedMessages()).map((message) => message.name)).toEqual([
      "Sender 1",
      "Sender 2",
      "Sender 3",
      "Sender 4",
      "Sender 5",
    ]);
  });

  it("counts each address on its own", async () => {
    for (let n = 0; n < 5; n++) await enquire();
    expect((await enquire()).status).toBe(429);
    expect((await enquire(enquiry, "198.51.100.23")).status).toBe(200);
    expect((await enquire(enquiry, "2001:db8:4:2::7")).status).toBe(200);
    expect(await storedMessages()).toHaveLength(7);
  });

  it("does not count refused forms", async () => {
    for (let n = 0; n < 5; n++)
      expect((await enquire({ ...enquiry, phone: "", email: "" })).status).toBe(400);
    expect((await enquire()).status).toBe(200);
  });

  it("limits the contact form too, sharing the count with enquiries", async () => {
    for (let n = 0; n < 3; n++) await enquire();
    for (let n = 0; n < 2; n++) expect((await sendContact()).status).toBe(200);

    const refused = await sendContact();
    expect(refused.status).toBe(429);
    expect(refused.value).toMatchObject({ status: "limited", values: contactMessage });
    expect((await sendContact(contactMessage, "198.51.100.23")).status).toBe(200);
    expect(await storedMessages()).toHaveLength(6);
  });
});
