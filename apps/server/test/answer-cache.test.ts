/**
 * Repeat answers before Hono (http/answer-cache.ts, decision 012): a repeat of an anonymous GET of the day
 * endpoint gets the very status, headers and bytes the app gave, without reaching the app; the rate limit, the
 * request id and everything that is not such a repeat still go through the app.
 */
import { createServer, type IncomingHttpHeaders, request, type Server } from "node:http";
import { type AddressInfo, connect } from "node:net";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { getRequestListener } from "@hono/node-server";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AnswerCache, createAnswerCache } from "../src/http/answer-cache.ts";
import { completeResponse, responseHeaders } from "../src/http/response-headers.ts";
import { brotliSettled, pageSourceOf, withPageCache } from "../src/web/ssr.ts";
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

/** The HTTP/1.1 responses in `bytes` (each with a Content-Length), as many as are complete. */
function parseResponses(bytes: Buffer): Got[] {
  const out: Got[] = [];
  let at = 0;
  for (;;) {
    const end = bytes.indexOf("\r\n\r\n", at);
    if (end < 0) return out;
    const [statusLine, ...lines] = bytes.subarray(at, end).toString("latin1").split("\r\n");
    const headers: IncomingHttpHeaders = {};
    for (const line of lines) {
      const colon = line.indexOf(":");
      headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
    }
    const length = Number(headers["content-length"]);
    if (bytes.length < end + 4 + length) return out;
    out.push({
      status: Number(statusLine!.split(" ")[1]),
      headers,
      body: bytes.subarray(end + 4, end + 4 + length),
    });
    at = end + 4 + length;
  }
}

async function eventuallyTrue(check: () => boolean, ms = 10_000): Promise<void> {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) throw new Error("timed out");
    await new Promise((r) => setTimeout(r, 20));
  }
}

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

describe("answer cache: pages", () => {
  let app: Awaited<ReturnType<typeof frontedTestApp>>;
  let renders = 0;
  const page = (path: string, nonce: string, n: number) =>
    `<!doctype html><html><head><script nonce="${nonce}">start()</script></head><body><h1>Календарь ${path}</h1><p>render ${n}</p><script nonce="${nonce}">go()</script></body></html>`;

  beforeAll(async () => {
    const handle = withPageCache(async (req, nonce) => {
      const path = new URL(req.url).pathname;
      return new Response(page(path, nonce, ++renders), {
        status: path === "/missing" ? 404 : 200,
        headers: { "content-type": "text/html; charset=utf-8" },
      });
    }, 60_000);
    app = await frontedTestApp(DB_TARGETS[0]!, {}, { web: { handle, pageSourceOf } });
  });
  afterAll(() => app.close());

  const nonceOf = (g: Got) => /'nonce-([^']+)'/.exec(String(g.headers["content-security-policy"]))?.[1];

  it("a repeat gets the page with a fresh nonce, in its policy and its body, without the app", async () => {
    for (const [path, status] of [
      ["/2026/11/21", 200],
      ["/missing", 404],
    ] as const) {
      for (const gzip of [true, false]) {
        const headers: Record<string, string> = gzip ? { "accept-encoding": "gzip" } : {};
        const before = app.reachedApp;
        const first = await get(app.port, path, headers);
        const again = await get(app.port, path, headers);
        const third = await get(app.port, path, headers);
        expect(app.reachedApp - before).toBe(1);
        expect([first.status, again.status, third.status]).toEqual([status, status, status]);
        const nonces = [first, again, third].map(nonceOf);
        expect(new Set(nonces).size).toBe(3);
        for (const [i, g] of [first, again, third].entries()) {
          expect(nonces[i]).toMatch(/^[A-Za-z0-9+/]{22}==$/);
          const html = (gzip ? gunzipSync(g.body) : g.body).toString("utf8");
          expect(g.headers["content-encoding"]).toBe(gzip ? "gzip" : undefined);
          // the one rendering, with this response's nonce wherever it had one
          expect(html.replaceAll(nonces[i]!, "N")).toBe(
            page(path, "N", Number(/render (\d+)/.exec(html)?.[1])),
          );
          expect(html).not.toContain(nonces[(i + 1) % 3]!);
          const { "content-security-policy": csp, ...rest } = sameAnswer(g.headers);
          expect(String(csp).replace(nonces[i]!, "N")).toBe(
            String(first.headers["content-security-policy"]).replace(nonces[0]!, "N"),
          );
          const { "content-security-policy": _c, ...firstRest } = sameAnswer(first.headers);
          expect(rest).toEqual(firstRest);
        }
      }
    }
  });

  const BROWSER = BROWSER_ENCODINGS;
  /** The page in a brotli answer, with the answer's nonce (from its policy) put back as N. */
  const brotliPage = (g: Got) => {
    expect(g.headers["content-encoding"]).toBe("br");
    const nonce = nonceOf(g)!;
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    return { nonce, html: brotliDecompressSync(g.body).toString("utf8").replaceAll(nonce, "N") };
  };

  it("brotli: a page asked for again is compressed once, then its repeats are brotli with a fresh nonce", async () => {
    const path = "/2026/11/23";
    const before = app.reachedApp;
    // the rendering's own request and the next get gzip while brotli is made (and are not kept as repeats)
    const first = await get(app.port, path, BROWSER);
    const second = await get(app.port, path, BROWSER);
    expect([first.headers["content-encoding"], second.headers["content-encoding"]]).toEqual(["gzip", "gzip"]);
    await brotliSettled();
    const answers = [];
    for (let i = 0; i < 3; i++) answers.push(await get(app.port, path, BROWSER));
    // the first brotli answer came from the app, the two after it were repeats answered before it
    expect(app.reachedApp - before).toBe(3);
    const pages = answers.map(brotliPage);
    const rendering = Number(/render (\d+)/.exec(pages[0]!.html)?.[1]);
    for (const { html } of pages) expect(html).toBe(page(path, "N", rendering));
    expect(new Set(pages.map((p) => p.nonce)).size).toBe(3);
    expect(gunzipSync(second.body).toString("utf8").replaceAll(nonceOf(second)!, "N")).toBe(
      page(path, "N", rendering),
    );
    // a client that does not take brotli still gets gzip, and one that refuses gzip too the plain page
    const gzip = await get(app.port, path, { "accept-encoding": "gzip, br;q=0" });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    const plain = await get(app.port, path, { "accept-encoding": "br;q=0, gzip;q=0" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString("utf8").replaceAll(nonceOf(plain)!, "N")).toBe(page(path, "N", rendering));
  });

  it("brotli repeats stay right when many are in flight at once (their buffers are reused once sent)", async () => {
    const path = "/2026/11/24";
    await get(app.port, path, BROWSER);
    await get(app.port, path, BROWSER);
    await brotliSettled();
    const seen = new Set<string>();
    for (let round = 0; round < 4; round++) {
      const answers = await Promise.all(Array.from({ length: 60 }, () => get(app.port, path, BROWSER)));
      for (const g of answers) {
        const { nonce, html } = brotliPage(g);
        expect(html).toBe(page(path, "N", Number(/render (\d+)/.exec(html)?.[1])));
        seen.add(nonce);
      }
    }
    expect(seen.size).toBe(240);
  });

  it("a repeat whose sending waits on a slow client keeps its bytes while other clients are answered", async () => {
    const path = "/2026/11/25";
    await get(app.port, path, BROWSER);
    await get(app.port, path, BROWSER);
    await brotliSettled();
    // a client that sends many requests at once and does not read: its answers wait in the server
    const slow = connect(app.port, "127.0.0.1");
    await new Promise((r) => slow.once("connect", r));
    slow.pause();
    const count = 3000;
    slow.write(
      `GET ${path} HTTP/1.1\r\nhost: x\r\naccept-encoding: ${BROWSER["accept-encoding"]}\r\n\r\n`.repeat(
        count,
      ),
    );
    await new Promise((r) => setTimeout(r, 300));
    // meanwhile others are answered, each written into a buffer of a sent answer
    await Promise.all(Array.from({ length: 50 }, () => get(app.port, path, BROWSER)));
    const received: Buffer[] = [];
    slow.on("data", (c: Buffer) => received.push(c));
    slow.resume();
    const answers: Got[] = [];
    await eventuallyTrue(() => {
      answers.splice(0, answers.length, ...parseResponses(Buffer.concat(received)));
      return answers.length === count;
    });
    slow.destroy();
    for (const g of answers) {
      const { html } = brotliPage(g);
      expect(html).toBe(page(path, "N", Number(/render (\d+)/.exec(html)?.[1])));
    }
  });

  it("a visitor with a cookie gets a page from the app", async () => {
    await get(app.port, "/2026/11/22");
    const before = app.reachedApp;
    await get(app.port, "/2026/11/22", { cookie: "consent=1" });
    expect(app.reachedApp - before).toBe(1);
  });
});

