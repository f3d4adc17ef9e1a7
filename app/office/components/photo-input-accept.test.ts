import { describe, expect, it } from "vitest";
import { ACCEPTED_UPLOAD_TYPES } from "~/domain/photos";
import { photoInputAccept } from "./photo-input-accept";

const CHROME_ANDROID =
  "Mozilla/5.0 (Linux; Android 15; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Mobile Safari/537.36";
const SAMSUNG_INTERNET =
  "Mozilla/5.0 (Linux; Android 14; SM-A546B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/27.0 Chrome/125.0.0.0 Mobile Safari/537.36";
const FIREFOX_ANDROID = "Mozilla/5.0 (Android 15; Mobile; rv:140.0) Gecko/140.0 Firefox/140.0";
const SAFARI_IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1";
const CHROME_DESKTOP =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36";

describe("photoInputAccept", () => {
  it("asks Chromium browsers on Android for the chooser with the camera, still for images only", () => {
    for (const userAgent of [CHROME_ANDROID, SAMSUNG_INTERNET]) {
      const accept = photoInputAccept(userAgent).split(",");
      expect(accept).toEqual([...ACCEPTED_UPLOAD_TYPES.split(","), "android/allow-camera"]);
    }
  });

  it("gives other browsers the image types alone", () => {
    for (const userAgent of [FIREFOX_ANDROID, SAFARI_IPHONE, CHROME_DESKTOP, ""]) {
      expect(photoInputAccept(userAgent)).toBe(ACCEPTED_UPLOAD_TYPES);
    }
  });
});
