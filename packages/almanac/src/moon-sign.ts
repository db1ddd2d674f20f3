/**
 * The Moon's tropical zodiac sign, the instants it enters each sign, and the void-of-course Moon «Луна без курса»
 * (docs/domain.md §14).
 *
 * Positions are astronomy-engine's, all geocentric, apparent and referred to the true ecliptic and equinox of date:
 * the Moon by EclipticGeoMoon (its lunar theory, nutation), each planet and the Sun by GeoVector(body, t, true)
 * (light-time and aberration) rotated by Ecliptic(). The sign is floor(λ / 30°) of the Moon's longitude λ, from the
 * equinox of date: the tropical zodiac of Western and Russian lunar calendars.
 *
 * Sign stays are numbered: stay n is the time during which the Moon's unwrapped longitude lies in [30°·n, 30°·(n+1)),
 * the unwrapped longitude being the Meeus mean longitude L₀ (ch. 47) plus wrap(λ − L₀), whose size stays under 9°.
 * An ingress is the root of (unwrapped longitude − 30°·n), found by safeguarded regula falsi to 1 ms. The Moon
 * never moves backwards along the ecliptic, so each stay is one interval and each sign is entered once per stay.
 *
 * Void of course: the Moon's separation from a body, unwrapped, grows at least ~10°/day (the Moon moves 11.8–15.4°
 * a day, no planet faster than 2.2°), so every aspect angle is crossed exactly once; within a stay we find, for each
 * body, the last aspect angle crossed (0°, 60°, 90°, 120°, 180°, 240°, 270°, 300°) and its instant, and the latest of
 * them starts the void, which ends at the next ingress. A stay without any aspect is void throughout: the void that
 * started in an earlier stay runs on to the end of it.
 *
 * Pure: instants are epoch milliseconds (UTC). Stays are cached per (index, school) in a bounded LRU.
 */

import { AstroTime, Body, Ecliptic, EclipticGeoMoon, GeoVector } from "astronomy-engine";
import { Lru } from "./cache.ts";
import { type CivilDate, checkDate } from "./cycle.ts";
import { failWith, MAX_YEAR, MIN_YEAR } from "./errors.ts";
import type { Lang, Name } from "./names/types.ts";
import {
  type AspectBodyKey,
  type AspectKey,
  ZODIAC_SIGNS,
  type ZodiacSignKey,
  type ZodiacSignName,
} from "./names/zodiac.ts";
import { civilToUtc } from "./time.ts";

const DAY = 86_400_000;
const MINUTE = 60_000;
const J2000_MS = Date.UTC(2000, 0, 1, 12);
/** Meeus (47.1): the Moon's mean longitude, degrees, and its rate per Julian century (T in UT is close enough). */
const MEAN_LONGITUDE_J2000 = 218.3164477;
const MEAN_LONGITUDE_RATE = 481267.88123421;
/** |λ − L₀| stays under 9° (equation of the centre, evection, variation); beyond this something is wrong. */
const MAX_MEAN_DEVIATION = 20;
/** Root tolerance: 1 ms, far below the accuracy of the positions (docs/domain.md §14). */
const ROOT_TOLERANCE_MS = 1;

// ---------------------------------------------------------------------------------------------------
// Schools and bodies
// ---------------------------------------------------------------------------------------------------

/**
 * Which bodies the void-of-course Moon is read against. `classical`: the seven traditional bodies (the Moon and
 * the Sun, Mercury, Venus, Mars, Jupiter, Saturn), as Lilly and the classical tradition; `modern`: the same with
 * Uranus, Neptune and Pluto, as most modern published tables.
 */
export type VoidOfCourseSchool = "classical" | "modern";

/** The bodies the Moon aspects in the classical school (with the Moon, the seven traditional bodies). */
export const CLASSICAL_VOID_BODIES: readonly AspectBodyKey[] = [
  "sun",
  "mercury",
  "venus",
  "mars",
  "jupiter",
  "saturn",
];
/** The bodies the Moon aspects in the modern school. */
export const MODERN_VOID_BODIES: readonly AspectBodyKey[] = [
  ...CLASSICAL_VOID_BODIES,
  "uranus",
  "neptune",
  "pluto",
];
export const VOID_OF_COURSE_BODIES: Readonly<Record<VoidOfCourseSchool, readonly AspectBodyKey[]>> = {
  classical: CLASSICAL_VOID_BODIES,
  modern: MODERN_VOID_BODIES,
};
/** The school the day answer uses. */
export const DEFAULT_VOID_OF_COURSE_SCHOOL: VoidOfCourseSchool = "classical";

