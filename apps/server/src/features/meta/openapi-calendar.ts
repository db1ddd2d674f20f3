/**
 * The calendar calls of the OpenAPI document (the /calendar/* calls of docs/product.md §7 and GET /api/calendar/day):
 * their answers are parts of the engine's Day schema, referenced rather than copied.
 */
import { DaySchema, PredictSchema, SelectSchema } from "@bazi/almanac";
import { DayPlaceSchema, DayQuerySchema, PredictBodySchema, SelectBodySchema } from "@bazi/contracts";
import { z } from "zod";
import { DESCR_FIELDS } from "../calendar/calendar.service.ts";
import { jsonSchema as json, problem as problemOf, ref } from "./openapi-build.ts";

const problem = problemOf("Problem (RFC 9457), per-field messages in the request's language");
const errors = {
  "400": problem,
  "403": {
    ...problem,
    description:
      "PERSONAL_CALENDAR_REQUIRED: a date beyond 30 days ahead, or personal data (state, birth), without a paid chart " +
      "of the signed-in user (Bearer token or the session cookie); errors[] names the field (day, date, month, state, birth)",
  },
  "413": problem,
  "415": problem,
  "429": { ...problem, description: "RATE_LIMITED, with Retry-After" },
};

function post(summary: string, body: string, response: object) {
  return {
    post: {
      summary,
      requestBody: {
        required: true,
        content: { "application/json": { schema: { $ref: `#/components/schemas/${body}` } } },
      },
      tags: ["calendar"],
      security: [{}, { bearerToken: [] }, { sessionCookie: [] }],
      responses: {
        "200": { description: "OK", content: { "application/json": { schema: response } } },
        ...errors,
      },
    },
  };
}

const list = (props: Record<string, object>) => ({ type: "object", properties: props });
const dayProp = (part: string) => ({ $ref: `#/components/schemas/Day/properties/${part}` });
const dayPart = (key: string, part: string) => ({
  type: "object",
  properties: { [key]: dayProp(part) },
  required: [key],
});
/** An object of properties of the whole day (the engine's Day schema). */
const dayProps = (parts: string[], extra: Record<string, object> = {}) => ({
  type: "object",
  properties: { ...Object.fromEntries(parts.map((p) => [p, dayProp(p)])), ...extra },
  required: parts,
});
/** The personal layer, present only for a signed-in user's paid chart (state/birth in the body). */
const personal = (props: Record<string, object>) => ({
  type: "object",
  description: "Only with a Personal Calendar: the chart's own layer",
  properties: props,
  required: Object.keys(props),
});
const personalOf = (part: string) => ({
  $ref: `#/components/schemas/Day/properties/personal/anyOf/0/properties/${part}`,
});

