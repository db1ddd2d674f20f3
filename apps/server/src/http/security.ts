/**
 * Security headers on every response: for HTML a strict CSP (a page rendered for a session: a per-response
 * nonce on its scripts; a visitor's fixed page: the hashes of its inline scripts, decision 019), for everything
 * else `default-src 'none'`; HSTS on https, nosniff, frame-ancestors none, a referrer
 * policy, COOP (as defaults through response-headers.ts; a page's own CSP replaces the API one). With Yandex Metrica configured (METRICA_ID) the HTML policy also allows its host for the tag script,
 * its beacons (images) and its requests; without it nothing outside the site is allowed.
 */
import { randomBytes } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "./app-env.ts";
import { commonHeaders, isComplete } from "./response-headers.ts";
import { isHttps } from "./session.ts";

/** A fresh nonce for the scripts of one HTML response: 16 bytes from the system's CSPRNG. */
export const newNonce = (): string => randomBytes(16).toString("base64");

/** Non-HTML responses (JSON, files) run no scripts: the strictest policy. */
const API_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'";

/**
 * The service worker's own policy (apps/web/app/sw/worker.ts, decision 023; a worker's policy comes with its
 * script): it fetches from the site only and runs no other script.
 */
export const SERVICE_WORKER_CSP =
  "default-src 'none'; connect-src 'self'; frame-ancestors 'none'; base-uri 'none'";

/** Yandex Metrica's host (the web app's components/behaviour/analytics.tsx loads its tag from there). */
export const METRICA_ORIGIN = "https://mc.yandex.ru";

export interface SecurityOptions {
  dev: boolean;
  /** Yandex Metrica is configured: allow METRICA_ORIGIN for scripts, images and connections. */
  metrica?: boolean;
  /** Where page forms may send the browser besides our own origin (the payment providers' checkout pages). */
  formAction?: string[];
}

/**
 * The CSP of an HTML page: its scripts carry `nonce` (and may start others: 'strict-dynamic'), or, for a fixed
 * page, its inline scripts are those with the given hashes and its files come from the site itself ('self').
 */
export function pageCsp(opts: SecurityOptions, scripts: { nonce: string } | { hashes: string[] }): string {
  const extra = opts.metrica ? ` ${METRICA_ORIGIN}` : "";
  const allowed =
    "nonce" in scripts
      ? `'nonce-${scripts.nonce}' 'strict-dynamic'`
      : ["'self'", ...scripts.hashes].join(" ");
  const script = `${allowed}${opts.dev ? " 'unsafe-eval'" : ""}${extra}`;
  const connect = `${opts.dev ? "'self' ws: wss:" : "'self'"}${extra}`;
  return [
    "default-src 'self'",
    `script-src ${script}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data:${extra}`,
    "font-src 'self'",
    `connect-src ${connect}`,
    // the service worker (/sw.js, decision 023); without it a page with a nonce could not register it
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    ["form-action 'self'", ...(opts.formAction ?? [])].join(" "),
  ].join("; ");
}

export function securityHeaders(opts: SecurityOptions): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const common = commonHeaders(c);
    common["content-security-policy"] = API_CSP;
    common["x-content-type-options"] = "nosniff";
    common["referrer-policy"] = "strict-origin-when-cross-origin";
    common["cross-origin-opener-policy"] = "same-origin";
    common["x-frame-options"] = "DENY";
    if (isHttps(c.req.raw, c.get("viaProxy") ?? false))
      common["strict-transport-security"] = "max-age=31536000; includeSubDomains";
    await next();
    // Pages: a policy with this response's nonce (a response built by completeResponse has its final CSP).
    if (isComplete(c.res) || !(c.res.headers.get("content-type") ?? "").startsWith("text/html")) return;
    c.res.headers.set("Content-Security-Policy", pageCsp(opts, { nonce: c.get("nonce") ?? newNonce() }));
  };
}
