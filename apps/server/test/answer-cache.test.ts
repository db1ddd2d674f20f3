/**
 * Repeat answers before Hono (http/answer-cache.ts, decisions 012 and 019): a repeat of an anonymous GET of the
 * day endpoint or of a visitor's page gets the very status, headers and bytes the app gave, without reaching the
 * app; the rate limit, the request id and everything that is not such a repeat still go through the app. A
 * visitor's page is fixed bytes: the hashes of its inline scripts in its policy, a strong ETag and 304s.
 */

import { createHash } from "node:crypto";
import { createServer, type IncomingHttpHeaders, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { getRequestListener } from "@hono/node-server";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from "vitest";
import { type AnswerCache, createAnswerCache } from "../src/http/answer-cache.ts";
import { brotliSettled } from "../src/http/encoded-body.ts";
import { SHARED_PAGE_CACHE } from "../src/http/fixed-page.ts";
import { completeResponse, responseHeaders } from "../src/http/response-headers.ts";
import { NO_PROXIES } from "../src/http/trusted-proxies.ts";
import { withPageCache } from "../src/web/page-cache.ts";
import { DB_TARGETS, type DbTarget, testApp } from "./harness.ts";

type FetchCallback = Parameters<typeof getRequestListener>[0];
type TestAppArgs = Parameters<typeof testApp> extends [unknown, ...infer Rest] ? Rest : never;

interface Got {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

function get(port: number, path: string, headers: Record<string, string> = {}): Promise<Got> {
  return new Promise((resolve, reject) => {
    request({ host: "127.0.0.1", port, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    })
      .on("error", reject)
      .end();
  });
}

/** The headers that may differ between two answers to the same request. */
const sameAnswer = (h: IncomingHttpHeaders) => {
  const { date: _d, "x-request-id": _id, connection: _c, "keep-alive": _k, ...rest } = h;
  return rest;
};

async function listen(server: Server): Promise<number> {
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  return (server.address() as AddressInfo).port;
}

/** A real HTTP server with the answer cache in front of the app, as boot.ts runs them. */
interface Fronted {
  port: number;
  /** Requests that reached the app (past the answer cache). */
  readonly reachedApp: number;
  close(): Promise<void>;
}

async function serveFronted(answers: AnswerCache, fetch: FetchCallback): Promise<Fronted> {
  const listener = getRequestListener(fetch);
  let reachedApp = 0;
  const server = createServer(
    answers.front((req, res) => {
      reachedApp++;
      void listener(req, res);
    }),
  );
  const port = await listen(server);
  return {
    port,
    get reachedApp() {
      return reachedApp;
    },
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

/** The whole app (harness.ts) on a fresh database, served with its answer cache in front. */
async function frontedTestApp(target: DbTarget, ...args: TestAppArgs) {
  const { database, drop } = await target.open();
  const t = await testApp(database, ...args);
  const fronted = await serveFronted(t.answers, t.app.fetch);
  return {
    answers: t.answers,
    port: fronted.port,
    get reachedApp() {
      return fronted.reachedApp;
    },
    close: async () => {
      await fronted.close();
      await drop();
    },
  };
}

const BROWSER_ENCODINGS = { "accept-encoding": "gzip, deflate, br, zstd" };

const DAY = "/api/calendar/day?date=2026-11-21&lat=55.7558&lng=37.6173&lang=ru";

describe.each(DB_TARGETS)("answer cache, on $name", (target) => {
  let app: Awaited<ReturnType<typeof frontedTestApp>>;
  // 5 requests at once, then one a minute: the limit is reachable in a test
  beforeAll(async () => {
    app = await frontedTestApp(target, { RATE_LIMIT_BURST: "5", RATE_LIMIT_PER_MINUTE: "1" });
  });
  afterAll(() => app.close());

  it("answers a repeat with the app's status, headers and bytes, without the app; then the rate limit holds", async () => {
    const before = app.reachedApp;
    for (const encoding of ["gzip, deflate, br", "identity"]) {
      const first = await get(app.port, DAY, { "accept-encoding": encoding });
      const again = await get(app.port, DAY, { "accept-encoding": encoding, "x-request-id": "e2e-4242" });
      expect(first.status).toBe(200);
      expect(again.status).toBe(200);
      expect(sameAnswer(again.headers)).toEqual(sameAnswer(first.headers));
      expect(again.body.equals(first.body)).toBe(true);
      expect(again.headers["x-request-id"]).toBe("e2e-4242");
      expect(first.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
    }
    // gzip and plain are kept apart: the second of each pair did not reach the app
    expect(app.reachedApp - before).toBe(2);
    expect(app.answers.size).toBe(2);
    const plain = await get(app.port, DAY, { "accept-encoding": "identity" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(JSON.parse(plain.body.toString()).date).toBe("2026-11-21");

    // the sixth request of this client within the minute: over the limit, answered by the app with 429
    const limited = await get(app.port, DAY, { "accept-encoding": "identity" });
    expect(limited.status).toBe(429);
    expect(limited.headers["retry-after"]).toMatch(/^\d+$/);
    expect(limited.headers["content-type"]).toMatch(/problem\+json/);
    expect(app.reachedApp - before).toBe(3);
  });
});

describe("day answers: validators", () => {
  let app: Awaited<ReturnType<typeof frontedTestApp>>;
  beforeAll(async () => {
    app = await frontedTestApp(DB_TARGETS[0]!);
  });
  afterAll(() => app.close());

  it("a day's answer has a strong ETag per coding, and a request naming it gets 304 with no body", async () => {
    const path = "/api/calendar/day?date=2026-11-19&lat=55.7558&lng=37.6173&lang=ru";
    const gz = await get(app.port, path, { "accept-encoding": "gzip" });
    const plain = await get(app.port, path);
    expect(gz.headers.etag).toMatch(/^"[\w-]{22}-gzip"$/);
    expect(plain.headers.etag).toMatch(/^"[\w-]{22}"$/);
    expect(JSON.parse(gunzipSync(gz.body).toString()).date).toBe("2026-11-19");
    // from the app (another Accept-Language: not a repeat) and from the repeat answers alike
    for (const extra of [{ "accept-language": "ru-RU" }, {}] as Record<string, string>[]) {
      const again = await get(app.port, path, { ...extra, "if-none-match": String(plain.headers.etag) });
      expect(again.status).toBe(304);
      expect(again.body.length).toBe(0);
      expect(again.headers.etag).toBe(plain.headers.etag);
    }
    const other = await get(app.port, path, { "if-none-match": String(gz.headers.etag) });
    expect(other.status).toBe(200);
  });
});

describe("answer cache: what is not a repeat goes to the app", () => {
  let app: Awaited<ReturnType<typeof frontedTestApp>>;
  beforeAll(async () => {
    app = await frontedTestApp(DB_TARGETS[0]!);
  });
  afterAll(() => app.close());

  it("never keeps errors: a date past the 30 days (403) or a bad query (400) reach the app every time", async () => {
    for (const path of [
      "/api/calendar/day?date=2027-03-01&lat=55.7558&lng=37.6173&lang=ru",
      "/api/calendar/day?date=2026-02-30&lat=55.7558&lng=37.6173&lang=ru",
    ]) {
      const before = app.reachedApp;
      const a = await get(app.port, path);
      const b = await get(app.port, path);
      expect([a.status, b.status]).toEqual(a.status === 403 ? [403, 403] : [400, 400]);
      expect(app.reachedApp - before).toBe(2);
    }
    expect(app.answers.size).toBe(0);
  });

  it("a request with a cookie or credentials, or in another language, is not served another's answer", async () => {
    const path = "/api/calendar/day?date=2026-11-20&lat=55.7558&lng=37.6173";
    await get(app.port, path); // kept for requests like it
    const before = app.reachedApp;
    await get(app.port, path, { cookie: "lang=en" });
    await get(app.port, path, { authorization: "Bearer x" });
    const en = await get(app.port, path, { "accept-language": "en" });
    const ru = await get(app.port, path);
    expect(app.reachedApp - before).toBe(3); // the last one was a repeat
    expect(en.body.equals(ru.body)).toBe(false);
  });
});

describe("answer cache: a visitor's pages", () => {
  let app: Awaited<ReturnType<typeof frontedTestApp>>;
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

  beforeAll(async () => {
    const anonymous = withPageCache((req) => render(req, ""), 60_000);
    app = await frontedTestApp(DB_TARGETS[0]!, {}, { web: { handle: render, anonymous } });
  });
  afterAll(() => app.close());

  const renderingOf = (html: string) => Number(/render (\d+)/.exec(html)?.[1]);

  it("a repeat gets the same bytes and policy without the app; the policy lists the inline scripts' hashes", async () => {
    for (const [path, status] of [
      ["/2026/11/21", 200],
      ["/missing", 404],
    ] as const) {
      for (const gzip of [true, false]) {
        const headers: Record<string, string> = gzip ? { "accept-encoding": "gzip" } : {};
        const before = app.reachedApp;
        const answers = [];
        for (let i = 0; i < 3; i++) answers.push(await get(app.port, path, headers));
        expect(app.reachedApp - before).toBe(1);
        const [first, ...again] = answers;
        for (const g of answers) expect(g.status).toBe(status);
        const html = (gzip ? gunzipSync(first!.body) : first!.body).toString("utf8");
        expect(html).toBe(page(path, "", renderingOf(html)));
        expect(first!.headers["content-encoding"]).toBe(gzip ? "gzip" : undefined);
        for (const g of again) {
          expect(g.body.equals(first!.body)).toBe(true);
          expect(sameAnswer(g.headers)).toEqual(sameAnswer(first!.headers));
        }
        // every inline script, the inert module text too, by the hash of its text as the browser reads it
        // (CR LF as LF); the site's own files by 'self'; no nonce anywhere
        const csp = String(first!.headers["content-security-policy"]);
        const scriptSrc = /script-src ([^;]+)/.exec(csp)?.[1];
        expect(scriptSrc).toBe(
          ["'self'", sha("start()"), sha('import("/assets/a.js")'), sha("go(\n)")].join(" "),
        );
        expect(csp).not.toContain("nonce");
        expect(first!.headers["cache-control"]).toBe(SHARED_PAGE_CACHE);
        expect(first!.headers.vary).toBe("Accept-Encoding, Cookie");
        // only a page that exists has a validator
        if (status === 200) expect(first!.headers.etag).toMatch(/^"[\w-]{22}(-gzip)?"$/);
        else expect(first!.headers.etag).toBeUndefined();
      }
    }
  });

  it("a strong ETag per coding; If-None-Match naming it gets 304, from the app and from the repeat alike", async () => {
    const path = "/2026/11/22";
    for (const encoding of ["gzip", "identity"]) {
      const headers = { "accept-encoding": encoding };
      const first = await get(app.port, path, headers);
      const etag = String(first.headers.etag);
      const before = app.reachedApp;
      const again = await get(app.port, path, { ...headers, "if-none-match": etag });
      const weak = await get(app.port, path, { ...headers, "if-none-match": `"other", W/${etag}` });
      expect(app.reachedApp).toBe(before);
      for (const g of [again, weak]) {
        expect(g.status).toBe(304);
        expect(g.body.length).toBe(0);
        expect(g.headers.etag).toBe(etag);
        expect(g.headers["cache-control"]).toBe(SHARED_PAGE_CACHE);
        expect(g.headers["content-encoding"]).toBeUndefined();
      }
      const stale = await get(app.port, path, { ...headers, "if-none-match": '"other"' });
      expect(stale.status).toBe(200);
      expect(stale.body.equals(first.body)).toBe(true);
    }
    const gz = await get(app.port, path, { "accept-encoding": "gzip" });
    const plain = await get(app.port, path, { "accept-encoding": "identity" });
    expect(gz.headers.etag).not.toBe(plain.headers.etag);
    // the app's own answer to a conditional request (a new rendering, the same bytes) is a 304 as well
    const fresh = "/2026/11/26";
    const made = await get(app.port, fresh, { "accept-language": "x-a" });
    const before = app.reachedApp;
    const conditional = await get(app.port, fresh, {
      "accept-language": "x-b",
      "if-none-match": String(made.headers.etag),
    });
    expect(app.reachedApp - before).toBe(1);
    expect(conditional.status).toBe(304);
  });

  it("brotli: a page asked for again is compressed once, then its repeats are brotli", async () => {
    const path = "/2026/11/23";
    const before = app.reachedApp;
    // the rendering's own request and the next get gzip while brotli is made (and are not kept as repeats)
    const first = await get(app.port, path, BROWSER_ENCODINGS);
    const second = await get(app.port, path, BROWSER_ENCODINGS);
    expect([first.headers["content-encoding"], second.headers["content-encoding"]]).toEqual(["gzip", "gzip"]);
    await brotliSettled();
    const answers = [];
    for (let i = 0; i < 3; i++) answers.push(await get(app.port, path, BROWSER_ENCODINGS));
    // the first brotli answer came from the app, the two after it were repeats answered before it
    expect(app.reachedApp - before).toBe(3);
    const html = gunzipSync(second.body).toString("utf8");
    for (const g of answers) {
      expect(g.headers["content-encoding"]).toBe("br");
      expect(g.headers.etag).toMatch(/-br"$/);
      expect(brotliDecompressSync(g.body).toString("utf8")).toBe(html);
    }
    // a client that does not take brotli still gets gzip, and one that refuses gzip too the plain page
    const gzip = await get(app.port, path, { "accept-encoding": "gzip, br;q=0" });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    const plain = await get(app.port, path, { "accept-encoding": "br;q=0, gzip;q=0" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString("utf8")).toBe(html);
  });

  it("a visitor with a cookie gets a page rendered for the request, with a nonce, kept by nobody", async () => {
    await get(app.port, "/2026/11/24");
    const before = app.reachedApp;
    const own = await get(app.port, "/2026/11/24", { cookie: "consent=1" });
    expect(app.reachedApp - before).toBe(1);
    const nonce = /'nonce-([^']+)'/.exec(String(own.headers["content-security-policy"]))?.[1];
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    const html = own.body.toString("utf8");
    expect(html).toBe(page("/2026/11/24", nonce!, renderingOf(html)));
    expect(own.headers["cache-control"]).toBe("private, no-cache");
    expect(own.headers.etag).toBeUndefined();
  });
});

describe("page cache: compressed forms", () => {
  it("a page rendered again with the same bytes keeps its compressed forms; changed bytes are compressed anew", async () => {
    // the page cache reads Date.now(): a fake Date stands still and moves past the 40 ms lifetime when told
    vi.useFakeTimers({ toFake: ["Date"] });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    let version = 1;
    const body = () => `<p>v${version}</p><script>start()</script>${"<i>Луна 月</i>".repeat(200)}`;
    const anonymous = withPageCache(
      async () => new Response(body(), { headers: { "content-type": "text/html" } }),
      40,
    );
    const ask = async () => {
      const page = await anonymous(new Request("http://localhost/p"));
      const sent = page.body.choose(BROWSER_ENCODINGS["accept-encoding"], { again: page.again });
      const text = (
        sent.coding === "br" ? brotliDecompressSync(sent.bytes) : gunzipSync(sent.bytes)
      ).toString();
      expect(text).toBe(body());
      return { coding: sent.coding, final: sent.final };
    };
    // rendered, then asked again (brotli is made meanwhile): gzip, and not the final answer
    expect(await ask()).toEqual({ coding: "gzip", final: false });
    expect(await ask()).toEqual({ coding: "gzip", final: false });
    await brotliSettled();
    expect(await ask()).toEqual({ coding: "br", final: true });
    vi.setSystemTime(Date.now() + 60); // the page expires and is rendered again: the same bytes
    expect(await ask()).toEqual({ coding: "br", final: true });
    version = 2;
    vi.setSystemTime(Date.now() + 60); // rendered again: new bytes, gzip until compressed again
    expect(await ask()).toEqual({ coding: "gzip", final: false });
    await brotliSettled();
    expect(await ask()).toEqual({ coding: "br", final: true });
  });
});

describe("answer cache: lifetime and bound", () => {
  it("an answer is reused for ttlMs and the oldest goes first beyond maxEntries or maxBytes", async () => {
    let clock = 0;
    let computed = 0;
    const answers = createAnswerCache({
      ttlMs: 1000,
      maxEntries: 2,
      now: () => clock,
      take: () => 0,
      proxies: NO_PROXIES,
    });
    const app = new Hono();
    app.use(responseHeaders());
    app.use("/n/*", answers.keep);
    app.get("/n/:id", (c) => completeResponse(c, `${c.req.param("id")}:${++computed}`, 200, {}));
    const { port, close } = await serveFronted(answers, app.fetch);
    try {
      const body = async (p: string) => (await get(port, p)).body.toString();
      expect(await body("/n/a")).toBe("a:1");
      expect(await body("/n/a")).toBe("a:1");
      clock = 999;
      expect(await body("/n/a")).toBe("a:1");
      clock = 1000; // expired
      expect(await body("/n/a")).toBe("a:2");
      expect(await body("/n/b")).toBe("b:3");
      expect(await body("/n/c")).toBe("c:4"); // a (the oldest) goes
      expect(answers.size).toBe(2);
      expect(await body("/n/b")).toBe("b:3");
      expect(await body("/n/a")).toBe("a:5");
      expect(answers.bytes).toBe("c:4".length + "a:5".length);
    } finally {
      await close();
    }
  });

  it("bodies are bounded in bytes: the oldest go first, and a body over the bound is not kept", async () => {
    const answers = createAnswerCache({
      ttlMs: 60_000,
      maxBytes: 10,
      take: () => 0,
      proxies: NO_PROXIES,
    });
    const app = new Hono();
    app.use(responseHeaders());
    app.use("/s/*", answers.keep);
    app.get("/s/:n", (c) => completeResponse(c, "x".repeat(Number(c.req.param("n"))), 200, {}));
    const { port, close } = await serveFronted(answers, app.fetch);
    try {
      await get(port, "/s/4");
      await get(port, "/s/5");
      expect([answers.size, answers.bytes]).toEqual([2, 9]);
      await get(port, "/s/3"); // 12 bytes would be too many: the 4 goes
      expect([answers.size, answers.bytes]).toEqual([2, 8]);
      await get(port, "/s/11"); // never fits
      expect([answers.size, answers.bytes]).toEqual([2, 8]);
    } finally {
      await close();
    }
  });
});
