/**
 * Request bodies of the public calendar API (docs/product.md §7: /calendar/dayinfo/*, /calendar/activation/list,
 * /calendar/predict, /calendar/location/search; plus GET /api/calendar/day). Numbers may come as JSON
 * numbers or numeric strings (the old API's clients sent both). Responses are the engine's JSON
 * (@bazi/almanac schema.ts).
 *
 * The rules a handler used to know alone are here (decision 034), so the API document generated from these
 * schemas says what the server accepts: the numeric strings, where a place is required or optional, real dates.
 */
import { z } from "zod";
import { checkHoursOrAll, HOURS_OR_ALL, hoursWindowFields } from "./hours-window.ts";
import { PERSON_LABEL_MAX_CHARS } from "./limits.ts";
import { MOUNTAIN_IDS, SELECT_EVENT_IDS, SELECT_RULE_IDS } from "./select-ids.ts";

const NUMERIC_TEXT = /^\s*-?\d+(\.\d+)?\s*$/;

/**
 * A number as a JSON number or a numeric string ("55.75"): a union, so the document lists both forms (the input
 * side) and a number as what is read (the output side). A value neither form takes gets the message a number
 * schema would give it: required when absent, invalid for a number of the wrong kind (not whole), else "a number".
 */
const numeric = (schema: z.ZodNumber) =>
  z.union([schema, z.string().regex(NUMERIC_TEXT).transform(Number).pipe(schema)], {
    error: (iss) =>
      iss.input === undefined
        ? "error.field.required"
        : typeof iss.input === "number" || (typeof iss.input === "string" && NUMERIC_TEXT.test(iss.input))
          ? "error.field.invalid"
          : "error.field.number",
  });

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

/** A city of the place search (POST /calendar/location/search); an unknown one is 400 naming cityId. */
export const CityIdSchema = numeric(z.number().int().positive()).meta({
  description:
    "A city of the place search (POST /calendar/location/search) instead of lat and lng; an unknown one is 400",
});

interface PlaceFields {
  lat?: number | undefined;
  lng?: number | undefined;
  cityId?: number | undefined;
}

/** A place that must be given: lat and lng, or a city (its id wins over coordinates). */
const PLACE_REQUIRED = {
  description: "A place is required: lat and lng, or cityId",
  anyOf: [{ required: ["lat", "lng"] }, { required: ["cityId"] }],
};

/** A place that may be left out (then Moscow): lat and lng come together, unless a city is given. */
const PLACE_OPTIONAL = {
  description: "A place: lat and lng together, or cityId; none: Moscow",
  anyOf: [
    { required: ["cityId"] },
    { required: ["lat", "lng"] },
    { not: { anyOf: [{ required: ["lat"] }, { required: ["lng"] }] } },
  ],
};

/** The place rules as issues naming the missing coordinate; `required`: some place must be given. */
function checkPlace(v: PlaceFields, ctx: z.RefinementCtx, required: boolean): void {
  if (v.cityId !== undefined) return;
  const missing = (["lat", "lng"] as const).filter((k) => v[k] === undefined);
  if (required || missing.length === 1)
    for (const k of missing)
      ctx.addIssue({ code: "custom", path: [k], message: "error.field.placeRequired" });
}

/** A civil date's parts in the calendar's range, for a date given as text (its issues name the text's field). */
const DatePartsSchema = z
  .object({ year: YearSchema, month: MonthSchema, day: DaySchemaField })
  .refine((v) => v.day <= daysIn(v.year, v.month), { message: "error.field.date", path: ["day"] });

/** The issues of a YYYY-MM-DD text that is no date of the calendar (1900–2100), as issues of `field`. */
function checkDateText(text: string, field: string, ctx: z.RefinementCtx): void {
  const [year, month, day] = text.split("-").map(Number);
  const r = DatePartsSchema.safeParse({ year, month, day });
  if (!r.success)
    for (const i of r.error.issues) ctx.addIssue({ ...i, path: [field] } as z.core.$ZodRawIssue);
}

/** A civil date and a place (coordinates, optionally a zone, or a gazetteer city id). */
export const DayPlaceSchema = z
  .object({
    day: DaySchemaField,
    month: MonthSchema,
    year: YearSchema,
    lat: LatSchema.optional(),
    lng: LngSchema.optional(),
    tz: z.string().max(64).optional(),
    cityId: CityIdSchema.optional(),
    lang: LangSchema.optional(),
    state: z.boolean().optional(),
    birth: BirthSchema.optional(),
  })
  .superRefine((v, ctx) => {
    if (v.day > daysIn(v.year, v.month))
      ctx.addIssue({ code: "custom", path: ["day"], message: "error.field.date" });
    checkPlace(v, ctx, true);
  })
  .meta(PLACE_REQUIRED);
export type DayPlace = z.infer<typeof DayPlaceSchema>;

export const PredictBodySchema = z
  .object({
    theme: z.string().max(64).optional(),
    tag: z.string().max(64).optional().meta({ description: "An activity's key; not with theme" }),
    year: YearSchema,
    month: MonthSchema,
    lat: LatSchema.optional(),
    lng: LngSchema.optional(),
    tz: z.string().max(64).optional(),
    cityId: CityIdSchema.optional(),
    best: numeric(z.number().int().min(0).max(31)).optional(),
    lang: LangSchema.optional(),
    state: z.boolean().optional(),
    birth: BirthSchema.optional(),
    ...hoursWindowFields("at the place (the best days' hours)"),
  })
  .superRefine((v, ctx) => {
    if (v.theme !== undefined && v.tag !== undefined) {
      ctx.addIssue({ code: "custom", path: ["tag"], message: "error.field.invalid" });
    }
    checkHoursOrAll(v, ctx);
    checkPlace(v, ctx, false);
  })
  .meta({
    ...PLACE_OPTIONAL,
    not: { anyOf: [{ required: ["theme", "tag"] }, { required: ["hours", "allHours"] }] },
    description: `${PLACE_OPTIONAL.description}. A theme or a tag, not both; neither: the days' general rating`,
  });
