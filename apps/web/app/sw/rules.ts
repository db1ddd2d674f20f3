/**
 * The service worker's rules (decision 023), kept pure so that they are unit-tested (rules.test.ts) and shared by
 * the worker (worker.ts) and the page's side (lib/offline-client.ts):
 *
 * - what is kept for reading offline: the home page and the day pages from today to today + DAYS_AHEAD at the
 *   user's place, each as its page, its React Router data (`.data`, what a client navigation fetches) and its
 *   tabs' details (routes/day-details.ts); `offlineUrls`;
 * - how a request finds its copy (`copyOf`): the canonical path, `/en/` read as `/en`, React Router's `_routes`
 *   filter ignored (the kept data has every route's), any other query not kept;
 * - where an answer may be kept (`placeFor`): nowhere unless it is a 200 without `no-store`; a page rendered for a
 *   signed-in user (the server says whose: `X-Bazi-Viewer`) only in that user's own partition, which goes at
 *   sign-out; other answers in the device's partition;
 * - what a push from the site's server shows (`noticeOf`, for push.ts).
 */

import { langOf } from "@bazi/i18n";
import { dayPath, pathInLang } from "@bazi/i18n/paths";

export type Lang = "ru" | "en";
export type Kind = "page" | "data" | "details";

/** Days after today kept (the public window, docs/product.md: general data is open 30 days ahead). */
export const DAYS_AHEAD = 30;

/** The header with which the server names the signed-in user a page was rendered for (decision 023). */
export const VIEWER_HEADER = "x-bazi-viewer";

/** A page, data or details URL (path only) to keep. */
export interface Wanted {
  url: string;
  kind: Kind;
}

/** What the page tells the worker about itself: the kept days are computed from it. */
export interface Profile {
  lang: Lang;
  /** Today at the user's place, "YYYY-MM-DD" (the server's clock: the page's loader). */
  today: string;
  /** The place's name: another place means other pages. */
  place: string;
  /** The signed-in user (the same value as the server's X-Bazi-Viewer), or null for a visitor. */
  viewer: string | null;
  /** What else the user's pages depend on (the selected chart and its paid-until date): a change refreshes them. */
  variant: string;
  /** React Router's manifest version (route discovery answers are for one build). */
  version: string;
}

const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;
const pad = (n: number) => String(n).padStart(2, "0");

/** `today` and the DAYS_AHEAD days after it, "YYYY-MM-DD". */
export function windowDates(today: string, days = DAYS_AHEAD): string[] {
  const m = ISO.exec(today);
  if (!m) return [];
  const out: string[] = [];
  for (let i = 0; i <= days; i++) {
    const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]) + i));
    out.push(`${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`);
  }
  return out;
}

const homePath = (lang: Lang) => pathInLang("/", lang);

/** The URL React Router fetches a page's data from on a client navigation (`/` → `/_.data`). */
export const dataUrlOf = (page: string) => (page === "/" ? "/_.data" : `${page}.data`);

/** The home page, then each day of the window: its page, data and details; the order the worker fetches them. */
export function offlineUrls(lang: Lang, today: string): Wanted[] {
  const home = homePath(lang);
  const out: Wanted[] = [
    { url: home, kind: "page" },
    { url: dataUrlOf(home), kind: "data" },
  ];
  for (const iso of windowDates(today)) {
    const page = dayPath(iso, lang);
    out.push({ url: page, kind: "page" }, { url: dataUrlOf(page), kind: "data" });
    out.push({ url: `${page}/details`, kind: "details" });
  }
  return out;
}

/**
 * The paths whose routes the worker asks React Router's route discovery for (`/__manifest`), so that a page read
 * offline can navigate to another kept day: the home page, the days and their months and years.
 */
export function discoveryPaths(lang: Lang, today: string): string[] {
  const paths = new Set<string>([homePath(lang)]);
  for (const iso of windowDates(today)) {
    const page = dayPath(iso, lang);
    paths.add(page);
    paths.add(page.slice(0, page.lastIndexOf("/")));
    paths.add(page.slice(0, page.lastIndexOf("/", page.lastIndexOf("/") - 1)));
  }
  return [...paths].sort();
}

export function discoveryUrl(version: string, paths: string[]): string {
  return `/__manifest?${new URLSearchParams({ paths: paths.join(","), version })}`;
}

/** A kept copy: its key (the canonical URL path), what it is, the page it belongs to and its language. */
export interface Copy {
  key: string;
  kind: Kind;
  page: string;
  lang: Lang;
}

const DAY = /^(\/en)?\/(\d{4})\/(\d{2})\/(\d{2})(\.data|\/details)?$/;
const HOME_DATA = /^(?:\/_\.data|\/en\.data|\/en\/_\.data)$/;

