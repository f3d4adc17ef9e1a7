import type { RequestHandler } from "express";

const READS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Refuses a form post (or any other write) sent from another site. Browsers name the page's
 * origin in `Origin`; where they leave it out, `Sec-Fetch-Site` still says whether the request
 * crossed sites. The own origin is built from the request's protocol and host as Express sees
 * them, so behind a proxy that ends TLS, TRUST_PROXY must be set.
 */
export const sameOriginWrites: RequestHandler = (request, response, next) => {
  if (READS.has(request.method)) return next();
  const origin = request.get("Origin");
  const crossOrigin =
    origin !== undefined
      ? origin !== `${request.protocol}://${request.host}`
      : request.get("Sec-Fetch-Site") === "cross-site";
  if (crossOrigin) {
    response.status(403).type("text/plain").send("Forbidden: this form was sent from another site.");
    return;
  }
  next();
};
