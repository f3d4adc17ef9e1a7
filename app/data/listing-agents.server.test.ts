import { describe, expect, it } from "vitest";
import { aProperty } from "~/testing/listings";
import { freshSiteForEachTest } from "~/testing/test-services.server";
import { findListingAgent, findPeopleNumbers } from "./listing-agents.server";
import { removePerson, setPersonStatus, updatePersonDetails } from "./people.server";
import { findListingBySlug } from "./properties.server";
import { createProperty } from "./property-writes.server";
import { createUser } from "./users.server";

const site = freshSiteForEachTest();
const db = () => site().services.database.db;

async function person(email: string, role: "owner" | "agent", name: string | null) {
  const id = await createUser(db(), { email, passwordHash: "scrypt$x", role, name });
  return id;
}

async function listingOf(agentId: number | null) {
  const slug = await createProperty(db(), aProperty({ name: `Listing of ${agentId}`, agentId }));
  return (await findListingBySlug(db(), slug))!.id;
}

describe("findListingAgent", () => {
  it("shows visitors the listing's person who works here and has a name, with their numbers and photo", async () => {
    const otieno = await person("otieno@makazi.test", "agent", "Otieno Odhiambo");
    await updatePersonDetails(db(), otieno, {
      name: "Otieno Odhiambo",
      phone: "254722000111",
      whatsapp: "254733000222",
      earbNumber: "EARB/2026/117",
      photoKey: "person-2-0123456789abcdef.webp",
    });
    const listing = await listingOf(otieno);
    expect(await findListingAgent(db(), listing, "https://media.makazi.test")).toEqual({
      name: "Otieno Odhiambo",
      phone: "254722000111",
      whatsapp: "254733000222",
      earbNumber: "EARB/2026/117",
      photoUrl: "https://media.makazi.test/person-2-0123456789abcdef.webp",
    });
  });

  it("leaves to the office a listing of no one, of someone nameless, paused or removed", async () => {
    const owner = await person("wanjiru@makazi.test", "owner", "Wanjiru Kamau");
    const nameless = await person("akinyi@makazi.test", "agent", null);
    const otieno = await person("otieno@makazi.test", "agent", "Otieno Odhiambo");
    expect(await findListingAgent(db(), await listingOf(null), null)).toBeNull();
    expect(await findListingAgent(db(), await listingOf(nameless), null)).toBeNull();

    const listing = await listingOf(otieno);
    await setPersonStatus(db(), otieno, "suspended");
    expect(await findListingAgent(db(), listing, null)).toBeNull();
    await setPersonStatus(db(), otieno, "active");
    expect(await findListingAgent(db(), listing, null)).toMatchObject({ name: "Otieno Odhiambo" });

    await removePerson(db(), otieno, owner);
    expect(await findListingAgent(db(), listing, null)).toMatchObject({ name: "Wanjiru Kamau" });
  });
});

describe("findPeopleNumbers", () => {
  it("knows the numbers of everyone the office has had, those still here first", async () => {
    const owner = await person("wanjiru@makazi.test", "owner", "Wanjiru Kamau");
    const otieno = await person("otieno@makazi.test", "agent", "Otieno Odhiambo");
    await person("akinyi@makazi.test", "agent", "Akinyi");
    await updatePersonDetails(db(), otieno, {
      name: "Otieno Odhiambo",
      phone: "254722000111",
      whatsapp: null,
      earbNumber: null,
    });
    await updatePersonDetails(db(), owner, {
      name: "Wanjiru Kamau",
      phone: null,
      whatsapp: "254733000222",
      earbNumber: null,
    });
    await removePerson(db(), otieno, owner);
    expect(await findPeopleNumbers(db())).toEqual([
      { name: "Wanjiru Kamau", phone: null, whatsapp: "254733000222", current: true },
      { name: "Otieno Odhiambo", phone: "254722000111", whatsapp: null, current: false },
    ]);
  });
});
