/**
 * The per-address limits over HTTP: 429 with Retry-After once the burst is spent (health checks stay open); behind
 * our proxy (TRUST_PROXY names the connection's peer, harness.ts's 127.0.0.1) the key is the address the proxy
 * appended, so a forged start of X-Forwarded-For does not escape (from anyone else: trusted-proxies.test.ts).
 */
import { describe, expect, it } from "vitest";
import { DB_TARGETS, testApp } from "./harness.ts";

describe("rate limits", () => {
  it("answers 429 with Retry-After once the per-IP burst is spent", async () => {
    const { database, drop } = await DB_TARGETS[0]!.open();
    const ctx = await testApp(database, { RATE_LIMIT_BURST: "3", RATE_LIMIT_PER_MINUTE: "60" });
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await ctx.app.request("/calendar/predict")).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const res = await ctx.app.request("/calendar/predict");
    expect(res.headers.get("retry-after")).toMatch(/^\d+$/);
    expect((await ctx.app.request("/healthz")).status).toBe(200);
    await drop();
  });

  it("behind our proxy the key is the address it appended: a forged X-Forwarded-For start does not escape", async () => {
    const { database, drop } = await DB_TARGETS[0]!.open();
    const ctx = await testApp(database, {
      RATE_LIMIT_BURST: "3",
      RATE_LIMIT_PER_MINUTE: "60",
      TRUST_PROXY: "127.0.0.1",
    });
    const from = (forwarded: string) =>
      ctx.app.request("/calendar/predict", { headers: { "x-forwarded-for": forwarded } });
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await from(`10.9.9.${i}, 203.0.113.9`)).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    // another client (the proxy appended another address) has its own bucket
    expect((await from("10.9.9.1, 203.0.113.10")).status).toBe(200);
    await drop();
  });
});
