/**
 * Rate limits: token buckets, `perMinute` tokens a minute up to `burst` at once, per key. Over the limit: 429 with
 * Retry-After and RateLimit headers.
 *
 * Where the buckets live (`BucketStore`): on PostgreSQL in the `rate_buckets` table, so every instance takes from
 * the same bucket (one atomic upsert per take); on the embedded database in this process's memory, which is exact
 * there because only one process can open the embedded folder (db/client.ts). A PostgreSQL store that fails (the
 * database is down) answers from this process's memory for that take and logs it, rather than failing requests
 * that need no database.
 *
 * Keys by address: an IPv4 address as it is, an IPv6 address by its /64 (`addressKey`): one subscriber or one
 * server is given a whole /64, so counting single IPv6 addresses would give each of them unlimited tries.
 */
import { isIPv4 } from "node:net";
import { lt, sql } from "drizzle-orm";
import type { MiddlewareHandler } from "hono";
import type { Db } from "../db/client.ts";
import { rateBuckets } from "../db/schema.ts";
import type { Logger } from "../log.ts";
import type { Clock } from "../providers/clock.ts";
import type { AppEnv } from "./app-env.ts";
import { commonHeaders } from "./response-headers.ts";
import { ipv6Groups, plainAddress, type TrustedProxies } from "./trusted-proxies.ts";

export interface BucketRule {
  perMinute: number;
  burst: number;
}

/** Takes a token from a key's bucket at `now` (ms): 0 when allowed, otherwise the seconds to wait. */
export interface BucketStore {
  take(key: string, rule: BucketRule, now: number): number | Promise<number>;
}

export interface RateLimiter extends BucketRule {
  /** Takes a token; 0 when allowed, otherwise the seconds to wait. Synchronous when the buckets are in memory. */
  take(key: string): number | Promise<number>;
}

/**
 * Whole seconds until the next token. Refills are float sums, so a wait of exactly 40 s may come out as
 * 40.000000000001: a millionth of a second's tolerance keeps it 40, on both stores alike.
 */
function waitSeconds(tokens: number, rule: BucketRule): number {
  return Math.max(1, Math.ceil(((1 - tokens) * 60) / rule.perMinute - 1e-6));
}

/** Buckets in this process (bounded: the oldest keys are dropped first). */
export function memoryBuckets(maxKeys = 100_000): BucketStore {
  const buckets = new Map<string, { tokens: number; at: number }>();
  return {
    take(key, rule, now) {
      let b = buckets.get(key);
      if (!b) {
        if (buckets.size >= maxKeys) buckets.delete(buckets.keys().next().value!);
        b = { tokens: rule.burst, at: now };
        buckets.set(key, b);
      } else {
        // a clock set back (NTP, a test) refills nothing rather than draining the bucket
        // the same arithmetic as the database's (postgresBuckets), so both answer alike to the last bit
        b.tokens = Math.min(rule.burst, b.tokens + Math.max(0, now - b.at) * (rule.perMinute / 60_000));
        b.at = Math.max(b.at, now);
      }
      if (b.tokens >= 1) {
        b.tokens -= 1;
        return 0;
      }
      return waitSeconds(b.tokens, rule);
    },
  };
}

/**
 * Buckets in PostgreSQL, shared by every instance: one upsert computes the refill and takes the token under the
 * row's lock, so concurrent takes from any number of instances never spend the same token twice. Rows whose
 * bucket is full again are deleted now and then (every `sweepEvery` takes of this instance).
 */
export function postgresBuckets(db: Db, opts: { log?: Logger; sweepEvery?: number } = {}): BucketStore {
  const fallback = memoryBuckets();
  const sweepEvery = opts.sweepEvery ?? 5000;
  let takes = 0;
  let warned = 0;
  return {
    async take(key, rule, now) {
      const rate = rule.perMinute / 60_000;
      const refilled = sql`least(${rule.burst}::float8, ${rateBuckets.tokens} + greatest(0, ${now}::float8 - ${rateBuckets.atMs}) * ${rate}::float8)`;
      try {
        if (++takes % sweepEvery === 0) await db.delete(rateBuckets).where(lt(rateBuckets.fullAtMs, now));
        const rows = await db
          .insert(rateBuckets)
          .values({
            key,
            tokens: rule.burst - 1,
            atMs: now,
            fullAtMs: now + 1 / rate,
            allowed: true,
          })
          .onConflictDoUpdate({
            target: rateBuckets.key,
            set: {
              tokens: sql`case when ${refilled} >= 1 then ${refilled} - 1 else ${refilled} end`,
              atMs: sql`greatest(${rateBuckets.atMs}, ${now}::float8)`,
              fullAtMs: sql`greatest(${rateBuckets.atMs}, ${now}::float8) + (${rule.burst}::float8 - case when ${refilled} >= 1 then ${refilled} - 1 else ${refilled} end) / ${rate}::float8`,
              allowed: sql`${refilled} >= 1`,
            },
          })
          .returning({ tokens: rateBuckets.tokens, allowed: rateBuckets.allowed });
        const row = rows[0]!;
        return row.allowed ? 0 : waitSeconds(row.tokens, rule);
      } catch (e) {
        if (now - warned > 60_000) {
          warned = now;
          opts.log?.warn(
            { err: (e as Error).message },
            "rate limits: the database did not answer; this instance counts alone meanwhile",
          );
        }
        return fallback.take(key, rule, now);
      }
    },
  };
}

