/**
 * The Bazi calls: the compatibility of two charts (POST /api/bazi/compare). Each side is one of the signed-in
 * user's saved charts (`chart`: its uuid) or a birth typed in (date, time or null, coordinates, zone, gender).
 */
import { z } from "zod";
import type { ChartView } from "./accounts.ts";
import { LangSchema, LatSchema, LngSchema } from "./calendar.ts";
import type { BaziInput } from "./services.ts";

export const COMPARE_KINDS = ["partner", "child", "business"] as const;
export type CompareKind = (typeof COMPARE_KINDS)[number];

export const CompareSideSchema = z
  .object({
    chart: z.uuid({ message: "error.field.invalid" }).optional(),
    /** "YYYY-MM-DD". */
    date: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, { message: "error.field.date" })
      .optional(),
    /** "HH:MM"; null or absent when the hour is unknown. */
    time: z
      .string()
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { message: "account.field.time" })
      .nullable()
      .optional(),
    lat: LatSchema.optional(),
    lng: LngSchema.optional(),
    /** IANA zone; from the coordinates when absent. */
    tz: z.string().max(64).optional(),
    gender: z.enum(["male", "female"]).nullable().optional(),
    zi: z.enum(["dayChangesAt23", "lateZiSameDay"]).optional(),
    timeBasis: z.enum(["apparentSolar", "clock"]).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.chart !== undefined) return;
    for (const field of ["date", "lat", "lng"] as const) {
      if (v[field] === undefined)
        ctx.addIssue({ code: "custom", path: [field], message: "account.field.required" });
    }
  })
  .describe(
    "A saved chart of the signed-in user (chart: uuid), or a birth: date, time, lat, lng, tz, gender",
  );
export type CompareSide = z.infer<typeof CompareSideSchema>;

export const CompareBodySchema = z.object({
  first: CompareSideSchema,
  second: CompareSideSchema,
  /** Who the second is to the first; for `child` the first is the parent. */
  kind: z.enum(COMPARE_KINDS).default("partner"),
  lang: LangSchema.optional(),
});
export type CompareBody = z.infer<typeof CompareBodySchema>;

/** A typed birth as the engine takes it (the schema has checked that date, lat and lng are there). */
export function baziInputOfSide(side: CompareSide): BaziInput {
  return {
    date: side.date!,
    time: side.time ?? null,
    lat: side.lat!,
    lng: side.lng!,
    ...(side.tz ? { tz: side.tz } : {}),
    gender: side.gender ?? null,
    ...(side.zi ? { zi: side.zi } : {}),
    ...(side.timeBasis ? { timeBasis: side.timeBasis } : {}),
  };
}

/** A saved chart's birth as the engine takes it, with the options it was saved with. */
export function baziInputOfChart(c: ChartView): BaziInput {
  return {
    date: c.birthday,
    time: c.birthdayTime,
    lat: c.latitude,
    lng: c.longitude,
    tz: c.timeZone,
    gender: c.gender,
    zi: c.zi,
    timeBasis: c.timeBasis,
  };
}
