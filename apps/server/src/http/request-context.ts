/**
 * The first middleware after the common headers: the request's id (the client's `X-Request-Id`, cut to 64
 * characters, or a new one; echoed in the answer), its language, whether it came through one of our proxies
 * (`viaProxy`: the connection's peer is in TRUST_PROXY, so its X-Forwarded-* headers count; http/trusted-proxies.ts)
 * and the client's address (http/rate-limit.ts's `clientIp`), and, once answered, the request's metrics by route
 * pattern and its log line (no path parameters of a person: the path as asked, the route as matched).
 */
import { randomUUID } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import { matchedRoutes } from "hono/route";
import type { Logger } from "../log.ts";
import type { AppMetrics } from "../metrics.ts";
import type { AppEnv } from "./app-env.ts";
import { requestLang } from "./lang.ts";
import { clientIp } from "./rate-limit.ts";
import { commonHeaders } from "./response-headers.ts";
import { remoteAddress, type TrustedProxies } from "./trusted-proxies.ts";

export function requestContext(opts: {
  /** Our proxies (TRUST_PROXY): only a connection from one of them has its forwarded headers believed. */
  proxies: TrustedProxies;
  metrics: AppMetrics;
  log: Logger;
}): MiddlewareHandler<AppEnv> {
  const { metrics, log } = opts;
  const requestLogs = log.isLevelEnabled("info");
  return async (c, next) => {
    const requestId = c.req.header("x-request-id")?.slice(0, 64) || randomUUID();
    c.set("requestId", requestId);
    commonHeaders(c)["x-request-id"] = requestId;
    c.set("lang", requestLang(c.req.raw));
    const remote = remoteAddress(c.env);
    c.set("viaProxy", opts.proxies.trusts(remote));
    c.set("clientIp", clientIp(c.req.header("x-forwarded-for"), remote, opts.proxies));
    const start = performance.now();
    await next();
    const took = performance.now() - start;
    // the route's pattern (the pages' catch-all is "page"): a bounded set of labels, never a person's path
    // (the first matched handler's: a request refused by a middleware is counted under the route it asked for)
    const route = matchedRoutes(c).find((r) => r.handler.length < 2)?.path ?? "";
    metrics.request(c.req.method, route === "*" ? "page" : route, c.res.status, took / 1000);
    if (requestLogs) {
      const ms = Math.round(took * 10) / 10;
      log.info({ requestId, method: c.req.method, path: c.req.path, status: c.res.status, ms }, "request");
    }
  };
}
