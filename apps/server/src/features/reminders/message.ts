/**
 * The bot's day texts, in Telegram HTML and the user's language: one composer for a day's summary (the daily
 * reminder, issue 7 §4, and the bot's /today and /tomorrow, issue 22): the date and chart, the day's verdict in a
 * sentence (and the chart's own; @bazi/i18n/day-verdict, issue 39), the place it is reckoned at, the day's personal
 * rating, the lucky activities (and the ones to avoid), the everyday ones before the rites, the best hours, the
 * lunar day, a link to the day page and, in the reminder, the disable link; and the week (/week): a line a day.
 */
import { bestHours, type DayJson, type HoursWindow, utcToWall, WAKING_HOURS } from "@bazi/almanac";
import { formatIsoDate, type Lang, t } from "@bazi/i18n";
import { dayVerdict, personalVerdict, RITE_THEMES } from "@bazi/i18n/day-verdict";
import { formatShortDay } from "@bazi/i18n/messenger";
import "@bazi/i18n/messenger";

/** Activities' names may hold commas ("Очищение, уборка"): they are joined with semicolons. */
const MAX_GOOD = 10;
const MAX_BAD = 5;
/** Activities on a line of the week. */
const WEEK_GOOD = 3;

export function escapeHtml(s: string): string {
  return s.replace(/[&<>"]/g, (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[ch]!);
}

const signed = (v: number) => (v > 0 ? `+${v}` : String(v));
export const ymd = (date: string) => date.split("-").map(Number) as [number, number, number];

/** "+2 хороший": the chart's own rating of the day (the general one without a chart). */
function ratingText(lang: Lang, day: DayJson): string {
  const rating = day.personal?.rating ?? day.rating;
  return `${signed(rating.value)} ${t(lang, `rating.${rating.value}` as Parameters<typeof t>[1])}`;
}

/** A rite or ceremony (the spiritual and funeral themes): it comes after the everyday activities. */
const rite = (a: { theme: string }) => (RITE_THEMES.includes(a.theme) ? 1 : 0);

/** The day's lucky activities, the everyday ones first, best first. */
function goodOf(day: DayJson, n: number): string[] {
  return day.activities
    .filter((a) => a.kind === "yi")
    .sort((a, b) => rite(a) - rite(b) || b.rating.value - a.rating.value)
    .slice(0, n)
    .map((a) => a.name);
}

/** The day in one plain sentence, and the chart's own beside it on a Personal Calendar day (issue 39). */
function verdictsOf(lang: Lang, day: DayJson): string[] {
  return [dayVerdict(lang, day), ...(day.personal ? [personalVerdict(lang, day.personal)] : [])];
}

/**
 * The day's best hours as "07:00–09:00": the engine's rule (`bestHours`, docs/domain.md §12: rated +2 or better,
 * by the chart's own hour ratings when it has them), among the hours people keep, those that begin between 07:00
 * and 22:00 at the place unless another window is given.
 */
export function bestHoursText(day: DayJson, window: HoursWindow | null = WAKING_HOURS): string[] {
  return bestHours(day, window).map((h) => `${h.from}–${h.to}`);
}

/** One day's summary: the daily reminder (with its disable link) and the bot's /today and /tomorrow. */
export function dayText(opts: {
  lang: Lang;
  chartName: string;
  /** "YYYY-MM-DD" at the place. */
  date: string;
  day: DayJson;
  /** The place's name as the user knows it ("Москва, Россия"). */
  place: string;
  /** The hours the user keeps (absent: 07:00–22:00; null: every hour). */
  hours?: HoursWindow | null;
  dayUrl: string;
  /** The reminder's link that turns reminders off; the bot's answers go without it (/stop does that). */
  disableUrl?: string;
}): string {
  const { lang, day } = opts;
  const good = goodOf(day, MAX_GOOD).map(escapeHtml);
  const bad = day.activities
    .filter((a) => a.kind === "ji")
    .sort((a, b) => rite(a) - rite(b))
    .slice(0, MAX_BAD)
    .map((a) => escapeHtml(a.name));
  const hours = bestHoursText(day, opts.hours);
  const lunar = day.description.lunarDay;
  const lines = [
    `<b>${escapeHtml(t(lang, "msg.day.title", { date: formatIsoDate(lang, opts.date), name: opts.chartName }))}</b>`,
    ...verdictsOf(lang, day).map((v) => `<b>${escapeHtml(v)}</b>`),
    `📍 ${escapeHtml(t(lang, "msg.day.place", { place: opts.place }))}`,
    escapeHtml(t(lang, "msg.day.rating", { rating: ratingText(lang, day) })),
    "",
    good.length
      ? `✅ <b>${escapeHtml(t(lang, "msg.day.good"))}:</b> ${good.join("; ")}`
      : escapeHtml(t(lang, "msg.day.none")),
    ...(bad.length ? [`⛔ <b>${escapeHtml(t(lang, "msg.day.bad"))}:</b> ${bad.join("; ")}`] : []),
    hours.length
      ? `🕐 <b>${escapeHtml(t(lang, "msg.day.hours"))}:</b> ${hours.join(", ")}`
      : `🕐 ${escapeHtml(t(lang, "msg.day.noHours"))}`,
    "",
    `🌙 ${escapeHtml(t(lang, "msg.day.lunar", { number: lunar.number, symbol: lunar.symbol }))}`,
    "",
    `<a href="${escapeHtml(opts.dayUrl)}">${escapeHtml(t(lang, "msg.day.open"))}</a>`,
    ...(opts.disableUrl
      ? [`<a href="${escapeHtml(opts.disableUrl)}">${escapeHtml(t(lang, "msg.day.disable"))}</a>`]
      : []),
  ];
  return lines.join("\n");
}

/** Seven days compactly (/week): a line a day with its date, rating and best activities. */
export function weekText(opts: {
  lang: Lang;
  chartName: string;
  place: string;
  /** Consecutive days from today at the place. */
  days: { date: string; day: DayJson }[];
  monthUrl: string;
}): string {
  const { lang } = opts;
  const lines = [
    `<b>${escapeHtml(t(lang, "msg.week.title", { date: formatIsoDate(lang, opts.days[0]!.date), name: opts.chartName }))}</b>`,
    `📍 ${escapeHtml(t(lang, "msg.day.place", { place: opts.place }))}`,
    "",
    ...opts.days.map(({ date, day }) => {
      const good = goodOf(day, WEEK_GOOD);
      const what = good.length ? good.join("; ") : t(lang, "msg.week.quiet");
      return `<b>${escapeHtml(formatShortDay(lang, ...ymd(date)))}</b> · ${escapeHtml(ratingText(lang, day))} — ${escapeHtml(what)}`;
    }),
    "",
    `<a href="${escapeHtml(opts.monthUrl)}">${escapeHtml(t(lang, "msg.week.open"))}</a>`,
  ];
  return lines.join("\n");
}

/** Activities in a notification: a phone shows two to four lines of its body. */
const PUSH_GOOD = 3;

/**
 * The Web Push reminder (decision 025): the same day as `dayText`, as a notification's plain title and short body:
 * "1 дек., вт · Анна: +2 хороший" and the best activities, the best hours, the lunar day.
 */
export function pushDayText(opts: {
  lang: Lang;
  chartName: string;
  date: string;
  day: DayJson;
  hours?: HoursWindow | null;
}): {
  title: string;
  body: string;
} {
  const { lang, day } = opts;
  const good = goodOf(day, PUSH_GOOD);
  const hours = bestHoursText(day, opts.hours);
  const lunar = day.description.lunarDay;
  return {
    title: t(lang, "msg.push.dayTitle", {
      date: formatShortDay(lang, ...ymd(opts.date)),
      name: opts.chartName,
      rating: ratingText(lang, day),
    }),
    body: [
      ...verdictsOf(lang, day),
      good.length ? `${t(lang, "msg.day.good")}: ${good.join("; ")}` : t(lang, "msg.push.noGood"),
      ...(hours.length ? [`${t(lang, "msg.day.hours")}: ${hours.join(", ")}`] : []),
      t(lang, "msg.day.lunar", { number: lunar.number, symbol: lunar.symbol }),
    ].join("\n"),
  };
}

/** The civil date "YYYY-MM-DD" and minute of the day of an instant in a zone (the engine's wall clock there). */
export function localClock(utcMs: number, tz: string): { date: string; minute: number } {
  const wall = utcToWall(utcMs, tz);
  return { date: new Date(wall).toISOString().slice(0, 10), minute: Math.floor(wall / 60_000) % 1440 };
}

/** "YYYY-MM-DD" plus `n` days. */
export function addDays(date: string, n: number): string {
  const [y, m, d] = ymd(date);
  return new Date(Date.UTC(y, m - 1, d + n)).toISOString().slice(0, 10);
}