/** The method named in every answer that carries the Moon's sign and its void of course (shape of method.ts). */
export interface MoonSignMethod {
  id: "classicalVoidOfCourse";
  name: Name;
  sources: readonly string[];
}

export const MOON_SIGN_METHOD: MoonSignMethod = {
  id: "classicalVoidOfCourse",
  name: {
    zh: "月亮空亡（古典七星）",
    en: "Tropical Moon sign; void of course from the last exact major aspect to the seven classical bodies",
    ru: "Знак Луны в тропическом зодиаке; Луна без курса от последнего точного мажорного аспекта к семи классическим планетам",
  },
  sources: [
    "Tropical zodiac: signs of 30° from the true equinox of date, as Western and Russian lunar calendars count them",
    "William Lilly, Christian Astrology (1647), p. 112: a planet is void of course when, separated from one planet, it applies to no other while in its sign; the seven bodies Sun to Saturn",
    "Modern ephemerides' tables (after Al H. Morrison, 1970s): the void runs from the Moon's last exact Ptolemaic aspect (0°, 60°, 90°, 120°, 180°) to its entry into the next sign; Uranus, Neptune and Pluto left out",
    "Positions: astronomy-engine 2.1.19, geocentric apparent longitudes of date; checked against astronomia 4.2.0 (ELP/MPP02, VSOP87B) and published tables",
  ],
};

const ASTRO_BODY: Readonly<Record<AspectBodyKey, Body>> = {
  sun: Body.Sun,
  mercury: Body.Mercury,
  venus: Body.Venus,
  mars: Body.Mars,
  jupiter: Body.Jupiter,
  saturn: Body.Saturn,
  uranus: Body.Uranus,
  neptune: Body.Neptune,
  pluto: Body.Pluto,
};

/** Separation angles (Moon − body, degrees mod 360) that are major aspects, and their names. */
const ASPECT_AT: ReadonlyMap<number, AspectKey> = new Map<number, AspectKey>([
  [0, "conjunction"],
  [60, "sextile"],
  [90, "square"],
  [120, "trine"],
  [180, "opposition"],
  [240, "trine"],
  [270, "square"],
  [300, "sextile"],
]);

// ---------------------------------------------------------------------------------------------------
// Positions
// ---------------------------------------------------------------------------------------------------

const timeOf = (ms: number) => new AstroTime((ms - J2000_MS) / DAY);
const mod360 = (x: number) => ((x % 360) + 360) % 360;
const wrap180 = (x: number) => x - 360 * Math.round(x / 360);

/** The Moon's geocentric apparent ecliptic longitude of date, degrees in [0, 360). */
export function moonLongitudeAt(utc: number): number {
  checkInstant(utc);
  return EclipticGeoMoon(timeOf(utc)).lon;
}

/** A body's geocentric apparent ecliptic longitude of date (light-time and aberration), degrees in [0, 360). */
export function bodyLongitudeAt(body: AspectBodyKey, utc: number): number {
  checkInstant(utc);
  return bodyLon(body, utc);
}

function bodyLon(body: AspectBodyKey, ms: number): number {
  return Ecliptic(GeoVector(ASTRO_BODY[body], timeOf(ms), true)).elon;
}

/** The Moon's unwrapped longitude: continuous and increasing, ≡ λ (mod 360). */
function unwrappedMoon(ms: number): number {
  const mean = MEAN_LONGITUDE_J2000 + (MEAN_LONGITUDE_RATE * (ms - J2000_MS)) / (36525 * DAY);
  const d = wrap180(EclipticGeoMoon(timeOf(ms)).lon - mean);
  if (Math.abs(d) > MAX_MEAN_DEVIATION)
    throw new Error(`moon-sign: λ − L₀ = ${d}° at ${new Date(ms).toISOString()}`);
  return mean + d;
}

/** The instant at which the mean longitude reaches `deg`. */
function meanTimeOf(deg: number): number {
  return J2000_MS + ((deg - MEAN_LONGITUDE_J2000) / MEAN_LONGITUDE_RATE) * 36525 * DAY;
}

