import { randomBytes } from "node:crypto";
import type { RequestHandler, Response } from "express";

export interface SecurityHeaderOptions {
  /**
   * Whether pages get a fresh script nonce for their Content-Security-Policy. Off while Vite
   * serves the source (`npm run dev`): its live reload injects scripts and styles that carry
   * no nonce.
   */
  scriptNonces: boolean;
}

/** A fresh nonce for one response's scripts: 16 random bytes, base64. */
export function createNonce(): string {
  return randomBytes(16).toString("base64");
}

/** The script nonce made for this response's page; none in development. */
export function scriptNonceOf(response: Response): string | undefined {
  const nonce: unknown = response.locals.scriptNonce;
  return typeof nonce === "string" ? nonce : undefined;
}

/**
 * Headers every response carries: no content sniffing (uploads are served with their real
 * type), no framing by any site, referrers cut to the origin across sites, and, over https,
 * HSTS so that browsers never fall back to plain http. Pages get a script nonce here; their
 * Content-Security-Policy is written with the page itself (app/entry.server.tsx), so that a
 * 304 can leave out the policy of a page the browser keeps.
 */
export function securityHeaders({ scriptNonces }: SecurityHeaderOptions): RequestHandler {
  return (request, response, next) => {
    if (scriptNonces) response.locals.scriptNonce = createNonce();
    response.setHeader("X-Content-Type-Options", "nosniff");
    response.setHeader("X-Frame-Options", "DENY");
    response.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
    if (request.secure) {
      response.setHeader("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
    }
    next();
  };
}
