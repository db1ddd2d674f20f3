/**
 * The database schema (Drizzle). Migrations are generated from it by drizzle-kit into ./migrations
 * (forward only; a landed migration is never edited) and run at start on PGlite and PostgreSQL alike.
 */
import {
  type AnyPgColumn,
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
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
 * A person's Bazi chart, owned by one user. `paidUntil` is the Personal Calendar's paid-until instant (the
 * spec's disableDate; active = in the future). Birth time is null when the hour is unknown.
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
    isBindingCustomer: boolean("is_binding_customer").notNull().default(false),
    isTariffArchived: boolean("is_tariff_archived").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("charts_user_idx").on(t.userId, t.createdAt)],
);
