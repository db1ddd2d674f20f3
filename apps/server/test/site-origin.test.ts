/**
 * Where links back to the site point (http/origin.ts): with SITE_URL_RU / SITE_URL_EN set, always there; with
 * neither set (the embedded default), a link made for a request goes back to the host and port that request came
 * to, so a payer who started on http://127.0.0.1:4123 returns there (over the JSON API and the page's form), and
 * so do the calendar feed's address and its day links. The Host header is checked: anything but a plain
 * host[:port] (a path, userinfo, a bad port) is never reflected, the default origin is used instead. Behind our
 * own proxy (TRUST_PROXY names the connection's peer) X-Forwarded-Proto gives the scheme. Links made without a request (the reminders' disable
 * link) use the configured origin or the default.
 */
import type { Services } from "@bazi/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { requestOrigin } from "../src/http/origin.ts";
import type { WebHandler } from "../src/web/page-routes.ts";
import { CHART_FORM, newPglite, signUp, testApp } from "./harness.ts";

type Ctx = Awaited<ReturnType<typeof testApp>>;
type User = Awaited<ReturnType<typeof signUp>>;

const apps: { close(): Promise<void> }[] = [];

/** An app on its own in-memory database; `web` answers page forms with the payment's checkout. */
async function app(env: Record<string, string> = {}): Promise<Ctx> {
  const database = await newPglite();
  apps.push(database);
  let services: Services | null = null;
  // the page's checkout form, as routes/personal.tsx's action calls it: with the session the server made
  const web: WebHandler = {
    async handle(req, _nonce, session) {
      const form = Object.fromEntries(await req.formData());
      const r = await services!.payments.checkout(session!, { ...form, confirm: "on", consent: "on" }, "ru");
      return Response.json(r);
    },
  };
  const ctx = await testApp(database, env, { web });
  services = ctx.services;
  return ctx;
}

async function chartOf(u: User): Promise<string> {
  const res = await u.call("POST", "/api/charts", CHART_FORM);
  expect(res.status).toBe(201);
  return ((await res.json()) as { chart: { uuid: string } }).chart.uuid;
}

/** A checkout asked at `url` with `headers`, then the payer's choice in the sandbox: where the payer is sent. */
async function payerReturnsTo(
  ctx: Ctx,
  u: User,
  url: string,
  headers: Record<string, string>,
  opts: { lang?: "ru" | "en"; outcome?: "succeed" | "fail"; uuid?: string } = {},
): Promise<{ next: string; uuid: string; orderId: string }> {
  const uuid = opts.uuid ?? (await chartOf(u));
  const lang = opts.lang ?? "ru";
  const res = await ctx.app.request(url, {
    method: "POST",
    headers: { ...u.auth, "content-type": "application/json", "accept-language": lang, ...headers },
    body: JSON.stringify({
      uuid,
      product: `site-1m-${lang === "en" ? "usd" : "rub"}`,
      confirm: true,
      consent: true,
    }),
  });
  expect(res.status, await res.clone().text()).toBe(201);
  const { orderId, confirmationUrl } = (await res.json()) as { orderId: string; confirmationUrl: string };
  return { next: await decide(ctx, confirmationUrl, opts.outcome ?? "succeed"), uuid, orderId };
}

async function decide(ctx: Ctx, confirmationUrl: string, outcome: "succeed" | "fail"): Promise<string> {
  expect(confirmationUrl).toMatch(/^\/sandbox\/pay\/sbx_/);
  const res = await ctx.app.request(confirmationUrl, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", "sec-fetch-site": "same-origin" },
    body: `outcome=${outcome}&lang=ru`,
  });
  expect(res.status).toBe(303);
  return res.headers.get("location")!;
}

afterAll(async () => {
  for (const a of apps) await a.close();
});

