/**
 * GET /calendar/events: the year's almanac events at a place (solar terms, moon phases, the Chinese months' first
 * days, the festivals; @bazi/almanac year-events.ts). Thin: place (coordinates, a city, or Moscow) → service →
 * JSON. Public for every year: the events carry no ratings, so the 30-day rule does not apply. Declared in
 * calendar.operations.ts.
 */
import type { Api } from "../../http/operation.ts";
import { MOSCOW } from "../location/location.service.ts";
import * as op from "./calendar.operations.ts";
import type { CalendarService } from "./calendar.service.ts";

export function eventsRoutes(api: Api, calendar: CalendarService): void {
  api.route(op.yearEvents, async (c, { query, lang }) => {
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
