import { DEFAULT_LANG, isLang, type Lang } from "@bazi/i18n";

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
