/**
 * The Chinese lunar calendar (农历) by the rules of GB/T 33661-2017 (docs/domain.md §4), computed on
 * astronomy-engine (new moons) and solar-terms.ts (principal terms), in China Standard Time (UTC+8):
 *
 * 1. A month starts on the CST civil date that contains the new moon (Sun–Moon conjunction).
 * 2. Month 11 is the month that contains the CST date of the winter solstice (冬至).
 * 3. When 13 new moons separate two consecutive month-11 starts (a 13-month 岁), the first month of that
 *    span without a principal term (中气: solar longitude a multiple of 30°, compared by CST date) is leap
 *    (闰) and repeats the previous month's number.
 * 4. Months have 29 or 30 days; the lunar year number, its sexagenary pillar and zodiac change at 正月初一.
 *
 * Lunar year Y is the year whose 正月初一 falls in Gregorian year Y (its months 11 and 12 fall in
 * Y+1). Civil dates are taken as China Standard Time dates: the product passes the user's local civil
 * date as it is, so a lunar date is the one printed in Chinese calendars for that date, wherever the
 * user is (docs/domain.md §10 (4)).
 *
 * Supported: every civil date 1900-01-01 … 2100-12-31 (lunar years 1899 … 2100; lunar year 1899 is
 * accepted because January 1900 belongs to it). Years are computed from their neighbours internally and
 * cached in bounded maps.
 */
import { SearchMoonPhase } from "astronomy-engine";
import { type CivilDate, checkDate, civilFromJdn, jdn, jdnOfMs, mod } from "./cycle.ts";
import { failWith, MAX_YEAR, MIN_YEAR } from "./errors.ts";
import { lunarDateName, lunarYearName } from "./names/lunar.ts";
import type { Name } from "./names/types.ts";
import { solarTermsOfYear } from "./solar-terms.ts";

export interface LunarMonthInfo {
  /** 1 … 12 (正月 = 1). */
  month: number;
  /** True for a leap month (闰), which repeats the number of the month before it. */
  leap: boolean;
  /** JDN of the civil date (CST) of its first day (初一). */
  startJdn: number;
  days: 29 | 30;
}

export interface LunarDate {
  /** Lunar year number = the Gregorian year in which its 正月初一 falls. */
  year: number;
  month: number;
  day: number;
  leap: boolean;
  /** Length of this lunar month, 29 or 30. */
  monthDays: 29 | 30;
  /** JDN of the first day of this lunar month. */
  monthStartJdn: number;
  /** Sexagenary index of the lunar year (甲子 = 0): (year − 4) mod 60. Changes at 正月初一, not at 立春. */
  yearPillar: number;
  /** Earth branch of the lunar year = its zodiac animal (子 = Rat = 0 … 亥 = Pig = 11). */
  zodiacBranch: number;
}

const HOUR = 3_600_000;
const DAY = 86_400_000;
/** China Standard Time is UTC+8 (no DST is applied: GB/T 33661 uses Beijing time, 120°E). */
const CST_OFFSET = 8 * HOUR;

/** First and last lunar years accepted by {@link lunarYearMonths}. */
export const MIN_LUNAR_YEAR = MIN_YEAR - 1;
export const MAX_LUNAR_YEAR = MAX_YEAR;
const MIN_JDN = jdn(MIN_YEAR, 1, 1);
const MAX_JDN = jdn(MAX_YEAR, 12, 31);
const CACHE_LIMIT = 256;

function cstJdn(utc: number): number {
  return jdnOfMs(utc + CST_OFFSET);
}

function remember<V>(cache: Map<number, V>, key: number, value: V): V {
  if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value as number);
  cache.set(key, value);
  return value;
}

/** CST dates (JDN) of the new moons from about 35 days before `fromUtc` until one past `untilJdn`. */
function newMoonJdns(fromUtc: number, untilJdn: number): number[] {
  const out: number[] = [];
  let start = fromUtc - 35 * DAY;
  for (;;) {
    const t = SearchMoonPhase(0, new Date(start), 40);
    if (!t) throw new Error(`new moon not found after ${new Date(start).toISOString()}`);
    const ms = t.date.getTime();
    const n = cstJdn(ms);
    out.push(n);
    if (n > untilJdn) return out;
    // consecutive new moons are at least 29.2 days apart
    start = ms + 20 * DAY;
  }
}

interface Sui {
  /** Months from the month 11 containing the solstice of December y−1 to the one before the next month 11. */
  months: LunarMonthInfo[];
}

const suiCache = new Map<number, Sui>();

/**
 * The 岁 (sui) ending in Gregorian year y: the 12 or 13 lunar months from the month 11 that contains the
 * winter solstice of December y−1 up to (not including) the month 11 that contains the solstice of
 * December y.
 */
