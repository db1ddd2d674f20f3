/**
 * The database schema (Drizzle). Migrations are generated from it by drizzle-kit into ./migrations
 * (forward only; a landed migration is never edited) and run at start on PGlite and PostgreSQL alike.
 */
import { pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** Small facts about this database: schema/seed markers (e.g. when demo content was seeded). */
export const appMeta = pgTable("app_meta", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
