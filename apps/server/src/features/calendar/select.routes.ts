/**
 * POST /calendar/select: date selection 择日 for an event and up to five people. Thin: parse → the people (saved
 * charts only the signed-in user's own, owner-checked; typed births) → service → JSON, never cached (birth data).
 */

import { type ChartView, type Lang, SelectBodySchema } from "@bazi/contracts";
import { isLang } from "@bazi/i18n";
import { langPrefix } from "@bazi/i18n/paths";
import { type SelectKey, st } from "@bazi/i18n/select";
import type { Context, Hono } from "hono";
import { z } from "zod";
import { validationError } from "../../errors.ts";
import { type AppEnv, parseBody } from "../../http/parse.ts";
import { MOSCOW } from "../location/location.service.ts";
import { icsCalendar } from "../reminders/ics.ts";
import type { CalendarService } from "./calendar.service.ts";
import type { SelectService } from "./select.service.ts";

const ICS_PATHS = { ru: "/predict/event.ics", en: "/en/predict/event.ics" } as const;
const DateText = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "error.field.date");
const InstantText = z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/, "error.field.invalid");
/** A chosen day (all day) or one of its hours: what "add to my calendar" on /predict/event links to. */
const IcsQuerySchema = z
  .object({
    event: SelectBodySchema.shape.event,
    date: DateText,
    start: InstantText.optional(),
    end: InstantText.optional(),
    lang: z.string().optional(),
  })
  .superRefine((q, ctx) => {
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
  });

export interface IcsDeps {
  /** The site's origin for links in the file. */
  originOf(lang: Lang, c: Context<AppEnv>): string;
  nowMs(): number;
}

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

/** GET /predict/event.ics (and /en/…): an iCalendar file of a chosen day or hour, to add to one's calendar. */
export function selectIcsRoutes(app: Hono<AppEnv>, deps: IcsDeps): void {
  for (const pathLang of ["ru", "en"] as const) {
    app.get(ICS_PATHS[pathLang], (c) => {
      const explicit = c.req.query("lang");
      const lang: Lang = isLang(explicit) ? explicit : pathLang;
      c.set("lang", lang);
      const parsed = IcsQuerySchema.safeParse(c.req.query());
      if (!parsed.success) throw validationError(parsed.error.issues, lang);
      const q = parsed.data;
      const [y, m, d] = q.date.split("-").map(Number) as [number, number, number];
      if (!(y >= 1900 && y <= 2100) || new Date(Date.UTC(y, m - 1, d)).getUTCDate() !== d) {
        throw validationError(
          [{ code: "custom", path: ["date"], message: "error.field.date", input: q.date }],
          lang,
        );
      }
      const origin = deps.originOf(lang, c);
      const dayUrl = `${origin}${langPrefix(lang)}/${y}/${m}/${d}`;
      const event = st(lang, `select.event.${q.event}` as SelectKey);
      const start = q.start === undefined ? undefined : Date.parse(q.start);
      const ics = icsCalendar({
        name: st(lang, "select.title"),
        prodId: "-//Bazi Calendar//Date selection//EN",
        stampMs: deps.nowMs(),
        events: [
          {
            uid: `select-${q.event}-${q.date}-${start ?? "day"}@bazi-calendar`,
            summary: st(lang, "select.ics.summary", { event }),
            description: st(lang, "select.ics.description", { url: dayUrl }),
            url: dayUrl,
            ...(start === undefined
              ? { date: q.date }
              : { at: start, durationMs: Date.parse(q.end!) - start }),
          },
        ],
      });
      return c.body(ics, 200, {
        "content-type": "text/calendar; charset=utf-8",
        "content-disposition": `attachment; filename="bazi-${q.event}-${q.date}.ics"`,
        "cache-control": "public, max-age=86400",
      });
    });
  }
}
