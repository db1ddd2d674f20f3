/** Locale from the URL: ru has no prefix (the default), en lives under /en. */
import { DEFAULT_LANG, type Lang } from "@bazi/i18n";

export function langOfPath(pathname: string): Lang {
  return pathname === "/en" || pathname.startsWith("/en/") ? "en" : DEFAULT_LANG;
}

/** The same page in another locale: "/" ↔ "/en", "/x" ↔ "/en/x". */
export function pathInLang(pathname: string, lang: Lang): string {
  const bare = langOfPath(pathname) === "en" ? pathname.slice(3) || "/" : pathname;
  if (lang === "ru") return bare;
  return bare === "/" ? "/en" : `/en${bare}`;
}

export const LOCALE: Record<Lang, string> = { ru: "ru-RU", en: "en-GB" };
