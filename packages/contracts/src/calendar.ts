/**
 * Request bodies of the public calendar API (docs/product.md §7: /calendar/dayinfo/*, /calendar/activation/list,
 * /calendar/predict, /calendar/location/search; plus GET /api/calendar/day). Numbers may come as JSON
 * numbers or numeric strings (the old API's clients sent both). Responses are the engine's JSON
 * (@bazi/almanac schema.ts).
 */
import { z } from "zod";
import { SELECT_EVENT_IDS, SELECT_RULE_IDS } from "./select-ids.ts";

const numeric = (schema: z.ZodNumber) =>
  z.preprocess((v) => (typeof v === "string" && /^\s*-?\d+(\.\d+)?\s*$/.test(v) ? Number(v) : v), schema);

export const LangSchema = z.enum(["ru", "en"]);
export type Lang = z.infer<typeof LangSchema>;

export const YearSchema = numeric(z.number().int().min(1900).max(2100));
export const MonthSchema = numeric(z.number().int().min(1).max(12));
export const DaySchemaField = numeric(z.number().int().min(1).max(31));
export const LatSchema = numeric(z.number().min(-90).max(90));
export const LngSchema = numeric(z.number().min(-180).max(180));
export const HourSchema = numeric(z.number().int().min(0).max(23));
export const MinuteSchema = numeric(z.number().int().min(0).max(59));

/**
 * The personal chart payload (docs/product.md §3). Honoured only for a signed-in user's chart with an active Personal
 * Calendar.
 */
export const BirthSchema = z.object({
  year: YearSchema,
  month: MonthSchema,
  day: DaySchemaField,
  hour: HourSchema.optional(),
  minute: MinuteSchema.optional(),
  lat: LatSchema,
  lng: LngSchema,
});

const daysIn = (y: number, m: number) => new Date(Date.UTC(y, m, 0)).getUTCDate();

/** A civil date and a place (coordinates, optionally a zone, or a gazetteer city id). */
export const DayPlaceSchema = z
  .object({
    day: DaySchemaField,
    month: MonthSchema,
    year: YearSchema,
    lat: LatSchema.optional(),
    lng: LngSchema.optional(),
    tz: z.string().max(64).optional(),
    cityId: numeric(z.number().int().positive()).optional(),
    lang: LangSchema.optional(),
    state: z.boolean().optional(),
    birth: BirthSchema.optional(),
  })
  .superRefine((v, ctx) => {
    if (v.day > daysIn(v.year, v.month))
      ctx.addIssue({ code: "custom", path: ["day"], message: "error.field.date" });
    if (v.cityId === undefined) {
      if (v.lat === undefined)
        ctx.addIssue({ code: "custom", path: ["lat"], message: "error.field.placeRequired" });
      if (v.lng === undefined)
        ctx.addIssue({ code: "custom", path: ["lng"], message: "error.field.placeRequired" });
    }
  });
export type DayPlace = z.infer<typeof DayPlaceSchema>;

export const PredictBodySchema = z
  .object({
    theme: z.string().max(64).optional(),
    tag: z.string().max(64).optional(),
    year: YearSchema,
    month: MonthSchema,
    lat: LatSchema.optional(),
    lng: LngSchema.optional(),
    tz: z.string().max(64).optional(),
    cityId: numeric(z.number().int().positive()).optional(),
    best: numeric(z.number().int().min(0).max(31)).optional(),
    lang: LangSchema.optional(),
    state: z.boolean().optional(),
    birth: BirthSchema.optional(),
  })
  .superRefine((v, ctx) => {
    if (v.theme !== undefined && v.tag !== undefined) {
      ctx.addIssue({ code: "custom", path: ["tag"], message: "error.field.invalid" });
    }
  });
export type PredictBody = z.infer<typeof PredictBodySchema>;

const DateTextSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "error.field.date");

/** A participant of a date selection: one of the signed-in user's saved charts, or a typed birth. */
export const SelectPersonSchema = z.union([
  z.object({ chartId: z.string().uuid() }).strict(),
  z.object({ birth: BirthSchema, label: z.string().trim().min(1).max(40).optional() }).strict(),
]);

/** POST /calendar/select: date selection 择日 for an event and up to five people (docs/domain.md §12). */
export const SelectBodySchema = z.object({
  event: z.enum(SELECT_EVENT_IDS),
  from: DateTextSchema,
  to: DateTextSchema,
  lat: LatSchema.optional(),
  lng: LngSchema.optional(),
  tz: z.string().max(64).optional(),
  cityId: numeric(z.number().int().positive()).optional(),
  people: z.array(SelectPersonSchema).max(5),
  skipRules: z.array(z.enum(SELECT_RULE_IDS)).max(SELECT_RULE_IDS.length).optional(),
  explain: DateTextSchema.optional(),
  best: numeric(z.number().int().min(0).max(31)).optional(),
  lang: LangSchema.optional(),
});
export type SelectBody = z.infer<typeof SelectBodySchema>;

export const LocationSearchSchema = z.object({
  city: z.string().max(100),
  lang: LangSchema.optional(),
});

export const DayQuerySchema = z.object({
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "error.field.date"),
  lat: LatSchema,
  lng: LngSchema,
  tz: z.string().max(64).optional(),
  lang: LangSchema.optional(),
});

export const CityHitSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  address: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  timeZone: z.string(),
});
export type CityHit = z.infer<typeof CityHitSchema>;
