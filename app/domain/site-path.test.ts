import { describe, expect, it } from "vitest";
import { sitePath } from "./site-path";

describe("sitePath", () => {
  it("leaves the site's own addresses as they are, queries included", () => {
    for (const path of [
      "/",
      "/sw",
      "/properties?type=land&page=2",
      "/sw/About",
      "/properties/a-b-1#photos",
    ]) {
      expect(sitePath(path), path).toBe(path);
    }
  });

  it("collapses what a browser would read as another site's address into one path here", () => {
    expect(sitePath("//evil.example")).toBe("/evil.example");
    expect(sitePath("///evil.example/x")).toBe("/evil.example/x");
    expect(sitePath("/\\evil.example")).toBe("/evil.example");
    expect(sitePath("\\\\evil.example")).toBe("/evil.example");
    expect(sitePath("/%2F/evil.example")).toBe("/evil.example");
    expect(sitePath("/%2f%5Cevil.example")).toBe("/evil.example");
    expect(sitePath("/\t/evil.example")).toBe("/evil.example");
    expect(sitePath("/%09/evil.example")).toBe("/evil.example");
    expect(sitePath("/\n\r/evil.example")).toBe("/evil.example");
    expect(sitePath("evil.example")).toBe("/evil.example");
    expect(sitePath("")).toBe("/");
  });

  it("collapses runs inside the path and leaves the query alone", () => {
    expect(sitePath("/sw//properties?next=//elsewhere")).toBe("/sw/properties?next=//elsewhere");
    expect(sitePath("//?page=2")).toBe("/?page=2");
  });
});
