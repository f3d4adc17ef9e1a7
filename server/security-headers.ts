import type { RequestHandler } from "express";

/**
 * Headers every response carries: no content sniffing (uploads are served with their real
 * type), no framing by other sites, referrers cut to the origin across sites, and, over
 * https, HSTS so that browsers never fall back to plain http.
 */
export const securityHeaders: RequestHandler = (request, response, next) => {
  response.setHeader("X-Content-Type-Options", "nosniff");
  response.setHeader("Content-Security-Policy", "frame-ancestors 'none'");
  response.setHeader("X-Frame-Options", "DENY");
  response.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
  if (request.secure) {
    response.setHeader("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
  }
  next();
};
