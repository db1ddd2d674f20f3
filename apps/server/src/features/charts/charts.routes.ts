/**
 * The chart calls of docs/product.md §7, same paths: GET /api/charts (list and the selected chart), POST
 * /api/charts/activate and /deactivate (select or unselect; uuid), DELETE /api/charts/{uuid}; plus POST
 * /api/charts (save a chart from the Bazi form) and GET /api/charts/{uuid}. Signed-in only; scoped to the owner.
 */
import { ChartCreateSchema, ChartUuidSchema } from "@bazi/contracts";
import { at } from "@bazi/i18n";
import type { Hono } from "hono";
import { z } from "zod";
import { AppError } from "../../errors.ts";
import { type AppEnv, parseBody } from "../../http/parse.ts";
import type { Auth } from "../accounts/auth.ts";
import type { ChartsService } from "./charts.service.ts";

const uuidParam = (raw: string): string => {
  if (!z.uuid().safeParse(raw).success) throw new AppError("NOT_FOUND");
  return raw;
};

export function chartsRoutes(app: Hono<AppEnv>, charts: ChartsService, auth: Auth): void {
  app.get("/api/charts", async (c) => {
    const p = await auth.require(c);
    c.header("Cache-Control", "no-store");
    return c.json(await charts.list(p.userId));
  });

  app.post("/api/charts", async (c) => {
    const p = await auth.require(c);
    const { body, lang } = await parseBody(c, ChartCreateSchema);
    const chart = await charts.create(p.userId, body, lang);
    return c.json({ chart, message: at(lang, "account.ok.chartSaved") }, 201);
  });

  app.post("/api/charts/activate", async (c) => {
    const p = await auth.require(c);
    const { body } = await parseBody(c, ChartUuidSchema);
    return c.json(await charts.select(p.userId, body.uuid));
  });

  app.post("/api/charts/deactivate", async (c) => {
    const p = await auth.require(c);
    const { body } = await parseBody(c, ChartUuidSchema);
    return c.json(await charts.unselect(p.userId, body.uuid));
  });

  app.get("/api/charts/:uuid", async (c) => {
    const p = await auth.require(c);
    c.header("Cache-Control", "no-store");
    return c.json({ chart: await charts.get(p.userId, uuidParam(c.req.param("uuid"))) });
  });

  app.delete("/api/charts/:uuid", async (c) => {
    const p = await auth.require(c);
    return c.json(await charts.remove(p.userId, uuidParam(c.req.param("uuid"))));
  });
}
