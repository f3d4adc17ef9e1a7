import { describe, expect, it } from "vitest";
import { replaceAboutParagraphs } from "~/data/about.server";
import { createProperty } from "~/data/property-writes.server";
import { saveSettings } from "~/data/settings.server";
import { DEFAULT_CREDENTIALS } from "~/domain/credentials";
import { aProperty } from "~/testing/listings";
import { freshSiteForEachTest, routeArgs, unwrap } from "~/testing/test-services.server";
import * as about from "./about";
import * as contact from "./contact";
import * as home from "./home";
import * as properties from "./properties";
import * as property from "./property";

const site = freshSiteForEachTest();

async function storedMessages() {
  return site().services.database.db.selectFrom("contact_messages").selectAll().execute();
}

describe("home loader", () => {
  it("offers three different listings", async () => {
    for (let index = 0; index < 6; index++) await createProperty(site().services.database.db, aProperty());
    const { listings } = await home.loader(routeArgs(site(), "/"));
    expect(new Set(listings.map((listing) => listing.id)).size).toBe(3);
  });
});

describe("properties loader", () => {
  it("answers the query string with the matching page, the count and every city", async () => {
    const db = site().services.database.db;
    await createProperty(db, aProperty({ name: "Nyali Beach House", city: "Mombasa", type: "houses" }));
    await createProperty(db, aProperty({ name: "Kisumu Plot", city: "Kisumu", type: "land" }));
    const { data, init } = await properties.loader(routeArgs(site(), "/properties?type=land&sort=bogus"));
    expect(init?.status).toBe(200);
    expect(data.listings.map((listing) => listing.name)).toEqual(["Kisumu Plot"]);
    expect(data.total).toBe(1);
    expect(data.query).toMatchObject({ type: "land", sort: null, page: 1 });
    expect(data.cities).toEqual(["Kisumu", "Mombasa"]);
  });

  it("moves a form's empty fields out of the address, keeping the rest", async () => {
    const call = properties.loader(
      routeArgs(site(), "/properties?q=villa&min-price=&max-price=500000&bedrooms="),
    );
    const response = (await call.catch((error: unknown) => error)) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/properties?q=villa&max-price=500000");
  });

  it("finds a price range typed in shillings at the site's rate, and shows it as typed", async () => {
    const db = site().services.database.db;
    await saveSettings(db, { kesRate: 130 });
    for (const [name, price] of [
      ["Cheap Plot", 9_999],
      ["Mid Plot", 10_000],
      ["Top Plot", 20_000],
      ["Dear Plot", 20_001],
    ] as const) {
      await createProperty(db, aProperty({ name, price, type: "land" }));
    }
    // $10.000 and $20.000 show as Ksh 1,300,000 and Ksh 2,600,000 at 130.
    const { data } = await properties.loader(
      routeArgs(site(), "/properties?currency=KES&min-price=1.300.000&max-price=2,600,000"),
    );
    expect(data.listings.map((listing) => listing.name).sort()).toEqual(["Mid Plot", "Top Plot"]);
    expect(data.query).toMatchObject({ priceCurrency: "KES", minPrice: 1_300_000, maxPrice: 2_600_000 });
  });

  it("lists the cities of sold and let listings only when they are included", async () => {
    const db = site().services.database.db;
    await createProperty(db, aProperty({ city: "Mombasa" }));
    await createProperty(db, aProperty({ city: "Thika", availability: "sold" }));
    expect((await properties.loader(routeArgs(site(), "/properties"))).data.cities).toEqual(["Mombasa"]);
    const { data: withSold } = await properties.loader(routeArgs(site(), "/properties?include-sold=1"));
    expect(withSold.cities).toEqual(["Mombasa", "Thika"]);
    expect(withSold.total).toBe(2);
  });

  it("shows a page past the last one as empty, and answers it 404", async () => {
    await createProperty(site().services.database.db, aProperty());
    const { data, init } = await properties.loader(routeArgs(site(), "/properties?page=100000"));
    expect(data.listings).toEqual([]);
    expect(init?.status).toBe(404);
  });
});

