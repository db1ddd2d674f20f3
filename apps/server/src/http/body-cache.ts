/**
 * JSON answers that are the same for everyone who asks the same question (the day endpoints): serialised and
 * UTF-8 encoded once per key, compressed once per coding at the fastest levels (http/encoded-body.ts), and sent
 * in the coding the client takes, with a strong ETag and `304 Not Modified` for a request that names it.
 *
 *   const bodies = createBodyCache({ maxBytes: 8 * 1024 * 1024 });
 *   return sendBody(c, bodies.json(key, () => service.answer(...)), { "cache-control": "…" });
 *
 * Bounded by bytes (issue 17): a body weighs its JSON and, at most a third as much again, its gzip and brotli
 * forms (a day's JSON compresses to about a sixth each).
 */
import { BoundedCache } from "@bazi/almanac";
import type { Context } from "hono";
import { type EncodedBody, encodedBody, sendEncoded } from "./encoded-body.ts";

export interface BodyCache {
  /** The encoded answer under `key`, made from `make()` the first time. */
  json(key: string, make: () => unknown): EncodedBody;
  /** The same for an answer whose JSON text is made by `make()` (already UTF-8). */
  text(key: string, make: () => Buffer): EncodedBody;
}

export function createBodyCache(opts: { maxBytes: number }): BodyCache {
  const cache = new BoundedCache<string, EncodedBody>({
    maxBytes: opts.maxBytes,
    weigh: (b, key) => Math.ceil(b.identity.length * 1.34) + 16 + key.length,
  });
  function text(key: string, make: () => Buffer): EncodedBody {
    let body = cache.get(key);
    if (!body) {
      body = encodedBody(make(), { quick: true });
      cache.set(key, body);
    }
    return body;
  }
  return {
    text,
    json: (key, make) => text(key, () => Buffer.from(JSON.stringify(make()))),
  };
}

const JSON_TYPE = "application/json; charset=utf-8";

/** Sends an encoded JSON answer in the coding the client takes (brotli, gzip or none). */
export function sendBody(c: Context, body: EncodedBody, own: Record<string, string> = {}): Response {
  const sent = body.choose(c.req.header("accept-encoding"));
  return sendEncoded(c, sent, 200, { "content-type": JSON_TYPE, vary: "Accept-Encoding", ...own });
}
