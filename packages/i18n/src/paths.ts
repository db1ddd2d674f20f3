/**
 * Locale in URLs: ru has no prefix (the default), en lives under /en. Shared by the web app (links, the
 * language switch) and the server (the remembered-language redirect).
 */
import { DEFAULT_LANG, type Lang } from "./index.ts";

export function langOfPath(pathname: string): Lang {
  return pathname === "/en" || pathname.startsWith("/en/") ? "en" : DEFAULT_LANG;
}

/** The same page in another locale: "/" ↔ "/en", "/x" ↔ "/en/x". */
export function pathInLang(pathname: string, lang: Lang): string {
  const bare = langOfPath(pathname) === "en" ? pathname.slice(3) || "/" : pathname;
  if (lang === "ru") return bare;
  return bare === "/" ? "/en" : `/en${bare}`;
}
