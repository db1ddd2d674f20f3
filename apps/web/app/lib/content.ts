/** Shared pieces of the content pages (browser and server). */
import type { Lang } from "@bazi/i18n";
import { dateFormat } from "./format.ts";
import { LOCALE } from "./lang.ts";

/** The article list's page size (docs/product.md §9). */
export const ARTICLES_PER_PAGE = 20;

/** "2026-11-01" → «1 ноября 2026» / "1 November 2026". */
export function articleDate(lang: Lang, ymd: string): string {
  return dateFormat(LOCALE[lang], { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" })
    .format(new Date(`${ymd}T00:00:00Z`))
    .replace(/\s*г\.$/, "");
}

/** What the FAQ form's action answers. */
export interface AskResult {
  ok: boolean;
  message: string | null;
  errors: Record<string, string>;
  /** What was typed (shown again after a failed post without JavaScript). */
  values?: Record<string, string>;
}
