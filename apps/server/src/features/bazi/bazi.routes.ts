/**
 * The Bazi calls: POST /api/bazi/compare, the compatibility of two births. A side given as `chart` (a uuid) is
 * one of the signed-in user's saved charts, read through the charts service (anyone else's, or a visitor's
 * request, gets "not found" / "sign in" as for the chart calls); a typed birth needs no account. Declared in
 * bazi.operations.ts.
 */
import { baziInputOfChart, baziInputOfSide, type CompareSide } from "@bazi/contracts";
import { AppError } from "../../errors.ts";
import type { Api } from "../../http/operation.ts";
import type { ChartsService } from "../charts/charts.service.ts";
import * as op from "./bazi.operations.ts";
import type { BaziService } from "./bazi.service.ts";

export function baziRoutes(api: Api, bazi: BaziService, charts: ChartsService): void {
  api.route(op.compare, async (c, { body, lang, principal }) => {
    const usesCharts = body.first.chart !== undefined || body.second.chart !== undefined;
    if (usesCharts && !principal)
      throw new AppError("UNAUTHORIZED", { headers: { "WWW-Authenticate": "Bearer" } });
    const inputOf = async (side: CompareSide) =>
      side.chart !== undefined
        ? baziInputOfChart(await charts.get(principal!.userId, side.chart))
        : baziInputOfSide(side);
    const r = bazi.compare(await inputOf(body.first), await inputOf(body.second), body.kind, lang);
    if (!r.ok) throw new AppError("VALIDATION_FAILED", { fields: r.errors });
    // birth data is personal: never kept by a cache
    c.header("Cache-Control", "no-store");
    return c.json({ compatibility: r.compatibility });
  });
}
