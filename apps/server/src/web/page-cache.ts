/**
 * Anonymous pages as fixed answers (decision 019), rendered once per 5 s (decision 035: what a user feels is the
 * rendering, 10 ms of a core and more, not the sending).
 *
 *   const anonymous = withPageCache(render, 5000);
 *   const page = await anonymous(request);   // status, headers, script hashes, bytes, ETag
 *
 * A visitor without cookies or credentials sees the same page as every other such visitor until the day
 * changes, so the page is rendered without a nonce and its policy lists the hashes of its inline scripts
 * (web/script-hashes.ts): the answer is fixed bytes with a strong ETag. Rendered pages (and React Router's
 * `.data` answers) are kept `ttlMs` per path and query; concurrent misses share one rendering. Only 200 and 404
 * answers without Set-Cookie or a private/no-store Cache-Control are kept (`shared`); should an anonymous page
 * ever depend on more than its URL, that must join the key. The proxy compresses them (deploy/nginx).
 */
import { createHash } from "node:crypto";
import { BoundedCache } from "@bazi/almanac";
import { inlineScriptHashes } from "./script-hashes.ts";

export interface FixedPage {
  status: number;
  /** The rendering's headers but Content-Length, lower-case names. */
  headers: Record<string, string>;
  /** `'sha256-…'` of each inline script of an HTML page (empty for anything else). */
  scriptHashes: string[];
  bytes: Uint8Array<ArrayBuffer>;
  /** A strong validator of the bytes: 128 bits of SHA-256, the same in every instance. */
  etag: string;
  /** The page may be kept and shared by all visitors (and by caches between them). */
  shared: boolean;
  /** When the server stops reusing it (ms since the epoch). */
  expires: number;
}

/** The cache's budget (issue 17: the server stays within its memory target). */
const PAGE_CACHE_BYTES = 24 * 1024 * 1024;
const weigh = (page: FixedPage, key: string) => page.bytes.byteLength + 1024 + key.length;

export function withPageCache(
  render: (req: Request) => Promise<Response>,
  ttlMs: number,
): (req: Request) => Promise<FixedPage> {
  const cache = new BoundedCache<string, FixedPage>({ maxBytes: PAGE_CACHE_BYTES, weigh });
  const pending = new Map<string, Promise<FixedPage>>();

  async function fill(req: Request, key: string): Promise<FixedPage> {
    const res = await render(req);
    const bytes = new Uint8Array(await res.arrayBuffer());
    const headers: Record<string, string> = {};
    for (const [name, value] of res.headers) if (name !== "content-length") headers[name] = value;
    const html = (headers["content-type"] ?? "").startsWith("text/html");
    const cc = headers["cache-control"] ?? "";
    const page: FixedPage = {
      status: res.status,
      headers,
      scriptHashes: html ? inlineScriptHashes(new TextDecoder().decode(bytes)) : [],
      bytes,
      etag: `"${createHash("sha256").update(bytes).digest("base64url").slice(0, 22)}"`,
      shared:
        ttlMs > 0 &&
        (res.status === 200 || res.status === 404) &&
        !("set-cookie" in headers) &&
        !/no-store|private/.test(cc),
      expires: Date.now() + ttlMs,
    };
    if (page.shared) cache.set(key, page);
    return page;
  }

  return async (req) => {
    const url = new URL(req.url);
    const key = url.pathname + url.search;
    const hit = cache.get(key);
    if (hit && hit.expires > Date.now()) return hit;
    let p = pending.get(key);
    if (!p) {
      p = fill(req, key).finally(() => pending.delete(key));
      pending.set(key, p);
    }
    return p;
  };
}
