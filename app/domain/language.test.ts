import { describe, expect, it } from "vitest";
import {
  languageOfPath,
  pathInLanguage,
  pathWithoutLanguage,
  preferredLanguage,
  writtenText,
} from "./language";

describe("languageOfPath", () => {
  it("reads Kiswahili from the /sw prefix only", () => {
    expect(languageOfPath("/sw")).toBe("sw");
    expect(languageOfPath("/sw/properties")).toBe("sw");
    expect(languageOfPath("/")).toBe("en");
    expect(languageOfPath("/properties/swahili-villa")).toBe("en");
    expect(languageOfPath("/swimming")).toBe("en");
  });
});

describe("pathInLanguage and pathWithoutLanguage", () => {
  it("prefixes Kiswahili addresses, queries included, and leaves English ones", () => {
    expect(pathInLanguage("/", "sw")).toBe("/sw");
    expect(pathInLanguage("/?page=2", "sw")).toBe("/sw?page=2");
    expect(pathInLanguage("/properties?type=land", "sw")).toBe("/sw/properties?type=land");
    expect(pathInLanguage("/properties?type=land", "en")).toBe("/properties?type=land");
  });

  it("finds the English address of a Kiswahili page", () => {
    expect(pathWithoutLanguage("/sw")).toBe("/");
    expect(pathWithoutLanguage("/sw/About")).toBe("/About");
    expect(pathWithoutLanguage("/contact")).toBe("/contact");
  });

  it("gives an address on this site for a path that names another", () => {
    expect(pathWithoutLanguage("/sw//evil.example")).toBe("/evil.example");
    expect(pathWithoutLanguage("/sw/%2F/evil.example")).toBe("/evil.example");
    expect(pathWithoutLanguage("//evil.example")).toBe("/evil.example");
  });
});

describe("preferredLanguage", () => {
  it("takes the first of the site's languages the browser lists", () => {
    expect(preferredLanguage(["sw-KE", "en-GB"])).toBe("sw");
    expect(preferredLanguage(["fr-FR", "sw"])).toBe("sw");
    expect(preferredLanguage(["en-KE", "sw-KE"])).toBe("en");
  });

  it("falls back to English", () => {
    expect(preferredLanguage(["fr", "de"])).toBe("en");
    expect(preferredLanguage([])).toBe("en");
  });
});

describe("writtenText", () => {
  it("shows the Kiswahili version on Kiswahili pages when there is one", () => {
    expect(writtenText("Ocean View Villa", "Jumba la Bahari", "sw")).toEqual({
      text: "Jumba la Bahari",
      language: "sw",
    });
    expect(writtenText("Ocean View Villa", "Jumba la Bahari", "en")).toEqual({
      text: "Ocean View Villa",
      language: "en",
    });
  });

  it("falls back to the English, saying so", () => {
    expect(writtenText("Ocean View Villa", null, "sw")).toEqual({ text: "Ocean View Villa", language: "en" });
    expect(writtenText("Ocean View Villa", "", "sw")).toEqual({ text: "Ocean View Villa", language: "en" });
  });
});
