import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { parseEnv } from "../src/env.ts";
import { responseHeaders } from "../src/http/response-headers.ts";
import { newNonce, securityHeaders } from "../src/http/security.ts";

async function cspOf(metrica: boolean): Promise<string> {
  const app = new Hono();
  app.use(responseHeaders());
  app.use(securityHeaders({ dev: false, metrica }));
  app.get("/", (c) => c.html("<p>hi</p>"));
  const res = await app.request("/");
  return res.headers.get("content-security-policy") ?? "";
}

describe("the CSP and Yandex Metrica", () => {
  it("allows nothing outside the site without METRICA_ID", async () => {
    expect(await cspOf(false)).not.toContain("yandex");
  });

  it("allows mc.yandex.ru for scripts, images and connections with METRICA_ID", async () => {
    const csp = await cspOf(true);
    const directive = (name: string) => csp.split("; ").find((d) => d.startsWith(`${name} `)) ?? "";
    expect(directive("script-src")).toMatch(/'strict-dynamic' https:\/\/mc\.yandex\.ru$/);
    expect(directive("img-src")).toContain("https://mc.yandex.ru");
    expect(directive("connect-src")).toBe("connect-src 'self' https://mc.yandex.ru");
    expect(directive("default-src")).toBe("default-src 'self'");
  });

  it("METRICA_ID is optional and must be the counter's number", () => {
    expect(parseEnv({}).METRICA_ID).toBeUndefined();
    expect(parseEnv({ METRICA_ID: "12345678" }).METRICA_ID).toBe("12345678");
    expect(() => parseEnv({ METRICA_ID: "abc" })).toThrow(/METRICA_ID/);
  });
});

describe("nonces", () => {
  it("are 16 random bytes in base64, never repeated, across refills of the pool", () => {
    const nonces = Array.from({ length: 2000 }, () => newNonce());
    expect(new Set(nonces).size).toBe(nonces.length);
    for (const n of nonces) {
      expect(n).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(Buffer.from(n, "base64")).toHaveLength(16);
    }
    // not a counter: the bytes vary across the whole nonce
    const firstBytes = new Set(nonces.map((n) => Buffer.from(n, "base64")[0]));
    expect(firstBytes.size).toBeGreaterThan(200);
  });
});
