/**
 * The database schema (Drizzle). Migrations are generated from it by drizzle-kit into ./migrations
 * (forward only; a landed migration is never edited) and run at start on PGlite and PostgreSQL alike.
 */
import {
  type AnyPgColumn,
  bigint,
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

/** Small facts about this database: schema/seed markers (e.g. when demo content was seeded). */
export const appMeta = pgTable("app_meta", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Accounts. `email` is stored trimmed and lower-cased (unique). The password is an Argon2id PHC string. Location
 * is the saved place of a signed-in user (visitors keep theirs in a cookie). `failedLogins`/`loginBlockedUntil`
 * throttle password guessing per account (growing delays, never blocking recovery).
 */
export const users = pgTable(
  "users",
  {
    id: uuid("id").primaryKey(),
    email: text("email").notNull(),
    name: text("name").notNull(),
    passwordHash: text("password_hash").notNull(),
    locale: text("locale").notNull().default("ru"),
    address: text("address"),
    latitude: doublePrecision("latitude"),
    longitude: doublePrecision("longitude"),
    timeZone: text("time_zone"),
    /**
     * The hours the user keeps, for the best hours their reminders name (docs/domain.md §12): "HH:MM-HH:MM", "all"
     * (night hours too), or null for the default waking hours 07:00–22:00.
     */
    hoursWindow: text("hours_window"),
    /** The selected chart (the header's dropdown); cleared when that chart is deleted. */
    activeChartId: uuid("active_chart_id").references((): AnyPgColumn => charts.id, { onDelete: "set null" }),
    failedLogins: integer("failed_logins").notNull().default(0),
    loginBlockedUntil: timestamp("login_blocked_until", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("users_email_key").on(t.email)],
);

/**
 * One row per signed-in browser or API client. The token (a JWT) names its session; logout revokes the row,
 * a password change or recovery revokes every row of the user; a token whose row is gone or revoked is refused.
 */
export const sessions = pgTable(
  "sessions",
  {
    id: uuid("id").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (t) => [index("sessions_user_idx").on(t.userId)],
);

/** Password recovery codes: 6 digits, stored as an HMAC, 10 minutes, at most 5 tries, single use. */
export const recoveryCodes = pgTable(
  "recovery_codes",
  {
    id: uuid("id").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    attempts: integer("attempts").notNull().default(0),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [index("recovery_codes_user_idx").on(t.userId, t.createdAt)],
);

/**
 * A person's Bazi chart, owned by one user. `paidUntil` is the Personal Calendar's paid-until instant
 * (`disableDate` of docs/product.md §3; active = in the future). Birth time is null when the hour is unknown. Autopay
 * (`isBindingCustomer`, §3) is a row of `autopays` that is not off.
 */
export const charts = pgTable(
  "charts",
  {
    id: uuid("id").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    fio: text("fio").notNull(),
    gender: text("gender").notNull(),
    birthday: text("birthday").notNull(),
    birthdayTime: text("birthday_time"),
    city: text("city").notNull(),
    latitude: doublePrecision("latitude").notNull(),
    longitude: doublePrecision("longitude").notNull(),
    timeZone: text("time_zone").notNull(),
    email: text("email").notNull(),
    ziRule: text("zi_rule").notNull().default("dayChangesAt23"),
    timeBasis: text("time_basis").notNull().default("clock"),
    paidUntil: timestamp("paid_until", { withTimezone: true }),
    isMobile: boolean("is_mobile").notNull().default(false),
    isTariffArchived: boolean("is_tariff_archived").notNull().default(false),
    /** The tariff of the last paid period (taken off sale → isTariffArchived). */
    productId: text("product_id"),
    /** The app's Premium paid-until (the mobile tariff); it does not open the site's calendar. */
    mobilePaidUntil: timestamp("mobile_paid_until", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("charts_user_idx").on(t.userId, t.createdAt)],
);

/**
 * Tariffs (docs/product.md §1, §9): what can be bought, priced in the database. `kind`: `period` (1, 6 or 12 months,
 * paid once, non-refundable), `autopay` (one month, renewed monthly from the saved payment method), `mobile` (the app's
 * Premium, monthly autopay; it does not open the site's calendar). `onSale` false takes a tariff off sale: charts
 * on it keep their period and are marked `isTariffArchived`.
 */
export const products = pgTable("products", {
  id: text("id").primaryKey(),
  kind: text("kind").notNull(),
  months: integer("months").notNull(),
  currency: text("currency").notNull(),
  amountMinor: integer("amount_minor").notNull(),
  onSale: boolean("on_sale").notNull().default(true),
  sort: integer("sort").notNull().default(0),
});

/**
 * A payment intent of ours: one chart, one tariff, the price copied from the tariff when the order was made (the
 * client never names a price). A purchase's idempotence key is the order id, so a retried create at the provider
 * returns the same payment; a renewal's `renewalKey` (chart + the paid-until it extends) makes a second renewal of
 * the same period impossible, whatever number of instances run the job. `chartName` keeps the history readable
 * after the chart is deleted.
 */
export const orders = pgTable(
  "orders",
  {
    id: uuid("id").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    chartId: uuid("chart_id").references(() => charts.id, { onDelete: "set null" }),
    chartName: text("chart_name").notNull(),
    productId: text("product_id")
      .notNull()
      .references(() => products.id),
    kind: text("kind").notNull(),
    months: integer("months").notNull(),
    amountMinor: integer("amount_minor").notNull(),
    currency: text("currency").notNull(),
    provider: text("provider").notNull(),
    /** pending → succeeded | canceled. Only a pending order changes. */
    status: text("status").notNull().default("pending"),
    renewalKey: text("renewal_key"),
    email: text("email").notNull(),
    locale: text("locale").notNull(),
    confirmationUrl: text("confirmation_url"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    /** The paid-until this order's payment set (for the history and audits). */
    paidUntil: timestamp("paid_until", { withTimezone: true }),
  },
  (t) => [
    index("orders_user_idx").on(t.userId, t.createdAt),
    uniqueIndex("orders_renewal_key").on(t.renewalKey),
  ],
);

/** A provider's payment, one row per provider payment id (unique): the exactly-once guard of activation. */
export const payments = pgTable(
  "payments",
  {
    id: uuid("id").primaryKey(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    provider: text("provider").notNull(),
    providerPaymentId: text("provider_payment_id").notNull(),
    status: text("status").notNull().default("pending"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex("payments_provider_id_key").on(t.provider, t.providerPaymentId),
    index("payments_order_idx").on(t.orderId),
  ],
);

/** Every notification as it arrived (raw), with what was made of it: the audit trail of money. */
export const paymentEvents = pgTable(
  "payment_events",
  {
    id: uuid("id").primaryKey(),
    provider: text("provider").notNull(),
    providerPaymentId: text("provider_payment_id"),
    remoteIp: text("remote_ip").notNull(),
    body: text("body").notNull(),
    outcome: text("outcome").notNull(),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("payment_events_payment_idx").on(t.providerPaymentId)],
);

/**
 * Autopay of a chart: the saved payment method and the renewal schedule. One row per chart and kind (`site` or
 * `mobile`); the row is deleted when autopay is turned off (the method forgotten). `failures` counts failed
 * renewal charges of the current period; `nextAttemptAt` is when the job may try again.
 */
export const autopays = pgTable(
  "autopays",
  {
    chartId: uuid("chart_id")
      .notNull()
      .references(() => charts.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    provider: text("provider").notNull(),
    methodId: text("method_id").notNull(),
    productId: text("product_id")
      .notNull()
      .references(() => products.id),
    failures: integer("failures").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    /**
     * Turned off by the user at this instant (issue 22): nothing is charged any more (next_attempt_at is null), but
     * the saved method is kept until the paid period ends, so autopay can be turned back on for it; then the row
     * goes and the method is forgotten. Null: autopay is on.
     */
    offAt: timestamp("off_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("autopays_chart_kind_key").on(t.chartId, t.kind),
    index("autopays_next_idx").on(t.nextAttemptAt),
  ],
);

/**
 * A user's Telegram binding and reminder settings (`messengerUser`, docs/product.md §3): one chat per user and one user
 * per chat. `active` reminders go at `timeReminder` ("HH:MM", 15-minute steps) in the zone of `chartId`'s place.
 * `blocked` is set when Telegram says the user blocked the bot (reminders are then off until they turn them on).
 */
export const messengerUsers = pgTable(
  "messenger_users",
  {
    userId: uuid("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    chatId: bigint("chat_id", { mode: "number" }).notNull(),
    active: boolean("active").notNull().default(false),
    timeReminder: text("time_reminder").notNull().default("09:00"),
    chartId: uuid("chart_id").references(() => charts.id, { onDelete: "set null" }),
    blocked: boolean("blocked").notNull().default(false),
    connectedAt: timestamp("connected_at", { withTimezone: true }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex("messenger_users_chat_key").on(t.chatId)],
);

/** One-time links that bind a Telegram chat to a user (t.me/<bot>?start=<token>): stored as SHA-256, 1 hour. */
export const messengerTokens = pgTable(
  "messenger_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [index("messenger_tokens_user_idx").on(t.userId)],
);

/** Telegram update ids already handled (webhooks may be delivered again): a replay does nothing. */
export const telegramUpdates = pgTable("telegram_updates", {
  updateId: bigint("update_id", { mode: "number" }).primaryKey(),
  receivedAt: timestamp("received_at", { withTimezone: true }).notNull(),
});

/**
 * One daily reminder per chart and local date (unique): the claim that makes it exactly once across instances.
 * claimed → sending (committed just before the request to Telegram) → sent | blocked | failed; a row left in
 * `sending` by a crash becomes `unknown` and is reported, never sent again.
 */
export const reminderDeliveries = pgTable(
  "reminder_deliveries",
  {
    id: uuid("id").primaryKey(),
    chartId: uuid("chart_id")
      .notNull()
      .references(() => charts.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    localDate: text("local_date").notNull(),
    status: text("status").notNull(),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull(),
    claimedAt: timestamp("claimed_at", { withTimezone: true }).notNull(),
    sendingAt: timestamp("sending_at", { withTimezone: true }),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    messageId: bigint("message_id", { mode: "number" }),
    error: text("error"),
  },
  (t) => [
    uniqueIndex("reminder_deliveries_chart_date_key").on(t.chartId, t.localDate),
    index("reminder_deliveries_status_idx").on(t.status, t.nextAttemptAt),
  ],
);

/**
 * The e-mail digest (decision 024): off, daily, or weekly on one weekday (1 Monday … 7 Sunday), at a time of the
 * user's place (decision 021's place rule, 15-minute steps), about a chart with a paid Personal Calendar.
 */
export const emailDigests = pgTable("email_digests", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  mode: text("mode").notNull().default("off"),
  weekday: integer("weekday").notNull().default(1),
  time: text("time").notNull().default("08:00"),
  chartId: uuid("chart_id").references(() => charts.id, { onDelete: "set null" }),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
});

/** The digest's claims: one row per user and local date (the e-mail channel), so two instances never both send. */
export const emailDeliveries = pgTable(
  "email_deliveries",
  {
    id: uuid("id").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    localDate: text("local_date").notNull(),
    kind: text("kind").notNull(),
    status: text("status").notNull(),
    claimedAt: timestamp("claimed_at", { withTimezone: true }).notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    error: text("error"),
  },
  (t) => [uniqueIndex("email_deliveries_user_date_key").on(t.userId, t.localDate)],
);

/** A chart's secret calendar-feed address (iCalendar), stored as SHA-256; rotating it replaces the row. */
export const feedTokens = pgTable(
  "feed_tokens",
  {
    chartId: uuid("chart_id")
      .primaryKey()
      .references(() => charts.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex("feed_tokens_hash_key").on(t.tokenHash)],
);

/**
 * Content (articles, sections, FAQ), imported from Markdown files in content/<lang>/ by `npm run content:import`
 * (also at start when the files changed): the rows mirror the files, keyed by (id, lang), with the Markdown
 * rendered to safe HTML at import (no raw HTML, no javascript: links).
 */
export const sections = pgTable(
  "sections",
  {
    id: text("id").notNull(),
    lang: text("lang").notNull(),
    title: text("title").notNull(),
    html: text("html").notNull(),
    sort: integer("sort").notNull(),
  },
  (t) => [primaryKey({ columns: [t.id, t.lang] })],
);

export const articles = pgTable(
  "articles",
  {
    id: text("id").notNull(),
    lang: text("lang").notNull(),
    sectionId: text("section_id").notNull(),
    title: text("title").notNull(),
    summary: text("summary").notNull(),
    /** Publication date "YYYY-MM-DD". */
    date: text("date").notNull(),
    html: text("html").notNull(),
  },
  (t) => [primaryKey({ columns: [t.id, t.lang] }), index("articles_list_idx").on(t.lang, t.date)],
);

export const faqs = pgTable(
  "faqs",
  {
    id: text("id").notNull(),
    lang: text("lang").notNull(),
    sectionId: text("section_id").notNull(),
    question: text("question").notNull(),
    html: text("html").notNull(),
    sort: integer("sort").notNull(),
  },
  (t) => [primaryKey({ columns: [t.id, t.lang] })],
);

/** Questions sent through the FAQ form (docs/product.md §2), with the re-encoded image's private file name if any. */
export const questions = pgTable(
  "questions",
  {
    id: uuid("id").primaryKey(),
    userId: uuid("user_id").references(() => users.id, { onDelete: "cascade" }),
    lang: text("lang").notNull(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    topic: text("topic").notNull(),
    question: text("question").notNull(),
    imageFile: text("image_file"),
    ip: text("ip").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("questions_created_idx").on(t.createdAt)],
);

/**
 * Rate-limit token buckets shared by every instance on PostgreSQL (http/rate-limit.ts): one row per limiter and
 * key (an IPv4 address, an IPv6 /64, an e-mail's hash), its tokens as of `atMs`; `fullAtMs` is when it is full
 * again, after which the row says nothing and is deleted. UNLOGGED in the migration: losing the buckets in a
 * crash only forgets who was throttled, and no write-ahead log is spent on a row per request.
 */
export const rateBuckets = pgTable(
  "rate_buckets",
  {
    key: text("key").primaryKey(),
    tokens: doublePrecision("tokens").notNull(),
    atMs: doublePrecision("at_ms").notNull(),
    fullAtMs: doublePrecision("full_at_ms").notNull(),
    allowed: boolean("allowed").notNull(),
  },
  (t) => [index("rate_buckets_full_idx").on(t.fullAtMs)],
);

/**
 * Consents to the processing of personal data (152-FZ art. 9: a separate consent, kept as proof): who gave it,
 * to which text (`document` and `version`, a hash of the text as the person saw it, in `lang`), when, from which
 * address, and where (`context`: sign-up or checkout). Kept with the account and deleted with it; the export
 * lists them.
 */
export const consents = pgTable(
  "consents",
  {
    id: uuid("id").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    document: text("document").notNull(),
    version: text("version").notNull(),
    lang: text("lang").notNull(),
    context: text("context").notNull(),
    ip: text("ip").notNull(),
    givenAt: timestamp("given_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("consents_user_idx").on(t.userId, t.givenAt)],
);

/** The Web Push reminder's settings (decision 025): one row per user; it goes to every device below. */
export const pushSettings = pgTable("push_settings", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  time: text("time").notNull().default("08:00"),
  chartId: uuid("chart_id").references(() => charts.id, { onDelete: "set null" }),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
});

/**
 * The browsers a user turned notifications on in: the push service's endpoint (unique: a browser's subscription
 * belongs to whoever turned it on last), its encryption keys, as `PushSubscription.toJSON()` gave them, and the
 * session that turned it on: notifications go only while that session is live (signing out ends them there).
 */
export const pushDevices = pgTable(
  "push_devices",
  {
    id: uuid("id").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    sessionId: uuid("session_id")
      .notNull()
      .references(() => sessions.id, { onDelete: "cascade" }),
    endpoint: text("endpoint").notNull(),
    p256dh: text("p256dh").notNull(),
    auth: text("auth").notNull(),
    lang: text("lang").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    lastSentAt: timestamp("last_sent_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("push_devices_endpoint_key").on(t.endpoint),
    index("push_devices_user_idx").on(t.userId),
  ],
);

/** The Web Push reminder's claims: one row per user and local date, so two instances never both send. */
export const pushDeliveries = pgTable(
  "push_deliveries",
  {
    id: uuid("id").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    localDate: text("local_date").notNull(),
    status: text("status").notNull(),
    devices: integer("devices").notNull().default(0),
    claimedAt: timestamp("claimed_at", { withTimezone: true }).notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    error: text("error"),
  },
  (t) => [uniqueIndex("push_deliveries_user_date_key").on(t.userId, t.localDate)],
);
