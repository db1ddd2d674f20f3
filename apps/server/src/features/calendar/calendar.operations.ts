/**
 * The calendar calls (docs/product.md §7: /calendar/dayinfo/*, /calendar/activation/list, /calendar/predict; GET
 * /api/calendar/day; date selection and its .ics files; the year's events; the month as an image), declared once:
 * the routes (calendar.routes.ts, select.routes.ts, events.routes.ts, month-image.routes.ts) and the API document
 * read these. The answers are the engine's schemas (@bazi/almanac schema.ts) or parts of its day.
 */
import { DaySchema, PredictSchema, SelectSchema, YEAR_EVENT_KINDS, YearEventsSchema } from "@bazi/almanac";
import {
  CityIdSchema,
  DayPlaceSchema,
  DayQuerySchema,
  LangSchema,
  LatSchema,
  LngSchema,
  MonthSchema,
  PredictBodySchema,
  SelectBodySchema,
  SelectIcsQuerySchema,
  YearSchema,
} from "@bazi/contracts";
import { z } from "zod";
import { operation } from "../../http/operation.ts";
import { type DayPart, DESCR_FIELDS } from "./calendar.service.ts";

const day = DaySchema.shape;
const personal = day.personal.unwrap().shape;

/** The answers of POST /calendar/dayinfo/{part}, each cut from the whole day (calendar.service.ts DAY_PARTS). */
const DAY_PART_ANSWERS = {
  season: z.object({ season: day.solarTerm, count: z.number().int() }),
  descr: z.object({
    day_info: DaySchema.pick(
      Object.fromEntries(DESCR_FIELDS.map((k) => [k, true])) as Record<(typeof DESCR_FIELDS)[number], true>,
    ),
  }),
  tags: z.object({
    tags: z.object({
      rating: day.rating,
      activities: day.activities,
      themes: day.themes,
      yi: day.yi,
      ji: day.ji,
      personal: z
        .object({ rating: personal.rating, themes: personal.themes })
        .optional()
        .meta({ description: "Only with a Personal Calendar: the chart's own rating and themes" }),
    }),
  }),
  moon: z.object({ moon: day.moon }),
  "28su": z.object({ su: day.mansion }),
  "day-hieroglyph": z.object({ hieroglyph: day.hieroglyph }),
  stars: z.object({
    stars: z.object({
      stars: day.stars,
      gods: day.gods,
      personal: personal.stars
        .optional()
        .meta({ description: "Only with a Personal Calendar: the chart's own stars" }),
    }),
  }),
} satisfies Record<Exclude<DayPart, "day">, z.ZodType>;

const DAY_PART_SUMMARIES: Record<keyof typeof DAY_PART_ANSWERS, string> = {
  season: "The solar term in effect and the day's ordinal within it",
  descr: "Description of the day: pillars, officer, spirit, lunar date, clash, rating",
  tags: "Ratings of the day, its activities and themes (lucky/unlucky/neutral)",
  moon: "Moon phase and lunar days at the place",
  "28su": "The 28 lunar mansion of the day",
  "day-hieroglyph": "The day hieroglyph (day pillar)",
  stars: "Symbolic stars and day gods",
};

/** POST /calendar/predict's answer: the engine's, and the first date that needs a Personal Calendar. */
export const PredictAnswerSchema = PredictSchema.extend({
  lockedFrom: z.string().nullable().meta({
    description: "The first date that needs a Personal Calendar; null when the whole month is open",
  }),
});

const ActivationAnswerSchema = z.object({
  hours: z.array(
    z.object({
      from: z.string(),
      to: z.string(),
      startsAt: z.string(),
      endsAt: z.string(),
      zh: z.string(),
      rating: day.rating,
      themes: z.array(z.object({ id: z.string(), name: z.string() })),
    }),
  ),
});

const PredictMetaAnswerSchema = z.object({
  themes: z.array(z.object({ id: z.string(), name: z.string() })),
  tags: z.array(z.object({ key: z.string(), zh: z.string(), name: z.string(), theme: z.string() })),
});

/** What the day calls answer 400 and 403 for, beyond a field the schema refuses. */
const DAY_400 = [
  400,
  "VALIDATION_FAILED: errors[] names each field (an unknown cityId, a zone the engine does not know too)",
] as const;
const DAY_403 = [
  403,
  "PERSONAL_CALENDAR_REQUIRED: a date beyond 30 days ahead, or personal data (state, birth), without a paid chart " +
    "of the signed-in user (Bearer token or the session cookie); errors[] names the field (day, date, month, state, birth)",
] as const;

