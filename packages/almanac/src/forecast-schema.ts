/**
 * The JSON of a chart's forecast (src/forecast.ts, src/forecast-json.ts), the `forecast` field of the chart
 * (schema.ts ChartSchema): the luck decades 大运, the years 流年 and the solar-term months 流月, each judged against
 * the chart with a verdict, a score, its reasons and what it means for five areas of life.
 * Self-contained (zod only): schema.ts imports it.
 */
import { z } from "zod";

const Instant = z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
const Keyed = z.object({ key: z.string(), zh: z.string(), name: z.string() });

export const ForecastReasonSchema = z.object({
  /** Stable key of the fact: `stem`, `branch`, `clash.day`, `reversal.day`, `repetition.year`, `together` … */
  factor: z.string(),
  /** Its points in the score. */
  effect: z.number(),
  text: z.string(),
});

export const ForecastAreaSchema = z.object({
  key: z.enum(["career", "money", "relationships", "health", "study"]),
  name: z.string(),
  tone: z.enum(["good", "neutral", "careful"]),
  text: z.string(),
  /** The factors of the reasons behind the tone (none when neutral). */
  reasons: z.array(z.string()),
});

const PeriodSchema = z.object({
  /** The period's pillar. */
  index: z.number().int().min(0).max(59),
  zh: z.string(),
  name: z.string(),
  /** The ten god of its stem, and of its branch's main qi. */
  tenGod: Keyed,
  branchTenGod: Keyed,
  startsAt: Instant,
  /** When the next period begins. */
  endsAt: Instant,
  verdict: Keyed.extend({ key: z.enum(["favourable", "mixed", "difficult"]) }),
  /** The sum of the reasons' effects: favourable from `method.favourableFrom`, difficult at `method.difficultTo` or below. */
  score: z.number(),
  reasons: z.array(ForecastReasonSchema),
  areas: z.array(ForecastAreaSchema),
  /** The period `asOf` falls in. */
  current: z.boolean(),
});

export const ForecastSchema = z.object({
  method: z.object({
    id: z.literal("ziPingXingYun"),
    zh: z.string(),
    name: z.string(),
    sources: z.array(z.string()),
    favourableFrom: z.number(),
    difficultTo: z.number(),
  }),
  /** The instant the forecast is made for (the server and the CLI: now; chartJson without `asOf`: the birth). */
  asOf: Instant,
  /** Every luck pillar (none without a gender). */
  decades: z.array(
    PeriodSchema.extend({
      number: z.number().int().min(1),
      /** Age (decimal years) when it begins. */
      age: z.number(),
    }),
  ),
  /** Every year from the birth's Bazi year to ten after asOf's (within 1900–2100). */
  years: z.array(
    PeriodSchema.extend({
      year: z.number().int(),
      /** Completed years of age at its Lichun; null before the birth. */
      age: z.number().int().nullable(),
      /** The number of the luck pillar in force at its Lichun, or null. */
      decade: z.number().int().nullable(),
    }),
  ),
  /** The 24 solar-term months of asOf's Bazi year and the next, each from its jie 节. */
  months: z.array(
    PeriodSchema.extend({
      /** The Bazi year (Gregorian year of its Lichun). */
      year: z.number().int(),
      /** 1..12, the 寅 month first. */
      month: z.number().int().min(1).max(12),
      jie: z.object({ zh: z.string(), name: z.string() }),
    }),
  ),
});
export type ForecastJson = z.infer<typeof ForecastSchema>;
