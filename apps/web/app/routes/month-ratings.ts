/**
 * A month's day ratings, for the date picker's colours (components/controls/date-picker.tsx): `/:year/:month/ratings`
 * (also under /en), a resource route answering `{ "ratings": [2, 0, -1, …, null] }`, one a day of the month
 * (null beyond the public window). The very ratings of the month grid: the same place, viewer and Personal
 * Calendar (services.calendar.month), so the picker and the month page never disagree.
 */
import { data, type LoaderFunctionArgs } from "react-router";
import { parseMonth, parseYear } from "../lib/calendar-path.ts";
import { calendarRequest } from "../lib/calendar-request.server.ts";
import { langOfPath } from "../lib/lang.ts";

export async function loader({ context, url, params, request }: LoaderFunctionArgs) {
  const year = parseYear(params.year);
  const month = parseMonth(params.month);
  if (year === null || month === null) throw data(null, { status: 404 });
  const { services, place, personal } = await calendarRequest(context, request, langOfPath(url.pathname));
  const info = services.calendar.month({ year, month, place, personal });
  return Response.json(
    { ratings: info.days.map((d) => d.rating) },
    // the place and the chart come with the request's cookies: a browser may keep it a little, no one else
    { headers: { "cache-control": "private, max-age=300", vary: "cookie" } },
  );
}