const dayCall = (part: keyof typeof DAY_PART_ANSWERS) =>
  operation({
    method: "post",
    path: `/calendar/dayinfo/${part}`,
    tag: "calendar",
    summary: DAY_PART_SUMMARIES[part],
    caller: "viewer",
    localized: true,
    body: { json: DayPlaceSchema },
    answers: { 200: { json: DAY_PART_ANSWERS[part] } },
    errors: [DAY_400, DAY_403],
  });

/** POST /calendar/dayinfo/{part}, one declaration per part. */
export const dayInfo = {
  season: dayCall("season"),
  descr: dayCall("descr"),
  tags: dayCall("tags"),
  moon: dayCall("moon"),
  "28su": dayCall("28su"),
  "day-hieroglyph": dayCall("day-hieroglyph"),
  stars: dayCall("stars"),
};

export const activationList = operation({
  method: "post",
  path: "/calendar/activation/list",
  tag: "calendar",
  summary: "Double hours rated +2 or better with the themes each favours",
  caller: "viewer",
  localized: true,
  body: { json: DayPlaceSchema },
  answers: { 200: { json: ActivationAnswerSchema } },
  errors: [DAY_400, DAY_403],
});

export const predictMeta = operation({
  method: "get",
  path: "/calendar/predict",
  tag: "calendar",
  summary: "Themes and tags (activities) for lucky-day selection",
  caller: "none",
  localized: true,
  answers: { 200: { json: PredictMetaAnswerSchema } },
});

export const predictMonth = operation({
  method: "post",
  path: "/calendar/predict",
  tag: "calendar",
  summary: "Rated days of a month for a theme or a tag and the best ones",
  caller: "viewer",
  localized: true,
  body: { json: PredictBodySchema },
  answers: { 200: { json: PredictAnswerSchema } },
  errors: [DAY_400, DAY_403],
});

export const wholeDay = operation({
  method: "get",
  path: "/api/calendar/day",
  tag: "calendar",
  summary: "The whole day in one response",
  caller: "viewer",
  localized: true,
  query: DayQuerySchema,
  answers: {
    200: {
      json: DaySchema,
      headers: {
        ETag: { description: "The answer's validator (If-None-Match → 304)", schema: { type: "string" } },
      },
    },
    304: { description: "Not Modified: If-None-Match named the answer's ETag" },
  },
  errors: [DAY_400, DAY_403],
});

export const select = operation({
  method: "post",
  path: "/calendar/select",
  tag: "calendar",
  summary:
    "Date selection (择日) for an event and up to five people: days no hard rule excludes, ranked, with their " +
    "reasons and best hours; saved charts (chartId) only the signed-in user's own; dates beyond 30 days ahead " +
    "need a paid Personal Calendar of one of the people's charts",
  caller: "viewer",
  localized: true,
  body: { json: SelectBodySchema },
  answers: { 200: { json: SelectSchema } },
  errors: [
    [
      400,
      "VALIDATION_FAILED: errors[] names each field (a chartId not the signed-in user's own, a range that runs " +
        "backwards or over 731 days, explain outside it, a date the calendar does not have, an unknown cityId)",
    ],
    [
      403,
      "PERSONAL_CALENDAR_REQUIRED: `to` beyond 30 days ahead without a paid Personal Calendar among the people (errors[] names to)",
    ],
  ],
});

const selectIcs = (path: string, language: string) =>
  operation({
    method: "get",
    path,
    tag: "calendar",
    summary: `A day or hour chosen by date selection, as an iCalendar file (${language})`,
    description:
      "What /predict/event links to as “add to my calendar”: one event named after the chosen event, with a link to the day's page. No personal data in the query or the file.",
    caller: "none",
    localized: true,
    query: SelectIcsQuerySchema,
    answers: { 200: { other: { type: "text/calendar", schema: { type: "string" } } } },
  });

export const selectIcsRu = selectIcs("/predict/event.ics", "Russian");
export const selectIcsEn = selectIcs("/en/predict/event.ics", "English");

