/**
 * Builds the Hono app without listening, so tests call it in-process (app.request). One app serves the JSON
 * API (/api/*), the public calendar API (/calendar/*), health and docs, and hands every other GET to the
 * React Router SSR handler.
 */
import type { Services } from "@bazi/contracts";
import { type Context, Hono } from "hono";
import { etag } from "hono/etag";
import type { Database } from "./db/client.ts";
import type { Env } from "./env.ts";
import { AppError, problemOf } from "./errors.ts";
import { createAccountsRepo } from "./features/accounts/accounts.repo.ts";
import { accountsRoutes } from "./features/accounts/accounts.routes.ts";
import { createAccountsService } from "./features/accounts/accounts.service.ts";
import { createAuth } from "./features/accounts/auth.ts";
import { createTokenSigner } from "./features/accounts/tokens.ts";
import { baziRoutes } from "./features/bazi/bazi.routes.ts";
import { createBaziService } from "./features/bazi/bazi.service.ts";
import { cardRoutes } from "./features/bazi/card.routes.ts";
import { createChartMail } from "./features/bazi/chart-mail.ts";
import { createCardRenderer } from "./features/bazi/share-card.ts";
import { calendarRoutes } from "./features/calendar/calendar.routes.ts";
import { createCalendarService, GENERAL_DAYS_AHEAD } from "./features/calendar/calendar.service.ts";
import { eventsRoutes } from "./features/calendar/events.routes.ts";
import { monthImageRoutes } from "./features/calendar/month-image.routes.ts";
import { selectIcsRoutes, selectRoutes } from "./features/calendar/select.routes.ts";
import { createSelectService } from "./features/calendar/select.service.ts";
import { createChartsRepo } from "./features/charts/charts.repo.ts";
import { chartsRoutes } from "./features/charts/charts.routes.ts";
import { createChartsService } from "./features/charts/charts.service.ts";
import { createPersonalCalendar, wantsPersonal } from "./features/charts/personal-calendar.ts";
import { createContentRepo } from "./features/content/content.repo.ts";
import { contentBodyLimits, contentRoutes } from "./features/content/content.routes.ts";
import { type ContentService, createContentService } from "./features/content/content.service.ts";
import { locationRoutes } from "./features/location/location.routes.ts";
import { createLocationService, type Geocoder } from "./features/location/location.service.ts";
import * as meta from "./features/meta/meta.operations.ts";
import { docsPage, openApiDocument } from "./features/meta/openapi.ts";
import { robotsTxt, sitemapXml } from "./features/meta/seo.ts";
import { createPaymentsRepo } from "./features/payments/payments.repo.ts";
import { paymentsRoutes } from "./features/payments/payments.routes.ts";
import { createPaymentsService, type PaymentsService } from "./features/payments/payments.service.ts";
import type { PaymentSetup } from "./features/payments/providers.ts";
import { createRenewals, type Renewals } from "./features/payments/renewals.ts";
import { createReminderChannels, type ReminderChannels } from "./features/reminders/channels.ts";
import { digestRoutes } from "./features/reminders/digest.routes.ts";
import { pushRoutes } from "./features/reminders/push.routes.ts";
import { remindersRoutes } from "./features/reminders/reminders.routes.ts";
import type { AppEnv } from "./http/app-env.ts";
import { type BodyLimit, limitBodies } from "./http/body-limit.ts";
import { formRefusedPage, isPageForm } from "./http/form-refused.ts";
import { healthRoutes } from "./http/health.ts";
import { malformedAddresses } from "./http/malformed.ts";
import { createApi, declaredBodyLimits, RATE_LIMITED_PATHS } from "./http/operation.ts";
import { requestOrigin, siteOrigins } from "./http/origin.ts";
import {
  createRateLimiter,
  memoryBuckets,
  postgresBuckets,
  rateLimit,
  reportingRefusals,
} from "./http/rate-limit.ts";
import { requestContext } from "./http/request-context.ts";
import { responseHeaders } from "./http/response-headers.ts";
import { securityHeaders } from "./http/security.ts";
import { presentedToken, sameOrigin } from "./http/session.ts";
import type { Logger } from "./log.ts";
import { createMetrics } from "./metrics.ts";
import { type Clock, systemClock } from "./providers/clock.ts";
import type { Mailer } from "./providers/mail.ts";
import { createMailQueue, type MailQueue } from "./providers/mail-queue.ts";
import type { PushSender, VapidKeys } from "./providers/push.ts";
import type { Messenger } from "./providers/telegram.ts";
import { createServices } from "./services.ts";
import { pageRoutes, type WebHandler } from "./web/page-routes.ts";

