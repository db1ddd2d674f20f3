/**
 * Builds the Hono app without listening, so tests call it in-process (app.request). One app serves the JSON
 * API (/api/*), the public calendar API (/calendar/*), health and docs, and hands every other GET to the
 * React Router SSR handler.
 */
import { createHmac, randomUUID, timingSafeEqual } from "node:crypto";
import { type ChartView, SelectBodySchema, type Services, type SessionInfo } from "@bazi/contracts";
import { type Context, Hono, type MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { matchedRoutes } from "hono/route";
import type { Database } from "./db/client.ts";
import { probeFolder } from "./db/folder-lock.ts";
import type { Env } from "./env.ts";
import { AppError, problemOf, validationError } from "./errors.ts";
import { createAccountsPages, loadViewer } from "./features/accounts/accounts.pages.ts";
import { createAccountsRepo } from "./features/accounts/accounts.repo.ts";
import { accountsRoutes } from "./features/accounts/accounts.routes.ts";
import { createAccountsService } from "./features/accounts/accounts.service.ts";
import { createAuth } from "./features/accounts/auth.ts";
import { createTokenSigner } from "./features/accounts/tokens.ts";
import { baziRoutes } from "./features/bazi/bazi.routes.ts";
import { createBaziService } from "./features/bazi/bazi.service.ts";
import { cardRoutes } from "./features/bazi/card.routes.ts";
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
import { createContentPages } from "./features/content/content.pages.ts";
import { createContentRepo } from "./features/content/content.repo.ts";
import { contentRoutes } from "./features/content/content.routes.ts";
import { type ContentService, createContentService } from "./features/content/content.service.ts";
import { MAX_IMAGE_BYTES } from "./features/content/image.ts";
import { locationRoutes } from "./features/location/location.routes.ts";
import { createLocationService, type Geocoder } from "./features/location/location.service.ts";
import { docsPage, openApiDocument } from "./features/meta/openapi.ts";
import { robotsTxt, sitemapXml } from "./features/meta/seo.ts";
import { createPaymentsPages } from "./features/payments/payments.pages.ts";
import { createPaymentsRepo } from "./features/payments/payments.repo.ts";
import { paymentsRoutes } from "./features/payments/payments.routes.ts";
import { createPaymentsService, type PaymentsService } from "./features/payments/payments.service.ts";
import type { PaymentSetup } from "./features/payments/providers.ts";
import { createRenewals, type Renewals } from "./features/payments/renewals.ts";
import { chartFeed } from "./features/reminders/feed.ts";
import { createReminderJob, type ReminderJob } from "./features/reminders/reminder-job.ts";
import { createRemindersPages } from "./features/reminders/reminders.pages.ts";
import { createRemindersRepo } from "./features/reminders/reminders.repo.ts";
import { remindersRoutes } from "./features/reminders/reminders.routes.ts";
import { createRemindersService, type RemindersService } from "./features/reminders/reminders.service.ts";
import { type AnswerCache, createAnswerCache } from "./http/answer-cache.ts";
import { acceptsGzip } from "./http/encoding.ts";
import { answerFixedPage } from "./http/fixed-page.ts";
import { localeRedirect, requestLang } from "./http/lang.ts";
import { malformedAddressPage, readablePath } from "./http/malformed.ts";
import { requestOrigin, siteOrigins } from "./http/origin.ts";
import type { AppEnv } from "./http/parse.ts";
import {
  addressKey,
  clientIp,
  createRateLimiter,
  memoryBuckets,
  postgresBuckets,
  rateLimit,
  reportingRefusals,
} from "./http/rate-limit.ts";
import { commonHeaders, isComplete, responseHeaders } from "./http/response-headers.ts";
import { newNonce, pageCsp, securityHeaders } from "./http/security.ts";
import { clearedSessionCookies, isHttps, presentedToken, sameOrigin } from "./http/session.ts";
import type { Logger } from "./log.ts";
import { createMetrics } from "./metrics.ts";
import { type Clock, systemClock } from "./providers/clock.ts";
import type { Mailer } from "./providers/mail.ts";
import { createMailQueue, type MailQueue } from "./providers/mail-queue.ts";
import type { Messenger } from "./providers/telegram.ts";
import type { FixedPage } from "./web/page-cache.ts";

/** Pages rendered for one request (HTML) gzipped for clients that accept it, as they are sent. */
function gzipHtml(req: Request, res: Response): Response {
  if (
    isComplete(res) ||
    !res.body ||
    res.headers.has("content-encoding") ||
    !(res.headers.get("content-type") ?? "").startsWith("text/html") ||
    !acceptsGzip(req.headers.get("accept-encoding"))
  ) {
    return res;
  }
  const headers = new Headers(res.headers);
  headers.set("Content-Encoding", "gzip");
  headers.delete("Content-Length");
  headers.append("Vary", "Accept-Encoding");
  return new Response(res.body.pipeThrough(new CompressionStream("gzip")), { status: res.status, headers });
}

export interface WebHandler {
  /** Renders a page for this request, its scripts carrying `nonce`. */
  handle(req: Request, nonce: string, session?: SessionInfo): Promise<Response>;
  /** A visitor's page (no cookies, no credentials) as a fixed answer (web/page-cache.ts); production only. */
  anonymous?(req: Request): Promise<FixedPage>;
}

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
  /** Where the FAQ form's images are kept (never served). */
  uploadsDir: string;
  /** The content files (default: the repository's content/). */
  contentDir?: string;
}