/** The copy a same-origin GET would read or write, or null when such a URL is never kept. */
export function copyOf(url: URL): Copy | null {
  const path = url.pathname;
  const params = [...url.searchParams.keys()];
  const isData = path.endsWith(".data");
  // React Router's `_routes` only narrows which routes' data it needs: the kept data has them all
  if (params.some((p) => !(isData && p === "_routes"))) return null;
  if (path === "/" || path === "/en" || path === "/en/") {
    const page = path === "/" ? "/" : "/en";
    return { key: page, kind: "page", page, lang: page === "/" ? "ru" : "en" };
  }
  if (HOME_DATA.test(path)) {
    const page = path === "/_.data" ? "/" : "/en";
    return { key: dataUrlOf(page), kind: "data", page, lang: page === "/" ? "ru" : "en" };
  }
  const m = DAY.exec(path);
  if (!m) return null;
  const lang: Lang = m[1] ? "en" : "ru";
  const page = `${m[1] ?? ""}/${m[2]}/${m[3]}/${m[4]}`;
  if (m[5] === ".data") return { key: dataUrlOf(page), kind: "data", page, lang };
  if (m[5] === "/details") return { key: `${page}/details`, kind: "details", page, lang };
  return { key: page, kind: "page", page, lang };
}

export type Partition = "shared" | "private";

/** What the worker sees of an answer. */
export interface Answer {
  status: number;
  /** "basic" for a same-origin answer; opaque and redirect answers are never kept. */
  type: string;
  cacheControl: string | null;
  /** The X-Bazi-Viewer header: the signed-in user the answer was rendered for, or null. */
  viewer: string | null;
}

/**
 * Where an answer may be kept, `owner` being the user the private partition belongs to (null: nobody is signed
 * in as far as the worker knows):
 * - nowhere: not a plain 200, or `no-store` (the server forbids keeping it anywhere);
 * - "private": rendered for the signed-in owner (`private` and `public` alike: it shows their name and charts);
 * - nowhere: rendered for another user than the owner, or for a user while the owner is unknown (a sign-in the
 *   worker has not yet heard of from a page);
 * - "shared": rendered for no user (`public`, or `private` to this browser's cookies: the place, the consent),
 *   the device's copies.
 */
export function placeFor(answer: Answer, owner: string | null): Partition | null {
  if (answer.status !== 200 || (answer.type !== "basic" && answer.type !== "default")) return null;
  if (/(^|[,\s])no-store($|[,\s=])/i.test(answer.cacheControl ?? "")) return null;
  if (answer.viewer !== null) return owner !== null && answer.viewer === owner ? "private" : null;
  return "shared";
}

/**
 * Whether an answer shows that the private partition's owner is no longer the one signed in on this browser: a
 * page rendered for another user, or for nobody (their session ended, here or elsewhere). The worker then drops
 * the partition at once.
 */
export function endsOwner(answer: Answer, owner: string | null): boolean {
  return owner !== null && answer.status === 200 && answer.viewer !== owner;
}

/**
 * POSTs that change who is signed in or what their pages show: every account form of the client area (sign-in,
 * sign-up, sign-out, account deletion, choosing a chart…, with or without JavaScript) and the account API. The
 * worker drops the private partition before such a request goes out.
 */
export function changesAccount(method: string, url: URL): boolean {
  if (method === "GET" || method === "HEAD") return false;
  const p = url.pathname;
  return (
    /^(\/en)?\/client(\.data)?$/.test(p) ||
    p.startsWith("/api/token") ||
    p.startsWith("/api/user") ||
    p.startsWith("/api/charts")
  );
}

const ASSET = /(?:\.\/|\/?\bassets\/)([\w.-]+\.(?:js|css))(?=["'`)\s,]|$)/g;

/**
 * The build's files a text mentions: in a page, its stylesheet, scripts and their imports (React Router's
 * manifest); in a script, the chunks it imports (`./chunk-HASH.js`) or preloads (`assets/chunk-HASH.js`).
 */
export function assetRefs(text: string): string[] {
  const out = new Set<string>();
  for (const m of text.matchAll(ASSET)) out.add(`/assets/${m[1]}`);
  return [...out];
}

/** The other files an installed app's page asks for: the manifest of its language, its icons and the favicon. */
export function chromeFiles(lang: Lang): string[] {
  return [
    manifestPath(lang),
    `/icons/${lang}-192.png`,
    `/icons/${lang}-512.png`,
    `/icons/${lang}-maskable-512.png`,
    "/favicon.svg",
  ];
}

export const manifestPath = (lang: Lang) => `/manifest-${lang}.webmanifest`;

/** What the server pushes (apps/server/src/providers/push.ts `PushNotice`): a notification's texts and link. */
export interface PushNotice {
  title: string;
  body: string;
  url: string;
  tag: string;
  lang: Lang;
}

/**
 * A push's notice, or null when it has no title and body to show. A link that is not http(s) opens the site
 * (`origin`) instead; an unknown language is Russian.
 */
export function noticeOf(data: { json(): unknown } | null | undefined, origin: string): PushNotice | null {
  try {
    const n = data?.json() as Partial<PushNotice> | null | undefined;
    if (!n || typeof n.title !== "string" || typeof n.body !== "string") return null;
    const url = typeof n.url === "string" && /^https?:\/\//.test(n.url) ? n.url : origin;
    return {
      title: n.title,
      body: n.body,
      url,
      tag: typeof n.tag === "string" ? n.tag : "",
      lang: langOf(n.lang),
    };
  } catch {
    return null;
  }
}
