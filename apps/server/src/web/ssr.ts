/**
 * The React Router SSR handler of the web app (apps/web), for the Hono app to call on every page GET.
 *
 *   const web = await createWebHandler({ services, mode });
 *   web.handle(request, nonce)  → the page (or a 404/500 page) as a Response; the nonce goes on every script
 *   web.assetsDir               → the directory of static files to serve before calling handle()
 *   web.close()                 → stops the Vite dev server (no-op in production)
 *
 * Per request it builds a `RouterContextProvider` with `servicesContext` (from @bazi/contracts) and
 * `nonceContext` (exported by the web build's server entry, apps/web/app/lib/context.ts) set, so loaders call the
 * services in-process.
 *
 * production: imports apps/web/build/server/index.js (`npm run build` makes it); `assetsDir` is
 *   apps/web/build/client (/assets/* there are content-hashed: cache them immutably).
 *   Rendered pages (and their `.data` loader responses) for anonymous GETs (no Cookie, no Authorization) are
 *   kept for `pageCacheMs` (default 5 s) per path and query: a page is the same for every visitor until the day
 *   changes, and React rendering costs about a millisecond. The page is rendered once with a placeholder nonce
 *   and each response gets its own nonce swapped in, also into the page's gzip (compressed once, decision 007)
 *   and, for clients that take it, brotli (made in the background once the page is asked for again, decision
 *   013); both are kept while the page's bytes stay the same. Concurrent misses share one render. Only 200 and 404
 *   responses without Set-Cookie or a private/no-store Cache-Control are kept. Should an anonymous page ever
 *   depend on more than its URL (a cookie is already excluded), add that to the key.
 * development: Vite in middleware mode with apps/web's vite.config.ts; every request loads the server build
 *   afresh through Vite (`virtual:react-router/server-build`), so edits show on reload and CSS/React hot-reload
 *   over Vite's HMR websocket (on a free port of its own). The shape is the same as in production: `handle()` first
 *   offers a GET to Vite's middlewares (modules, /@vite/client, /@fs, public files), which run on an internal
 *   loopback http server; whatever Vite does not serve is rendered by React Router. `assetsDir` is apps/web/public.
 *   Vite's CSS injection needs `style-src 'unsafe-inline'` and HMR needs `connect-src ws:` in the dev CSP.
 */
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { createServer as createHttpServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { BoundedCache } from "@bazi/almanac";
import { type Services, type SessionInfo, servicesContext, sessionContext } from "@bazi/contracts";
import type { RouterContext, ServerBuild } from "react-router";
import * as reactRouter from "react-router";
import type { PageSource } from "../http/answer-cache.ts";
import { compressions } from "../http/background.ts";
import { type BrotliParts, brotliJoined, compressPartsBrotli } from "../http/brotli-parts.ts";
import { acceptsGzip, chooseCoding } from "../http/encoding.ts";
import { compressParts, type GzipParts, gzipJoined } from "../http/gzip-parts.ts";

export interface WebHandlerOptions {
  services: Services;
  mode: "production" | "development";
  /** The web app's directory; default apps/web next to this app. */
  root?: string;
  /** Production only: how long a rendered anonymous page is reused, ms; 0 turns the cache off. Default 5000. */
  pageCacheMs?: number;
}

/**
 * Builds the response of a cached page from its body, status and headers (a plain object, lower-case names):
 * the server adds its common headers and the page's CSP without copying into a Headers object.
 */
export type Responder = (
  body: Uint8Array<ArrayBuffer>,
  status: number,
  headers: Record<string, string>,
) => Response;

const plainResponse: Responder = (body, status, headers) => new Response(body, { status, headers });

export interface WebHandlerResult {
  handle(req: Request, nonce: string, respond?: Responder, session?: SessionInfo): Promise<Response>;
  assetsDir: string;
  close(): Promise<void>;
}

type ReactRouterModule = Pick<typeof reactRouter, "createRequestHandler" | "RouterContextProvider">;

const DEFAULT_ROOT = fileURLToPath(new URL("../../../web/", import.meta.url));

/** The web build's entry.server exports its context keys; fall back to the shared globalThis slot. */
function nonceContextOf(build: ServerBuild): RouterContext<string> {
  const fromEntry = (build.entry.module as { nonceContext?: RouterContext<string> }).nonceContext;
  const fromGlobal = (globalThis as unknown as Record<symbol, RouterContext<string> | undefined>)[
    Symbol.for("bazi.nonceContext")
  ];
  const ctx = fromEntry ?? fromGlobal;
  if (!ctx) throw new Error("The web build does not export nonceContext from app/entry.server.tsx");
  return ctx;
}

const visitor = (req: Request): SessionInfo => ({
  viewer: null,
  principal: null,
  ip: "unknown",
  https: req.url.startsWith("https:"),
});

function makeHandle(rr: ReactRouterModule, services: Services, build: ServerBuild, mode: string) {
  const handler = rr.createRequestHandler(build, mode);
  const nonceContext = nonceContextOf(build);
  return (req: Request, nonce: string, session?: SessionInfo) => {
    const context = new rr.RouterContextProvider();
    context.set(servicesContext, services);
    context.set(nonceContext, nonce);
    context.set(sessionContext, session ?? visitor(req));
    return handler(req, context);
  };
}

export async function createWebHandler(opts: WebHandlerOptions): Promise<WebHandlerResult> {
  const root = resolve(opts.root ?? DEFAULT_ROOT);
  return opts.mode === "development"
    ? createDev(root, opts.services)
    : createProd(root, opts.services, opts.pageCacheMs ?? 5000);
}

async function createProd(root: string, services: Services, pageCacheMs: number): Promise<WebHandlerResult> {
  const serverEntry = join(root, "build/server/index.js");
  const assetsDir = join(root, "build/client");
  if (!existsSync(serverEntry) || !existsSync(assetsDir)) {
    throw new Error(
      `The web app is not built (${serverEntry} is missing): run \`npm run build\` first, or \`npm run dev\` for development.`,
    );
  }
  const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
  const render = makeHandle(reactRouter, services, build, "production");
  const handle: WebHandlerResult["handle"] =
    pageCacheMs > 0
      ? withPageCache(render, pageCacheMs)
      : (req, nonce, _respond, session) => render(req, nonce, session);
  return { handle, assetsDir, close: async () => {} };
}

/**
 * A page's compressed forms, made once and shared by the renderings of the page while its bytes stay the same (the
 * cache renders a page again every 5 s; it changes about once a day).
 */
interface Packed {
  /**
   * The parts gzipped once per nonce length (in practice one): the parts refer back across the nonces, so their
   * length must be known (http/gzip-parts.ts).
   */
  gzip: Map<number, GzipParts>;
  /**
   * The parts as brotli for one nonce length (http/brotli-parts.ts): made in the background after the page is
   * asked for again (undefined until then and while it is made; null where it cannot be spliced).
   */
  brotli: { gapLength: number; parts: BrotliParts | null | undefined } | undefined;
}

interface Rendered {
  status: number;
  headers: Record<string, string>;
  /** The body as UTF-8, cut where the nonce goes. */
  parts: Uint8Array[];
  packed: Packed;
  /** The parts' bytes. */
  size: number;
  expires: number;
}

const sameParts = (a: Uint8Array[], b: Uint8Array[]) =>
  a.length === b.length && a.every((p, i) => p.length === b[i]!.length && Buffer.compare(p, b[i]!) === 0);

/**
 * Brotli at its best quality costs ~0.1–0.2 s of a core per page: it is made in the background, one job at a time
 * (http/background.ts); a page that finds the queue full is tried again when next asked for.
 */
function compressBrotliLater(packed: Packed, parts: Uint8Array[], gapLength: number): void {
  if (packed.brotli) return;
  const state: NonNullable<Packed["brotli"]> = { gapLength, parts: undefined };
  const queued = compressions.add(() =>
    compressPartsBrotli(parts, gapLength).then(
      (made) => {
        state.parts = made;
      },
      () => {
        state.parts = null;
      },
    ),
  );
  if (queued) packed.brotli = state;
}

/** Resolves once the pages queued for brotli so far are compressed (tests). */
export const brotliSettled = (): Promise<void> => compressions.settled();

const utf8 = new TextEncoder();

function bodyWith(
  parts: Uint8Array[],
  n: Uint8Array,
  into?: Uint8Array<ArrayBuffer>,
): Uint8Array<ArrayBuffer> {
  let size = n.length * (parts.length - 1);
  for (const p of parts) size += p.length;
  const out = into?.length === size ? into : Buffer.allocUnsafe(size);
  let at = 0;
  parts.forEach((p, i) => {
    if (i > 0) {
      out.set(n, at);
      at += n.length;
    }
    out.set(p, at);
    at += p.length;
  });
  return out;
}

/**
 * The page cache's budget (issue 17: the server stays under 350 MB). A page weighs its parts and, at most half
 * as much again, its gzip and brotli copies (compressed pages are a fifth to a quarter of their size).
 */
const PAGE_CACHE_BYTES = 24 * 1024 * 1024;
const pageWeight = (page: Rendered, key: string) => Math.ceil(page.size * 1.5) + 1024 + key.length;

/** Responses made from the page cache, with their page: the server keeps them as repeat answers. */
const pageSources = new WeakMap<Response, PageSource>();

/**
 * The page behind a response of the page cache: its body for any nonce (the same encoding) and until when the
 * cache holds it; undefined for anything else (a signed-in page, a rendering).
 */
export function pageSourceOf(res: Response): PageSource | undefined {
  return pageSources.get(res);
}

/** A short-lived cache of whole rendered responses for anonymous GETs; see the file header. Exported for tests. */
export function withPageCache(
  render: (req: Request, nonce: string, session?: SessionInfo) => Promise<Response>,
  ttlMs: number,
): (req: Request, nonce: string, respond?: Responder, session?: SessionInfo) => Promise<Response> {
  // Hex never looks like anything else in a page; a fresh one per process.
  const placeholder = `n${randomBytes(16).toString("hex")}`;
  const cache = new BoundedCache<string, Rendered>({ maxBytes: PAGE_CACHE_BYTES, weigh: pageWeight });
  const pending = new Map<string, Promise<Rendered>>();

  async function fill(req: Request, key: string): Promise<Rendered> {
    const res = await render(req, placeholder);
    const parts = (await res.text()).split(placeholder).map((p) => utf8.encode(p));
    const headers: Record<string, string> = {};
    for (const [name, value] of res.headers) if (name !== "content-length") headers[name] = value;
    headers.vary = headers.vary ? `${headers.vary}, Accept-Encoding` : "Accept-Encoding";
    const before = cache.get(key);
    const rendered: Rendered = {
      status: res.status,
      headers,
      parts,
      packed:
        before && sameParts(before.parts, parts) ? before.packed : { gzip: new Map(), brotli: undefined },
      size: parts.reduce((n, p) => n + p.length, 0),
      expires: Date.now() + ttlMs,
    };
    const cc = res.headers.get("cache-control") ?? "";
    const reusable =
      (res.status === 200 || res.status === 404) &&
      !res.headers.has("set-cookie") &&
      !/no-store|private/.test(cc);
    if (reusable) cache.set(key, rendered);
    return rendered;
  }

  function gzipOf(page: Rendered, gapLength: number): GzipParts {
    let gzip = page.packed.gzip.get(gapLength);
    if (!gzip) {
      gzip = compressParts(page.parts, gapLength);
      page.packed.gzip.set(gapLength, gzip);
    }
    return gzip;
  }

  return async (req, nonce, respond = plainResponse, session) => {
    // Only visitors without cookies share a cached page; a signed-in page is the viewer's own.
    if (
      req.method !== "GET" ||
      req.headers.has("cookie") ||
      req.headers.has("authorization") ||
      session?.viewer
    ) {
      return render(req, nonce, session);
    }
    const url = new URL(req.url);
    const key = url.pathname + url.search;
    let hit = cache.get(key);
    let rendered = false;
    if (!hit || hit.expires <= Date.now()) {
      let p = pending.get(key);
      if (!p) {
        p = fill(req, key).finally(() => pending.delete(key));
        pending.set(key, p);
        rendered = true;
      }
      hit = await p;
    }
    const page = hit;
    const gapLength = utf8.encode(nonce).length;
    const accept = req.headers.get("accept-encoding");
    // `final`: the best answer this client can have of the page, which the server may keep as its repeat answer
    let answer: {
      encoding: string | null;
      body: (gap: Uint8Array, into?: Uint8Array<ArrayBuffer>) => Uint8Array<ArrayBuffer>;
      final: boolean;
    };
    const brotli = page.packed.brotli?.gapLength === gapLength ? page.packed.brotli.parts : undefined;
    const wantsBrotli = chooseCoding(accept, ["br", "gzip"]) === "br";
    if (wantsBrotli && brotli) {
      answer = { encoding: "br", body: (gap, into) => brotliJoined(brotli, gap, into), final: true };
    } else {
      // brotli comes for a page asked for again (not for one rendered for this request: most pages are seen once)
      if (wantsBrotli && brotli === undefined && !rendered)
        compressBrotliLater(page.packed, page.parts, gapLength);
      const final = !wantsBrotli || brotli === null;
      answer = acceptsGzip(accept)
        ? { encoding: "gzip", body: (gap, into) => gzipJoined(gzipOf(page, gap.length), gap, into), final }
        : { encoding: null, body: (gap, into) => bodyWith(page.parts, gap, into), final };
    }
    const headers = answer.encoding ? { ...page.headers, "content-encoding": answer.encoding } : page.headers;
    const res = respond(answer.body(utf8.encode(nonce)), page.status, headers);
    if (answer.final) {
      const body = answer.body;
      pageSources.set(res, {
        body: (n, into) => body(utf8.encode(n), into),
        size: page.size,
        expires: page.expires,
      });
    }
    return res;
  };
}

const VITE_MISS = "x-bazi-vite-miss";

function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const probe = createHttpServer();
    probe.once("error", fail);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => ok(port));
    });
  });
}

