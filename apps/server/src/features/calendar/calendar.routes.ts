/**
 * The public calendar API of docs/product.md §7 (same paths and methods) and GET /api/calendar/day. Thin: parse →
 * who asks (`accessOf`: a signed-in user's paid charts, charts/personal-calendar.ts) → service → JSON. Declared in
 * calendar.operations.ts; who asks is looked up only when it matters (a later date, the personal layer), so a
 * visitor's call (the hot path) costs no lookup of a user.
 */
import { daysInMonth } from "@bazi/almanac";
import type { ApiAccess, DayPlace, PersonalPayload } from "@bazi/contracts";
import type { Lang } from "@bazi/i18n";
import type { Context } from "hono";
import type { AppEnv } from "../../http/app-env.ts";
import type { Api } from "../../http/operation.ts";
import * as op from "./calendar.operations.ts";
import type { CalendarService, DayPart } from "./calendar.service.ts";

/**
 * What the request's signed-in user (none: a visitor) may have for this payload; `laterDates`: the call asks for
 * dates beyond the public window (without them and without a personal payload, who asks does not matter).
 */
export type AccessOf = (
  c: Context<AppEnv>,
  payload: PersonalPayload,
  laterDates: boolean,
) => Promise<ApiAccess>;

export function calendarRoutes(api: Api, calendar: CalendarService, accessOf: AccessOf): void {
  async function dayFor(c: Context<AppEnv>, body: DayPlace, lang: Lang) {
    const place = await calendar.place(body, lang);
    const date = { year: body.year, month: body.month, day: body.day };
    const access = await accessOf(c, body, !calendar.isPublic(date, place.tz));
    calendar.assertAllowed(access, date, place.tz, lang);
    return { date, place, lang, natal: access.personal?.natal ?? null };
  }

  // a Personal Calendar's answer is the user's own
  const PRIVATE = { "cache-control": "private, no-store" };
  /** The whole day is the service's JSON text (made once per zone, decision 020); a part is serialised here. */
  const send = (c: Context<AppEnv>, part: DayPart, q: Awaited<ReturnType<typeof dayFor>>) => {
    const { date, place, lang, natal } = q;
    const own = natal ? PRIVATE : {};
    if (part !== "day") return c.json(calendar.dayPart(date, place, lang, part, natal), 200, own);
    const text = calendar.dayText(date, place, lang, natal) as Uint8Array<ArrayBuffer>;
    return c.body(text, 200, { "content-type": "application/json; charset=utf-8", ...own });
  };
  for (const part of Object.keys(op.dayInfo) as (keyof typeof op.dayInfo)[])
    api.route(op.dayInfo[part], async (c, { body, lang }) => send(c, part, await dayFor(c, body, lang)));
  api.route(op.activationList, async (c, { body, lang }) => {
    const { date, place, natal } = await dayFor(c, body, lang);
    const hours = calendar.activation(date, place, lang, natal);
    return natal ? c.json({ hours }, 200, PRIVATE) : c.json({ hours });
  });
  api.route(op.predictMeta, (c, { lang }) => c.json(calendar.predictMeta(lang)));
  api.route(op.predictMonth, async (c, { body, lang }) => {
    const place = await calendar.place(body, lang);
    const lastDay = { year: body.year, month: body.month, day: daysInMonth(body.year, body.month) };
    const access = await accessOf(c, body, !calendar.isPublic(lastDay, place.tz));
    // the month's first day: a later month needs a Personal Calendar (the month's own later days are locked)
    calendar.assertAllowed(access, { year: body.year, month: body.month, day: 1 }, place.tz, lang, "month");
    const natal = access.personal?.natal ?? null;
    const result = calendar.predictMonth(body, place, lang, natal, access.open);
    return natal ? c.json(result, 200, PRIVATE) : c.json(result);
  });
  // the date is checked as a date of the calendar by its schema (contracts DayQuerySchema)
  api.route(op.wholeDay, async (c, { query, lang }) => {
    const [year, month, day] = query.date.split("-").map(Number) as [number, number, number];
    const place = await calendar.place(query, lang);
    const date = { year, month, day };
    const access = await accessOf(c, {}, !calendar.isPublic(date, place.tz));
    calendar.assertAllowed(access, date, place.tz, lang, "date");
    return send(c, "day", { date, place, lang, natal: null });
  });
}
