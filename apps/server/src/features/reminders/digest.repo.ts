/**
 * The e-mail digest's queries (decision 024): the per-user settings, and the claims, one row per user and local
 * date (unique in the database: whichever instance inserts it first is the only one that sends).
 */
import { and, eq, ne } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { emailDeliveries, emailDigests } from "../../db/schema.ts";

export type DigestRow = typeof emailDigests.$inferSelect;

export function createDigestRepo(db: Db) {
  return {
    async get(userId: string): Promise<DigestRow | null> {
      const rows = await db.select().from(emailDigests).where(eq(emailDigests.userId, userId)).limit(1);
      return rows[0] ?? null;
    },

    async save(
      userId: string,
      s: { mode: string; weekday: number; time: string; chartId: string | null },
      now: Date,
    ): Promise<void> {
      await db
        .insert(emailDigests)
        .values({ userId, ...s, updatedAt: now })
        .onConflictDoUpdate({ target: emailDigests.userId, set: { ...s, updatedAt: now } });
    },

    /** The digest off (the unsubscribe link): true when it was on. */
    async off(userId: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(emailDigests)
        .set({ mode: "off", updatedAt: now })
        .where(and(eq(emailDigests.userId, userId), ne(emailDigests.mode, "off")))
        .returning({ userId: emailDigests.userId });
      return rows.length === 1;
    },

    /** Every digest that is on. */
    async candidates(): Promise<DigestRow[]> {
      return db.select().from(emailDigests).where(ne(emailDigests.mode, "off"));
    },

    /** The claim: true only for the one instance that made it (unique user + local date). */
    async claim(row: {
      id: string;
      userId: string;
      localDate: string;
      kind: string;
      now: Date;
    }): Promise<boolean> {
      const { now, ...key } = row;
      const rows = await db
        .insert(emailDeliveries)
        .values({ ...key, status: "sending", claimedAt: now })
        .onConflictDoNothing()
        .returning({ id: emailDeliveries.id });
      return rows.length === 1;
    },

    async finish(
      id: string,
      status: "sent" | "failed" | "skipped",
      now: Date,
      error?: string,
    ): Promise<void> {
      await db
        .update(emailDeliveries)
        .set({
          status,
          ...(status === "sent" ? { sentAt: now } : {}),
          ...(error ? { error: error.slice(0, 500) } : {}),
        })
        .where(eq(emailDeliveries.id, id));
    },

    /** The user's digest settings and deliveries, for the data download. */
    async export(userId: string) {
      const digest = await this.get(userId);
      const deliveries = await db
        .select({
          localDate: emailDeliveries.localDate,
          kind: emailDeliveries.kind,
          status: emailDeliveries.status,
          sentAt: emailDeliveries.sentAt,
        })
        .from(emailDeliveries)
        .where(eq(emailDeliveries.userId, userId));
      return { emailDigest: digest, emailDigestDeliveries: deliveries };
    },
  };
}

export type DigestRepo = ReturnType<typeof createDigestRepo>;
