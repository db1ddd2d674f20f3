/**
 * POST /calendar/select: date selection 择日 for an event and up to five people. Thin: the people (saved charts
 * only the signed-in user's own, owner-checked; typed births) → service → JSON, never cached (birth data). Declared
 * in calendar.operations.ts.
 */

import type { ChartView, Lang } from "@bazi/contracts";
import { langPrefix } from "@bazi/i18n/paths";
import { type SelectKey, t } from "@bazi/i18n/select";
import type { Context } from "hono";
import type { AppEnv } from "../../http/app-env.ts";
import { linkLang } from "../../http/lang.ts";
import type { Api } from "../../http/operation.ts";
import { icsCalendar } from "../reminders/ics.ts";
import * as op from "./calendar.operations.ts";
import type { CalendarService } from "./calendar.service.ts";
import type { SelectService } from "./select.service.ts";

export interface IcsDeps {
  /** The site's origin for links in the file. */
  originOf(lang: Lang, c: Context<AppEnv>): string;
  nowMs(): number;
}

/** The signed-in user's charts; null for a visitor (or a session cookie sent from another site). */
export type ChartsOf = (c: Context<AppEnv>) => Promise<readonly ChartView[] | null>;

const PRIVATE = { "cache-control": "private, no-store" };

export function selectRoutes(
  api: Api,
  calendar: CalendarService,
  selection: SelectService,
  chartsOf: ChartsOf,
): void {
  api.route(op.select, async (c, { body, lang }) => {
    const place = await calendar.place(body, lang);
    const charts = body.people.some((p) => "chartId" in p) ? await chartsOf(c) : null;
    return c.json(selection.select(body, place, charts, lang), 200, PRIVATE);
  });
}

/** GET /predict/event.ics (and /en/…): an iCalendar file of a chosen day or hour, to add to one's calendar. */
export function selectIcsRoutes(api: Api, deps: IcsDeps): void {
  for (const [decl, pathLang] of [
    [op.selectIcsRu, "ru"],
    [op.selectIcsEn, "en"],
  ] as const) {
    api.route(
      decl,
      (c, { query: q, lang }) => {
        const [y, m, d] = q.date.split("-").map(Number) as [number, number, number];
        const origin = deps.originOf(lang, c);
        const dayUrl = `${origin}${langPrefix(lang)}/${y}/${m}/${d}`;
        const event = t(lang, `select.event.${q.event}` as SelectKey);
        const start = q.start === undefined ? undefined : Date.parse(q.start);
        const ics = icsCalendar({
          name: t(lang, "select.title"),
          prodId: "-//Bazi Calendar//Date selection//EN",
          stampMs: deps.nowMs(),
          events: [
            {
              uid: `select-${q.event}-${q.date}-${start ?? "day"}@bazi-calendar`,
              summary: t(lang, "select.ics.summary", { event }),
              description: t(lang, "select.ics.description", { url: dayUrl }),
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
      },
      { before: [linkLang(pathLang)] },
    );
  }
}
