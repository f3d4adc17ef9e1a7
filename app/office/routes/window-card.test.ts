import jsQR from "jsqr";
import { PNG } from "pngjs";
import { createElement } from "react";
import { beforeEach, describe, expect, it } from "vitest";
import { changeListingStatus } from "~/data/listing-status.server";
import { findListingBySlug } from "~/data/properties.server";
import { createProperty } from "~/data/property-writes.server";
import { listingNumbers } from "~/domain/listing-agent";
import { listingReference } from "~/domain/reference";
import { giveListing } from "~/data/office-work.server";
import { findPersonByEmail, setPersonStatus, updatePersonDetails } from "~/data/people.server";
import { AGENT, addAccounts, thrown } from "~/testing/accounts.server";
import { expectSignInFirst, signedInHeaders } from "~/testing/admin-session.server";
import { aProperty } from "~/testing/listings";
import { pageMarkup } from "~/testing/page-in-dom";
import { WindowCardSheet } from "../components/window-card";
import { freshSiteForEachTest, routeArgs, type TestSite, unwrap } from "~/testing/test-services.server";
import * as windowCardQr from "./window-card-qr";
import * as windowCard from "./window-card";

const SITE_ADDRESS = "https://makazi.co.ke";

/** What a phone's camera reads from a PNG picture of a QR code. */
function decodeQrPicture(png: Buffer): string | null {
  const { data, width, height } = PNG.sync.read(png);
  return jsQR(new Uint8ClampedArray(data), width, height)?.data ?? null;
}

async function listingOn(site: TestSite) {
  await addAccounts(site);
  const slug = await createProperty(site.services.database.db, aProperty({ name: "Nyali Beach Villa" }));
  const listing = await findListingBySlug(site.services.database.db, slug);
  return { slug, reference: listingReference(listing!.id), headers: await signedInHeaders(site) };
}

const qrPicture = (site: TestSite, path: string, slug: string, headers: Record<string, string>) =>
  windowCardQr.loader(routeArgs(site, path, { params: { slug }, headers }));

