/// <reference lib="webworker" />
/**
 * The service worker (decision 023), built into /sw.js by scripts/build-pwa.ts and registered by the pages once
 * they are idle after their first paint (components/behaviour/offline-note.tsx, lib/offline-client.ts).
 *
 * It keeps the next 30 days at the user's place readable offline, and nothing else of theirs:
 * - **Keeping** (`fill`): a page sends its profile (language, today at the place, the place, the signed-in user);
 *   the worker fetches, one request at a time, what rules.ts `offlineUrls` lists that it lacks or saved before
 *   today (page, React Router data, tabs' details per day), the build's files those pages use (`assetRefs`, with
 *   the chunks they import), the route discovery answer for those paths, the manifest and icons, and drops what
 *   left the window. Only languages the user's pages are in are kept.
 * - **Answering**: those pages, data and details from the network first; the copy when the network fails (or the
 *   server answers 5xx), noted so that the page can say so (`saved-at`); without a copy, a page gets the small
 *   offline page in its language and a client navigation's data a full load of it (which gets that page). The
 *   build's files from the copy first (their names carry their hash). Route discovery (`/__manifest`) from the
 *   network, else from every route entry seen for the build.
 * - **Partitions** (rules.ts `placeFor`): pages rendered for a signed-in user (the server's X-Bazi-Viewer) go to a
 *   private cache owned by that user, dropped when a page reports another user or none, and before any account
 *   POST (sign-out included) leaves the browser; the rest go to the device's cache. Only the current owner's
 *   partition is read: with nobody signed in, the private one is gone anyway.
 *
 * State that must outlive the worker (the owner, each partition's languages and what they were kept for, the route
 * entries, the build's files per version) is one JSON entry in the meta cache, changed one step at a time.
 *
 * - **Web Push** (decision 025, push.ts): a push from the site's server is the day's reminder (or a test), already
 *   in the device's language: shown as a notification that opens the day page when clicked. A subscription the
 *   browser renews is posted to the server again.
 */
import { langOfPath } from "@bazi/i18n/paths";
import { type OfflineTexts, offlinePageHtml, type SiteTheme } from "./offline-page.ts";
import { listenForPush } from "./push.ts";
import {
  type Answer,
  assetRefs,
  type Copy,
  changesAccount,
  chromeFiles,
  copyOf,
  discoveryPaths,
  discoveryUrl,
  endsOwner,
  type Lang,
  offlineUrls,
  type Partition,
  type Profile,
  placeFor,
  VIEWER_HEADER,
} from "./rules.ts";

declare const self: ServiceWorkerGlobalScope;
/** The offline page's texts (packages/i18n/src/offline.ts), written in by scripts/build-pwa.ts. */
declare const __OFFLINE_TEXTS__: Record<Lang, OfflineTexts>;
/** The site's fonts and colours (app.css `@theme`), written in by scripts/build-pwa.ts. */
declare const __SITE_THEME__: SiteTheme;

const CACHES = {
  shell: "bazi-shell-v1",
  shared: "bazi-days-v1",
  private: "bazi-private-v1",
  meta: "bazi-meta-v1",
} as const;
const META_KEY = "/__sw/meta";
/** Headers the worker adds to a copy: when it was saved (ms) and the profile's today then. */
const SAVED = "x-bazi-saved";
const TODAY = "x-bazi-today";

interface LangRecord {
  today: string;
  place: string;
  variant: string;
  version: string;
}

interface Meta {
  /** The signed-in user the private partition belongs to; null: nobody (it is empty). */
  owner: string | null;
  /** Bumped whenever the private partition is dropped: a fill started before stops. */
  gen: number;
  langs: Record<Partition, Partial<Record<Lang, LangRecord>>>;
  /** React Router's route entries seen for one build (its manifest version). */
  routes: { version: string; entries: Record<string, unknown> } | null;
  /** The build's files kept per build version (pruned when no kept language uses that build). */
  shell: Record<string, string[]>;
}

const emptyMeta = (): Meta => ({
  owner: null,
  gen: 0,
  langs: { shared: {}, private: {} },
  routes: null,
  shell: {},
});