/** Root of an increasing f on [lo, hi] with f(lo) ≤ 0 ≤ f(hi) (Illinois regula falsi, bisection fallback). */
function increasingRoot(f: (t: number) => number, lo: number, hi: number, flo: number, fhi: number): number {
  if (!(flo <= 0 && fhi >= 0))
    throw new Error(`moon-sign: no root bracketed in ${new Date(lo).toISOString()}…`);
  if (flo === 0) return lo;
  let side = 0;
  for (let i = 0; i < 200 && hi - lo > ROOT_TOLERANCE_MS; i++) {
    let t = lo - (flo * (hi - lo)) / (fhi - flo);
    if (!(t > lo && t < hi) || i % 8 === 7) t = (lo + hi) / 2;
    const ft = f(t);
    if (ft < 0) {
      lo = t;
      flo = ft;
      if (side === -1) fhi /= 2;
      side = -1;
    } else {
      hi = t;
      fhi = ft;
      if (side === 1) flo /= 2;
      side = 1;
    }
  }
  return (lo + hi) / 2;
}

// ---------------------------------------------------------------------------------------------------
// Sign stays and ingresses
// ---------------------------------------------------------------------------------------------------

/** ~13.4 stays a month: these hold about 25 years of ingresses and 12 years of stays per school. */
const ingressCache = new Lru<number, number>(4096);
const stayCache = new Lru<string, Stay>(4096);

/** Index of the stay containing the instant. */
function stayIndexAt(ms: number): number {
  return Math.floor(unwrappedMoon(ms) / 30);
}

/** The instant the Moon's unwrapped longitude reaches 30°·n: its entry into stay n. */
function ingressOf(n: number): number {
  let t = ingressCache.get(n);
  if (t === undefined) {
    const target = 30 * n;
    const guess = meanTimeOf(target);
    // |λ − L₀| < 9° and the Moon moves ≥ 11.8°/day: the root lies within a day of the guess.
    const lo = guess - 1.5 * DAY;
    const hi = guess + 1.5 * DAY;
    const f = (x: number) => unwrappedMoon(x) - target;
    t = Math.round(increasingRoot(f, lo, hi, f(lo), f(hi)));
    ingressCache.set(n, t);
  }
  return t;
}

/** Sign index 0..11 (0 = Aries) of stay n. */
const signOfStay = (n: number) => ((n % 12) + 12) % 12;

export interface MoonAspect {
  /** Epoch ms of the exact aspect. */
  readonly at: number;
  readonly body: AspectBodyKey;
  readonly aspect: AspectKey;
  /** Moon − body longitude at the aspect, degrees: 0, 60, 90, 120, 180, 240, 270 or 300. */
  readonly separation: number;
}

interface Stay {
  readonly n: number;
  readonly start: number;
  readonly end: number;
  /** The last exact aspect made in [start, end), or null when the Moon makes none in this sign. */
  readonly lastAspect: MoonAspect | null;
}

/** The last time in [a, b) the Moon makes a major aspect to the body, or null. */
function lastAspectWith(body: AspectBodyKey, a: number, b: number): MoonAspect | null {
  const pa = bodyLon(body, a);
  const pb = pa + wrap180(bodyLon(body, b) - pa);
  const sa = unwrappedMoon(a) - pa;
  const sb = unwrappedMoon(b) - pb;
  // Aspect angles are multiples of 30° (30, 150, 210 and 330 are not aspects): the largest one in [sa, sb).
  let angle = Math.ceil(sb / 30) * 30 - 30;
  while (angle >= sa && !ASPECT_AT.has(mod360(angle))) angle -= 30;
  if (angle < sa) return null;
  const f = (t: number) => {
    const p = bodyLon(body, t);
    return unwrappedMoon(t) - (pa + wrap180(p - pa)) - angle;
  };
  const at = Math.round(increasingRoot(f, a, b, sa - angle, sb - angle));
  const separation = mod360(angle);
  return { at, body, aspect: ASPECT_AT.get(separation)!, separation };
}

