/** The year's almanac events (calendar/events.routes.ts): terms, moon phases, Chinese months, festivals. */
import { YEAR_EVENT_KINDS, YearEventsSchema } from "@bazi/almanac";
import { jsonSchema, type Operation } from "../openapi-build.ts";

export const CALENDAR_EVENTS: Operation[] = [
  {
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
    query: {
      year: { schema: { type: "integer", minimum: 1900, maximum: 2100 }, required: true },
      lat: {
        schema: { type: "number", minimum: -90, maximum: 90 },
        description: "With lng; without a place (no lat, lng or cityId) the place is Moscow",
      },
      lng: { schema: { type: "number", minimum: -180, maximum: 180 }, description: "With lat" },
      tz: {
        schema: { type: "string", maxLength: 64 },
        description: "An IANA zone; default: the zone of the place",
      },
      cityId: {
        schema: { type: "integer", minimum: 1 },
        description: "A city of the gazetteer instead of lat/lng",
      },
      kind: { schema: { enum: [...YEAR_EVENT_KINDS] }, description: "Only the events of this kind" },
    },
    answers: [{ status: 200, schema: jsonSchema(YearEventsSchema, "output") }],
    errors: [
      [400, "VALIDATION_FAILED: errors[] names the bad field (year, lat, lng, tz, cityId, kind)"],
      429,
    ],
    localized: true,
  },
];
