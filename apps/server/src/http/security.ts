/**
 * Security headers on every response: for HTML a strict CSP with a per-response nonce for the SSR scripts,
 * for everything else `default-src 'none'`; HSTS on https, nosniff, frame-ancestors none, a referrer
 * policy, COOP. With Yandex Metrica configured (METRICA_ID) the HTML policy also allows its host for the tag script,
 * its beacons (images) and its requests; without it nothing outside the site is allowed.
 */
import { randomBytes } from "node:crypto";
import type { MiddlewareHandler } from "hono";

export type SecurityVars = { nonce: string };

/** A fresh nonce for the scripts of one HTML response. */
export function newNonce(): string {
  return randomBytes(16).toString("base64");
}

/** Non-HTML responses (JSON, files) run no scripts: the strictest policy. */
const API_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'";

/** Yandex Metrica's host (the web app's components/behaviour/analytics.tsx loads its tag from there). */
export const METRICA_ORIGIN = "https://mc.yandex.ru";

export function securityHeaders(opts: {
  dev: boolean;
  /** Yandex Metrica is configured: allow METRICA_ORIGIN for scripts, images and connections. */
  metrica?: boolean;
}): MiddlewareHandler<{ Variables: SecurityVars }> {
  const extra = opts.metrica ? ` ${METRICA_ORIGIN}` : "";
  return async (c, next) => {
    await next();
    const h = c.res.headers;
    if ((h.get("content-type") ?? "").startsWith("text/html")) {
      const nonce = c.get("nonce") ?? newNonce();
      const script = opts.dev
        ? `'nonce-${nonce}' 'strict-dynamic' 'unsafe-eval'${extra}`
        : `'nonce-${nonce}' 'strict-dynamic'${extra}`;
      const connect = `${opts.dev ? "'self' ws: wss:" : "'self'"}${extra}`;
      h.set(
        "Content-Security-Policy",
        [
          "default-src 'self'",
          `script-src ${script}`,
          "style-src 'self' 'unsafe-inline'",
          `img-src 'self' data:${extra}`,
          "font-src 'self'",
          `connect-src ${connect}`,
          "object-src 'none'",
          "base-uri 'none'",
          "frame-ancestors 'none'",
          "form-action 'self'",
        ].join("; "),
      );
    } else {
      h.set("Content-Security-Policy", API_CSP);
    }
    h.set("X-Content-Type-Options", "nosniff");
    h.set("Referrer-Policy", "strict-origin-when-cross-origin");
    h.set("Cross-Origin-Opener-Policy", "same-origin");
    h.set("X-Frame-Options", "DENY");
    const proto = c.req.header("x-forwarded-proto") ?? (c.req.url.startsWith("https:") ? "https" : "http");
    if (proto === "https") h.set("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
  };
}