function stayOf(n: number, school: VoidOfCourseSchool): Stay {
  const key = `${school}|${n}`;
  let s = stayCache.get(key);
  if (s === undefined) {
    const start = ingressOf(n);
    const end = ingressOf(n + 1);
    let last: MoonAspect | null = null;
    for (const body of VOID_OF_COURSE_BODIES[school]) {
      const x = lastAspectWith(body, start, end);
      if (x && (!last || x.at > last.at)) last = x;
    }
    s = Object.freeze({ n, start, end, lastAspect: last });
    stayCache.set(key, s);
  }
  return s;
}

export interface VoidOfCourse {
  /** Epoch ms: the Moon's last exact major aspect before it leaves its sign. */
  readonly start: number;
  /** Epoch ms: the Moon enters the next sign (a later one if it makes no aspect in the next sign either). */
  readonly end: number;
  readonly lastAspect: {
    readonly planet: AspectBodyKey;
    readonly aspect: AspectKey;
    readonly separation: number;
  };
}

/** The void that covers the end of stay n: from the last aspect in n (or in an earlier stay) to an ingress. */
function voidEndingStay(n: number, school: VoidOfCourseSchool): VoidOfCourse {
  let k = n;
  let s = stayOf(k, school);
  // A stay without aspects is void throughout: the void started in an earlier one (in practice at most one back).
  for (let guard = 0; s.lastAspect === null; guard++) {
    if (guard > 12) throw new Error(`moon-sign: no aspect in the 12 signs before stay ${n}`);
    s = stayOf(--k, school);
  }
  let end = stayOf(n, school).end;
  let m = n + 1;
  for (let guard = 0; stayOf(m, school).lastAspect === null; guard++, m++) {
    if (guard > 12) throw new Error(`moon-sign: no aspect in the 12 signs after stay ${n}`);
    end = stayOf(m, school).end;
  }
  const a = s.lastAspect as MoonAspect;
  return Object.freeze({
    start: a.at,
    end,
    lastAspect: Object.freeze({ planet: a.body, aspect: a.aspect, separation: a.separation }),
  });
}

// ---------------------------------------------------------------------------------------------------
// Validation
// ---------------------------------------------------------------------------------------------------

/** The years 1900–2100 and a week either side, for the voids and ingresses of the first and last days. */
const MIN_UTC = Date.UTC(MIN_YEAR, 0, 1) - 7 * DAY;
const END_UTC = Date.UTC(MAX_YEAR + 1, 0, 1) + 7 * DAY;

function checkInstant(utc: number, field = "utc"): void {
  if (typeof utc !== "number" || !Number.isFinite(utc) || utc < MIN_UTC || utc >= END_UTC) {
    failWith(field, "yearOutOfRange", "moonSignInstant", { min: MIN_YEAR, max: MAX_YEAR, got: utc });
  }
}

function checkSchool(school: VoidOfCourseSchool): void {
  if (!Object.hasOwn(VOID_OF_COURSE_BODIES, school)) {
    failWith("school", "invalidOption", "voidSchool", { got: String(school) });
  }
}

// ---------------------------------------------------------------------------------------------------
// Public API
// ---------------------------------------------------------------------------------------------------

export interface MoonSignInfo {
  readonly index: number;
  readonly key: ZodiacSignKey;
  readonly name: ZodiacSignName;
}

const signInfo = (i: number): MoonSignInfo => ({
  index: i,
  key: ZODIAC_SIGNS[i]!.key,
  name: ZODIAC_SIGNS[i]!,
});

/** The Moon's sign at an instant, with its longitude (degrees, [0, 360)). */
export function moonSignAt(utc: number): MoonSignInfo & { readonly longitude: number } {
  const longitude = moonLongitudeAt(utc);
  return { ...signInfo(Math.floor(longitude / 30) % 12), longitude };
}

export interface MoonIngress {
  /** Epoch ms (UTC). */
  readonly at: number;
  /** The sign entered. */
  readonly sign: MoonSignInfo;
}

/** Longest range accepted by the range functions. */
export const MAX_MOON_SIGN_RANGE_DAYS = 400;

function checkRange(fromUtc: number, toUtc: number): void {
  checkInstant(fromUtc, "fromUtc");
  checkInstant(toUtc, "toUtc");
  if (toUtc < fromUtc || toUtc - fromUtc > MAX_MOON_SIGN_RANGE_DAYS * DAY) {
    failWith("toUtc", "invalidRange", "moonSignRange", { days: MAX_MOON_SIGN_RANGE_DAYS });
  }
}

