/**
 * From user input to instants (docs/domain.md §1): civil date-time + IANA zone → UTC with DST gap/overlap
 * detection, place → zone from coordinates, local mean time and apparent solar time.
 * Instants are epoch milliseconds (UTC). A "wall" value is epoch milliseconds whose UTC fields are the
 * local civil date-time (used for solar time, which has no zone).
 */
import tzlookup from "@photostructure/tz-lookup";
import { Body, HourAngle, Observer } from "astronomy-engine";
import { IANAZone } from "luxon";
import { type CivilDateTime, checkDate, checkTime, mod, utcYear } from "./cycle.ts";
import { failWith } from "./errors.ts";

export interface Place {
  lat: number;
  lng: number;
  /** IANA zone id; derived from the coordinates when absent. */
  tz?: string;
}

export interface ResolvedPlace {
  lat: number;
  lng: number;
  tz: string;
}

const HOUR = 3_600_000;
const zoneCache = new Map<string, IANAZone>();

export function checkLatLng(lat: number, lng: number, latField = "lat", lngField = "lng"): void {
  if (typeof lat !== "number" || !Number.isFinite(lat) || lat < -90 || lat > 90) {
    failWith(latField, "latitudeOutOfRange", "latitude", { got: lat });
  }
  if (typeof lng !== "number" || !Number.isFinite(lng) || lng < -180 || lng > 180) {
    failWith(lngField, "longitudeOutOfRange", "longitude", { got: lng });
  }
}

export function ianaZone(name: string, field = "tz"): IANAZone {
  let z = zoneCache.get(name);
  if (!z) {
    if (typeof name !== "string" || !IANAZone.isValidZone(name) || !name.includes("/")) {
      if (name !== "UTC") {
        failWith(field, "unknownZone", "unknownZone", { got: name });
      }
    }
    z = IANAZone.create(name);
    // names differ by case too (europe/MOSCOW is valid): a flood of spellings must not grow this without bound
    if (zoneCache.size >= 1024) zoneCache.clear();
    zoneCache.set(name, z);
  }
  return z;
}

/** IANA zone of a point, from coordinates (@photostructure/tz-lookup). */
export function zoneAt(lat: number, lng: number): string {
  checkLatLng(lat, lng);
  return tzlookup(lat, lng);
}

/** Validates a place and fills in its zone. */
export function resolvePlace(place: Place): ResolvedPlace {
  checkLatLng(place.lat, place.lng);
  const tz = place.tz ?? zoneAt(place.lat, place.lng);
  ianaZone(tz);
  return { lat: place.lat, lng: place.lng, tz };
}

/**
 * Offsets of a zone through one UTC year: the offset at the year's start and every change in it, found by
 * sampling the IANA data (through Intl, via luxon) once a day and bisecting each change to the second.
 * Intl costs microseconds a call; a day's almanac needs dozens of offsets, so they come from this table.
 * (No zone changes its offset twice within a day.)
 */
interface ZoneYear {
  start: number;
  initial: number;
  changes: { at: number; offset: number }[];
}

/** Per zone, its years by Gregorian year (bounded: zones in use × years in use). */
const zoneYears = new Map<string, Map<number, ZoneYear>>();
const ZONE_LIMIT = 512;

function zoneYear(tz: string, year: number): ZoneYear {
  let years = zoneYears.get(tz);
  if (!years) {
    if (zoneYears.size >= ZONE_LIMIT) zoneYears.delete(zoneYears.keys().next().value!);
    years = new Map();
    zoneYears.set(tz, years);
  }
  let zy = years.get(year);
  if (zy) return zy;
  const zone = ianaZone(tz);
  const start = Date.UTC(year, 0, 1);
  const end = Date.UTC(year + 1, 0, 1);
  const initial = zone.offset(start);
  const changes: { at: number; offset: number }[] = [];
  let prevT = start;
  let prev = initial;
  for (let t = start + 86_400_000; ; t += 86_400_000) {
    const at = Math.min(t, end);
    const o = zone.offset(at);
    if (o !== prev) {
      let lo = prevT;
      let hi = at;
      while (hi - lo > 1000) {
        const mid = lo + Math.floor((hi - lo) / 2000) * 1000;
        if (zone.offset(mid) === prev) lo = mid;
        else hi = mid;
      }
      if (hi < end) changes.push({ at: hi, offset: zone.offset(hi) });
      prev = zone.offset(hi);
    }
    prevT = at;
    if (at === end) break;
  }
  zy = { start, initial, changes };
  years.set(year, zy);
  return zy;
}

/** UTC offset of a zone at an instant, in minutes (IANA data, historical changes included). */
export function offsetMinutes(tz: string, utc: number): number {
  const zy = zoneYear(tz, utcYear(utc));
  let o = zy.initial;
  for (const c of zy.changes) {
    if (c.at > utc) break;
    o = c.offset;
  }
  return o;
}

