import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { beforeEach, describe, expect, it } from "vitest";
import { findListingBySlug } from "~/data/properties.server";
import { createProperty } from "~/data/property-writes.server";
import { saveSettings } from "~/data/settings.server";
import { todayInNairobi } from "~/domain/dates";
import { DEFAULT_KES_RATE, formatKes } from "~/domain/money";
import { PLOT_SIZE_MESSAGE } from "~/domain/plot-size";
import { PRICE_MESSAGE } from "~/domain/property-form";
import { PHOTO_WIDTHS, storedPhotoFile } from "~/domain/photos";
import { ADMIN, addAccounts, cookieFrom, AGENT, thrown } from "~/testing/accounts.server";
import { signedInHeaders } from "~/testing/admin-session.server";
import { aProperty, filledPropertyForm } from "~/testing/listings";
import { freshSiteForEachTest, routeArgs, unwrap } from "~/testing/test-services.server";
import * as addProperty from "./add-property";
import * as adminLayout from "./admin-layout";
import * as manageProperties from "./manage-properties";
import * as property from "../../site/routes/property";
import * as updateProperty from "./update-property";

const site = freshSiteForEachTest();
const db = () => site().services.database.db;

beforeEach(async () => {
  await addAccounts(site());
});

const { name, price, discount, location, city, description, type } = filledPropertyForm;
const form = (fields: Record<string, string> = {}) => ({
  name,
  price,
  discount,
  location,
  city,
  description,
  type,
  imageLink: "https://images.example/villa.jpg",
  bedrooms: "4",
  otherAmenities: "Jetty",
  // Sent by a tampered client; the server computes its own.
  newPrice: "1",
  ...fields,
});

/** Runs an action that ends in a redirect; returns where it goes. */
async function redirectOf(call: Promise<unknown>): Promise<string | null> {
  const response = (await thrown(call)) as Response;
  return response.headers.get("Location");
}

