/**
 * The sandbox after a server restart (issue 39, defect 2): the orders and their payment pages' addresses are in the
 * database, the sandbox's payments were in the old process's memory. Choosing the same tariff again opens a new,
 * working payment page (never the old one, which says «Платёж не найден»); the old order ends canceled; and the
 * job asks the provider about a payment it has forgotten once, not every minute for three days.
 */
import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { createLogger } from "../src/log.ts";
import { type ManualClock, manualClock } from "../src/providers/clock.ts";
import { createSandboxProvider } from "../src/providers/payments-sandbox.ts";
import { CHART_FORM, DB_TARGETS, type DbTarget, NOW, testApp } from "./harness.ts";

type Ctx = Awaited<ReturnType<typeof testApp>>;

/** A user with a chart, signed up on `ctx`; `call` takes the app to send to (the token outlives a restart). */
async function payer(ctx: Ctx) {
  const email = `restart.${Date.now().toString(36)}.${randomBytes(3).toString("hex")}@example.com`;
  const signup = await ctx.post("/api/user/singup", {
    name: "Payer",
    email,
    password: "Sunflower-42",
    consent: true,
  });
  expect(signup.status).toBe(201);
  const { token } = (await signup.json()) as { token: string };
  const call = (app: Ctx, method: string, path: string, body?: unknown) =>
    app.app.request(path, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        "accept-language": "ru",
        ...(body === undefined ? {} : { "content-type": "application/json" }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  const created = await call(ctx, "POST", "/api/charts", CHART_FORM);
  expect(created.status).toBe(201);
  const uuid = ((await created.json()) as { chart: { uuid: string } }).chart.uuid;
  const checkout = async (app: Ctx) => {
    const res = await call(app, "POST", "/api/payments", {
      uuid,
      product: "site-1m-rub",
      confirm: true,
      consent: true,
    });
    expect(res.status).toBe(201);
    return (await res.json()) as { orderId: string; confirmationUrl: string };
  };
  const history = async (app: Ctx) =>
    (
      (await (await call(app, "GET", "/api/client/payments")).json()) as {
        payments: { id: string; status: string }[];
      }
    ).payments;
  const chart = async (app: Ctx) =>
    (
      (await (await call(app, "GET", "/api/charts")).json()) as { list: { uuid: string; active: boolean }[] }
    ).list.find((c) => c.uuid === uuid)!;
  return { checkout, history, chart };
}

/** The sandbox's page at `url` on `app`: its status and whether it offers the payer a choice. */
async function page(app: Ctx, url: string) {
  const res = await app.app.request(url, { headers: { "accept-language": "ru" } });
  const html = await res.text();
  return { status: res.status, form: html.includes('data-testid="sandbox-form"'), html };
}

/** One site's instances over one database and clock: `start()` is a (re)start with a fresh sandbox. */
async function site(target: DbTarget) {
  const opened = await target.open();
  const clock: ManualClock = manualClock(NOW);
  const authKey = new Uint8Array(randomBytes(32));
  let started = 0;
  return {
    clock,
    drop: opened.drop,
    async start(opts: Parameters<typeof testApp>[2] = {}) {
      return testApp(opened.database, {}, { clock, authKey, prepared: started++ > 0, ...opts });
    },
  };
}

describe.each(DB_TARGETS)("a sandbox payment after a restart on $name", (target: DbTarget) => {
  it("the same tariff chosen again opens a new, working payment page; the old order ends canceled", async () => {
    const s = await site(target);
    try {
      const before = await s.start();
      const u = await payer(before);
      const first = await u.checkout(before);
      expect(first.confirmationUrl).toMatch(/^\/sandbox\/pay\/sbx_/);
      expect(await page(before, first.confirmationUrl)).toMatchObject({ status: 200, form: true });

      const after = await s.start(); // the restart: the same database, a sandbox that never saw the payment
      expect(after.sandbox).not.toBe(before.sandbox);
      const old = await page(after, first.confirmationUrl);
      expect(old.status).toBe(404);
      expect(old.html).toContain("Платёж не найден.");

      s.clock.advance(60_000); // well within the minutes a repeated checkout reuses its order
      const again = await u.checkout(after);
      expect(again.orderId).not.toBe(first.orderId);
      expect(again.confirmationUrl).not.toBe(first.confirmationUrl);
      expect(await page(after, again.confirmationUrl)).toMatchObject({ status: 200, form: true });
      // a third choice within the minutes reuses the new one, which the sandbox still has
      expect(await u.checkout(after)).toEqual(again);

      expect(await u.history(after)).toEqual([
        expect.objectContaining({ id: again.orderId, status: "pending" }),
        expect.objectContaining({ id: first.orderId, status: "canceled" }),
      ]);

      // and the new page pays
      const paid = await after.app.request(again.confirmationUrl, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", "sec-fetch-site": "same-origin" },
        body: "outcome=succeed",
      });
      expect(paid.status).toBe(303);
      expect((await u.chart(after)).active).toBe(true);
      expect((await u.history(after))[0]).toMatchObject({ id: again.orderId, status: "paid" });
    } finally {
      await s.drop();
    }
  });

  it("the job asks once about a payment the restarted sandbox forgot, cancels its order and stops asking", async () => {
    const s = await site(target);
    try {
      const before = await s.start();
      const u = await payer(before);
      const first = await u.checkout(before);

      const lines: string[] = [];
      const log = createLogger("info", { write: (line: string) => void lines.push(line) });
      const sandbox = createSandboxProvider();
      const asked: string[] = [];
      const counted = {
        ...sandbox,
        fetch: (id: string) => {
          asked.push(id);
          return sandbox.fetch(id);
        },
      };
      const after = await s.start({
        log,
        payments: { providers: { RUB: counted, USD: counted }, sandbox, checkoutOrigins: [] },
      });

      // the job runs every minute; the first run that may ask comes three minutes after the payment
      const outcomes: string[][] = [];
      for (let minute = 1; minute <= 10; minute++) {
        s.clock.advance(60_000);
        outcomes.push(await after.payments.reconcile());
      }
      expect(outcomes.flat()).toEqual(["canceled"]);
      expect(asked).toHaveLength(1);
      expect(await u.history(after)).toEqual([
        expect.objectContaining({ id: first.orderId, status: "canceled" }),
      ]);
      const said = lines.map((l) => (JSON.parse(l) as { msg: string }).msg);
      expect(
        said.filter((m) => m === "the provider has no such payment: its order is canceled"),
      ).toHaveLength(1);
      expect(said).not.toContain("could not ask the provider about a pending payment");

      // the tariff chosen again makes a new payment, which the page offers
      const again = await u.checkout(after);
      expect(again.orderId).not.toBe(first.orderId);
      expect(await page(after, again.confirmationUrl)).toMatchObject({ status: 200, form: true });
    } finally {
      await s.drop();
    }
  });
});
