/**
 * The Moon (docs/domain.md §7): phase as waxing/waning 1–15 from the elongation in 12° steps, illumination and
 * the traditional phase name; new moon, quarter and full moon instants; Russian lunar days «лунные сутки»
 * at a place (day 1 starts at the new moon, day k+1 at the k-th moonrise after it, the last day ends at
 * the next new moon).
 *
 * Pure: instants in and out are epoch milliseconds (UTC); astronomy-engine does the astronomy. New moons
 * and quarters are cached per lunation, lunar days per (lunation, place rounded to 0.001°) in a bounded LRU.
 * Cached values are frozen, so no caller can change what another caller sees.
 */

import {
  AstroTime,
  Body,
  GeoMoon,
  Illumination,
  MoonPhase,
  RotateVector,
  Rotation_EQJ_EQD,
  SearchMoonPhase,
  SiderealTime,
} from "astronomy-engine";
import { Lru } from "./cache.ts";
import { type CivilDate, checkDate } from "./cycle.ts";
import { failWith, MAX_YEAR, MIN_YEAR } from "./errors.ts";
import {
  MOON_PHASE_KEYS,
  MOON_PHASE_NAMES,
  MOON_QUARTER_KINDS,
  MOON_QUARTER_NAMES,
  type MoonPhaseDirection,
  type MoonPhaseKey,
  type MoonQuarterKind,
} from "./names/moon.ts";
import type { Name } from "./names/types.ts";
import { checkLatLng, civilToUtc, type Place, resolvePlace } from "./time.ts";

export type { MoonPhaseDirection, MoonPhaseKey, MoonQuarterKind } from "./names/moon.ts";

const MINUTE = 60_000;
const DAY = 86_400_000;
/** Mean synodic month (days) and the mean new moon of 2000-01-06 (Meeus, k = 0), as epoch ms. */
const SYNODIC_DAYS = 29.530588861;
const SYNODIC_MS = SYNODIC_DAYS * DAY;
const MEAN_NEW_MOON_2000 = (2451550.09766 - 2440587.5) * DAY;
/** The true new moon lies within 0.6 d of the mean one (checked 1900–2100); search ±2.5 d around it. */
const NEW_MOON_WINDOW_DAYS = 2.5;
/**
 * Place rounding for the lunar-day cache key: 0.000001° (~0.1 m). Coarser rounding moves a rise by under a second,
 * except where the Moon grazes the horizon: at Murmansk (68.9585° N, 33.0827° E) it dips below for three minutes
 * before rising at 2026-02-23 02:14:55Z, and at 68.959° N it does not dip at all, so a lunar day would be lost.
 */
const PLACE_STEP = 1_000_000;
/** Longest range accepted by {@link lunarDaysBetween}. */
export const MAX_LUNAR_DAY_RANGE_DAYS = 400;

const MIN_UTC = Date.UTC(MIN_YEAR, 0, 1);
const END_UTC = Date.UTC(MAX_YEAR + 1, 0, 1);

// ---------------------------------------------------------------------------------------------------
// Bounded caches
// ---------------------------------------------------------------------------------------------------

/** 1900–2100 holds ~2490 lunations: the per-lunation caches hold them all. */
const newMoonCache = new Lru<number, number>(4096);
const quarterCache = new Lru<number, readonly [number, number, number]>(4096);
const lunationCache = new Lru<string, Lunation>(512);

// ---------------------------------------------------------------------------------------------------
// Validation
// ---------------------------------------------------------------------------------------------------

function checkInstant(utc: number, field: string, exclusiveEnd = false): void {
  if (typeof utc !== "number" || !Number.isFinite(utc)) {
    failWith(field, "invalidDate", "moonInstant", { got: utc });
  }
  if (utc < MIN_UTC || (exclusiveEnd ? utc > END_UTC : utc >= END_UTC)) {
    // Date covers ±8.64e15 ms; beyond that, show the number.
    const shown = Math.abs(utc) <= 8.64e15 ? new Date(utc).toISOString() : String(utc);
    failWith(field, "yearOutOfRange", "moonInstantYears", { min: MIN_YEAR, max: MAX_YEAR, got: shown });
  }
}

