/**
 * Static files of the web build: /assets/* (content-hashed) with immutable caching, other files (favicon…)
 * with a short cache. Paths are resolved inside the root only. A content-hashed text file goes as brotli to
 * clients that take it, where the build wrote one (`npm run build` does: apps/web/scripts/precompress.ts): the
 * scripts of a first visit are 133 KB instead of 153 KB in gzip, felt on a slow phone (decision 035). Everything
 * else goes as it is, and the proxy compresses it (deploy/nginx). The installable app's files (decision 023) are
 * checked on every use (`no-cache`): the service worker `/sw.js`, with its own policy (its fetches go to the site
 * only), and the web app manifests.
 */
import { createReadStream, readFileSync, statSync } from "node:fs";
import { extname, join, normalize, sep } from "node:path";
import { Readable } from "node:stream";
import { parseAccept } from "hono/utils/accept";
import { SERVICE_WORKER_CSP } from "./security.ts";

const TYPES: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".ico": "image/x-icon",
  ".webp": "image/webp",
  ".woff2": "font/woff2",
  ".json": "application/json",
  ".txt": "text/plain; charset=utf-8",
  ".webmanifest": "application/manifest+json",
};

/** Text types worth compressing. */
const COMPRESSIBLE = new Set([".js", ".css", ".svg", ".json", ".txt", ".webmanifest"]);
/** Content-hashed files as brotli, as the build wrote them (null: no such file); they never change. */
const brotlied = new Map<string, Uint8Array<ArrayBuffer> | null>();

/**
 * A content-hashed file as brotli: the web build writes it next to the file (`name.js.br`,
 * apps/web/scripts/precompress.ts); null when it did not (read once either way).
 */
function brotliOf(file: string): Uint8Array<ArrayBuffer> | null {
  let made = brotlied.get(file);
  if (made === undefined) {
    try {
      made = new Uint8Array(readFileSync(`${file}.br`));
    } catch {
      made = null;
    }
    brotlied.set(file, made);
  }
  return made;
}

/** Whether the client takes brotli: `br` (or, unlisted, `*`) with a q above 0. */
function takesBrotli(accept: string | null): boolean {
  if (!accept) return false;
  const codings = parseAccept(accept);
  const br = codings.find((a) => a.type.toLowerCase() === "br") ?? codings.find((a) => a.type === "*");
  return (br?.q ?? 0) > 0;
}

export function staticFiles(root: string): (req: Request) => Promise<Response | null> {
  const base = normalize(root + sep);
  return async (req) => {
    let path: string;
    try {
      path = decodeURIComponent(new URL(req.url).pathname);
    } catch {
      return null;
    }
    if (path === "/" || path.endsWith("/") || path.includes("\0")) return null;
    const type = TYPES[extname(path)];
    if (!type) return null;
    const file = normalize(join(base, path));
    if (!file.startsWith(base)) return null;
    let size: number;
    try {
      const st = statSync(file);
      if (!st.isFile()) return null;
      size = st.size;
    } catch {
      return null;
    }
    const hashed = path.startsWith("/assets/");
    const worker = path === "/sw.js";
    const cache = hashed
      ? "public, max-age=31536000, immutable"
      : worker || path.endsWith(".webmanifest")
        ? "no-cache"
        : "public, max-age=3600";
    const own: Record<string, string> = worker ? { "Content-Security-Policy": SERVICE_WORKER_CSP } : {};
    const headers: Record<string, string> = {
      "Content-Type": type,
      "Content-Length": String(size),
      "Cache-Control": cache,
      Vary: "Accept-Encoding",
      ...own,
    };
    const brotli =
      hashed && COMPRESSIBLE.has(extname(path)) && takesBrotli(req.headers.get("accept-encoding"))
        ? brotliOf(file)
        : null;
    if (brotli) {
      headers["Content-Encoding"] = "br";
      headers["Content-Length"] = String(brotli.byteLength);
    }
    if (req.method === "HEAD") return new Response(null, { headers });
    return new Response(brotli ?? (Readable.toWeb(createReadStream(file)) as ReadableStream), { headers });
  };
}
