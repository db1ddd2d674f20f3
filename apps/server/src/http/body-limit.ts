/**
 * One body limit for every route. Every request that carries a body is held to a number of bytes: the default
 * (BODY_LIMIT_BYTES, 64 KiB) or the one a feature declares for its own paths beside its routes (`BodyLimit`: the
 * FAQ form's image, the unsubscribe button's one field, the providers' notifications, Telegram's updates). The
 * middleware runs before any route, so no handler can read more than its limit:
 *
 * - a declared Content-Length over the limit is refused without keeping a byte (Node's parser never reads past
 *   the length it declared, so a body within it is left to the route);
 * - a body sent without one (chunked) is read here as it streams in, counting, and refused the moment it passes
 *   the limit; within it, its bytes become the request's body, so every reader after this one (zod, a form
 *   parser, a React Router action) gets a complete body no larger than the limit.
 *
 * Over the limit: 413 PAYLOAD_TOO_LARGE, naming the field when the limit says which one overfills it, and
 * `Connection: close`. Nothing more of the body is kept, but what the client is still sending is read and dropped
 * for up to a second first (`LINGER`), as nginx's lingering close does: Node closes a connection whose body was
 * not read to its end as soon as the answer is written, and a client still sending then meets a reset connection
 * instead of the answer (a browser shows its own error page, not ours). The chunks are read from Node's request
 * itself, one at a time, so a dropped chunk is never copied into a web stream as well.
 */
import type { IncomingMessage } from "node:http";
import { Readable } from "node:stream";
import type { FieldError } from "@bazi/contracts";
import { type Lang, t } from "@bazi/i18n";
import type { MiddlewareHandler } from "hono";
import { AppError } from "../errors.ts";
import type { AppEnv } from "./app-env.ts";
import { incomingOf } from "./trusted-proxies.ts";

/** A path's own limit: the paths it covers (exact, or a pattern over the whole path) and why it differs. */
export interface BodyLimit {
  path: string | RegExp;
  bytes: number;
  /** Why this path's limit is not the default, for the reader. */
  why: string;
  /** The field a body over the limit must have overfilled (the FAQ form's image), named in the refusal. */
  field?: (lang: Lang) => FieldError;
}

/** Which limit holds for a path: the first declared limit that covers it, else the default. */
export function bodyLimitOf(
  path: string,
  defaultBytes: number,
  limits: readonly BodyLimit[],
): Pick<BodyLimit, "bytes" | "field"> {
  for (const l of limits) if (typeof l.path === "string" ? l.path === path : l.path.test(path)) return l;
  return { bytes: defaultBytes };
}

/** How long, and how much, of a refused body is read and dropped before the answer. */
const LINGER = { ms: 1000, bytes: 64 * 1024 * 1024 };

/**
 * A body's bytes as they arrive: from Node's request itself when the server is node-server (its chunks as the
 * socket read them, not copied again into a web stream), else from the Request's stream (in-process requests).
 */
interface BodySource {
  /** The next chunk, or null at the end; throws when the client went away mid-body. */
  next(timeoutMs?: number): Promise<Uint8Array | null | "timeout">;
}

function nodeSource(incoming: IncomingMessage): BodySource {
  const queue: Uint8Array[] = [];
  let ended = false;
  let failed: Error | null = null;
  let wake: (() => void) | null = null;
  const poke = () => {
    wake?.();
    wake = null;
  };
  incoming.on("data", (chunk: Buffer) => {
    queue.push(chunk);
    incoming.pause(); // one chunk at a time: nothing piles up here
    poke();
  });
  incoming.on("end", () => {
    ended = true;
    poke();
  });
  incoming.on("error", (e) => {
    failed = e;
    poke();
  });
  incoming.on("close", () => {
    if (!ended) failed ??= new Error("the client went away mid-body");
    poke();
  });
  return {
    async next(timeoutMs) {
      for (;;) {
        const chunk = queue.shift();
        if (chunk) return chunk;
        if (failed) throw failed;
        if (ended) return null;
        incoming.resume();
        let timer: NodeJS.Timeout | undefined;
        const timedOut = await new Promise<boolean>((resolve) => {
          wake = () => resolve(false);
          if (timeoutMs !== undefined) timer = setTimeout(() => resolve(true), timeoutMs);
        });
        clearTimeout(timer);
        if (timedOut) return "timeout";
      }
    },
  };
}

