/**
 * The Bazi chart: Four Pillars of a birth (docs/domain.md §1, §3; conventions of packages/almanac/test/data/pillars.json).
 *
 * - Year: changes at the Lichun instant; month: at each jie instant (both compared as UTC instants).
 * - Day and hour: from the local time L, either the clock time as given (`clock`) or apparent solar time
 *   (`apparentSolar`, default). In apparentSolar mode the solar DATE is used too (clock 00:30 can be 23:46
 *   of the previous solar day).
 * - Hour branch floor((h+1)/2) mod 12; hour stem by Five Rats 五鼠遁 from the stem of the day the 子 hour
 *   belongs to (23:00–23:59 → the next day's stem, in both Zi rules).
 * - Zi rule `dayChangesAt23` (default): the day pillar at 23:00–23:59 is the next day's; `lateZiSameDay`:
 *   it stays the calendar day's.
 * - Unknown hour: year/month/day from local noon (12:00 on the clock), no hour pillar; a flag when a jie (or
 *   Lichun) falls on that local date.
 *
 * The chart is plain JSON-able data: instants are epoch ms (UTC); "wall" values are epoch ms whose UTC
 * fields are a local date-time.
 */
import {
  type CivilDate,
  checkDate,
  checkTime,
  dayPillarIndex,
  formatDate,
  jdn,
  jdnOfMs,
  mod,
  parseDate,
  parseTime,
  pillarZh,
  sexagenaryIndex,
} from "./cycle.ts";
import { failWith } from "./errors.ts";
import { type ChartWarningCode, type WarningData, wallText, warningText } from "./names/chart.ts";
import { baziYearMonth, type SolarTermInstant, termAfter, termAtOrBefore } from "./solar-terms.ts";
import {
  civilToUtc,
  equationOfTimeMinutes,
  localMeanTime,
  offsetMinutes,
  type Place,
  resolvePlace,
} from "./time.ts";

export type ZiRule = "dayChangesAt23" | "lateZiSameDay";
export type TimeBasis = "apparentSolar" | "clock";
export type AmbiguousTime = "earlier" | "later";
export type Gender = "male" | "female";

export const ZI_RULES: readonly ZiRule[] = ["dayChangesAt23", "lateZiSameDay"];
export const TIME_BASES: readonly TimeBasis[] = ["apparentSolar", "clock"];
export const AMBIGUOUS_TIME_CHOICES: readonly AmbiguousTime[] = ["earlier", "later"];
export const GENDERS: readonly Gender[] = ["male", "female"];

export interface ChartOptions {
  /** Default `dayChangesAt23`. */
  zi?: ZiRule;
  /** Default `apparentSolar`. */
  timeBasis?: TimeBasis;
  /** Which reading of a clock time in a DST gap or overlap is used; default `earlier` (see time.ts civilToUtc). */
  ambiguousTime?: AmbiguousTime;
}

export interface ChartInput {
  /** Civil date of birth, as an object or "YYYY-MM-DD". */
  date: CivilDate | string;
  /** Clock time of birth, as an object or "HH:MM"; null or absent = hour unknown. */
  time?: { hour: number; minute: number } | string | null;
  /** Birth place; the zone is derived from the coordinates when `tz` is absent. */
  place: Place;
  gender?: Gender | null;
  options?: ChartOptions;
}

export interface Pillar {
  /** Sexagenary index, 甲子 = 0. */
  index: number;
  zh: string;
  /** Stem index 0..9 (甲..癸). */
  stem: number;
  /** Branch index 0..11 (子..亥). */
  branch: number;
}

export interface ResolvedChartOptions {
  zi: ZiRule;
  timeBasis: TimeBasis;
  ambiguousTime: AmbiguousTime;
  hourKnown: boolean;
}

export type WarningSeverity = "warning" | "info";

export interface ChartWarning {
  code: ChartWarningCode;
  severity: WarningSeverity;
  en: string;
  ru: string;
  data: WarningData;
}

export interface TermRef {
  /** Term index within its Gregorian year (solar-terms.ts: 0 = 小寒, 2 = 立春 …). */
  index: number;
  zh: string;
  /** Epoch ms. */
  at: number;
}

