import type { RequestHandler } from "express";

const READS = new Set(["GET", "HEAD", "OPTIONS"]);

export interface SameOriginOptions {
  /**
   * Paths other sites may post to: a mail program's one-click unsubscribe (RFC 8058), which
   * comes with no Origin or its own. Such an address must carry its own authority (a token in
   * the path) and change nothing a cookie could be used for.
   */
  allowFromAnySite?: (path: string) => boolean;
}

/**
 * Refuses a form post (or any other write) sent from another site. Browsers name the page's
 * origin in `Origin`; where they leave it out, `Sec-Fetch-Site` still says whether the request
 * crossed sites. The own origin is built from the request's protocol and host as Express sees
 * them, so behind a proxy that ends TLS, TRUST_PROXY must be set.
 */
export function sameOriginWrites({ allowFromAnySite = () => false }: SameOriginOptions = {}): RequestHandler {
  return (request, response, next) => {
    if (READS.has(request.method)) return next();
    if (request.method === "POST" && allowFromAnySite(request.path)) return next();
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
}
