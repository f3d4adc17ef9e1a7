import { describe, expect, it } from "vitest";
import { translatorFor } from "~/i18n/translator";
import { parseListingQuery } from "./listing-query";
import { formatKes } from "./money";
import { describeSearch } from "./search-description";

const query = (text: string) => parseListingQuery(new URLSearchParams(text));
const english = translatorFor("en").t;
const kiswahili = translatorFor("sw").t;

describe("a search in words", () => {
  it("says what was asked for, in English", () => {
    expect(describeSearch(query("type=houses&city=Nairobi"), english)).toBe("Houses for sale in Nairobi");
    expect(
      describeSearch(
        query(
          "q=villa&type=rent&min-price=100000&max-price=300000&bedrooms=3&amenity=borehole&amenity=parking",
        ),
        english,
      ),
    ).toBe(
      "Homes to rent matching “villa”, $100.000 to $300.000, 3 or more bedrooms, with Borehole and Parking",
    );
    expect(describeSearch(query("min-price=50000&include-sold=1"), english)).toBe(
      "Properties, from $50.000, sold and let included",
    );
    expect(
      describeSearch(query("max-price=9000&bedrooms=1&amenity=wifi&amenity=garden&amenity=parking"), english),
    ).toBe("Properties, up to $9.000, 1 or more bedrooms, with Parking, Garden and Wi-Fi");
  });

  it("says the smallest floor area in either language", () => {
    expect(describeSearch(query("type=houses&min-area=1200"), english)).toBe(
      "Houses for sale, at least 1,200 m² of floor",
    );
    expect(describeSearch(query("type=houses&min-area=1200"), kiswahili)).toBe(
      "Nyumba za kuuza, sakafu ya angalau m² 1,200",
    );
  });

  it("gives a range typed in shillings in shillings", () => {
    expect(describeSearch(query("type=land&currency=KES&max-price=5000000"), english)).toBe(
      `Land for sale, up to ${formatKes(5_000_000)}`,
    );
  });

  it("says it in Kiswahili, amenities and all", () => {
    expect(
      describeSearch(
        query(
          "type=houses&city=Mombasa&min-price=100000&bedrooms=3&amenity=borehole&amenity=parking&include-sold=1",
        ),
        kiswahili,
      ),
    ).toBe(
      "Nyumba za kuuza katika Mombasa, kuanzia $100.000, vyumba 3 au zaidi vya kulala, pamoja na Kisima na Maegesho, zikiwemo zilizouzwa na zilizokodishwa",
    );
    expect(describeSearch(query("q=bahari&min-price=1&max-price=2&bedrooms=1"), kiswahili)).toBe(
      "Mali zinazolingana na “bahari”, $1 hadi $2, chumba 1 au zaidi cha kulala",
    );
  });
});