describe("adding a property", { timeout: 20_000 }, () => {
  it("saves it with the server's new price and today's Nairobi date, then confirms on the list", async () => {
    const headers = await signedInHeaders(site(), ADMIN);
    const saved = (await thrown(
      addProperty.action(routeArgs(site(), "/addservice", { headers, form: form() })),
    )) as Response;
    expect(saved.headers.get("Location")).toBe("/manage-properties");
    expect(await findListingBySlug(db(), "ocean-view-villa")).toMatchObject({
      price: 1_250_000,
      discount: 10.5,
      newPrice: 1_118_750,
      listedOn: todayInNairobi(new Date()),
      photos: [{ src: "https://images.example/villa.jpg" }],
    });
    const confirmationCookie = cookieFrom(saved.headers.get("Set-Cookie"));
    const layout = await adminLayout.loader(
      routeArgs(site(), "/manage-properties", {
        headers: { Cookie: `${headers.Cookie}; ${confirmationCookie}` },
      }),
    );
    expect(unwrap(layout).value).toEqual({
      confirmation: `Saved “Ocean View Villa”. Amounts read as Price: $1.250.000 · ${formatKes(1_250_000 * DEFAULT_KES_RATE)} at today's rate.`,
    });
    const list = await manageProperties.loader(routeArgs(site(), "/manage-properties", { headers }));
    expect(list.properties.map((property) => property.name)).toEqual(["Ocean View Villa"]);
  });

  it.each([
    ["15,000", "USD", 15_000],
    ["1,875,000", "KES", 1_875_000],
    ["1.875.000", "KES", 1_875_000],
    ["45000.00", "KES", 45_000],
  ])(
    "saves a price typed %j in %s exactly as typed, in its currency",
    async (typed, priceCurrency, amount) => {
      await saveSettings(db(), { kesRate: 125 });
      await thrown(
        addProperty.action(
          routeArgs(site(), "/addservice", {
            headers: await signedInHeaders(site(), ADMIN),
            form: form({ price: typed, priceCurrency, discount: "" }),
          }),
        ),
      );
      expect(await findListingBySlug(db(), "ocean-view-villa")).toMatchObject({
        currency: priceCurrency,
        price: amount,
        newPrice: null,
      });
    },
  );

  it("saves a rent's every amount as read, a point before one or two digits being the decimal mark, and names each reading", async () => {
    await saveSettings(db(), { kesRate: 125 });
    const headers = await signedInHeaders(site(), ADMIN);
    const saved = (await thrown(
      addProperty.action(
        routeArgs(site(), "/addservice", {
          headers,
          form: form({
            type: "rent",
            pricePeriod: "month",
            priceCurrency: "KES",
            price: "45000.00",
            discount: "",
            deposit: "90.000",
            serviceCharge: "38.6",
            utilityDeposit: "3,500.50",
          }),
        }),
      ),
    )) as Response;
    expect(await findListingBySlug(db(), "ocean-view-villa")).toMatchObject({
      currency: "KES",
      price: 45_000,
      deposit: 90_000,
      serviceCharge: 38.6,
      utilityDeposit: 3_500.5,
    });
    const layout = await adminLayout.loader(
      routeArgs(site(), "/manage-properties", {
        headers: { Cookie: `${headers.Cookie}; ${cookieFrom(saved.headers.get("Set-Cookie"))}` },
      }),
    );
    const { confirmation } = unwrap(layout).value as { confirmation: string };
    expect(confirmation).toContain("Price: Ksh\u00a045,000 · $360 at today's rate");
    expect(confirmation).toContain("Service charge a month: Ksh\u00a038.60 · $0,31 at today's rate");
    expect(confirmation).toContain("Ksh\u00a090,000");
    expect(confirmation).toContain("Ksh\u00a03,500.50");

    // A figure that reads neither way is refused, not guessed at.
    const refused = unwrap(
      await addProperty.action(
        routeArgs(site(), "/addservice", {
          headers,
          form: form({
            name: "Kilimani Flat",
            type: "rent",
            priceCurrency: "KES",
            serviceCharge: "38.600.5",
          }),
        }),
      ),
    );
    expect(refused).toMatchObject({ status: 400, value: { errors: { serviceCharge: expect.any(String) } } });
  });

  it("refuses a name in use and keeps every input", async () => {
    await createProperty(db(), aProperty({ name: "Ocean View Villa" }));
    const result = unwrap(
      await addProperty.action(
        routeArgs(site(), "/addservice", {
          headers: await signedInHeaders(site(), ADMIN),
          form: form({ name: "ocean view VILLA", latitude: "-4.0245", longitude: "39.719" }),
        }),
      ),
    );
    expect(result).toEqual({
      status: 400,
      value: {
        values: {
          name: "ocean view VILLA",
          price: "1.250.000",
          priceCurrency: "",
          discount: "10,5",
          location: "Nyali",
          city: "Mombasa",
          description: "Four bedrooms by the sea.",
          nameSw: "",
          descriptionSw: "",
          type: "houses",
          photos: [],
          photoLink: "https://images.example/villa.jpg",
          bedrooms: "4",
          bathrooms: "",
          floorArea: "",
          videoUrl: "",
          plotSize: "",
          plotSizeUnit: "",
          tenure: "",
          rentPeriod: "",
          deposit: "",
          depositMonths: "",
          agencyFeePercent: "",
          serviceCharge: "",
          utilityDeposit: "",
          perNight: "",
          amenities: [],
          otherAmenities: "Jetty",
          latitude: "-4.0245",
          longitude: "39.719",
          locationPrecision: "",
          publication: "",
          availability: "",
          featured: "",
        },
        errors: { name: 'A property named "ocean view VILLA" already exists' },
      },
    });
  });

  it("shows the form again with field errors and with an image added by its button", async () => {
    const headers = await signedInHeaders(site(), ADMIN);
    const invalid = unwrap(
      await addProperty.action(routeArgs(site(), "/addservice", { headers, form: form({ price: "lots" }) })),
    );
    expect(invalid).toMatchObject({
      status: 400,
      value: { errors: { price: PRICE_MESSAGE } },
    });
    const added = unwrap(
      await addProperty.action(
        routeArgs(site(), "/addservice", { headers, form: form({ intent: "image-add" }) }),
      ),
    );
    expect(added).toMatchObject({
      status: 200,
      value: { values: { photos: ["https://images.example/villa.jpg"], photoLink: "" }, errors: {} },
    });
    expect(await db().selectFrom("properties").selectAll().execute()).toEqual([]);
  });
});

