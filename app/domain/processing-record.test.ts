import { describe, expect, it } from "vitest";
import { DEFAULT_RETENTION_DAYS, KEPT_KINDS } from "./personal-data";
import { processingPlaces, processingRecord } from "./processing-record";

const LOCAL = { database: "A SQLite file on this server", photos: "A folder on this server", mail: null };

describe("the record of processing", () => {
  it("has an entry for every kind the site keeps, each with a purpose, a ground and a time", () => {
    const record = processingRecord(LOCAL, DEFAULT_RETENTION_DAYS);
    expect(record.length).toBeGreaterThan(KEPT_KINDS.length);
    for (const entry of record) {
      expect(entry.purpose).not.toBe("");
      expect(entry.basis).toMatch(/s\. 30|purpose/);
      expect(entry.keptFor).not.toBe("");
    }
    expect(record[0]).toMatchObject({
      what: "Messages, enquiries about listings and reports of listings",
      keptFor: "1 year after it came in",
      recipients: "The office's people",
    });
    expect(record.find((entry) => entry.what.startsWith("Search alerts:"))!.keptFor).toBe(
      "while they run, and 7 days when never confirmed",
    );
  });

  it("says the periods the office chose", () => {
    const record = processingRecord(LOCAL, { ...DEFAULT_RETENTION_DAYS, messages: 45, viewings: 60 });
    expect(record.slice(0, 2).map((entry) => entry.keptFor)).toEqual([
      "45 days after it came in",
      "2 months after the viewing",
    ]);
  });

  it("names the mail server and the object store the site is configured with", () => {
    const places = {
      database: "PostgreSQL at db.example.net",
      photos: "The object store at s3.af-south-1.amazonaws.com",
      mail: "smtp.example.net",
    };
    expect(processingRecord(places, DEFAULT_RETENTION_DAYS)[0]!.recipients).toBe(
      "The office's people; the mail server at smtp.example.net, which carries its e-mails",
    );
    expect(processingPlaces(places).map((place) => place.place)).toEqual([
      "PostgreSQL at db.example.net",
      "The object store at s3.af-south-1.amazonaws.com",
      "The mail server at smtp.example.net",
    ]);
    expect(processingPlaces(LOCAL)).toHaveLength(2);
  });
});
