import { describe, expect, it } from "vitest";
import { translatorFor } from "~/i18n/translator";
import { alertConfirmationEmail, alertMatchesEmail, type AlertedListing } from "./alert-email";
import { formatKes } from "./money";
import type { ListingSummary } from "./property";
import { LISTINGS_PER_ALERT_EMAIL } from "./search-alerts";

const english = translatorFor("en").t;
const kiswahili = translatorFor("sw").t;

const links = {
  manageUrl: "https://makazi.co.ke/alerts/manage/TOKEN",
  unsubscribeUrl: "https://makazi.co.ke/alerts/unsubscribe/TOKEN",
  oneClickUrl: "https://makazi.co.ke/alerts/one-click/TOKEN",
};

function aListing(id: number, overrides: Partial<ListingSummary> = {}): AlertedListing {
  const listing: ListingSummary = {
    id,
    currency: "USD",
    slug: `karen-villa-${id}`,
    name: `Karen Villa ${id}`,
    nameSw: null,
    price: 250_000,
    discount: null,
    newPrice: null,
    location: "Karen",
    city: "Nairobi",
    type: "houses",
    listedOn: "2026-03-10",
    bedrooms: 4,
    bathrooms: 3,
    plotSize: null,
    plotSizeUnit: null,
    plotSizeWords: null,
    pricePeriod: null,
    availability: "available",
    cover: null,
    ...overrides,
  };
  return {
    listing,
    url: `https://makazi.co.ke/properties/${listing.slug}`,
    photoUrl: `https://makazi.co.ke/properties/${listing.slug}/preview.jpg`,
    reduced: false,
  };
}

