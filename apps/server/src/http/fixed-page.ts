/**
 * The answer to a visitor's page (decision 019): a page from web/page-cache.ts, fixed bytes in the coding the
 * client takes best, with the hashes of its inline scripts in its policy, a strong ETag (a 200 only) and
 * `304 Not Modified` when the request names it, and a Cache-Control that lets a shared cache keep it:
 *
 *   public, max-age=0, s-maxage=60, stale-while-revalidate=60
 *
 * A browser asks again each time (and gets a 304 while the page is the same); a reverse proxy or CDN may answer
 * from its copy for a minute, and a minute more while it fetches a new one. A page changes when the day does, so a
 * shared cache may show the old day for up to two minutes after midnight; the server itself re-renders a page
 * every 5 s. The page's answer is kept as the repeat answer (http/answer-cache.ts) when it is the best the client
 * can have.
 */
import type { Context } from "hono";
import type { FixedPage } from "../web/page-cache.ts";
import type { AnswerCache } from "./answer-cache.ts";
import { sendEncoded } from "./encoded-body.ts";

export const SHARED_PAGE_CACHE = "public, max-age=0, s-maxage=60, stale-while-revalidate=60";
const OWN_PAGE_CACHE = "private, no-cache";

export interface FixedPageOptions {
  /** The page's CSP for the hashes of its inline scripts (http/security.ts's pageCsp). */
  csp(hashes: string[]): string;
  answers: AnswerCache;
}

export async function answerFixedPage(
  c: Context,
  page: FixedPage,
  opts: FixedPageOptions,
): Promise<Response> {
  const sent = page.body.choose(c.req.header("accept-encoding"), { again: page.again });
  const headers: Record<string, string> = {
    ...page.headers,
    // the page is for requests without cookies: a shared cache keys on them too
    vary: page.headers.vary ? `${page.headers.vary}, Accept-Encoding, Cookie` : "Accept-Encoding, Cookie",
  };
  headers["cache-control"] ??= page.shared ? SHARED_PAGE_CACHE : OWN_PAGE_CACHE;
  if (headers["content-type"]?.startsWith("text/html")) {
    headers["content-security-policy"] = opts.csp(page.scriptHashes);
  }
  const res = sendEncoded(c, sent, page.status, headers);
  if (res.status !== 304 && page.shared && sent.final)
    await opts.answers.keepAnswer(c, res, { expires: page.expires });
  return res;
}
