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
});
