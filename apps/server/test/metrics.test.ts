/**
 * /metrics: the Prometheus text of one instance, for a scraper with the token only. Requests are counted by route
 * pattern (never by a person's path), with a latency histogram; rate-limit refusals by limit; refused payment
 * notifications by provider and reason; job runs by job and outcome. Settlements and reminder deliveries are
 * checked on real instances in topology.test.ts.
 */
import { describe, expect, it } from "vitest";
import { periodic } from "../src/jobs/periodic.ts";
import { createLogger } from "../src/log.ts";
import { createMetrics } from "../src/metrics.ts";
import { DB_TARGETS, SELLER_ENV, testApp } from "./harness.ts";

const TOKEN = "scraper-token-0123456789abcdef";

/** The value of one sample line, e.g. `bazi_http_requests_total{method="GET",route="/api/user",status="401"}`. */
function sample(text: string, name: string, labels: Record<string, string>): number {
  for (const line of text.split("\n")) {
    if (!line.startsWith(`${name}{`)) continue;
    const inside = line.slice(name.length + 1, line.lastIndexOf("}"));
    const got = Object.fromEntries([...inside.matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
    if (Object.entries(labels).every(([k, v]) => got[k] === v))
      return Number(line.slice(line.lastIndexOf(" ") + 1));
  }
  return 0;
}

describe("/metrics", () => {
  it("answers only a scraper with the token, and 404 when no token is configured", async () => {
    const { database, drop } = await DB_TARGETS[0]!.open();
    const off = await testApp(database);
    expect((await off.app.request("/metrics")).status).toBe(404);
    const on = await testApp(database, { METRICS_TOKEN: TOKEN });
    expect((await on.app.request("/metrics")).status).toBe(401);
    expect(
      (await on.app.request("/metrics", { headers: { authorization: `Bearer ${TOKEN}x` } })).status,
    ).toBe(401);
    const ok = await on.app.request("/metrics", { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(ok.status).toBe(200);
    expect(ok.headers.get("content-type")).toContain("text/plain");
    expect(await ok.text()).toContain("process_cpu_user_seconds_total");
    await drop();
  });

  it("counts requests by route pattern (also when a middleware refuses them) and rate-limit refusals", async () => {
    const { database, drop } = await DB_TARGETS[0]!.open();
    const ctx = await testApp(database, {
      METRICS_TOKEN: TOKEN,
      RATE_LIMIT_BURST: "3",
      RATE_LIMIT_PER_MINUTE: "1",
      TRUST_PROXY: "127.0.0.1",
    });
    const from = (address: string, path: string, init: RequestInit = {}) =>
      ctx.app.request(path, { ...init, headers: { "x-forwarded-for": address, ...init.headers } });
    const id = "00000000-0000-4000-8000-000000000001";
    expect((await from("192.0.2.1", `/api/charts/${id}`)).status).toBe(401);
    expect((await from("192.0.2.1", `/api/charts/${id}`)).status).toBe(401);
    for (let i = 0; i < 3; i++) await from("192.0.2.2", "/calendar/predict");
    expect((await from("192.0.2.2", "/calendar/predict")).status).toBe(429);
    const text = await (
      await ctx.app.request("/metrics", { headers: { authorization: `Bearer ${TOKEN}` } })
    ).text();
    expect(
      sample(text, "bazi_http_requests_total", { method: "GET", route: "/api/charts/:uuid", status: "401" }),
    ).toBe(2);
    expect(text).not.toContain(id);
    expect(sample(text, "bazi_http_requests_total", { route: "/calendar/predict", status: "200" })).toBe(3);
    expect(sample(text, "bazi_http_requests_total", { route: "/calendar/predict", status: "429" })).toBe(1);
    expect(sample(text, "bazi_http_request_duration_seconds_count", { route: "/calendar/predict" })).toBe(4);
    expect(sample(text, "bazi_rate_limit_refusals_total", { limit: "public" })).toBe(1);
    await drop();
  });

  it("counts refused payment notifications by provider and reason", async () => {
    const { database, drop } = await DB_TARGETS[0]!.open();
    const ctx = await testApp(database, {
      METRICS_TOKEN: TOKEN,
      TRUST_PROXY: "127.0.0.1",
      YOOKASSA_SHOP_ID: "123456",
      YOOKASSA_SECRET_KEY: "test_not-a-real-key",
      ...SELLER_ENV,
    });
    for (let i = 0; i < 2; i++)
      await ctx.app.request("/payments/notify/yookassa", {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": "203.0.113.5" },
        body: JSON.stringify({ type: "notification", event: "payment.succeeded", object: { id: "x" } }),
      });
    const text = await (
      await ctx.app.request("/metrics", { headers: { authorization: `Bearer ${TOKEN}` } })
    ).text();
    expect(
      sample(text, "bazi_payment_notifications_refused_total", { provider: "yookassa", reason: "forbidden" }),
    ).toBe(2);
    await drop();
  });

  it("times job runs by job and outcome", async () => {
    const metrics = createMetrics();
    let runs = 0;
    const job = periodic(
      "probe",
      async () => {
        runs++;
        if (runs === 2) throw new Error("the second run fails");
      },
      createLogger("silent"),
      metrics,
    );
    job.start(5);
    await expect.poll(() => runs, { timeout: 5_000, interval: 5 }).toBeGreaterThanOrEqual(3);
    await job.stop();
    const text = await metrics.text();
    expect(sample(text, "bazi_job_run_duration_seconds_count", { job: "probe", outcome: "failed" })).toBe(1);
    expect(
      sample(text, "bazi_job_run_duration_seconds_count", { job: "probe", outcome: "ok" }),
    ).toBeGreaterThanOrEqual(2);
  });
});