export type PredictBody = z.infer<typeof PredictBodySchema>;

const DateTextSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "error.field.date");

/** A participant of a date selection: one of the signed-in user's saved charts, or a typed birth. */
export const SelectPersonSchema = z.union([
  z
    .object({
      chartId: z
        .string()
        .uuid()
        .meta({ description: "One of the signed-in user's saved charts; another's (or a visitor's) is 400" }),
    })
    .strict(),
  z
    .object({ birth: BirthSchema, label: z.string().trim().min(1).max(PERSON_LABEL_MAX_CHARS).optional() })
    .strict(),
]);

/** POST /calendar/select: date selection 择日 for an event and up to five people (docs/domain.md §12). */
export const SelectBodySchema = z
  .object({
    event: z.enum(SELECT_EVENT_IDS),
    from: DateTextSchema.meta({ description: "The first day, a date of the calendar (YYYY-MM-DD)" }),
    to: DateTextSchema.meta({
      description:
        "The last day: not before from, at most 731 days after it; beyond the public window only with a paid Personal Calendar of one of the people",
    }),
    lat: LatSchema.optional(),
    lng: LngSchema.optional(),
    tz: z.string().max(64).optional(),
    cityId: CityIdSchema.optional(),
    people: z.array(SelectPersonSchema).max(5),
    skipRules: z.array(z.enum(SELECT_RULE_IDS)).max(SELECT_RULE_IDS.length).optional(),
    explain: DateTextSchema.meta({ description: "A day from…to whose reasons to give in full" }).optional(),
    best: numeric(z.number().int().min(0).max(31)).optional(),
    deceased: BirthSchema.extend({
      diedOn: DateTextSchema.meta({
        description:
          "The date of death (YYYY-MM-DD), not before the birth: no day on or before it is proposed for the burial",
      }).optional(),
    })
      .meta({
        description:
          "Burial only: the deceased's birth (亡命) and, when known, the date of death; days and hours whose branch clashes the deceased's year branch are left out",
      })
      .optional(),
    mountain: z
      .enum(MOUNTAIN_IDS)
      .meta({
        description:
          "The sitting mountain 坐山 of the grave or house (one of the 24: 壬 子 癸 丑 艮 寅 …), for moving, renovation and burial: days and hours clashing it are left out",
      })
      .optional(),
    ...hoursWindowFields("at the event's place"),
    lang: LangSchema.optional(),
  })
  .superRefine((v, ctx) => {
    checkHoursOrAll(v, ctx);
    checkPlace(v, ctx, false);
  })
  .meta({ ...PLACE_OPTIONAL, ...HOURS_OR_ALL });
export type SelectBody = z.infer<typeof SelectBodySchema>;

/**
 * GET /predict/event.ics (and /en/…): a day chosen by date selection (all day) or one of its hours, what "add to my
 * calendar" links to. An hour is two hours long (three across a clock change), within a day either side of the date.
 */
export const SelectIcsQuerySchema = z
  .object({
    event: SelectBodySchema.shape.event,
    date: DateTextSchema.meta({ description: "The chosen day, a date of the calendar (1900–2100)" }),
    start: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/, "error.field.invalid")
      .meta({ description: "The chosen hour's start (UTC); with end" })
      .optional(),
    end: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/, "error.field.invalid")
      .meta({ description: "The chosen hour's end (UTC): after start, at most 3 hours after it; with start" })
      .optional(),
    lang: z
      .string()
      .meta({ description: "ru or en (another is ignored); default: the path's language" })
      .optional(),
  })
  .superRefine((q, ctx) => {
    const [y, m, d] = q.date.split("-").map(Number) as [number, number, number];
    if (!(y >= 1900 && y <= 2100 && m >= 1 && m <= 12 && d >= 1 && d <= daysIn(y, m)))
      ctx.addIssue({ code: "custom", path: ["date"], message: "error.field.date" });
    if ((q.start === undefined) !== (q.end === undefined)) {
      ctx.addIssue({
        code: "custom",
        path: [q.start === undefined ? "start" : "end"],
        message: "error.field.invalid",
      });
      return;
    }
    if (q.start === undefined || q.end === undefined) return;
    const a = Date.parse(q.start);
    const b = Date.parse(q.end);
    const day = Date.parse(`${q.date}T00:00:00Z`);
    // an hour of that day: two hours long (three across a clock change), within a day either side of the date
    if (!(b > a && b - a <= 3 * 3_600_000 && Math.abs(a - day) <= 2 * 86_400_000))
      ctx.addIssue({ code: "custom", path: ["end"], message: "error.field.invalid" });
  })
  .meta({ dependentRequired: { start: ["end"], end: ["start"] } });

export const LocationSearchSchema = z.object({
  city: z.string().max(100),
  lang: LangSchema.optional(),
});

/** GET /api/calendar/day: a date of the calendar (1900–2100) and coordinates. */
export const DayQuerySchema = z
  .object({
    date: DateTextSchema.meta({ description: "A date of the calendar, 1900–2100 (YYYY-MM-DD)" }),
    lat: LatSchema,
    lng: LngSchema,
    tz: z.string().max(64).optional(),
    lang: LangSchema.optional(),
  })
  .superRefine((q, ctx) => checkDateText(q.date, "date", ctx));

export const CityHitSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  address: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  timeZone: z.string(),
});
export type CityHit = z.infer<typeof CityHitSchema>;
