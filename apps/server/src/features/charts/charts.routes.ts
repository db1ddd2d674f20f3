/**
 * The chart calls of docs/product.md §7, same paths: GET /api/charts (list and the selected chart), POST
 * /api/charts/activate and /deactivate (select or unselect; uuid), DELETE /api/charts/{uuid}; plus POST
 * /api/charts (save a chart from the Bazi form), GET /api/charts/{uuid} and its forecast. Signed-in only; scoped
 * to the owner.
 * Declared in charts.operations.ts.
 */

import { t } from "@bazi/i18n/accounts";
import type { Api } from "../../http/operation.ts";
import * as op from "./charts.operations.ts";
import type { ChartsService } from "./charts.service.ts";

export function chartsRoutes(api: Api, charts: ChartsService): void {
  api.route(op.listCharts, async (c, { principal }) => {
    c.header("Cache-Control", "no-store");
    return c.json(await charts.list(principal.userId));
  });

  api.route(op.createChart, async (c, { principal, body, lang }) => {
    const chart = await charts.create(principal.userId, body, lang);
    return c.json({ chart, message: t(lang, "account.ok.chartSaved") }, 201);
  });

  api.route(op.activateChart, async (c, { principal, body }) =>
    c.json(await charts.select(principal.userId, body.uuid)),
  );

  api.route(op.deactivateChart, async (c, { principal, body }) =>
    c.json(await charts.unselect(principal.userId, body.uuid)),
  );

  api.route(op.getChart, async (c, { principal, params }) => {
    c.header("Cache-Control", "no-store");
    return c.json({ chart: await charts.get(principal.userId, params.uuid) });
  });

  api.route(op.chartForecast, async (c, { principal, params, lang }) => {
    c.header("Cache-Control", "no-store");
    return c.json(await charts.forecast(principal.userId, params.uuid, lang));
  });

  api.route(op.deleteChart, async (c, { principal, params }) =>
    c.json(await charts.remove(principal.userId, params.uuid)),
  );
}
