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
});
