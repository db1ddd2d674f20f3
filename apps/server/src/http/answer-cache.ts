/**
 * Repeat answers to anonymous GETs, written before the request reaches Hono (decision 012, as amended by 019 and
 * 032).
 *
 *   const answers = createAnswerCache({ ttlMs: 5000, take, proxies });
 *   app.use("/api/calendar/day", answers.keep);               // keeps the route's 200 answers
 *   answers.keepAnswer(c, res, { expires });                  // a visitor's fixed page (app.ts)
 *   http.createServer(answers.front(getRequestListener(app.fetch)));   // boot.ts
 *
 * The day endpoint's body is computed once per date, place and language (calendar.service.ts) and a visitor's
 * page is rendered once per 5 s (web/page-cache.ts); what a repeat still cost was the framework around it: a
 * WHATWG Request and Response, routing, the middlewares, the schema parses. `serve` answers a request whose URL
 * and relevant headers were answered recently with the same status, headers and bytes, doing what the
 * middlewares would do for it: the per-IP rate limit where the route has one (a client over it goes on to the
 * app, which answers 429), the request id (the client's `X-Request-Id` or a new one), the request log line, and
 * `304 Not Modified` when the request's If-None-Match names the answer's ETag. Everything else goes to the app.
 *
 * What makes a request the same: GET, no Cookie and no Authorization (a signed-in or cookie-bearing request is
 * the app's), and equal URL (path and query as sent), Accept-Encoding (as sent), Accept-Language and, when the
 * connection is from one of our proxies (TRUST_PROXY), X-Forwarded-Proto (HSTS, the origin of a page's links).
 * From anyone else the app ignores that header, and so does the key: a direct client's header could otherwise file
 * an answer made for http under the key of requests our proxy says came over https. A 200 of the day endpoint does
 * not go stale with time (the 30-day window only moves forward; later dates answer 403, which is never kept); a
 * page's answer lives as long as its page cache entry. The client's address for the rate limit is found as the app
 * finds it (http/rate-limit.ts's `clientIp`, from the same socket).
 */
import { randomUUID } from "node:crypto";
import type { IncomingHttpHeaders, IncomingMessage, RequestListener, ServerResponse } from "node:http";
import type { Context, MiddlewareHandler } from "hono";
import { notModified } from "./encoded-body.ts";
import { clientIp } from "./rate-limit.ts";
import { completeBody, isComplete } from "./response-headers.ts";
import { incomingOf, type TrustedProxies } from "./trusted-proxies.ts";

interface Answer {
  status: number;
  /** Every header of the answer but the request id and length, as a flat [name, value, …] list for writeHead. */
  headers: string[];
  /** The same for a 304 (no content headers), when the answer has an ETag. */
  notModified: { etag: string; headers: string[] } | null;
  body: Uint8Array;
  rateLimited: boolean;
  expires: number;
}

export interface AnswerCacheOptions {
  /** How long an answer is reused, ms. */
  ttlMs: number;
  /** At most this many answers are kept (the oldest go first). Default 1000. */
  maxEntries?: number;
  /** And at most this many bytes of bodies. Default 16 MiB. */
  maxBytes?: number;
  now?: () => number;
  /**
   * The public endpoints' rate limit: takes a token for the client's address, answers 0 or the seconds to wait
   * (later, when the buckets are shared through the database).
   */
  take(address: string): number | Promise<number>;
  /** Our proxies (TRUST_PROXY): whose X-Forwarded-For and X-Forwarded-Proto count, as in the app. */
  proxies: TrustedProxies;
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
  /** Keeps `res` (a visitor's fixed page, its bytes complete) as the answer to repeats until `expires`. */
  keepAnswer(c: Context, res: Response, opts: { expires: number }): Promise<void>;
  /** Answers a repeat request; false when the request must go to the app. */
  serve(req: IncomingMessage, res: ServerResponse): boolean | Promise<boolean>;
  /** The server's listener: repeats answered here, the rest by `app` (the app's node-server listener). */
  front(app: RequestListener): RequestListener;
  /** How many answers are kept, and their bodies' bytes (tests). */
  readonly size: number;
  readonly bytes: number;
}

/** The key of a request's answer; `viaProxy`: the connection is from one of our proxies (X-Forwarded-Proto counts). */
function keyOf(req: IncomingMessage, viaProxy: boolean): string | null {
  const { method, url, headers: h } = req;
  if (method !== "GET" || url === undefined) return null;
  if (h.cookie !== undefined || h.authorization !== undefined) return null;
  const proto = viaProxy ? (h["x-forwarded-proto"] ?? "") : "";
  // the coding an answer is in follows from Accept-Encoding alone (http/encoding.ts): the same header, the same one
  return `${h["accept-encoding"] ?? ""}\n${h["accept-language"] ?? ""}\n${proto}\n${url}`;
}

