import { describe, expect, it } from "vitest";
import {
  DEFAULT_LANGUAGE,
  FIRST_VISIT_LANGUAGE_SCRIPT,
  isLanguage,
  LANGUAGE_STORAGE_KEY,
  LANGUAGES,
  languageOfPath,
  pathInLanguage,
  pathWithoutLanguage,
  preferredLanguage,
  writtenText,
} from "./language";

describe("LANGUAGES", () => {
  it("puts the default language first, at the site's first addresses, and every other under a prefix of its own", () => {
    expect(LANGUAGES[0].code).toBe(DEFAULT_LANGUAGE);
    expect(LANGUAGES[0].prefix).toBe("");
    const prefixes = LANGUAGES.slice(1).map((language) => language.prefix);
    expect(prefixes.every((prefix) => /^\/[a-z-]+$/.test(prefix))).toBe(true);
    expect(new Set(prefixes).size).toBe(prefixes.length);
  });

  it("knows its own codes only", () => {
    expect(LANGUAGES.every(({ code }) => isLanguage(code))).toBe(true);
    expect(isLanguage("fr")).toBe(false);
    expect(isLanguage("")).toBe(false);
  });
});

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
  const codes = ["en", "sw"];

  it("takes the first of the site's languages the browser lists", () => {
    expect(preferredLanguage(["sw-KE", "en-GB"], codes, "en")).toBe("sw");
    expect(preferredLanguage(["fr-FR", "SW"], codes, "en")).toBe("sw");
    expect(preferredLanguage(["en-KE", "sw-KE"], codes, "en")).toBe("en");
  });

  it("falls back to the one given", () => {
    expect(preferredLanguage(["fr", "de"], codes, "en")).toBe("en");
    expect(preferredLanguage([], codes, "en")).toBe("en");
  });
});

describe("FIRST_VISIT_LANGUAGE_SCRIPT", () => {
  /** Runs the script's own text as a browser on the home page would, and says what it did. */
  const visit = (browserLanguages: string[], stored: string | null, search = "") => {
    const storage = new Map(stored === null ? [] : [[LANGUAGE_STORAGE_KEY, stored]]);
    const localStorage = {
      getItem: (key: string) => storage.get(key) ?? null,
      setItem: (key: string, value: string) => storage.set(key, value),
    };
    const went: string[] = [];
    const location = { search, replace: (address: string) => went.push(address) };
    new Function("localStorage", "navigator", "location", FIRST_VISIT_LANGUAGE_SCRIPT)(
      localStorage,
      { languages: browserLanguages, language: browserLanguages[0] },
      location,
    );
    return { kept: storage.get(LANGUAGE_STORAGE_KEY), went };
  };

  it("takes a first visit whose browser asks for Kiswahili first to the Kiswahili home page, query kept", () => {
    expect(visit(["sw-KE", "en"], null, "?utm_source=sms")).toEqual({
      kept: "sw",
      went: ["/sw?utm_source=sms"],
    });
  });

  it("keeps English for a browser that asks for it, or for none of the site's languages", () => {
    expect(visit(["en-GB", "sw"], null)).toEqual({ kept: "en", went: [] });
    expect(visit(["fr-FR"], null)).toEqual({ kept: "en", went: [] });
  });

  it("leaves a visitor who has a language already where they are", () => {
    expect(visit(["sw-KE"], "en")).toEqual({ kept: "en", went: [] });
  });

  it("does nothing where the browser keeps no storage", () => {
    const run = new Function("localStorage", "navigator", "location", FIRST_VISIT_LANGUAGE_SCRIPT);
    const refusing = {
      getItem: () => {
        throw new Error("storage is turned off");
      },
    };
    const went: string[] = [];
    run(refusing, { languages: ["sw"] }, { search: "", replace: (address: string) => went.push(address) });
    expect(went).toEqual([]);
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
