/** The chart calls (docs/product.md §7), declared once: the routes (charts.routes.ts) and the API document read these. */
import {
  ActiveChartAnswerSchema,
  ChartAnswerSchema,
  ChartCreateSchema,
  ChartListAnswerSchema,
  ChartSavedAnswerSchema,
  ChartUuidSchema,
} from "@bazi/contracts";
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
