/**
 * The OpenAPI 3.1 document of the whole API, generated from the operations the app declares (decision 034) with
 * the zod schemas of contracts and of the engine (the day, the chart), and a readable docs page that renders it
 * without any external script. Tests: every registered route is a declared operation and every answer a server
 * test receives conforms (test/openapi-coverage.test.ts, test/harness.ts); requests generated from the document
 * alone get documented answers (test/contract-fuzz.test.ts).
 */
import { ChartSchema, DaySchema, SelectSchema, YearEventsSchema } from "@bazi/almanac";
import { escapeMarkup as esc } from "../../http/escape.ts";
import type { Operation } from "../../http/operation.ts";
import { CompareAnswerSchema } from "../bazi/bazi.operations.ts";
import { PredictAnswerSchema } from "../calendar/calendar.operations.ts";
import { generatedPaths, SECURITY_SCHEMES } from "./openapi-generate.ts";

/** The document of the app's declared operations (http/operation.ts), generated (openapi-generate.ts). */
export function openApiDocument(
  serverUrl: string,
  operations: readonly Operation[],
  defaultBodyLimit: number,
): object {
  const generated = generatedPaths(operations, {
    defaultBodyLimit,
    extraNames: {
      Chart: ChartSchema,
      CompareAnswer: CompareAnswerSchema,
      // the engine's answers to the calendar calls
      Day: DaySchema,
      PredictAnswer: PredictAnswerSchema,
      SelectAnswer: SelectSchema,
      YearEvents: YearEventsSchema,
    },
  });
  return {
    openapi: "3.1.0",
    info: {
      title: "Bazi Calendar API",
      version: "1.0.0",
      description:
        "The site's whole API. General day data is served for past dates and up to 30 days ahead of today in the place's zone. A signed-in user (Authorization: Bearer <token> from /api/token/auth, or the session cookie) with a paid chart may ask for any date, and with `state: true` (the selected chart) or `birth` (one of their paid charts' birth data) gets the chart's personal layer. Bodies accept numbers as JSON numbers or numeric strings. Answers follow the request's language (`lang` in the body or the query, else Accept-Language). Errors are application/problem+json (RFC 9457) with a machine-readable `code`. State changes made with the session cookie must come from the site itself; calls with a Bearer token may come from anywhere.",
    },
    servers: [{ url: serverUrl }],
    tags: [
      { name: "calendar", description: "The day, its hours, the month's best days" },
      { name: "accounts", description: "Sign-up, sign-in, the password, the user's data" },
      { name: "charts", description: "The user's birth charts and their calendar feeds" },
      { name: "bazi", description: "Bazi readings: the compatibility of two charts" },
      { name: "reminders", description: "Telegram reminders and the e-mail digest" },
      { name: "payments", description: "Tariffs, checkout, the providers' notifications" },
      { name: "content", description: "Articles, the FAQ, places" },
      { name: "operations", description: "For an operator and for search engines" },
    ],
    paths: generated.paths,
    components: { securitySchemes: SECURITY_SCHEMES, schemas: generated.schemas },
  };
}

/** A readable page listing every operation with its request and response schemas. */
export function docsPage(doc: ReturnType<typeof openApiDocument>): string {
  const d = doc as {
    info: { title: string; description: string };
    paths: Record<string, Record<string, { summary: string }>>;
  };
  const ops = Object.entries(d.paths)
    .flatMap(([path, methods]) =>
      Object.entries(methods).map(
        ([m, op]) =>
          `<section><h2><code>${m.toUpperCase()} ${esc(path)}</code></h2><p>${esc(op.summary)}</p></section>`,
      ),
    )
    .join("\n");
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${esc(d.info.title)}</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:52rem;margin:2rem auto;padding:0 1rem;color:#1c1917}code{background:#f5f5f4;padding:.1rem .3rem;border-radius:.25rem}section{border-top:1px solid #e7e5e4;padding:.5rem 0}pre{background:#f5f5f4;padding:1rem;overflow:auto;font-size:13px}</style>
</head><body><h1>${esc(d.info.title)}</h1><p>${esc(d.info.description)}</p>
<p>Machine-readable: <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI 3.1).</p>
${ops}
<h2>Schemas</h2><pre>${esc(JSON.stringify((doc as { components: unknown }).components, null, 2))}</pre>
</body></html>`;
}
