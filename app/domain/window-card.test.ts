import { describe, expect, it } from "vitest";
import {
  listingAddress,
  parseWindowCardQuery,
  qrFileName,
  windowCardHref,
  windowCardQrHref,
} from "./window-card";

describe("the window card", () => {
  it("opens the listing's public page at the site's address, in the card's language", () => {
    expect(listingAddress("https://makazi.co.ke", "ocean-view-villa", "en")).toBe(
      "https://makazi.co.ke/properties/ocean-view-villa",
    );
    expect(listingAddress("https://makazi.co.ke", "ocean-view-villa", "sw")).toBe(
      "https://makazi.co.ke/sw/properties/ocean-view-villa",
    );
    expect(listingAddress("http://127.0.0.1:3000", "plot-in-karen", "sw")).toBe(
      "http://127.0.0.1:3000/sw/properties/plot-in-karen",
    );
  });

  it("keeps the address on the site whatever the slug holds", () => {
    expect(listingAddress("https://makazi.co.ke", "../../evil.example/x?y#z", "en")).toBe(
      "https://makazi.co.ke/properties/..%2F..%2Fevil.example%2Fx%3Fy%23z",
    );
  });

  it("reads the language and the paper, English on A4 when left out", () => {
    const parse = (query: string) => parseWindowCardQuery(new URLSearchParams(query));
    expect(parse("")).toEqual({ choice: { language: "en", size: "a4" } });
    expect(parse("lang=sw&size=a5")).toEqual({ choice: { language: "sw", size: "a5" } });
    expect(parse("lang=fr")).toEqual({ error: "Choose the card's language: en or sw." });
    expect(parse("size=letter")).toEqual({ error: "Choose the card's paper: a4 or a5." });
  });

  it("writes its own addresses and the picture's name with the defaults left out", () => {
    expect(windowCardHref("villa", { language: "en", size: "a4" })).toBe("/window-card/villa");
    expect(windowCardHref("villa", { language: "sw", size: "a5" })).toBe(
      "/window-card/villa?lang=sw&size=a5",
    );
    expect(windowCardQrHref("villa", "en")).toBe("/window-card/villa/qr.png");
    expect(windowCardQrHref("villa", "sw")).toBe("/window-card/villa/qr.png?lang=sw");
    expect(qrFileName("MK-1042", "en")).toBe("MK-1042-qr.png");
    expect(qrFileName("MK-1042", "sw")).toBe("MK-1042-qr-sw.png");
  });
});