/** The Moon's sign ingresses with fromUtc ≤ at < toUtc, in order. */
export function moonIngressesBetween(fromUtc: number, toUtc: number): MoonIngress[] {
  checkRange(fromUtc, toUtc);
  const out: MoonIngress[] = [];
  if (toUtc <= fromUtc) return out;
  const n0 = stayIndexAt(fromUtc);
  const n1 = stayIndexAt(toUtc);
  for (let n = n0; n <= n1; n++) {
    const at = ingressOf(n);
    if (at >= fromUtc && at < toUtc) out.push({ at, sign: signInfo(signOfStay(n)) });
  }
  return out;
}

/** The void-of-course periods overlapping [fromUtc, toUtc) (start < toUtc and end > fromUtc), in order. */
export function voidsOfCourseBetween(
  fromUtc: number,
  toUtc: number,
  school: VoidOfCourseSchool = DEFAULT_VOID_OF_COURSE_SCHOOL,
): VoidOfCourse[] {
  checkRange(fromUtc, toUtc);
  checkSchool(school);
  return voidsIn(fromUtc, toUtc, school);
}

function voidsIn(fromUtc: number, toUtc: number, school: VoidOfCourseSchool): VoidOfCourse[] {
  const n0 = stayIndexAt(fromUtc);
  const n1 = stayIndexAt(Math.max(fromUtc, toUtc - 1));
  const out: VoidOfCourse[] = [];
  for (let n = n0; n <= n1; n++) {
    // The void covering the end of stay n; stays inside one longer void give it again (same start).
    const v = voidEndingStay(n, school);
    if (v.start < toUtc && v.end > fromUtc && out.at(-1)?.start !== v.start) out.push(v);
  }
  return out;
}

export interface MoonSignsOfDate {
  readonly date: CivilDate;
  readonly tz: string;
  /** Local 00:00 and the next local 00:00, epoch ms. */
  readonly dayStart: number;
  readonly dayEnd: number;
  readonly school: VoidOfCourseSchool;
  /** The sign at the day's start (local 00:00) and the Moon's longitude then, degrees. */
  readonly signAtStart: MoonSignInfo;
  readonly longitudeAtStart: number;
  /** Ingresses within the day (at most one: the Moon needs ≥ 1.9 days per sign). */
  readonly ingresses: readonly MoonIngress[];
  /** Void-of-course periods overlapping the day, in order, not overlapping each other. */
  readonly voidOfCourse: readonly VoidOfCourse[];
}

/** Local midnight at the start and end of a civil date (as moon.ts: end via 23:59 + 1 min). */
function civilDayBounds(date: CivilDate, tz: string): { start: number; end: number } {
  const { year, month, day } = date;
  const start = civilToUtc({ year, month, day, hour: 0, minute: 0 }, tz, "earlier").utc;
  const end = civilToUtc({ year, month, day, hour: 23, minute: 59 }, tz, "later").utc + MINUTE;
  return { start, end };
}

/** The Moon's sign at the start of a local civil date, its ingresses that day and the void-of-course periods. */
export function moonSignsOfDate(
  date: CivilDate,
  tz: string,
  school: VoidOfCourseSchool = DEFAULT_VOID_OF_COURSE_SCHOOL,
): MoonSignsOfDate {
  checkDate(date);
  checkSchool(school);
  const { start, end } = civilDayBounds(date, tz);
  const n0 = stayIndexAt(start);
  const n1 = stayIndexAt(end - 1);
  const ingresses: MoonIngress[] = [];
  for (let n = n0 + 1; n <= n1; n++) ingresses.push({ at: ingressOf(n), sign: signInfo(signOfStay(n)) });
  const longitude = EclipticGeoMoon(timeOf(start)).lon;
  return {
    date: { year: date.year, month: date.month, day: date.day },
    tz,
    dayStart: start,
    dayEnd: end,
    school,
    signAtStart: signInfo(signOfStay(n0)),
    longitudeAtStart: longitude,
    ingresses,
    voidOfCourse: voidsIn(start, end, school),
  };
}

/** The Moon's sign in words for a language («Луна в Овне», "Moon in Aries"). */
export function moonInSign(sign: number, lang: Lang): string {
  const s = ZODIAC_SIGNS[sign]!;
  return lang === "ru" ? s.moonIn.ru : s.moonIn.en;
}
