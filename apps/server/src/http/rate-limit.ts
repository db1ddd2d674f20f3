/**
 * Per-IP token buckets for public endpoints: `perMinute` tokens a minute, up to `burst` at once. Over the
 * limit: 429 with Retry-After and RateLimit headers. In memory, bounded (oldest buckets dropped first).
 */
import type { MiddlewareHandler } from "hono";
import type { Clock } from "../providers/clock.ts";
import { commonHeaders } from "./response-headers.ts";

interface Bucket {
  tokens: number;
  at: number;
}

export interface RateLimiter {
  /** Takes a token; returns 0 when allowed, otherwise the seconds to wait. */
  take(key: string): number;
  readonly perMinute: number;
  readonly burst: number;
}

export function createRateLimiter(opts: {
  perMinute: number;
  burst: number;
  clock: Clock;
  maxKeys?: number;
}): RateLimiter {
  const buckets = new Map<string, Bucket>();
  const maxKeys = opts.maxKeys ?? 100_000;
  const rate = opts.perMinute / 60_000;
  return {
    perMinute: opts.perMinute,
    burst: opts.burst,
    take(key) {
      const now = opts.clock.now();
      let b = buckets.get(key);
      if (!b) {
        if (buckets.size >= maxKeys) buckets.delete(buckets.keys().next().value!);
        b = { tokens: opts.burst, at: now };
        buckets.set(key, b);
      } else {
        // a clock set back (NTP, a test) refills nothing rather than draining the bucket
        b.tokens = Math.min(opts.burst, b.tokens + Math.max(0, now - b.at) * rate);
        b.at = Math.max(b.at, now);
      }
      if (b.tokens >= 1) {
        b.tokens -= 1;
        return 0;
      }
      return Math.max(1, Math.ceil((1 - b.tokens) / rate / 1000));
    },
  };
}

/**
 * Who the client is (the rate limits' key, the payment notifications' sender): the peer's address, or behind our
 * proxy (TRUST_PROXY) the last X-Forwarded-For address, the one our proxy appended. The addresses before it are
 * whatever the client sent and prove nothing.
 */
export function clientIp(
  forwardedFor: string | null | undefined,
  remote: string | undefined,
  trustProxy: boolean,
): string {
  if (trustProxy && forwardedFor) {
    const last = forwardedFor.slice(forwardedFor.lastIndexOf(",") + 1).trim();
    if (last) return last;
  }
  return remote ?? "unknown";
}

export type RateVars = { clientIp: string };

export function rateLimit(
  limiter: RateLimiter,
  onLimited: (retryAfter: number) => never,
): MiddlewareHandler<{ Variables: RateVars }> {
  const policy = `${limiter.burst};w=60`;
  return async (c, next) => {
    commonHeaders(c)["ratelimit-policy"] = policy;
    const wait = limiter.take(c.get("clientIp"));
    if (wait > 0) onLimited(wait);
    await next();
  };
}