describe("property loader", () => {
  it("finds a listing by its slug and gives its absolute address", async () => {
    const slug = await createProperty(site().services.database.db, aProperty({ name: "Garden Cottage" }));
    const { data } = await property.loader(routeArgs(site(), `/properties/${slug}`, { params: { slug } }));
    expect(data.listing.name).toBe("Garden Cottage");
    expect(data.url).toBe("http://makazi.test/properties/garden-cottage");
  });

  it("answers the mortgage calculator's form on a listing for sale, and 400 for figures it cannot use", async () => {
    const db = site().services.database.db;
    const slug = await createProperty(db, aProperty({ name: "Karen House", type: "houses" }));
    const open = (query: string) =>
      property.loader(routeArgs(site(), `/properties/${slug}?${query}`, { params: { slug } }));
    const answered = await open("deposit=30&term=15&rate=12");
    expect(answered.data.mortgage).toEqual({ deposit: "30", term: "15", rate: "12" });
    expect(answered.init?.status).toBe(200);
    expect((await open("deposit=130&term=15&rate=12")).init?.status).toBe(400);
    expect((await open("utm_source=whatsapp")).data.mortgage).toBeNull();
  });

  it("offers no calculator on a rental, whatever the address says", async () => {
    const db = site().services.database.db;
    const slug = await createProperty(db, aProperty({ name: "Kilimani Flat", type: "rent" }));
    const { data, init } = await property.loader(
      routeArgs(site(), `/properties/${slug}?deposit=500`, { params: { slug } }),
    );
    expect(data.mortgage).toBeNull();
    expect(init?.status).toBe(200);
  });

  it("answers 404 for an unknown slug", async () => {
    const call = property.loader(routeArgs(site(), "/properties/nowhere", { params: { slug: "nowhere" } }));
    await expect(call).rejects.toMatchObject({ data: "Property not found", init: { status: 404 } });
  });
});

describe("about loader", () => {
  it("gives the About paragraphs in order", async () => {
    await replaceAboutParagraphs(site().services.database.db, ["First.", "Second."]);
    expect(await about.loader(routeArgs(site(), "/About"))).toEqual({
      paragraphs: ["First.", "Second."],
      credentials: DEFAULT_CREDENTIALS,
      canonicalUrl: "http://makazi.test/About",
      origin: "http://makazi.test",
    });
  });
});

describe("contact action", () => {
  const form = {
    name: "Achieng Otieno",
    email: "achieng@example.co.ke",
    message: "Is the plot still for sale?",
  };

  it("stores a valid message and confirms it", async () => {
    const { value, status } = unwrap(await contact.action(routeArgs(site(), "/contact", { form })));
    expect(status).toBe(200);
    expect(value).toEqual({ status: "sent", name: "Achieng Otieno" });
    expect(await storedMessages()).toMatchObject([{ ...form, read_at: null, property_id: null }]);
  });

  it("refuses a bad e-mail with 400, names the field and keeps what was typed", async () => {
    const typed = { ...form, email: "achieng@" };
    const { value, status } = unwrap(await contact.action(routeArgs(site(), "/contact", { form: typed })));
    expect(status).toBe(400);
    expect(value).toMatchObject({
      status: "invalid",
      values: typed,
      errors: { email: "Please enter a valid e-mail address, like name@example.com" },
    });
    expect(await storedMessages()).toEqual([]);
  });

  it("pretends to accept a message whose hidden field a bot filled in, and drops it", async () => {
    const { value } = unwrap(
      await contact.action(
        routeArgs(site(), "/contact", { form: { ...form, website: "http://spam.example" } }),
      ),
    );
    expect(value).toMatchObject({ status: "sent" });
    expect(await storedMessages()).toEqual([]);
  });
});