describe("updating a property", { timeout: 20_000 }, () => {
  it("fills the form, saves a rename under the same slug and deletes dropped image files", async () => {
    const slug = await createProperty(
      db(),
      aProperty({
        name: "Old Name",
        price: 1250.5,
        photos: [{ storageKey: "keep" }, { storageKey: "drop" }],
      }),
    );
    const headers = await signedInHeaders(site(), ADMIN);
    const args = { headers, params: { slug } };
    const { listing } = await updateProperty.loader(routeArgs(site(), `/updateservice/${slug}`, args));
    const [kept] = listing.photos;

    const media = site().services.media.directory;
    mkdirSync(media, { recursive: true });
    for (const width of PHOTO_WIDTHS) writeFileSync(join(media, storedPhotoFile("drop", width)), "x");

    const location = await redirectOf(
      updateProperty.action(
        routeArgs(site(), `/updateservice/${slug}`, {
          ...args,
          form: { ...form({ name: "New Name", discount: "", imageLink: "" }), image: String(kept!.id) },
        }),
      ),
    );
    expect(location).toBe("/manage-properties");
    expect(await findListingBySlug(db(), slug)).toMatchObject({
      slug: "old-name",
      name: "New Name",
      newPrice: null,
      photos: [{ src: "/media/keep-1440.webp" }],
    });
    for (const width of PHOTO_WIDTHS)
      expect(existsSync(join(media, storedPhotoFile("drop", width)))).toBe(false);
  });

  it("answers 404 for an unknown property", async () => {
    const headers = await signedInHeaders(site(), ADMIN);
    const args = { headers, params: { slug: "nowhere" } };
    expect(
      unwrap(await thrown(updateProperty.loader(routeArgs(site(), "/updateservice/nowhere", args)))).status,
    ).toBe(404);
    expect(
      unwrap(
        await thrown(
          updateProperty.action(routeArgs(site(), "/updateservice/nowhere", { ...args, form: form() })),
        ),
      ).status,
    ).toBe(404);
  });
});

describe("deleting a property", { timeout: 20_000 }, () => {
  it("removes the row and its image files, and says on the list that it did", async () => {
    const slug = await createProperty(db(), aProperty({ name: "Gone", photos: [{ storageKey: "gone" }] }));
    const media = site().services.media.directory;
    mkdirSync(media, { recursive: true });
    for (const width of PHOTO_WIDTHS) writeFileSync(join(media, storedPhotoFile("gone", width)), "x");

    const headers = await signedInHeaders(site(), ADMIN);
    const deleted = (await thrown(
      manageProperties.action(
        routeArgs(site(), "/manage-properties?q=gone", { headers, form: { intent: "delete", slug } }),
      ),
    )) as Response;
    expect(deleted.headers.get("Location")).toBe("/manage-properties?q=gone");
    const layout = await adminLayout.loader(
      routeArgs(site(), "/manage-properties", {
        headers: { Cookie: `${headers.Cookie}; ${cookieFrom(deleted.headers.get("Set-Cookie"))}` },
      }),
    );
    expect(unwrap(layout).value).toEqual({ confirmation: "Deleted “Gone”." });
    expect(await findListingBySlug(db(), slug)).toBeNull();
    for (const width of PHOTO_WIDTHS)
      expect(existsSync(join(media, storedPhotoFile("gone", width)))).toBe(false);
  });
});

describe("the details and statuses in the form", { timeout: 20_000 }, () => {
  it("saves a draft with its type's details and amenities, and drops the other types' fields", async () => {
    const headers = await signedInHeaders(site(), ADMIN);
    await thrown(
      addProperty.action(
        routeArgs(site(), "/addservice", {
          headers,
          form: form({
            type: "land",
            plotSize: "0,5",
            plotSizeUnit: "acres",
            tenure: "freehold",
            amenity: "borehole",
            publication: "draft",
          }),
        }),
      ),
    );
    expect(await findListingBySlug(db(), "ocean-view-villa")).toMatchObject({
      type: "land",
      bedrooms: null,
      plotSize: 0.5,
      plotSizeUnit: "acres",
      tenure: "freehold",
      amenities: ["Borehole", "Jetty"],
      publication: "draft",
      availability: "available",
      featured: false,
    });
  });

  it("saves a plot written 50x100 as 0.1148 acre, keeping the office's words, and refuses one it cannot read", async () => {
    const headers = await signedInHeaders(site(), ADMIN);
    const land = { type: "land", price: "100000", discount: "", plotSizeUnit: "hectares" };
    const refused = unwrap(
      await addProperty.action(
        routeArgs(site(), "/addservice", { headers, form: form({ ...land, plotSize: "50x" }) }),
      ),
    );
    expect(refused).toMatchObject({
      status: 400,
      value: { values: { plotSize: "50x" }, errors: { plotSize: PLOT_SIZE_MESSAGE } },
    });

    await thrown(
      addProperty.action(
        routeArgs(site(), "/addservice", { headers, form: form({ ...land, plotSize: "50x100" }) }),
      ),
    );
    const saved = await findListingBySlug(db(), "ocean-view-villa");
    expect(saved).toMatchObject({ plotSizeUnit: "acres", plotSizeWords: "50×100 ft" });
    expect(saved!.plotSize).toBeCloseTo(0.1148, 4);
    const row = await db()
      .selectFrom("properties")
      .select(["plot_area", "price_per_acre"])
      .executeTakeFirstOrThrow();
    expect(row.plot_area).toBeCloseTo(5000 * 0.09290304, 4);
    expect(row.price_per_acre).toBeCloseTo(100_000 / (5000 / 43_560), 2);
  });

  it("shows the stored details in the edit form", async () => {
    const slug = await createProperty(
      db(),
      aProperty({
        type: "rent",
        bedrooms: 2,
        deposit: 2_400,
        pricePeriod: "week",
        amenities: ["DSQ", "Lift"],
      }),
    );
    const headers = await signedInHeaders(site(), ADMIN);
    const { listing } = await updateProperty.loader(
      routeArgs(site(), `/updateservice/${slug}`, { headers, params: { slug } }),
    );
    expect(listing).toMatchObject({
      bedrooms: 2,
      deposit: 2_400,
      pricePeriod: "week",
      amenities: ["DSQ", "Lift"],
    });
  });
});

