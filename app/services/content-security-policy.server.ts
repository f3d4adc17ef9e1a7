/**
 * The policy for a page whose scripts carry `nonce`. React Router's inline scripts and
 * modulepreload links carry it; 'strict-dynamic' lets the modules they import load in turn,
 * and nothing else runs. Styles come only from our own stylesheet files; images may also be
 * linked from other https sites, as the administrator does for listings, and come from
 * `mediaOrigin` when photos are served from elsewhere (MEDIA_BASE_URL). Without a nonce
 * (Vite's live reload in development) only framing is forbidden.
 */
export function contentSecurityPolicy(nonce: string | undefined, mediaOrigin: string | null = null): string {
  if (!nonce) return "frame-ancestors 'none'";
  return [
    "default-src 'self'",
    `script-src 'nonce-${nonce}' 'strict-dynamic'`,
    "style-src 'self'",
    ["img-src 'self' https: data:", mediaOrigin].filter(Boolean).join(" "),
    "connect-src 'self'",
    "form-action 'self'",
    "base-uri 'none'",
    "object-src 'none'",
    "frame-ancestors 'none'",
  ].join("; ");
}