// ---- state -------------------------------------------------------------------------------------------------

let metaLoaded: Promise<Meta> | null = null;
let metaQueue: Promise<unknown> = Promise.resolve();

function loadMeta(): Promise<Meta> {
  metaLoaded ??= (async () => {
    const res = await (await caches.open(CACHES.meta)).match(META_KEY);
    try {
      return res ? { ...emptyMeta(), ...((await res.json()) as Partial<Meta>) } : emptyMeta();
    } catch {
      return emptyMeta();
    }
  })();
  return metaLoaded;
}

/** Runs `step` on the state, one step at a time in the order asked, and saves the state after it. */
function withMeta<T>(step: (m: Meta) => Promise<T> | T): Promise<T> {
  const run = metaQueue.then(async () => {
    const m = await loadMeta();
    const out = await step(m);
    await (await caches.open(CACHES.meta)).put(
      META_KEY,
      new Response(JSON.stringify(m), { headers: { "content-type": "application/json" } }),
    );
    return out;
  });
  metaQueue = run.catch(() => {});
  return run;
}

/** Pages answered from their copy, by page path: when the copy was saved (for the page's offline note). */
const served = new Map<string, number>();

/** Drops the private partition (inside a withMeta step). */
async function dropPrivate(m: Meta): Promise<void> {
  await caches.delete(CACHES.private);
  m.owner = null;
  m.gen++;
  m.langs.private = {};
  for (const [page] of served) served.delete(page);
}

const partitionOf = (m: Meta): Partition => (m.owner === null ? "shared" : "private");

const answerOf = (res: Response): Answer => ({
  status: res.status,
  type: res.redirected ? "redirected" : res.type,
  cacheControl: res.headers.get("cache-control"),
  viewer: res.headers.get(VIEWER_HEADER),
});

/** The answer as a copy: its body and headers, when it was saved and for which today. */
async function stamped(res: Response, today: string): Promise<Response> {
  const headers = new Headers(res.headers);
  headers.delete("content-length");
  headers.delete("content-encoding");
  headers.set(SAVED, String(Date.now()));
  headers.set(TODAY, today);
  return new Response(await res.arrayBuffer(), { status: res.status, statusText: res.statusText, headers });
}

// ---- lifecycle ---------------------------------------------------------------------------------------------

listenForPush(__OFFLINE_TEXTS__.ru.name);

self.addEventListener("install", () => {
  void self.skipWaiting();
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      const current = new Set<string>(Object.values(CACHES));
      for (const name of await caches.keys()) {
        if (name.startsWith("bazi-") && !current.has(name)) await caches.delete(name);
      }
      await self.clients.claim();
    })(),
  );
});

// ---- messages from the pages -------------------------------------------------------------------------------

type Message = { type: "keep"; profile: Profile } | { type: "saved-at"; path: string };

self.addEventListener("message", (event) => {
  const data = event.data as Message | null;
  const port = event.ports[0];
  if (data?.type === "keep") {
    event.waitUntil(
      queueFill(data.profile).then(
        (kept) => port?.postMessage({ kept }),
        () => port?.postMessage({ kept: false }),
      ),
    );
  } else if (data?.type === "saved-at") {
    const page = copyOf(new URL(data.path, self.location.origin))?.page ?? data.path;
    port?.postMessage({ savedAt: served.get(page) ?? null });
  }
});

// ---- answering ---------------------------------------------------------------------------------------------

self.addEventListener("fetch", (event) => {
  const req = event.request;
  const url = new URL(req.url);
  if (url.origin !== self.location.origin) return;
  if (changesAccount(req.method, url)) {
    // before the request leaves: whatever it does to the account, the private copies are not the next page's
    event.waitUntil(withMeta(dropPrivate));
    return;
  }
  if (req.method !== "GET") return;
  if (url.pathname.startsWith("/assets/")) {
    event.respondWith(buildFile(req));
    return;
  }
  if (url.pathname === "/__manifest") {
    event.respondWith(discovery(req, url));
    return;
  }
  const copy = copyOf(url);
  if (copy) {
    event.respondWith(networkFirst(event, req, url, copy));
    return;
  }
  if (chromeFiles("ru").includes(url.pathname) || chromeFiles("en").includes(url.pathname)) {
    event.respondWith(fromNetworkElseShell(req));
    return;
  }
  if (req.mode === "navigate") event.respondWith(pageElseOffline(req, url));
});

