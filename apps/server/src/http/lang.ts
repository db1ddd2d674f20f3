import { DEFAULT_LANG, isLang, type Lang } from "@bazi/i18n";
import { pathInLang } from "@bazi/i18n/paths";
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "./app-env.ts";

/** The request's language: explicit `lang` (body or query) → `lang` cookie → /en path → Accept-Language → ru. */
export function requestLang(req: Request, explicit?: unknown): Lang {
  if (isLang(explicit)) return explicit;
  const q = /[?&]lang=(ru|en)(?:&|$)/.exec(req.url);
  if (q && isLang(q[1])) return q[1];
  const cookie = /(?:^|;\s*)lang=(ru|en)(?:;|$)/.exec(req.headers.get("cookie") ?? "");
  if (cookie && isLang(cookie[1])) return cookie[1];
  if (/^[a-z]+:\/\/[^/]+\/en(?:[/?#]|$)/.test(req.url)) return "en";
  const al = (req.headers.get("accept-language") ?? "").toLowerCase();
  if (al.startsWith("en")) return "en";
  return DEFAULT_LANG;
}

/**
 * The language of a file a link asks for (a share card, an .ics file), set before its query is read so that a
 * refusal speaks it too: `lang` in the query, else the path's (`pathLang`), never the cookie's: the link says which.
 */
export const linkLang =
  (pathLang: Lang): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    const explicit = c.req.query("lang");
    c.set("lang", isLang(explicit) ? explicit : pathLang);
    await next();
  };

const YEAR_S = 365 * 24 * 3600;

export interface LocaleRedirect {
  location: string;
  /** A Set-Cookie value remembering the language, when the request chose one. */
  cookie?: string;
}

/**
 * Page GETs only. `?lang=ru|en` is the language switch that works without JavaScript: the choice goes into the
 * `lang` cookie (365 days, like the switch's script writes it) and the visitor lands on the same page in that
 * language, without the parameter. The bare home page `/` sends a visitor whose cookie says `en` to `/en`; deep
 * links are left as they are (a shared link opens in the language it was shared in), and so is a visitor with
 * no cookie (search engines included).
 */
export function localeRedirect(url: URL, cookieHeader: string | null): LocaleRedirect | null {
  const chosen = url.searchParams.get("lang");
  if (chosen !== null) {
    const rest = new URLSearchParams(url.searchParams);
    rest.delete("lang");
    const query = rest.size > 0 ? `?${rest}` : "";
    if (!isLang(chosen)) return { location: `${url.pathname}${query}` };
    return {
      location: `${pathInLang(url.pathname, chosen)}${query}`,
      cookie: `lang=${chosen}; Path=/; Max-Age=${YEAR_S}; SameSite=Lax${url.protocol === "https:" ? "; Secure" : ""}`,
    };
  }
  if (url.pathname === "/" && /(?:^|;\s*)lang=en(?:;|$)/.test(cookieHeader ?? "")) {
    return { location: `/en${url.search}` };
  }
  return null;
}