export interface AppDeps {
  env: Env;
  log: Logger;
  clock: Clock;
  database: Database;
  geocoder: Geocoder;
  isQueryTooShort: (e: unknown) => boolean;
  /** The SSR handler; absent in API-only tests. */
  web?: WebHandler;
  /** Static files (the web build's client assets). */
  assets?: (req: Request) => Promise<Response | null>;
  /** False while shutting down: /healthz answers 503 so a load balancer drains us. */
  ready?: () => boolean;
  /** E-mail (recovery codes, notices). */
  mailer: Mailer;
  /** The key that signs session tokens and recovery-code HMACs (features/accounts/tokens.ts). */
  authKey: Uint8Array;
  /** Payment providers per currency (features/payments/providers.ts); none = payments unavailable. */
  payments?: PaymentSetup;
  /** The Telegram bot; null or absent = reminders show as unavailable. */
  messenger?: Messenger | null;
  /** Web Push (decision 025): the sender and the site's VAPID keys; absent = an in-memory outbox (tests). */
  push?: { sender: PushSender; vapid: VapidKeys };
  /** Where the FAQ form's images are kept (never served). */
  uploadsDir: string;
  /** The content files (default: the repository's content/). */
  contentDir?: string;
}

/** With the reminder channels (features/reminders/channels.ts): their services, jobs and the webhook's secret. */
export interface BuiltApp extends Omit<ReminderChannels, "feedOf"> {
  app: Hono<AppEnv>;
  services: Services;
  payments: PaymentsService;
  /** The autopay renewal job (boot starts it; tests run it by hand). */
  renewals: Renewals;
  content: ContentService;
  /** Mail sent after the answer (boot waits for it at shutdown; tests before reading the outbox). */
  mailQueue: MailQueue;
  /** The OpenAPI document of the app's declared operations, as /api/openapi.json serves it. */
  openApi: () => object;
}

