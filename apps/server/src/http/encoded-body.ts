/**
 * A response body that is the same for every request (a cached page): its bytes, gzipped and brotli-compressed
 * once with plain zlib, and a strong ETag per content coding (decision 019).
 *
 *   const body = encodedBody(bytes);
 *   const sent = body.choose(req.headers.get("accept-encoding"), { again: true });
 *   // sent.coding ("br" | "gzip" | null), sent.bytes, sent.etag, sent.final
 *
 * A page's gzip is made on first use, on the request's thread: ~1.4 ms for a 100 KB page at level 6, once per
 * content. Brotli at its best quality costs 0.1–0.2 s of a core, so it is made in the background, one job at a
 * time (http/background.ts), and only for a body asked for again (`again`): most pages are seen once. Until it is
 * made, a client that prefers brotli gets gzip, and that answer is not `final` (not to be kept as the repeat
 * answer: the brotli one will be).
 *
 * An answer computed for one request (`quick`: the day endpoints) takes the fastest levels instead, both made on
 * the request's thread when first asked for: brotli at quality 1 (~0.13 ms for a 50 KB day, 8.5 KB) and gzip at
 * level 1 (~0.33 ms, 8.6 KB), as a proxy compressing on the fly would.
 */
import { createHash } from "node:crypto";
import { brotliCompress, brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { Context } from "hono";
import { compressions } from "./background.ts";
import { chooseCoding } from "./encoding.ts";
import { completeResponse } from "./response-headers.ts";

export interface Sent {
  coding: "br" | "gzip" | null;
  bytes: Buffer;
  /** A strong validator of exactly these bytes (the coding is part of it). */
  etag: string;
  /** The best form this client can have: an answer that may be kept for its repeats. */
  final: boolean;
}

export interface EncodedBody {
  readonly identity: Buffer;
  /** The form to send: `again` when the body was asked for before (a page's brotli is made for such a body only). */
  choose(acceptEncoding: string | null | undefined, opts?: { again?: boolean }): Sent;
  /** Whether `other` holds the same bytes (a page rendered again keeps its compressed forms). */
  same(other: Uint8Array): boolean;
}

/**
 * The compressed bytes in a buffer of their own. Node's zlib returns a short result as a view into its 64 KB
 * output chunk, so a 9 KB answer kept in a cache would hold 64 KB, unseen by the caches' byte budgets.
 */
export const exact = (out: Buffer): Buffer =>
  out.byteLength === out.buffer.byteLength
    ? out
    : // a copy in an array buffer of its own (Buffer's copies of short bytes share a pool)
      Buffer.from(out.buffer.slice(out.byteOffset, out.byteOffset + out.byteLength));

/** Resolves once the bodies queued for brotli so far are compressed (tests). */
export const brotliSettled = (): Promise<void> => compressions.settled();

/**
 * Pages: gzip level 6 (zlib's default, a third of level 9's time for 1 % more bytes) and brotli's best quality in
 * the background; `quick`: gzip level 1 and brotli quality 1, both at once (see above).
 */
export function encodedBody(bytes: Uint8Array, opts: { quick?: boolean } = {}): EncodedBody {
  const quick = opts.quick === true;
  // a window as large as the body and no larger: the same bytes, without preparing (and zeroing) brotli's 4 MB
  // default window for a 50 KB body, which costs a quarter of quality 1's time
  const window = Math.min(Math.max(Math.ceil(Math.log2(bytes.byteLength + 1)), 10), 24);
  const level = quick ? 1 : 6;
  const identity = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // 128 bits of SHA-256: the same bytes give the same tag in every instance
  const tag = createHash("sha256").update(identity).digest("base64url").slice(0, 22);
  let gzip: Buffer | undefined;
  /** undefined: not asked for; "pending": queued or being made; null: failed (gzip from then on). */
  let brotli: Buffer | "pending" | null | undefined;

  const gzipped = () => {
    gzip ??= exact(gzipSync(identity, { level, memLevel: 9 }));
    return gzip;
  };

  function compressBrotliLater() {
    const queued = compressions.add(
      () =>
        new Promise<void>((done) =>
          brotliCompress(
            identity,
            {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
                [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
                [constants.BROTLI_PARAM_LGWIN]: window,
              },
            },
            (err, out) => {
              brotli = err ? null : exact(out);
              done();
            },
          ),
        ),
    );
    // a full queue: tried again when next asked for
    if (queued) brotli = "pending";
  }

  return {
    identity,
    same: (other) => Buffer.compare(identity, other) === 0,
    choose(acceptEncoding, opts = {}) {
      const wanted = chooseCoding(acceptEncoding, ["br", "gzip"]);
      if (wanted === "br" && quick) {
        brotli ??= exact(
          brotliCompressSync(identity, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: 1,
              [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
              [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
              [constants.BROTLI_PARAM_LGWIN]: window,
            },
          }),
        );
      }
      if (wanted === "br") {
        if (Buffer.isBuffer(brotli)) return { coding: "br", bytes: brotli, etag: `"${tag}-br"`, final: true };
        if (brotli === undefined && opts.again) compressBrotliLater();
      }
      const final = wanted !== "br" || brotli === null;
      if (chooseCoding(acceptEncoding, ["gzip"]) === null) {
        return { coding: null, bytes: identity, etag: `"${tag}"`, final };
      }
      return { coding: "gzip", bytes: gzipped(), etag: `"${tag}-gzip"`, final };
    },
  };
}

/**
 * Whether a request's If-None-Match names `etag` (RFC 9110 §13.1.2: the weak comparison, so `W/"x"` matches
 * `"x"`; `*` matches any current representation).
 */
export function notModified(ifNoneMatch: string | null | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === "*") return true;
  for (const item of ifNoneMatch.split(",")) {
    const t = item.trim();
    if ((t.startsWith("W/") ? t.slice(2) : t) === etag) return true;
  }
  return false;
}

/**
 * The response carrying `sent` with `status` and `headers` (lower-case names): its Content-Encoding, and for a 200
 * its ETag, or `304 Not Modified` without the content's headers when the request's If-None-Match names it.
 */
export function sendEncoded(
  c: Context,
  sent: Sent,
  status: number,
  headers: Record<string, string>,
): Response {
  const own: Record<string, string> = { ...headers };
  if (sent.coding) own["content-encoding"] = sent.coding;
  if (status === 200) {
    own.etag = sent.etag;
    if (notModified(c.req.header("if-none-match"), sent.etag)) {
      const { "content-type": _t, "content-encoding": _e, ...rest } = own;
      return completeResponse(c, null, 304, rest);
    }
  }
  return completeResponse(c, sent.bytes as Uint8Array<ArrayBuffer>, status, own);
}
