/**
 * Static files of the web build: /assets/* (content-hashed) with immutable caching, other files (favicon…)
 * with a short cache. Paths are resolved inside the root only.
 */
import { createReadStream, readFileSync, statSync } from "node:fs";
import { extname, join, normalize, sep } from "node:path";
import { Readable } from "node:stream";
import { gzipSync } from "node:zlib";

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

export function staticFiles(root: string): (req: Request) => Promise<Response | null> {
  const base = normalize(root + sep);
  return async (req) => {
    const path = decodeURIComponent(new URL(req.url).pathname);
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
    const cache = path.startsWith("/assets/")
      ? "public, max-age=31536000, immutable"
      : "public, max-age=3600";
    if (COMPRESSIBLE.has(extname(path)) && /\bgzip\b/.test(req.headers.get("accept-encoding") ?? "")) {
      let body = gzipped.get(file);
      if (!body) {
        body = new Uint8Array(gzipSync(readFileSync(file), { level: 9 }));
        if (path.startsWith("/assets/")) gzipped.set(file, body);
      }
      const zipped = {
        "Content-Type": type,
        "Content-Encoding": "gzip",
        "Content-Length": String(body.byteLength),
        "Cache-Control": cache,
        Vary: "Accept-Encoding",
      };
      return new Response(req.method === "HEAD" ? null : body, { headers: zipped });
    }
    const headers = {
      "Content-Type": type,
      "Content-Length": String(size),
      "Cache-Control": cache,
      Vary: "Accept-Encoding",
    };
    if (req.method === "HEAD") return new Response(null, { headers });
    return new Response(Readable.toWeb(createReadStream(file)) as ReadableStream, { headers });
  };
}
