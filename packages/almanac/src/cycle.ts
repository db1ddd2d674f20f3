/**
 * Sexagenary cycle arithmetic and civil calendar helpers (docs/domain.md index conventions):
 * stems 甲..癸 = 0..9, branches 子..亥 = 0..11, sexagenary index i (甲子 = 0) has stem i mod 10 and
 * branch i mod 12. All functions are pure.
 */
import { failWith, MAX_YEAR, MIN_YEAR } from "./errors.ts";

export const STEMS = ["甲", "乙", "丙", "丁", "戊", "己", "庚", "辛", "壬", "癸"] as const;
export const BRANCHES = ["子", "丑", "寅", "卯", "辰", "巳", "午", "未", "申", "酉", "戌", "亥"] as const;

/** Non-negative modulo. */
export function mod(a: number, n: number): number {
  const r = a % n;
  return r < 0 ? r + n : r;
}

/** Sexagenary index of a stem/branch pair of the same polarity. */
export function sexagenaryIndex(stem: number, branch: number): number {
  // i ≡ stem (mod 10), i ≡ branch (mod 12) → i = 6·stem − 5·branch (mod 60)
  return mod(6 * stem - 5 * branch, 60);
}

export function stemOf(index: number): number {
  return mod(index, 10);
}

export function branchOf(index: number): number {
  return mod(index, 12);
}

export function pillarZh(index: number): string {
  return STEMS[mod(index, 10)]! + BRANCHES[mod(index, 12)]!;
}

/** Index of a pillar given as two characters, e.g. "甲子" → 0; -1 when it is not a valid pair. */
export function pillarIndexOf(zh: string): number {
  const s = STEMS.indexOf(zh[0] as (typeof STEMS)[number]);
  const b = BRANCHES.indexOf(zh[1] as (typeof BRANCHES)[number]);
  if (s < 0 || b < 0 || s % 2 !== b % 2) return -1;
  return sexagenaryIndex(s, b);
}

export interface CivilDate {
  year: number;
  month: number;
  day: number;
}

export interface CivilDateTime extends CivilDate {
  hour: number;
  minute: number;
  second?: number;
}

/** Julian Day Number of a proleptic Gregorian date (Fliegel–Van Flandern). */
export function jdn(year: number, month: number, day: number): number {
  const a = Math.floor((14 - month) / 12);
  const y = year + 4800 - a;
  const m = month + 12 * a - 3;
  return (
    day +
    Math.floor((153 * m + 2) / 5) +
    365 * y +
    Math.floor(y / 4) -
    Math.floor(y / 100) +
    Math.floor(y / 400) -
    32045
  );
}

export function civilFromJdn(n: number): CivilDate {
  const a = n + 32044;
  const b = Math.floor((4 * a + 3) / 146097);
  const c = a - Math.floor((146097 * b) / 4);
  const d = Math.floor((4 * c + 3) / 1461);
  const e = c - Math.floor((1461 * d) / 4);
  const m = Math.floor((5 * e + 2) / 153);
  return {
    day: e - Math.floor((153 * m + 2) / 5) + 1,
    month: m + 3 - 12 * Math.floor(m / 10),
    year: 100 * b + d - 4800 + Math.floor(m / 10),
  };
}

/** JDN of the civil date of an epoch-millisecond value read as UTC fields. */
export function jdnOfMs(ms: number): number {
  return Math.floor(ms / 86_400_000) + 2_440_588;
}

/** UTC year of an epoch-millisecond instant, without allocating a Date. */
export function utcYear(ms: number): number {
  return civilFromJdn(jdnOfMs(ms)).year;
}

/** Epoch milliseconds of 00:00 UTC on the civil date with this JDN. */
export function msOfJdn(n: number): number {
  return (n - 2_440_588) * 86_400_000;
}

/** Day of week, 0 = Sunday … 6 = Saturday. */
export function weekdayOfJdn(n: number): number {
  return mod(n + 1, 7);
}

/** Sexagenary index of the day pillar of a civil date: (JDN − 11) mod 60; 2000-01-07 = 甲子. */
export function dayPillarIndex(n: number): number {
  return mod(n - 11, 60);
}

const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return MONTH_DAYS[month - 1] ?? Number.NaN;
}

export function formatDate(d: CivilDate): string {
  return `${String(d.year).padStart(4, "0")}-${String(d.month).padStart(2, "0")}-${String(d.day).padStart(2, "0")}`;
}

export function formatDateOfJdn(n: number): string {
  return formatDate(civilFromJdn(n));
}

export function checkYear(year: number, field = "year"): void {
  if (!Number.isInteger(year) || year < MIN_YEAR || year > MAX_YEAR) {
    failWith(field, "yearOutOfRange", "yearRange", { min: MIN_YEAR, max: MAX_YEAR, got: year });
  }
}

/** Throws an InvalidInputError naming `field` unless the date exists and its year is 1900–2100. */
export function checkDate(d: CivilDate, field = "date"): void {
  checkYear(d.year, field);
  const ok =
    Number.isInteger(d.month) &&
    Number.isInteger(d.day) &&
    d.month >= 1 &&
    d.month <= 12 &&
    d.day >= 1 &&
    d.day <= daysInMonth(d.year, d.month);
  if (!ok) {
    failWith(field, "invalidDate", "noSuchDate", { got: `${d.year}-${d.month}-${d.day}` });
  }
}

export function checkTime(hour: number, minute: number, field = "time"): void {
  if (
    !Number.isInteger(hour) ||
    !Number.isInteger(minute) ||
    hour < 0 ||
    hour > 23 ||
    minute < 0 ||
    minute > 59
  ) {
    failWith(field, "invalidTime", "noSuchTime", { got: `${hour}:${minute}` });
  }
}

/** Parses "YYYY-MM-DD" strictly; throws naming `field`. */
export function parseDate(text: string, field = "date"): CivilDate {
  const m = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text.trim());
  if (!m) {
    failWith(field, "invalidDate", "dateFormat", { got: text });
  }
  const d = { year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) };
  checkDate(d, field);
  return d;
}

/** Parses "HH:MM" strictly; throws naming `field`. */
export function parseTime(text: string, field = "time"): { hour: number; minute: number } {
  const m = /^(\d{1,2}):(\d{2})$/.exec(text.trim());
  if (!m) {
    failWith(field, "invalidTime", "timeFormat", { got: text });
  }
  const t = { hour: Number(m[1]), minute: Number(m[2]) };
  checkTime(t.hour, t.minute, field);
  return t;
}

/** ISO 8601 UTC with seconds, e.g. 2026-11-21T09:00:00Z. */
export function isoUtc(ms: number): string {
  return `${new Date(Math.round(ms / 1000) * 1000).toISOString().slice(0, 19)}Z`;
}
