import { beforeEach, describe, expect, it } from "vitest";
import { findBrand } from "~/data/brand.server";
import { DEFAULT_BRAND } from "~/domain/brand";
import { addAccounts } from "~/testing/accounts.server";
import { expectSignInFirst, signedInHeaders } from "~/testing/admin-session.server";
import { freshSiteForEachTest, routeArgs, unwrap } from "~/testing/test-services.server";
import * as root from "../../root";
import * as manifest from "../../site/routes/web-app-manifest";
import * as yourSite from "./your-site";

const site = freshSiteForEachTest();
let admin: Record<string, string>;
const db = () => site().services.database.db;

const FORM = {
  name: "Baraka Homes",
  shortName: "Baraka",
  colour: "#7a1f5c",
  headlineEn: "Homes in Nakuru, found with Baraka",
  headlineSw: "Nyumba za Nakuru, pamoja na Baraka",
  taglineEn: "",
  taglineSw: "",
  blurbEn: "A family agency in Nakuru since 1998.",
  blurbSw: "",
  descriptionEn: "",
  descriptionSw: "",
};

beforeEach(async () => {
  await addAccounts(site());
  admin = await signedInHeaders(site());
}, 30_000);

const post = (form: Record<string, string>, headers = admin) =>
  yourSite.action(routeArgs(site(), "/your-site", { form, headers }));

describe("the office's own site", { timeout: 30_000 }, () => {
  it("is the administrator's alone, to read and to save", async () => {
    await expectSignInFirst(site(), "/your-site", (headers) =>
      yourSite.loader(routeArgs(site(), "/your-site", { headers })),
    );
    await expectSignInFirst(site(), "/your-site", (headers) => post(FORM, headers));
    expect(await findBrand(db())).toEqual(DEFAULT_BRAND);
  });

  it("starts as an unnamed agency, never as the software", async () => {
    const { brand } = await root.loader(routeArgs(site(), "/"));
    expect(brand.name).toBe("Your agency");
    expect(JSON.stringify(brand)).not.toContain("Makazi");
  });

  it("saves the name, colour and words, which every page and the manifest then carry", async () => {
    const saved = await post(FORM);
    expect(saved).toBeInstanceOf(Response);
    expect((saved as Response).status).toBe(302);
    const { brand } = await root.loader(routeArgs(site(), "/"));
    expect(brand).toMatchObject(FORM);
    const app = (await (await manifest.loader(routeArgs(site(), "/manifest.webmanifest"))).json()) as Record<
      string,
      unknown
    >;
    expect(app).toMatchObject({ name: "Baraka Homes", short_name: "Baraka", theme_color: "#7a1f5c" });
  });

  it("refuses a colour white text cannot be read on, offering the nearest shade, and saves nothing typed", async () => {
    const refused = unwrap(await post({ ...FORM, colour: "#f5c542" }));
    expect(refused.status).toBe(400);
    const { errors, values, shade } = refused.value as {
      errors: Record<string, string>;
      values: Record<string, string>;
      shade: string;
    };
    expect(errors.colour).toMatch(/hard to read \(contrast 1\.\d:1, at least 4\.5:1 is needed\)/);
    expect(errors.colour).toContain(shade);
    expect(values).toEqual({ ...FORM, colour: "#f5c542" });
    expect(await findBrand(db())).toEqual(DEFAULT_BRAND);

    // The button beside the message sends the form again with the shade it offers.
    await post({ ...FORM, colour: "#f5c542", takeShade: shade });
    expect((await findBrand(db())).colour).toBe(shade);
  });

  it("refuses what is not a colour, a name too long, markup, and the placeholder name, each beside its field", async () => {
    const refused = unwrap(
      await post({
        ...FORM,
        name: "B".repeat(300),
        colour: "#0f5132;}body{display:none",
        headlineEn: "<script>alert(1)</script>",
        blurbSw: "Habari <b>zetu</b>",
      }),
    );
    expect(refused.status).toBe(400);
    const { errors } = refused.value as { errors: Record<string, string> };
    expect(errors).toEqual({
      name: "Please keep this to 60 characters",
      colour: "Please enter a colour as # and six hexadecimal digits, like #0f5132",
      headlineEn: "Please leave out < and >: the site shows these words exactly as typed",
      blurbSw: "Please leave out < and >: the site shows these words exactly as typed",
    });
    const unnamed = unwrap(await post({ ...FORM, name: "your agency" }));
    expect((unnamed.value as { errors: Record<string, string> }).errors).toEqual({
      name: "Please enter your office's own name",
    });
    expect(await findBrand(db())).toEqual(DEFAULT_BRAND);
  });

  it("keeps a name on one line, with control characters dropped, so no header or feed line can be split by it", async () => {
    await post({ ...FORM, name: "Baraka\r\nBcc: victim@example.com\u0007 Homes" });
    expect((await findBrand(db())).name).toBe("Baraka Bcc: victim@example.com Homes");
  });
});
