/**
 * A date selection's score in words, named as its own scale (not the day rating's −3..+3): «+8 баллов выбора»,
 * «+6,5 балла выбора», "+1 selection point". The number carries its sign, a minus being a real «−», and the noun
 * agrees with it by Intl.PluralRules (the plural catalog, `count.selectionPoints`).
 */
import type { Lang } from "@bazi/i18n";
import { t } from "@bazi/i18n/plural";

export function selectionPoints(lang: Lang, score: number): string {
  const sign = score > 0 ? "+" : score < 0 ? "\u2212" : "";
  return t(lang, "count.selectionPoints", { count: Math.abs(score), sign });
}
