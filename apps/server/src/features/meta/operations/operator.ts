/** What an operator and search engines call: health, readiness, metrics, robots, the sitemap, this document. */
import { type Operation, ref } from "../openapi-build.ts";
import { html } from "./common.ts";

export const OPERATOR: Operation[] = [
  {
    method: "get",
    path: "/healthz",
    tag: "operations",
    summary: "Liveness: the process answers and reaches its database",
    answers: [
      { status: 200, schema: ref("HealthAnswer") },
      {
        status: 503,
        schema: ref("HealthAnswer"),
        description: "Shutting down, or the database does not answer within 2 s",
      },
    ],
  },
  {
    method: "get",
    path: "/readyz",
    tag: "operations",
    summary: "Readiness: the instance can write (its database, its data folder)",
    answers: [
      { status: 200, schema: ref("ReadinessAnswer") },
      {
        status: 503,
        schema: ref("ReadinessAnswer"),
        description: "Not ready: not writable, or shutting down",
      },
    ],
  },
  {
    method: "get",
    path: "/metrics",
    tag: "operations",
    summary: "Prometheus metrics of this instance (requests, jobs, reminders, payments, refusals)",
    auth: "metrics",
    answers: [{ status: 200, type: "text/plain", schema: { type: "string" } }],
    errors: [
      [401, "UNAUTHORIZED: the token is wrong"],
      [404, "NOT_FOUND: METRICS_TOKEN is not set"],
    ],
  },
  {
    method: "get",
    path: "/robots.txt",
    tag: "operations",
    summary: "For search engines",
    answers: [{ status: 200, type: "text/plain", schema: { type: "string" } }],
  },
  {
    method: "get",
    path: "/sitemap.xml",
    tag: "operations",
    summary: "The site's pages in both languages, for search engines",
    answers: [{ status: 200, type: "application/xml", schema: { type: "string" } }],
  },
  {
    method: "get",
    path: "/api/openapi.json",
    tag: "operations",
    summary: "This document",
    answers: [{ status: 200, schema: { type: "object" } }],
  },
  {
    method: "get",
    path: "/api/docs",
    tag: "operations",
    summary: "This document as a page",
    answers: [{ status: 200, type: "text/html", schema: html }],
  },
];
