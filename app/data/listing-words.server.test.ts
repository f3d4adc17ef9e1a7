import { beforeEach, describe, expect, it } from "vitest";
import { DEFAULT_AVAILABILITY_CHECK_SETTINGS, shownListings } from "~/domain/availability-check";
import { parseListingQuery } from "~/domain/listing-query";
import { listingReference } from "~/domain/reference";
import { aProperty } from "~/testing/listings";
import { freshSiteForEachTest } from "~/testing/test-services.server";
import { findListings } from "./listing-search.server";
import { refreshListingWords } from "./listing-words.server";
import { findListingBySlug } from "./properties.server";
import { createProperty, updateProperty } from "./property-writes.server";

// One table of searches and the listings they find, in the order shown, run on each engine.

const SHOWN_TODAY = shownListings(new Date(), DEFAULT_AVAILABILITY_CHECK_SETTINGS);
const site = freshSiteForEachTest();
const db = () => site().services.database.db;

const GARDEN = "Kilimani Garden Apartments";
const MAISONETTE = "Lavington Maisonette";
const BEDSITTER = "Yaya Bedsitter";
const HOTEL = "Diani Beach Hotel";
const PLOT = "Kileleshwa Plot";
const EVERY_LISTING = [HOTEL, PLOT, GARDEN, MAISONETTE, BEDSITTER];

let plotSlug = "";

beforeEach(async () => {
  await createProperty(
    db(),
    aProperty({
      name: GARDEN,
      type: "rent",
      location: "Kilimani",
      city: "Nairobi",
      bedrooms: 2,
      description: "A two bedroom flat with a swimming pool, ten minutes from Yaya Centre.",
      amenities: ["Borehole", "Parking"],
    }),
  );
  await createProperty(
    db(),
    aProperty({
      name: MAISONETTE,
      type: "houses",
      location: "Lavington",
      city: "Nairobi",
      bedrooms: 4,
      description: "A four bedroom mansionette in its own compound, with a DSQ and a garden.",
      nameSw: "Maisonette ya Lavington",
      descriptionSw: "Nyumba ya vyumba vinne yenye bustani na kisima.",
    }),
  );
  await createProperty(
    db(),
    aProperty({
      name: BEDSITTER,
      type: "rent",
      location: "Kilimani",
      city: "Nairobi",
      description: "Two minutes' walk to the shops, with a token meter.",
    }),
  );
  await createProperty(
    db(),
    aProperty({
      name: HOTEL,
      type: "hotel",
      location: "Diani",
      city: "Kwale",
      description: "Rooms by the beach around a pool, behind a gate with parking.",
    }),
  );
  plotSlug = await createProperty(
    db(),
    aProperty({
      name: PLOT,
      type: "land",
      location: "Kileleshwa",
      city: "Nairobi",
      description: "A quarter acre with a ready title.",
    }),
  );
  await createProperty(
    db(),
    aProperty({ name: "Kilimani Pool House", publication: "draft", description: "Unpublished pool." }),
  );
});

const found = async (search: string) =>
  (await findListings(db(), parseListingQuery(new URLSearchParams({ q: search })), SHOWN_TODAY)).listings.map(
    (listing) => listing.name,
  );

const SEARCHES: [search: string, names: string[] | "every listing"][] = [
  // Words of the description, in any order, each required.
  ["pool", [HOTEL, GARDEN]],
  ["pool kilimani", [GARDEN]],
  ["Kilimani POOL", [GARDEN]],
  ["pool lavington", []],
  // Name and place rank above the description: Yaya is the bedsitter's name, the flat's description.
  ["yaya", [BEDSITTER, GARDEN]],
  ["near Yaya", [BEDSITTER, GARDEN]],
  ["kilimani", [GARDEN, BEDSITTER]],
  // A phrase as a phrase.
  ['"swimming pool"', [GARDEN]],
  ['"pool swimming"', []],
  // The beginning of a word finds the word.
  ["kile", [PLOT]],
  ["pools", []],
  // Kiswahili texts and the words for each kind of listing.
  ["vinne", [MAISONETTE]],
  ["hoteli diani", [HOTEL]],
  ["ardhi", [PLOT]],
  // The vocabulary's equivalents, both ways.
  ["servant quarters", [MAISONETTE]],
  ["DSQ lavington", [MAISONETTE]],
  ["studio", [BEDSITTER]],
  ["borehole", [GARDEN, MAISONETTE]],
  ["bustani", [GARDEN, MAISONETTE]],
  ["maisonette", [MAISONETTE]],
  ["mansionette", [MAISONETTE]],
  ["plot", [PLOT]],
  ["prepaid", [BEDSITTER]],
  ["apartment", [GARDEN]],
  // Bedrooms however written.
  ["2br kilimani", [GARDEN]],
  ["vyumba 4", [MAISONETTE]],
  ["3 bedroom", []],
  // Accents and case do not matter.
  ["KILIMÁNI", [GARDEN, BEDSITTER]],
  // Words that narrow nothing, and searches that find nothing.
  ["cheap", "every listing"],
  ["zanzibar", []],
  ["%%%", []],
  ["unpublished", []],
  // Hostile input: the index's operators are words like any other.
  ['pool NEAR/3 "x" * -kilimani : ^OR', []],
  ['pool" OR "1"="1', []],
  ["{head} : pool", []],
  ["everything:pool", []],
  ["pool\u0000kilimani", []],
  ["pool\tkilimani", [GARDEN]],
  ["a".repeat(5_000), []],
  ["'); drop table properties; --", []],
];

describe("the search table", () => {
  it.each(SEARCHES)("%j finds what it should", async (search, names) => {
    expect(await found(search)).toEqual(names === "every listing" ? EVERY_LISTING : names);
  });

  it("finds a listing by its reference alone", async () => {
    const { id } = await db()
      .selectFrom("properties")
      .select("id")
      .where("slug", "=", plotSlug)
      .executeTakeFirstOrThrow();
    expect(await found(listingReference(id))).toEqual([PLOT]);
    expect(await found(`${listingReference(id)} pool`)).toEqual([]);
  });
});

describe("the word index", () => {
  it("follows a listing's edits, its amenities included", async () => {
    const plot = (await findListingBySlug(db(), plotSlug))!;
    await updateProperty(db(), plotSlug, {
      ...plot,
      description: "A quarter acre by a river.",
      amenities: ["Borehole"],
      photos: [],
    });
    expect(await found("river")).toEqual([PLOT]);
    expect(await found("title")).toEqual([]);
    expect(await found("borehole")).toEqual([PLOT, GARDEN, MAISONETTE]);
  });

  it("indexes again at start the listings written without their words", async () => {
    await db()
      .updateTable("properties")
      .set({ description: "Now by a lake.", updated_at: "2099-01-01" })
      .execute();
    expect(await found("lake")).toEqual([]);
    expect(await refreshListingWords(db())).toBe(6);
    expect(await found("lake")).toHaveLength(5);
    expect(await refreshListingWords(db())).toBe(0);
  });
});
