/**
 * The JSON of the year's events (year-events.ts; `bazi events --json`, GET /calendar/events), names in one
 * language. Instants are ISO 8601 UTC with seconds like every other answer (`at`), with the place's wall time
 * (`local`) and UTC offset (`utcOffset`) beside them; date-only events (the Chinese calendar's) have null there.
 * A view: it looks a festival's meaning up by its key (names/meanings.ts).
 */
import { z } from "zod";
import { isoUtc } from "./cycle.ts";
import { lunarDateName } from "./names/lunar.ts";
import { festivalMeaning } from "./names/meanings.ts";
import { type Lang, nameIn } from "./names/types.ts";
import { formatOffset, offsetMinutes, type Place, resolvePlace, utcToWall } from "./time.ts";
import { type YearEvent, yearEvents } from "./year-events.ts";

const Instant = z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
const DateText = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const YearEventKindSchema = z.enum([
  "term",
  "newMoon",
  "firstQuarter",
  "fullMoon",
  "lastQuarter",
  "lunarMonth",
  "festival",
]);

export const YearEventSchema = z.object({
  kind: YearEventKindSchema,
  /** Stable within the kind (a term's pinyin, the phase, "m1"…"m12"/"leap4", a festival's key). */
  key: z.string(),
  /** The civil date: at the place for terms and phases, in China time (UTC+8) for the Chinese calendar's. */
  date: DateText,
  /** 0 = Sunday … 6 = Saturday. */
  weekday: z.number().int().min(0).max(6),
  zh: z.string(),
  name: z.string(),
  /** The instant (terms and moon phases), else null. */
  at: Instant.nullable(),
  /** The place's wall time of the instant, "YYYY-MM-DDTHH:MM:SS", else null. */
  local: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/)
    .nullable(),
  /** The place's UTC offset at the instant ("+03:00"), else null. */
  utcOffset: z.string().nullable(),
  /** True when the date is China's (UTC+8) civil date, the same wherever the place is: months and festivals. */
  chinaDate: z.boolean(),
  term: z
    .object({ index: z.number().int().min(0).max(23), longitude: z.number(), kind: z.enum(["jie", "qi"]) })
    .nullable(),
  lunarMonth: z
    .object({
      lunarYear: z.number().int(),
      month: z.number().int().min(1).max(12),
      leap: z.boolean(),
      days: z.union([z.literal(29), z.literal(30)]),
    })
    .nullable(),
  festival: z
    .object({
      /** What the day is and what people do. */
      meaning: z.string(),
      /** The festival's lunar date: 正月十五 / "Day 15 of month 1". */
      lunarDate: z.object({
        month: z.number().int().min(1).max(12),
        day: z.number().int().min(1).max(30),
        leap: z.boolean(),
        zh: z.string(),
        name: z.string(),
      }),
    })
    .nullable(),
});
export type YearEventJson = z.infer<typeof YearEventSchema>;

/** A year's almanac events at a place (`bazi events --json`, GET /calendar/events). */
export const YearEventsSchema = z.object({
  year: z.number().int(),
  tz: z.string(),
  events: z.array(YearEventSchema),
});
export type YearEventsJson = z.infer<typeof YearEventsSchema>;

const wallIso = (wall: number) => new Date(Math.round(wall / 1000) * 1000).toISOString().slice(0, 19);

export function yearEventJson(e: YearEvent, tz: string, lang: Lang): YearEventJson {
  const at = e.at;
  const lunar = e.kind === "festival" ? lunarDateName(e.lunar.month, e.lunar.leap, e.lunar.day) : null;
  return {
    kind: e.kind,
    key: e.key,
    date: e.date,
    weekday: e.weekday,
    zh: e.name.zh,
    name: nameIn(e.name, lang),
    at: at === null ? null : isoUtc(at),
    local: at === null ? null : wallIso(utcToWall(at, tz)),
    utcOffset: at === null ? null : formatOffset(offsetMinutes(tz, at)),
    chinaDate: at === null,
    term: e.kind === "term" ? { index: e.index, longitude: e.longitude, kind: e.termKind } : null,
    lunarMonth:
      e.kind === "lunarMonth" ? { lunarYear: e.lunarYear, month: e.month, leap: e.leap, days: e.days } : null,
    festival:
      e.kind === "festival" && lunar
        ? {
            meaning: festivalMeaning(e.key, lang),
            lunarDate: {
              month: e.lunar.month,
              day: e.lunar.day,
              leap: e.lunar.leap,
              zh: lunar.zh,
              name: nameIn(lunar, lang),
            },
          }
        : null,
  };
}

/**
 * The year's events in the place's zone: `where` is a place (its zone, or the zone of its coordinates) or an IANA
 * zone name. Throws InvalidInputError naming `year`, `lat`, `lng` or `tz`.
 */
export function yearEventsJson(year: number, where: Place | string, lang: Lang = "ru"): YearEventsJson {
  const tz = typeof where === "string" ? where : resolvePlace(where).tz;
  const events = yearEvents(year, tz);
  return { year, tz, events: events.map((e) => yearEventJson(e, tz, lang)) };
}