describe("no SITE_URL_*: links for a request go back to where it came", () => {
  let ctx: Ctx;
  let u: User;
  beforeAll(async () => {
    ctx = await app();
    u = await signUp(ctx, "origin");
  });

  it("the payer returns to the host and port the checkout was asked on, and the feed lives there", async () => {
    const at = { host: "127.0.0.1:4123" };
    const paid = await payerReturnsTo(ctx, u, "http://127.0.0.1:4123/api/payments", at);
    expect(paid.next).toBe(`http://127.0.0.1:4123/kassa/success?uuid=${paid.uuid}&order=${paid.orderId}`);
    const failed = await payerReturnsTo(ctx, u, "http://127.0.0.1:4123/api/payments", at, {
      outcome: "fail",
    });
    expect(failed.next).toBe(`http://127.0.0.1:4123/kassa/fail?uuid=${failed.uuid}&order=${failed.orderId}`);
    const en = await payerReturnsTo(
      ctx,
      u,
      "http://[::1]:8080/api/payments",
      { host: "[::1]:8080" },
      { lang: "en" },
    );
    expect(en.next).toBe(`http://[::1]:8080/en/kassa/success?uuid=${en.uuid}&order=${en.orderId}`);

    // the paid chart's calendar feed: its address, and the day links inside it
    const res = await ctx.app.request(`http://127.0.0.1:4123/api/charts/${paid.uuid}/feed`, {
      method: "POST",
      headers: { ...u.auth, ...at },
    });
    expect(res.status).toBe(201);
    const { url } = (await res.json()) as { url: string };
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:4123\/feed\/[A-Za-z0-9_-]{43}\.ics$/);
    const feed = await (await ctx.app.request(url, { headers: at })).text();
    expect(feed).toContain("URL:http://127.0.0.1:4123/");
    expect(feed).not.toContain("localhost:3000");
  });

  it("so does the page's checkout form (the page session carries the request's origin)", async () => {
    const uuid = await chartOf(u);
    const res = await ctx.app.request("http://192.168.1.20:3000/personal", {
      method: "POST",
      headers: {
        host: "192.168.1.20:3000",
        "sec-fetch-site": "same-origin",
        cookie: `session=${u.auth.authorization.slice("Bearer ".length)}`,
        "content-type": "application/x-www-form-urlencoded",
      },
      body: `uuid=${uuid}&product=site-1m-rub`,
    });
    const r = (await res.json()) as { ok: boolean; value: { orderId: string; confirmationUrl: string } };
    expect(r.ok).toBe(true);
    expect(await decide(ctx, r.value.confirmationUrl, "succeed")).toBe(
      `http://192.168.1.20:3000/kassa/success?uuid=${uuid}&order=${r.value.orderId}`,
    );
  });

  it("a forged Host is never reflected: the payer goes to the default origin", async () => {
    const forged = [
      "evil.example/x",
      "a@b",
      "user:pass@evil.example",
      "evil.example:99999",
      "evil.example:0",
      "evil.example?x=1",
      "evil.example#x",
      "evil .example",
      "evil.example:80/kassa",
      "[::1",
      "evil.example\\x",
      "-evil.example",
      "",
    ];
    for (const host of forged) {
      const { next, uuid, orderId } = await payerReturnsTo(ctx, u, "http://localhost/api/payments", { host });
      expect(next, `Host: ${host}`).toBe(`http://localhost:3000/kassa/success?uuid=${uuid}&order=${orderId}`);
    }
    // no Host at all (HTTP/1.0): the default too
    const bare = await payerReturnsTo(ctx, u, "http://localhost/api/payments", {});
    expect(bare.next).toMatch(/^http:\/\/localhost:3000\/kassa\/success\?/);
  });

  it("X-Forwarded-Proto counts only behind our own proxy (TRUST_PROXY)", async () => {
    const headers = { host: "bazi.local:8443", "x-forwarded-proto": "https" };
    const direct = await payerReturnsTo(ctx, u, "http://bazi.local:8443/api/payments", headers);
    expect(direct.next).toMatch(/^http:\/\/bazi\.local:8443\/kassa\/success\?/);

    // the requests come from 127.0.0.1 (harness.ts): believed when TRUST_PROXY names it, not when it names another
    const proxied = await app({ TRUST_PROXY: "127.0.0.1" });
    const p = await signUp(proxied, "proxied");
    const behind = await payerReturnsTo(proxied, p, "http://bazi.local:8443/api/payments", headers);
    expect(behind.next).toMatch(/^https:\/\/bazi\.local:8443\/kassa\/success\?/);
    const elsewhere = await app({ TRUST_PROXY: "10.9.9.9" });
    const e = await signUp(elsewhere, "elsewhere");
    const around = await payerReturnsTo(elsewhere, e, "http://bazi.local:8443/api/payments", headers);
    expect(around.next).toMatch(/^http:\/\/bazi\.local:8443\/kassa\/success\?/);
  });

  it("links made without a request (the reminders' disable link) use the default origin", () => {
    expect(ctx.reminders.disableUrl("9a1f3c0e-8d1b-4b7e-9c51-2f6a1e0b7d42", "ru")).toMatch(
      /^http:\/\/localhost:3000\/chart\/notify\/disable\//,
    );
  });
});

