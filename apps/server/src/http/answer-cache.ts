/**
 * Repeat answers to anonymous GETs, written before the request reaches Hono (decision 012).
 *
 *   const answers = createAnswerCache({ ttlMs: 5000, take, clientIp, newNonce });
 *   app.use("/api/calendar/day", answers.keep);               // keeps the route's 200 answers
 *   answers.keepPage(c, res, page, nonce);                      // a cached page's answer (app.ts)
 *   http.createServer(answers.front(getRequestListener(app.fetch)));   // boot.ts
 *
 * The day endpoint's body is computed once per date, place and language (calendar.service.ts) and an anonymous
 * page is rendered once per 5 s (web/ssr.ts); what a repeat still cost was the framework around it: a WHATWG
 * Request and Response, routing, the middlewares, the schema parses. `serve` answers a request whose URL and
 * relevant headers were answered recently with the same status, headers and bytes, doing what the middlewares
 * would do for it: the per-IP rate limit where the route has one (a client over it goes on to the app, which
 * answers 429), the request id (the client's `X-Request-Id` or a new one), the request log line, and for a page
 * a fresh CSP nonce, in the page's policy and in its body (web/ssr.ts splices it into the kept parts, as the
 * page cache does). Everything else goes to the app.
 *
 * What makes a request the same: GET, no Cookie and no Authorization (a signed-in or cookie-bearing request is
 * the app's), and equal URL (path and query as sent), Accept-Encoding (as sent), Accept-Language and
 * X-Forwarded-Proto (HSTS). A 200 of the day endpoint does not go stale with time (the 30-day window only moves
 * forward; later dates answer 403, which is never kept); a page's answer lives as long as its page cache entry.
 */
import { randomUUID } from "node:crypto";
import type { IncomingHttpHeaders, IncomingMessage, RequestListener, ServerResponse } from "node:http";
import type { Context, MiddlewareHandler } from "hono";
import { isComplete } from "./response-headers.ts";

interface Answer {
  status: number;
  /**
   * Every header of the answer but the request id, as a flat [name, value, …] list for writeHead; for a page,
   * a value that held the response's nonce is kept as the parts around it (`holes`).
   */
  headers: string[];
  holes: Map<number, string[]> | null;
  /** The bytes as sent, or for a page the body for a nonce (written into `into` when given). */
  body: Uint8Array | ((nonce: string, into?: Uint8Array<ArrayBuffer>) => Uint8Array<ArrayBuffer>);
  /**
   * A page's bodies whose sending has finished, to be written over by the next response: a new 10–15 KB buffer per
   * response kept V8's background threads busy with a quarter of the process's CPU (decision 013).
   */
  spare: Uint8Array<ArrayBuffer>[];
  size: number;
  rateLimited: boolean;
  expires: number;
}

/**
 * A cached page's answer: its body for any nonce, and until when the page cache holds it (web/ssr.ts). `body`
 * writes into `into` when it is given and has the body's length (every byte), else into a new buffer.
 */
export interface PageSource {
  body(nonce: string, into?: Uint8Array<ArrayBuffer>): Uint8Array<ArrayBuffer>;
  size: number;
  expires: number;
}

export interface AnswerCacheOptions {
  /** How long an answer is reused, ms. */
  ttlMs: number;
  /** At most this many answers are kept (the oldest go first). Default 1000. */
  maxEntries?: number;
  /** And at most this many bytes of bodies (a page counts its gzip parts). Default 16 MiB. */
  maxBytes?: number;
  now?: () => number;
  /**
   * The public endpoints' rate limit: takes a token for the client's address, answers 0 or the seconds to wait
   * (later, when the buckets are shared through the database).
   */
  take(address: string): number | Promise<number>;
  /** The rate limit's key for a request, as the app computes it. */
  clientIp(forwardedFor: string | undefined, remoteAddress: string | undefined): string;
  /** A fresh CSP nonce (http/security.ts), for repeat pages. */
  newNonce(): string;
  /** The app's request log line, when request logs are on. */
  logRequest?: (line: {
    requestId: string;
    method: string;
    path: string;
    status: number;
    ms: number;
  }) => void;
}

export interface AnswerCache {
  /**
   * Hono middleware for a rate-limited route whose 200 answers may be reused (runs with @hono/node-server
   * only).
   */
  keep: MiddlewareHandler;
  /** Keeps a page's answer `res`, sent with `nonce`, whose body the page cache can make for any nonce. */
  keepPage(c: Context, res: Response, page: PageSource | undefined, nonce: string): void;
  /** Answers a repeat request; false when the request must go to the app. */
  serve(req: IncomingMessage, res: ServerResponse): boolean | Promise<boolean>;
  /** The server's listener: repeats answered here, the rest by `app` (the app's node-server listener). */
  front(app: RequestListener): RequestListener;
  /** How many answers are kept, and their bodies' bytes (tests). */
  readonly size: number;
  readonly bytes: number;
}

/**
 * Sent bodies kept for reuse: per page answer (about as many as its responses in flight at once), and in all (they
 * are not counted in maxBytes).
 */
const SPARES = 64;
const SPARE_BYTES = 8 * 1024 * 1024;

function keyOf(method: string | undefined, url: string | undefined, h: IncomingHttpHeaders): string | null {
  if (method !== "GET" || url === undefined) return null;
  if (h.cookie !== undefined || h.authorization !== undefined) return null;
  // the coding an answer is in follows from Accept-Encoding alone (http/encoding.ts): the same header, the same one
  return `${h["accept-encoding"] ?? ""}\n${h["accept-language"] ?? ""}\n${h["x-forwarded-proto"] ?? ""}\n${url}`;
}

