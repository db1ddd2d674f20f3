/**
 * The months of a saved chart's forecast as its page shows them (issue 38: the twelve solar-term months 流月 are
 * part of a paid chart's Personal Calendar): from the month in force, twelve, each with its start in the chart's
 * zone, its pillar, the verdict and, for the month in force, why and what it means where it is not neutral. Built
 * on the server from the chart JSON's forecast, so the page's script carries no forecast texts.
 */
import type { Lang } from "@bazi/i18n";
import type { FullChart } from "../components/tools/bazi-chart.tsx";
import { dateFormat } from "./format.ts";
import { LOCALE } from "./lang.ts";

type Verdict = FullChart["forecast"]["months"][number]["verdict"];

export interface MonthRow {
  startsAt: string;
  /** The day it begins at the chart's place, «7 декабря». */
  from: string;
  zh: string;
  /** The jie 节 it begins with. */
  jie: string;
  verdict: Verdict;
  current: boolean;
  /** For the month in force: its reasons, then its areas that are not neutral. */
  why: string[];
}

export function forecastMonths(chart: FullChart, lang: Lang): MonthRow[] {
  const months = chart.forecast.months;
  const start = Math.max(
    0,
    months.findIndex((m) => m.current),
  );
  const day = dateFormat(LOCALE[lang], { day: "numeric", month: "long", timeZone: chart.tz });
  return months.slice(start, start + 12).map((m) => ({
    startsAt: m.startsAt,
    from: day.format(new Date(m.startsAt)),
    zh: m.zh,
    jie: m.jie.zh,
    verdict: m.verdict,
    current: m.current,
    why: m.current
      ? [...m.reasons.map((r) => r.text), ...m.areas.filter((a) => a.tone !== "neutral").map((a) => a.text)]
      : [],
  }));
}