function checkRange(fromUtc: number, toUtc: number, maxDays?: number): void {
  checkInstant(fromUtc, "fromUtc");
  checkInstant(toUtc, "toUtc", true);
  if (toUtc < fromUtc) {
    failWith("toUtc", "invalidRange", "moonRangeOrder");
  }
  if (maxDays !== undefined && toUtc - fromUtc > maxDays * DAY) {
    failWith("toUtc", "invalidRange", "moonRangeLength", { days: maxDays });
  }
}

// ---------------------------------------------------------------------------------------------------
// Phase (docs/domain.md §7.2)
// ---------------------------------------------------------------------------------------------------

export interface MoonPhaseInfo {
  /** The instant evaluated (epoch ms). */
  readonly at: number;
  /** Moon − Sun geocentric ecliptic longitude, degrees in [0, 360) (astronomy-engine MoonPhase). */
  readonly elongation: number;
  /** waxing for elongation < 180°, waning otherwise. */
  readonly phase: MoonPhaseDirection;
  /** 1..15: floor(E/12) + 1 while waxing, floor(E/12) − 14 while waning. */
  readonly phaseDay: number;
  /** Illuminated fraction of the disc, 0..1 (astronomy-engine Illumination phase_fraction). */
  readonly illumination: number;
  /** One of the eight traditional names: 45° sectors of elongation centred on 0°, 45°, …, 315°. */
  readonly phaseKey: MoonPhaseKey;
  readonly phaseName: Name;
}

/** Waxing/waning step of an elongation in degrees (docs/domain.md §7.2). */
export function phaseStepOf(elongation: number): { phase: MoonPhaseDirection; phaseDay: number } {
  const step = Math.min(29, Math.max(0, Math.floor(elongation / 12)));
  return step < 15 ? { phase: "waxing", phaseDay: step + 1 } : { phase: "waning", phaseDay: step - 14 };
}

/** The traditional phase name of an elongation in degrees. */
export function phaseKeyOf(elongation: number): MoonPhaseKey {
  const i = Math.floor((((elongation + 22.5) % 360) + 360) / 45) % 8;
  return MOON_PHASE_KEYS[i]!;
}

function phaseAt(utc: number): MoonPhaseInfo {
  const date = new Date(utc);
  const elongation = MoonPhase(date);
  const illumination = Illumination(Body.Moon, date).phase_fraction;
  const key = phaseKeyOf(elongation);
  return {
    at: utc,
    elongation,
    ...phaseStepOf(elongation),
    illumination,
    phaseKey: key,
    phaseName: MOON_PHASE_NAMES[key],
  };
}

/** Phase of the Moon at an instant (observer independent). */
export function moonPhaseAt(utc: number): MoonPhaseInfo {
  checkInstant(utc, "utc");
  return phaseAt(utc);
}

/** Phase of the Moon for a civil date in a zone, evaluated at local noon (docs/domain.md §7.2). */
export function moonPhaseOfDate(date: CivilDate, tz: string): MoonPhaseInfo {
  checkDate(date);
  const noon = civilToUtc({ year: date.year, month: date.month, day: date.day, hour: 12, minute: 0 }, tz);
  return phaseAt(noon.utc);
}

// ---------------------------------------------------------------------------------------------------
// New moons and quarters (docs/domain.md §7.1)
// ---------------------------------------------------------------------------------------------------

/** The new moon of lunation k (k = 0: 2000-01-06), epoch ms. */
function newMoonOf(k: number): number {
  let t = newMoonCache.get(k);
  if (t === undefined) {
    const mean = MEAN_NEW_MOON_2000 + k * SYNODIC_MS;
    const found = SearchMoonPhase(0, new Date(mean - NEW_MOON_WINDOW_DAYS * DAY), 2 * NEW_MOON_WINDOW_DAYS);
    if (!found) throw new Error(`moon: no new moon near ${new Date(mean).toISOString()}`);
    t = found.date.getTime();
    newMoonCache.set(k, t);
  }
  return t;
}

/** Index of the lunation that contains the instant: newMoonOf(k) ≤ utc < newMoonOf(k + 1). */
function lunationIndexAt(utc: number): number {
  let k = Math.floor((utc - MEAN_NEW_MOON_2000) / SYNODIC_MS);
  while (newMoonOf(k) > utc) k--;
  while (newMoonOf(k + 1) <= utc) k++;
  return k;
}