describe("SITE_URL_* set: always the configured origin, whatever the Host says", () => {
  it("SITE_URL_RU alone serves both languages", async () => {
    const ctx = await app({ SITE_URL_RU: "https://bazi.example" });
    const u = await signUp(ctx, "configured");
    const at = { host: "127.0.0.1:4123" };
    const ru = await payerReturnsTo(ctx, u, "http://127.0.0.1:4123/api/payments", at);
    expect(ru.next).toBe(`https://bazi.example/kassa/success?uuid=${ru.uuid}&order=${ru.orderId}`);
    const en = await payerReturnsTo(ctx, u, "http://127.0.0.1:4123/api/payments", at, { lang: "en" });
    expect(en.next).toBe(`https://bazi.example/en/kassa/success?uuid=${en.uuid}&order=${en.orderId}`);
    const res = await ctx.app.request(`http://127.0.0.1:4123/api/charts/${ru.uuid}/feed`, {
      method: "POST",
      headers: { ...u.auth, ...at },
    });
    expect(((await res.json()) as { url: string }).url).toMatch(/^https:\/\/bazi\.example\/feed\//);
    expect(ctx.reminders.disableUrl(ru.uuid, "en")).toMatch(/^https:\/\/bazi\.example\/en\/chart\/notify\//);
  });

  it("each language its own when both are set", async () => {
    const ctx = await app({ SITE_URL_RU: "https://bazi.example", SITE_URL_EN: "https://en.bazi.example/" });
    const u = await signUp(ctx, "both");
    const at = { host: "127.0.0.1:4123" };
    const ru = await payerReturnsTo(ctx, u, "http://127.0.0.1:4123/api/payments", at);
    expect(ru.next).toMatch(/^https:\/\/bazi\.example\/kassa\/success\?/);
    const en = await payerReturnsTo(ctx, u, "http://127.0.0.1:4123/api/payments", at, { lang: "en" });
    expect(en.next).toMatch(/^https:\/\/en\.bazi\.example\/en\/kassa\/success\?/);
  });
});

describe("requestOrigin", () => {
  const of = (host: string | null, url = "http://x/", headers: Record<string, string> = {}, trust = false) =>
    requestOrigin(new Request(url, { headers: { ...(host === null ? {} : { host }), ...headers } }), trust);

  it("normalises what a browser may send: case, default ports, IP literals", () => {
    expect(of("Bazi.Example:80")).toBe("http://bazi.example");
    expect(of("bazi.example:443", "http://x/", { "x-forwarded-proto": "https" }, true)).toBe(
      "https://bazi.example",
    );
    expect(of("127.0.0.1:4123")).toBe("http://127.0.0.1:4123");
    expect(of("[2001:db8::1]:8080")).toBe("http://[2001:db8::1]:8080");
    expect(of("localhost")).toBe("http://localhost");
  });

  it("refuses anything else", () => {
    for (const host of ["a/b", "a@b", "a:b", "a:65536", "[zz::1]", "a..b", `${"a".repeat(64)}.example`, null])
      expect(of(host), String(host)).toBeNull();
  });
});
