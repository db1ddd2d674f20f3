/**
 * The iCalendar feed of one Personal Calendar chart (served at its secret URL): the next 90 days in the
 * chart's zone with the good days for this person (personal rating +2 or better, all-day events listing the
 * lucky activities), the new and full moons, and the 24 solar terms (timed at their instants, UTC).
 *
 * Everything comes from the engine: `generalDay` + `personalDay` are what `dayJson` computes for its
 * `personal` layer (its `personal.rating` is our day rating), without the moon and hours a feed does not
 * need. The lucky activities are the person's: `personalDay(...).activities` rates the day's yi and ji
 * activities with the personal factors included, and we keep those rated +1 or better (in practice the yi
 * activities, which the engine floors at +1 unless a cap bites), best first. `dayJson`'s `activities` are
 * general ratings only, so they are not used. UIDs do not depend on the language or the wording, so a
 * calendar updates its events on refresh instead of duplicating them.
 */
import {
  civilFromJdn,
  generalDay,
  jdn,
  type Lang,
  MOON_QUARTER_NAMES,
  moonQuartersBetween,
  type NatalBasis,
  nameIn,
  parseDate,
  personalDay,
  SOLAR_TERM_NAMES,
  solarTermDescription,
  solarTermsOfYear,
  utcToWall,
  utcYear,
  wallToUtc,
} from "@bazi/almanac";
import { dayPath } from "@bazi/i18n/paths";
import { type IcsEvent, icsCalendar } from "./ics.ts";

export const FEED_DAYS = 90;
/** The lowest personal day rating that makes a day event. */
export const GOOD_DAY_MIN_RATING = 2;
/** The lowest personal activity rating listed as lucky. */
export const LUCKY_ACTIVITY_MIN_RATING = 1;
const MAX_ACTIVITIES = 8;
const DAY_MS = 86_400_000;

export interface FeedChart {
  uuid: string;
  name: string;
  lat: number;
  lng: number;
  tz: string;
  natal: NatalBasis;
}

export interface ChartFeedOptions {
  chart: FeedChart;
  lang: Lang;
  /** Today in the chart's zone, "YYYY-MM-DD"; the feed covers this date and the next 89. */
  today: string;
  /** The site's public origin for links, e.g. https://example.ru. */
  origin: string;
  stampMs: number;
}

const T = {
  ru: {
    calendar: (name: string) => `Календарь Бацзы — ${name}`,
    about:
      "Благоприятные дни по вашей карте Бацзы (оценка +2 и выше) с удачными делами, новолуния, полнолуния и 24 сезона на 90 дней вперёд.",
    goodDay: "Благоприятный день",
    rating: "Ваша оценка дня",
    lucky: "Удачные дела:",
    noLucky: "Альманах не выделяет особых дел на этот день.",
    more: (n: number) => `…и ещё ${n}`,
    details: "Подробнее",
    catDay: "Благоприятные дни",
    catMoon: "Луна",
    catTerm: "Сезоны (цзеци)",
  },
  en: {
    calendar: (name: string) => `Bazi Calendar — ${name}`,
    about:
      "Good days for your Bazi chart (rated +2 or better) with their lucky activities, new and full moons, and the 24 solar terms for the next 90 days.",
    goodDay: "Good day",
    rating: "Your rating of the day",
    lucky: "Lucky activities:",
    noLucky: "The almanac names no particular activities for this day.",
    more: (n: number) => `…and ${n} more`,
    details: "Details",
    catDay: "Good days",
    catMoon: "Moon",
    catTerm: "Solar terms",
  },
} as const;

const MOON_ICON = { new: "🌑", full: "🌕" } as const;

/** The start of a civil date in a zone (UTC ms); a skipped midnight reads with the earlier offset. */
function startOfDay(n: number, tz: string): number {
  return wallToUtc((n - 2_440_588) * DAY_MS, tz).utc;
}

export function chartFeed(opts: ChartFeedOptions): string {
  const { chart, lang } = opts;
  const t = T[lang];
  const origin = opts.origin.replace(/\/+$/, "");
  const dayUrl = (date: string) => `${origin}${dayPath(date, lang)}`;
  const localDate = (utc: number) => new Date(utcToWall(utc, chart.tz)).toISOString().slice(0, 10);
  const uid = (kind: string, key: string) => `${kind}-${key}-${chart.uuid}@bazi-calendar`;
  const utcDate = (utc: number) => new Date(utc).toISOString().slice(0, 10);

  const d0 = parseDate(opts.today, "today");
  const first = jdn(d0.year, d0.month, d0.day);
  const events: IcsEvent[] = [];

  for (let n = first; n < first + FEED_DAYS; n++) {
    const day = generalDay(civilFromJdn(n), chart.tz);
    const p = personalDay(day, chart.natal);
    const value = p.rating.value;
    if (value < GOOD_DAY_MIN_RATING) continue;
    const lucky = p.activities
      .filter((a) => a.rating.value >= LUCKY_ACTIVITY_MIN_RATING)
      .sort((a, b) => b.rating.value - a.rating.value || b.rating.score - a.rating.score)
      .map((a) => nameIn(a.activity, lang));
    const url = dayUrl(day.date);
    const shown = lucky.slice(0, MAX_ACTIVITIES);
    const lines = [`${t.rating}: +${value}`, ""];
    if (shown.length) {
      lines.push(t.lucky, ...shown.map((a) => `• ${a}`));
      if (lucky.length > shown.length) lines.push(t.more(lucky.length - shown.length));
    } else lines.push(t.noLucky);
    lines.push("", `${t.details}: ${url}`);
    events.push({
      uid: uid("day", day.date),
      summary: `★ +${value} ${t.goodDay}${lucky[0] ? `: ${lucky[0]}` : ""}`,
      description: lines.join("\n"),
      url,
      date: day.date,
      categories: [t.catDay],
      transparent: true,
    });
  }

  const from = startOfDay(first, chart.tz);
  const to = startOfDay(first + FEED_DAYS, chart.tz);

  for (const q of moonQuartersBetween(from, to)) {
    if (q.kind !== "new" && q.kind !== "full") continue;
    const url = dayUrl(localDate(q.at));
    events.push({
      uid: uid(q.kind === "new" ? "newmoon" : "fullmoon", utcDate(q.at)),
      summary: `${MOON_ICON[q.kind]} ${nameIn(MOON_QUARTER_NAMES[q.kind], lang)}`,
      description: `${t.details}: ${url}`,
      url,
      at: q.at,
      categories: [t.catMoon],
      transparent: true,
    });
  }

  for (let y = utcYear(from); y <= utcYear(to); y++) {
    for (const term of solarTermsOfYear(y)) {
      if (term.at < from || term.at >= to) continue;
      const url = dayUrl(localDate(term.at));
      events.push({
        uid: uid("term", utcDate(term.at)),
        summary: `${nameIn(SOLAR_TERM_NAMES[term.index]!, lang)} (${term.zh})`,
        description: `${solarTermDescription(term.index, lang)}\n\n${t.details}: ${url}`,
        url,
        at: term.at,
        categories: [t.catTerm],
        transparent: true,
      });
    }
  }

  return icsCalendar({
    name: t.calendar(chart.name),
    description: t.about,
    prodId: "-//Bazi Calendar//Personal Calendar//EN",
    refreshHours: 12,
    events,
    stampMs: opts.stampMs,
  });
}