/** First quarter, full moon and last quarter of lunation k. */
function quartersOf(k: number): readonly [number, number, number] {
  let q = quarterCache.get(k);
  if (q === undefined) {
    const start = new Date(newMoonOf(k) + DAY);
    const at = (lon: number): number => {
      const found = SearchMoonPhase(lon, start, SYNODIC_DAYS + 5);
      if (!found) throw new Error(`moon: no phase ${lon}° after ${start.toISOString()}`);
      return found.date.getTime();
    };
    q = Object.freeze([at(90), at(180), at(270)] as const);
    quarterCache.set(k, q);
  }
  return q;
}

export interface MoonQuarterEvent {
  readonly kind: MoonQuarterKind;
  /** Epoch ms (UTC). */
  readonly at: number;
  readonly name: Name;
}

/**
 * New moons, first quarters, full moons and last quarters with fromUtc ≤ at < toUtc, in order
 * (astronomy-engine SearchMoonPhase at 0°, 90°, 180°, 270°; same instants as SearchMoonQuarter).
 */
export function moonQuartersBetween(fromUtc: number, toUtc: number): MoonQuarterEvent[] {
  checkRange(fromUtc, toUtc);
  const out: MoonQuarterEvent[] = [];
  if (toUtc <= fromUtc) return out;
  const k0 = lunationIndexAt(fromUtc);
  const k1 = lunationIndexAt(toUtc);
  for (let k = k0; k <= k1; k++) {
    const q = quartersOf(k);
    const times = [newMoonOf(k), q[0], q[1], q[2]];
    for (let i = 0; i < 4; i++) {
      const at = times[i]!;
      if (at >= fromUtc && at < toUtc) {
        const kind = MOON_QUARTER_KINDS[i]!;
        out.push({ kind, at, name: MOON_QUARTER_NAMES[kind] });
      }
    }
  }
  return out;
}

/** The lunation (new moon to next new moon) that contains the instant, as epoch ms. */
export function newMoonsAround(utc: number): { newMoon: number; nextNewMoon: number } {
  checkInstant(utc, "utc");
  const k = lunationIndexAt(utc);
  return { newMoon: newMoonOf(k), nextNewMoon: newMoonOf(k + 1) };
}

// ---------------------------------------------------------------------------------------------------
// Russian lunar days «лунные сутки» (docs/domain.md §7.3)
// ---------------------------------------------------------------------------------------------------

export interface LunarDay {
  /** 1, 2, … within the lunation. */
  readonly number: number;
  /** Epoch ms: the new moon for day 1, else a moonrise. */
  readonly startsAt: number;
  /** Epoch ms: the next moonrise, or the next new moon for the last day. */
  readonly endsAt: number;
  readonly startsBy: "newMoon" | "moonrise";
}

export interface Lunation {
  readonly newMoon: number;
  readonly nextNewMoon: number;
  /** The place used (rounded to 0.000001°). */
  readonly lat: number;
  readonly lng: number;
  /** Tiles [newMoon, nextNewMoon) without gaps: days[0].startsAt = newMoon, each endsAt = next startsAt. */
  readonly days: readonly LunarDay[];
}

function roundPlace(x: number): number {
  return Math.round(x * PLACE_STEP) / PLACE_STEP;
}

// Moonrise search. The model is astronomy-engine's SearchRiseSet(Body.Moon, new Observer(lat, lng, 0), +1, …)
// term for term (topocentric apparent Moon of date, upper limb, refraction 34′ at the horizon, GAST from
// SiderealTime), but the Moon's geocentric position of date and the sidereal-time offset are computed once
// per lunation at nodes 6 h apart (shared by every place) and interpolated (4-point Lagrange; error < 0.01″),
// so a place costs ~0.2 ms per lunation instead of ~8 ms. test/moon.test.ts checks the rises against
// SearchRiseSet itself.

const J2000_MS = Date.UTC(2000, 0, 1, 12);
const DEG = Math.PI / 180;
const KM_PER_AU = 1.4959787069098932e8;
const EARTH_FLATTENING = 0.996647180302104;
const EARTH_EQUATORIAL_RADIUS_KM = 6378.1366;
const MOON_RADIUS_AU = 1738.1 / KM_PER_AU;
/** Rise = upper limb at −34′ (refraction at the horizon, observer at height 0, no dip). */
const RISE_ALTITUDE = -34 / 60;
const SOLAR_DAYS_PER_SIDEREAL_DAY = 0.9972695717592592;
const NODE_MS = 6 * 3_600_000;
/** Scan step for the rise search (astronomy-engine uses 10 h); shorter steps only cost evaluations. */
const SCAN_MS = 2 * 3_600_000;
/** Rise/set pairs closer than this are not resolved (as in astronomy-engine's FindAscent). */
const MIN_BRACKET_MS = 1000;
const ROOT_TOLERANCE_MS = 20;

