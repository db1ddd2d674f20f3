/**
 * Locale in URLs: ru has no prefix (the default), en lives under /en. Shared by the web app (links, the
 * language switch, the service worker) and the server (the remembered-language redirect, links in mail,
 * reminders, files and images).
 */
import { DEFAULT_LANG, type Lang } from "./index.ts";

export function langOfPath(pathname: string): Lang {
  return pathname === "/en" || pathname.startsWith("/en/") ? "en" : DEFAULT_LANG;
}

/** What a language's paths start with: "/en" for English, nothing for Russian. */
export function langPrefix(lang: Lang): string {
  return lang === "en" ? "/en" : "";
}

/** The same page in another locale: "/" ↔ "/en", "/x" ↔ "/en/x". */
export function pathInLang(pathname: string, lang: Lang): string {
  const bare = langOfPath(pathname) === "en" ? pathname.slice(3) || "/" : pathname;
  const prefix = langPrefix(lang);
  return prefix && bare === "/" ? prefix : `${prefix}${bare}`;
}

/** The day page of a civil date "YYYY-MM-DD": /2026/11/21, /en/2026/11/21. */
export function dayPath(date: string, lang: Lang): string {
  return `${langPrefix(lang)}/${date.replaceAll("-", "/")}`;
}

/** The month page of a civil month "YYYY-MM" (or of a date "YYYY-MM-DD" in it): /2026/11, /en/2026/11. */
export function monthPath(date: string, lang: Lang): string {
  return `${langPrefix(lang)}/${date.slice(0, 7).replace("-", "/")}`;
}
