import { describe, expect, it } from "vitest";
import { searchDocument } from "./search-document";

describe("what the search reads of a listing", () => {
  const document = searchDocument({
    name: "Riverside Flats",
    nameSw: "Nyumba za Riverside",
    location: "Kilimani",
    city: "Nairobi",
    description: "Two-bedroom flats, a 24-hour askari and a swimming pool.",
    descriptionSw: "Vyumba viwili.",
    type: "rent",
    amenities: ["Wi-Fi", "Backup generator"],
  });

  it("keeps the name and place apart from the rest, which ranks below them", () => {
    expect(document.head).toBe("riverside flats nyumba za riverside kilimani nairobi");
    expect(document.body).not.toContain("kilimani");
  });

  it("holds the description, the amenities and the words for its kind in plain words", () => {
    expect(document.body.split(" ")).toEqual(
      expect.arrayContaining(["two", "bedroom", "24", "askari", "swimming", "pool", "viwili", "wi", "fi"]),
    );
    expect(document.body.split(" ")).toEqual(expect.arrayContaining(["generator", "rent", "kukodi"]));
    expect(document.body).toMatch(/^[\p{L}\p{N} ]+$/u);
  });
});