export function buildApp(deps: AppDeps): BuiltApp {
  const { env, log, clock } = deps;
  const app = new Hono<AppEnv>();
  const mailQueue = createMailQueue(deps.mailer, log);
  // every instance on PostgreSQL takes from the same buckets; the embedded database has one process
  const metrics = createMetrics();
  const buckets = reportingRefusals(
    deps.database.kind === "postgres" ? postgresBuckets(deps.database.db, { log }) : memoryBuckets(),
    (limit) => metrics.rateLimited(limit),
  );
  const location = createLocationService(deps.geocoder, deps.isQueryTooShort);
  const calendar = createCalendarService({
    clock,
    cityById: async (id, lang) => location.byId(id, lang),
  });
  const bazi = createBaziService({ clock });
  const chartMail = createChartMail({ mail: mailQueue, clock, buckets });
  const content = createContentService({
    repo: createContentRepo(deps.database.db),
    clock,
    log,
    mailer: deps.mailer,
    uploadsDir: deps.uploadsDir,
    supportEmail: env.SUPPORT_EMAIL,
    buckets,
    ...(deps.contentDir ? { contentDir: deps.contentDir } : {}),
  });
  const accounts = createAccountsService({
    repo: createAccountsRepo(deps.database.db),
    clock,
    signer: createTokenSigner(deps.authKey),
    mailer: deps.mailer,
    log,
    codeKey: deps.authKey,
    mailQueue,
    buckets,
    // the account's files go after its rows, and its saved payment methods are forgotten at the providers (the
    // autopay rows go with the account, so nothing is charged after it)
    userFiles: async (userId) => {
      const files = await content.userFiles(userId);
      const methods = await payments.forgetAllOf(userId);
      return async () => {
        await files();
        await methods();
      };
    },
    // each feature exports its own tables (the services below are made by the time anyone asks)
    userData: async (userId) => ({
      ...(await charts.exportOf(userId)),
      ...(await payments.exportOf(userId)),
      ...(await reminders.exportOf(userId)),
      ...(await digest.exportOf(userId)),
      ...(await push.exportOf(userId)),
      ...(await content.exportOf(userId)),
    }),
  });
  const auth = createAuth(accounts);
  // every operation is declared once and registered through this (http/operation.ts, decision 034)
  const api = createApi(app, auth);
  const charts = createChartsService({ repo: createChartsRepo(deps.database.db), clock, bazi });
  const personalCalendar = createPersonalCalendar();
  const selection = createSelectService(calendar, { natal: (chart) => personalCalendar.natal(chart) });
  // SITE_URL_* when set; else a link made for a request goes back to where it came (http/origin.ts), others to
  // the default (jobs have no request: renewal e-mails, reminders; nor do the cached pages' canonical links)
  const origins = siteOrigins(env);
  const siteOrigin = (lang: "ru" | "en") => origins.of(lang);
  const paymentsRepo = createPaymentsRepo(deps.database.db);
  const paymentSetup = deps.payments ?? { providers: {}, sandbox: null, checkoutOrigins: [] };
  const payments = createPaymentsService({
    repo: paymentsRepo,
    charts,
    clock,
    log,
    providers: paymentSetup.providers,
    origin: origins.of,
    metrics,
    recordConsent: (userId, lang, ip) => accounts.recordConsent(userId, lang, ip),
    contactOf: (userId) => accounts.contactOf(userId),
  });
  const messenger = deps.messenger ?? null;
  // Telegram, the e-mail digest and Web Push: each tells the chart's day at the user's place
  const { feedOf, ...channels } = createReminderChannels({
    env,
    db: deps.database.db,
    log,
    clock,
    metrics,
    mailer: deps.mailer,
    authKey: deps.authKey,
    messenger,
    push: deps.push,
    origins,
    charts,
    calendar,
    personalCalendar,
    accounts,
  });
  const { reminders, digest, push } = channels;
  const renewals = createRenewals({
    repo: paymentsRepo,
    payments,
    clock,
    mailer: deps.mailer,
    log,
    origin: siteOrigin,
    metrics,
    contactOf: (userId) => accounts.contactOf(userId),
  });
  // Request rates are real time: a fixed demo clock (APP_CLOCK_NOW) must not stop the buckets from refilling.
  const limiter = createRateLimiter({
    name: "public",
    perMinute: env.RATE_LIMIT_PER_MINUTE,
    burst: env.RATE_LIMIT_BURST,
    clock: systemClock,
    store: buckets,
  });

  const services = createServices({
    env,
    accounts,
    charts,
    personalCalendar,
    calendar,
    selection,
    location,
    bazi,
    chartMail,
    payments,
    reminders,
    reminderChannels: channels.delivered,
    content,
    siteOrigin,
  });

  app.use(responseHeaders());
  app.use(requestContext({ proxies: env.TRUST_PROXY, metrics, log }));
  const security = {
    dev: env.NODE_ENV === "development",
    metrica: Boolean(env.METRICA_ID),
    formAction: paymentSetup.checkoutOrigins,
  };
  app.use(securityHeaders(security));
  // a path that cannot be decoded (`/%ff`) goes no further: 400, a page for a page (http/malformed.ts)
  app.use(malformedAddresses());

  // one body limit for every route: the default, or the one a feature declares for its paths (http/body-limit.ts)
  // (the declared operations' limits are read when the first request comes, after every route is registered)
  const bodyLimits: BodyLimit[] = [];
  app.use(limitBodies(env.BODY_LIMIT_BYTES, bodyLimits));
  // Public endpoints: per-address rate limits; state changes must come from our own pages.
  // Payment notifications are limited like any public call: a provider sends a handful per payment.
  const limited = rateLimit(limiter, (retryAfter) => {
    throw new AppError("RATE_LIMITED", { headers: { "Retry-After": String(retryAfter) } });
  });
  for (const prefix of RATE_LIMITED_PATHS) app.use(`${prefix}*`, limited);
  app.use("/api/*", async (c, next) => {
    if (
      c.req.method !== "GET" &&
      c.req.method !== "HEAD" &&
      c.req.header("sec-fetch-site") === "cross-site"
    ) {
      throw new AppError("CROSS_SITE_REQUEST");
    }
    await next();
  });

  healthRoutes(api, {
    database: deps.database,
    metrics,
    metricsToken: env.METRICS_TOKEN,
    ...(deps.ready ? { ready: deps.ready } : {}),
    dataDir: env.DATA_DIR,
    clockKind: clock.kind,
    log,
  });
  const origin = siteOrigin("ru");
  api.route(meta.robotsTxt, (c) => c.text(robotsTxt(services.site.origin("ru"))));
  api.route(meta.sitemapXml, async (c) => {
    const place = location.defaultPlace("ru");
    const xml = sitemapXml({
      origin: { ru: services.site.origin("ru"), en: services.site.origin("en") },
      today: calendar.today(place.tz),
      daysAhead: GENERAL_DAYS_AHEAD,
      localized: await content.localizedPaths(),
    });
    return c.body(xml, 200, { "content-type": "application/xml; charset=utf-8" });
  });
  let doc: object | undefined;
  const document = () => (doc ??= openApiDocument(origin, api.operations, env.BODY_LIMIT_BYTES));
  api.route(meta.openApiJson, (c) => c.json(document()));
  api.route(meta.apiDocs, (c) => c.html(docsPage(document())));

  // the day's answer is the same for everyone who asks: an ETag, and 304 for a client that has it (decision 035)
  app.use("/api/calendar/day", etag());
  // The signed-in caller's charts for the calendar's read-only calls, or null for a visitor (who, with no token,
  // costs nothing). A session cookie sent from another site (or by a client that says nothing of where it is) is
  // not an error, it just does not count (a bearer token is never sent by a browser on its own).
  const callersCharts = async (c: Context<AppEnv>) => {
    const presented = presentedToken(c.req.raw);
    if (!presented || (presented.via === "cookie" && !sameOrigin(c.req.raw))) return null;
    const principal = await accounts.authenticate(presented.token);
    return principal ? await charts.list(principal.userId) : null;
  };
  calendarRoutes(api, calendar, async (c, payload, laterDates) => {
    // who asks matters only for later dates or the personal layer
    const viewer = laterDates || wantsPersonal(payload) ? await callersCharts(c) : null;
    return personalCalendar.apiAccess(viewer && { charts: viewer.list, active: viewer.active }, payload);
  });
  // saved charts count only for their owner
  selectRoutes(api, calendar, selection, async (c) => (await callersCharts(c))?.list ?? null);
  eventsRoutes(api, calendar);
  selectIcsRoutes(api, {
    originOf: (lang, c) => origins.of(lang, requestOrigin(c.req.raw, c.get("viaProxy"))),
    nowMs: () => clock.now(),
  });
  contentRoutes(api, content);
  locationRoutes(api, location);
  accountsRoutes(api, accounts);
  chartsRoutes(api, charts);
  baziRoutes(api, bazi, charts);
  // the share card of a calculator link (an Open Graph image): public, limited like the API
  cardRoutes(api, bazi, createCardRenderer(), limited);
  // the month as an image to download (A4 PNG): public, or the caller's own with a Personal Calendar's chartId
  monthImageRoutes(api, { calendar, location, personalCalendar, callersCharts, origins }, limited);
  paymentsRoutes(api, payments, paymentSetup.sandbox, {
    stylesheet: async () => (await deps.web?.stylesheet?.()) ?? null,
  });
  remindersRoutes(api, reminders, {
    messenger,
    webhookSecret: channels.telegramSecret,
    log,
    feedOf,
  });

  digestRoutes(api, digest, limited);
  pushRoutes(api, push);

  bodyLimits.push(...declaredBodyLimits(api.operations), ...contentBodyLimits);
  for (const prefix of ["/api/*", "/calendar/*"])
    app.all(prefix, () => {
      throw new AppError("NOT_FOUND");
    });

  pageRoutes(app, {
    web: deps.web,
    assets: deps.assets,
    security,
    accounts,
    charts,
    auth,
  });
  app.all("*", () => {
    throw new AppError("METHOD_NOT_ALLOWED");
  });

  app.onError((err, c) => {
    const lang = c.get("lang") ?? "ru";
    const requestId = c.get("requestId");
    if (err instanceof AppError) {
      const problem = problemOf(err, lang, requestId);
      // a page's form sent without the page's script (a browser's own POST): a page, naming the field, back to it
      const res = isPageForm(c.req.raw, c.req.path)
        ? c.html(formRefusedPage(lang, problem, c.req.path), err.status as 400)
        : c.json(problem, err.status as 400, { "Content-Type": "application/problem+json" });
      for (const [k, v] of Object.entries(err.headers)) res.headers.set(k, v);
      return res;
    }
    log.error({ err, requestId }, "unhandled error");
    const internal = new AppError("INTERNAL");
    return c.json(problemOf(internal, lang, requestId), 500, { "Content-Type": "application/problem+json" });
  });

  return {
    app,
    services,
    payments,
    renewals,
    ...channels,
    content,
    mailQueue,
    openApi: document,
  };
}
