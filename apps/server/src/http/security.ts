/**
 * Security headers on every response: for HTML a strict CSP with a per-response nonce for the SSR scripts,
 * for everything else `default-src 'none'`; HSTS on https, nosniff, frame-ancestors none, a referrer
 * policy, COOP (as defaults through response-headers.ts; a page's own CSP replaces the API one). With Yandex Metrica configured (METRICA_ID) the HTML policy also allows its host for the tag script,
 * its beacons (images) and its requests; without it nothing outside the site is allowed.
 */
import { randomFillSync } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import { commonHeaders, isComplete } from "./response-headers.ts";

export type SecurityVars = { nonce: string };

/**
 * A fresh nonce for the scripts of one HTML response: 16 bytes from the system's CSPRNG, taken from a pool
 * filled 4 KiB at a time (as node's randomUUID does), since a call into it per response cost more than the rest
 * of a cached page's answer but the copy. Every nonce is bytes no other nonce used.
 */
const POOL_BYTES = 4096;
const pool = Buffer.alloc(POOL_BYTES);
let poolAt = POOL_BYTES;
export function newNonce(): string {
  if (poolAt + 16 > POOL_BYTES) {
    randomFillSync(pool);
    poolAt = 0;
  }
  const nonce = pool.toString("base64", poolAt, poolAt + 16);
  poolAt += 16;
  return nonce;
}

/** Non-HTML responses (JSON, files) run no scripts: the strictest policy. */
const API_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'";

/** Yandex Metrica's host (the web app's components/behaviour/analytics.tsx loads its tag from there). */
export const METRICA_ORIGIN = "https://mc.yandex.ru";

export interface SecurityOptions {
  dev: boolean;
  /** Yandex Metrica is configured: allow METRICA_ORIGIN for scripts, images and connections. */
  metrica?: boolean;
  /** Where page forms may send the browser besides our own origin (the payment providers' checkout pages). */
  formAction?: string[];
}

/** The CSP of an HTML page whose scripts carry `nonce`. */
export function pageCsp(opts: SecurityOptions, nonce: string): string {
  const extra = opts.metrica ? ` ${METRICA_ORIGIN}` : "";
  const script = opts.dev
    ? `'nonce-${nonce}' 'strict-dynamic' 'unsafe-eval'${extra}`
    : `'nonce-${nonce}' 'strict-dynamic'${extra}`;
  const connect = `${opts.dev ? "'self' ws: wss:" : "'self'"}${extra}`;
  return [
    "default-src 'self'",
    `script-src ${script}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data:${extra}`,
    "font-src 'self'",
    `connect-src ${connect}`,
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    ["form-action 'self'", ...(opts.formAction ?? [])].join(" "),
  ].join("; ");
}

export function securityHeaders(opts: SecurityOptions): MiddlewareHandler<{ Variables: SecurityVars }> {
  return async (c, next) => {
    const common = commonHeaders(c);
    common["content-security-policy"] = API_CSP;
    common["x-content-type-options"] = "nosniff";
    common["referrer-policy"] = "strict-origin-when-cross-origin";
    common["cross-origin-opener-policy"] = "same-origin";
    common["x-frame-options"] = "DENY";
    const proto = c.req.header("x-forwarded-proto") ?? (c.req.url.startsWith("https:") ? "https" : "http");
    if (proto === "https") common["strict-transport-security"] = "max-age=31536000; includeSubDomains";
    await next();
    // Pages: a policy with this response's nonce (a response built by completeResponse has its final CSP).
    if (isComplete(c.res) || !(c.res.headers.get("content-type") ?? "").startsWith("text/html")) return;
    c.res.headers.set("Content-Security-Policy", pageCsp(opts, c.get("nonce") ?? newNonce()));
  };
}