async function createDev(root: string, services: Services): Promise<WebHandlerResult> {
  // vite is a devDependency of apps/web; imported only here so production never loads it.
  const { createServer } = await import("vite");
  // Vite (and React Router's child compiler) add a SIGTERM handler that exits the process at once; the server
  // owns shutdown (it calls close()), so those handlers are taken off again.
  const sigtermBefore = new Set(process.listeners("SIGTERM"));
  const stdinEndBefore = new Set(process.stdin.listeners("end"));
  // Vite's HMR websocket gets its own free port, so two dev servers (or a dev server and tests) never collide.
  const hmrPort = await freePort();
  const vite = await createServer({
    root,
    configFile: join(root, "vite.config.ts"),
    server: { middlewareMode: true, hmr: { port: hmrPort } },
    appType: "custom",
  });

  // Vite's connect middlewares behind a loopback server: a request Vite does not serve comes back as a marked 404.
  const internal: Server = createHttpServer((req, res) => {
    vite.middlewares(req, res, () => {
      res.statusCode = 404;
      res.setHeader(VITE_MISS, "1");
      res.end();
    });
  });
  await new Promise<void>((ok) => internal.listen(0, "127.0.0.1", ok));
  const vitePort = (internal.address() as AddressInfo).port;

  const rr = (await vite.ssrLoadModule("react-router")) as unknown as ReactRouterModule;
  // The first load also starts React Router's child compiler; now every exit handler of Vite's is known.
  // (An error in the app here shows again, with its stack, on the first request.)
  await vite.ssrLoadModule("virtual:react-router/server-build").catch(() => {});
  for (const l of process.listeners("SIGTERM")) if (!sigtermBefore.has(l)) process.off("SIGTERM", l);
  for (const l of process.stdin.listeners("end")) {
    if (!stdinEndBefore.has(l)) process.stdin.off("end", l as (...a: unknown[]) => void);
  }

  async function viaVite(req: Request): Promise<Response | null> {
    const url = new URL(req.url);
    const headers = new Headers();
    for (const name of [
      "accept",
      "if-none-match",
      "if-modified-since",
      "user-agent",
      "referer",
      "sec-fetch-dest",
      "sec-fetch-mode",
    ]) {
      const v = req.headers.get(name);
      if (v) headers.set(name, v);
    }
    const res = await fetch(`http://127.0.0.1:${vitePort}${url.pathname}${url.search}`, {
      method: req.method,
      headers,
      redirect: "manual",
    });
    if (res.headers.has(VITE_MISS)) {
      await res.body?.cancel();
      return null;
    }
    const out = new Headers(res.headers);
    out.delete("content-encoding");
    out.delete("content-length");
    out.delete("transfer-encoding");
    out.delete("connection");
    return new Response(res.body, { status: res.status, statusText: res.statusText, headers: out });
  }

  async function handle(
    req: Request,
    nonce: string,
    _respond?: Responder,
    session?: SessionInfo,
  ): Promise<Response> {
    if (req.method === "GET" || req.method === "HEAD") {
      const served = await viaVite(req);
      if (served) return served;
    }
    try {
      const build = (await vite.ssrLoadModule("virtual:react-router/server-build")) as unknown as ServerBuild;
      return await makeHandle(rr, services, build, "development")(req, nonce, session);
    } catch (e) {
      if (e instanceof Error) vite.ssrFixStacktrace(e);
      throw e;
    }
  }

  return {
    handle,
    assetsDir: join(root, "public"),
    close: async () => {
      await new Promise<void>((ok) => internal.close(() => ok()));
      await vite.close();
    },
  };
}