describe("the window card with the site's address configured", { timeout: 60_000 }, () => {
  const site = freshSiteForEachTest(() => ({ PUBLIC_BASE_URL: SITE_ADDRESS }));
  let listing: Awaited<ReturnType<typeof listingOn>>;
  beforeEach(async () => {
    listing = await listingOn(site());
  });

  it("gives the QR code as a PNG to download that opens the listing's page in the chosen language", async () => {
    const { slug, reference, headers } = listing;
    // The request comes to another host (http://makazi.test): the code holds the configured one.
    const english = await qrPicture(site(), `/window-card/${slug}/qr.png`, slug, headers);
    expect(english.status).toBe(200);
    expect(english.headers.get("Content-Type")).toBe("image/png");
    expect(english.headers.get("Content-Disposition")).toBe(`attachment; filename="${reference}-qr.png"`);
    expect(english.headers.get("Cache-Control")).toBe("private, no-store");
    expect(decodeQrPicture(Buffer.from(await english.arrayBuffer()))).toBe(
      `${SITE_ADDRESS}/properties/nyali-beach-villa`,
    );

    const kiswahili = await qrPicture(site(), `/window-card/${slug}/qr.png?lang=sw`, slug, headers);
    expect(kiswahili.headers.get("Content-Disposition")).toBe(
      `attachment; filename="${reference}-qr-sw.png"`,
    );
    expect(decodeQrPicture(Buffer.from(await kiswahili.arrayBuffer()))).toBe(
      `${SITE_ADDRESS}/sw/properties/nyali-beach-villa`,
    );
  });

  it("draws the same address on the card, and refuses an unknown language, paper or listing", async () => {
    const { slug, reference, headers } = listing;
    const card = await windowCard.loader(
      routeArgs(site(), `/window-card/${slug}?lang=sw&size=a5`, { params: { slug }, headers }),
    );
    expect(card.choice).toEqual({ language: "sw", size: "a5" });
    expect(card.card).toMatchObject({
      reference,
      qr: { address: `${SITE_ADDRESS}/sw/properties/nyali-beach-villa`, svg: expect.stringMatching(/^<svg/) },
    });

    const refused = async (path: string, params = { slug }) =>
      unwrap(await thrown(windowCard.loader(routeArgs(site(), path, { params, headers }))));
    expect(await refused(`/window-card/${slug}?lang=fr`)).toEqual({
      value: "Choose the card's language: en or sw.",
      status: 400,
    });
    expect(await refused(`/window-card/${slug}?size=letter`)).toEqual({
      value: "Choose the card's paper: a4 or a5.",
      status: 400,
    });
    expect((await refused("/window-card/no-such-place", { slug: "no-such-place" })).status).toBe(404);
    const missing = await qrPicture(site(), "/window-card/no-such-place/qr.png", "no-such-place", headers);
    expect(missing.status).toBe(404);
    const badLanguage = await qrPicture(site(), `/window-card/${slug}/qr.png?lang=xx`, slug, headers);
    expect(badLanguage.status).toBe(400);
  });

  it("marks a let or sold listing's card so across its photo, in either language, and an available one's not at all", async () => {
    const { slug, headers } = listing;
    /** The card as printed for the listing as it stands, in `language`. */
    const printed = async (language: "en" | "sw") => {
      const { card, choice } = await windowCard.loader(
        routeArgs(site(), `/window-card/${slug}?lang=${language}`, { params: { slug }, headers }),
      );
      const sheet = createElement(WindowCardSheet, {
        card,
        choice,
        kesRate: 129.5,
        contacts: { phone: "", whatsapp: "", askFor: null },
      });
      return pageMarkup(sheet, language === "sw" ? "/sw" : "/");
    };
    const stamp = (markup: string) => /class="window-card__stamp[^"]*">([^<]*)</.exec(markup)?.[1] ?? null;
    expect(stamp(await printed("en"))).toBeNull();
    await changeListingStatus(site().services.database.db, slug, { availability: "let" });
    expect(stamp(await printed("en"))).toBe("Let");
    expect(stamp(await printed("sw"))).toBe("Imekodishwa");
    await changeListingStatus(site().services.database.db, slug, { availability: "sold" });
    expect(stamp(await printed("en"))).toBe("Sold");
    expect(stamp(await printed("sw"))).toBe("Imeuzwa");
  });

  it("asks for the listing's person, on their own numbers, and for the office once they are paused", async () => {
    const { slug, headers } = listing;
    const db = site().services.database.db;
    const agent = await findPersonByEmail(db, AGENT.email);
    await updatePersonDetails(db, agent!.id, {
      name: "Otieno Odhiambo",
      phone: "254722000111",
      whatsapp: null,
      earbNumber: "EARB/2026/117",
    });
    await giveListing(db, slug, agent!.id);
    const office = { whatsappNumber: "254712345678", contactPhone: "254201234567" };
    const printed = async () => {
      const path = `/window-card/${slug}`;
      const { card, choice } = await windowCard.loader(
        routeArgs(site(), path, { params: { slug }, headers }),
      );
      const contacts = { ...listingNumbers(card.agent, office), askFor: card.agent?.name ?? null };
      return pageMarkup(createElement(WindowCardSheet, { card, choice, kesRate: 129.5, contacts }));
    };
    const withAgent = await printed();
    expect(withAgent).toContain("Ask for Otieno Odhiambo");
    expect(withAgent).toContain("+254 722 000 111");
    expect(withAgent).not.toContain("+254 20 123 4567");
    // The person gave no WhatsApp number of their own: the office's stands.
    expect(withAgent).toContain("+254 712 345 678");

    await setPersonStatus(db, agent!.id, "suspended");
    const withoutAgent = await printed();
    expect(withoutAgent).not.toContain("Otieno");
    expect(withoutAgent).toContain("+254 20 123 4567");
  });

  it("is the administrator's alone", async () => {
    const { slug } = listing;
    await expectSignInFirst(site(), `/window-card/${slug}`, (headers) =>
      windowCard.loader(routeArgs(site(), `/window-card/${slug}`, { params: { slug }, headers })),
    );
    await expectSignInFirst(site(), `/window-card/${slug}/qr.png`, (headers) =>
      qrPicture(site(), `/window-card/${slug}/qr.png`, slug, headers),
    );
  });
});

describe("the window card without the site's address", { timeout: 60_000 }, () => {
  const site = freshSiteForEachTest();

  it("never takes the address from the request: no code until PUBLIC_BASE_URL is set", async () => {
    const { slug, headers } = await listingOn(site());
    const card = await windowCard.loader(
      routeArgs(site(), `/window-card/${slug}`, { params: { slug }, headers }),
    );
    expect(card.card.qr).toBeNull();
    const picture = await qrPicture(site(), `/window-card/${slug}/qr.png`, slug, {
      ...headers,
      Host: "evil.example",
    });
    expect(picture.status).toBe(409);
    expect(await picture.text()).toContain("PUBLIC_BASE_URL");
  });
});
