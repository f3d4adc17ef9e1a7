import { describe, expect, it } from "vitest";
import { type CachedPage, createPageCache } from "./page-cache.server";

function aPage(html: string, storedAt = 0): CachedPage {
  return { status: 200, headers: [], html, nonce: undefined, etag: `W/"${html}"`, storedAt };
}

describe("createPageCache", () => {
  it("gives back a kept page under its key only", () => {
    const cache = createPageCache({ maxCharacters: 100, maxAgeMs: 60_000 });
    cache.set("1 2026-11-22 /properties", aPage("list"));
    expect(cache.get("1 2026-11-22 /properties", 0)?.html).toBe("list");
    expect(cache.get("2 2026-11-22 /properties", 0)).toBeUndefined();
  });

  it("drops the least recently used pages once the kept HTML passes its size", () => {
    const cache = createPageCache({ maxCharacters: 10, maxAgeMs: 60_000 });
    cache.set("a", aPage("aaaa"));
    cache.set("b", aPage("bbbb"));
    cache.get("a", 0);
    cache.set("c", aPage("cccc"));
    expect(cache.get("b", 0)).toBeUndefined();
    expect(cache.get("a", 0)?.html).toBe("aaaa");
    expect(cache.get("c", 0)?.html).toBe("cccc");
    cache.set("huge", aPage("x".repeat(11)));
    expect(cache.get("huge", 0)).toBeUndefined();
    expect(cache.get("a", 0)?.html).toBe("aaaa");
  });

  it("serves no page older than its maximum age, and keeps the newer copy of a page", () => {
    const cache = createPageCache({ maxCharacters: 100, maxAgeMs: 60_000 });
    cache.set("home", aPage("old", 0));
    expect(cache.get("home", 60_000)?.html).toBe("old");
    expect(cache.get("home", 60_001)).toBeUndefined();
    cache.set("home", aPage("new", 70_000));
    cache.set("home", aPage("newer", 80_000));
    expect(cache.get("home", 80_000)?.html).toBe("newer");
  });
});
