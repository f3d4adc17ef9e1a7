import { describe, expect, it } from "vitest";
import { matchesEtag } from "./media-storage.server";

describe("matchesEtag", () => {
  const etag = 'W/"abc"';
  it("compares weakly, in a list, and takes *", () => {
    expect(matchesEtag('W/"abc"', etag)).toBe(true);
    expect(matchesEtag('"xyz", "abc"', etag)).toBe(true);
    expect(matchesEtag("*", etag)).toBe(true);
    expect(matchesEtag('"abd"', etag)).toBe(false);
    expect(matchesEtag(undefined, etag)).toBe(false);
  });
});
