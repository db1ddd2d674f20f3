/**
 * Security headers on every response: a strict CSP with a per-request nonce for the SSR scripts, HSTS on
 * https, nosniff, frame-ancestors none, a referrer policy, COOP.
 */
import { randomBytes } from "node:crypto";
import type { MiddlewareHandler } from "hono";

export type SecurityVars = { nonce: string };

export function securityHeaders(opts: { dev: boolean }): MiddlewareHandler<{ Variables: SecurityVars }> {
  return async (c, next) => {
    const nonce = randomBytes(16).toString("base64");
    c.set("nonce", nonce);
    await next();
    const h = c.res.headers;
    const script = opts.dev
      ? `'nonce-${nonce}' 'strict-dynamic' 'unsafe-eval'`
      : `'nonce-${nonce}' 'strict-dynamic'`;
    const connect = opts.dev ? "'self' ws: wss:" : "'self'";
    h.set(
      "Content-Security-Policy",
      [
        "default-src 'self'",
        `script-src ${script}`,
        "style-src 'self' 'unsafe-inline'",
        "img-src 'self' data:",
        "font-src 'self'",
        `connect-src ${connect}`,
        "object-src 'none'",
        "base-uri 'none'",
        "frame-ancestors 'none'",
        "form-action 'self'",
      ].join("; "),
    );
    h.set("X-Content-Type-Options", "nosniff");
    h.set("Referrer-Policy", "strict-origin-when-cross-origin");
    h.set("Cross-Origin-Opener-Policy", "same-origin");
    h.set("X-Frame-Options", "DENY");
    const proto = c.req.header("x-forwarded-proto") ?? new URL(c.req.url).protocol.replace(":", "");
    if (proto === "https") h.set("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
  };
}
