/**
 * The installable app's server side (decision 023): the service worker and the web app manifests are served from
 * the site's root, checked on every use (`no-cache`), the worker with a policy that lets it fetch from the site
 * only; pages allow the worker (`worker-src 'self'`); and a page rendered for a signed-in user says whose it is
 * (`X-Bazi-Viewer`), so that the worker keeps it for that user only, while a visitor's page says nothing.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { gunzipSync } from "node:zlib";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { responseHeaders } from "../src/http/response-headers.ts";
import { pageCsp, SERVICE_WORKER_CSP, securityHeaders } from "../src/http/security.ts";
import { staticFiles } from "../src/http/static.ts";
import { VIEWER_HEADER } from "../src/web/page-routes.ts";
import { appOn, DB_TARGETS } from "./harness.ts";

/** The static files behind the same header middlewares as the app (app.ts, web/page-routes.ts). */
function serving(root: string) {
  const app = new Hono();
  app.use(responseHeaders());
  app.use(securityHeaders({ dev: false }));
  const files = staticFiles(root);
  app.on(["GET", "HEAD"], "*", async (c) => (await files(c.req.raw)) ?? c.notFound());
  return app;
}

describe("the service worker and the manifests", () => {
  const root = mkdtempSync(join(tmpdir(), "bazi-pwa-"));
  mkdirSync(join(root, "icons"));
  const worker = `self.addEventListener("fetch", () => {}); /* ${"x".repeat(2000)} */`;
  writeFileSync(join(root, "sw.js"), worker);
  writeFileSync(join(root, "manifest-ru.webmanifest"), JSON.stringify({ name: "Календарь Бацзы" }));
  writeFileSync(join(root, "manifest-en.webmanifest"), JSON.stringify({ name: "Bazi Calendar" }));
  writeFileSync(join(root, "icons", "ru-192.png"), new Uint8Array([0x89, 0x50, 0x4e, 0x47]));
  const app = serving(root);

  it("/sw.js: a script checked on every use, whose own policy lets it fetch from the site only", async () => {
    for (const headers of [{}, { "accept-encoding": "gzip, br" }] as Record<string, string>[]) {
      const res = await app.request("/sw.js", { headers });
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
      expect(res.headers.get("cache-control")).toBe("no-cache");
      expect(res.headers.get("content-security-policy")).toBe(SERVICE_WORKER_CSP);
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      // not a page: no Service-Worker-Allowed needed, the worker's scope is the root it is served from
      expect(res.headers.get("service-worker-allowed")).toBeNull();
      const body = new Uint8Array(await res.arrayBuffer());
      const text =
        res.headers.get("content-encoding") === "gzip"
          ? gunzipSync(body).toString()
          : new TextDecoder().decode(body);
      expect(text).toBe(worker);
    }
    expect(SERVICE_WORKER_CSP).toBe(
      "default-src 'none'; connect-src 'self'; frame-ancestors 'none'; base-uri 'none'",
    );
    const head = await app.request("/sw.js", { method: "HEAD" });
    expect(head.headers.get("cache-control")).toBe("no-cache");
    expect(head.headers.get("content-security-policy")).toBe(SERVICE_WORKER_CSP);
  });

  it("the manifests: their type, checked on every use, the strict policy of files", async () => {
    for (const lang of ["ru", "en"]) {
      const res = await app.request(`/manifest-${lang}.webmanifest`);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("application/manifest+json");
      expect(res.headers.get("cache-control")).toBe("no-cache");
      expect(res.headers.get("content-security-policy")).toBe(
        "default-src 'none'; frame-ancestors 'none'; base-uri 'none'",
      );
      expect(((await res.json()) as { name: string }).name).toMatch(/Бацзы|Bazi/);
    }
  });

  it("the icons: images with the short cache of the build's other files", async () => {
    const res = await app.request("/icons/ru-192.png");
    expect(res.headers.get("content-type")).toBe("image/png");
    expect(res.headers.get("cache-control")).toBe("public, max-age=3600");
    expect(res.headers.get("content-security-policy")).not.toBe(SERVICE_WORKER_CSP);
    // only /sw.js is the worker: another script named so elsewhere is a plain file
    mkdirSync(join(root, "x"), { recursive: true });
    writeFileSync(join(root, "x", "sw.js"), worker);
    const other = await app.request("/x/sw.js");
    expect(other.headers.get("cache-control")).toBe("public, max-age=3600");
    expect(other.headers.get("content-security-policy")).not.toBe(SERVICE_WORKER_CSP);
  });

  const built = fileURLToPath(new URL("../../web/build/client/", import.meta.url));
  it.skipIf(!existsSync(join(built, "sw.js")))("the web build's own files, when it is built", async () => {
    const real = serving(built);
    const sw = await real.request("/sw.js");
    expect(sw.headers.get("cache-control")).toBe("no-cache");
    expect(sw.headers.get("content-security-policy")).toBe(SERVICE_WORKER_CSP);
    for (const lang of ["ru", "en"]) {
      const res = await real.request(`/manifest-${lang}.webmanifest`);
      const manifest = (await res.json()) as { lang: string; icons: { src: string }[] };
      expect(manifest.lang).toBe(lang);
      for (const icon of manifest.icons) {
        const png = await real.request(icon.src);
        expect(png.status, icon.src).toBe(200);
        expect(png.headers.get("content-type")).toBe("image/png");
      }
    }
    expect(readFileSync(join(built, "sw.js"), "utf8")).toContain("bazi-shell-v1");
  });
});

