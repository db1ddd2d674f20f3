/** The chart calls (docs/product.md §7), declared once: the routes (charts.routes.ts) and the API document read these. */

import { ForecastSchema } from "@bazi/almanac";
import {
  ActiveChartAnswerSchema,
  ChartAnswerSchema,
  ChartCreateSchema,
  ChartListAnswerSchema,
  ChartSavedAnswerSchema,
  ChartUuidSchema,
} from "@bazi/contracts";
import { z } from "zod";
import { operation } from "../../http/operation.ts";

const NO_SUCH_CHART = [404, "NOT_FOUND: no such chart of this user"] as const;

export const listCharts = operation({
  method: "get",
  path: "/api/charts",
  tag: "charts",
  summary: "The user's charts and the selected one",
  caller: "session",
  answers: { 200: { json: ChartListAnswerSchema } },
});

export const createChart = operation({
  method: "post",
  path: "/api/charts",
  tag: "charts",
  summary: "Save a chart from the Bazi form",
  caller: "session",
  localized: true,
  body: { json: ChartCreateSchema },
  answers: { 201: { json: ChartSavedAnswerSchema } },
  errors: [[409, "CHART_LIMIT: the account has as many charts as it may"]],
});

export const activateChart = operation({
  method: "post",
  path: "/api/charts/activate",
  tag: "charts",
  summary: "Select a chart",
  caller: "session",
  body: { json: ChartUuidSchema },
  answers: { 200: { json: ActiveChartAnswerSchema } },
  errors: [NO_SUCH_CHART],
});

export const deactivateChart = operation({
  method: "post",
  path: "/api/charts/deactivate",
  tag: "charts",
  summary: "Unselect a chart",
  caller: "session",
  body: { json: ChartUuidSchema },
  answers: { 200: { json: ActiveChartAnswerSchema } },
  errors: [NO_SUCH_CHART],
});

export const getChart = operation({
  method: "get",
  path: "/api/charts/{uuid}",
  tag: "charts",
  summary: "One chart",
  caller: "session",
  params: ChartUuidSchema,
  answers: { 200: { json: ChartAnswerSchema } },
  errors: [NO_SUCH_CHART],
});

export const deleteChart = operation({
  method: "delete",
  path: "/api/charts/{uuid}",
  tag: "charts",
  summary: "Delete a chart",
  caller: "session",
  params: ChartUuidSchema,
  answers: { 200: { json: ActiveChartAnswerSchema } },
  errors: [
    NO_SUCH_CHART,
    [409, "CHART_LOCKED (its Personal Calendar is paid) or CHART_MOBILE (the app's chart)"],
  ],
});

/** The forecast of a chart (docs/bazi-forecast.md): its months only while its Personal Calendar is paid. */
export const ChartForecastAnswerSchema = z.object({
  forecast: ForecastSchema,
  monthsOpen: z.boolean().meta({
    description:
      "Whether the months are given: the chart's Personal Calendar is paid; otherwise months is empty",
  }),
});

export const chartForecast = operation({
  method: "get",
  path: "/api/charts/{uuid}/forecast",
  tag: "charts",
  summary:
    "The chart's forecast: its luck decades and years judged; its months with a paid Personal Calendar",
  caller: "session",
  localized: true,
  params: ChartUuidSchema,
  answers: { 200: { json: ChartForecastAnswerSchema } },
  errors: [NO_SUCH_CHART],
});
