/**
 * The rate-limit buckets: the database's buckets answer exactly as the in-memory ones do for any sequence of takes
 * and waits (property test, on PGlite and PostgreSQL), rows of full buckets are swept, and the address key of
 * IPv6 is its /64 however the address is written.
 */

import { sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../src/db/client.ts";
import { addressKey, createRateLimiter, memoryBuckets, postgresBuckets } from "../src/http/rate-limit.ts";
import { manualClock } from "../src/providers/clock.ts";
import { DB_TARGETS, type DbTarget } from "./harness.ts";

describe.each(DB_TARGETS)("database buckets ($name)", (target: DbTarget) => {
  let database: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    const opened = await target.open();
    database = opened.database;
    drop = opened.drop;
    await database.migrate();
  });
  afterAll(async () => {
    await drop();
  });

  it("answer as the in-memory buckets do, take by take (waits in seconds included)", async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.record({ perMinute: fc.integer({ min: 1, max: 120 }), burst: fc.integer({ min: 1, max: 6 }) }),
        fc.array(fc.tuple(fc.integer({ min: 0, max: 20_000 }), fc.constantFrom("a", "b")), {
          minLength: 1,
          maxLength: 25,
        }),
        async (rule, steps) => {
          const clock = manualClock("2026-11-21T09:00:00Z");
          const name = `prop${run++}`;
          const shared = createRateLimiter({ name, ...rule, clock, store: postgresBuckets(database.db) });
          const local = createRateLimiter({ name, ...rule, clock, store: memoryBuckets() });
          for (const [wait, key] of steps) {
            clock.advance(wait);
            expect(await shared.take(key)).toBe(await local.take(key));
          }
        },
      ),
      {
        numRuns: 60,
        // once found by the property: a wait of exactly 40 s that float sums made 40.000…01 on one side
        examples: [
          [
            { perMinute: 1, burst: 1 },
            [
              [0, "a"],
              [20_000, "a"],
              [0, "a"],
            ],
          ],
        ],
      },
    );
  });

  it("sweeps the rows of buckets that are full again", async () => {
    const clock = manualClock("2026-11-21T09:00:00Z");
    const limiter = createRateLimiter({
      name: "sweep",
      perMinute: 60,
      burst: 2,
      clock,
      store: postgresBuckets(database.db, { sweepEvery: 3 }),
    });
    const rows = async () =>
      (
        (await database.db.execute(
          sql`select count(*)::int as n from rate_buckets where key like 'sweep:%'`,
        )) as unknown as { rows: { n: number }[] }
      ).rows[0]!.n;
    await limiter.take("x");
    await limiter.take("y");
    expect(await rows()).toBe(2);
    clock.advance(5_000);
    await limiter.take("z"); // the third take sweeps x and y (full after 1 s), then keeps z
    expect(await rows()).toBe(1);
  });
});

describe("addressKey", () => {
  const group = fc.integer({ min: 0, max: 0xffff });
  const groups = fc.array(group, { minLength: 8, maxLength: 8 });

  it("is the /64 of an IPv6 address, written in full, compressed or with leading zeros", () => {
    fc.assert(
      fc.property(groups, groups, (g, other) => {
        const full = g.map((x) => x.toString(16).padStart(4, "0")).join(":");
        const short = g.map((x) => x.toString(16)).join(":");
        const sameNet = [...g.slice(0, 4), ...other.slice(4)].map((x) => x.toString(16)).join(":");
        const key = addressKey(full);
        if (g.slice(0, 6).join() === "0,0,0,0,0,65535") return; // IPv4-mapped: below
        expect(key).toBe(addressKey(short));
        expect(key).toBe(addressKey(sameNet));
        expect(key).toBe(
          `${g
            .slice(0, 4)
            .map((x) => x.toString(16))
            .join(":")}::/64`,
        );
      }),
    );
    expect(addressKey("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(addressKey("::1")).toBe("0:0:0:0::/64");
    expect(addressKey("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
  });

  it("is the address of IPv4, also IPv4-mapped; anything else as given", () => {
    expect(addressKey("203.0.113.9")).toBe("203.0.113.9");
    expect(addressKey("::ffff:203.0.113.9")).toBe("203.0.113.9");
    expect(addressKey("::ffff:cb00:7109")).toBe("203.0.113.9");
    expect(addressKey("unknown")).toBe("unknown");
  });
});