/** A query's place: coordinates come in pairs, unless a city is given (none: the default place). */
function coordinatePairs(q: { lat?: number; lng?: number; cityId?: number }, ctx: z.RefinementCtx): void {
  if (q.cityId === undefined && (q.lat === undefined) !== (q.lng === undefined))
    ctx.addIssue({
      code: "custom",
      path: [q.lat === undefined ? "lat" : "lng"],
      message: "error.field.placeRequired",
    });
}

/** The query of /calendar/events: the year, a place (lat and lng, or cityId; neither: Moscow), a kind. */
export const EventsQuerySchema = z
  .object({
    year: YearSchema,
    lat: LatSchema.optional().meta({
      description: "With lng; without a place (no lat, lng or cityId) the place is Moscow",
    }),
    lng: LngSchema.optional().meta({ description: "With lat" }),
    tz: z.string().max(64).optional().meta({ description: "An IANA zone; default: the zone of the place" }),
    cityId: CityIdSchema.optional(),
    kind: z
      .enum(YEAR_EVENT_KINDS as [(typeof YEAR_EVENT_KINDS)[number], ...(typeof YEAR_EVENT_KINDS)[number][]])
      .optional()
      .meta({ description: "Only the events of this kind" }),
    lang: LangSchema.optional(),
  })
  .superRefine(coordinatePairs);

export const yearEvents = operation({
  method: "get",
  path: "/calendar/events",
  tag: "calendar",
  summary: "The year's almanac events at a place: solar terms, moon phases, Chinese months, festivals",
  description:
    "Every event whose civil date falls in the year, in order of date. Solar terms and the Moon's four phases " +
    "are instants (`at`, UTC) with the place's wall time and offset, on the place's date; the first day of each " +
    "Chinese month (leap months too) and the festivals (Chinese New Year and its eve, Lantern, Qingming, Dragon " +
    "Boat, Qixi, Mid-Autumn, Double Ninth, Winter Solstice, Laba) are China's (UTC+8) civil dates, the same " +
    "everywhere (`chinaDate`). Public for every year: no ratings in it.",
  caller: "none",
  localized: true,
  query: EventsQuerySchema,
  answers: { 200: { json: YearEventsSchema } },
  errors: [
    [
      400,
      "VALIDATION_FAILED: errors[] names the bad field (year, lat, lng, tz, cityId (an unknown one too), kind)",
    ],
  ],
});

export const MONTH_IMAGE_PATH = "/calendar/month.png";

/** The query of the month's image: the month, a place as /calendar/events takes it, a Personal Calendar's chart. */
export const MonthImageQuerySchema = z
  .object({
    year: YearSchema,
    month: MonthSchema,
    lat: LatSchema.optional().meta({ description: "Latitude; with lng" }),
    lng: LngSchema.optional().meta({ description: "Longitude; with lat" }),
    tz: z
      .string()
      .max(64)
      .optional()
      .meta({ description: "An IANA zone; from the coordinates (or the city's) when absent" }),
    cityId: CityIdSchema.optional(),
    chartId: z.uuid("error.field.invalid").optional().meta({
      description:
        "A Personal Calendar: one of the caller's own charts with an active Personal Calendar; its ratings, every date open",
    }),
    lang: LangSchema.optional(),
  })
  .superRefine(coordinatePairs);

export const monthImage = operation({
  method: "get",
  path: MONTH_IMAGE_PATH,
  tag: "calendar",
  summary: "The month as an image: an A4 portrait PNG (1240×1754, 150 dpi) of the month page",
  description:
    "The title, the place, a grid of weeks (Monday first) with each day's rating (−3…+3, coloured as on the site), lunar day, day officer, Yellow or Black Path and marks (solar terms, new and full moons, the Chinese months' first days, festivals), the legends and the month page's address. Without a place: Moscow. Beyond the public window (30 days ahead) the days are drawn without ratings unless `chartId` gives a Personal Calendar. Public and cached (an hour while some days are locked, else a day); with `chartId` private, no-store. Costs two calls of the per-address limit.",
  caller: "viewer",
  localized: true,
  limited: true,
  query: MonthImageQuerySchema,
  answers: { 200: { other: { type: "image/png", schema: { type: "string", format: "binary" } } } },
  errors: [
    [400, "VALIDATION_FAILED: errors[] names the bad or missing field (an unknown cityId too)"],
    [
      403,
      "PERSONAL_CALENDAR_REQUIRED: chartId is not one of the caller's charts with an active Personal Calendar (errors[] names chartId)",
    ],
  ],
});
