import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { migrations } from "./index.server";

/**
 * Every migration that has shipped, with the start of its file's SHA-256. Sites out there ran
 * these exact steps: a new migration is added at the end, and none above is edited, renamed,
 * reordered or removed.
 */
const SHIPPED = [
  ["001-initial-schema", "53096c956107ca4a"],
  ["002-sessions-and-sign-in-attempts", "e08d5126decd3766"],
  ["003-image-uploads", "5e549ebfdb345026"],
  ["004-name-search-index", "1832aadef87771ac"],
  ["005-enquiries-about-listings", "70dcba4d3db1b520"],
  ["006-listing-details-and-statuses", "2355f78dbc36569f"],
  ["007-search-indexes", "99fad1684ad97684"],
  ["008-content-version", "f2a18851796891e1"],
  ["009-administrator-security", "4306757f64b4e920"],
  ["010-audit-log", "4a287d14953fa48f"],
  ["011-notification-outbox", "02a0d9c4bfe98df7"],
  ["012-search-alerts", "4621eea0ed81015a"],
  ["013-visitor-counts", "060eb78e5d3915fb"],
  ["014-kiswahili-listing-texts", "47c4e81344e75edf"],
  ["015-listing-locations", "6e38d0b7bbca6555"],
] as const;

const directory = new URL(".", import.meta.url);
const fileOf = (name: string) => new URL(`${name}.server.ts`, directory);
const digestOf = (name: string) =>
  createHash("sha256")
    .update(readFileSync(fileOf(name)))
    .digest("hex")
    .slice(0, 16);

describe("the list of migrations", () => {
  const names = Object.keys(migrations("sqlite"));

  it("starts with every shipped migration, in order, and only grows", () => {
    expect(names.slice(0, SHIPPED.length)).toEqual(SHIPPED.map(([name]) => name));
  });

  it("leaves each shipped migration's file exactly as it shipped", () => {
    expect(SHIPPED.map(([name]) => [name, digestOf(name)])).toEqual(SHIPPED);
  });

  it("runs one numbered file each, in the order of their numbers", () => {
    const files = readdirSync(directory)
      .filter((file) => /^\d{3}-.*\.server\.ts$/.test(file))
      .map((file) => file.replace(/\.server\.ts$/, ""))
      .sort();
    expect(names).toEqual(files);
    // Numbers are handed out ahead of the work, so one may arrive before a lower one: each is
    // higher than the one before it, never repeated.
    const numbers = names.map((name) => Number(name.slice(0, 3)));
    expect(numbers[0]).toBe(1);
    expect(numbers.every((number, index) => index === 0 || number > numbers[index - 1]!)).toBe(true);
  });
});
