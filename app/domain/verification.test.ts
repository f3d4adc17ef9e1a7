import { describe, expect, it } from "vitest";
import { imitatesSite, listingSlugOfPath, phoneOwner, readCheckedText, sitePathOfLink } from "./verification";

const SITE = "https://makazi.co.ke";

const pathOf = (link: string, site = SITE) => {
  const read = readCheckedText(link);
  if (read?.kind !== "link") throw new Error(`${link} was not read as a link`);
  return sitePathOfLink(read.url, site);
};

describe("readCheckedText", () => {
  it.each([
    ["0712 345 678", "254712345678"],
    ["+254 712 345 678", "254712345678"],
    ["254712345678", "254712345678"],
    ["712345678", "254712345678"],
    ["0110-123-456", "254110123456"],
    ["020 1234567", "254201234567"],
    ["+254 20 1234567", "254201234567"],
    ["(041) 222-3333", "254412223333"],
    ["+44 7700 900123", "447700900123"],
  ])("reads %s as the phone number %s", (text, digits) => {
    expect(readCheckedText(text)).toEqual({ kind: "phone", digits });
  });

  it.each([
    ["222111", "222111"],
    ["400 200", "400200"],
    ["12345", "12345"],
    ["5-123-456", "5123456"],
  ])("reads %s as the paybill or till number %s", (text, number) => {
    expect(readCheckedText(text)).toEqual({ kind: "payment", number });
  });

  it("reads a listing's reference however it is typed", () => {
    expect(readCheckedText("MK-1042")).toEqual({ kind: "reference", listingId: 42 });
    expect(readCheckedText(" mk 1042 ")).toEqual({ kind: "reference", listingId: 42 });
  });

  it("reads a web address with or without its scheme", () => {
    expect(readCheckedText("makazi.co.ke/properties/x")).toMatchObject({ kind: "link" });
    expect(readCheckedText("http://example.com")).toMatchObject({ kind: "link" });
  });

  it.each(["1234", "12345678", "hello there", "javascript:alert(1)", "ftp://makazi.co.ke", "MK-12", ""])(
    "reads %j as nothing it can check",
    (text) => {
      expect(readCheckedText(text)).toBeNull();
    },
  );
});

describe("sitePathOfLink", () => {
  it.each([
    ["https://makazi.co.ke/properties/karen-villa", "/properties/karen-villa"],
    ["http://makazi.co.ke/properties/karen-villa", "/properties/karen-villa"],
    ["https://www.makazi.co.ke/properties/karen-villa", "/properties/karen-villa"],
    ["www.makazi.co.ke/properties/karen-villa/", "/properties/karen-villa"],
    ["makazi.co.ke/sw/properties/karen-villa", "/properties/karen-villa"],
    ["https://MAKAZI.CO.KE/properties/karen-villa?utm_source=whatsapp#enquire", "/properties/karen-villa"],
    ["https://makazi.co.ke./properties/karen-villa", "/properties/karen-villa"],
    ["https://makazi.co.ke", "/"],
    ["https://makazi.co.ke/sw", "/"],
  ])("finds %s on the site, at %s", (link, path) => {
    expect(pathOf(link)).toBe(path);
  });

  it.each([
    "https://makazi.co.ke.evil.com/properties/karen-villa",
    "https://makazi-co-ke.com/properties/karen-villa",
    "https://evilmakazi.co.ke/properties/karen-villa",
    "https://makazi.co.ke@evil.com/properties/karen-villa",
    "https://user:pass@makazi.co.ke/properties/karen-villa",
    "https://mаkazi.co.ke/properties/karen-villa",
    "https://xn--mkazi-9ve.co.ke/properties/karen-villa",
    "https://makazi.co.ke:8443/properties/karen-villa",
    "https://makazi.co.uk/properties/karen-villa",
  ])("refuses %s", (link) => {
    expect(pathOf(link)).toBeNull();
  });

  it("matches the site's port when its address has one", () => {
    expect(pathOf("http://127.0.0.1:4230/sw/properties/a", "http://127.0.0.1:4230")).toBe("/properties/a");
    expect(pathOf("http://127.0.0.1:4231/properties/a", "http://127.0.0.1:4230")).toBeNull();
  });
});

describe("imitatesSite", () => {
  const read = (link: string) => new URL(link);
  it("tells a look-alike host from an unrelated one", () => {
    expect(imitatesSite(read("https://makazi.co.ke.evil.com"), SITE)).toBe(true);
    expect(imitatesSite(read("https://makazi-co-ke.com"), SITE)).toBe(true);
    expect(imitatesSite(read("https://mаkazi.co.ke"), SITE)).toBe(true);
    expect(imitatesSite(read("https://example.com"), SITE)).toBe(false);
  });
});

describe("listingSlugOfPath", () => {
  it("finds a listing page's slug and nothing on other pages", () => {
    expect(listingSlugOfPath("/properties/karen-villa")).toBe("karen-villa");
    expect(listingSlugOfPath("/properties")).toBeNull();
    expect(listingSlugOfPath("/properties/karen-villa/report")).toBeNull();
    expect(listingSlugOfPath("/About")).toBeNull();
  });
});

describe("phoneOwner", () => {
  const office = { whatsappNumber: "254712345678", contactPhone: "254201234567" };
  const people = [
    { name: "Wanjiru Kamau", phone: "254722000111", whatsapp: "254733000222", current: true },
    { name: null, phone: "254744000333", whatsapp: null, current: true },
    { name: "Otieno Odhiambo", phone: "254755000444", whatsapp: "254755000444", current: false },
  ];
  it("names the office's number a phone number is, however it was written", () => {
    expect(phoneOwner("254712345678", office, [])).toEqual({ role: "whatsapp", person: null, former: false });
    expect(phoneOwner("254201234567", office, [])).toEqual({ role: "phone", person: null, former: false });
    expect(phoneOwner("254799999999", office, [])).toEqual({ role: null, person: null, former: false });
    expect(phoneOwner("254712345678", { whatsappNumber: "", contactPhone: "" }, [])).toMatchObject({
      role: null,
    });
  });

  it("knows every current person's numbers, by name when they gave one", () => {
    expect(phoneOwner("254733000222", office, people)).toEqual({
      role: "whatsapp",
      person: { name: "Wanjiru Kamau" },
      former: false,
    });
    expect(phoneOwner("254722000111", office, people)).toMatchObject({
      role: "phone",
      person: { name: "Wanjiru Kamau" },
    });
    expect(phoneOwner("254744000333", office, people)).toMatchObject({
      role: "phone",
      person: { name: null },
    });
  });

  it("says a number of someone who has left is no longer the office's", () => {
    expect(phoneOwner("254755000444", office, people)).toEqual({ role: null, person: null, former: true });
    const rehired = [
      ...people,
      { name: "Otieno Odhiambo", phone: "254755000444", whatsapp: null, current: true },
    ];
    expect(phoneOwner("254755000444", office, rehired)).toMatchObject({ role: "phone", former: false });
  });
});
