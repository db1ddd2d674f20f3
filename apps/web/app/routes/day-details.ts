/**
 * The tabs' details of a day (activities by theme, stars and gods, the hours with their reasons and activities):
 * `/:year/:month/:day/details` and `/en/…`, a resource route the day page loads with a fetcher when the browser
 * is idle or a tab is opened, so that they are not part of the page's HTML (routes/day.tsx).
 * The same place, viewer and 30-day rule as the page: beyond the public window `details` is null unless the
 * viewer has a Personal Calendar.
 */
import { data, type LoaderFunctionArgs } from "react-router";
import { parseDayParams } from "../lib/calendar-path.ts";
import { calendarRequest } from "../lib/calendar-request.server.ts";
import { dayDetails } from "../lib/day-view.ts";
import { langOfPath } from "../lib/lang.ts";

export async function loader({ context, url, params, request }: LoaderFunctionArgs) {
  const lang = langOfPath(url.pathname);
  const date = parseDayParams(params);
  if (!date) throw data(null, { status: 404 });
  const { services, place, personal } = await calendarRequest(context, request, lang);
  const day = services.calendar.day({ ...date, place, lang, personal });
  return {
    details: dayDetails(day, lang, {
      lastPublic: services.calendar.lastPublic(place.tz),
      personal: personal ? { chartName: personal.name, paidUntil: personal.paidUntil } : null,
    }),
  };
}
