/**
 * Requests from other sites and the headers of every answer, on PGlite and PostgreSQL: page forms take POST only
 * from our own pages; a nonce CSP on HTML, default-src 'none' on JSON, HSTS over https only; cached day bodies and
 * error answers carry the same common headers as any answer.
 */
import { describe, expect, it } from "vitest";
import { appOn, DB_TARGETS, problem } from "./harness.ts";

describe.each(DB_TARGETS)("cross-site requests and headers on $name", (target) => {
  const ctx = appOn(target);

  it("page forms accept POST only from our own pages", async () => {
    const noOrigin = await ctx.app.request("/bazi", { method: "POST", body: "a=1" });
    expect(noOrigin.status).toBe(403);
    expect((await problem(noOrigin)).code).toBe("CROSS_SITE_REQUEST");
    const crossSite = await ctx.app.request("/bazi", {
      method: "POST",
      body: "a=1",
      headers: { "sec-fetch-site": "cross-site" },
    });
    expect(crossSite.status).toBe(403);
    const otherOrigin = await ctx.app.request("http://localhost:3000/bazi", {
      method: "POST",
      body: "a=1",
      headers: { origin: "https://evil.example", host: "localhost:3000" },
    });
    expect(otherOrigin.status).toBe(403);
    // same origin passes the check (no web app in this in-process test: 404)
    const same = await ctx.app.request("/bazi", {
      method: "POST",
      body: "a=1",
      headers: { "sec-fetch-site": "same-origin" },
    });
    expect(same.status).toBe(404);
  });

  it("security headers on every response: a nonce CSP on HTML, default-src 'none' on JSON", async () => {
    const res = await ctx.app.request("/api/docs");
    const csp = res.headers.get("content-security-policy") ?? "";
    expect(csp).toMatch(/script-src 'nonce-[A-Za-z0-9+/=]+' 'strict-dynamic'/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(res.headers.get("x-request-id")).toBeTruthy();
    const other = await ctx.app.request("/api/docs");
    expect(other.headers.get("content-security-policy")).not.toBe(csp);
    const json = await ctx.app.request("/healthz");
    expect(json.headers.get("content-security-policy")).toBe(
      "default-src 'none'; frame-ancestors 'none'; base-uri 'none'",
    );
    expect(json.headers.get("x-content-type-options")).toBe("nosniff");
    // HSTS only over https (on plain http it would be ignored at best, and pin a dev host at worst)
    expect(json.headers.get("strict-transport-security")).toBeNull();
    const https = await ctx.app.request("https://bazi.example/healthz");
    expect(https.headers.get("strict-transport-security")).toContain("max-age=");
  });

  it("day answers and error answers carry the same common headers as any response", async () => {
    const expectCommon = (res: Response, requestId?: string) => {
      expect(res.headers.get("content-security-policy")).toBe(
        "default-src 'none'; frame-ancestors 'none'; base-uri 'none'",
      );
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      expect(res.headers.get("x-frame-options")).toBe("DENY");
      expect(res.headers.get("cross-origin-opener-policy")).toBe("same-origin");
      expect(res.headers.get("ratelimit-policy")).toMatch(/^\d+;w=60$/);
      if (requestId) expect(res.headers.get("x-request-id")).toBe(requestId);
      else expect(res.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    };
    const day = await ctx.app.request("/api/calendar/day?date=2026-11-21&lat=55.7558&lng=37.6173", {
      headers: { "accept-encoding": "gzip", "x-request-id": "trace-1" },
    });
    expect(day.status).toBe(200);
    expectCommon(day, "trace-1");
    const https = await ctx.app.request(
      "https://bazi.example/api/calendar/day?date=2026-11-21&lat=55.7558&lng=37.6173",
    );
    expect(https.headers.get("strict-transport-security")).toContain("max-age=");
    const bad = await ctx.app.request("/api/calendar/day?date=2026-13-01&lat=55.7558&lng=37.6173");
    expect(bad.status).toBe(400);
    expect(bad.headers.get("content-type")).toContain("application/problem+json");
    expectCommon(bad);
  });
});
