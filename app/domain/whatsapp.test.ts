import { describe, expect, it } from "vitest";
import { translatorFor } from "~/i18n/translator";
import { enquiryMessage, replyMessage, whatsappLink, whatsappReplyLink } from "./whatsapp";

describe("whatsappLink", () => {
  it("sends the message to the site's number in digits only", () => {
    const link = whatsappLink("+254 712 345-678", "Hello & welcome");
    expect(link).toBe("https://wa.me/254712345678?text=Hello%20%26%20welcome");
  });

  it.each(["0722 000 111", "+254 722 000 111", "254722000111", "722000111"])(
    "reaches the Kenyan number written %j in international form",
    (number) => {
      expect(whatsappLink(number, "Hi")).toBe("https://wa.me/254722000111?text=Hi");
    },
  );

  it("leaves the number out when none is configured", () => {
    expect(whatsappLink("", "Hi")).toBe("https://wa.me/?text=Hi");
  });
});

describe("enquiryMessage", () => {
  it("names the property, gives its reference and carries its link", () => {
    const message = enquiryMessage(
      {
        name: "Ocean View Villa",
        reference: "MK-1042",
        url: "https://makazi.example/properties/ocean-view-villa",
        site: "Baraka Homes",
      },
      translatorFor("en").t,
    );
    expect(message).toBe(
      'Hello, I am interested in "Ocean View Villa" (MK-1042) on Baraka Homes: https://makazi.example/properties/ocean-view-villa',
    );
  });

  it("survives the trip through a wa.me link intact", () => {
    const listing = {
      name: "Nyali 3 Bed & Pool",
      reference: "MK-1007",
      url: "https://makazi.example/p?a=1&b=2",
      site: "Baraka Homes",
    };
    const link = new URL(whatsappLink("+254 712 345 678", enquiryMessage(listing, translatorFor("en").t)));
    expect(link.searchParams.get("text")).toBe(enquiryMessage(listing, translatorFor("en").t));
  });
});

describe("whatsappReplyLink", () => {
  it("writes to the visitor's Kenyan number in international form with the reply prefilled", () => {
    const link = new URL(whatsappReplyLink("0712 345-678", "Hello Amina")!);
    expect(link.origin + link.pathname).toBe("https://wa.me/254712345678");
    expect(link.searchParams.get("text")).toBe("Hello Amina");
  });

  it("gives no link for a number that is not a mobile it can read", () => {
    expect(whatsappReplyLink("(020) 123-4567", "Hello")).toBeNull();
    expect(whatsappReplyLink("call me", "Hello")).toBeNull();
  });
});

describe("replyMessage", () => {
  const listing = { name: "Nyali 3 Bed & Pool", reference: "MK-1007" };

  it("names the listing and its reference for an enquiry, and nothing the visitor typed", () => {
    expect(replyMessage({ listing, reportReason: null }, "Baraka Homes")).toBe(
      'Hello, thank you for your enquiry about "Nyali 3 Bed & Pool" (MK-1007) on Baraka Homes.',
    );
  });

  it("thanks for a report as a report", () => {
    expect(replyMessage({ listing, reportReason: "asked-to-pay" }, "Baraka Homes")).toBe(
      'Hello, thank you for your report about "Nyali 3 Bed & Pool" (MK-1007) on Baraka Homes.',
    );
  });

  it("thanks for the message when it is about no listing", () => {
    expect(replyMessage({ listing: null, reportReason: null }, "Baraka Homes")).toBe(
      "Hello, thank you for your message on Baraka Homes.",
    );
  });
});
