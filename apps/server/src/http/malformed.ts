/**
 * A request whose path has a broken percent-encoding (`/%ff`, a link cut off mid-character) cannot be routed:
 * every later step would decode it and throw. It is answered here, before the routes, with a 400: a problem
 * document for the API and forms, a short page in the reader's language for a page.
 */
import { type Lang, t } from "@bazi/i18n";
import { pathInLang } from "@bazi/i18n/paths";
import type { MiddlewareHandler } from "hono";
import { AppError } from "../errors.ts";
import type { AppEnv } from "./app-env.ts";
import { isPageAddress, plainPage } from "./plain-page.ts";

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

/** The page: what happened, in plain words, and the way home (no script, no style: any CSP allows it). */
export function malformedAddressPage(lang: Lang): string {
  return plainPage(lang, t(lang, "error.malformedAddress"), [t(lang, "error.malformedAddress.hint")], {
    href: pathInLang("/", lang),
    label: t(lang, "nav.home"),
  });
}

/** The middleware: a path that cannot be decoded goes no further (a page for a page GET, else a problem). */
export function malformedAddresses(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (readablePath(c.req.url)) return next();
    const page = (c.req.method === "GET" || c.req.method === "HEAD") && isPageAddress(c.req.path);
    if (!page) throw new AppError("MALFORMED_ADDRESS");
    c.header("Cache-Control", "no-store");
    return c.html(malformedAddressPage(c.get("lang")), 400);
  };
}