/** The calendar's operations, by path. */
export const CALENDAR_PATHS: Record<string, object> = {
  "/calendar/dayinfo/season": post("The solar term in effect and the day's ordinal within it", "DayPlace", {
    type: "object",
    properties: {
      season: { $ref: "#/components/schemas/Day/properties/solarTerm" },
      count: { type: "integer" },
    },
    required: ["season", "count"],
  }),
  "/calendar/dayinfo/descr": post(
    "Description of the day: pillars, officer, spirit, lunar date, clash, rating",
    "DayPlace",
    {
      type: "object",
      properties: {
        day_info: dayProps([...DESCR_FIELDS]),
      },
      required: ["day_info"],
    },
  ),
  "/calendar/dayinfo/tags": post(
    "Ratings of the day, its activities and themes (lucky/unlucky/neutral)",
    "DayPlace",
    {
      type: "object",
      properties: {
        tags: dayProps(["rating", "activities", "themes", "yi", "ji"], {
          personal: personal({ rating: personalOf("rating"), themes: personalOf("themes") }),
        }),
      },
      required: ["tags"],
    },
  ),
  "/calendar/dayinfo/moon": post(
    "Moon phase and lunar days at the place",
    "DayPlace",
    dayPart("moon", "moon"),
  ),
  "/calendar/dayinfo/28su": post("The 28 lunar mansion of the day", "DayPlace", dayPart("su", "mansion")),
  "/calendar/dayinfo/day-hieroglyph": post(
    "The day hieroglyph (day pillar)",
    "DayPlace",
    dayPart("hieroglyph", "hieroglyph"),
  ),
  "/calendar/dayinfo/stars": post("Symbolic stars and day gods", "DayPlace", {
    type: "object",
    properties: { stars: dayProps(["stars", "gods"], { personal: personalOf("stars") }) },
    required: ["stars"],
  }),
  "/calendar/activation/list": post(
    "Double hours rated +2 or better with the themes each favours",
    "DayPlace",
    {
      type: "object",
      properties: {
        hours: {
          type: "array",
          items: {
            type: "object",
            properties: {
              from: { type: "string" },
              to: { type: "string" },
              startsAt: { type: "string" },
              endsAt: { type: "string" },
              zh: { type: "string" },
              rating: dayProp("rating"),
              themes: {
                type: "array",
                items: {
                  type: "object",
                  properties: { id: { type: "string" }, name: { type: "string" } },
                  required: ["id", "name"],
                },
              },
            },
            required: ["from", "to", "startsAt", "endsAt", "zh", "rating", "themes"],
          },
        },
      },
      required: ["hours"],
    },
  ),
  "/calendar/predict": {
    get: {
      tags: ["calendar"],
      security: [],
      summary: "Themes and tags (activities) for lucky-day selection",
      parameters: [{ name: "lang", in: "query", required: false, schema: { enum: ["ru", "en"] } }],
      responses: {
        "429": errors["429"],
        "200": {
          description: "OK",
          content: {
            "application/json": {
              schema: list({
                themes: {
                  type: "array",
                  items: list({ id: { type: "string" }, name: { type: "string" } }),
                },
                tags: {
                  type: "array",
                  items: list({
                    key: { type: "string" },
                    zh: { type: "string" },
                    name: { type: "string" },
                    theme: { type: "string" },
                  }),
                },
              }),
            },
          },
        },
      },
    },
    ...post(
      "Rated days of a month for a theme or a tag and the best ones",
      "PredictBody",
      ref("PredictAnswer"),
    ),
  },
  "/calendar/select": {
    ...post(
      "Date selection (择日) for an event and up to five people: days no hard rule excludes, ranked, with their " +
        "reasons and best hours; saved charts (chartId) only the signed-in user's own; dates beyond 30 days ahead " +
        "need a paid Personal Calendar of one of the people's charts",
      "SelectBody",
      ref("SelectAnswer"),
    ),
  },
  "/api/calendar/day": {
    get: {
      tags: ["calendar"],
      security: [{}, { bearerToken: [] }, { sessionCookie: [] }],
      summary: "The whole day in one response",
      parameters: ["date", "lat", "lng", "tz", "lang"].map((name) => ({
        name,
        in: "query",
        required: name === "date" || name === "lat" || name === "lng",
        schema: { $ref: `#/components/schemas/DayQuery/properties/${name}` },
      })),
      responses: {
        "200": { description: "OK", content: { "application/json": { schema: ref("Day") } } },
        ...errors,
      },
    },
  },
};

/** The schemas the calendar's operations refer to. */
export const CALENDAR_SCHEMAS: Record<string, object> = {
  DayPlace: json(DayPlaceSchema, "input"),
  PredictBody: json(PredictBodySchema, "input"),
  DayQuery: json(DayQuerySchema, "input"),
  SelectBody: json(SelectBodySchema, "input"),
  SelectAnswer: json(SelectSchema, "output"),
  Day: json(DaySchema, "output"),
  // lockedFrom: the first date that needs a Personal Calendar, null when the whole month is open
  PredictAnswer: json(PredictSchema.extend({ lockedFrom: z.string().nullable() }), "output"),
};