describe("page cache: compressed forms", () => {
  it("a page rendered again with the same bytes keeps its brotli; changed bytes are compressed anew", async () => {
    let version = 1;
    const body = (nonce: string) =>
      `<p>v${version}</p><script nonce="${nonce}">start()</script>${"<i>Луна 月</i>".repeat(200)}<script nonce="${nonce}">go()</script>`;
    const handle = withPageCache(
      async (_req, nonce) => new Response(body(nonce), { headers: { "content-type": "text/html" } }),
      40,
    );
    const ask = async (nonce: string) => {
      const res = await handle(new Request("http://localhost/p", { headers: BROWSER_ENCODINGS }), nonce);
      const bytes = new Uint8Array(await res.arrayBuffer());
      const coding = res.headers.get("content-encoding");
      const text = (coding === "br" ? brotliDecompressSync(bytes) : gunzipSync(bytes)).toString("utf8");
      expect(text).toBe(body(nonce));
      return { coding, kept: pageSourceOf(res) !== undefined };
    };
    const NONCE = (i: number) => `nonce-${i}`.padEnd(24, "=");
    // rendered, then asked again (brotli is made meanwhile): gzip, and not kept as a repeat answer
    expect(await ask(NONCE(1))).toEqual({ coding: "gzip", kept: false });
    expect(await ask(NONCE(2))).toEqual({ coding: "gzip", kept: false });
    await brotliSettled();
    expect(await ask(NONCE(3))).toEqual({ coding: "br", kept: true });
    await new Promise((r) => setTimeout(r, 60)); // the page expires and is rendered again: the same bytes
    expect(await ask(NONCE(4))).toEqual({ coding: "br", kept: true });
    version = 2;
    await new Promise((r) => setTimeout(r, 60)); // rendered again: new bytes, gzip until compressed again
    expect(await ask(NONCE(5))).toEqual({ coding: "gzip", kept: false });
    expect(await ask(NONCE(6))).toEqual({ coding: "gzip", kept: false });
    await brotliSettled();
    expect(await ask(NONCE(7))).toEqual({ coding: "br", kept: true });
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
      clientIp: (_f, remote) => remote ?? "unknown",
      newNonce: () => "unused",
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
      clientIp: (_f, remote) => remote ?? "unknown",
      newNonce: () => "unused",
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
