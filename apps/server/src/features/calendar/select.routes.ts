/**
 * POST /calendar/select: date selection 择日 for an event and up to five people. Thin: parse → the people (saved
 * charts only the signed-in user's own, owner-checked; typed births) → service → JSON, never cached (birth data).
 */

import { type ChartView, SelectBodySchema } from "@bazi/contracts";
import type { Context, Hono } from "hono";
import { type AppEnv, parseBody } from "../../http/parse.ts";
import { MOSCOW } from "../location/location.service.ts";
import type { CalendarService } from "./calendar.service.ts";
import type { SelectService } from "./select.service.ts";

/** The signed-in user's charts; null for a visitor (or a session cookie sent from another site). */
export type ChartsOf = (c: Context<AppEnv>) => Promise<readonly ChartView[] | null>;

const PRIVATE = { "cache-control": "private, no-store" };

export function selectRoutes(
  app: Hono<AppEnv>,
  calendar: CalendarService,
  selection: SelectService,
  chartsOf: ChartsOf,
): void {
  app.post("/calendar/select", async (c) => {
    const { body, lang } = await parseBody(c, SelectBodySchema);
    const place = await calendar.place(
      body.cityId !== undefined || body.lat !== undefined || body.lng !== undefined
        ? body
        : { lat: MOSCOW.lat, lng: MOSCOW.lng, tz: MOSCOW.tz },
      lang,
    );
    const charts = body.people.some((p) => "chartId" in p) ? await chartsOf(c) : null;
    return c.json(selection.select(body, place, charts, lang), 200, PRIVATE);
  });
}
