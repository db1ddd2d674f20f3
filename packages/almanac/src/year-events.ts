/**
 * The year's almanac events (docs/domain.md §15): the 24 solar terms, the Moon's four principal phases, the first
 * day of every Chinese month (leap months too) and the traditional festivals, each on its civil date.
 *
 * - Solar terms and moon phases are instants; their date is the civil date at the place (zone `tz`).
 * - The Chinese calendar is defined in China Standard Time (UTC+8, lunar-calendar.ts): a month's first day and
 *   every festival are the CST civil date, and that same civil date is shown everywhere (as every almanac prints
 *   it), not shifted into the place's zone. 清明 and 冬至 as festivals are the CST dates of their terms, so far
 *   west of China the festival can fall a day after the term's local date.
 *
 * A Gregorian year holds exactly 24 terms, 12 or 13 month starts, one of each festival except 腊八 (12/8), which
 * a year can hold twice (2022: 10 January and 30 December) or not at all (2023). Cached per (year, zone), with
 * the events grouped by date for the month grid's marks.
 */
import { BoundedCache } from "./cache.ts";
import { checkDate, checkYear, formatDateOfJdn, jdn, jdnOfMs, weekdayOfJdn } from "./cycle.ts";
import { MAX_YEAR, MIN_YEAR } from "./errors.ts";
import { lunarDateOfJdn, lunarYearMonths } from "./lunar-calendar.ts";
import { moonQuartersBetween } from "./moon.ts";
import { SOLAR_TERM_NAMES } from "./names/core.ts";
import { FESTIVAL_KEYS, FESTIVAL_NAMES, type FestivalKey } from "./names/festivals.ts";
import { LUNAR_MONTH_ZH } from "./names/lunar.ts";
import { MOON_QUARTER_NAMES, type MoonQuarterKind } from "./names/moon.ts";
import type { Name } from "./names/types.ts";
import { solarTermsOfYear } from "./solar-terms.ts";
import { ianaZone, utcToWall, wallToUtc } from "./time.ts";

export type MoonEventKind = "newMoon" | "firstQuarter" | "fullMoon" | "lastQuarter";
export type YearEventKind = "term" | MoonEventKind | "lunarMonth" | "festival";

/** Every kind, in the order the page's filter lists them. */
export const YEAR_EVENT_KINDS: readonly YearEventKind[] = [
  "festival",
  "term",
  "lunarMonth",
  "newMoon",
  "fullMoon",
  "firstQuarter",
  "lastQuarter",
];

interface EventBase {
  /**
   * Stable within the kind: a term's pinyin ("lichun"), the phase ("newMoon"), a month ("m1" … "m12", "leap4"),
   * a festival's key ("springFestival").
   */
  readonly key: string;
  /** The civil date "YYYY-MM-DD": at the place for terms and phases, in China time for the Chinese calendar. */
  readonly date: string;
  /** 0 = Sunday … 6 = Saturday. */
  readonly weekday: number;
  readonly name: Name;
}

export interface TermEvent extends EventBase {
  readonly kind: "term";
  /** The instant, epoch ms (UTC). */
  readonly at: number;
  /** 0 = 小寒 … 23 = 冬至 (solar-terms.ts). */
  readonly index: number;
  readonly longitude: number;
  readonly termKind: "jie" | "qi";
}

export interface MoonEvent extends EventBase {
  readonly kind: MoonEventKind;
  /** The instant, epoch ms (UTC). */
  readonly at: number;
}

export interface LunarMonthEvent extends EventBase {
  readonly kind: "lunarMonth";
  readonly at: null;
  /** The lunar year the month belongs to (the Gregorian year of its 正月初一). */
  readonly lunarYear: number;
  readonly month: number;
  readonly leap: boolean;
  readonly days: 29 | 30;
}

