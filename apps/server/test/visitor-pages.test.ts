/**
 * A visitor's page is fixed bytes (decisions 019 and 035): rendered once per 5 s without a nonce, the hashes of
 * its inline scripts in its policy, a strong ETag and 304s (Hono's etag middleware), sent as they are (the proxy
 * compresses: topology.test.ts). A request with a cookie gets a page rendered for it, with a nonce.
 */

import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { SHARED_PAGE_CACHE } from "../src/http/fixed-page.ts";
import { withPageCache } from "../src/web/page-cache.ts";
import { appOn, DB_TARGETS } from "./harness.ts";

describe("a visitor's pages", () => {
  let renders = 0;
  /** A page as the web app renders it: inline scripts with the nonce, or none for a visitor's fixed page. */
  const page = (path: string, nonce: string, n: number) => {
    const attr = nonce ? ` nonce="${nonce}"` : "";
    return `<!doctype html><html><head><script${attr}>start()</script></head><body><h1>Календарь ${path}</h1><p>render ${n}</p><script type="text/x-deferred-module">import("/assets/a.js")</script><script${attr}>go(\r\n)</script><script src="/assets/b.js"${attr}></script></body></html>`;
  };
  const render = async (req: Request, nonce: string) => {
    const path = new URL(req.url).pathname;
    return new Response(page(path, nonce, ++renders), {
      status: path === "/missing" ? 404 : 200,
      headers: { "content-type": "text/html; charset=utf-8" },
    });
  };
  const sha = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;
  const renderingOf = (html: string) => Number(/render (\d+)/.exec(html)?.[1]);

  const anonymous = withPageCache((req) => render(req, ""), 60_000);
  const t = appOn(DB_TARGETS[0]!, {}, { web: { handle: render, anonymous } });

  it("is rendered once and sent as the same bytes; its policy lists the inline scripts' hashes", async () => {
    for (const [path, status] of [
      ["/2026/11/21", 200],
      ["/missing", 404],
    ] as const) {
      const before = renders;
      const answers = [];
      for (let i = 0; i < 3; i++) answers.push(await t.app.request(path));
      expect(renders - before).toBe(1);
      const [first, ...again] = answers;
      const html = await first!.text();
      expect(first!.status).toBe(status);
      expect(html).toBe(page(path, "", renderingOf(html)));
      for (const res of again) expect(await res.text()).toBe(html);
      // every inline script, the inert module text too, by the hash of its text as the browser reads it
      // (CR LF as LF); the site's own files by 'self'; no nonce anywhere
      const csp = String(first!.headers.get("content-security-policy"));
      expect(/script-src ([^;]+)/.exec(csp)?.[1]).toBe(
        ["'self'", sha("start()"), sha('import("/assets/a.js")'), sha("go(\n)")].join(" "),
      );
      expect(csp).not.toContain("nonce");
      expect(first!.headers.get("cache-control")).toBe(SHARED_PAGE_CACHE);
      expect(first!.headers.get("vary")).toBe("Cookie");
      expect(first!.headers.get("content-encoding")).toBeNull();
      // only a page that exists has a validator
      if (status === 200) expect(first!.headers.get("etag")).toMatch(/^"[\w-]{22}"$/);
      else expect(first!.headers.get("etag")).toBeNull();
    }
  });

  it("a request naming its ETag (strong, or weak as a proxy that compressed it sends it) gets 304", async () => {
    const path = "/2026/11/22";
    const first = await t.app.request(path);
    const etag = String(first.headers.get("etag"));
    for (const named of [etag, `"other", W/${etag}`]) {
      const again = await t.app.request(path, { headers: { "if-none-match": named } });
      expect(again.status).toBe(304);
      expect((await again.arrayBuffer()).byteLength).toBe(0);
      expect(again.headers.get("etag")).toBe(etag);
      expect(again.headers.get("cache-control")).toBe(SHARED_PAGE_CACHE);
      // a browser updates the page it keeps with a 304's headers: the page's own policy (its scripts' hashes) must
      // come back, or the API's would replace it and the kept page's scripts would not run
      expect(again.headers.get("content-security-policy")).toBe(first.headers.get("content-security-policy"));
    }
    const stale = await t.app.request(path, { headers: { "if-none-match": '"other"' } });
    expect(stale.status).toBe(200);
    expect(await stale.text()).toBe(await first.text());
  });

  it("a visitor with a cookie gets a page rendered for the request, with a nonce, kept by nobody", async () => {
    await t.app.request("/2026/11/24");
    const before = renders;
    const own = await t.app.request("/2026/11/24", { headers: { cookie: "consent=1" } });
    expect(renders - before).toBe(1);
    const nonce = /'nonce-([^']+)'/.exec(String(own.headers.get("content-security-policy")))?.[1];
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    const html = await own.text();
    expect(html).toBe(page("/2026/11/24", nonce!, renderingOf(html)));
    expect(own.headers.get("cache-control")).toBe("private, no-cache");
    expect(own.headers.get("etag")).toBeNull();
  });
});
