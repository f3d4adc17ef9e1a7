import { describe, expect, it } from "vitest";
import { readConfig } from "./config.server";

describe("readConfig", () => {
  it("trusts no proxy and creates no configured administrator by default", () => {
    expect(readConfig({})).toMatchObject({ trustProxy: false, initialAdmin: null });
  });

  it("reads TRUST_PROXY as Express does: a flag, a number of hops or a list of addresses", () => {
    expect(readConfig({ TRUST_PROXY: "true" }).trustProxy).toBe(true);
    expect(readConfig({ TRUST_PROXY: "1" }).trustProxy).toBe(1);
    expect(readConfig({ TRUST_PROXY: "loopback, 10.0.0.0/8" }).trustProxy).toBe("loopback, 10.0.0.0/8");
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
});
