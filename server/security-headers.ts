import { randomBytes } from "node:crypto";
import type { RequestHandler, Response } from "express";

export interface SecurityHeaderOptions {
  /**
   * Whether responses carry the full Content-Security-Policy with a fresh script nonce. Off
   * while Vite serves the source (`npm run dev`): its live reload injects scripts and styles
   * that carry no nonce.
   */
  contentPolicy: boolean;
}

/** A fresh nonce for one response's scripts: 16 random bytes, base64. */
export function createNonce(): string {
  return randomBytes(16).toString("base64");
}

/**
 * The policy for a page whose scripts carry `nonce`. React Router's inline scripts and
 * modulepreload links carry it; 'strict-dynamic' lets the modules they import load in turn,
 * and nothing else runs. Styles come only from our own stylesheet files; images may also be
 * linked from other https sites, as the administrator does for listings.
 */
export function contentSecurityPolicy(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'nonce-${nonce}' 'strict-dynamic'`,
    "style-src 'self'",
    "img-src 'self' https: data:",
    "connect-src 'self'",
    "form-action 'self'",
    "base-uri 'none'",
    "object-src 'none'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/** The script nonce the security headers put in this response's policy; none in development. */
export function scriptNonceOf(response: Response): string | undefined {
  const nonce: unknown = response.locals.scriptNonce;
  return typeof nonce === "string" ? nonce : undefined;
}

/**
 * Headers every response carries: the Content-Security-Policy (scripts only with this
 * response's nonce, no framing by other sites), no content sniffing (uploads are served with
 * their real type), X-Frame-Options for older browsers, referrers cut to the origin across
 * sites, and, over https, HSTS so that browsers never fall back to plain http.
 */
export function securityHeaders({ contentPolicy }: SecurityHeaderOptions): RequestHandler {
  return (request, response, next) => {
    if (contentPolicy) {
      const nonce = createNonce();
      response.locals.scriptNonce = nonce;
      response.setHeader("Content-Security-Policy", contentSecurityPolicy(nonce));
    } else {
      response.setHeader("Content-Security-Policy", "frame-ancestors 'none'");
    }
    response.setHeader("X-Content-Type-Options", "nosniff");
    response.setHeader("X-Frame-Options", "DENY");
    response.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
    if (request.secure) {
      response.setHeader("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
    }
    next();
  };
}
