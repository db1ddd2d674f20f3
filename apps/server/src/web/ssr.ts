/**
 * The React Router SSR handler of the web app (apps/web), for the Hono app to call on every page GET.
 *
 *   const web = await createWebHandler({ services, mode });
 *   web.handle(request, nonce, session) → the page (or a 404/500 page) as a Response; the nonce goes on every script
 *   web.anonymous?.(request)    → production: a visitor's page as a fixed answer (web/page-cache.ts)
 *   web.assetsDir               → the directory of static files to serve before calling handle()
 *   web.stylesheet()            → the site's stylesheet as the pages link it (the sandbox's checkout links it too)
 *   web.close()                 → stops the Vite dev server (no-op in production)
 *
 * Per request it builds a `RouterContextProvider` with `servicesContext`, `sessionContext` and `nonceContext` set
 * (the web app owns the keys, apps/web/app/lib/context.ts, and its build's server entry exports them), so loaders
 * call the services in-process.
 *
 * production: imports apps/web/build/server/index.js (`npm run build` makes it); `assetsDir` is
 *   apps/web/build/client (/assets/* there are content-hashed: cache them immutably). `anonymous(req)` answers a
 *   GET of a visitor without cookies or credentials: the page rendered without a nonce, as fixed bytes with the
 *   hashes of its inline scripts, kept `pageCacheMs` (default 5 s) per path and query (web/page-cache.ts,
 *   decision 019). `pageCacheMs: 0` renders every such page afresh (still without a nonce).
 * development: Vite in middleware mode with apps/web's vite.config.ts; every request loads the server build
 *   afresh through Vite (`virtual:react-router/server-build`), so edits show on reload and CSS/React hot-reload
 *   over Vite's HMR websocket (on a free port of its own). The shape is the same as in production: `handle()` first
 *   offers a GET to Vite's middlewares (modules, /@vite/client, /@fs, public files), which run on an internal
 *   loopback http server; whatever Vite does not serve is rendered by React Router. `assetsDir` is apps/web/public.
 *   Vite's CSS injection needs `style-src 'unsafe-inline'` and HMR needs `connect-src ws:` in the dev CSP.
 */
import { existsSync } from "node:fs";
import { createServer as createHttpServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { Services, SessionInfo } from "@bazi/contracts";
import type { RouterContext, ServerBuild } from "react-router";
import * as reactRouter from "react-router";
import { withPageCache } from "./page-cache.ts";
import type { WebHandler } from "./page-routes.ts";

export interface WebHandlerOptions {
  services: Services;
  mode: "production" | "development";
  /** The web app's directory; default apps/web next to this app. */
  root?: string;
  /** Production only: how long a rendered anonymous page is reused, ms; 0 turns the cache off. Default 5000. */
  pageCacheMs?: number;
}

export interface WebHandlerResult extends WebHandler {
  assetsDir: string;
  /** The URL of the site's stylesheet, as every page links it (the web build's entry exports it); null if unknown. */
  stylesheet(): Promise<string | null>;
  close(): Promise<void>;
}

type ReactRouterModule = Pick<typeof reactRouter, "createRequestHandler" | "RouterContextProvider">;

const DEFAULT_ROOT = fileURLToPath(new URL("../../../web/", import.meta.url));

/**
 * A context key the web build's entry.server exports (`nonceContext`, `servicesContext`, `sessionContext`: the web
 * app owns them, apps/web/app/lib/context.ts); else the shared globalThis slot the module keeps it in.
 */
function contextOf<T>(
  build: ServerBuild,
  name: "nonceContext" | "servicesContext" | "sessionContext",
): RouterContext<T> {
  const fromEntry = (build.entry.module as unknown as Record<string, RouterContext<T> | undefined>)[name];
  const fromGlobal = (globalThis as unknown as Record<symbol, RouterContext<T> | undefined>)[
    Symbol.for(`bazi.${name}`)
  ];
  const ctx = fromEntry ?? fromGlobal;
  if (!ctx) throw new Error(`The web build does not export ${name} from app/entry.server.tsx`);
  return ctx;
}

/** The stylesheet's URL the web build's entry.server exports (`stylesheet`), or null. */
function stylesheetOf(build: ServerBuild): string | null {
  const href = (build.entry.module as { stylesheet?: unknown }).stylesheet;
  return typeof href === "string" ? href : null;
}

const visitor = (req: Request): SessionInfo => ({
  viewer: null,
  principal: null,
  ip: "unknown",
  https: req.url.startsWith("https:"),
});

function makeHandle(rr: ReactRouterModule, services: Services, build: ServerBuild, mode: string) {
  const handler = rr.createRequestHandler(build, mode);
  const nonceContext = contextOf<string>(build, "nonceContext");
  const servicesContext = contextOf<Services>(build, "servicesContext");
  const sessionContext = contextOf<SessionInfo>(build, "sessionContext");
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
  const stylesheet = stylesheetOf(build);
  return {
    handle: render,
    anonymous: withPageCache((req) => render(req, ""), pageCacheMs),
    assetsDir,
    stylesheet: async () => stylesheet,
    close: async () => {},
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

  async function handle(req: Request, nonce: string, session?: SessionInfo): Promise<Response> {
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
    async stylesheet() {
      const build = (await vite.ssrLoadModule("virtual:react-router/server-build")) as unknown as ServerBuild;
      return stylesheetOf(build);
    },
    close: async () => {
      await new Promise<void>((ok) => internal.close(() => ok()));
      await vite.close();
    },
  };
}
