import { describe, expect, it } from "vitest";
import { PHOTOS_WITHOUT_PEOPLE } from "~/domain/personal-data";
import { EMPTY_PROPERTY_FORM } from "~/domain/property-form";
import { pageMarkup } from "~/testing/page-in-dom";
import { PropertyForm } from "./property-form";

const MAP = {
  script: { src: "/map.js" },
  stylesheet: "/map.css",
  tiles: {
    url: "https://tiles.example/{z}/{x}/{y}.png",
    attribution: { text: "Tiles", url: "https://tiles.example" },
  },
};

/** The form as the server sends it, answering what was typed: what a browser without scripts shows. */
const formAnswering = (typed: Partial<typeof EMPTY_PROPERTY_FORM>) =>
  pageMarkup(
    <PropertyForm
      values={{ ...EMPTY_PROPERTY_FORM, type: "rent", ...typed }}
      errors={{}}
      cities={[]}
      savedPhotos={[]}
      submitLabel="Add property"
      submitting={false}
      map={MAP}
      kesRate={125}
    />,
  ).replaceAll("\u00a0", " ");

describe("the property form's photos", () => {
  it("reminds the office to keep people out of them", () => {
    expect(formAnswering({})).toContain(PHOTOS_WITHOUT_PEOPLE.replaceAll("'", "&#x27;"));
  });
});

describe("the property form's amounts", () => {
  it("are labelled in the listing's currency, shillings for a rent unless chosen otherwise", () => {
    const inShillings = formAnswering({});
    expect(inShillings).toMatch(/<option value="KES" selected="">Kenyan shillings \(Ksh\)<\/option>/);
    expect(inShillings).toContain("Deposit (Kenyan shillings)");
    expect(inShillings).toContain("Service charge a month (Kenyan shillings)");
    expect(inShillings).toContain("Water and electricity deposits (Kenyan shillings)");
    expect(formAnswering({ priceCurrency: "USD" })).toContain("Service charge a month (US dollars)");
  });

  it("each say what was read from them, decimals included, in the page that answers the form", () => {
    const page = formAnswering({ priceCurrency: "KES", price: "45000.00", serviceCharge: "38.6" });
    expect(page).toContain("Ksh 45,000 · $360 at today&#x27;s rate");
    expect(page).toContain("Ksh 38.60 · $0,31 at today&#x27;s rate");
  });
});

describe("the property form's plot size", () => {
  it("says what it was read as in the page that answers the form, a refused save included", () => {
    const page = formAnswering({ type: "land", plotSize: "50 by 100", plotSizeUnit: "acres" });
    expect(page).toContain('value="50 by 100"');
    expect(page).toContain("50×100 ft · 0.1148 acres");
    expect(formAnswering({ type: "land", plotSize: "0.5 ha", plotSizeUnit: "acres" })).toContain(
      "0.5 hectares · 1.2355 acres",
    );
  });
});