export interface Chart {
  /** The input as understood (normalised). */
  input: {
    date: string;
    time: string | null;
    lat: number;
    lng: number;
    tz: string;
    gender: Gender | null;
  };
  options: ResolvedChartOptions;
  pillars: { year: Pillar; month: Pillar; day: Pillar; hour: Pillar | null };
  warnings: ChartWarning[];
  /** Birth instant (epoch ms); for an unknown hour the instant of local noon used. */
  utc: number;
  /** UTC offset at the birth instant, minutes. */
  utcOffset: number;
  tz: string;
  /** Clock wall time as given (12:00 for an unknown hour). */
  clockTime: number;
  /** Local mean time wall value: UTC + lng/15 h. */
  localMeanTime: number;
  /** Apparent (true) solar time wall value: LMT + equation of time. */
  apparentSolarTime: number;
  /** Equation of time, minutes (apparent − mean). */
  equationOfTime: number;
  /** The wall time the day and hour pillars were read from (clockTime or apparentSolarTime). */
  basisTime: number;
  /** Gregorian year in which the Bazi year of birth began (at its Lichun). */
  baziYear: number;
  /** Bazi month 0..11, 0 = 寅 month. */
  monthIndex: number;
  /** The jie at or before the birth instant and the next one (luck pillars count to one of them). */
  jie: { previous: TermRef; next: TermRef };
}

const MINUTE = 60_000;
const HOUR = 3_600_000;
const DAY = 86_400_000;
/** Warnings fire within this distance of a boundary (docs/domain.md: "within 2 minutes"). */
export const NEAR_BOUNDARY_MS = 2 * MINUTE;
const UNIX_EPOCH = 0;

export function pillarOf(index: number): Pillar {
  const i = mod(index, 60);
  return { index: i, zh: pillarZh(i), stem: i % 10, branch: i % 12 };
}

/** Five Rats 五鼠遁: stem of the hour with this branch in a day whose stem is `dayStem`. */
export function fiveRatsHourStem(dayStem: number, hourBranch: number): number {
  return mod((dayStem % 5) * 2 + hourBranch, 10);
}

/** Five Tigers 五虎遁: stem of Bazi month k (0 = 寅) in a year whose stem is `yearStem`. */
export function fiveTigersMonthStem(yearStem: number, monthIndex: number): number {
  return mod((yearStem % 5) * 2 + 2 + monthIndex, 10);
}

/** Year and month pillars of an instant (year at Lichun, month at each jie; UTC comparison). */
export function yearMonthPillars(utc: number): {
  year: Pillar;
  month: Pillar;
  baziYear: number;
  monthIndex: number;
  jie: SolarTermInstant;
} {
  const ym = baziYearMonth(utc);
  const yearIndex = mod(ym.year - 4, 60);
  const month = sexagenaryIndex(fiveTigersMonthStem(yearIndex % 10, ym.monthIndex), (2 + ym.monthIndex) % 12);
  return {
    year: pillarOf(yearIndex),
    month: pillarOf(month),
    baziYear: ym.year,
    monthIndex: ym.monthIndex,
    jie: ym.jie,
  };
}

/** Day and hour pillars of a local wall time (clock or apparent solar) under a Zi rule. */
export function dayHourPillars(wall: number, zi: ZiRule): { day: Pillar; hour: Pillar } {
  const n = jdnOfMs(wall);
  const h = Math.floor(mod(wall, DAY) / HOUR);
  const lateZi = h === 23;
  const branch = Math.floor((h + 1) / 2) % 12;
  const ziDayStem = dayPillarIndex(lateZi ? n + 1 : n) % 10;
  const day = dayPillarIndex(lateZi && zi === "dayChangesAt23" ? n + 1 : n);
  return {
    day: pillarOf(day),
    hour: pillarOf(sexagenaryIndex(fiveRatsHourStem(ziDayStem, branch), branch)),
  };
}

function termRef(t: SolarTermInstant): TermRef {
  return { index: t.index, zh: t.zh, at: t.at };
}

function checkOption<T extends string>(value: unknown, allowed: readonly T[], field: string, fallback: T): T {
  if (value === undefined || value === null) return fallback;
  if (typeof value === "string" && (allowed as readonly string[]).includes(value)) return value as T;
  return failWith(field, "invalidOption", "unknownOption", { got: String(value), ids: allowed.join(", ") });
}

function normaliseDate(d: unknown): CivilDate {
  if (typeof d === "string") return parseDate(d, "date");
  if (!d || typeof d !== "object") {
    return failWith("date", "invalidDate", "birthDate");
  }
  const { year, month, day } = d as CivilDate;
  const date = { year, month, day };
  // Names the field "date" for an impossible date and for a year outside 1900–2100.
  checkDate(date, "date");
  return date;
}