function streamSource(body: ReadableStream<Uint8Array>): BodySource {
  const reader = body.getReader();
  return {
    async next(timeoutMs) {
      let timer: NodeJS.Timeout | undefined;
      const timeout =
        timeoutMs === undefined
          ? null
          : new Promise<"timeout">((resolve) => {
              timer = setTimeout(() => resolve("timeout"), timeoutMs);
            });
      try {
        const read = await (timeout ? Promise.race([reader.read(), timeout]) : reader.read());
        if (read === "timeout") return read;
        return read.done ? null : read.value;
      } finally {
        clearTimeout(timer);
      }
    },
  };
}

/** Reads and drops the rest of a body until it ends, or LINGER runs out. */
async function dropRest(source: BodySource): Promise<void> {
  const until = Date.now() + LINGER.ms;
  let dropped = 0;
  try {
    while (dropped < LINGER.bytes) {
      const left = until - Date.now();
      if (left <= 0) return;
      const chunk = await source.next(left);
      if (chunk === null || chunk === "timeout") return;
      dropped += chunk.byteLength;
    }
  } catch {
    // the client went away: nothing left to drop
  }
}

async function tooLarge(
  limit: Pick<BodyLimit, "field">,
  lang: Lang,
  source: BodySource | null,
): Promise<AppError> {
  if (source) await dropRest(source);
  return new AppError("PAYLOAD_TOO_LARGE", {
    headers: { Connection: "close" },
    ...(limit.field ? { fields: [limit.field(lang)] } : {}),
  });
}

/** The middleware, for every route. */
export function limitBodies(defaultBytes: number, limits: readonly BodyLimit[]): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const length = c.req.header("content-length");
    const chunked = c.req.header("transfer-encoding") !== undefined;
    // node-server's own request (absent, or a stand-in with only a socket's address, in-process)
    const bound = incomingOf(c.env);
    const incoming = bound instanceof Readable ? bound : undefined;
    // no body: GET and HEAD, and an HTTP/1 request with neither header (RFC 9112 §6.3). A body with neither
    // header over HTTP/2, or in a Request made in-process, is counted as it streams, as a chunked one is.
    if (
      length === undefined &&
      !chunked &&
      (c.req.method === "GET" || c.req.method === "HEAD" || (incoming && incoming.httpVersionMajor < 2))
    )
      return next();
    const limit = bodyLimitOf(c.req.path, defaultBytes, limits);
    const max = limit.bytes;
    const source = () =>
      incoming ? nodeSource(incoming) : c.req.raw.body ? streamSource(c.req.raw.body) : null;
    if (length !== undefined && !chunked) {
      if (Number(length) > max) throw await tooLarge(limit, c.get("lang"), source());
      return next();
    }
    const body = source();
    if (!body) return next();
    const chunks: Uint8Array[] = [];
    let size = 0;
    for (;;) {
      let chunk: Uint8Array | null | "timeout";
      try {
        chunk = await body.next();
      } catch {
        // the client went away mid-body: nothing to answer, and nothing half-read goes on
        throw new AppError("VALIDATION_FAILED", {
          fields: [{ field: "body", message: `body: ${t(c.get("lang"), "error.field.invalid")}` }],
        });
      }
      if (chunk === null || chunk === "timeout") break;
      size += chunk.byteLength;
      if (size > max) {
        chunks.length = 0; // what was kept goes before the rest is dropped
        throw await tooLarge(limit, c.get("lang"), body);
      }
      chunks.push(chunk);
    }
    const bytes = new Uint8Array(size);
    let at = 0;
    for (const chunk of chunks) {
      bytes.set(chunk, at);
      at += chunk.byteLength;
    }
    const headers = new Headers(c.req.raw.headers);
    headers.delete("transfer-encoding");
    headers.set("content-length", String(size));
    c.req.raw = new Request(c.req.raw.url, {
      method: c.req.raw.method,
      headers,
      body: bytes,
      signal: c.req.raw.signal,
    });
    return next();
  };
}
