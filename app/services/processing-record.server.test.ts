import { describe, expect, it } from "vitest";
import { processingPlacesOf } from "./processing-record.server";

describe("where the record of processing says the data is", () => {
  it("names hosts from the configuration, never a user or a password", () => {
    const places = processingPlacesOf({
      databaseUrl: "postgres://makazi:s3cret@db.example.net:5432/makazi",
      media: {
        kind: "s3",
        bucket: "photos",
        prefix: "",
        region: "af-south-1",
        endpoint: null,
        forcePathStyle: false,
      },
      smtp: { url: "smtps://mailer:pa55@smtp.example.net:465", description: "smtp.example.net:465" },
    });
    expect(places).toEqual({
      database: "PostgreSQL at db.example.net",
      photos: "The object store at Amazon S3 (af-south-1)",
      mail: "smtp.example.net",
    });
    expect(JSON.stringify(places)).not.toMatch(/s3cret|pa55|mailer/);
  });

  it("says when everything stays on this server and e-mail is off", () => {
    expect(
      processingPlacesOf({
        databaseUrl: "file:./data/makazi.sqlite",
        media: { kind: "local", directory: "./data/media" },
        smtp: null,
      }),
    ).toEqual({ database: "A SQLite file on this server", photos: "A folder on this server", mail: null });
  });
});
