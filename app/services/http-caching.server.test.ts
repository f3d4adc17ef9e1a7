import { describe, expect, it } from "vitest";
import {
  cacheControlFor,
  pageEtag,
  PRIVATE_CACHING,
  PUBLIC_PAGE_CACHING,
  lastModifiedClock,
  notModified,
} from "./http-caching.server";

const request = (init: RequestInit = {}) => new Request("http://makazi.test/properties", init);

describe("cacheControlFor", () => {
  it("lets CDNs share a visitor's public pages, found or not found", () => {
    for (const status of [200, 404]) {
      expect(cacheControlFor({ request: request(), status, privatePage: false })).toBe(PUBLIC_PAGE_CACHING);
    }
    expect(PUBLIC_PAGE_CACHING).toBe("public, max-age=0, s-maxage=60, stale-while-revalidate=600");
  });

  it("keeps admin pages, signed-in requests, form posts and failures private and unstored", () => {
    const cases = [
      { request: request(), status: 200, privatePage: true },
      {
        request: request({ headers: { Cookie: "theme=dark; makazi_session=abc" } }),
        status: 200,
        privatePage: false,
      },
      { request: request({ headers: { Cookie: "makazi_confirmation=x" } }), status: 200, privatePage: false },
      { request: request({ method: "POST" }), status: 200, privatePage: false },
      { request: request(), status: 500, privatePage: false },
    ];
    for (const input of cases) expect(cacheControlFor(input)).toBe(PRIVATE_CACHING);
  });

  it("ignores other sites' cookies", () => {
    const withOtherCookie = request({ headers: { Cookie: "_ga=GA1.2.3" } });
    expect(cacheControlFor({ request: withOtherCookie, status: 200, privatePage: false })).toBe(
      PUBLIC_PAGE_CACHING,
    );
  });
});

describe("pageEtag", () => {
  it("is the same for the same bytes and differs for other content", () => {
    expect(pageEtag("<p>$1</p>")).toBe(pageEtag(Buffer.from("<p>$1</p>")));
    expect(pageEtag("<p>$1</p>")).not.toBe(pageEtag("<p>$2</p>"));
    expect(pageEtag("<p></p>")).toMatch(/^W\/"[\w-]{27}"$/);
  });
});

describe("the Last-Modified of an answer known by its content version", () => {
  const asking = (headers: Record<string, string>) => new Request("http://makazi.test/feed", { headers });

  it("stays while the content does, and 304s a client that has it; a change in the same second validates no date", () => {
    let now = Date.parse("2026-11-26T09:05:00.200Z");
    const lastModified = lastModifiedClock(() => now);
    const first = lastModified("kyero", "v1");
    expect(first.date.toISOString()).toBe("2026-11-26T09:05:00.000Z");
    now += 5_000;
    expect(lastModified("kyero", "v1")).toBe(first);
    const since = { "If-Modified-Since": first.date.toUTCString() };
    expect(notModified(asking(since), 'W/"v1"', first)).toBe(true);
    // If-None-Match wins over the date.
    expect(notModified(asking({ ...since, "If-None-Match": 'W/"v0"' }), 'W/"v1"', first)).toBe(false);

    const second = lastModified("kyero", "v2");
    expect(notModified(asking(since), 'W/"v2"', second)).toBe(false);
    const third = lastModified("kyero", "v3");
    expect(third.shared).toBe(true);
    expect(notModified(asking({ "If-Modified-Since": second.date.toUTCString() }), 'W/"v3"', third)).toBe(
      false,
    );
  });
});