/** A store that reports each refusal by its limiter's name (the part of the key before the first colon). */
export function reportingRefusals(store: BucketStore, refused: (limit: string) => void): BucketStore {
  const report = (key: string, wait: number) => {
    if (wait > 0) refused(key.slice(0, key.indexOf(":")));
    return wait;
  };
  return {
    take(key, rule, now) {
      const wait = store.take(key, rule, now);
      return typeof wait === "number" ? report(key, wait) : wait.then((w) => report(key, w));
    },
  };
}

/** A named limiter over a store: its keys are `<name>:<key>`, so limiters never share a bucket. */
export function createRateLimiter(opts: {
  name: string;
  perMinute: number;
  burst: number;
  clock: Clock;
  store?: BucketStore;
}): RateLimiter {
  const store = opts.store ?? memoryBuckets();
  const rule = { perMinute: opts.perMinute, burst: opts.burst };
  return {
    ...rule,
    take: (key) => store.take(`${opts.name}:${key}`, rule, opts.clock.now()),
  };
}

/**
 * The rate-limit key of a client address: an IPv4 address (also when written IPv4-mapped, ::ffff:1.2.3.4) as it
 * is; an IPv6 address by its /64 (`2001:db8:1:2::/64`); anything else as given.
 */
export function addressKey(address: string): string {
  if (isIPv4(address)) return address;
  const g = ipv6Groups(address);
  if (!g) return address;
  if (g.slice(0, 5).every((x) => x === 0) && g[5] === 0xffff)
    return `${g[6]! >> 8}.${g[6]! & 255}.${g[7]! >> 8}.${g[7]! & 255}`;
  return `${g
    .slice(0, 4)
    .map((x) => x.toString(16))
    .join(":")}::/64`;
}

/**
 * Who the client is (the rate limits' key, the payment notifications' sender, the logs' address): the peer of the
 * connection (`remote`), unless that peer is one of our proxies (TRUST_PROXY, http/trusted-proxies.ts). Then
 * X-Forwarded-For is read from the right, each proxy having appended the address it was reached from: entries
 * that are our proxies too are passed over, and the first that is not is the client (when every entry is one of
 * ours, the leftmost). What stands left of that entry is whatever the client sent and proves nothing; from a peer
 * that is not our proxy the whole header is. Addresses come back plain (http/trusted-proxies.ts's `plainAddress`:
 * ::ffff:203.0.113.7 as 203.0.113.7).
 */
export function clientIp(
  forwardedFor: string | null | undefined,
  remote: string | undefined,
  proxies: TrustedProxies,
): string {
  const peer = remote === undefined ? undefined : plainAddress(remote);
  if (!peer) return "unknown";
  if (!forwardedFor || !proxies.trusts(peer)) return peer;
  const hops = forwardedFor
    .split(",")
    .map(plainAddress)
    .filter((a) => a !== "");
  for (let i = hops.length - 1; i >= 0; i--) if (!proxies.trusts(hops[i])) return hops[i]!;
  return hops[0] ?? peer;
}

/** The per-address limit of a group of routes. */
export function rateLimit(
  limiter: RateLimiter,
  onLimited: (retryAfter: number) => never,
): MiddlewareHandler<AppEnv> {
  const policy = `${limiter.burst};w=60`;
  return async (c, next) => {
    commonHeaders(c)["ratelimit-policy"] = policy;
    const wait = await limiter.take(addressKey(c.get("clientIp")));
    if (wait > 0) onLimited(wait);
    await next();
  };
}