describe("changing a status in one click", { timeout: 20_000 }, () => {
  const statusForm = (slug: string, fields: Record<string, string>) => ({
    slug,
    intent: "status",
    ...fields,
  });

  it("lets the administrator mark a listing sold, star it and make it a draft", async () => {
    const slug = await createProperty(db(), aProperty({ name: "Karen Villa" }));
    const headers = await signedInHeaders(site(), ADMIN);
    const change = (fields: Record<string, string>) =>
      manageProperties.action(
        routeArgs(site(), "/manage-properties", { headers, form: statusForm(slug, fields) }),
      );

    expect(await change({ availability: "sold" })).toEqual({ message: "“Karen Villa” is now sold." });
    expect(await change({ featured: "1" })).toEqual({ message: "“Karen Villa” is now starred." });
    expect(await change({ publication: "draft" })).toEqual({ message: "“Karen Villa” is now a draft." });
    expect(await findListingBySlug(db(), slug)).toMatchObject({
      availability: "sold",
      featured: true,
      publication: "draft",
    });

    const list = await manageProperties.loader(
      routeArgs(site(), "/manage-properties?publication=draft&availability=sold&featured=1", { headers }),
    );
    expect(list.properties.map((row) => row.name)).toEqual(["Karen Villa"]);
  });

  it("refuses unknown values and unknown listings", async () => {
    const slug = await createProperty(db(), aProperty());
    const headers = await signedInHeaders(site(), ADMIN);
    const refused = (fields: Record<string, string>) =>
      thrown(manageProperties.action(routeArgs(site(), "/manage-properties", { headers, form: fields })));
    expect(unwrap(await refused(statusForm(slug, { availability: "stolen" }))).status).toBe(400);
    expect(unwrap(await refused(statusForm(slug, {}))).status).toBe(400);
    expect(unwrap(await refused(statusForm("nowhere", { featured: "1" }))).status).toBe(404);
    expect(await findListingBySlug(db(), slug)).toMatchObject({ availability: "available", featured: false });
  });

  it("changes nothing for a visitor or a signed-in user who is not the administrator", async () => {
    const slug = await createProperty(db(), aProperty());
    const attempt = (headers: Record<string, string>) =>
      thrown(
        manageProperties.action(
          routeArgs(site(), "/manage-properties", {
            headers,
            form: statusForm(slug, { publication: "draft" }),
          }),
        ),
      );
    expect(((await attempt({})) as Response).status).toBe(302);
    expect(unwrap(await attempt(await signedInHeaders(site(), AGENT))).status).toBe(403);
    expect(await findListingBySlug(db(), slug)).toMatchObject({ publication: "published" });
  });
});

describe("a draft's public page", { timeout: 20_000 }, () => {
  it("is not found for visitors or someone whose access was paused, and shown to the office's people", async () => {
    const slug = await createProperty(db(), aProperty({ name: "Secret Villa", publication: "draft" }));
    const open = (headers: Record<string, string>) =>
      property.loader(routeArgs(site(), `/properties/${slug}`, { headers, params: { slug } }));
    await expect(open({})).rejects.toMatchObject({ init: { status: 404 } });
    const agent = await signedInHeaders(site(), AGENT);
    expect((await open(agent)).data.listing).toMatchObject({ name: "Secret Villa", publication: "draft" });
    const shown = await open(await signedInHeaders(site(), ADMIN));
    expect(shown.data.listing).toMatchObject({ name: "Secret Villa", publication: "draft" });
    await db().updateTable("users").set({ status: "suspended" }).where("email", "=", AGENT.email).execute();
    await expect(open(agent)).rejects.toMatchObject({ init: { status: 404 } });
  });
});
