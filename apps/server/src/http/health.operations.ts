/**
 * What an operator's probes and scraper call, declared once beside their routes (health.ts): liveness, readiness
 * and the metrics. The document's own operations and the search engines' files are in features/meta.
 */
import { HealthAnswerSchema, ReadinessAnswerSchema } from "@bazi/contracts";
import { operation } from "./operation.ts";

export const metrics = operation({
  method: "get",
  path: "/metrics",
  tag: "operations",
  summary: "Prometheus metrics of this instance (requests, jobs, reminders, payments, refusals)",
  caller: "metrics",
  answers: { 200: { other: { type: "text/plain", schema: { type: "string" } } } },
  errors: [
    [401, "UNAUTHORIZED: the token is wrong"],
    [404, "NOT_FOUND: METRICS_TOKEN is not set"],
  ],
});

export const healthz = operation({
  method: "get",
  path: "/healthz",
  tag: "operations",
  summary: "Liveness: the process answers and reaches its database",
  caller: "none",
  answers: {
    200: { json: HealthAnswerSchema },
    503: {
      json: HealthAnswerSchema,
      description: "Shutting down, or the database does not answer within 2 s",
    },
  },
});

export const readyz = operation({
  method: "get",
  path: "/readyz",
  tag: "operations",
  summary: "Readiness: the instance can write (its database, its data folder)",
  caller: "none",
  answers: {
    200: { json: ReadinessAnswerSchema },
    503: { json: ReadinessAnswerSchema, description: "Not ready: not writable, or shutting down" },
  },
});