/** Per lunation: nodes every NODE_MS from `t0` of [x, y, z (AU, equator and equinox of date), stDeg]. */
interface MoonEphemeris {
  t0: number;
  count: number;
  data: Float64Array;
}

const ephemerisCache = new Lru<number, MoonEphemeris>(64);

/** Earth rotation angle (degrees) as astronomy-engine's era(). */
function earthRotationDeg(ut: number): number {
  const theta = 360 * ((0.779057273264 + 0.00273781191135448 * ut + (ut % 1)) % 1);
  return theta < 0 ? theta + 360 : theta;
}

function ephemerisOf(k: number): MoonEphemeris {
  let e = ephemerisCache.get(k);
  if (e === undefined) {
    const t0 = newMoonOf(k) - 2 * NODE_MS;
    const count = Math.ceil((newMoonOf(k + 1) + 3 * NODE_MS - t0) / NODE_MS) + 1;
    const data = new Float64Array(count * 4);
    for (let j = 0; j < count; j++) {
      const ms = t0 + j * NODE_MS;
      const time = new AstroTime((ms - J2000_MS) / DAY);
      const v = RotateVector(Rotation_EQJ_EQD(time), GeoMoon(time));
      // GAST = ERA(ut) + a slowly varying term (precession in RA and the equation of the equinoxes).
      let st = SiderealTime(time) * 15 - earthRotationDeg(time.ut);
      st -= 360 * Math.round(st / 360);
      data.set([v.x, v.y, v.z, st], j * 4);
    }
    e = { t0, count, data };
    ephemerisCache.set(k, e);
  }
  return e;
}

/** Ascent function of astronomy-engine's rise search: apparent altitude of the upper limb − (−34′), degrees. */
function makeAltitude(eph: MoonEphemeris, lat: number, lng: number): (t: number) => number {
  const phi = lat * DEG;
  const sinphi = Math.sin(phi);
  const cosphi = Math.cos(phi);
  const c = 1 / Math.hypot(cosphi, EARTH_FLATTENING * sinphi);
  const s = EARTH_FLATTENING * EARTH_FLATTENING * c;
  const ach = (EARTH_EQUATORIAL_RADIUS_KM * c) / KM_PER_AU;
  const ash = (EARTH_EQUATORIAL_RADIUS_KM * s) / KM_PER_AU;
  const { t0, count, data } = eph;
  return (t: number): number => {
    const x = (t - t0) / NODE_MS;
    const j = Math.min(Math.max(Math.floor(x), 1), count - 3);
    const u = x - j;
    const w0 = (-u * (u - 1) * (u - 2)) / 6;
    const w1 = ((u + 1) * (u - 1) * (u - 2)) / 2;
    const w2 = (-(u + 1) * u * (u - 2)) / 2;
    const w3 = ((u + 1) * u * (u - 1)) / 6;
    const b = (j - 1) * 4;
    const mx = w0 * data[b]! + w1 * data[b + 4]! + w2 * data[b + 8]! + w3 * data[b + 12]!;
    const my = w0 * data[b + 1]! + w1 * data[b + 5]! + w2 * data[b + 9]! + w3 * data[b + 13]!;
    const mz = w0 * data[b + 2]! + w1 * data[b + 6]! + w2 * data[b + 10]! + w3 * data[b + 14]!;
    const st = w0 * data[b + 3]! + w1 * data[b + 7]! + w2 * data[b + 11]! + w3 * data[b + 15]!;
    const ut = (t - J2000_MS) / DAY;
    const local = (earthRotationDeg(ut) + st + lng) * DEG;
    const cl = Math.cos(local);
    const sl = Math.sin(local);
    // Topocentric vector of date = geocentric Moon − observer (astronomy-engine terra()).
    const vx = mx - ach * cosphi * cl;
    const vy = my - ach * cosphi * sl;
    const vz = mz - ash * sinphi;
    const dist = Math.sqrt(vx * vx + vy * vy + vz * vz);
    // Zenith of the geodetic vertical, as astronomy-engine's Horizon().
    const pz = (vx * cosphi * cl + vy * cosphi * sl + vz * sinphi) / dist;
    const alt = Math.asin(Math.max(-1, Math.min(1, pz))) / DEG;
    return alt + Math.asin(MOON_RADIUS_AU / dist) / DEG - RISE_ALTITUDE;
  };
}

