/**
 * The reminders feature's queries: Telegram bindings and settings, one-time connect tokens, handled update ids,
 * the daily delivery claims (unique per chart and local date: exactly once across instances), and feed tokens.
 */
import { and, asc, eq, isNotNull, isNull, lte, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import {
  feedTokens,
  messengerTokens,
  messengerUsers,
  reminderDeliveries,
  telegramUpdates,
} from "../../db/schema.ts";

export type MessengerRow = typeof messengerUsers.$inferSelect;
export type DeliveryRow = typeof reminderDeliveries.$inferSelect;

export function createRemindersRepo(db: Db) {
  return {
    async messenger(userId: string): Promise<MessengerRow | null> {
      const rows = await db.select().from(messengerUsers).where(eq(messengerUsers.userId, userId)).limit(1);
      return rows[0] ?? null;
    },

    async saveSettings(
      userId: string,
      s: { active: boolean; timeReminder: string; chartId: string | null },
      now: Date,
    ): Promise<MessengerRow | null> {
      const rows = await db
        .update(messengerUsers)
        .set({
          active: s.active,
          timeReminder: s.timeReminder,
          chartId: s.chartId,
          // turning reminders on after a block: Telegram will tell us again if the bot is still blocked
          ...(s.active ? { blocked: false } : {}),
          updatedAt: now,
        })
        .where(eq(messengerUsers.userId, userId))
        .returning();
      return rows[0] ?? null;
    },

    async insertToken(row: typeof messengerTokens.$inferInsert): Promise<void> {
      await db.insert(messengerTokens).values(row);
    },

    /** Uses a connect token once (atomic): its user, or null when unknown, used or expired. */
    async useToken(tokenHash: string, now: Date): Promise<string | null> {
      const rows = await db
        .update(messengerTokens)
        .set({ usedAt: now })
        .where(
          and(
            eq(messengerTokens.tokenHash, tokenHash),
            isNull(messengerTokens.usedAt),
            sql`${messengerTokens.expiresAt} > ${now.toISOString()}::timestamptz`,
          ),
        )
        .returning({ userId: messengerTokens.userId });
      return rows[0]?.userId ?? null;
    },

    /**
     * Binds a chat to a user with the reminders' settings it starts with (a chat belongs to one user: an earlier
     * binding of the chat goes; the user's earlier binding takes the new chat and settings).
     */
    async bind(
      userId: string,
      chatId: number,
      now: Date,
      s: { active: boolean; timeReminder: string; chartId: string | null },
    ): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.delete(messengerUsers).where(and(eq(messengerUsers.chatId, chatId)));
        await tx
          .insert(messengerUsers)
          .values({ userId, chatId, ...s, connectedAt: now, updatedAt: now })
          .onConflictDoUpdate({
            target: messengerUsers.userId,
            set: { chatId, ...s, blocked: false, connectedAt: now, updatedAt: now },
          });
      });
    },

    /** The user's messenger connection and reminder deliveries, for the data download. */
    async export(userId: string) {
      const messenger = await db.select().from(messengerUsers).where(eq(messengerUsers.userId, userId));
      const deliveries = await db
        .select({
          chartId: reminderDeliveries.chartId,
          localDate: reminderDeliveries.localDate,
          status: reminderDeliveries.status,
          sentAt: reminderDeliveries.sentAt,
        })
        .from(reminderDeliveries)
        .where(eq(reminderDeliveries.userId, userId));
      return { messenger: messenger[0] ?? null, reminders: deliveries };
    },

    async byChat(chatId: number): Promise<MessengerRow | null> {
      const rows = await db.select().from(messengerUsers).where(eq(messengerUsers.chatId, chatId)).limit(1);
      return rows[0] ?? null;
    },

    /** Reminders off for a chat; `blocked` when Telegram said the user blocked the bot. */
    async offByChat(chatId: number, blocked: boolean, now: Date): Promise<void> {
      await db
        .update(messengerUsers)
        .set({ active: false, ...(blocked ? { blocked: true } : {}), updatedAt: now })
        .where(eq(messengerUsers.chatId, chatId));
    },

    /** Reminders off for whoever gets them for a chart (the disable link); answers how many were on. */
    async offByChart(chartId: string, now: Date): Promise<number> {
      const rows = await db
        .update(messengerUsers)
        .set({ active: false, updatedAt: now })
        .where(and(eq(messengerUsers.chartId, chartId), eq(messengerUsers.active, true)))
        .returning({ userId: messengerUsers.userId });
      return rows.length;
    },

    /** Records an update id; false when it was handled before (a replay). */
    async firstTime(updateId: number, now: Date): Promise<boolean> {
      const rows = await db
        .insert(telegramUpdates)
        .values({ updateId, receivedAt: now })
        .onConflictDoNothing()
        .returning({ id: telegramUpdates.updateId });
      return rows.length === 1;
    },

    /** Forgets the update ids recorded before `before` (Telegram never sends an update again after a day). */
    async forgetUpdates(before: Date): Promise<void> {
      await db.delete(telegramUpdates).where(lte(telegramUpdates.receivedAt, before));
    },

    /** Every active, unblocked reminder with a chart: whose, the chosen time and the chart it is about. */
    async candidates() {
      return db
        .select({
          userId: messengerUsers.userId,
          time: messengerUsers.timeReminder,
          chartId: messengerUsers.chartId,
        })
        .from(messengerUsers)
        .where(
          and(
            eq(messengerUsers.active, true),
            eq(messengerUsers.blocked, false),
            isNotNull(messengerUsers.chartId),
          ),
        );
    },

    /** The claim: true only for the one instance that made it (unique chart + local date). */
    async claim(row: {
      id: string;
      chartId: string;
      userId: string;
      localDate: string;
      now: Date;
    }): Promise<boolean> {
      const { now, ...key } = row;
      const rows = await db
        .insert(reminderDeliveries)
        .values({ ...key, status: "claimed", nextAttemptAt: now, claimedAt: now })
        .onConflictDoNothing()
        .returning({ id: reminderDeliveries.id });
      return rows.length === 1;
    },

    /** Claimed deliveries that are due (not locked: the caller then tries to take one with markSending). */
    async peek(now: Date, limit: number): Promise<DeliveryRow[]> {
      return db
        .select()
        .from(reminderDeliveries)
        .where(and(eq(reminderDeliveries.status, "claimed"), lte(reminderDeliveries.nextAttemptAt, now)))
        .orderBy(asc(reminderDeliveries.nextAttemptAt))
        .limit(limit);
    },

    /**
     * Takes one claimed delivery for sending (committed before the request to Telegram): null when another
     * instance took it first. A crash after this leaves it visibly in `sending`.
     */
    async markSending(id: string, now: Date): Promise<DeliveryRow | null> {
      const rows = await db
        .update(reminderDeliveries)
        .set({ status: "sending", sendingAt: now, attempts: sql`${reminderDeliveries.attempts} + 1` })
        .where(and(eq(reminderDeliveries.id, id), eq(reminderDeliveries.status, "claimed")))
        .returning();
      return rows[0] ?? null;
    },

    /** A claimed delivery that will not be sent (reminders off, calendar lapsed, chart gone). */
    async skip(id: string, error: string): Promise<void> {
      await db
        .update(reminderDeliveries)
        .set({ status: "skipped", error })
        .where(and(eq(reminderDeliveries.id, id), eq(reminderDeliveries.status, "claimed")));
    },

    async finish(
      id: string,
      set: {
        status: "sent" | "blocked" | "failed" | "claimed";
        now: Date;
        messageId?: number;
        error?: string;
        nextAttemptAt?: Date;
      },
    ): Promise<void> {
      await db
        .update(reminderDeliveries)
        .set({
          status: set.status,
          ...(set.status === "sent" ? { sentAt: set.now } : {}),
          ...(set.messageId !== undefined ? { messageId: set.messageId } : {}),
          ...(set.error !== undefined ? { error: set.error.slice(0, 500) } : {}),
          ...(set.nextAttemptAt ? { nextAttemptAt: set.nextAttemptAt } : {}),
        })
        .where(and(eq(reminderDeliveries.id, id), eq(reminderDeliveries.status, "sending")));
    },

    /** Deliveries left in `sending` since before `before` (a crash mid-send): marked unknown, answered for the report. */
    async markLost(before: Date): Promise<DeliveryRow[]> {
      return db
        .update(reminderDeliveries)
        .set({
          status: "unknown",
          error: "the process stopped while sending: delivery unknown, not repeated",
        })
        .where(and(eq(reminderDeliveries.status, "sending"), lte(reminderDeliveries.sendingAt, before)))
        .returning();
    },

    async chatOf(userId: string): Promise<{ chatId: number; active: boolean; blocked: boolean } | null> {
      const rows = await db
        .select({
          chatId: messengerUsers.chatId,
          active: messengerUsers.active,
          blocked: messengerUsers.blocked,
        })
        .from(messengerUsers)
        .where(eq(messengerUsers.userId, userId));
      return rows[0] ?? null;
    },

    /** Sets (or replaces: rotation) a chart's feed token. */
    async setFeedToken(chartId: string, userId: string, tokenHash: string, now: Date): Promise<void> {
      await db
        .insert(feedTokens)
        .values({ chartId, userId, tokenHash, createdAt: now })
        .onConflictDoUpdate({ target: feedTokens.chartId, set: { tokenHash, createdAt: now } });
    },

    async chartOfFeed(tokenHash: string): Promise<{ chartId: string; userId: string } | null> {
      const rows = await db
        .select({ chartId: feedTokens.chartId, userId: feedTokens.userId })
        .from(feedTokens)
        .where(eq(feedTokens.tokenHash, tokenHash));
      return rows[0] ?? null;
    },
  };
}

export type RemindersRepo = ReturnType<typeof createRemindersRepo>;