export type TimeWarningKind = "dstGap" | "dstOverlap";

export interface CivilResolution {
  /** The instant used (epoch ms). In a gap: the wall time read with the offset before the change. */
  utc: number;
  offsetMinutes: number;
  /** Set when the wall time does not exist (gap) or occurs twice (overlap). */
  warning?: {
    kind: TimeWarningKind;
    /** Every instant the wall time could mean, earliest first, with its offset. */
    candidates: { utc: number; offsetMinutes: number }[];
  };
}

/**
 * The instant(s) of a wall time (epoch ms whose UTC fields are the local date-time) in a zone, no input
 * checks: the core of civilToUtc. See there for `prefer`.
 */
export function wallToUtc(
  wall: number,
  tz: string,
  prefer: "earlier" | "later" = "earlier",
): CivilResolution {
  const offBefore = offsetMinutes(tz, wall - 30 * HOUR);
  const offAfter = offsetMinutes(tz, wall + 30 * HOUR);
  const offsets = offBefore === offAfter ? [offBefore] : [offBefore, offAfter];
  const valid: { utc: number; offsetMinutes: number }[] = [];
  for (const o of offsets) {
    const t = wall - o * 60_000;
    if (offsetMinutes(tz, t) === o) valid.push({ utc: t, offsetMinutes: o });
  }
  if (valid.length === 0) {
    // Not one of the surrounding offsets reproduces this wall time: try the zone's offset there
    // (several changes within 30 h are rare but exist).
    const o = offsetMinutes(tz, wall - offsetMinutes(tz, wall) * 60_000);
    const t = wall - o * 60_000;
    if (offsetMinutes(tz, t) === o) valid.push({ utc: t, offsetMinutes: o });
  }
  if (valid.length === 1) return { utc: valid[0]!.utc, offsetMinutes: valid[0]!.offsetMinutes };
  if (valid.length > 1) {
    valid.sort((a, b) => a.utc - b.utc);
    const pick = prefer === "earlier" ? valid[0]! : valid[valid.length - 1]!;
    return { ...pick, warning: { kind: "dstOverlap", candidates: valid } };
  }
  // Gap: the wall time never showed on the clock. Read it with the offset before and after the change.
  const candidates = offsets
    .map((o) => ({ utc: wall - o * 60_000, offsetMinutes: o }))
    .sort((a, b) => a.utc - b.utc);
  const o = prefer === "earlier" ? offBefore : offAfter;
  return { utc: wall - o * 60_000, offsetMinutes: o, warning: { kind: "dstGap", candidates } };
}

/**
 * Converts a wall-clock date-time in a zone to UTC, never silently: a time in a DST gap or an ambiguous
 * hour comes back with a warning listing the readings. `prefer` picks which reading of an ambiguous or
 * skipped time is used (default: the earlier offset, as the clock showed just before the change).
 */
export function civilToUtc(
  dt: CivilDateTime,
  tz: string,
  prefer: "earlier" | "later" = "earlier",
): CivilResolution {
  checkDate(dt);
  checkTime(dt.hour, dt.minute);
  ianaZone(tz);
  return wallToUtc(Date.UTC(dt.year, dt.month - 1, dt.day, dt.hour, dt.minute, dt.second ?? 0), tz, prefer);
}

/** Wall time (as epoch ms with UTC fields = local fields) of an instant in a zone. */
export function utcToWall(utc: number, tz: string): number {
  return utc + offsetMinutes(tz, utc) * 60_000;
}

/** Local mean time at a longitude as a wall value: UTC + lng/15 h. */
export function localMeanTime(utc: number, lng: number): number {
  return utc + (lng / 15) * HOUR;
}

/** Equation of time in minutes (apparent − mean solar time) at an instant. */
export function equationOfTimeMinutes(utc: number, lat: number, lng: number): number {
  const ha = HourAngle(Body.Sun, new Date(utc), new Observer(lat, lng, 0));
  const ast = mod(ha + 12, 24);
  const lmt = mod(utc / HOUR + lng / 15, 24);
  let diff = ast - lmt;
  if (diff > 12) diff -= 24;
  if (diff < -12) diff += 24;
  return diff * 60;
}

/** Apparent (true) solar time as a wall value: LMT + equation of time. Its date may differ from the clock's. */
export function apparentSolarTime(utc: number, lat: number, lng: number): number {
  return localMeanTime(utc, lng) + equationOfTimeMinutes(utc, lat, lng) * 60_000;
}

/** "+03:00", or "+04:37:11" for an offset with seconds (local mean time). */
export { offsetText as formatOffset } from "./names/chart.ts";