/** Root of f in [t1, t2] with f(t1) < 0 ≤ f(t2) (Illinois regula falsi), epoch ms. */
function ascentRoot(f: (t: number) => number, t1: number, t2: number, f1: number, f2: number): number {
  let side = 0;
  for (let i = 0; i < 100 && t2 - t1 > ROOT_TOLERANCE_MS; i++) {
    let t = t1 - (f1 * (t2 - t1)) / (f2 - f1);
    if (!(t > t1 && t < t2)) t = (t1 + t2) / 2;
    const ft = f(t);
    if (ft < 0) {
      t1 = t;
      f1 = ft;
      if (side === -1) f2 /= 2;
      side = -1;
    } else {
      t2 = t;
      f2 = ft;
      if (side === 1) f1 /= 2;
      side = 1;
    }
  }
  return Math.round(t2);
}

/** Every ascent of f in [t1, t2] (astronomy-engine's FindAscent, collecting all instead of the first). */
function collectAscents(
  f: (t: number) => number,
  maxSlopePerMs: number,
  t1: number,
  t2: number,
  a1: number,
  a2: number,
  out: number[],
): void {
  if (a1 < 0 && a2 >= 0) {
    out.push(ascentRoot(f, t1, t2, a1, a2));
    return;
  }
  if (a1 >= 0 && a2 < 0) return;
  const dt = t2 - t1;
  if (dt < MIN_BRACKET_MS) return;
  if (Math.min(Math.abs(a1), Math.abs(a2)) > maxSlopePerMs * (dt / 2)) return;
  const tm = (t1 + t2) / 2;
  const am = f(tm);
  collectAscents(f, maxSlopePerMs, t1, tm, a1, am, out);
  collectAscents(f, maxSlopePerMs, tm, t2, am, a2, out);
}

/** Moonrises at the place in (from, until), in order. */
function moonrises(k: number, lat: number, lng: number, from: number, until: number): number[] {
  const f = makeAltitude(ephemerisOf(k), lat, lng);
  // astronomy-engine MaxAltitudeSlope(Body.Moon, lat), degrees per day → per ms.
  const maxSlopePerMs =
    (Math.abs((360 / SOLAR_DAYS_PER_SIDEREAL_DAY - 4.5) * Math.cos(lat * DEG)) +
      Math.abs(8.2 * Math.sin(lat * DEG))) /
    DAY;
  const rises: number[] = [];
  let t1 = from;
  let a1 = f(t1);
  while (t1 < until) {
    const t2 = Math.min(t1 + SCAN_MS, until);
    const a2 = f(t2);
    collectAscents(f, maxSlopePerMs, t1, t2, a1, a2, rises);
    t1 = t2;
    a1 = a2;
  }
  return rises.filter((r) => r > from && r < until);
}

function computeLunation(k: number, lat: number, lng: number): Lunation {
  const newMoon = newMoonOf(k);
  const nextNewMoon = newMoonOf(k + 1);
  // The first search starts at the new moon itself: a rise minutes after it starts day 2.
  const starts = [newMoon, ...moonrises(k, lat, lng, newMoon, nextNewMoon)];
  const days: LunarDay[] = starts.map((startsAt, i) =>
    Object.freeze({
      number: i + 1,
      startsAt,
      endsAt: starts[i + 1] ?? nextNewMoon,
      startsBy: i === 0 ? ("newMoon" as const) : ("moonrise" as const),
    }),
  );
  return Object.freeze({ newMoon, nextNewMoon, lat, lng, days: Object.freeze(days) });
}

function lunationOf(k: number, lat: number, lng: number): Lunation {
  const key = `${k}|${lat}|${lng}`;
  let l = lunationCache.get(key);
  if (l === undefined) {
    l = computeLunation(k, lat, lng);
    lunationCache.set(key, l);
  }
  return l;
}

