/**
 * Headers every response carries (request id, security headers, the rate-limit policy), collected in one
 * plain object by the middlewares before the handler runs and written once, as defaults: a header the
 * response sets itself wins (a page's CSP with its nonce over the API's).
 *
 *   app.use(responseHeaders());                       // first: creates the object, applies it at the end
 *   commonHeaders(c)["x-content-type-options"] = "nosniff";   // any later middleware, before next()
 *   return completeResponse(c, bytes, 200, { "content-type": "application/json" });  // hot paths
 *
 * Why: setting headers on a finished Response (`c.res.headers.set`) makes @hono/node-server turn its light
 * response into a WHATWG Headers object and validate every name and value again, per header; on the cached
 * calendar bodies that was a large share of the request's cost. A response built by `completeResponse` has
 * every header in one plain object, which node-server hands to `writeHead` as it is.
 */
import type { Context, MiddlewareHandler } from "hono";

/** Responses that already carry the common headers (built by completeResponse). */
const complete = new WeakSet<Response>();

/** The common headers of this request; middlewares add to it before the handler runs. */
export function commonHeaders(c: Context): Record<string, string> {
  let h = c.get("commonHeaders") as Record<string, string> | undefined;
  if (!h) {
    h = {};
    c.set("commonHeaders", h);
  }
  return h;
}

/** A response with the common headers and its own (lower-case names; its own win) in one plain object. */
export function completeResponse(
  c: Context,
  body: Uint8Array<ArrayBuffer> | string | null,
  status: number,
  own: Record<string, string>,
): Response {
  const res = new Response(body, { status, headers: { ...commonHeaders(c), ...own } });
  complete.add(res);
  return res;
}

/** True when the response was built by completeResponse (its headers are final). */
export function isComplete(res: Response): boolean {
  return complete.has(res);
}

/** The outermost middleware: after the handler (or the error handler), adds the common headers it lacks. */
export function responseHeaders(): MiddlewareHandler {
  return async (c, next) => {
    const common = commonHeaders(c);
    await next();
    if (isComplete(c.res)) return;
    const h = c.res.headers;
    for (const name in common) if (!h.has(name)) h.set(name, common[name]!);
  };
}