describe("the pages' policy", () => {
  it("allows the site's own worker, with a nonce and with script hashes alike", () => {
    for (const scripts of [{ nonce: "abc" }, { hashes: ["'sha256-x'"] }]) {
      const csp = pageCsp({ dev: false }, scripts);
      expect(csp).toContain("worker-src 'self'");
    }
  });
});

describe.each(DB_TARGETS)("whose page it is, on $name", (target) => {
  const rendered: string[] = [];
  const ctx = appOn(
    target,
    {},
    {
      web: {
        handle: async (req) => {
          rendered.push(new URL(req.url).pathname);
          return new Response("<!doctype html><html><body>day</body></html>", {
            headers: { "content-type": "text/html; charset=utf-8" },
          });
        },
      },
    },
  );

  it("a signed-in user's page and data name the user; a visitor's do not", async () => {
    const res = await ctx.post("/api/user/singup", {
      name: "Вера",
      email: `pwa.${Date.now().toString(36)}@example.com`,
      password: "Sunflower-42",
      consent: true,
    });
    expect(res.status).toBe(201);
    const { user } = (await res.json()) as { user: { uuid: string } };
    const session = (res.headers.get("set-cookie") ?? "").split(";")[0]!;
    expect(session).toMatch(/session=/);

    for (const path of ["/2026/11/22", "/2026/11/22.data", "/2026/11/22/details"]) {
      const own = await ctx.app.request(path, { headers: { cookie: `${session}; place=524901` } });
      expect(own.status).toBe(200);
      expect(own.headers.get(VIEWER_HEADER), path).toBe(user.uuid);
      expect(own.headers.get("cache-control")).toBe("private, no-cache");

      const visitor = await ctx.app.request(path, { headers: { cookie: "place=524901" } });
      expect(visitor.headers.get(VIEWER_HEADER), path).toBeNull();
      const bare = await ctx.app.request(path);
      expect(bare.headers.get(VIEWER_HEADER), path).toBeNull();
    }
    // an expired or forged session renders for a visitor: nobody's page
    const forged = await ctx.app.request("/2026/11/22", { headers: { cookie: "session=forged" } });
    expect(forged.headers.get(VIEWER_HEADER)).toBeNull();
    expect(rendered.length).toBeGreaterThan(0);
  });
});