function normaliseTime(t: unknown): { hour: number; minute: number } | null {
  if (t === undefined || t === null) return null;
  if (typeof t === "string") return parseTime(t, "time");
  if (typeof t !== "object") {
    return failWith("time", "invalidTime", "birthTime");
  }
  const { hour, minute } = t as { hour: number; minute: number };
  checkTime(hour, minute, "time");
  return { hour, minute };
}

function warn(
  list: ChartWarning[],
  code: ChartWarningCode,
  severity: WarningSeverity,
  data: WarningData,
): void {
  const text = warningText(code, data);
  list.push({ code, severity, en: text.en, ru: text.ru, data });
}

const hhmm = (wall: number) => wallText(wall).slice(11);

/**
 * Computes the Four Pillars of a birth. Throws InvalidInputError naming the field for bad input
 * (date, time, lat, lng, tz, gender, zi, timeBasis, ambiguousTime).
 */
export function computeChart(input: ChartInput): Chart {
  if (!input || typeof input !== "object") {
    return failWith("date", "invalidDate", "birthDate");
  }
  const opts = (input.options ?? {}) as ChartOptions;
  const zi = checkOption(opts.zi, ZI_RULES, "zi", "dayChangesAt23");
  const timeBasis = checkOption(opts.timeBasis, TIME_BASES, "timeBasis", "apparentSolar");
  const ambiguousTime = checkOption(opts.ambiguousTime, AMBIGUOUS_TIME_CHOICES, "ambiguousTime", "earlier");
  const gender: Gender | null =
    input.gender === undefined || input.gender === null
      ? null
      : checkOption(input.gender, GENDERS, "gender", "male");
  const date = normaliseDate(input.date);
  const time = normaliseTime(input.time);
  const place = resolvePlace((input.place ?? {}) as Place);
  const hourKnown = time !== null;
  const clockHm = time ?? { hour: 12, minute: 0 };

  const res = civilToUtc({ ...date, hour: clockHm.hour, minute: clockHm.minute }, place.tz, ambiguousTime);
  const utc = res.utc;
  const clockTime = Date.UTC(date.year, date.month - 1, date.day, clockHm.hour, clockHm.minute);
  const lmt = Math.round(localMeanTime(utc, place.lng));
  const eot = equationOfTimeMinutes(utc, place.lat, place.lng);
  const ast = Math.round(localMeanTime(utc, place.lng) + eot * MINUTE);
  const basisTime = timeBasis === "clock" ? clockTime : ast;

  const ym = yearMonthPillars(utc);
  const previous = termAtOrBefore(utc, "jie");
  const next = termAfter(utc, "jie");

  let day: Pillar;
  let hour: Pillar | null = null;
  if (hourKnown) {
    const dh = dayHourPillars(basisTime, zi);
    day = dh.day;
    hour = dh.hour;
  } else {
    day = pillarOf(dayPillarIndex(jdn(date.year, date.month, date.day)));
  }

  const warnings: ChartWarning[] = [];
  const basisData = { basis: timeBasis, zi };

  // DST gap / overlap: never silent.
  if (res.warning) {
    warn(warnings, res.warning.kind, "warning", {
      clockTime: wallText(clockTime),
      tz: place.tz,
      used: utc,
      candidates: res.warning.candidates.map((c) => ({ utc: c.utc, offsetMinutes: c.offsetMinutes })),
    });
  }

  if (hourKnown) {
    // Within 2 minutes of a jie instant: the month (and at Lichun the year) may be either.
    for (const t of [previous, next]) {
      const dt = utc - t.at;
      if (Math.abs(dt) <= NEAR_BOUNDARY_MS) {
        const before = yearMonthPillars(t.at - 1);
        const after = yearMonthPillars(t.at);
        const data: WarningData = {
          termIndex: t.index,
          term: t.zh,
          at: t.at,
          seconds: Math.round(dt / 1000),
          monthBefore: before.month.zh,
          monthAfter: after.month.zh,
        };
        if (before.year.index !== after.year.index) {
          data.yearBefore = before.year.zh;
          data.yearAfter = after.year.zh;
        }
        warn(warnings, "nearJie", "warning", data);
      }
    }

    // Within 2 minutes of a double-hour boundary (odd hours) in the time basis used; 23:00 separately.
    const msOfDay = mod(basisTime, DAY);
    const r = mod(msOfDay + HOUR, 2 * HOUR);
    const sinceBoundary = r <= HOUR ? r : r - 2 * HOUR;
    if (Math.abs(sinceBoundary) <= NEAR_BOUNDARY_MS) {
      const boundary = basisTime - sinceBoundary;
      const before = dayHourPillars(boundary - 1, zi);
      const after = dayHourPillars(boundary, zi);
      const bh = Math.round(mod(boundary, DAY) / HOUR) % 24;
      const data: WarningData = {
        ...basisData,
        boundary: `${String(bh).padStart(2, "0")}:00`,
        seconds: Math.round(sinceBoundary / 1000),
        hourBefore: before.hour.zh,
        hourAfter: after.hour.zh,
      };
      if (bh === 23) {
        data.dayBefore = before.day.zh;
        data.dayAfter = after.day.zh;
        warn(warnings, "nearZiStart", "warning", data);
      } else {
        warn(warnings, "nearHourBoundary", "warning", data);
      }
    }

    // lateZiSameDay: the day pillar changes at midnight.
    const sinceMidnight = msOfDay <= DAY / 2 ? msOfDay : msOfDay - DAY;
    if (zi === "lateZiSameDay" && Math.abs(sinceMidnight) <= NEAR_BOUNDARY_MS) {
      const midnight = basisTime - sinceMidnight;
      warn(warnings, "nearMidnight", "warning", {
        ...basisData,
        seconds: Math.round(sinceMidnight / 1000),
        dayBefore: dayHourPillars(midnight - 1, zi).day.zh,
        dayAfter: dayHourPillars(midnight, zi).day.zh,
      });
    }

    // Late Rat hour: the two rules give different day pillars.
    if (Math.floor(msOfDay / HOUR) === 23) {
      const other: ZiRule = zi === "dayChangesAt23" ? "lateZiSameDay" : "dayChangesAt23";
      warn(warnings, "lateZiHour", "info", {
        zi,
        dayUsed: day.zh,
        dayOther: dayHourPillars(basisTime, other).day.zh,
      });
    }

    if (timeBasis === "apparentSolar" && jdnOfMs(ast) !== jdnOfMs(clockTime)) {
      warn(warnings, "solarDateDiffers", "info", {
        solarTime: wallText(ast),
        clockTime: wallText(clockTime),
      });
    }
    const otherBasis: TimeBasis = timeBasis === "clock" ? "apparentSolar" : "clock";
    const alt = dayHourPillars(otherBasis === "clock" ? clockTime : ast, zi);
    if (alt.day.index !== day.index || alt.hour.index !== hour!.index) {
      warn(warnings, "otherBasisDiffers", "info", {
        basis: otherBasis,
        day: alt.day.zh,
        hour: alt.hour.zh,
      });
    }
  } else {
    warn(warnings, "hourUnknown", "info", {});
    // A jie (or Lichun) on the local civil date of birth: the month (year) is uncertain.
    const n = jdn(date.year, date.month, date.day);
    for (const t of [previous, next]) {
      const localWall = t.at + offsetMinutes(place.tz, t.at) * MINUTE;
      if (jdnOfMs(localWall) !== n) continue;
      const before = yearMonthPillars(t.at - 1);
      const after = yearMonthPillars(t.at);
      const yearChanges = before.year.index !== after.year.index;
      warn(warnings, yearChanges ? "yearUncertain" : "monthUncertain", "warning", {
        termIndex: t.index,
        term: t.zh,
        at: t.at,
        localTime: hhmm(localWall),
        monthBefore: before.month.zh,
        monthAfter: after.month.zh,
        yearBefore: before.year.zh,
        yearAfter: after.year.zh,
      });
    }
  }

  if (utc < UNIX_EPOCH) {
    warn(warnings, "pre1970Offset", "info", { tz: place.tz, offsetMinutes: res.offsetMinutes });
  }
  // the month convention in the south, said rather than assumed (docs/domain.md §1.4)
  if (place.lat < 0) warn(warnings, "southernHemisphere", "info", {});

  return {
    input: {
      date: formatDate(date),
      time: time ? `${String(time.hour).padStart(2, "0")}:${String(time.minute).padStart(2, "0")}` : null,
      lat: place.lat,
      lng: place.lng,
      tz: place.tz,
      gender,
    },
    options: { zi, timeBasis, ambiguousTime, hourKnown },
    pillars: { year: ym.year, month: ym.month, day, hour },
    warnings,
    utc,
    utcOffset: res.offsetMinutes,
    tz: place.tz,
    clockTime,
    localMeanTime: lmt,
    apparentSolarTime: ast,
    equationOfTime: eot,
    basisTime: hourKnown ? basisTime : clockTime,
    baziYear: ym.baziYear,
    monthIndex: ym.monthIndex,
    jie: { previous: termRef(previous), next: termRef(next) },
  };
}
