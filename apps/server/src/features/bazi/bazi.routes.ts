/**
 * The Bazi calls: POST /api/bazi/compare, the compatibility of two births. A side given as `chart` (a uuid) is
 * one of the signed-in user's saved charts, read through the charts service (anyone else's, or a visitor's
 * request, gets "not found" / "sign in" as for the chart calls); a typed birth needs no account.
 */
import { baziInputOfChart, baziInputOfSide, CompareBodySchema, type CompareSide } from "@bazi/contracts";
import type { Hono } from "hono";
import { AppError } from "../../errors.ts";
import { type AppEnv, parseBody } from "../../http/parse.ts";
import type { Auth } from "../accounts/auth.ts";
import type { ChartsService } from "../charts/charts.service.ts";
import type { BaziService } from "./bazi.service.ts";

export function baziRoutes(app: Hono<AppEnv>, bazi: BaziService, charts: ChartsService, auth: Auth): void {
  app.post("/api/bazi/compare", async (c) => {
    const { body, lang } = await parseBody(c, CompareBodySchema);
    const usesCharts = body.first.chart !== undefined || body.second.chart !== undefined;
    const userId = usesCharts ? (await auth.require(c)).userId : null;
    const inputOf = async (side: CompareSide) =>
      side.chart !== undefined
        ? baziInputOfChart(await charts.get(userId!, side.chart))
        : baziInputOfSide(side);
    const r = bazi.compare(await inputOf(body.first), await inputOf(body.second), body.kind, lang);
    if (!r.ok) throw new AppError("VALIDATION_FAILED", { fields: r.errors });
    // birth data is personal: never kept by a cache
    c.header("Cache-Control", "no-store");
    return c.json({ compatibility: r.compatibility });
  });
}
