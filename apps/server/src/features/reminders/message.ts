/**
 * The daily reminder (issue 7 §4): the date and chart, the day's personal rating, the lucky activities (and the
 * ones to avoid), the lunar day, a link to the day page and the disable link; Telegram HTML, in the user's
 * language.
 */
import type { DayJson } from "@bazi/almanac";
import { formatLongDate, type Lang, t } from "@bazi/i18n";
import { mt } from "@bazi/i18n/messenger";
import { escapeHtml } from "./reminders.service.ts";

const MAX_GOOD = 10;
const MAX_BAD = 5;

const signed = (v: number) => (v > 0 ? `+${v}` : String(v));

export function reminderText(opts: {
  lang: Lang;
  chartName: string;
  /** "YYYY-MM-DD" in the chart's zone. */
  date: string;
  day: DayJson;
  dayUrl: string;
  disableUrl: string;
}): string {
  const { lang, day } = opts;
  const [y, m, d] = opts.date.split("-").map(Number) as [number, number, number];
  const rating = day.personal?.rating ?? day.rating;
  const ratingText = `${signed(rating.value)} ${t(lang, `rating.${rating.value}` as Parameters<typeof t>[1])}`;
  const good = day.activities
    .filter((a) => a.kind === "yi")
    .sort((a, b) => b.rating.value - a.rating.value)
    .slice(0, MAX_GOOD)
    .map((a) => escapeHtml(a.name));
  const bad = day.activities
    .filter((a) => a.kind === "ji")
    .slice(0, MAX_BAD)
    .map((a) => escapeHtml(a.name));
  const lunar = day.description.lunarDay;
  const lines = [
    `<b>${escapeHtml(mt(lang, "msg.day.title", { date: formatLongDate(lang, y, m, d), name: opts.chartName }))}</b>`,
    escapeHtml(mt(lang, "msg.day.rating", { rating: ratingText })),
    "",
    good.length
      ? `✅ <b>${escapeHtml(mt(lang, "msg.day.good"))}:</b> ${good.join(", ")}`
      : escapeHtml(mt(lang, "msg.day.none")),
    ...(bad.length ? [`⛔ <b>${escapeHtml(mt(lang, "msg.day.bad"))}:</b> ${bad.join(", ")}`] : []),
    "",
    `🌙 ${escapeHtml(mt(lang, "msg.day.lunar", { number: lunar.number, symbol: lunar.symbol }))}`,
    "",
    `<a href="${escapeHtml(opts.dayUrl)}">${escapeHtml(mt(lang, "msg.day.open"))}</a>`,
    `<a href="${escapeHtml(opts.disableUrl)}">${escapeHtml(mt(lang, "msg.day.disable"))}</a>`,
  ];
  return lines.join("\n");
}