describe("the confirmation e-mail", () => {
  it("names the search, links to confirm, and says nothing comes without it", () => {
    const email = alertConfirmationEmail({
      site: "Makazi",
      search: "Houses for sale in Nairobi",
      frequency: "daily",
      t: english,
      confirmUrl: "https://makazi.co.ke/alerts/confirm/TOKEN",
      ...links,
    });
    expect(email.subject).toBe("Confirm your Makazi alert: Houses for sale in Nairobi");
    expect(email.text).toContain("Confirm the alert: https://makazi.co.ke/alerts/confirm/TOKEN");
    expect(email.text).toContain("once a day, in the morning");
    expect(email.text).toContain("nothing more will be sent");
    expect(email.html).toContain('href="https://makazi.co.ke/alerts/confirm/TOKEN"');
    expect(email.headers).toEqual({
      "List-Unsubscribe": `<${links.oneClickUrl}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
  });

  it("is in Kiswahili for an alert made on a Kiswahili page", () => {
    const email = alertConfirmationEmail({
      site: "Makazi",
      search: "Ardhi ya kuuza katika Kisumu",
      frequency: "instant",
      t: kiswahili,
      confirmUrl: "https://makazi.co.ke/sw/alerts/confirm/TOKEN",
      ...links,
    });
    expect(email.subject).toBe("Thibitisha arifa yako ya Makazi: Ardhi ya kuuza katika Kisumu");
    expect(email.text).toContain("Thibitisha arifa: https://makazi.co.ke/sw/alerts/confirm/TOKEN");
    expect(email.text).toContain("mara tu yanapoorodheshwa");
    expect(email.html).toContain(">Arifa zako</a>");
  });
});

describe("the e-mail of new listings", () => {
  it("gives each listing's photo, price in dollars and shillings, and link, with one-click unsubscribe", () => {
    const email = alertMatchesEmail({
      site: "Makazi",
      search: "Houses for sale in Nairobi",
      frequency: "instant",
      listings: [
        aListing(42, { newPrice: 200_000 }),
        aListing(43, { type: "rent", pricePeriod: "month", price: 1_500 }),
      ],
      kesRate: 130,
      t: english,
      language: "en",
      listUrl: "https://makazi.co.ke/properties?type=houses&city=Nairobi&sort=latest",
      ...links,
    });
    expect(email.subject).toBe("2 new listings: Houses for sale in Nairobi");
    expect(email.text).toContain(
      `Karen Villa 42 (MK-1042)\nHouse for sale in Karen, Nairobi · $200.000 (${formatKes(26_000_000)})`,
    );
    expect(email.text).toContain(`Home to rent in Karen, Nairobi · $1.500 per month (${formatKes(195_000)})`);
    expect(email.text).toContain("https://makazi.co.ke/properties/karen-villa-42");
    expect(email.text).toContain(`Unsubscribe from this alert: ${links.unsubscribeUrl}`);
    expect(email.text).toContain(`Your alerts: ${links.manageUrl}`);
    expect(email.html).toContain('<img src="https://makazi.co.ke/properties/karen-villa-42/preview.jpg"');
    expect(email.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
  });

  it("marks a listing whose price fell since the alert's previous e-mail, and no other", () => {
    const email = alertMatchesEmail({
      site: "Makazi",
      search: "Houses for sale in Nairobi",
      frequency: "daily",
      listings: [{ ...aListing(42), reduced: true }, aListing(43)],
      kesRate: 125,
      t: kiswahili,
      language: "sw",
      listUrl: "https://makazi.co.ke/sw/properties?type=houses",
      ...links,
    });
    expect(email.text).toContain("Karen Villa 42 (MK-1042) · Bei imepunguzwa\n");
    expect(email.text).toContain("Karen Villa 43 (MK-1043)\n");
    expect(email.html.match(/Bei imepunguzwa/g)).toHaveLength(1);
  });

  it("calls a day's e-mail a digest, and shows the first listings with a link to the rest", () => {
    const listings = Array.from({ length: LISTINGS_PER_ALERT_EMAIL + 3 }, (_, index) => aListing(index + 1));
    const email = alertMatchesEmail({
      site: "Makazi",
      search: "Land for sale in Kisumu",
      frequency: "daily",
      listings,
      kesRate: 125,
      t: english,
      language: "en",
      listUrl: "https://makazi.co.ke/properties?type=land",
      ...links,
    });
    expect(email.subject).toBe(
      `Today's ${LISTINGS_PER_ALERT_EMAIL + 3} new listings: Land for sale in Kisumu`,
    );
    expect(email.text).toContain(`Karen Villa ${LISTINGS_PER_ALERT_EMAIL} (`);
    expect(email.text).not.toContain(`Karen Villa ${LISTINGS_PER_ALERT_EMAIL + 1} (`);
    expect(email.text).toContain("And 3 more on the list: https://makazi.co.ke/properties?type=land");
  });

  it("is in Kiswahili for an alert made on a Kiswahili page, with a listing's Kiswahili name", () => {
    const email = alertMatchesEmail({
      site: "Makazi",
      search: "Ardhi ya kuuza katika Kisumu",
      frequency: "daily",
      listings: [
        aListing(5, { type: "land", name: "Lakeside Plot", nameSw: "Kiwanja cha Ziwani" }),
        aListing(6, { type: "land", name: "Hill Plot" }),
      ],
      kesRate: 125,
      t: kiswahili,
      language: "sw",
      listUrl: "https://makazi.co.ke/sw/properties?type=land",
      ...links,
    });
    expect(email.subject).toBe("Matangazo 2 mapya ya leo: Ardhi ya kuuza katika Kisumu");
    expect(email.text).toContain(
      "Kiwanja cha Ziwani (MK-1005)\nArdhi ya kuuza katika Karen, Nairobi · $250.000",
    );
    expect(email.text).toContain("Hill Plot (MK-1006)");
    expect(email.text).toContain("Yaone yote kwenye orodha: https://makazi.co.ke/sw/properties?type=land");
    expect(email.text).toContain("mara moja kwa siku, asubuhi");
    expect(email.html).toContain(">Jiondoe kwenye arifa hii</a>");
  });

  it("escapes what the administrator typed in the HTML, and keeps it out of the headers' line breaks", () => {
    const email = alertMatchesEmail({
      site: "Makazi",
      search: "Properties matching “<b>”\r\nBcc: x@example.com",
      frequency: "instant",
      listings: [aListing(7, { name: 'Villa <script>alert("x")</script>' })],
      kesRate: 125,
      t: english,
      language: "en",
      listUrl: "https://makazi.co.ke/properties",
      ...links,
    });
    expect(email.html).not.toContain("<script>");
    expect(email.html).toContain("Villa &lt;script&gt;");
    expect(email.subject).not.toMatch(/[\r\n]/);
  });
});