/** Lunar days overlapping [from, to) (at least the day in effect at `from`), no validation. */
function daysBetween(from: number, to: number, lat: number, lng: number): LunarDay[] {
  const la = roundPlace(lat);
  const ln = roundPlace(lng);
  const out: LunarDay[] = [];
  const k0 = lunationIndexAt(from);
  const k1 = to > from ? lunationIndexAt(to - 1) : k0;
  for (let k = k0; k <= k1; k++) {
    for (const d of lunationOf(k, la, ln).days) {
      if (d.endsAt > from && (d.startsAt < to || (to <= from && d.startsAt <= from))) out.push(d);
    }
  }
  return out;
}

function dayIn(l: Lunation, utc: number): LunarDay {
  const days = l.days;
  let lo = 0;
  let hi = days.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (days[mid]!.startsAt <= utc) lo = mid;
    else hi = mid - 1;
  }
  return days[lo]!;
}

/** The lunation containing the instant, with its lunar days at the place. */
export function lunationAt(utc: number, lat: number, lng: number): Lunation {
  checkInstant(utc, "utc");
  checkLatLng(lat, lng);
  return lunationOf(lunationIndexAt(utc), roundPlace(lat), roundPlace(lng));
}

/** The lunar day in effect at the instant at the place. */
export function lunarDayAt(utc: number, lat: number, lng: number): LunarDay {
  return dayIn(lunationAt(utc, lat, lng), utc);
}

/**
 * Lunar days at the place overlapping [fromUtc, toUtc) in order (numbers restart at 1 at each new moon);
 * for fromUtc = toUtc, the day in effect. The range may span at most {@link MAX_LUNAR_DAY_RANGE_DAYS}.
 */
export function lunarDaysBetween(fromUtc: number, toUtc: number, lat: number, lng: number): LunarDay[] {
  checkRange(fromUtc, toUtc, MAX_LUNAR_DAY_RANGE_DAYS);
  checkLatLng(lat, lng);
  return daysBetween(fromUtc, toUtc, lat, lng);
}

export interface LunarDaysOfDate {
  readonly date: CivilDate;
  readonly tz: string;
  /** Local 00:00 and the next local 00:00 of the date, epoch ms (DST gaps and overlaps included). */
  readonly dayStart: number;
  readonly dayEnd: number;
  /** Every lunar day overlapping [dayStart, dayEnd), in order; days[0] is the one in effect at 00:00. */
  readonly days: readonly LunarDay[];
  /** The lunar days that start on the date (none when the Moon does not rise that day). */
  readonly startingOnDate: readonly LunarDay[];
  /**
   * The lunar day to show for the date (S7): the one that starts on it (of two, the one covering more of
   * the date), otherwise the one in effect at the start of the date.
   */
  readonly displayed: LunarDay;
  readonly displayedStartsOnDate: boolean;
}

/** Local midnight at the start and end of a civil date (end via 23:59 + 1 min, valid for 2100-12-31 too). */
function civilDayBounds(date: CivilDate, tz: string): { start: number; end: number } {
  const { year, month, day } = date;
  const start = civilToUtc({ year, month, day, hour: 0, minute: 0 }, tz, "earlier").utc;
  const end = civilToUtc({ year, month, day, hour: 23, minute: 59 }, tz, "later").utc + MINUTE;
  return { start, end };
}

/** The lunar days of a local civil date at a place, with the one to display (docs/domain.md §7.3). */
export function lunarDaysOfDate(date: CivilDate, place: Place): LunarDaysOfDate {
  checkDate(date);
  const p = resolvePlace(place);
  const { start, end } = civilDayBounds(date, p.tz);
  const days = daysBetween(start, end, p.lat, p.lng);
  const startingOnDate = days.filter((d) => d.startsAt >= start);
  let displayed = days[0]!;
  if (startingOnDate.length > 0) {
    let best = -1;
    for (const d of startingOnDate) {
      const cover = Math.min(d.endsAt, end) - d.startsAt;
      if (cover > best) {
        best = cover;
        displayed = d;
      }
    }
  }
  return {
    date: { year: date.year, month: date.month, day: date.day },
    tz: p.tz,
    dayStart: start,
    dayEnd: end,
    days,
    startingOnDate,
    displayed,
    displayedStartsOnDate: startingOnDate.length > 0,
  };
}
