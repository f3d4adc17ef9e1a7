import { describe, expect, it } from "vitest";
import { safeRedirectTarget } from "./redirect-target";

describe("safeRedirectTarget", () => {
  it("accepts paths on this site, with their query", () => {
    expect(safeRedirectTarget("/admin-dashboard")).toBe("/admin-dashboard");
    expect(safeRedirectTarget("/updateservice/villa?tab=photos")).toBe("/updateservice/villa?tab=photos");
    expect(safeRedirectTarget("/manage-properties?q=Karen%20villa")).toBe(
      "/manage-properties?q=Karen%20villa",
    );
  });

  it("refuses other sites, scheme-relative and backslash tricks, and anything not a path", () => {
    for (const value of [
      "//evil.example",
      "/\\evil.example",
      "https://evil.example",
      "javascript:alert(1)",
      "admin",
      "",
    ]) {
      expect(safeRedirectTarget(value), value).toBeNull();
    }
    expect(safeRedirectTarget(null)).toBeNull();
    expect(safeRedirectTarget(["/admin-dashboard"])).toBeNull();
  });

  it("refuses addresses that browsers read as another site once they drop tabs and newlines", () => {
    for (const value of [
      "/\t/evil.example",
      "/\n/evil.example",
      "/\r\n/evil.example",
      "/ /evil.example",
      "/\u0000/evil.example",
      "/\u007f/evil.example",
      "/./\\evil.example",
    ]) {
      expect(safeRedirectTarget(value), JSON.stringify(value)).toBeNull();
    }
  });

  it("refuses paths that resolve to another site's address", () => {
    expect(safeRedirectTarget("/.//evil.example")).toBeNull();
    expect(safeRedirectTarget("/a/..//evil.example")).toBeNull();
  });

  it("keeps encoded characters encoded, so that the browser reads the same path", () => {
    expect(safeRedirectTarget("/%2F/evil.example")).toBe("/%2F/evil.example");
    expect(safeRedirectTarget("/%09/evil.example")).toBe("/%09/evil.example");
    expect(safeRedirectTarget("/properties/ñyumba")).toBe("/properties/%C3%B1yumba");
  });
});
