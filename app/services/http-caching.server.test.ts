import { describe, expect, it } from "vitest";
import { cacheControlFor, pageEtag, PRIVATE_CACHING, PUBLIC_PAGE_CACHING } from "./http-caching.server";

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
