/**
 * A request whose path has a broken percent-encoding (`/%ff`, a link cut off mid-character) cannot be routed:
 * every later step would decode it and throw. It is answered here, before the routes, with a 400: a problem
 * document for the API and forms, a short page in the reader's language for a page.
 */
import { type Lang, t } from "@bazi/i18n";
import { pathInLang } from "@bazi/i18n/paths";
import type { MiddlewareHandler } from "hono";
import { AppError } from "../errors.ts";
import type { AppEnv } from "./parse.ts";

/** Whether every percent-escape in the path decodes to UTF-8. */
export function readablePath(url: string): boolean {
  const start = url.indexOf("/", url.indexOf("//") + 2);
  const end = url.search(/[?#]/);
  const path = url.slice(start < 0 ? url.length : start, end < 0 ? url.length : end);
  if (!path.includes("%")) return true;
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}

const escapeHtml = (s: string) => s.replace(/[&<>"]/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** The page: what happened, in plain words, and the way home (no script, no style: any CSP allows it). */
export function malformedAddressPage(lang: Lang): string {
  const title = escapeHtml(t(lang, "error.malformedAddress"));
  return `<!doctype html>
<html lang="${lang}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title></head>
<body>
<main>
<h1>${title}</h1>
<p>${escapeHtml(t(lang, "error.malformedAddress.hint"))}</p>
<p><a href="${pathInLang("/", lang)}">${escapeHtml(t(lang, "nav.home"))}</a></p>
</main>
</body>
</html>
`;
}

/** The middleware: a path that cannot be decoded goes no further (a page for a page GET, else a problem). */
export function malformedAddresses(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (readablePath(c.req.url)) return next();
    const page = (c.req.method === "GET" || c.req.method === "HEAD") && !/^\/(en\/)?api\//.test(c.req.path);
    if (!page) throw new AppError("MALFORMED_ADDRESS");
    c.header("Cache-Control", "no-store");
    return c.html(malformedAddressPage(c.get("lang")), 400);
  };
}
