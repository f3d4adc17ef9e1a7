import { describe, expect, it } from "vitest";
import type { Language } from "~/domain/language";
import { DEFAULT_SORT_LABEL } from "~/domain/listing-query";
import { PROPERTY_TYPE_LABELS } from "~/domain/property-type";
import { english } from "./en";
import { kiswahili } from "./sw";
import { translatorFor } from "./translator";

const SUFFIX = /_(one|other|button)$/;
const placeholders = (text: string) =>
  [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1] ?? "").sort();

describe("the catalogues", () => {
  it.each([
    ["English", english],
    ["Kiswahili", kiswahili],
  ])("fill in %s only the places their English text has", (_, catalogue) => {
    for (const [key, text] of Object.entries(catalogue)) {
      const wanted = placeholders(key.replace(SUFFIX, ""));
      // A singular may say "one" rather than the count, or give a formatted figure in its place.
      const given = placeholders(text).filter((name) => !["count", "formatted"].includes(name));
      expect(
        given.every((name) => wanted.includes(name)),
        `${key} → ${text}`,
      ).toBe(true);
      expect(text.trim(), key).not.toBe("");
    }
  });

  it("count in Kiswahili with its own singular and plural", () => {
    const { t } = translatorFor("sw");
    expect(t("{{count}} bedrooms", { count: 1 })).toBe("chumba 1 cha kulala");
    expect(t("{{count}} bedrooms", { count: 4 })).toBe("vyumba 4 vya kulala");
    expect(translatorFor("en").t("{{count}} bedrooms", { count: 1 })).toBe("1 bedroom");
  });

  it("call the listings for sale and to rent as an agency does, and name the list's first order", () => {
    const labels = (language: Language) => {
      const { t } = translatorFor(language);
      return [t(PROPERTY_TYPE_LABELS.houses), t(PROPERTY_TYPE_LABELS.rent), t(DEFAULT_SORT_LABEL)];
    };
    expect(labels("en")).toEqual(["For sale", "To rent", "Name: A to Z"]);
    expect(labels("sw")).toEqual(["Za kuuza", "Za kukodi", "Jina: A hadi Z"]);
  });

  it("show an English text as it is where Kiswahili has none, rather than nothing", () => {
    expect(translatorFor("sw").t("Ocean View Villa")).toBe("Ocean View Villa");
  });
});
