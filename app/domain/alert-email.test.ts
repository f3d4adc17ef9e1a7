import { describe, expect, it } from "vitest";
import { translatorFor } from "~/i18n/translator";
import { alertConfirmationEmail, alertMatchesEmail, type AlertedListing } from "./alert-email";
import { formatKes } from "./money";
import type { ListingSummary } from "./property";
import { LISTINGS_PER_ALERT_EMAIL } from "./search-alerts";

const links = {
  manageUrl: "https://makazi.co.ke/alerts/manage/TOKEN",
  unsubscribeUrl: "https://makazi.co.ke/alerts/unsubscribe/TOKEN",
  oneClickUrl: "https://makazi.co.ke/alerts/one-click/TOKEN",
};

function aListing(id: number, overrides: Partial<ListingSummary> = {}): AlertedListing {
  const listing: ListingSummary = {
    id,
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
    pricePeriod: null,
    availability: "available",
    cover: null,
    ...overrides,
  };
  return {
    listing,
    url: `https://makazi.co.ke/properties/${listing.slug}`,
    photoUrl: `https://makazi.co.ke/properties/${listing.slug}/preview.jpg`,
  };
}

describe("the confirmation e-mail", () => {
  it("names the search, links to confirm, and says nothing comes without it", () => {
    const email = alertConfirmationEmail({
      search: "Houses for sale in Nairobi",
      frequency: "daily",
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
});

describe("the e-mail of new listings", () => {
  it("gives each listing's photo, price in dollars and shillings, and link, with one-click unsubscribe", () => {
    const email = alertMatchesEmail({
      search: "Houses for sale in Nairobi",
      frequency: "instant",
      listings: [
        aListing(42, { newPrice: 200_000 }),
        aListing(43, { type: "rent", pricePeriod: "month", price: 1_500 }),
      ],
      kesRate: 130,
      t: translatorFor("en").t,
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

  it("calls a day's e-mail a digest, and shows the first listings with a link to the rest", () => {
    const listings = Array.from({ length: LISTINGS_PER_ALERT_EMAIL + 3 }, (_, index) => aListing(index + 1));
    const email = alertMatchesEmail({
      search: "Land for sale in Kisumu",
      frequency: "daily",
      listings,
      kesRate: 125,
      t: translatorFor("en").t,
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

  it("escapes what the administrator typed in the HTML, and keeps it out of the headers' line breaks", () => {
    const email = alertMatchesEmail({
      search: "Properties matching “<b>”\r\nBcc: x@example.com",
      frequency: "instant",
      listings: [aListing(7, { name: 'Villa <script>alert("x")</script>' })],
      kesRate: 125,
      t: translatorFor("en").t,
      listUrl: "https://makazi.co.ke/properties",
      ...links,
    });
    expect(email.html).not.toContain("<script>");
    expect(email.html).toContain("Villa &lt;script&gt;");
    expect(email.subject).not.toMatch(/[\r\n]/);
  });
});
