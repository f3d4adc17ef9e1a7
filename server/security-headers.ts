import type { RequestHandler } from "express";

/**
 * Headers every response carries: no content sniffing (uploads are served with their real
 * type), no framing by any site, referrers cut to the origin across sites, and, over https,
 * HSTS so that browsers never fall back to plain http. A page's Content-Security-Policy is
 * written with the page itself (app/entry.server.tsx), from its own scripts.
 */
export function securityHeaders(): RequestHandler {
  return (request, response, next) => {
    response.setHeader("X-Content-Type-Options", "nosniff");
    response.setHeader("X-Frame-Options", "DENY");
    response.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
    if (request.secure) {
      response.setHeader("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
    }
    next();
  };
}
