/**
 * JSON answers that are the same for everyone who asks the same question (the day endpoints): serialised, UTF-8
 * encoded and gzipped once per key (http/encoded-body.ts), then sent in the coding the client takes, with a
 * strong ETag and `304 Not Modified` for a request that names it.
 *
 *   const bodies = createBodyCache({ maxBytes: 8 * 1024 * 1024 });
 *   return sendBody(c, bodies.json(key, () => service.answer(...)), { "cache-control": "…" });
 *
 * Bounded by bytes (issue 17): a body weighs its JSON and, at most a quarter as much again, its gzip.
 */
import { BoundedCache } from "@bazi/almanac";
import type { Context } from "hono";
import { type EncodedBody, encodedBody, sendEncoded } from "./encoded-body.ts";

export interface BodyCache {
  /** The encoded answer under `key`, made from `make()` the first time. */
  json(key: string, make: () => unknown): EncodedBody;
}

/** Answers made for one request: gzip's fastest level (a few more bytes, half the time). */
const GZIP_LEVEL = 1;

export function createBodyCache(opts: { maxBytes: number }): BodyCache {
  const cache = new BoundedCache<string, EncodedBody>({
    maxBytes: opts.maxBytes,
    weigh: (b, key) => Math.ceil(b.identity.length * 1.25) + 16 + key.length,
  });
  return {
    json(key, make) {
      let body = cache.get(key);
      if (!body) {
        body = encodedBody(Buffer.from(JSON.stringify(make())), { gzipLevel: GZIP_LEVEL });
        cache.set(key, body);
      }
      return body;
    },
  };
}

const JSON_TYPE = "application/json; charset=utf-8";

/** Sends an encoded JSON answer (gzip or plain, never brotli: not worth its cost for one answer). */
export function sendBody(c: Context, body: EncodedBody, own: Record<string, string> = {}): Response {
  const sent = body.choose(c.req.header("accept-encoding"), { brotli: false });
  return sendEncoded(c, sent, 200, { "content-type": JSON_TYPE, vary: "Accept-Encoding", ...own });
}
