/**
 * The answer to a visitor's page (decision 019): a page from web/page-cache.ts, its bytes as they are (the proxy
 * compresses, decision 035), with the hashes of its inline scripts in its policy, a strong ETag (a 200 only) and
 * `304 Not Modified` when the request names it (Hono's etag middleware), and a Cache-Control that lets a shared
 * cache keep it:
 *
 *   public, max-age=0, s-maxage=60, stale-while-revalidate=60
 *
 * A browser asks again each time (and gets a 304 while the page is the same); a reverse proxy or CDN may answer
 * from its copy for a minute, and a minute more while it fetches a new one. A page changes when the day does, so a
 * shared cache may show the old day for up to two minutes after midnight; the server itself re-renders a page
 * every 5 s.
 */
import type { Context } from "hono";
import { etag, RETAINED_304_HEADERS } from "hono/etag";
import type { FixedPage } from "../web/page-cache.ts";
import { completeResponse } from "./response-headers.ts";

export const SHARED_PAGE_CACHE = "public, max-age=0, s-maxage=60, stale-while-revalidate=60";
const OWN_PAGE_CACHE = "private, no-cache";
// A browser updates the page it keeps with the 304's headers: the page's own policy goes with it, or the API's
// (http/response-headers.ts adds what an answer lacks) would replace it and the kept page's scripts would not run.
const conditional = etag({ retainedHeaders: [...RETAINED_304_HEADERS, "content-security-policy"] });

export async function answerFixedPage(
  c: Context,
  page: FixedPage,
  opts: { csp(hashes: string[]): string },
): Promise<Response> {
  const headers: Record<string, string> = {
    ...page.headers,
    // the page is for requests without cookies: a shared cache keys on them too
    vary: page.headers.vary ? `${page.headers.vary}, Cookie` : "Cookie",
  };
  headers["cache-control"] ??= page.shared ? SHARED_PAGE_CACHE : OWN_PAGE_CACHE;
  if (headers["content-type"]?.startsWith("text/html")) {
    headers["content-security-policy"] = opts.csp(page.scriptHashes);
  }
  if (page.status === 200) headers.etag = page.etag;
  // built with its final headers (its policy is the page's own, http/response-headers.ts)
  await conditional(c, async () => {
    c.res = completeResponse(c, page.bytes, page.status, headers);
  });
  return c.res;
}
