/**
 * Static files of the web build: /assets/* (content-hashed) with immutable caching, other files (favicon…)
 * with a short cache. Paths are resolved inside the root only. Text files go gzipped to clients that take it; a
 * content-hashed one as brotli where the build wrote one (`npm run build` does: apps/web/scripts/precompress.ts),
 * 13 % smaller for the day page's scripts. The installable app's files (decision 023) are checked on every use
 * (`no-cache`): the service worker `/sw.js`, with its own policy (its fetches go to the site only), and the web
 * app manifests.
 */
import { createReadStream, readFileSync, statSync } from "node:fs";
import { extname, join, normalize, sep } from "node:path";
import { Readable } from "node:stream";
import { gzipSync } from "node:zlib";
import { acceptsGzip, chooseCoding } from "./encoding.ts";
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
/** Content-hashed files never change: each is gzipped once (bounded by the build's size). */
const gzipped = new Map<string, Uint8Array<ArrayBuffer>>();
/** And as brotli, as the build wrote it (null: no such file). */
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
    const accept = req.headers.get("accept-encoding");
    const compressed = (body: Uint8Array<ArrayBuffer>, coding: "br" | "gzip") =>
      new Response(req.method === "HEAD" ? null : body, {
        headers: {
          "Content-Type": type,
          "Content-Encoding": coding,
          "Content-Length": String(body.byteLength),
          "Cache-Control": cache,
          Vary: "Accept-Encoding",
          ...own,
        },
      });
    if (COMPRESSIBLE.has(extname(path))) {
      const br = hashed && chooseCoding(accept, ["br", "gzip"]) === "br" ? brotliOf(file) : null;
      if (br) return compressed(br, "br");
      if (acceptsGzip(accept)) {
        let body = gzipped.get(file);
        if (!body) {
          body = new Uint8Array(gzipSync(readFileSync(file), { level: 9 }));
          if (hashed) gzipped.set(file, body);
        }
        return compressed(body, "gzip");
      }
    }
    const headers = {
      "Content-Type": type,
      "Content-Length": String(size),
      "Cache-Control": cache,
      Vary: "Accept-Encoding",
      ...own,
    };
    if (req.method === "HEAD") return new Response(null, { headers });
    return new Response(Readable.toWeb(createReadStream(file)) as ReadableStream, { headers });
  };
}
