import { DEFAULT_LANG, isLang, type Lang } from "@bazi/i18n";

/** The request's language: explicit `lang` (body or query) → `lang` cookie → /en path → Accept-Language → ru. */
export function requestLang(req: Request, explicit?: unknown): Lang {
  if (isLang(explicit)) return explicit;
  const url = new URL(req.url);
  const q = url.searchParams.get("lang");
  if (isLang(q)) return q;
  const cookie = /(?:^|;\s*)lang=(ru|en)(?:;|$)/.exec(req.headers.get("cookie") ?? "");
  if (cookie && isLang(cookie[1])) return cookie[1];
  if (url.pathname === "/en" || url.pathname.startsWith("/en/")) return "en";
  const al = (req.headers.get("accept-language") ?? "").toLowerCase();
  if (al.startsWith("en")) return "en";
  return DEFAULT_LANG;
}
