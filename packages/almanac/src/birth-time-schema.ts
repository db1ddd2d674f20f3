/**
 * The JSON of a chart's birth-time sensitivity (src/birth-time.ts, src/birth-time-json.ts), the `sensitivity`
 * field of the chart (schema.ts ChartSchema): the instants near the birth where a pillar changes, each with the
 * chart on its other side and a sentence saying so; for a chart without the hour, its twelve hours counted.
 */
import { z } from "zod";

const Element = z.enum(["wood", "fire", "earth", "metal", "water"]);
const PillarKey = z.enum(["year", "month", "day", "hour"]);
/** A local wall time to the second, "1995-02-04T10:12:51". */
const WallSeconds = z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/);

export const BirthTimeBoundarySchema = z.object({
  /** A jie 节 (the month; at 立春 the year too), a double-hour boundary, or the day change (23:00 or 00:00 by the Zi rule). */
  kind: z.enum(["jie", "hour", "day"]),
  /** The local clock time of the instant, to the second it falls in; the new pillars hold from it on. */
  at: WallSeconds,
  /** The same instant in UTC, to the second it falls in. */
  utc: z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/),
  /** For an hour or a day boundary in apparent solar time: that time ("11:00"); else null. */
  basisTime: z
    .string()
    .regex(/^\d{2}:\d{2}$/)
    .nullable(),
  /** For a jie: the term. */
  term: z.object({ zh: z.string(), name: z.string() }).nullable(),
  /** Minutes from the birth (without the hour: from the local noon used), negative before it. */
  minutesFromBirth: z.number(),
  /** The side of the instant the other chart lies on: `after` when the instant follows the birth. */
  side: z.enum(["before", "after"]),
  /** The pillars that change. */
  pillars: z.array(PillarKey).min(1),
  /** The chart on the other side: its pillars' characters, its strength verdict and its useful element 用神. */
  other: z.object({
    year: z.string(),
    month: z.string(),
    day: z.string(),
    hour: z.string().nullable(),
    verdict: z.object({ key: z.string(), zh: z.string(), name: z.string() }),
    useful: z.object({ key: Element, zh: z.string(), name: z.string() }),
  }),
  verdictDiffers: z.boolean(),
  usefulDiffers: z.boolean(),
  /** "Если вы родились после 10:12:51 (立春, «Начало весны»), год и месяц меняются: …". */
  text: z.string(),
});

export const BirthTimeSensitivitySchema = z.object({
  /** 30 (minutes each way) for a known birth time; null without the hour (the civil day of birth). */
  windowMinutes: z.number().int().nullable(),
  /** In time order. */
  boundaries: z.array(BirthTimeBoundarySchema),
  /** Without the hour: for how many of the twelve hours the strength verdict and the useful element hold. */
  hours: z
    .object({
      sameVerdict: z.number().int().min(0).max(12),
      sameUseful: z.number().int().min(0).max(12),
      text: z.string(),
    })
    .nullable(),
});
export type BirthTimeSensitivityJson = z.infer<typeof BirthTimeSensitivitySchema>;
