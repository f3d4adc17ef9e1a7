import { describe, expect, it } from "vitest";
import { countsInWords, isPersonsEmail, isPersonsPhone, personKeyText, readPersonKey } from "./person-search";

describe("whom the office looks for", () => {
  it("reads a Kenyan number however it is written as the same person", () => {
    const spellings = [
      "0722 000 111",
      "+254 722 000 111",
      "254722000111",
      "722000111",
      "+254 (0) 722-000-111",
      " 0722.000.111 ",
    ];
    for (const typed of spellings)
      expect(readPersonKey(typed)).toEqual({ key: { by: "phone", digits: "254722000111" } });
    expect(readPersonKey("+44 7700 900123")).toEqual({ key: { by: "phone", digits: "447700900123" } });
  });

  it("reads an e-mail address in lower case", () => {
    expect(readPersonKey("  Wanjiru@Example.CO.KE ")).toEqual({
      key: { by: "email", address: "wanjiru@example.co.ke" },
    });
  });

  it("says what to type for a partial number, a malformed address, nothing, or a page of text", () => {
    for (const typed of [
      "0722 000",
      "07220001112222",
      "call me",
      "wanjiru@",
      "@example.co.ke",
      "",
      "   ",
      "7".repeat(10_000),
    ]) {
      expect(readPersonKey(typed)).toEqual({ problem: expect.stringMatching(/^Please enter/) });
    }
  });

  it("matches stored numbers by their digits and stored addresses in any case", () => {
    const phone = { by: "phone", digits: "254722000111" } as const;
    expect(
      ["0722 000 111", "+254-722000111", "(0722) 000111"].every((stored) => isPersonsPhone(stored, phone)),
    ).toBe(true);
    expect(["0722 000 112", "0733 000 111", null].some((stored) => isPersonsPhone(stored, phone))).toBe(
      false,
    );
    const email = { by: "email", address: "wanjiru@example.co.ke" } as const;
    expect(isPersonsEmail(" WANJIRU@example.co.ke", email)).toBe(true);
    expect(isPersonsEmail("wanjiru+alerts@example.co.ke", email)).toBe(false);
    expect(isPersonsPhone("0722 000 111", email)).toBe(false);
    expect([personKeyText(phone), personKeyText(email)]).toEqual(["+254722000111", "wanjiru@example.co.ke"]);
  });

  it("counts what was found or erased in words, naming no one", () => {
    expect(countsInWords({ messages: 1, viewings: 2, alerts: 0, emails: 1, checkedNumbers: 0 })).toBe(
      "1 message, 2 viewing bookings, 0 search alerts, 1 e-mail, 0 checked numbers",
    );
  });
});
