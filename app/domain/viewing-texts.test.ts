import { describe, expect, it } from "vitest";
import { translatorFor } from "~/i18n/translator";
import { LANGUAGES } from "./language";
import { MOST_SMS_PARTS, smsEncoding, smsParts } from "./sms";
import type { ViewingTold, VisitorNews } from "./viewing-email";
import { officeMessageText, officeViewingText, visitorViewingText } from "./viewing-texts";

const EVERY_NEWS: VisitorNews[] = ["booked", "confirmed", "moved", "declined", "cancelled", "reminder"];
const CANCEL_URL = `https://baraka.co.ke/sw/viewing/cancel/${"x".repeat(43)}`;

const viewing = (listingName: string): ViewingTold => ({
  reference: "V-7KQ2MX",
  name: "Wanjiru Kamau",
  phone: "254722000111",
  email: null,
  startsAt: "2026-12-02T07:00:00.000Z",
  listingName,
  place: "Mandera Road, Nairobi",
  listingUrl: "https://baraka.co.ke/properties/kileleshwa-flat",
  siteName: "Baraka Homes",
});

describe("visitorViewingText", () => {
  it("fits every turn in both languages in two GSM-7 parts, with the reference and the whole link", () => {
    const names = ["Kileleshwa Flat", `Spacious ${"Very Long Named ".repeat(10)}Maisonette`];
    for (const language of LANGUAGES) {
      const { t, locale } = translatorFor(language.code);
      for (const news of EVERY_NEWS) {
        for (const name of names) {
          const text = visitorViewingText(news, viewing(name), { t, locale, cancelUrl: CANCEL_URL });
          expect(smsEncoding(text), text).toBe("gsm-7");
          expect(smsParts(text), text).toBeLessThanOrEqual(MOST_SMS_PARTS);
          expect(text).toContain("V-7KQ2MX");
          expect(text.endsWith(CANCEL_URL)).toBe(true);
          expect(text.startsWith("Baraka Homes: ")).toBe(true);
        }
      }
    }
  });

  it("writes a curly quote or a dash the office typed plainly, so that the text stays GSM-7", () => {
    const { t, locale } = translatorFor("en");
    const text = visitorViewingText(
      "confirmed",
      { ...viewing("Mary’s Flat – Kilimani"), siteName: "Baraka’s" },
      {
        t,
        locale,
        cancelUrl: null,
      },
    );
    expect(text).toContain("Baraka's: Your viewing of Mary's Flat - Kilimani on");
    expect(smsEncoding(text)).toBe("gsm-7");
  });
});

describe("officeViewingText", () => {
  it("names the visitor, their number, the listing, the time and where to answer, in one or two parts", () => {
    const text = officeViewingText(viewing("Kileleshwa Flat"), {
      viewingsUrl: "https://baraka.co.ke/viewings",
    });
    expect(text).toBe(
      "New viewing V-7KQ2MX: Wanjiru Kamau, +254722000111, Kileleshwa Flat, Wednesday, 2 December, 10:00. https://baraka.co.ke/viewings",
    );
    const long = officeViewingText(
      { ...viewing(`Spacious ${"Very Long Named ".repeat(20)}Maisonette`), name: "N".repeat(100) },
      { viewingsUrl: "https://baraka.co.ke/viewings" },
    );
    expect(smsParts(long)).toBeLessThanOrEqual(MOST_SMS_PARTS);
    expect(long.endsWith("https://baraka.co.ke/viewings")).toBe(true);
  });
});

describe("officeMessageText", () => {
  const message = {
    id: 7,
    name: "Wanjiru",
    email: null,
    phone: "0712 345 678",
    message: "Is it still available?",
    receivedAt: "2026-11-30T07:00:00.000Z",
    listing: { name: "Kileleshwa Flat", reference: "MK-1042", slug: "kileleshwa-flat" },
    reportReason: null,
  };
  const messageUrl = "https://baraka.co.ke/messages/7";

  it("names the listing, the sender and their number, with what they wrote and where to answer", () => {
    expect(officeMessageText(message, { messageUrl })).toBe(
      'Enquiry about Kileleshwa Flat (MK-1042) from Wanjiru, +254 712 345 678: "Is it still available?" https://baraka.co.ke/messages/7',
    );
    expect(officeMessageText({ ...message, listing: null, phone: null }, { messageUrl })).toBe(
      'Message from Wanjiru: "Is it still available?" https://baraka.co.ke/messages/7',
    );
  });

  it("shortens a long message at a word to fit two parts, keeping the link whole", () => {
    const long = { ...message, message: `${"Please call me back about the flat. ".repeat(30)}End.` };
    const text = officeMessageText(long, { messageUrl });
    expect(smsParts(text)).toBeLessThanOrEqual(MOST_SMS_PARTS);
    expect(text.endsWith(`..." ${messageUrl}`)).toBe(true);
    expect(text).not.toContain("End.");
  });
});