export interface FestivalEvent extends EventBase {
  readonly kind: "festival";
  readonly at: null;
  /** What the day is and what people do: its text by this key (names/meanings.ts `festivalMeaning`). */
  readonly key: FestivalKey;
  /** The day's lunar date (清明 and 冬至 fall on any day of their month). */
  readonly lunar: {
    readonly year: number;
    readonly month: number;
    readonly day: number;
    readonly leap: boolean;
  };
}

export type YearEvent = TermEvent | MoonEvent | LunarMonthEvent | FestivalEvent;

const DAY = 86_400_000;
const CST_OFFSET = 8 * 3_600_000;
const MIN_UTC = Date.UTC(MIN_YEAR, 0, 1);
const END_UTC = Date.UTC(MAX_YEAR + 1, 0, 1);

const MOON_KIND: Record<MoonQuarterKind, MoonEventKind> = {
  new: "newMoon",
  firstQuarter: "firstQuarter",
  full: "fullMoon",
  lastQuarter: "lastQuarter",
};

/** Date-only events first in a day (the month, then the festivals in their order), then instants in order. */
const rankOf = (e: YearEvent) =>
  e.kind === "lunarMonth" ? 0 : e.kind === "festival" ? 1 + FESTIVAL_KEYS.indexOf(e.key) : 100;

/** The name of a month's first day: 闰四月 / "Leap month 4 begins" / «Начинается високосный 4-й месяц». */
export function lunarMonthStartName(month: number, leap: boolean): Name {
  return {
    zh: (leap ? "闰" : "") + LUNAR_MONTH_ZH[month - 1]!,
    en: leap ? `Leap month ${month} begins` : `Month ${month} begins`,
    ru: leap ? `Начинается високосный ${month}-й месяц` : `Начинается ${month}-й месяц`,
  };
}

function compute(year: number, tz: string): YearEvent[] {
  const first = jdn(year, 1, 1);
  const last = jdn(year + 1, 1, 1) - 1;
  const inYear = (n: number) => n >= first && n <= last;
  const base = (n: number) => ({ date: formatDateOfJdn(n), weekday: weekdayOfJdn(n) });
  const out: YearEvent[] = [];

  for (const t of solarTermsOfYear(year)) {
    const n = jdnOfMs(utcToWall(t.at, tz));
    if (!inYear(n)) continue;
    const name = SOLAR_TERM_NAMES[t.index]!;
    out.push({
      kind: "term",
      key: name.pinyin.toLowerCase(),
      ...base(n),
      name: { zh: name.zh, en: name.en, ru: name.ru },
      at: t.at,
      index: t.index,
      longitude: t.longitude,
      termKind: t.kind,
    });
  }

  // The local year, a day wider either side (filtered by local date); within the moon tables' range.
  const from = Math.max(MIN_UTC, wallToUtc(Date.UTC(year, 0, 1), tz).utc - DAY);
  const to = Math.min(END_UTC, wallToUtc(Date.UTC(year + 1, 0, 1), tz).utc + DAY);
  for (const q of moonQuartersBetween(from, to)) {
    const n = jdnOfMs(utcToWall(q.at, tz));
    if (!inYear(n)) continue;
    const kind = MOON_KIND[q.kind];
    out.push({ kind, key: kind, ...base(n), name: MOON_QUARTER_NAMES[q.kind], at: q.at });
  }

  // The Chinese calendar: CST civil dates, the same everywhere.
  const festival = (key: FestivalKey, n: number) => {
    if (!inYear(n)) return;
    const f = FESTIVAL_NAMES[key];
    const l = lunarDateOfJdn(n);
    out.push({
      kind: "festival",
      key,
      ...base(n),
      name: { zh: f.zh, en: f.en, ru: f.ru },
      at: null,
      lunar: { year: l.year, month: l.month, day: l.day, leap: l.leap },
    });
  };
  for (const lunarYear of [year - 1, year]) {
    const months = lunarYearMonths(lunarYear);
    for (const m of months) {
      if (!inYear(m.startJdn)) continue;
      out.push({
        kind: "lunarMonth",
        key: m.leap ? `leap${m.month}` : `m${m.month}`,
        ...base(m.startJdn),
        name: lunarMonthStartName(m.month, m.leap),
        at: null,
        lunarYear,
        month: m.month,
        leap: m.leap,
        days: m.days,
      });
    }
    for (const key of FESTIVAL_KEYS) {
      const rule = FESTIVAL_NAMES[key].rule;
      if (rule.kind === "lunar") {
        const m = months.find((x) => x.month === rule.month && !x.leap)!;
        festival(key, m.startJdn + rule.day - 1);
      } else if (rule.kind === "lastDayOfYear") {
        const m = months.at(-1)!;
        festival(key, m.startJdn + m.days - 1);
      } else if (lunarYear === year) {
        festival(key, jdnOfMs(solarTermsOfYear(year)[rule.index]!.at + CST_OFFSET));
      }
    }
  }

  const jdnOf = (e: YearEvent) => {
    const [y, m, d] = e.date.split("-").map(Number) as [number, number, number];
    return jdn(y, m, d);
  };
  const keyed = out.map((e) => ({ e, n: jdnOf(e), r: rankOf(e), at: e.at ?? 0 }));
  keyed.sort((a, b) => a.n - b.n || a.r - b.r || a.at - b.at);
  return keyed.map((k) => Object.freeze(k.e));
}

