/** The chart's calendar feed (the chart calls are declared in features/charts/charts.operations.ts). */
import { type Operation, ref } from "../openapi-build.ts";
import { chartParam } from "./common.ts";

export const CHARTS: Operation[] = [
  {
    method: "post",
    path: "/api/charts/{uuid}/feed",
    tag: "charts",
    summary: "The chart's calendar feed (iCalendar) link: created, or replaced (the old one stops)",
    auth: "session",
    params: chartParam,
    answers: [{ status: 201, schema: ref("FeedLinkAnswer") }],
    errors: [
      401,
      403,
      429,
      [400, "VALIDATION_FAILED (field chart): no chart of this user's with a paid Personal Calendar"],
      [404, "NOT_FOUND: the uuid is malformed"],
    ],
    localized: true,
  },
  {
    method: "get",
    path: "/feed/{file}",
    tag: "charts",
    summary: "A chart's calendar feed: the next days with their ratings (iCalendar)",
    params: { file: "<token>.ics, the token of the link" },
    query: { lang: { schema: { enum: ["ru", "en"] } } },
    answers: [{ status: 200, type: "text/calendar", schema: { type: "string" } }],
    errors: [[404, "NOT_FOUND: no such feed, or its Personal Calendar has ended"]],
  },
];
