/**
 * Several instances on one database, probed as an attacker would: the sign-in throttle counts every guess before
 * its password is checked (200 parallel guesses from 200 addresses on two instances), a guesser gets at most 12
 * guesses per account in any hour, the per-address limits are shared by the instances and key an IPv6 client by
 * its /64, and refused payment notifications are limited and never stored.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { manualClock } from "../src/providers/clock.ts";
import { appOn, DB_TARGETS, type DbTarget, NOW, SELLER_ENV, testApp } from "./harness.ts";

type Ctx = Awaited<ReturnType<typeof testApp>>;

const signIn = (ctx: Ctx, username: string, password: string, address: string) =>
  ctx.post("/api/token/auth", { username, password }, { "x-forwarded-for": address });

let seq = 0;
const uniqueEmail = () => `guess.${Date.now().toString(36)}.${seq++}@example.com`;
const PASSWORD = "Sunflower-42";

async function countRows(ctx: Ctx, table: "payment_events" | "rate_buckets"): Promise<number> {
  const r = (await ctx.database.db.execute(
    sql.raw(`select count(*)::int as n from ${table}`),
  )) as unknown as {
    rows: { n: number }[];
  };
  return r.rows[0]!.n;
}

describe.each(DB_TARGETS)("the sign-in throttle on two instances ($name)", (target: DbTarget) => {
  const clock = manualClock(NOW);
  let a: Ctx;
  let b: Ctx;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    const opened = await target.open();
    drop = opened.drop;
    a = await testApp(opened.database, { TRUST_PROXY: "127.0.0.1" }, { clock });
    b = await testApp(opened.database, { TRUST_PROXY: "127.0.0.1" }, { clock });
  });
  afterAll(async () => {
    await drop();
  });

  async function account() {
    const email = uniqueEmail();
    const res = await a.post(
      "/api/user/singup",
      { name: "Анна", email, password: PASSWORD, consent: true },
      { "x-forwarded-for": `192.0.2.${seq++ % 250}` },
    );
    expect(res.status).toBe(201);
    return email;
  }

  /** 200 sign-ins at once, alternating instances, each from its own address; `right` sends the password. */
  async function parallelGuesses(email: string, right: (i: number) => boolean) {
    const all = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        signIn(
          i % 2 ? b : a,
          email,
          right(i) ? PASSWORD : `Wrong-guess-${i}`,
          `198.51.${100 + (i >> 8)}.${i & 255}`,
        ),
      ),
    );
    const statuses = all.map((r) => r.status);
    return {
      // 400 wrong password and 200 are answers whose password was checked; 429 was refused unchecked
      checked: statuses.filter((s) => s === 400 || s === 200).length,
      signedIn: statuses.filter((s) => s === 200).length,
      refused: statuses.filter((s) => s === 429).length,
    };
  }

  it("200 parallel guesses from 200 addresses: 5 are checked, and on a throttled account none, the right password included", async () => {
    const email = await account();
    const first = await parallelGuesses(email, () => false);
    expect(first).toEqual({ checked: 5, signedIn: 0, refused: 195 });
    // now the account waits: the right password among 200 parallel guesses gets no token
    const second = await parallelGuesses(email, (i) => i === 117);
    expect(second).toEqual({ checked: 0, signedIn: 0, refused: 200 });
    // once the wait is over, the owner signs in
    clock.advance(15_000);
    expect((await signIn(b, email, PASSWORD, "192.0.2.200")).status).toBe(200);
  });

  it("a guesser who tries whenever allowed gets at most 12 guesses in any hour, and never a hard lock", async () => {
    const email = await account();
    const start = clock.now();
    const checkedAt: number[] = [];
    let i = 0;
    while (clock.now() - start < 3 * 3600_000) {
      const res = await signIn(i % 2 ? b : a, email, `Wrong-guess-${i}`, `203.0.113.${i % 250}`);
      i++;
      if (res.status === 400) checkedAt.push(clock.now());
      else {
        expect(res.status).toBe(429);
        // the attacker comes back the moment Retry-After says
        clock.advance(Number(res.headers.get("retry-after")) * 1000);
      }
    }
    const inHour = (from: number) => checkedAt.filter((t) => t >= from && t < from + 3600_000).length;
    const worst = Math.max(...checkedAt.map(inHour));
    expect(worst).toBeLessThanOrEqual(12);
    // the first hour is the worst; later the owner still gets a try every half hour
    expect(inHour(start)).toBe(worst);
    expect(inHour(start + 2 * 3600_000)).toBeGreaterThanOrEqual(2);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)(
  "per-address limits shared by two instances (postgres)",
  () => {
    const target = DB_TARGETS.find((t) => t.name === "postgres")!;
    let a: Ctx;
    let b: Ctx;
    let drop: () => Promise<void>;

    beforeAll(async () => {
      const opened = await target.open();
      drop = opened.drop;
      const env = { TRUST_PROXY: "127.0.0.1", RATE_LIMIT_BURST: "10", RATE_LIMIT_PER_MINUTE: "1" };
      a = await testApp(opened.database, env);
      b = await testApp(opened.database, env);
    });
    afterAll(async () => {
      await drop();
    });

    it("one address gets the burst once across both instances, also when asking in parallel", async () => {
      const from = (ctx: Ctx) =>
        ctx.app.request("/calendar/predict", { headers: { "x-forwarded-for": "198.51.100.77" } });
      const statuses = await Promise.all(Array.from({ length: 30 }, (_, i) => from(i % 2 ? b : a)));
      expect(statuses.filter((r) => r.status === 200)).toHaveLength(10);
      expect(statuses.filter((r) => r.status === 429)).toHaveLength(20);
      // the buckets are rows of the database, not of either process
      expect(await countRows(a, "rate_buckets")).toBeGreaterThan(0);
    });
  },
);

describe.each(DB_TARGETS)("keys of the per-address limits ($name)", (target: DbTarget) => {
  const ctx = appOn(target, {
    TRUST_PROXY: "127.0.0.1",
    RATE_LIMIT_BURST: "3",
    RATE_LIMIT_PER_MINUTE: "1",
  });

  const from = (address: string) =>
    ctx.app.request("/calendar/predict", { headers: { "x-forwarded-for": address } });

  it("an IPv6 client is its /64: new addresses in it share the bucket; the next /64 has its own", async () => {
    const statuses = [];
    for (let i = 1; i <= 5; i++) statuses.push((await from(`2001:db8:1:2::${i.toString(16)}`)).status);
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    expect((await from("2001:db8:1:2:ffff:ffff:ffff:ffff")).status).toBe(429);
    expect((await from("2001:0db8:0001:0002:0000:0000:0000:0009")).status).toBe(429);
    expect((await from("2001:db8:1:3::1")).status).toBe(200);
  });

  it("an IPv4 client is its address, also written IPv4-mapped", async () => {
    const statuses = [];
    for (const address of ["192.0.2.44", "::ffff:192.0.2.44", "::ffff:c000:22c", "192.0.2.44"])
      statuses.push((await from(address)).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect((await from("192.0.2.45")).status).toBe(200);
  });
});

describe.each(DB_TARGETS)("refused payment notifications ($name)", (target: DbTarget) => {
  const ctx = appOn(target, {
    TRUST_PROXY: "127.0.0.1",
    RATE_LIMIT_BURST: "5",
    RATE_LIMIT_PER_MINUTE: "1",
    YOOKASSA_SHOP_ID: "123456",
    YOOKASSA_SECRET_KEY: "test_not-a-real-key",
    STRIPE_SECRET_KEY: "sk_test_not_a_real_key",
    STRIPE_WEBHOOK_SECRET: "whsec_not_a_real_secret",
    ...SELLER_ENV,
  });

  it("from a foreign address or without a valid signature: refused, never stored, and limited per address", async () => {
    const body = JSON.stringify({ type: "notification", event: "payment.succeeded", object: { id: "x" } });
    const yookassa = (address: string) =>
      ctx.app.request("/payments/notify/yookassa", {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": address },
        body,
      });
    const statuses = [];
    for (let i = 0; i < 8; i++) statuses.push((await yookassa("203.0.113.66")).status);
    expect(statuses).toEqual([403, 403, 403, 403, 403, 429, 429, 429]);
    const stripe = await ctx.app.request("/payments/notify/stripe", {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": "203.0.113.67" },
      body: JSON.stringify({ type: "checkout.session.completed" }),
    });
    expect(stripe.status).toBe(400);
    expect(await countRows(ctx, "payment_events")).toBe(0);
  });
});
