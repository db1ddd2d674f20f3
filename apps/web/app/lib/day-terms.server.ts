/**
 * The glossary's short explanations of the almanac's terms that the day and month pages name (the officer, the
 * mansions, the Yellow Path, the gods, the flying stars …): each such heading opens its explanation on tap or
 * focus and links to its glossary entry (components/tools/term-popover.tsx). Server-only: the page gets these
 * entries, not the glossary.
 */
import { glossaryEntry, type Lang } from "@bazi/i18n";
import { t } from "@bazi/i18n/tools";
import type { PageTermsValue, Terms } from "../components/tools/term-popover.tsx";

export const DAY_TERM_IDS = [
  "officers",
  "mansions",
  "yellowPath",
  "dayGods",
  "virtues",
  "dayClash",
  "nineStars",
  "dayDirections",
  "taiSui",
  "solarTerms",
  "lunarDate",
  "lunarDay",
  "moonPhase",
  "moonSign",
  "voidOfCourse",
  "yiJi",
  "dayRating",
  "hours",
  "festivals",
] as const;

export type DayTermId = (typeof DAY_TERM_IDS)[number];

const cache = new Map<Lang, PageTermsValue>();

export function dayTerms(lang: Lang): PageTermsValue {
  let value = cache.get(lang);
  if (!value) {
    value = pageTerms(lang, DAY_TERM_IDS);
    cache.set(lang, value);
  }
  return value;
}

/** The explanations of some glossary terms for a page's {@link PageTerms} (the selection's points …). */
export function pageTerms(lang: Lang, ids: readonly string[]): PageTermsValue {
  const terms: Terms = {};
  for (const id of ids) {
    const e = glossaryEntry(lang, id);
    if (e) terms[id] = { term: e.term, zh: e.zh, short: e.short };
  }
  return { terms, more: t(lang, "bazi.glossaryLink") };
}
