/**
 * GET /calendar/month.png?year=2026&month=11[&lang=ru|en][&cityId=… | &lat=…&lng=…[&tz=…]][&chartId=…]:
 * the month page as an image to download (month-image.ts: an A4 portrait PNG). The place is read as the other
 * calendar calls read it (a gazetteer city, or coordinates with an optional zone; Moscow when neither is given, as
 * POST /calendar/predict); its name is the city's — the default place's own name (Moscow's) also when its
 * coordinates come as lat/lng, as the pages send them for a visitor who chose no city —, else the coordinates:
 * never a text the link brings, so nobody can put words of their own into an image served from our site. Ratings follow the page's rule: beyond the public window they are locked (the days
 * are drawn without them, not refused) unless a Personal Calendar applies.
 *
 * `chartId` asks for the Personal Calendar of that chart (decision 014): it counts only for one of the signed-in
 * caller's own charts (Bearer token, or the session cookie from our own pages) with an active Personal Calendar,
 * and the ratings are that stored chart's; anything else is 403 PERSONAL_CALENDAR_REQUIRED naming `chartId`. Such
 * an image is the user's own: `private, no-store`. Without `chartId` who asks does not matter (nothing is looked
 * up) and the image is public, cached for an hour while some of its days are locked (the window moves daily), for
 * a day otherwise.
 *
 * Rendered images are kept by what they depend on (month-image.ts createMonthImageRenderer). Rendering costs more
 * than an answer of the JSON API, so besides the /calendar/* limit the route takes the per-address limit again
 * (`limit`): an image counts as two calls. Declared in calendar.operations.ts.
 */
import type { ChartView } from "@bazi/contracts";
import { type Lang, t } from "@bazi/i18n";
import { monthPath } from "@bazi/i18n/paths";
import type { Context, MiddlewareHandler } from "hono";
import { AppError } from "../../errors.ts";
import type { AppEnv } from "../../http/app-env.ts";
import type { Api } from "../../http/operation.ts";
import { requestOrigin, type SiteOrigins } from "../../http/origin.ts";
import type { PersonalCalendar } from "../charts/personal-calendar.ts";
import { type LocationService, MOSCOW } from "../location/location.service.ts";
import * as op from "./calendar.operations.ts";
import type { CalendarService } from "./calendar.service.ts";
import { createMonthImageRenderer, type MonthImageRenderer } from "./month-image.ts";
import "@bazi/i18n/calendar";

/** The signed-in caller's charts and selected chart; null for a visitor (app.ts callersCharts). */
export type CallersCharts = (
  c: Context<AppEnv>,
) => Promise<{ list: readonly ChartView[]; active: string | null } | null>;

export interface MonthImageDeps {
  calendar: CalendarService;
  location: Pick<LocationService, "byId" | "defaultPlace">;
  personalCalendar: Pick<PersonalCalendar, "apiAccess">;
  callersCharts: CallersCharts;
  /** The site's origins, for the month page's address drawn under the grid. */
  origins: SiteOrigins;
  renderer?: MonthImageRenderer;
}

const PRIVATE = "private, no-store";
const HOUR = "public, max-age=3600";
const DAY = "public, max-age=86400";

/** «55,76° с. ш., 37,62° в. д.» / "55.76° N, 37.62° E". */
function coordsName(lang: Lang, lat: number, lng: number): string {
  const n = (x: number) => {
    const s = String(Math.round(Math.abs(x) * 100) / 100);
    return lang === "ru" ? s.replace(".", ",") : s;
  };
  return t(lang, "month.image.coords", {
    lat: n(lat),
    ns: t(lang, lat < 0 ? "month.image.south" : "month.image.north"),
    lng: n(lng),
    ew: t(lang, lng < 0 ? "month.image.west" : "month.image.east"),
  });
}

const pad = (n: number) => String(n).padStart(2, "0");

/** The default place's coordinates (and zone, when given) as the pages send them: the place is Moscow. */
const isDefaultPlace = (q: { lat?: number; lng?: number; tz?: string }) =>
  q.lat !== undefined &&
  q.lng !== undefined &&
  Math.abs(q.lat - MOSCOW.lat) < 1e-6 &&
  Math.abs(q.lng - MOSCOW.lng) < 1e-6 &&
  (q.tz === undefined || q.tz === MOSCOW.tz);

/**
 * The place's name on the sheet: the gazetteer city's address for a cityId, the default place's name when no
 * place is given or it is the default place's coordinates, else the coordinates in words («55,76° с. ш., …»).
 */
export async function monthImagePlaceName(
  location: MonthImageDeps["location"],
  q: { cityId?: number; lat?: number; lng?: number; tz?: string },
  place: { lat: number; lng: number },
  lang: Lang,
): Promise<string> {
  if (q.cityId !== undefined) return (await location.byId(q.cityId, lang))?.address ?? "";
  if (q.lat === undefined || isDefaultPlace(q)) return location.defaultPlace(lang).name;
  return coordsName(lang, place.lat, place.lng);
}

export function monthImageRoutes(api: Api, deps: MonthImageDeps, limit: MiddlewareHandler): void {
  const renderer = deps.renderer ?? createMonthImageRenderer();
  api.route(
    op.monthImage,
    async (c, { query: q, lang }) => {
      const place = await deps.calendar.place(q, lang);
      const placeName = await monthImagePlaceName(deps.location, q, place, lang);

      let personal: {
        chartId: string;
        name: string;
        natal: { yearPillar: number; dayPillar: number };
      } | null = null;
      if (q.chartId !== undefined) {
        const viewer = await deps.callersCharts(c);
        // the chart asked for, as the selected one: honoured only for the caller's own paid chart
        const access = deps.personalCalendar.apiAccess(
          viewer && { charts: [...viewer.list], active: q.chartId },
          { state: true },
        );
        if (!access.personal) {
          throw new AppError("PERSONAL_CALENDAR_REQUIRED", {
            fields: [{ field: "chartId", message: `chartId: ${t(lang, "error.field.noPaidChart")}` }],
          });
        }
        personal = access.personal;
      }

      const info = deps.calendar.month({ year: q.year, month: q.month }, place, personal?.natal ?? null);
      const origin = deps.origins.of(lang, requestOrigin(c.req.raw, c.get("viaProxy")));
      const url = `${origin}${monthPath(`${q.year}-${pad(q.month)}`, lang)}`;
      const locked = info.days.filter((d) => d.locked).length;
      const key = JSON.stringify([
        lang,
        q.year,
        q.month,
        place.lat,
        place.lng,
        place.tz,
        placeName,
        personal && [personal.chartId, personal.name, personal.natal.yearPillar, personal.natal.dayPillar],
        locked,
        url,
      ]);
      const png = await renderer.image(key, {
        info,
        lang,
        placeName,
        personalName: personal?.name ?? null,
        url,
      });
      const headers: Record<string, string> = {
        "content-type": "image/png",
        "content-disposition": `attachment; filename="bazi-calendar-${q.year}-${pad(q.month)}.png"`,
        "cache-control": personal ? PRIVATE : locked > 0 ? HOUR : DAY,
      };
      // without ?lang= the language is the cookie's or Accept-Language's (http/lang.ts)
      if (!personal && q.lang === undefined) headers.vary = "Accept-Language, Cookie";
      return c.body(new Uint8Array(png), 200, headers);
    },
    { before: [limit] },
  );
}
