/**
 * The OpenAPI 3.1 document of the whole API, generated from the zod schemas of contracts (requests and answers)
 * and of the engine (the day, the chart), and a readable docs page that renders it without any external script.
 * The calendar's calls are in openapi-calendar.ts, every other route in openapi-operations.ts; a test fails when
 * a route of the app is missing here or answers outside its schema (test/openapi-coverage.test.ts).
 */
import { ChartSchema, CompatibilitySchema } from "@bazi/almanac";
import * as contracts from "@bazi/contracts";
import { z } from "zod";
import type { Operation } from "../../http/operation.ts";
import { jsonSchema, pathsOf, SECURITY_SCHEMES } from "./openapi-build.ts";
import { CALENDAR_PATHS, CALENDAR_SCHEMAS } from "./openapi-calendar.ts";
import { generatedPaths } from "./openapi-generate.ts";
import { OPERATIONS } from "./openapi-operations.ts";

/** Request bodies (validated as sent: numbers may come as numeric strings). */
const REQUESTS: Record<string, z.ZodType> = {
  SignIn: contracts.SignInSchema,
  SignUp: contracts.SignUpSchema,
  TokenVerify: contracts.TokenVerifySchema,
  DeleteAccount: contracts.DeleteAccountSchema,
  LocationBody: contracts.LocationBodySchema,
  ChangePassword: contracts.ChangePasswordSchema,
  RecoveryCode: contracts.RecoveryCodeSchema,
  RecoveryCheck: contracts.RecoveryCheckSchema,
  RecoveryPassword: contracts.RecoveryPasswordSchema,
  ChartCreate: contracts.ChartCreateSchema,
  ChartUuid: contracts.ChartUuidSchema,
  CompareBody: contracts.CompareBodySchema,
  MessengerSettings: contracts.MessengerSettingsSchema,
  EmailDigestSettings: contracts.EmailDigestSettingsSchema,
  PushSettings: contracts.PushSettingsSchema,
  PushSubscription: contracts.PushSubscriptionSchema,
  PushEndpoint: contracts.PushEndpointSchema,
  Checkout: contracts.CheckoutSchema,
  KassaReturn: contracts.KassaReturnSchema,
  AutopayOn: contracts.AutopayOnSchema,
  ArticlesQuery: contracts.ArticlesQuerySchema,
  LocationSearch: contracts.LocationSearchSchema,
  Ask: contracts.AskSchema,
};

/** Answers. */
const ANSWERS: Record<string, z.ZodType> = {
  Problem: contracts.ProblemSchema,
  MessageAnswer: contracts.MessageAnswerSchema,
  SignedInAnswer: contracts.SignedInAnswerSchema,
  TokenValidityAnswer: contracts.TokenValidityAnswerSchema,
  MeAnswer: contracts.MeAnswerSchema,
  LocationSavedAnswer: contracts.LocationSavedAnswerSchema,
  PasswordChangedAnswer: contracts.PasswordChangedAnswerSchema,
  ExportAnswer: contracts.ExportAnswerSchema,
  ChartListAnswer: contracts.ChartListAnswerSchema,
  ChartAnswer: contracts.ChartAnswerSchema,
  ChartSavedAnswer: contracts.ChartSavedAnswerSchema,
  ActiveChartAnswer: contracts.ActiveChartAnswerSchema,
  FeedLinkAnswer: contracts.FeedLinkAnswerSchema,
  ProductsAnswer: contracts.ProductsAnswerSchema,
  CheckoutAnswer: contracts.CheckoutAnswerSchema,
  AutopayOnAnswer: contracts.AutopayOnAnswerSchema,
  PaymentsAnswer: contracts.PaymentsAnswerSchema,
  KassaState: contracts.KassaStateSchema,
  NotificationAnswer: contracts.NotificationAnswerSchema,
  MessengerAnswer: contracts.MessengerAnswerSchema,
  MessengerSavedAnswer: contracts.MessengerSavedAnswerSchema,
  EmailDigestAnswer: contracts.EmailDigestAnswerSchema,
  EmailDigestSavedAnswer: contracts.EmailDigestSavedAnswerSchema,
  PushAnswer: contracts.PushAnswerSchema,
  PushSavedAnswer: contracts.PushSavedAnswerSchema,
  PushTestAnswer: contracts.PushTestAnswerSchema,
  ConnectLinkAnswer: contracts.ConnectLinkAnswerSchema,
  WebhookAnswer: contracts.WebhookAnswerSchema,
  ArticlesAnswer: contracts.ArticlesAnswerSchema,
  ArticleAnswer: contracts.ArticleAnswerSchema,
  SectionsAnswer: contracts.SectionsAnswerSchema,
  SectionAnswer: contracts.SectionAnswerSchema,
  FaqAnswer: contracts.FaqAnswerSchema,
  CitiesAnswer: contracts.CitiesAnswerSchema,
  HealthAnswer: contracts.HealthAnswerSchema,
  ReadinessAnswer: contracts.ReadinessAnswerSchema,
  // the engine's chart, as `bazi chart --json` prints it (the /bazi page's data)
  Chart: ChartSchema,
  CompareAnswer: z.object({ compatibility: CompatibilitySchema }),
};

const convert = (schemas: Record<string, z.ZodType>, io: "input" | "output") =>
  Object.fromEntries(Object.entries(schemas).map(([name, s]) => [name, jsonSchema(s, io)]));

/**
 * The document: the declared operations' paths (generated), and the hand-written paths of the operations not
 * declared yet (decision 034, migration step 2). An operation in both is an error.
 */
export function openApiDocument(
  serverUrl: string,
  operations: readonly Operation[],
  defaultBodyLimit: number,
): object {
  const generated = generatedPaths(operations, {
    defaultBodyLimit,
    extraNames: { Chart: ChartSchema },
  });
  const written = { ...CALENDAR_PATHS, ...pathsOf(OPERATIONS) } as Record<string, Record<string, object>>;
  for (const [path, methods] of Object.entries(generated.paths))
    for (const method of Object.keys(methods))
      if (written[path]?.[method])
        throw new Error(`${method.toUpperCase()} ${path} is both declared and written by hand`);
  const paths: Record<string, Record<string, object>> = { ...written };
  for (const [path, methods] of Object.entries(generated.paths)) paths[path] = { ...paths[path], ...methods };
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
    paths,
    components: {
      securitySchemes: SECURITY_SCHEMES,
      schemas: {
        ...CALENDAR_SCHEMAS,
        ...convert(REQUESTS, "input"),
        ...convert(ANSWERS, "output"),
        ...generated.schemas,
      },
    },
  };
}

const esc = (s: string) =>
  s.replace(/[&<>"]/g, (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[ch]!);

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
