/**
 * The charts feature's queries. Every query a user's request leads to is scoped to its owner: another user's
 * chart is simply not found. `times` serves the reminders job, which works for every user.
 */
import { and, asc, eq, getTableColumns, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { autopays, charts, users } from "../../db/schema.ts";

/**
 * A chart, whether autopay is on for it (`isBindingCustomer`, docs/product.md §3), and the kinds of its autopays the
 * user turned off whose saved methods are still kept (issue 22: they can be turned back on while the period runs).
 */
export type ChartRow = typeof charts.$inferSelect & { binding: boolean; offKinds: string | null };

const withBinding = {
  ...getTableColumns(charts),
  binding: sql<boolean>`exists (select 1 from ${autopays} where ${autopays.chartId} = ${charts.id} and ${autopays.offAt} is null)`,
  offKinds: sql<
    string | null
  >`(select string_agg(${autopays.kind}, ',') from ${autopays} where ${autopays.chartId} = ${charts.id} and ${autopays.offAt} is not null)`,
};

export function createChartsRepo(db: Db) {
  return {
    async list(userId: string): Promise<ChartRow[]> {
      return db
        .select(withBinding)
        .from(charts)
        .where(eq(charts.userId, userId))
        .orderBy(asc(charts.createdAt), asc(charts.id));
    },

    /** The user's charts as stored, for the data download. */
    async export(userId: string): Promise<(typeof charts.$inferSelect)[]> {
      return db.select().from(charts).where(eq(charts.userId, userId));
    },

    /** The zone and paid-until of each of these charts that exists. */
    async times(ids: string[]): Promise<{ id: string; timeZone: string; paidUntil: Date | null }[]> {
      if (ids.length === 0) return [];
      return db
        .select({ id: charts.id, timeZone: charts.timeZone, paidUntil: charts.paidUntil })
        .from(charts)
        .where(inArray(charts.id, ids));
    },

    async count(userId: string): Promise<number> {
      const rows = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(charts)
        .where(eq(charts.userId, userId));
      return rows[0]?.n ?? 0;
    },

    async byId(userId: string, id: string): Promise<ChartRow | null> {
      const rows = await db
        .select(withBinding)
        .from(charts)
        .where(and(eq(charts.id, id), eq(charts.userId, userId)))
        .limit(1);
      return rows[0] ?? null;
    },

    async insert(row: typeof charts.$inferInsert): Promise<ChartRow> {
      const rows = await db.insert(charts).values(row).returning();
      return { ...rows[0]!, binding: false, offKinds: null };
    },

    async delete(userId: string, id: string): Promise<boolean> {
      const rows = await db
        .delete(charts)
        .where(and(eq(charts.id, id), eq(charts.userId, userId)))
        .returning({ id: charts.id });
      return rows.length === 1;
    },

    async selected(userId: string): Promise<string | null> {
      const rows = await db.select({ id: users.activeChartId }).from(users).where(eq(users.id, userId));
      return rows[0]?.id ?? null;
    },

    /** Selects a chart (or none); the chart must be the user's. */
    async select(userId: string, chartId: string | null): Promise<void> {
      await db.update(users).set({ activeChartId: chartId }).where(eq(users.id, userId));
    },

    /** Clears the selection when it is this chart. */
    async unselect(userId: string, chartId: string): Promise<void> {
      await db
        .update(users)
        .set({ activeChartId: null })
        .where(and(eq(users.id, userId), eq(users.activeChartId, chartId)));
    },

    /** Operator use: marks a chart as the mobile app's (or not). */
    async setMobile(chartId: string, isMobile: boolean): Promise<boolean> {
      const rows = await db
        .update(charts)
        .set({ isMobile })
        .where(eq(charts.id, chartId))
        .returning({ id: charts.id });
      return rows.length === 1;
    },
  };
}

export type ChartsRepo = ReturnType<typeof createChartsRepo>;
