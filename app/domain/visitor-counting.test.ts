import { describe, expect, it } from "vitest";
import {
  countsAsVisit,
  isObviousBot,
  parseListingEvent,
  rememberingBotCheck,
  visitRequest,
} from "./visitor-counting";

const ANDROID_CHROME =
  "Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Mobile Safari/537.36";
const IPHONE_SAFARI =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1";
const CUBOT_PHONE =
  "Mozilla/5.0 (Linux; Android 9; CUBOT X19) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.6099.210 Mobile Safari/537.36";
const OPERA_MINI = "Opera/9.80 (Android; Opera Mini/36.2.2254/119.132; U; id) Presto/2.12.423 Version/12.16";

describe("isObviousBot", () => {
  it("lets people's browsers through", () => {
    for (const browser of [ANDROID_CHROME, IPHONE_SAFARI, OPERA_MINI, CUBOT_PHONE])
      expect(isObviousBot(browser)).toBe(false);
  });

  it("knows search engines, link previews, scripts and headless browsers", () => {
    for (const program of [
      "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
      "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)",
      "WhatsApp/2.23.20.0",
      "facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)",
      "TelegramBot (like TwitterBot)",
      "Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; ClaudeBot/1.0)",
      "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/140.0.0.0 Safari/537.36",
      "Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/119.0.0.0 Mobile Safari/537.36 Chrome-Lighthouse",
      "curl/8.5.0",
      "python-requests/2.32.3",
      "Go-http-client/1.1",
      "UptimeRobot/2.0",
      "Mozilla/5.0",
    ]) {
      expect(isObviousBot(program), program).toBe(true);
    }
  });

  it("takes a request without a user agent for a program's", () => {
    expect(isObviousBot(undefined)).toBe(true);
    expect(isObviousBot("")).toBe(true);
  });
});

describe("rememberingBotCheck", () => {
  it("answers as isObviousBot does, however many user agents it has seen", () => {
    const isBot = rememberingBotCheck(2);
    for (let round = 0; round < 2; round++) {
      expect(isBot(ANDROID_CHROME)).toBe(false);
      expect(isBot("curl/8.5.0")).toBe(true);
      expect(isBot(IPHONE_SAFARI)).toBe(false);
      expect(isBot(undefined)).toBe(true);
    }
  });
});

describe("countsAsVisit", () => {
  it("counts a person's GET", () => {
    expect(countsAsVisit({ method: "GET", userAgent: ANDROID_CHROME, purpose: undefined })).toBe(true);
  });

  it("leaves out HEAD, pages fetched ahead and programs", () => {
    expect(countsAsVisit({ method: "HEAD", userAgent: ANDROID_CHROME, purpose: undefined })).toBe(false);
    expect(countsAsVisit({ method: "GET", userAgent: ANDROID_CHROME, purpose: "prefetch" })).toBe(false);
    expect(countsAsVisit({ method: "GET", userAgent: ANDROID_CHROME, purpose: "prefetch;prerender" })).toBe(
      false,
    );
    expect(countsAsVisit({ method: "GET", userAgent: "curl/8.5.0", purpose: undefined })).toBe(false);
  });
});

describe("parseListingEvent", () => {
  it("reads a listing's slug and what happened", () => {
    expect(parseListingEvent(new URLSearchParams("listing=karen-villa-2&event=whatsapp"))).toEqual({
      slug: "karen-villa-2",
      event: "whatsapp",
    });
  });

  it("refuses anything else", () => {
    for (const body of [
      "listing=karen-villa&event=view",
      "listing=Karen Villa&event=call",
      "listing=&event=save",
      "event=save",
      `listing=${"a".repeat(200)}&event=save`,
    ]) {
      expect(parseListingEvent(new URLSearchParams(body)), body).toBeNull();
    }
  });
});

describe("visitRequest", () => {
  it("reads the purpose from Sec-Purpose or the older headers", () => {
    const headers = new Headers({ "User-Agent": "Firefox", Purpose: "prefetch" });
    expect(visitRequest("GET", (name) => headers.get(name), "203.0.113.7")).toEqual({
      method: "GET",
      userAgent: "Firefox",
      purpose: "prefetch",
      clientAddress: "203.0.113.7",
    });
  });
});