const requestIdOf = (h: IncomingHttpHeaders): string => {
  const given = h["x-request-id"];
  return (typeof given === "string" && given.slice(0, 64)) || randomUUID();
};

export function createAnswerCache(opts: AnswerCacheOptions): AnswerCache {
  const now = opts.now ?? Date.now;
  const maxEntries = opts.maxEntries ?? 1000;
  const maxBytes = opts.maxBytes ?? 16 * 1024 * 1024;
  const answers = new Map<string, Answer>();
  let bytes = 0;
  let spareBytes = 0;
  const drop = (key: string) => {
    const a = answers.get(key);
    if (a) bytes -= a.size;
    for (const b of a?.spare.splice(0) ?? []) spareBytes -= b.length;
    answers.delete(key);
  };

  function store(key: string, answer: Answer) {
    if (answer.size > maxBytes) return;
    drop(key);
    while (answers.size >= maxEntries || bytes + answer.size > maxBytes) drop(answers.keys().next().value!);
    answers.set(key, answer);
    bytes += answer.size;
  }

  const incomingOf = (c: Context) => (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;

  /** The answer's headers as a flat list, without the request id and length; null if it sets a cookie. */
  function headersOf(res: Response): string[] | null {
    if (res.headers.has("set-cookie")) return null;
    const headers: string[] = [];
    for (const [name, value] of res.headers) {
      if (name !== "x-request-id" && name !== "content-length") headers.push(name, value);
    }
    return headers;
  }

  const keep: MiddlewareHandler = async (c, next) => {
    await next();
    const incoming = incomingOf(c);
    const res = c.res;
    if (!incoming || res.status !== 200 || !isComplete(res)) return;
    const key = keyOf(incoming.method, incoming.url, incoming.headers);
    const headers = headersOf(res);
    if (key === null || headers === null) return;
    const body = new Uint8Array(await res.clone().arrayBuffer());
    store(key, {
      status: res.status,
      headers,
      holes: null,
      body,
      spare: [],
      size: body.length,
      rateLimited: true,
      expires: now() + opts.ttlMs,
    });
  };

  function keepPage(c: Context, res: Response, page: PageSource | undefined, nonce: string) {
    const incoming = incomingOf(c);
    if (!incoming || !page || nonce === "") return;
    const key = keyOf(incoming.method, incoming.url, incoming.headers);
    const headers = headersOf(res);
    if (key === null || headers === null) return;
    const holes = new Map<number, string[]>();
    for (let i = 1; i < headers.length; i += 2) {
      if (headers[i]!.includes(nonce)) holes.set(i, headers[i]!.split(nonce));
    }
    store(key, {
      status: res.status,
      headers,
      holes,
      body: (n, into) => page.body(n, into),
      spare: [],
      size: page.size,
      rateLimited: false,
      expires: Math.min(page.expires, now() + opts.ttlMs),
    });
  }

  /** True when the request was answered, false when it is the app's; later when the limit's buckets are shared. */
  function serve(req: IncomingMessage, res: ServerResponse): boolean | Promise<boolean> {
    const key = keyOf(req.method, req.url, req.headers);
    if (key === null) return false;
    const answer = answers.get(key);
    if (!answer) return false;
    if (answer.expires <= now()) {
      drop(key);
      return false;
    }
    if (answer.rateLimited) {
      const forwarded = req.headers["x-forwarded-for"];
      const ip = opts.clientIp(
        typeof forwarded === "string" ? forwarded : undefined,
        req.socket.remoteAddress,
      );
      // over the limit: the app takes the same (empty) bucket and answers 429 with Retry-After
      const wait = opts.take(ip);
      if (typeof wait !== "number") return wait.then((w) => w === 0 && write(req, res, key, answer));
      if (wait > 0) return false;
    }
    return write(req, res, key, answer);
  }

  function write(req: IncomingMessage, res: ServerResponse, key: string, answer: Answer): true {
    const start = opts.logRequest ? performance.now() : 0;
    const requestId = requestIdOf(req.headers);
    let headers = answer.headers;
    let body: Uint8Array;
    let made: Uint8Array<ArrayBuffer> | null = null;
    if (typeof answer.body === "function") {
      const nonce = opts.newNonce();
      headers = headers.slice();
      for (const [i, parts] of answer.holes ?? []) headers[i] = parts.join(nonce);
      const spare = answer.spare.pop();
      if (spare) spareBytes -= spare.length;
      body = made = answer.body(nonce, spare);
    } else body = answer.body;
    res.writeHead(answer.status, [
      ...headers,
      "x-request-id",
      requestId,
      "content-length",
      String(body.length),
    ]);
    if (made) {
      // once sent (handed to the socket), the buffer can carry the next response
      const sent = made;
      res.end(sent, () => {
        const kept = answers.get(key) === answer;
        if (kept && answer.spare.length < SPARES && spareBytes + sent.length <= SPARE_BYTES) {
          answer.spare.push(sent);
          spareBytes += sent.length;
        }
      });
    } else res.end(body);
    if (opts.logRequest) {
      const url = req.url ?? "/";
      const q = url.indexOf("?");
      opts.logRequest({
        requestId,
        method: "GET",
        path: q < 0 ? url : url.slice(0, q),
        status: answer.status,
        ms: Math.round((performance.now() - start) * 10) / 10,
      });
    }
    return true;
  }

  return {
    keep,
    keepPage,
    serve,
    front: (app) => (req, res) => {
      const served = serve(req, res);
      if (served === false) app(req, res);
      else if (served !== true) void served.then((done) => done || app(req, res));
    },
    get size() {
      return answers.size;
    },
    get bytes() {
      return bytes;
    },
  };
}
