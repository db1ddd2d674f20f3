/**
 * Operations' routes: /metrics (Prometheus text, only for a scraper with METRICS_TOKEN; 404 without one),
 * /healthz (liveness: the process answers and reaches its database; 503 while shutting down or with the database
 * gone) and /readyz
 * (readiness: the database and the data folder can be written, each probe given 2 s). Declared in
 * health.operations.ts.
 */
import { timingSafeEqual } from "node:crypto";
import type { Database } from "../db/client.ts";
import { probeFolder } from "../db/folder-lock.ts";
import { AppError } from "../errors.ts";
import type { Logger } from "../log.ts";
import type { createMetrics } from "../metrics.ts";
import * as op from "./health.operations.ts";
import type { Api } from "./operation.ts";

export interface HealthOptions {
  database: Database;
  metrics: ReturnType<typeof createMetrics>;
  metricsToken: string | undefined;
  /** False while shutting down. */
  ready?: () => boolean;
  dataDir: string;
  clockKind: string;
  log: Logger;
}

export function healthRoutes(api: Api, opts: HealthOptions): void {
  // Prometheus text for a scraper with the token (each instance its own; not to be routed through the proxy)
  const metricsToken = opts.metricsToken ? Buffer.from(`Bearer ${opts.metricsToken}`) : null;
  api.route(op.metrics, async (c) => {
    const presented = Buffer.from(c.req.header("authorization") ?? "");
    if (!metricsToken) throw new AppError("NOT_FOUND");
    if (presented.length !== metricsToken.length || !timingSafeEqual(presented, metricsToken))
      throw new AppError("UNAUTHORIZED");
    c.header("Cache-Control", "no-store");
    return c.body(await opts.metrics.text(), 200, { "content-type": opts.metrics.registry.contentType });
  });

  /** Whether `run` ends well within 2 s; a failure is logged (without personal data: there is none here). */
  const probe = async (what: string, run: () => Promise<unknown>): Promise<boolean> => {
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        run(),
        new Promise((_, reject) => {
          timer = setTimeout(() => reject(new Error("no answer within 2 s")), 2000);
        }),
      ]);
      return true;
    } catch (err) {
      opts.log.warn({ err, what }, "health: probe failed");
      return false;
    } finally {
      clearTimeout(timer);
    }
  };

  // liveness: the process answers and reaches its database (a database gone is a 503, as the probe expects)
  api.route(op.healthz, async (c) => {
    c.header("Cache-Control", "no-store");
    if (opts.ready && !opts.ready()) return c.json({ status: "shutting-down" }, 503);
    if (!(await probe("database", () => opts.database.ping())))
      return c.json({ status: "database-unreachable", database: opts.database.kind }, 503);
    return c.json({ status: "ok", database: opts.database.kind, clock: opts.clockKind });
  });
  // readiness: it can take traffic, that is, write (the database, and the data folder for uploads and mail)
  api.route(op.readyz, async (c) => {
    c.header("Cache-Control", "no-store");
    if (opts.ready && !opts.ready()) return c.json({ status: "shutting-down" }, 503);
    const writable = async (what: string, run: () => Promise<void>) =>
      (await probe(what, run)) ? "writable" : "not writable";
    const [database, dataDir] = await Promise.all([
      writable("database", () => opts.database.probeWrite()),
      opts.dataDir.startsWith("memory://")
        ? Promise.resolve("in memory")
        : writable("data folder", () => probeFolder(opts.dataDir)),
    ]);
    const ready = database === "writable" && dataDir !== "not writable";
    return c.json({ status: ready ? "ready" : "not-ready", database, dataDir }, ready ? 200 : 503);
  });
}
