import { describe, expect, it } from "vitest";
import { enquiryMessage, whatsappLink } from "./whatsapp";

describe("whatsappLink", () => {
  it("sends the message to the site's number in digits only", () => {
    const link = whatsappLink("+254 712 345-678", "Hello & welcome");
    expect(link).toBe("https://wa.me/254712345678?text=Hello%20%26%20welcome");
  });

  it("leaves the number out when none is configured", () => {
    expect(whatsappLink("", "Hi")).toBe("https://wa.me/?text=Hi");
  });
});

describe("enquiryMessage", () => {
  it("names the property and carries its link", () => {
    const message = enquiryMessage("Ocean View Villa", "https://makazi.example/properties/ocean-view-villa");
    expect(message).toContain('"Ocean View Villa"');
    expect(message).toContain("https://makazi.example/properties/ocean-view-villa");
  });
});
