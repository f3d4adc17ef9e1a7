import { describe, expect, it } from "vitest";
import { readConfig } from "./config.server";

describe("readConfig", () => {
  it("trusts no proxy and creates no configured administrator by default", () => {
    expect(readConfig({})).toMatchObject({ trustProxy: false, initialAdmin: null });
  });

  it("reads PUBLIC_BASE_URL as an origin, and leaves it unset by default", () => {
    expect(readConfig({}).publicBaseUrl).toBeNull();
    expect(readConfig({ PUBLIC_BASE_URL: "https://makazi.co.ke" }).publicBaseUrl).toBe(
      "https://makazi.co.ke",
    );
    expect(readConfig({ PUBLIC_BASE_URL: "https://Makazi.co.ke/" }).publicBaseUrl).toBe(
      "https://makazi.co.ke",
    );
    expect(readConfig({ PUBLIC_BASE_URL: "http://127.0.0.1:3000" }).publicBaseUrl).toBe(
      "http://127.0.0.1:3000",
    );
    expect(() => readConfig({ PUBLIC_BASE_URL: "makazi.co.ke" })).toThrow("PUBLIC_BASE_URL");
    expect(() => readConfig({ PUBLIC_BASE_URL: "ftp://makazi.co.ke" })).toThrow("PUBLIC_BASE_URL");
    expect(() => readConfig({ PUBLIC_BASE_URL: "https://makazi.co.ke/site" })).toThrow("without a path");
  });

  it("counts visitors for the insights by default, writing every 10 s, and can be told otherwise", () => {
    expect(readConfig({}).insights).toEqual({ enabled: true, flushIntervalMs: 10_000 });
    expect(readConfig({ INSIGHTS: "false", INSIGHTS_FLUSH_SECONDS: "0.5" }).insights).toEqual({
      enabled: false,
      flushIntervalMs: 500,
    });
    expect(() => readConfig({ INSIGHTS_FLUSH_SECONDS: "0" })).toThrow("INSIGHTS_FLUSH_SECONDS");
    expect(() => readConfig({ INSIGHTS: "maybe" })).toThrow("INSIGHTS");
  });

  it("waits a minute for a database it cannot reach and gives the mail server 20 s, unless told otherwise", () => {
    expect(readConfig({})).toMatchObject({ databaseWaitMs: 60_000, smtpTimeoutMs: 20_000 });
    expect(readConfig({ DATABASE_WAIT_SECONDS: "0", SMTP_TIMEOUT_SECONDS: "2.5" })).toMatchObject({
      databaseWaitMs: 0,
      smtpTimeoutMs: 2_500,
    });
    expect(() => readConfig({ DATABASE_WAIT_SECONDS: "-1" })).toThrow("DATABASE_WAIT_SECONDS");
    expect(() => readConfig({ SMTP_TIMEOUT_SECONDS: "120" })).toThrow("SMTP_TIMEOUT_SECONDS");
  });

  it("reads TRUST_PROXY as Express does: off, a number of hops or a list of addresses", () => {
    expect(readConfig({ TRUST_PROXY: "false" }).trustProxy).toBe(false);
    expect(readConfig({ TRUST_PROXY: "1", NODE_ENV: "test" }).trustProxy).toBe(1);
    expect(readConfig({ TRUST_PROXY: "loopback, 10.0.0.0/8", NODE_ENV: "test" }).trustProxy).toBe(
      "loopback, 10.0.0.0/8",
    );
  });

  it("refuses TRUST_PROXY=true, which would take the client's own X-Forwarded-For", () => {
    expect(() => readConfig({ TRUST_PROXY: "true", NODE_ENV: "test" })).toThrow(
      "TRUST_PROXY: true would believe whatever address a client puts in X-Forwarded-For",
    );
    expect(() => readConfig({ TRUST_PROXY: "yes", NODE_ENV: "test" })).toThrow("TRUST_PROXY");
  });

  it("refuses to serve production behind a trusted proxy without PUBLIC_BASE_URL", () => {
    expect(() => readConfig({ TRUST_PROXY: "1" })).toThrow("PUBLIC_BASE_URL must be set with TRUST_PROXY");
    expect(readConfig({ TRUST_PROXY: "1", PUBLIC_BASE_URL: "https://makazi.co.ke" }).publicBaseUrl).toBe(
      "https://makazi.co.ke",
    );
  });

  it("takes ADMIN_EMAIL and ADMIN_PASSWORD together, the password at least 12 characters", () => {
    expect(
      readConfig({ ADMIN_EMAIL: "owner@makazi.test", ADMIN_PASSWORD: "twelve chars" }).initialAdmin,
    ).toEqual({
      email: "owner@makazi.test",
      password: "twelve chars",
    });
    expect(() => readConfig({ ADMIN_EMAIL: "owner@makazi.test" })).toThrow("must be set together");
    expect(() => readConfig({ ADMIN_EMAIL: "owner@makazi.test", ADMIN_PASSWORD: "short" })).toThrow(
      "ADMIN_PASSWORD: must be at least 12 characters",
    );
    expect(() => readConfig({ ADMIN_EMAIL: "owner", ADMIN_PASSWORD: "twelve chars" })).toThrow("ADMIN_EMAIL");
  });

  it("keeps images in ./data/media by default, or in MEDIA_DIR, and serves them from /media", () => {
    expect(readConfig({})).toMatchObject({
      media: { kind: "local", directory: "./data/media" },
      mediaBaseUrl: null,
    });
    expect(readConfig({ MEDIA_DIR: "/srv/makazi/media" }).media).toEqual({
      kind: "local",
      directory: "/srv/makazi/media",
    });
  });

  it("reads STORAGE_URL as a folder or as a bucket of an S3-compatible store", () => {
    expect(readConfig({ STORAGE_URL: "file:./site/media" }).media).toEqual({
      kind: "local",
      directory: "./site/media",
    });
    expect(
      readConfig({
        STORAGE_URL:
          "s3://makazi-media?endpoint=http://127.0.0.1:9000&region=af-south-1&forcePathStyle=true&prefix=media/",
      }).media,
    ).toEqual({
      kind: "s3",
      bucket: "makazi-media",
      prefix: "media/",
      region: "af-south-1",
      endpoint: "http://127.0.0.1:9000",
      forcePathStyle: true,
    });
    expect(readConfig({ STORAGE_URL: "s3://makazi-media?prefix=site/photos" }).media).toEqual({
      kind: "s3",
      bucket: "makazi-media",
      prefix: "site/photos/",
      region: null,
      endpoint: null,
      forcePathStyle: false,
    });
  });

  it("refuses a STORAGE_URL it cannot use, saying what is wrong", () => {
    const refusals: Record<string, string> = {
      "./data/media": "STORAGE_URL: must be file:<folder> or s3://<bucket>",
      "https://bucket.example/": "STORAGE_URL: must be file:<folder> or s3://<bucket>",
      "s3://KEY:SECRET@makazi-media": "must not hold credentials: set AWS_ACCESS_KEY_ID",
      "s3://Makazi_Media": "STORAGE_URL: must name a bucket",
      "s3://makazi-media/media/": "must have no path: give a key prefix as ?prefix=media/",
      "s3://makazi-media?endpoint=127.0.0.1:9000": "endpoint must be an http or https URL",
      "s3://makazi-media?forcePathStyle=yes": "forcePathStyle must be true or false",
      "s3://makazi-media?prefix=../other": "prefix must not hold . or ..",
      "s3://makazi-media?prefix=/media": "prefix must be a key prefix such as media/",
      "s3://makazi-media?bucket=other": "has unknown options (bucket)",
    };
    for (const [value, message] of Object.entries(refusals)) {
      expect(() => readConfig({ STORAGE_URL: value }), value).toThrow(message);
    }
  });

  it("refuses STORAGE_URL and MEDIA_DIR together", () => {
    expect(() => readConfig({ STORAGE_URL: "file:./a", MEDIA_DIR: "./b" })).toThrow(
      "STORAGE_URL and MEDIA_DIR both say where images go",
    );
  });

  it("takes MEDIA_BASE_URL as an http or https address without a trailing slash", () => {
    expect(readConfig({ MEDIA_BASE_URL: "https://cdn.example.co.ke/media/" }).mediaBaseUrl).toBe(
      "https://cdn.example.co.ke/media",
    );
    expect(() => readConfig({ MEDIA_BASE_URL: "cdn.example.co.ke" })).toThrow("MEDIA_BASE_URL");
    expect(() => readConfig({ MEDIA_BASE_URL: "https://cdn.example.co.ke/?v=1" })).toThrow(
      "MEDIA_BASE_URL: must have no query or fragment",
    );
  });

  it("opens SQLite for a path or a file: URL and PostgreSQL for a postgres:// URL, and nothing else", () => {
    expect(readConfig({}).databaseUrl).toBe("file:./data/makazi.sqlite");
    for (const url of [
      "./site.sqlite",
      "file:/srv/makazi.sqlite",
      "postgres://db/makazi",
      "postgresql://db/x",
    ]) {
      expect(readConfig({ DATABASE_URL: url }).databaseUrl).toBe(url);
    }
    expect(() => readConfig({ DATABASE_URL: "mysql://db/makazi" })).toThrow("DATABASE_URL");
  });

  it("opens at most DATABASE_POOL_SIZE connections to PostgreSQL, 10 unless told", () => {
    expect(readConfig({}).databasePoolSize).toBe(10);
    expect(readConfig({ DATABASE_POOL_SIZE: "25" }).databasePoolSize).toBe(25);
    expect(() => readConfig({ DATABASE_POOL_SIZE: "0" })).toThrow("DATABASE_POOL_SIZE");
  });

  it("sends e-mail only with SMTP_URL, and describes the server without its password", () => {
    expect(readConfig({}).smtp).toBeNull();
    const secret = "s3cret-pass";
    const site = { PUBLIC_BASE_URL: "https://makazi.co.ke" };
    const config = readConfig({
      ...site,
      SMTP_URL: `smtps://office%40makazi.co.ke:${secret}@mail.example.co.ke:465`,
    });
    expect(config.smtp).toEqual({
      url: `smtps://office%40makazi.co.ke:${secret}@mail.example.co.ke:465`,
      description: "smtps://mail.example.co.ke:465",
    });
    expect(readConfig({ ...site, SMTP_URL: "smtp://127.0.0.1:2525" }).smtp?.description).toBe(
      "smtp://127.0.0.1:2525",
    );
    for (const bad of [
      "mail.example.co.ke",
      "https://mail.example.co.ke",
      "smtp://mail.example.co.ke/x",
      `smtp://u:${secret}@h?x=1`,
    ]) {
      let message = "";
      try {
        readConfig({ ...site, SMTP_URL: bad });
      } catch (error) {
        message = (error as Error).message;
      }
      expect(message).toContain("SMTP_URL: must be smtp://host:port or smtps://user:password@host:465");
      expect(message).not.toContain(secret);
    }
  });

  it("refuses to send e-mail without PUBLIC_BASE_URL, whose links would come from requests", () => {
    expect(() => readConfig({ SMTP_URL: "smtp://127.0.0.1:2525" })).toThrow(
      "PUBLIC_BASE_URL must be set with SMTP_URL",
    );
  });

  it("sends from MAIL_FROM, or from no-reply at the public host or makazi.local, in the office's name", () => {
    expect(readConfig({}).mailFrom).toEqual({ name: "", address: "no-reply@makazi.local" });
    expect(readConfig({ PUBLIC_BASE_URL: "https://makazi.co.ke" }).mailFrom).toEqual({
      name: "",
      address: "no-reply@makazi.co.ke",
    });
    expect(readConfig({ PUBLIC_BASE_URL: "http://127.0.0.1:3000" }).mailFrom.address).toBe(
      "no-reply@makazi.local",
    );
    expect(readConfig({ MAIL_FROM: "Makazi Homes <office@makazi.co.ke>" }).mailFrom).toEqual({
      name: "Makazi Homes",
      address: "office@makazi.co.ke",
    });
    expect(readConfig({ MAIL_FROM: "office@makazi.co.ke" }).mailFrom).toEqual({
      name: "",
      address: "office@makazi.co.ke",
    });
    for (const bad of [
      "office",
      "Makazi <office>",
      "Makazi\r\nBcc: x@y.z <office@makazi.co.ke>",
      'A "B" <a@b.co>',
    ]) {
      expect(() => readConfig({ MAIL_FROM: bad })).toThrow("MAIL_FROM: must be an address such as");
    }
  });
});