async function networkFirst(event: FetchEvent, req: Request, url: URL, copy: Copy): Promise<Response> {
  let res: Response | null = null;
  // Offline, the browser's HTTP cache may still answer: a visitor's pages are public with a minute of
  // stale-while-revalidate, so for that minute the "network" gave the stale page and no note that it is a saved
  // copy (a signed-in person's pages are never cached, so theirs said so). Known offline, the copy comes first.
  const offlineCopy = self.navigator.onLine ? undefined : await readCopy(copy.key);
  if (!offlineCopy) {
    try {
      res = await fetch(req);
    } catch {
      res = null;
    }
  }
  if (res && res.status < 500) {
    served.delete(copy.page);
    // a client navigation's data narrowed to some routes (`_routes`) is not the whole copy: not kept
    if (!url.searchParams.has("_routes")) event.waitUntil(keepAnswer(copy, res.clone()));
    return res;
  }
  const kept = offlineCopy ?? (await readCopy(copy.key));
  if (kept) {
    served.set(copy.page, Number(kept.headers.get(SAVED)) || Date.now());
    return kept;
  }
  if (res) return res;
  if (copy.kind === "page") return offlinePage(copy.lang, url);
  // data: load the page as a document instead, which gets the offline page (React Router's reload answer)
  if (copy.kind === "data") {
    return new Response(null, {
      status: 204,
      headers: { "X-Remix-Redirect": copy.page, "X-Remix-Status": "302", "X-Remix-Reload-Document": "true" },
    });
  }
  return Response.error();
}

async function readCopy(key: string): Promise<Response | undefined> {
  const m = await loadMeta();
  return (await caches.open(CACHES[partitionOf(m)])).match(key);
}

/** Keeps an answer met while browsing when it is one of the kept URLs of its partition. */
function keepAnswer(copy: Copy, res: Response): Promise<void> {
  return withMeta(async (m) => {
    const answer = answerOf(res);
    // another user's page, or nobody's: the owner's session is over on this browser
    if (endsOwner(answer, m.owner)) await dropPrivate(m);
    const where = placeFor(answer, m.owner);
    const rec = where ? m.langs[where][copy.lang] : undefined;
    if (!where || !rec || !offlineUrls(copy.lang, rec.today).some((w) => w.url === copy.key)) return;
    await (await caches.open(CACHES[where])).put(copy.key, await stamped(res, rec.today));
  });
}

/** The build's files: named by their hash, so the copy is as good as the network. */
async function buildFile(req: Request): Promise<Response> {
  const shell = await caches.open(CACHES.shell);
  return (await shell.match(req.url)) ?? fetch(req);
}

async function fromNetworkElseShell(req: Request): Promise<Response> {
  try {
    return await fetch(req);
  } catch {
    return (await (await caches.open(CACHES.shell)).match(new URL(req.url).pathname)) ?? Response.error();
  }
}

/** Route discovery: the network's answer (its entries remembered), else every entry seen for this build. */
async function discovery(req: Request, url: URL): Promise<Response> {
  const version = url.searchParams.get("version") ?? "";
  try {
    const res = await fetch(req);
    if (res.ok) {
      const entries = (await res.clone().json()) as Record<string, unknown>;
      void withMeta((m) => {
        m.routes = {
          version,
          entries: { ...(m.routes?.version === version ? m.routes.entries : {}), ...entries },
        };
      });
    }
    return res;
  } catch {
    const m = await loadMeta();
    if (m.routes?.version === version) return Response.json(m.routes.entries);
    // another build: React Router loads the page as a document, which gets its copy or the offline page
    return new Response(null, { status: 204, headers: { "X-Remix-Reload-Document": "true" } });
  }
}

