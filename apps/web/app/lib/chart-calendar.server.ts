/**
 * A saved chart's Personal Calendar block (components/payments/chart-calendar.tsx) in the page's language: made in
 * the loader, so the payments catalog never reaches the chart page's script. A chart with a paid Personal Calendar
 * says until when (the date in words) and offers to extend it; one without offers to activate it. Both lead to the
 * checkout for that chart, /personal/{uuid}.
 */
import { type ChartView, hasPaidCalendar } from "@bazi/contracts";
import type { Lang } from "@bazi/i18n";
import { t } from "@bazi/i18n/payments";
import type { ChartCalendarView } from "../components/payments/chart-calendar.tsx";
import { ymdDate } from "./format.ts";
import { pathInLang } from "./lang.ts";
import "@bazi/i18n/accounts";

export function chartCalendar(
  lang: Lang,
  chart: Pick<ChartView, "uuid" | "active" | "disableDate">,
): ChartCalendarView {
  const href = pathInLang(`/personal/${chart.uuid}`, lang);
  const title = t(lang, "pay.page.title");
  if (hasPaidCalendar(chart)) {
    return {
      state: "active",
      title,
      text: t(lang, "pay.chart.activeUntil", { date: ymdDate(lang, chart.disableDate!) }),
      action: t(lang, "pay.card.extend"),
      href,
    };
  }
  return {
    state: "inactive",
    title,
    text: t(lang, "pay.chart.offer"),
    action: t(lang, "account.charts.activate"),
    href,
  };
}