/** Headers a 304 carries: those of the answer but its content's (RFC 9110 §15.4.5). */
const CONTENT = new Set(["content-type", "content-encoding", "content-language"]);
function withoutContentHeaders(headers: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < headers.length; i += 2) {
    if (!CONTENT.has(headers[i]!)) out.push(headers[i]!, headers[i + 1]!);
  }
  return out;
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
  const drop = (key: string) => {
    const a = answers.get(key);
    if (a) bytes -= a.body.length;
    answers.delete(key);
  };

  function store(key: string, answer: Answer) {
    const size = answer.body.length;
    if (size > maxBytes) return;
    drop(key);
    while (answers.size >= maxEntries || bytes + size > maxBytes) drop(answers.keys().next().value!);
    answers.set(key, answer);
    bytes += size;
  }

  /** The answer's headers as a flat list, without the request id and length; null if it sets a cookie. */
  function headersOf(res: Response): string[] | null {
    if (res.headers.has("set-cookie")) return null;
    const headers: string[] = [];
    for (const [name, value] of res.headers) {
      if (name !== "x-request-id" && name !== "content-length") headers.push(name, value);
    }
    return headers;
  }

  async function keepResponse(c: Context, res: Response, rateLimited: boolean, expires: number) {
    const incoming = incomingOf(c.env);
    if (!incoming) return;
    const key = keyOf(incoming, opts.proxies.trusts(incoming.socket?.remoteAddress));
    const headers = headersOf(res);
    if (key === null || headers === null) return;
    const etag = res.headers.get("etag");
    const body = completeBody(res) ?? new Uint8Array(await res.clone().arrayBuffer());
    store(key, {
      status: res.status,
      headers,
      notModified: etag ? { etag, headers: withoutContentHeaders(headers) } : null,
      body,
      rateLimited,
      expires,
    });
  }

  const keep: MiddlewareHandler = async (c, next) => {
    await next();
    if (c.res.status === 200 && isComplete(c.res)) await keepResponse(c, c.res, true, now() + opts.ttlMs);
  };

  const keepAnswer: AnswerCache["keepAnswer"] = (c, res, { expires }) =>
    keepResponse(c, res, false, Math.min(expires, now() + opts.ttlMs));

  /** True when the request was answered, false when it is the app's; later when the limit's buckets are shared. */
  function serve(req: IncomingMessage, res: ServerResponse): boolean | Promise<boolean> {
    const remote = req.socket.remoteAddress;
    const key = keyOf(req, opts.proxies.trusts(remote));
    if (key === null) return false;
    const answer = answers.get(key);
    if (!answer) return false;
    if (answer.expires <= now()) {
      drop(key);
      return false;
    }
    if (answer.rateLimited) {
      const forwarded = req.headers["x-forwarded-for"];
      const ip = clientIp(typeof forwarded === "string" ? forwarded : undefined, remote, opts.proxies);
      // over the limit: the app takes the same (empty) bucket and answers 429 with Retry-After
      const wait = opts.take(ip);
      if (typeof wait !== "number") return wait.then((w) => w === 0 && write(req, res, answer));
      if (wait > 0) return false;
    }
    return write(req, res, answer);
  }

  function write(req: IncomingMessage, res: ServerResponse, answer: Answer): true {
    const start = opts.logRequest ? performance.now() : 0;
    const requestId = requestIdOf(req.headers);
    const unchanged =
      answer.notModified && notModified(req.headers["if-none-match"], answer.notModified.etag);
    if (unchanged) {
      res.writeHead(304, [...answer.notModified!.headers, "x-request-id", requestId]);
      res.end();
    } else {
      res.writeHead(answer.status, [
        ...answer.headers,
        "x-request-id",
        requestId,
        "content-length",
        String(answer.body.length),
      ]);
      res.end(answer.body);
    }
    if (opts.logRequest) {
      const url = req.url ?? "/";
      const q = url.indexOf("?");
      opts.logRequest({
        requestId,
        method: "GET",
        path: q < 0 ? url : url.slice(0, q),
        status: unchanged ? 304 : answer.status,
        ms: Math.round((performance.now() - start) * 10) / 10,
      });
    }
    return true;
  }

  return {
    keep,
    keepAnswer,
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