function sui(y: number): Sui {
  const hit = suiCache.get(y);
  if (hit) return hit;
  const wsPrevUtc = solarTermsOfYear(y - 1)[23]!.at;
  const wsPrev = cstJdn(wsPrevUtc);
  const wsNext = cstJdn(solarTermsOfYear(y)[23]!.at);
  const moons = newMoonJdns(wsPrevUtc, wsNext);
  let a = -1;
  let b = -1;
  for (let i = 0; i < moons.length; i++) {
    if (moons[i]! <= wsPrev) a = i;
    if (moons[i]! <= wsNext) b = i;
  }
  if (a < 0 || b <= a) throw new Error(`lunar calendar: month 11 not found for ${y}`);
  const count = b - a;
  if (count !== 12 && count !== 13) throw new Error(`lunar calendar: ${count} months in sui ${y}`);

  // CST dates of the principal terms (中气: odd indices in solar-terms.ts year indexing, 1 = 大寒 … 23 = 冬至)
  const qi: number[] = [];
  for (const year of [y - 1, y]) {
    for (const term of solarTermsOfYear(year)) if (term.kind === "qi") qi.push(cstJdn(term.at));
  }
  let leapIndex = -1;
  if (count === 13) {
    for (let i = 0; i < count; i++) {
      const start = moons[a + i]!;
      const end = moons[a + i + 1]!;
      if (!qi.some((q) => q >= start && q < end)) {
        leapIndex = i;
        break;
      }
    }
    if (leapIndex < 0) throw new Error(`lunar calendar: no month without a principal term in sui ${y}`);
  }

  const months: LunarMonthInfo[] = [];
  let number = 11;
  for (let i = 0; i < count; i++) {
    const leap = i === leapIndex;
    if (i > 0 && !leap) number = (number % 12) + 1;
    const startJdn = moons[a + i]!;
    const days = moons[a + i + 1]! - startJdn;
    if (days !== 29 && days !== 30) throw new Error(`lunar calendar: month of ${days} days in sui ${y}`);
    months.push({ month: number, leap, startJdn, days });
  }
  return remember(suiCache, y, { months });
}

const yearCache = new Map<number, readonly LunarMonthInfo[]>();

function yearMonths(year: number): readonly LunarMonthInfo[] {
  const hit = yearCache.get(year);
  if (hit) return hit;
  const own = sui(year).months;
  const first = own.findIndex((m) => m.month === 1 && !m.leap);
  const next = sui(year + 1).months;
  const nextFirst = next.findIndex((m) => m.month === 1 && !m.leap);
  const months = [...own.slice(first), ...next.slice(0, nextFirst)].map((m) => Object.freeze({ ...m }));
  return remember(yearCache, year, Object.freeze(months));
}

/**
 * The 12 or 13 months of lunar year `lunarYear` (the year whose 正月初一 is in that Gregorian year), in
 * order, from 正月 to 十二月 (leap month in its place). Accepts lunar years 1899 … 2100.
 */
export function lunarYearMonths(lunarYear: number): readonly LunarMonthInfo[] {
  if (!Number.isInteger(lunarYear) || lunarYear < MIN_LUNAR_YEAR || lunarYear > MAX_LUNAR_YEAR) {
    failWith("lunarYear", "yearOutOfRange", "lunarYear", {
      min: MIN_LUNAR_YEAR,
      max: MAX_LUNAR_YEAR,
      got: lunarYear,
    });
  }
  return yearMonths(lunarYear);
}

/**
 * The Chinese lunar date of the civil date with Julian Day Number `n`, read as a China Standard Time date
 * (the caller passes the user's local civil date unchanged). Dates 1900-01-01 … 2100-12-31.
 */
export function lunarDateOfJdn(n: number): LunarDate {
  if (!Number.isInteger(n) || n < MIN_JDN || n > MAX_JDN) {
    failWith("date", "yearOutOfRange", "lunarCalendarRange", { min: MIN_YEAR, max: MAX_YEAR, got: n });
  }
  let year = civilFromJdn(n).year;
  let months = yearMonths(year);
  if (n < months[0]!.startJdn) {
    year -= 1;
    months = yearMonths(year);
  }
  for (let i = months.length - 1; i >= 0; i--) {
    const m = months[i]!;
    if (n >= m.startJdn) {
      return {
        year,
        month: m.month,
        day: n - m.startJdn + 1,
        leap: m.leap,
        monthDays: m.days,
        monthStartJdn: m.startJdn,
        yearPillar: mod(year - 4, 60),
        zodiacBranch: mod(year - 4, 12),
      };
    }
  }
  throw new Error(`lunar calendar: JDN ${n} before lunar year ${year}`);
}

/** The lunar date of a civil date (validated: 1900-01-01 … 2100-12-31), see {@link lunarDateOfJdn}. */
export function lunarDateOf(date: CivilDate): LunarDate {
  checkDate(date);
  return lunarDateOfJdn(jdn(date.year, date.month, date.day));
}

/**
 * Text of a lunar date (month and day): 十二月初十 / "Day 10 of month 12" / «10-й день 12-го месяца»;
 * 闰六月三十 / "Day 30 of leap month 6" / «30-й день високосного 6-го месяца».
 */
export function lunarDateText(d: Pick<LunarDate, "month" | "leap" | "day">): Name {
  return lunarDateName(d.month, d.leap, d.day);
}

/**
 * Full text with the year: 农历乙巳年十二月初十 / "Day 10 of month 12, Wood Snake year" /
 * «10-й день 12-го месяца года Деревянной Змеи».
 */
export function lunarDateFullText(d: Pick<LunarDate, "month" | "leap" | "day" | "yearPillar">): Name {
  const date = lunarDateName(d.month, d.leap, d.day);
  const nominative = lunarYearName(d.yearPillar);
  const genitive = lunarYearName(d.yearPillar, "genitive");
  return {
    zh: `农历${nominative.zh}${date.zh}`,
    en: `${date.en}, ${nominative.en}`,
    ru: `${date.ru} ${genitive.ru}`,
  };
}
