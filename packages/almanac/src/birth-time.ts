/**
 * How much a chart depends on its birth time (docs/bazi-birth-time.md): the instants near the birth at which a
 * pillar changes, and what the chart on the other side of each would be.
 *
 * - A chart with a known time: every instant within ±30 minutes of the birth where a pillar changes: a jie 节
 *   (the month; 立春 the year too), a double-hour boundary (odd hours, in the chart's time basis: apparent solar
 *   time or the clock) and the day change (at 23:00 by the rule `dayChangesAt23`, at 00:00 by `lateZiSameDay`;
 *   at 23:00 the hour changes with it).
 * - A chart without the hour: every instant of the civil day of birth where its year, month or day pillar
 *   changes: a jie that day, and the day change by the chart's rule and basis (were the time known, a birth
 *   after the solar 23:00 would have the next day's pillar); with, from `hourOptions`, for how many of the
 *   twelve hours the strength verdict and the useful element hold.
 *
 * Each instant comes exact to the millisecond (the pillars at `at` and after are the new ones), with the
 * pillars on the chart's far side of it and the day master's judgement there (`judgeDayMaster`), compared
 * with the chart's own. Keys and facts only: src/birth-time-json.ts words them.
 */
import { type Chart, dayHourPillars, type Pillar, yearMonthPillars } from "./chart.ts";
import type { PlacedPillar } from "./chart-relations.ts";
import { type DayMasterJudgement, type HourUnknown, judgeDayMaster } from "./day-master.ts";
import { termAfter } from "./solar-terms.ts";
import { equationOfTimeMinutes, localMeanTime, utcToWall, wallToUtc } from "./time.ts";

/** How far from a known birth time the changes are looked for, minutes each way. */
export const SENSITIVITY_WINDOW_MINUTES = 30;

const SECOND = 1000;
const MINUTE = 60_000;
const DAY = 86_400_000;

export type BoundaryKind = "jie" | "hour" | "day";
export type PillarKey = "year" | "month" | "day" | "hour";
const PILLAR_KEYS: readonly PillarKey[] = ["year", "month", "day", "hour"];

export interface ChartPillars {
  year: Pillar;
  month: Pillar;
  day: Pillar;
  /** Null for a chart without the hour. */
  hour: Pillar | null;
}

export interface BirthTimeBoundary {
  /** A jie (the month, at 立春 the year too), a double-hour boundary, or the day change (with the hour at 23:00). */
  kind: BoundaryKind;
  /** The instant, epoch ms: the new pillars hold from `at` on. */
  at: number;
  /** The local clock time of `at` (a wall value: epoch ms whose UTC fields are the local date-time). */
  clockWall: number;
  /**
   * For an hour or a day boundary when the chart reads them from apparent solar time: the boundary in that time
   * (11:00, 23:00, 00:00 as a wall value); null for a jie and by the clock (then `clockWall` is the boundary).
   */
  basisWall: number | null;
  /** For a jie: its index within its year (solar-terms.ts) and characters. */
  term: { index: number; zh: string } | null;
  /** Minutes from the birth (for a chart without the hour, from the local noon it was computed at); negative before. */
  minutesFromBirth: number;
  /** Which side of the instant the other chart lies on: `after` when the instant follows the birth. */
  side: "before" | "after";
  /** The pillars that change at the instant, in the chart's order. */
  changes: PillarKey[];
  /** The pillars on this chart's side of the instant, and on the other side. */
  here: ChartPillars;
  other: ChartPillars;
  /** The day master's judgement on the other side. */
  judgement: DayMasterJudgement;
  verdictDiffers: boolean;
  usefulDiffers: boolean;
}

export interface BirthTimeSensitivity {
  /** 30 for a known time; null for a chart without the hour (the civil day of birth is searched). */
  windowMinutes: number | null;
  /** The instants searched, epoch ms, inclusive. */
  from: number;
  to: number;
  /** In time order. */
  boundaries: BirthTimeBoundary[];
  /** For a chart without the hour: for how many of the twelve hours the verdict and the useful element hold. */
  hours: { sameVerdict: number; sameUseful: number } | null;
}

/** The wall time the chart reads its day and hour from, at an instant: the clock, or apparent solar time (as computeChart). */
export function basisWallAt(chart: Chart, utc: number): number {
  if (chart.options.timeBasis === "clock") return utcToWall(utc, chart.tz);
  const { lat, lng } = chart.input;
  return Math.round(localMeanTime(utc, lng) + equationOfTimeMinutes(utc, lat, lng) * MINUTE);
}

/**
 * The pillars a birth at `utc` would have, by the chart's place and conventions (its zone, time basis and Zi
 * rule); without the hour pillar for a chart whose hour is unknown.
 */
export function pillarsAt(chart: Chart, utc: number): ChartPillars {
  const ym = yearMonthPillars(utc);
  const dh = dayHourPillars(basisWallAt(chart, utc), chart.options.zi);
  return { year: ym.year, month: ym.month, day: dh.day, hour: chart.options.hourKnown ? dh.hour : null };
}

const placed = (p: ChartPillars): PlacedPillar[] =>
  PILLAR_KEYS.flatMap((position) => {
    const x = p[position];
    return x ? [{ position, stem: x.stem, branch: x.branch }] : [];
  });

