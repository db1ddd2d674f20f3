/**
 * GET /calendar/events: the year's almanac events at a place (solar terms, moon phases, the Chinese months' first
 * days, the festivals; @bazi/almanac year-events.ts). Thin: parse → place (coordinates, a city, or Moscow) →
 * service → JSON. Public for every year: the events carry no ratings, so the 30-day rule does not apply.
 */
import { YEAR_EVENT_KINDS, type YearEventKind } from "@bazi/almanac";
import { LangSchema, LatSchema, LngSchema, YearSchema } from "@bazi/contracts";
import type { Hono } from "hono";
import { z } from "zod";
import { type AppEnv, parseQuery } from "../../http/parse.ts";
import { MOSCOW } from "../location/location.service.ts";
import type { CalendarService } from "./calendar.service.ts";

const CityId = z.preprocess(
  (v) => (typeof v === "string" && /^\s*\d+\s*$/.test(v) ? Number(v) : v),
  z.number().int().positive(),
);

/** The query: the year, a place (lat and lng, or cityId; neither: Moscow), a zone, the language, a kind. */
export const EventsQuerySchema = z
  .object({
    year: YearSchema,
    lat: LatSchema.optional(),
    lng: LngSchema.optional(),
    tz: z.string().max(64).optional(),
    cityId: CityId.optional(),
    kind: z.enum(YEAR_EVENT_KINDS as [YearEventKind, ...YearEventKind[]]).optional(),
    lang: LangSchema.optional(),
  })
  .superRefine((v, ctx) => {
    // coordinates come in pairs
    if (v.cityId === undefined && (v.lat === undefined) !== (v.lng === undefined)) {
      ctx.addIssue({
        code: "custom",
        path: [v.lat === undefined ? "lat" : "lng"],
        message: "error.field.placeRequired",
      });
    }
  });

export function eventsRoutes(app: Hono<AppEnv>, calendar: CalendarService): void {
  app.get("/calendar/events", async (c) => {
    const { query, lang } = parseQuery(c, EventsQuerySchema);
    const place = await calendar.place(
      query.cityId !== undefined || query.lat !== undefined
        ? query
        : { lat: MOSCOW.lat, lng: MOSCOW.lng, tz: query.tz ?? MOSCOW.tz },
      lang,
    );
    const answer = calendar.yearEvents(query.year, place, lang);
    const kind = query.kind;
    return c.json(kind ? { ...answer, events: answer.events.filter((e) => e.kind === kind) } : answer);
  });
}
