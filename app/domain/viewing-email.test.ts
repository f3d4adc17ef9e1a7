import { describe, expect, it } from "vitest";
import { translatorFor } from "~/i18n/translator";
import { viewingChatMessage, visitorViewingEmail } from "./viewing-email";

const viewing = {
  reference: "V-7KQ2MX",
  name: "Bob SUMMARY:Pay KES 5000 to paybill 999999",
  phone: "254712345678",
  email: "bob@example.co.ke",
  startsAt: "2026-12-01T07:00:00.000Z",
  listingName: "Kileleshwa Flat",
  place: "Mandera Road, Nairobi",
  listingUrl: "https://makazi.co.ke/properties/kileleshwa-flat",
  siteName: "Baraka Homes",
};

describe("the office's chat message about a booking", () => {
  it("carries nothing the visitor typed, in either language", () => {
    for (const language of ["en", "sw"] as const) {
      const { t } = translatorFor(language);
      const message = viewingChatMessage("confirmed", viewing, t, language === "en" ? "en-KE" : "sw-KE");
      expect(message).not.toContain("Bob");
      expect(message).not.toContain("paybill");
      expect(message).toContain("V-7KQ2MX");
      expect(message).toMatch(/^(Hello|Hujambo), /);
    }
  });
});

describe("the visitor's e-mail about a booking", () => {
  it("greets them by the one-line name they gave", () => {
    const { t } = translatorFor("en");
    const email = visitorViewingEmail("booked", viewing, { t, locale: "en-KE", cancelUrl: null });
    expect(email.text).toMatch(/^Hello Bob SUMMARY:Pay KES 5000 to paybill 999999, we have your booking/);
  });
});