/** The day master's judgement of a set of pillars. */
export const judgementOf = (p: ChartPillars, southern = false): DayMasterJudgement =>
  judgeDayMaster(p.day.stem, placed(p), southern);

const changedKeys = (a: ChartPillars, b: ChartPillars): PillarKey[] =>
  PILLAR_KEYS.filter((k) => (a[k]?.index ?? -1) !== (b[k]?.index ?? -1));

/** The first instant in (lo, hi] at which `same(t)` holds, given it fails at lo and holds at hi. */
function firstFrom(lo: number, hi: number, same: (t: number) => boolean): number {
  while (hi - lo > 1) {
    const mid = lo + Math.floor((hi - lo) / 2);
    if (same(mid)) hi = mid;
    else lo = mid;
  }
  return hi;
}

/** The instants in [from, to] where the day or hour pillar changes, by sampling every `step` ms and bisecting. */
function dayHourChanges(chart: Chart, from: number, to: number, step: number): number[] {
  const hourKnown = chart.options.hourKnown;
  const key = (t: number) => {
    const dh = dayHourPillars(basisWallAt(chart, t), chart.options.zi);
    return hourKnown ? dh.day.index * 60 + dh.hour.index : dh.day.index;
  };
  const out: number[] = [];
  let prevT = from;
  let prev = key(from);
  for (let t = Math.min(from + step, to); ; t = Math.min(t + step, to)) {
    const k = key(t);
    if (k !== prev) {
      const now = k;
      out.push(firstFrom(prevT, t, (x) => key(x) === now));
    }
    prevT = t;
    prev = k;
    if (t >= to) break;
  }
  return out;
}

/** The jie instants in [from, to]. */
function jieIn(from: number, to: number): { at: number; index: number; zh: string }[] {
  const out: { at: number; index: number; zh: string }[] = [];
  for (let t = termAfter(from - 1, "jie"); t.at <= to; t = termAfter(t.at, "jie")) {
    out.push({ at: t.at, index: t.index, zh: t.zh });
  }
  return out;
}

/**
 * The instants near the birth where the chart's pillars change (±30 minutes; the civil day for a chart without
 * the hour), each with the chart on the other side. `judgement` is the chart's own (chartDetails has it), and
 * `hourUnknown` its twelve hours when the hour is unknown.
 */
export function birthTimeSensitivity(
  chart: Chart,
  judgement: DayMasterJudgement = judgementOf(chart.pillars, chart.input.lat < 0),
  hourUnknown: HourUnknown | null = null,
): BirthTimeSensitivity {
  const hourKnown = chart.options.hourKnown;
  let from: number;
  let to: number;
  if (hourKnown) {
    from = chart.utc - SENSITIVITY_WINDOW_MINUTES * MINUTE;
    to = chart.utc + SENSITIVITY_WINDOW_MINUTES * MINUTE;
  } else {
    const [y, m, d] = chart.input.date.split("-").map(Number) as [number, number, number];
    const midnight = Date.UTC(y, m - 1, d);
    from = wallToUtc(midnight, chart.tz).utc;
    to = wallToUtc(midnight + DAY, chart.tz).utc - 1;
  }
  const instants: { at: number; kind: BoundaryKind; term: { index: number; zh: string } | null }[] = [
    ...jieIn(from, to).map((j) => ({ at: j.at, kind: "jie" as const, term: { index: j.index, zh: j.zh } })),
    ...dayHourChanges(chart, from, to, hourKnown ? MINUTE : 10 * MINUTE).map((at) => ({
      at,
      kind: "hour" as BoundaryKind,
      term: null,
    })),
  ].sort((a, b) => a.at - b.at);

  const verdict = judgement.strength.verdict;
  const useful = judgement.favourable.favourable[0];
  const boundaries: BirthTimeBoundary[] = [];
  for (const i of instants) {
    const before = pillarsAt(chart, i.at - 1);
    const after = pillarsAt(chart, i.at);
    const changes = changedKeys(before, after);
    if (changes.length === 0) continue;
    const kind: BoundaryKind = i.kind === "jie" ? "jie" : changes.includes("day") ? "day" : "hour";
    const side = i.at > chart.utc ? "after" : "before";
    const [here, other] = side === "after" ? [before, after] : [after, before];
    const j = judgementOf(other, chart.input.lat < 0);
    boundaries.push({
      kind,
      at: i.at,
      clockWall: utcToWall(i.at, chart.tz),
      basisWall:
        kind === "jie" || chart.options.timeBasis === "clock"
          ? null
          : Math.round(basisWallAt(chart, i.at) / MINUTE) * MINUTE,
      term: i.term,
      minutesFromBirth: Math.round(((Math.floor(i.at / SECOND) * SECOND - chart.utc) / MINUTE) * 100) / 100,
      side,
      changes,
      here,
      other,
      judgement: j,
      verdictDiffers: j.strength.verdict !== verdict,
      usefulDiffers: j.favourable.favourable[0] !== useful,
    });
  }
  return {
    windowMinutes: hourKnown ? SENSITIVITY_WINDOW_MINUTES : null,
    from,
    to,
    boundaries,
    hours: hourUnknown ? { sameVerdict: hourUnknown.sameVerdict, sameUseful: hourUnknown.sameUseful } : null,
  };
}
