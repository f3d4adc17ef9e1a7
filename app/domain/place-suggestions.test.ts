import { describe, expect, it } from "vitest";
import { MOST_SUGGESTIONS, suggestPlaces } from "./place-suggestions";

const PLACES = [
  { location: "Kilimani", city: "Nairobi", listings: 12 },
  { location: "Kileleshwa", city: "Nairobi", listings: 20 },
  { location: "Nyali", city: "Mombasa", listings: 9 },
  { location: "Kilifi Creek", city: "Kilifi", listings: 3 },
  { location: "Mtwapa", city: "Kilifi", listings: 2 },
];

describe("places suggested as a hunter types", () => {
  it("offers cities, then estates and areas, whose words begin with the letters, most listings first", () => {
    expect(suggestPlaces(PLACES, "kil")).toEqual([
      { place: "Kilifi", listings: 5 },
      { place: "Kileleshwa, Nairobi", listings: 20 },
      { place: "Kilimani, Nairobi", listings: 12 },
      { place: "Kilifi Creek, Kilifi", listings: 3 },
    ]);
  });

  it("reads every word typed, in any case and with accents", () => {
    expect(suggestPlaces(PLACES, "creek KIL")).toEqual([{ place: "Kilifi Creek, Kilifi", listings: 3 }]);
    expect(suggestPlaces(PLACES, "Nyáli")).toEqual([{ place: "Nyali, Mombasa", listings: 9 }]);
  });

  it("suggests nothing for nothing typed, or nothing known", () => {
    expect(suggestPlaces(PLACES, "")).toEqual([]);
    expect(suggestPlaces(PLACES, "%%")).toEqual([]);
    expect(suggestPlaces(PLACES, "zanzibar")).toEqual([]);
  });

  it("suggests a phone screen of places at most", () => {
    const many = Array.from({ length: 30 }, (_, index) => ({
      location: `Estate ${index}`,
      city: "Nairobi",
      listings: index,
    }));
    expect(suggestPlaces(many, "estate")).toHaveLength(MOST_SUGGESTIONS);
  });
});
