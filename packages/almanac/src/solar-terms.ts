/// <reference path="./astronomia.d.ts" />
/**
 * The 24 solar terms (docs/domain.md §2): term instants are when the Sun's apparent geocentric ecliptic
 * longitude of date reaches a multiple of 15°. Found with astronomy-engine's search (its truncated Sun, up to a
 * minute off), then refined to the full VSOP87B theory (astronomia: FK5, nutation, aberration) and turned from
 * TT into UT with ΔT from observed values (decision 017); cached per year.
 *
 * Term index within a Gregorian year: k = 0..23 with longitude (285 + 15k) mod 360, so k = 0 is 小寒
 * (early January) and k = 23 is 冬至 (December). Even k are jie (节, start Bazi months), odd k are qi (中气).
 */
import { deltat, planetposition, solar } from "astronomia";
import vsop87Bearth from "astronomia/data/vsop87Bearth";
import { SearchSunLongitude, SunPosition } from "astronomy-engine";
import { mod, utcYear } from "./cycle.ts";

export const TERM_ZH = [
  "小寒",
  "大寒",
  "立春",
  "雨水",
  "惊蛰",
  "春分",
  "清明",
  "谷雨",
  "立夏",
  "小满",
  "芒种",
  "夏至",
  "小暑",
  "大暑",
  "立秋",
  "处暑",
  "白露",
  "秋分",
  "寒露",
  "霜降",
  "立冬",
  "小雪",
  "大雪",
  "冬至",
] as const;

export interface SolarTermInstant {
  /** 0..23 within the Gregorian year, 0 = 小寒. */
  index: number;
  zh: string;
  longitude: number;
  kind: "jie" | "qi";
  /** Epoch milliseconds (UTC). */
  at: number;
}

const DAY = 86_400_000;
const cache = new Map<number, SolarTermInstant[]>();

/** Term indices (k above) of 春分 夏至 秋分 冬至, and of 立春 立夏 立秋 立冬 (the seasons' starts). */
export const EQUINOX_SOLSTICE_TERMS: ReadonlySet<number> = new Set([5, 11, 17, 23]);
export const SEASON_START_TERMS: ReadonlySet<number> = new Set([2, 8, 14, 20]);

export function termLongitude(index: number): number {
  return mod(285 + 15 * index, 360);
}

const EARTH = new planetposition.Planet(vsop87Bearth);
const JD_UNIX_EPOCH = 2440587.5;
/** The Sun's mean motion in longitude, degrees per day. */
const SUN_DEG_PER_DAY = 0.98564736;

/** ΔT (TT − UT) in days at an instant, from astronomia's table of observed values and its predictions. */
function deltaTDays(utcMs: number): number {
  const d = new Date(utcMs);
  const start = Date.UTC(d.getUTCFullYear(), 0, 1);
  const year = d.getUTCFullYear() + (utcMs - start) / (Date.UTC(d.getUTCFullYear() + 1, 0, 1) - start);
  return deltat.deltaT(year) / 86_400;
}

/** The Sun's apparent geocentric longitude of date by VSOP87B, degrees, at a Julian ephemeris day. */
function sunLongitudeVsop87(jde: number): number {
  return (solar.apparentVSOP87(EARTH, jde).lon * 180) / Math.PI;
}

/**
 * The instant (UT, epoch ms) near `approxMs` when the VSOP87B longitude is `lon`: Newton's method on the mean
 * motion, to 1e-7° (under 0.01 s); two or three steps from astronomy-engine's estimate.
 */
function refineSunLongitude(lon: number, approxMs: number): number {
  let jde = approxMs / DAY + JD_UNIX_EPOCH + deltaTDays(approxMs);
  for (let i = 0; i < 10; i++) {
    const d = mod(lon - sunLongitudeVsop87(jde) + 180, 360) - 180;
    jde += d / SUN_DEG_PER_DAY;
    if (Math.abs(d) < 1e-7) break;
  }
  const ut = (jde - JD_UNIX_EPOCH) * DAY;
  return Math.round(ut - deltaTDays(ut) * DAY);
}

/** The first instant after `afterMs` when the Sun's apparent longitude is `lon` (helper of docs/domain.md §11). */
export function nextSunLongitude(lon: number, afterMs: number): number {
  const cur = SunPosition(new Date(afterMs)).elon;
  const delta = mod(lon - cur, 360);
  const est = afterMs + (delta / 360) * 365.2422 * DAY;
  const start = Math.max(afterMs, est - 6 * DAY);
  const t = SearchSunLongitude(lon, new Date(start), 12);
  if (!t) throw new Error(`solar longitude ${lon} not found near ${new Date(est).toISOString()}`);
  return refineSunLongitude(lon, t.date.getTime());
}

/**
 * The 24 term instants of a Gregorian year (any year the ephemeris supports; the product validates
 * 1900–2100 at its edges, and computes neighbouring years internally).
 */
export function solarTermsOfYear(year: number): readonly SolarTermInstant[] {
  let terms = cache.get(year);
  if (terms) return terms;
  terms = [];
  let after = Date.UTC(year, 0, 1) - 2 * DAY;
  for (let k = 0; k < 24; k++) {
    const lon = termLongitude(k);
    const at = nextSunLongitude(lon, after);
    terms.push({ index: k, zh: TERM_ZH[k]!, longitude: lon, kind: k % 2 === 0 ? "jie" : "qi", at });
    after = at + DAY;
  }
  cache.set(year, terms);
  return terms;
}

/** The last term (of the given kind, or any) at or before an instant. */
export function termAtOrBefore(utc: number, kind?: "jie" | "qi"): SolarTermInstant {
  const year = utcYear(utc);
  for (let y = year; y >= year - 1; y--) {
    const terms = solarTermsOfYear(y);
    for (let i = 23; i >= 0; i--) {
      const t = terms[i]!;
      if (t.at <= utc && (!kind || t.kind === kind)) return t;
    }
  }
  throw new Error("no solar term found");
}

/** The first term (of the given kind, or any) strictly after an instant. */
export function termAfter(utc: number, kind?: "jie" | "qi"): SolarTermInstant {
  const year = utcYear(utc);
  for (let y = year; y <= year + 1; y++) {
    for (const t of solarTermsOfYear(y)) {
      if (t.at > utc && (!kind || t.kind === kind)) return t;
    }
  }
  throw new Error("no solar term found");
}

/** Lichun (立春, 315°) of a Gregorian year. */
export function lichun(year: number): number {
  return solarTermsOfYear(year)[2]!.at;
}

/**
 * Bazi year and month of an instant (docs/domain.md §3): the year changes at the Lichun instant, the month at
 * each jie instant. monthIndex k = 0..11, 0 = 寅 month; month branch = (2 + k) mod 12.
 */
export function baziYearMonth(utc: number): { year: number; monthIndex: number; jie: SolarTermInstant } {
  const jie = termAtOrBefore(utc, "jie");
  const gy = utcYear(utc);
  const year = utc < lichun(gy) ? gy - 1 : gy;
  // jie index within its Gregorian year: 0 小寒 (丑, k = 11), 2 立春 (寅, k = 0), 4 惊蛰 (k = 1) …
  const monthIndex = mod(jie.index / 2 - 1, 12);
  return { year, monthIndex, jie };
}