/** Another page of the site: the network, else the offline page. */
async function pageElseOffline(req: Request, url: URL): Promise<Response> {
  try {
    return await fetch(req);
  } catch {
    return offlinePage(langOfPath(url.pathname), url);
  }
}

/** The page shown offline for a page without a copy: what happened, the saved days, try again. No scripts. */
async function offlinePage(lang: Lang, url: URL): Promise<Response> {
  const m = await loadMeta();
  const where = partitionOf(m);
  const rec = m.langs[where][lang];
  const texts = __OFFLINE_TEXTS__[lang];
  const keys = new Set((await (await caches.open(CACHES[where])).keys()).map((r) => new URL(r.url).pathname));
  const days = rec
    ? offlineUrls(lang, rec.today).filter((w) => w.kind === "page" && w.url !== "/" && w.url !== "/en")
    : [];
  const format = new Intl.DateTimeFormat(lang === "en" ? "en-GB" : "ru-RU", {
    day: "numeric",
    month: "long",
    weekday: "short",
    timeZone: "UTC",
  });
  const html = offlinePageHtml({
    lang,
    texts,
    theme: __SITE_THEME__,
    here: url.pathname + url.search,
    days: days
      .filter((w) => keys.has(w.url))
      .map((w) => {
        const [y, mo, d] = w.url.split("/").slice(-3).map(Number) as [number, number, number];
        return { href: w.url, label: format.format(Date.UTC(y, mo - 1, d)) };
      }),
  });
  return new Response(html, {
    status: 503,
    headers: {
      "content-type": "text/html; charset=utf-8",
      "cache-control": "no-store",
      "content-security-policy":
        "default-src 'none'; style-src 'unsafe-inline'; img-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
    },
  });
}

// ---- keeping -----------------------------------------------------------------------------------------------

let fills: Promise<unknown> = Promise.resolve();

/** Fills run one after another (each one request at a time). */
function queueFill(profile: Profile): Promise<boolean> {
  const run = fills.then(() => fill(profile));
  fills = run.catch(() => {});
  return run;
}

/** Keeps the days of `profile`; false when it stopped (offline, the user changed, a fetch failed). */
async function fill(profile: Profile): Promise<boolean> {
  const start = await withMeta(async (m) => {
    if (profile.viewer !== m.owner) {
      if (m.owner !== null) await dropPrivate(m);
      m.owner = profile.viewer;
    }
    const where = partitionOf(m);
    const before = m.langs[where][profile.lang];
    const cache = await caches.open(CACHES[where]);
    if (!before || before.place !== profile.place) {
      // another place: this language's copies are other pages now
      for (const req of await cache.keys()) {
        if (copyOf(new URL(req.url))?.lang === profile.lang) await cache.delete(req);
      }
    }
    const fresh =
      before?.place === profile.place &&
      before.variant === profile.variant &&
      before.version === profile.version;
    m.langs[where][profile.lang] = {
      today: profile.today,
      place: profile.place,
      variant: profile.variant,
      version: profile.version,
    };
    return { where, gen: m.gen, fresh };
  });
  const { where, gen } = start;
  const cache = await caches.open(CACHES[where]);
  // the pages fetched now (their text) and those kept from before (their URL): the build's files they name
  const pages: string[] = [];
  const keptPages: string[] = [];
  let fetched = 0;
  for (const w of offlineUrls(profile.lang, profile.today)) {
    const have = await cache.match(w.url);
    if (have && start.fresh && have.headers.get(TODAY) === profile.today) {
      if (w.kind === "page") keptPages.push(w.url);
      continue;
    }
    let res: Response;
    try {
      res = await fetch(w.url, {
        credentials: "same-origin",
        headers: w.kind === "details" ? { accept: "application/json" } : {},
      });
    } catch {
      return false; // offline again, or the server is away: the next page's request goes on
    }
    fetched++;
    const copy = await stamped(res, profile.today);
    const outcome = await withMeta(async (m): Promise<"kept" | "skipped" | "stop"> => {
      if (m.gen !== gen) return "stop";
      const answer = answerOf(res);
      // rendered for another user than the page said, or for nobody: the page's user is no longer signed in
      if (endsOwner(answer, m.owner)) {
        await dropPrivate(m);
        return "stop";
      }
      if (answer.viewer !== null && answer.viewer !== m.owner) return "stop";
      if (placeFor(answer, m.owner) !== where) return "skipped"; // not to be kept (a redirect, an error)
      await cache.put(w.url, copy.clone());
      return "kept";
    });
    if (outcome === "stop") return false;
    if (outcome === "kept" && w.kind === "page") pages.push(await copy.text());
  }
  await prune(where, gen);
  // nothing new and this build's files kept already: nothing more to fetch
  if (fetched === 0 && (await loadMeta()).shell[profile.version]) return true;
  for (const url of keptPages) {
    const have = await cache.match(url);
    if (have) pages.push(await have.text());
  }
  await keepShell(profile, pages);
  return true;
}

