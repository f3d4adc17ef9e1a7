import { globSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { DEFAULT_LANGUAGE, LANGUAGES } from "~/domain/language";
import { missingKeys, scanMessages } from "~/testing/message-keys";
import { catalogues } from "./translator";

/**
 * The code's own modules, tests left out, and the translator's machinery, which passes on
 * the texts its callers give it.
 */
const SOURCES = new Map(
  globSync("{app,server}/**/*.{ts,tsx}")
    .filter(
      (file) => !file.includes(".test.") && !file.startsWith("app/i18n/") && !file.startsWith("app/testing/"),
    )
    .map((file) => [file, readFileSync(file, "utf8")]),
);

/**
 * The calls whose texts are known only when a page is drawn: a response's or form's message
 * written elsewhere, the fields of forms in both wings, and a listing's amenities, which are
 * common ones (followed through `commonAmenityName`) or the administrator's own words. The
 * end-to-end walk of the Kiswahili pages sees these.
 */
const TEXTS_OF_THE_MOMENT = [
  "app/root.tsx: error.data",
  'app/ui/form-field.tsx: field?.label ?? label ?? ""',
  "app/ui/form-field.tsx: error",
  "app/site/routes/alert-manage.tsx: actionData.message",
  'app/site/routes/properties.tsx: isRouteErrorResponse(error) ? String(error.data) : "The properties could not be loaded. Please try again."',
  "app/site/components/alert-sign-up.tsx: alertSignUpFields.frequency.label",
  "app/site/components/alert-sign-up.tsx: errors.frequency",
  "app/site/components/viewing-form.tsx: viewingBookingFields.slot.label",
  "app/site/components/viewing-form.tsx: slotError",
  "app/site/components/listing-facts.tsx: amenity",
  "app/site/components/listing-report-form.tsx: listingReportFields.reason.label",
  "app/site/components/listing-report-form.tsx: errors.reason",
];

/** The languages whose catalogues translate the English texts the code is written in. */
const TRANSLATED = LANGUAGES.filter(({ code }) => code !== DEFAULT_LANGUAGE);

describe("the texts the code gives the translator", () => {
  const { uses, unfollowed } = scanMessages(SOURCES);

  it("are found in the code", () => {
    expect(uses.length).toBeGreaterThan(300);
    expect(uses.map(({ key }) => key)).toEqual(
      expect.arrayContaining(["Skip to content", "For sale", "Deposit"]),
    );
  });

  it.each(TRANSLATED)("are each in the $name catalogue, in every plural form it has", ({ code, locale }) => {
    expect(missingKeys(uses, catalogues[code], locale)).toEqual([]);
  });

  it("are followed to their wording, but for those that come with a request or a record", () => {
    const calls = unfollowed.map((call) => call.replace(/:\d+:/, ":"));
    expect(calls.sort()).toEqual([...TEXTS_OF_THE_MOMENT].sort());
  });
});

describe("the catalogues", () => {
  it.each(TRANSLATED)("give the $name forms of every text English counts", ({ code, locale }) => {
    const counted = Object.keys(catalogues[DEFAULT_LANGUAGE])
      .filter((key) => /_(one|other)$/.test(key))
      .map((key) => ({ key: key.replace(/_(one|other)$/, ""), counted: true, context: null, at: "en" }));
    expect(missingKeys(counted, catalogues[code], locale)).toEqual([]);
  });
});

describe("the reading of the code", () => {
  const sources = new Map([
    [
      "app/domain/labels.ts",
      'export const LABELS = { sale: "For sale", rent: "To rent" } as const;\nexport const TITLE = "Homes";',
    ],
    [
      "app/site/page.tsx",
      [
        'import { LABELS, TITLE as HEADING } from "~/domain/labels";',
        'const CARDS = [{ title: "Find a home" }, { title: "Sell a plot" }];',
        "function Note({ reason }: { reason: string }) {",
        "  const { t } = useTranslation();",
        "  return <p>{t(reason)}</p>;",
        "}",
        "export function Page({ type, count, wide, label }: Props) {",
        "  const { t } = useTranslation();",
        "  const add = (term: string) => t(term);",
        '  add("Tenure");',
        "  return (",
        "    <>",
        '      {t(wide ? "Map" : "List")}',
        "      {t(LABELS[type])}",
        "      {t(HEADING)}",
        "      {CARDS.map((card) => t(card.title))}",
        '      <Note reason="Nothing yet" />',
        '      {t("{{count}} bedrooms", { count })}',
        '      {t("Saved", { context: "button" })}',
        '      <TextWith text="Alerts for {{search}}" name="search" />',
        "      {t(label)}",
        "    </>",
        "  );",
        "}",
      ].join("\n"),
    ],
  ]);
  const { uses, unfollowed } = scanMessages(sources);

  it("follows each text to where it is written", () => {
    expect(uses.map(({ key }) => key).sort()).toEqual(
      [
        "Tenure",
        "Map",
        "List",
        "For sale",
        "To rent",
        "Homes",
        "Find a home",
        "Sell a plot",
        "Nothing yet",
        "{{count}} bedrooms",
        "Saved",
        "Alerts for {{search}}",
      ].sort(),
    );
    expect(unfollowed).toEqual(["app/site/page.tsx:21: label"]);
  });

  it("finds a text a catalogue lacks, and each plural form or context it lacks", () => {
    const catalogue = {
      "For sale": "Za kuuza",
      "{{count}} bedrooms_one": "chumba {{count}} cha kulala",
      Saved: "Zilizohifadhiwa",
    };
    const missing = missingKeys(uses, catalogue, "sw-KE").map((entry) => entry.replace(/ \(.*\)$/, ""));
    expect(missing).toEqual(
      expect.arrayContaining([
        "To rent",
        "{{count}} bedrooms_other",
        "Saved_button",
        "Tenure",
        "Nothing yet",
      ]),
    );
    expect(missing).not.toContain("For sale");
    expect(missing).not.toContain("{{count}} bedrooms_one");
    expect(missing).not.toContain("Saved");
  });
});