export interface YearEventsOfZone {
  readonly year: number;
  readonly tz: string;
  /** Every event in order of date, then (date-only events first) instant. */
  readonly events: readonly YearEvent[];
  /** The same events by civil date "YYYY-MM-DD", each date's in order. */
  readonly byDate: ReadonlyMap<string, readonly YearEvent[]>;
}

/**
 * What one cached year costs on the heap at most (a test measures it: about 48 KB for some 100 events and their
 * map by date; the names are shared tables).
 */
export const YEAR_EVENTS_BYTES = 96 * 1024;
/** At most 8 MB of years (about 85 (year, zone) pairs). */
const cache = new BoundedCache<string, YearEventsOfZone>({
  maxBytes: 8 * 1024 * 1024,
  weigh: (_, key) => YEAR_EVENTS_BYTES + 16 + key.length,
});

/**
 * The year's events and their map by date in a zone, computed once per (year, zone). Throws InvalidInputError
 * naming `year` (1900–2100) or `tz` (not an IANA zone).
 */
export function yearEventsOfZone(year: number, tz: string): YearEventsOfZone {
  checkYear(year);
  const key = `${year}|${tz}`;
  const hit = cache.get(key);
  if (hit) return hit;
  ianaZone(tz);
  const events = Object.freeze(compute(year, tz));
  const byDate = new Map<string, YearEvent[]>();
  for (const e of events) {
    const list = byDate.get(e.date);
    if (list) list.push(e);
    else byDate.set(e.date, [e]);
  }
  for (const list of byDate.values()) Object.freeze(list);
  const value: YearEventsOfZone = Object.freeze({ year, tz, events, byDate });
  cache.set(key, value);
  return value;
}

/**
 * Every event whose civil date falls in the Gregorian year (see the module's note on dates), in order of date
 * and, within a date, the month's start and festivals first, then instants. Frozen and cached.
 */
export function yearEvents(year: number, tz: string): readonly YearEvent[] {
  return yearEventsOfZone(year, tz).events;
}

/**
 * The year's events by civil date ("YYYY-MM-DD" → that date's events, in order; dates without events are not
 * in the map): for the marks of a month grid. Cached per (year, zone), so a month costs a lookup per day.
 */
export function yearEventsByDate(year: number, tz: string): ReadonlyMap<string, readonly YearEvent[]> {
  return yearEventsOfZone(year, tz).byDate;
}

/** The events of one civil date in a zone (a day page's marks); [] for a date without any. */
export function eventsOfDate(
  date: { year: number; month: number; day: number },
  tz: string,
): readonly YearEvent[] {
  checkDate(date);
  const key = formatDateOfJdn(jdn(date.year, date.month, date.day));
  return yearEventsByDate(date.year, tz).get(key) ?? [];
}