/** Drops the partition's copies no kept language wants any more (days gone by). */
async function prune(where: Partition, gen: number): Promise<void> {
  await withMeta(async (m) => {
    if (m.gen !== gen) return;
    const wanted = new Set<string>();
    for (const [lang, rec] of Object.entries(m.langs[where]) as [Lang, LangRecord][]) {
      for (const w of offlineUrls(lang, rec.today)) wanted.add(w.url);
    }
    const cache = await caches.open(CACHES[where]);
    for (const req of await cache.keys()) {
      if (!wanted.has(new URL(req.url).pathname)) await cache.delete(req);
    }
  });
}

/**
 * The build's files the kept pages need (their scripts, the chunks those import, the stylesheet), the route
 * entries of the kept paths, and the manifest, icons and favicon; then drops the files of builds no kept
 * language uses.
 */
async function keepShell(profile: Profile, pages: string[]): Promise<void> {
  const shell = await caches.open(CACHES.shell);
  const files = new Set<string>();
  for (const html of pages) for (const f of assetRefs(html)) files.add(f);
  try {
    const res = await fetch(discoveryUrl(profile.version, discoveryPaths(profile.lang, profile.today)));
    if (res.ok) {
      const entries = (await res.json()) as Record<string, unknown>;
      for (const f of assetRefs(JSON.stringify(entries))) files.add(f);
      await withMeta((m) => {
        const same = m.routes?.version === profile.version;
        m.routes = { version: profile.version, entries: { ...(same ? m.routes?.entries : {}), ...entries } };
      });
    }
  } catch {
    return;
  }
  // the chunks the files import, and theirs (bounded by the build)
  const queue = [...files];
  while (queue.length > 0) {
    const file = queue.shift()!;
    let res = await shell.match(file);
    if (!res) {
      try {
        const got = await fetch(file);
        if (!got.ok) continue;
        await shell.put(file, got.clone());
        res = got;
      } catch {
        return;
      }
    }
    if (!file.endsWith(".js")) continue;
    for (const f of assetRefs(await res.text())) {
      if (!files.has(f)) {
        files.add(f);
        queue.push(f);
      }
    }
  }
  for (const file of chromeFiles(profile.lang)) {
    try {
      const got = await fetch(file);
      if (got.ok) await shell.put(file, got);
    } catch {
      return;
    }
  }
  await withMeta(async (m) => {
    m.shell[profile.version] = [...new Set([...(m.shell[profile.version] ?? []), ...files])];
    const used = new Set<string>();
    for (const part of ["shared", "private"] as const) {
      for (const rec of Object.values(m.langs[part])) if (rec) used.add(rec.version);
    }
    for (const v of Object.keys(m.shell)) if (!used.has(v)) delete m.shell[v];
    const keep = new Set(Object.values(m.shell).flat());
    for (const req of await shell.keys()) {
      const path = new URL(req.url).pathname;
      if (path.startsWith("/assets/") && !keep.has(path)) await shell.delete(req);
    }
  });
}
