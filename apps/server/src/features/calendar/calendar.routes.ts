/**
 * The public calendar API of the spec (same paths and methods) and GET /api/calendar/day. Thin: parse →
 * service → JSON.
 */
import { DayPlaceSchema, DayQuerySchema, PredictBodySchema } from "@bazi/contracts";
import type { Context, Hono } from "hono";
import { validationError } from "../../errors.ts";
import { acceptsGzip } from "../../http/encoding.ts";
import { type AppEnv, parseBody, parseQuery } from "../../http/parse.ts";
import { completeResponse } from "../../http/response-headers.ts";
import { MOSCOW } from "../location/location.service.ts";
import type { CalendarService } from "./calendar.service.ts";

export function calendarRoutes(app: Hono<AppEnv>, calendar: CalendarService): void {
  async function dayFor(c: Context<AppEnv>) {
    const { body, lang } = await parseBody(c, DayPlaceSchema);
    calendar.assertNoPersonal(body);
    const place = await calendar.place(body, lang);
    const date = { year: body.year, month: body.month, day: body.day };
    calendar.assertPublic(date, place.tz);
    return { date, place, lang };
  }

  const JSON_TYPE = { "content-type": "application/json; charset=utf-8", vary: "Accept-Encoding" };
  const GZIP_JSON = { ...JSON_TYPE, "content-encoding": "gzip" };
  /** A cached day body, gzipped when the client accepts it. */
  const send = (
    c: Context<AppEnv>,
    body: { plain: Uint8Array<ArrayBuffer>; gzip: Uint8Array<ArrayBuffer> },
  ) =>
    acceptsGzip(c.req.header("accept-encoding"))
      ? completeResponse(c, body.gzip, 200, GZIP_JSON)
      : completeResponse(c, body.plain, 200, JSON_TYPE);
  for (const part of ["season", "descr", "tags", "moon", "28su", "day-hieroglyph", "stars"] as const) {
    app.post(`/calendar/dayinfo/${part}`, async (c) => {
      const { date, place, lang } = await dayFor(c);
      return send(c, calendar.dayBody(date, place, lang, part));
    });
  }
  app.post("/calendar/activation/list", async (c) => {
    const { date, place, lang } = await dayFor(c);
    return c.json({ hours: calendar.activation(date, place, lang) });
  });
  app.get("/calendar/predict", (c) => {
    return c.json(calendar.predictMeta(c.get("lang")));
  });
  app.post("/calendar/predict", async (c) => {
    const { body, lang } = await parseBody(c, PredictBodySchema);
    calendar.assertNoPersonal(body);
    const place = await calendar.place(
      body.cityId !== undefined || body.lat !== undefined || body.lng !== undefined
        ? body
        : { lat: MOSCOW.lat, lng: MOSCOW.lng, tz: MOSCOW.tz },
      lang,
    );
    return c.json(calendar.predictMonth(body, place, lang));
  });
  app.get("/api/calendar/day", async (c) => {
    const { query, lang } = parseQuery(c, DayQuerySchema);
    const [year, month, day] = query.date.split("-").map(Number) as [number, number, number];
    const parsed = DayPlaceSchema.safeParse({ year, month, day, lat: query.lat, lng: query.lng });
    if (!parsed.success) {
      throw validationError(
        parsed.error.issues.map((i) => ({ ...i, path: ["date"] })),
        lang,
      );
    }
    const place = await calendar.place(query, lang);
    const date = { year, month, day };
    calendar.assertPublic(date, place.tz);
    return send(c, calendar.dayBody(date, place, lang, "day"));
  });
}