export interface BuiltApp {
  app: Hono<AppEnv>;
  services: Services;
  payments: PaymentsService;
  /** The autopay renewal job (boot starts it; tests run it by hand). */
  renewals: Renewals;
  reminders: RemindersService;
  /** The daily reminders job (boot starts it; tests run it by hand). */
  reminderJob: ReminderJob;
  /** The webhook's secret token (boot gives it to setWebhook). */
  telegramSecret: string;
  content: ContentService;
  /** Repeat answers served before Hono: boot puts `answers.serve` in front of the app's listener. */
  answers: AnswerCache;
  /** Mail sent after the answer (boot waits for it at shutdown; tests before reading the outbox). */
  mailQueue: MailQueue;
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
  const requestLogs = log.isLevelEnabled("info");
  const bazi = createBaziService({ clock });
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
    userFiles: (userId) => content.userFiles(userId),
  });
  const auth = createAuth(accounts);
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
    mailer: deps.mailer,
    log,
    providers: paymentSetup.providers,
    origin: origins.of,
    metrics,
    recordConsent: (userId, lang, ip) => accounts.recordConsent(userId, lang, ip),
  });
  const messenger = deps.messenger ?? null;
  const remindersRepo = createRemindersRepo(deps.database.db);
  const reminders = createRemindersService({
    repo: remindersRepo,
    charts,
    clock,
    log,
    messenger,
    key: deps.authKey,
    origin: origins.of,
  });
  const dayPath = (date: string, lang: "ru" | "en") =>
    `${siteOrigin(lang)}${lang === "en" ? "/en" : ""}/${date.replaceAll("-", "/")}`;
  const placeOf = (c: ChartView) => ({ lat: c.latitude, lng: c.longitude, tz: c.timeZone, name: c.city });
  const reminderJob = createReminderJob({
    repo: remindersRepo,
    reminders,
    messenger,
    clock,
    log,
    chartOf: async (userId, chartId) => {
      const { list } = await charts.list(userId);
      const chart = list.find((c) => c.uuid === chartId);
      if (!chart) return null;
      const user = await remindersRepo.userEmail(userId);
      return { chart, lang: user?.locale === "en" ? "en" : "ru" };
    },
    dayOf: (chart, date, lang) => {
      const [year, month, day] = date.split("-").map(Number) as [number, number, number];
      return calendar.day({ year, month, day }, placeOf(chart), lang, personalCalendar.natal(chart));
    },
    dayUrl: dayPath,
    ratePerSecond: env.TELEGRAM_RATE_PER_SECOND,
    metrics,
  });
  const telegramSecret =
    env.TELEGRAM_WEBHOOK_SECRET ??
    createHmac("sha256", deps.authKey).update("telegram-webhook").digest("base64url");
  const renewals = createRenewals({
    repo: paymentsRepo,
    payments,
    clock,
    mailer: deps.mailer,
    log,
    origin: siteOrigin,
    metrics,
  });
  // Request rates are real time: a fixed demo clock (APP_CLOCK_NOW) must not stop the buckets from refilling.
  const limiter = createRateLimiter({
    name: "public",
    perMinute: env.RATE_LIMIT_PER_MINUTE,
    burst: env.RATE_LIMIT_BURST,
    clock: systemClock,
    store: buckets,
  });

  const answers = createAnswerCache({
    ttlMs: 5000,
    take: (ip) => limiter.take(addressKey(ip)),
    clientIp: (forwardedFor, remote) => clientIp(forwardedFor, remote, env.TRUST_PROXY ?? false),
    logRequest: (line) => {
      metrics.request(line.method, "repeat", line.status, line.ms / 1000);
      if (requestLogs) log.info(line, "request");
    },
  });

  const services: Services = {
    accounts: createAccountsPages(accounts, charts),
    calendar: {
      personal: (session) => personalCalendar.of(session.viewer),
      today: (tz) => calendar.today(tz),
      day: ({ year, month, day, place, lang, personal }) =>
        calendar.day({ year, month, day }, place, lang, personal?.natal),
      lastPublic: (tz) => calendar.lastPublic(tz),
      month: ({ year, month, place, personal }) => calendar.month({ year, month }, place, personal?.natal),
      year: ({ year, place, personal }) => calendar.year(year, place, personal?.natal),
      events: ({ year, place, lang }) => calendar.yearEvents(year, place, lang),
    },
    location: {
      defaultPlace: (lang) => location.defaultPlace(lang),
      search: (q, lang) => location.search(q, lang),
      place: async (cityId, lang) => {
        const c = await location.byId(cityId, lang);
        return c ? { lat: c.latitude, lng: c.longitude, tz: c.timeZone, name: c.address } : null;
      },
    },
    bazi: {
      chart: (input, lang) => bazi.chart(input, lang),
      compare: (first, second, kind, lang) => bazi.compare(first, second, kind, lang),
    },
    predict: {
      options: (lang) => calendar.predictMeta(lang),
      month: (input, lang) => {
        try {
          return {
            ok: true,
            result: calendar.predictMonth(input, input.place, lang, input.personal?.natal),
          };
        } catch (e) {
          if (e instanceof AppError && e.code === "PERSONAL_CALENDAR_REQUIRED")
            return { ok: false, locked: true };
          if (e instanceof AppError && e.code === "VALIDATION_FAILED")
            return { ok: false, locked: false, errors: e.fields };
          throw e;
        }
      },
      select: (session, input, place, lang) => {
        const parsed = SelectBodySchema.safeParse(input);
        if (!parsed.success)
          return { ok: false, locked: false, errors: validationError(parsed.error.issues, lang).fields };
        try {
          const charts = session.viewer?.charts ?? null;
          return { ok: true, result: selection.select(parsed.data, place, charts, lang) };
        } catch (e) {
          if (e instanceof AppError && e.code === "PERSONAL_CALENDAR_REQUIRED")
            return { ok: false, locked: true, lastPublic: calendar.lastPublic(place.tz) };
          if (e instanceof AppError && e.code === "VALIDATION_FAILED")
            return { ok: false, locked: false, errors: e.fields };
          throw e;
        }
      },
    },
    payments: createPaymentsPages(payments),
    reminders: createRemindersPages(reminders),
    content: createContentPages(content),
    site: {
      origin: siteOrigin,
      analyticsId: () => env.METRICA_ID ?? null,
      seller: () =>
        env.SELLER_NAME && env.SELLER_INN && env.SELLER_OGRN && env.SELLER_ADDRESS
          ? {
              name: env.SELLER_NAME,
              inn: env.SELLER_INN,
              ogrn: env.SELLER_OGRN,
              address: env.SELLER_ADDRESS,
              email: env.SUPPORT_EMAIL,
            }
          : null,
    },
  };

  app.use(responseHeaders());
  app.use(async (c, next) => {
    const requestId = c.req.header("x-request-id")?.slice(0, 64) || randomUUID();
    c.set("requestId", requestId);
    commonHeaders(c)["x-request-id"] = requestId;
    c.set("lang", requestLang(c.req.raw));
    const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming;
    c.set(
      "clientIp",
      clientIp(c.req.header("x-forwarded-for"), incoming?.socket?.remoteAddress, env.TRUST_PROXY ?? false),
    );
    const start = performance.now();
    await next();
    const took = performance.now() - start;
    // the route's pattern (the pages' catch-all is "page"): a bounded set of labels, never a person's path
    // (the first matched handler's: a request refused by a middleware is counted under the route it asked for)
    const route = matchedRoutes(c).find((r) => r.handler.length < 2)?.path ?? "";
    metrics.request(c.req.method, route === "*" ? "page" : route, c.res.status, took / 1000);
    if (requestLogs) {
      const ms = Math.round(took * 10) / 10;
      log.info({ requestId, method: c.req.method, path: c.req.path, status: c.res.status, ms }, "request");
    }
  });
  const security = {
    dev: env.NODE_ENV === "development",
    metrica: Boolean(env.METRICA_ID),
    formAction: paymentSetup.checkoutOrigins,
  };
  app.use(securityHeaders(security));
  // a path that cannot be decoded (`/%ff`) goes no further: 400, a page for a page (http/malformed.ts)
  app.use(async (c, next) => {
    if (readablePath(c.req.url)) return next();
    const page = (c.req.method === "GET" || c.req.method === "HEAD") && !/^\/(en\/)?api\//.test(c.req.path);
    if (!page) throw new AppError("MALFORMED_ADDRESS");
    c.header("Cache-Control", "no-store");
    return c.html(malformedAddressPage(c.get("lang")), 400);
  });

  const limitStream = bodyLimit({
    maxSize: env.BODY_LIMIT_BYTES,
    onError: () => {
      throw new AppError("PAYLOAD_TOO_LARGE");
    },
  });
  /**
   * A declared Content-Length is checked as a number (Node's parser never reads past it); only bodies sent
   * without one are counted as they stream in (hono's bodyLimit, which turns the request into a full WHATWG
   * Request, a cost the usual JSON POST does not need to pay).
   */
  const limitBody: MiddlewareHandler = (c, next) => {
    const length = c.req.header("content-length");
    if (length !== undefined && c.req.header("transfer-encoding") === undefined) {
      if (Number(length) > env.BODY_LIMIT_BYTES) throw new AppError("PAYLOAD_TOO_LARGE");
      return next();
    }
    return limitStream(c, next);
  };
  // Public endpoints: per-address rate limits and body size limits; state changes must come from our own pages.
  // Payment notifications are limited like any public call: a provider sends a handful per payment.
  const limited = rateLimit(limiter, (retryAfter) => {
    throw new AppError("RATE_LIMITED", { headers: { "Retry-After": String(retryAfter) } });
  });
  app.use("/payments/notify/*", limited);
  // The FAQ form (its page, and its API call) carries an image (5 MB, in multipart): a limit of its own.
  const limitUpload = bodyLimit({
    maxSize: MAX_IMAGE_BYTES + 64 * 1024,
    onError: () => {
      throw new AppError("PAYLOAD_TOO_LARGE");
    },
  });
  for (const prefix of ["/calendar/*", "/api/*"]) {
    app.use(prefix, limited);
    app.use(prefix, (c, next) =>
      // GET and HEAD have no body (and asking for one would make node-server build a full Request)
      c.req.method === "GET" || c.req.method === "HEAD"
        ? next()
        : c.req.path === "/calendar/faq/questions"
          ? limitUpload(c, next)
          : limitBody(c, next),
    );
  }
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

  // Prometheus text for a scraper with the token (each instance its own; not to be routed through the proxy)
  const metricsToken = env.METRICS_TOKEN ? Buffer.from(`Bearer ${env.METRICS_TOKEN}`) : null;
  app.get("/metrics", async (c) => {
    const presented = Buffer.from(c.req.header("authorization") ?? "");
    if (!metricsToken) throw new AppError("NOT_FOUND");
    if (presented.length !== metricsToken.length || !timingSafeEqual(presented, metricsToken))
      throw new AppError("UNAUTHORIZED");
    c.header("Cache-Control", "no-store");
    return c.body(await metrics.text(), 200, { "content-type": metrics.registry.contentType });
  });

  // liveness: the process answers and reaches its database
  app.get("/healthz", async (c) => {
    if (deps.ready && !deps.ready()) return c.json({ status: "shutting-down" }, 503);
    await deps.database.ping();
    return c.json({ status: "ok", database: deps.database.kind, clock: clock.kind });
  });
  // readiness: it can take traffic, that is, write (the database, and the data folder for uploads and mail)
  app.get("/readyz", async (c) => {
    c.header("Cache-Control", "no-store");
    if (deps.ready && !deps.ready()) return c.json({ status: "shutting-down" }, 503);
    const probe = async (what: string, run: () => Promise<void>) => {
      let timer: NodeJS.Timeout | undefined;
      try {
        await Promise.race([
          run(),
          new Promise((_, reject) => {
            timer = setTimeout(() => reject(new Error("no answer within 2 s")), 2000);
          }),
        ]);
        return "writable";
      } catch (err) {
        log.warn({ err, what }, "readiness: cannot write");
        return "not writable";
      } finally {
        clearTimeout(timer);
      }
    };
    const [database, dataDir] = await Promise.all([
      probe("database", () => deps.database.probeWrite()),
      env.DATA_DIR.startsWith("memory://")
        ? Promise.resolve("in memory")
        : probe("data folder", () => probeFolder(env.DATA_DIR)),
    ]);
    const ready = database === "writable" && dataDir !== "not writable";
    return c.json({ status: ready ? "ready" : "not-ready", database, dataDir }, ready ? 200 : 503);
  });
  const origin = siteOrigin("ru");
  app.get("/robots.txt", (c) => c.text(robotsTxt(services.site.origin("ru"))));
  app.get("/sitemap.xml", async (c) => {
    const place = location.defaultPlace("ru");
    const xml = sitemapXml({
      origin: { ru: services.site.origin("ru"), en: services.site.origin("en") },
      today: calendar.today(place.tz),
      daysAhead: GENERAL_DAYS_AHEAD,
      localized: await content.localizedPaths(),
    });
    return c.body(xml, 200, { "content-type": "application/xml; charset=utf-8" });
  });
  app.get("/api/openapi.json", (c) => c.json(openApiDocument(origin)));
  app.get("/api/docs", (c) => c.html(docsPage(openApiDocument(origin))));

  // repeats of the day endpoint's answers are written before Hono (http/answer-cache.ts, decision 012)
  app.use("/api/calendar/day", answers.keep);
  // The signed-in caller's charts for the calendar's read-only calls, or null for a visitor (who, with no token,
  // costs nothing). A session cookie sent from another site (or by a client that says nothing of where it is) is
  // not an error, it just does not count (a bearer token is never sent by a browser on its own).
  const callersCharts = async (c: Context<AppEnv>) => {
    const presented = presentedToken(c.req.raw);
    if (!presented || (presented.via === "cookie" && !sameOrigin(c.req.raw))) return null;
    const principal = await accounts.authenticate(presented.token);
    return principal ? await charts.list(principal.userId) : null;
  };
  calendarRoutes(app, calendar, async (c, payload, laterDates) => {
    // who asks matters only for later dates or the personal layer
    const viewer = laterDates || wantsPersonal(payload) ? await callersCharts(c) : null;
    return personalCalendar.apiAccess(viewer && { charts: viewer.list, active: viewer.active }, payload);
  });
  // saved charts count only for their owner
  selectRoutes(app, calendar, selection, async (c) => (await callersCharts(c))?.list ?? null);
  eventsRoutes(app, calendar);
  selectIcsRoutes(app, {
    originOf: (lang, c) => origins.of(lang, requestOrigin(c.req.raw, env.TRUST_PROXY ?? false)),
    nowMs: () => clock.now(),
  });
  contentRoutes(app, content, auth);
  locationRoutes(app, location);
  accountsRoutes(app, accounts, auth, { trustProxy: env.TRUST_PROXY ?? false });
  chartsRoutes(app, charts, auth);
  baziRoutes(app, bazi, charts, auth);
  // the share card of a calculator link (an Open Graph image): public, limited like the API
  cardRoutes(app, bazi, createCardRenderer(), limited);
  // the month as an image to download (A4 PNG): public, or the caller's own with a Personal Calendar's chartId
  monthImageRoutes(app, { calendar, location, personalCalendar, callersCharts, origins, env }, limited);
  paymentsRoutes(app, payments, auth, paymentSetup.sandbox, { trustProxy: env.TRUST_PROXY ?? false });
  remindersRoutes(app, reminders, auth, {
    messenger,
    webhookSecret: telegramSecret,
    log,
    trustProxy: env.TRUST_PROXY ?? false,
    feedOf: (chart, lang, requested) => {
      const t = calendar.today(chart.timeZone);
      return chartFeed({
        chart: {
          uuid: chart.uuid,
          name: chart.fio,
          lat: chart.latitude,
          lng: chart.longitude,
          tz: chart.timeZone,
          natal: personalCalendar.natal(chart),
        },
        lang,
        today: `${t.year}-${String(t.month).padStart(2, "0")}-${String(t.day).padStart(2, "0")}`,
        origin: origins.of(lang, requested),
        stampMs: clock.now(),
      });
    },
  });

  app.all("/api/*", () => {
    throw new AppError("NOT_FOUND");
  });
  app.all("/calendar/*", () => {
    throw new AppError("NOT_FOUND");
  });

  /**
   * The session a page is rendered with: a valid session cookie loads the user and their charts; an invalid one
   * (expired, signed out, forged) is cleared, and the page renders for a visitor (with the place cookie).
   */
  async function pageSession(c: Context<AppEnv>): Promise<{ session: SessionInfo; clearCookies: string[] }> {
    const https = isHttps(c.req.raw, env.TRUST_PROXY ?? false);
    const presented = presentedToken(c.req.raw);
    const principal = presented ? await auth.optional(c) : null;
    const viewer = principal ? await loadViewer(accounts, charts, principal) : null;
    const origin = requestOrigin(c.req.raw, env.TRUST_PROXY ?? false);
    return {
      session: {
        viewer,
        principal: viewer ? principal : null,
        ip: c.get("clientIp"),
        https,
        ...(origin ? { origin } : {}),
      },
      clearCookies: presented?.via === "cookie" && !viewer ? clearedSessionCookies(https) : [],
    };
  }

  app.on(["GET", "HEAD"], "*", async (c) => {
    if (deps.assets) {
      const file = await deps.assets(c.req.raw);
      if (file) return file;
    }
    const redirect = localeRedirect(new URL(c.req.url), c.req.header("cookie") ?? null);
    if (redirect) {
      // depends on the cookie: never stored by shared caches
      c.header("Cache-Control", "private, no-store");
      c.header("Vary", "Cookie");
      if (redirect.cookie) c.header("Set-Cookie", redirect.cookie);
      return c.redirect(redirect.location, 302);
    }
    if (!deps.web) throw new AppError("NOT_FOUND");
    // a visitor without cookies or credentials: the page is fixed bytes (web/page-cache.ts, decision 019)
    const req = c.req.raw;
    if (
      deps.web.anonymous &&
      req.method === "GET" &&
      !req.headers.has("cookie") &&
      !req.headers.has("authorization")
    ) {
      return answerFixedPage(c, await deps.web.anonymous(req), {
        csp: (hashes) => pageCsp(security, { hashes }),
        answers,
      });
    }
    const { session, clearCookies } = await pageSession(c);
    const nonce = newNonce();
    c.set("nonce", nonce);
    const res = await deps.web.handle(req, nonce, session);
    for (const cookie of clearCookies) res.headers.append("Set-Cookie", cookie);
    // rendered for this request (a session, a cookie): only the browser may keep it, and must ask again
    if (!res.headers.has("cache-control")) res.headers.set("Cache-Control", "private, no-cache");
    return gzipHtml(req, res);
  });
  // The FAQ form's page carries an image (5 MB, in multipart): its own limit; every other page form the usual.
  const pageBodyLimit: MiddlewareHandler = (c, next) =>
    /^\/(en\/)?faq$/.test(c.req.path) ? limitUpload(c, next) : limitBody(c, next);
  // Page forms (React Router actions): only from our own pages, within the body limit.
  app.post("*", pageBodyLimit, async (c) => {
    if (!sameOrigin(c.req.raw)) throw new AppError("CROSS_SITE_REQUEST");
    if (!deps.web) throw new AppError("NOT_FOUND");
    const { session, clearCookies } = await pageSession(c);
    const nonce = newNonce();
    c.set("nonce", nonce);
    const res = await deps.web.handle(c.req.raw, nonce, session);
    for (const cookie of clearCookies) res.headers.append("Set-Cookie", cookie);
    return res;
  });
  app.all("*", () => {
    throw new AppError("METHOD_NOT_ALLOWED");
  });

  app.onError((err, c) => {
    const lang = c.get("lang") ?? "ru";
    const requestId = c.get("requestId");
    if (err instanceof AppError) {
      const res = c.json(problemOf(err, lang, requestId), err.status as 400, {
        "Content-Type": "application/problem+json",
      });
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
    reminders,
    reminderJob,
    telegramSecret,
    content,
    answers,
    mailQueue,
  };
}
