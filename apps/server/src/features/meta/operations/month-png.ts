/** The month page as an image to download: an A4 PNG of the month's grid (calendar/month-image.routes.ts). */
import type { Operation } from "../openapi-build.ts";

const QUERY: Operation["query"] = {
  year: { schema: { type: "integer", minimum: 1900, maximum: 2100 }, required: true },
  month: { schema: { type: "integer", minimum: 1, maximum: 12 }, required: true },
  cityId: { schema: { type: "integer", minimum: 1 }, description: "A city of the place search" },
  lat: { schema: { type: "number", minimum: -90, maximum: 90 }, description: "Latitude; with lng" },
  lng: { schema: { type: "number", minimum: -180, maximum: 180 }, description: "Longitude; with lat" },
  tz: {
    schema: { type: "string", maxLength: 64 },
    description: "An IANA zone; from the coordinates (or the city's) when absent",
  },
  name: {
    schema: { type: "string", maxLength: 100 },
    description:
      "The place's name to show (default: the city's, else the coordinates; Moscow's without a place)",
  },
  chartId: {
    schema: { type: "string", format: "uuid" },
    description:
      "A Personal Calendar: one of the caller's own charts with an active Personal Calendar; its ratings, every date open",
  },
  lang: { schema: { enum: ["ru", "en"] } },
};

export const MONTH_PNG: Operation[] = [
  {
    method: "get",
    path: "/calendar/month.png",
    tag: "calendar",
    auth: "optional",
    summary: "The month as an image: an A4 portrait PNG (1240×1754, 150 dpi) of the month page",
    description:
      "The title, the place, a grid of weeks (Monday first) with each day's rating (−3…+3, coloured as on the site), lunar day, day officer, Yellow or Black Path and marks (solar terms, new and full moons, the Chinese months' first days, festivals), the legends and the month page's address. Without a place: Moscow. Beyond the public window (30 days ahead) the days are drawn without ratings unless `chartId` gives a Personal Calendar. Public and cached (an hour while some days are locked, else a day); with `chartId` private, no-store. Costs two calls of the per-address limit.",
    query: QUERY,
    answers: [{ status: 200, type: "image/png", schema: { type: "string", format: "binary" } }],
    errors: [
      [400, "VALIDATION_FAILED: errors[] names the bad or missing field (an unknown cityId too)"],
      [
        403,
        "PERSONAL_CALENDAR_REQUIRED: chartId is not one of the caller's charts with an active Personal Calendar (errors[] names chartId)",
      ],
      429,
    ],
    localized: true,
  },
];
