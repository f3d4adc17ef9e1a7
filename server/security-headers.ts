import type { RequestHandler } from "express";

/**
 * What pages may ask the browser for: the camera for the administrator's photos, from this
 * site only; nothing else a page could use to reach a visitor's device or data.
 */
export const PERMISSIONS_POLICY = [
  "camera=(self)",
  "microphone=()",
  "geolocation=()",
  "payment=()",
  "usb=()",
  "serial=()",
  "bluetooth=()",
  "display-capture=()",
  "browsing-topics=()",
].join(", ");

const EVERY_RESPONSE: readonly (readonly [string, string])[] = [
  ["X-Content-Type-Options", "nosniff"],
  ["X-Frame-Options", "DENY"],
  ["Referrer-Policy", "strict-origin-when-cross-origin"],
  ["Cross-Origin-Opener-Policy", "same-origin"],
  ["Permissions-Policy", PERMISSIONS_POLICY],
];
const EVERY_SECURE_RESPONSE = [
  ...EVERY_RESPONSE,
  ["Strict-Transport-Security", "max-age=31536000; includeSubDomains"] as const,
];

/**
 * Headers every response carries: no content sniffing (uploads are served with their real
 * type), no framing by any site, referrers cut to the origin across sites, no window opened
 * from another site kept as an opener, only the device features the site uses, and, over
 * https, HSTS so that browsers never fall back to plain http. A page's
 * Content-Security-Policy is written with the page itself (app/entry.server.tsx).
 */
export function securityHeaderLines(secure: boolean): readonly (readonly [string, string])[] {
  return secure ? EVERY_SECURE_RESPONSE : EVERY_RESPONSE;
}

/** Sets the security headers on every response that passes (kept pages write their own). */
export function securityHeaders(): RequestHandler {
  return (request, response, next) => {
    for (const [name, value] of securityHeaderLines(request.secure)) response.setHeader(name, value);
    next();
  };
}
