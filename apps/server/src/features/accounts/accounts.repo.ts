/**
 * The accounts feature's queries: users, sessions and recovery codes. Every statement that guards a limit
 * (failed sign-ins, code tries, single use) is one atomic UPDATE … RETURNING, so parallel requests cannot
 * slip past it.
 */
import { and, desc, eq, gt, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import {
  autopays,
  charts,
  messengerUsers,
  orders,
  payments,
  questions,
  recoveryCodes,
  reminderDeliveries,
  sessions,
  users,
} from "../../db/schema.ts";

export type UserRow = typeof users.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;
export type RecoveryRow = typeof recoveryCodes.$inferSelect;

export function createAccountsRepo(db: Db) {
  return {
    async userByEmail(email: string): Promise<UserRow | null> {
      const rows = await db.select().from(users).where(eq(users.email, email)).limit(1);
      return rows[0] ?? null;
    },

    async userById(id: string): Promise<UserRow | null> {
      const rows = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return rows[0] ?? null;
    },

    /** The new user, or null when the e-mail is taken. */
    async insertUser(row: typeof users.$inferInsert): Promise<UserRow | null> {
      const rows = await db
        .insert(users)
        .values(row)
        .onConflictDoNothing({ target: users.email })
        .returning();
      return rows[0] ?? null;
    },

    async setPassword(userId: string, passwordHash: string): Promise<void> {
      await db
        .update(users)
        .set({ passwordHash, failedLogins: 0, loginBlockedUntil: null })
        .where(eq(users.id, userId));
    },

    /** Counts a failed sign-in; from the `free`-th on, blocks further tries for a doubling delay (capped). */
    async failedLogin(
      userId: string,
      now: Date,
      opts: { free: number; maxDelaySeconds: number },
    ): Promise<{ failed: number; blockedUntil: Date | null }> {
      const rows = await db
        .update(users)
        .set({
          failedLogins: sql`${users.failedLogins} + 1`,
          loginBlockedUntil: sql`case when ${users.failedLogins} + 1 >= ${opts.free}
            then ${now.toISOString()}::timestamptz + make_interval(secs => least(${opts.maxDelaySeconds}, power(2, ${users.failedLogins} + 1 - ${opts.free})))
            else null end`,
        })
        .where(eq(users.id, userId))
        .returning({ failed: users.failedLogins, blockedUntil: users.loginBlockedUntil });
      return rows[0] ?? { failed: 0, blockedUntil: null };
    },

    async loginSucceeded(userId: string): Promise<void> {
      await db.update(users).set({ failedLogins: 0, loginBlockedUntil: null }).where(eq(users.id, userId));
    },

    async setLocation(
      userId: string,
      loc: { address: string; latitude: number; longitude: number; timeZone: string | null },
    ): Promise<void> {
      await db.update(users).set(loc).where(eq(users.id, userId));
    },

    async setLocale(userId: string, locale: string): Promise<void> {
      await db.update(users).set({ locale }).where(eq(users.id, userId));
    },

    async deleteUser(userId: string): Promise<void> {
      await db.delete(users).where(eq(users.id, userId));
    },

    // sessions

    async insertSession(row: { id: string; userId: string; expiresAt: Date }): Promise<void> {
      await db.insert(sessions).values(row);
    },

    /** A live session of this user: not revoked, not expired. */
    async liveSession(id: string, userId: string, now: Date): Promise<SessionRow | null> {
      const rows = await db
        .select()
        .from(sessions)
        .where(
          and(
            eq(sessions.id, id),
            eq(sessions.userId, userId),
            isNull(sessions.revokedAt),
            gt(sessions.expiresAt, now),
          ),
        )
        .limit(1);
      return rows[0] ?? null;
    },

    async revokeSession(id: string, now: Date): Promise<void> {
      await db
        .update(sessions)
        .set({ revokedAt: now })
        .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)));
    },

    async revokeAllSessions(userId: string, now: Date): Promise<void> {
      await db
        .update(sessions)
        .set({ revokedAt: now })
        .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
    },

    // recovery codes

    async codesSince(userId: string, since: Date): Promise<number> {
      const rows = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(recoveryCodes)
        .where(and(eq(recoveryCodes.userId, userId), gt(recoveryCodes.createdAt, since)));
      return rows[0]?.n ?? 0;
    },

    async insertCode(row: {
      id: string;
      userId: string;
      codeHash: string;
      createdAt: Date;
      expiresAt: Date;
    }): Promise<void> {
      await db.insert(recoveryCodes).values(row);
    },

    /** The newest code of the user that is unused and unexpired. */
    async currentCode(userId: string, now: Date): Promise<RecoveryRow | null> {
      const rows = await db
        .select()
        .from(recoveryCodes)
        .where(
          and(
            eq(recoveryCodes.userId, userId),
            isNull(recoveryCodes.usedAt),
            gt(recoveryCodes.expiresAt, now),
          ),
        )
        .orderBy(desc(recoveryCodes.createdAt))
        .limit(1);
      return rows[0] ?? null;
    },

    /** Spends one try of a code; false when it has none left (or is used or expired). */
    async spendTry(id: string, maxTries: number, now: Date): Promise<boolean> {
      const rows = await db
        .update(recoveryCodes)
        .set({ attempts: sql`${recoveryCodes.attempts} + 1` })
        .where(
          and(
            eq(recoveryCodes.id, id),
            isNull(recoveryCodes.usedAt),
            gt(recoveryCodes.expiresAt, now),
            sql`${recoveryCodes.attempts} < ${maxTries}`,
          ),
        )
        .returning({ id: recoveryCodes.id });
      return rows.length === 1;
    },

    /** Marks a code used; true for exactly one caller. */
    async consumeCode(id: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(recoveryCodes)
        .set({ usedAt: now })
        .where(and(eq(recoveryCodes.id, id), isNull(recoveryCodes.usedAt)))
        .returning({ id: recoveryCodes.id });
      return rows.length === 1;
    },

    async invalidateCodes(userId: string, now: Date): Promise<void> {
      await db
        .update(recoveryCodes)
        .set({ usedAt: now })
        .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
    },

    /** Everything stored about a user, for the data download. */
    async export(userId: string) {
      const [user] = await db.select().from(users).where(eq(users.id, userId));
      const userCharts = await db.select().from(charts).where(eq(charts.userId, userId));
      const userSessions = await db
        .select({
          id: sessions.id,
          createdAt: sessions.createdAt,
          expiresAt: sessions.expiresAt,
          revokedAt: sessions.revokedAt,
        })
        .from(sessions)
        .where(eq(sessions.userId, userId));
      const codes = await db
        .select({ createdAt: recoveryCodes.createdAt, usedAt: recoveryCodes.usedAt })
        .from(recoveryCodes)
        .where(eq(recoveryCodes.userId, userId));
      const userOrders = await db.select().from(orders).where(eq(orders.userId, userId));
      const userPayments = await db
        .select({
          orderId: payments.orderId,
          provider: payments.provider,
          providerPaymentId: payments.providerPaymentId,
          status: payments.status,
          createdAt: payments.createdAt,
        })
        .from(payments)
        .innerJoin(orders, eq(orders.id, payments.orderId))
        .where(eq(orders.userId, userId));
      // the saved method's token stays out: it is a credential at the provider, not data about the person
      const userAutopays = await db
        .select({
          chartId: autopays.chartId,
          kind: autopays.kind,
          provider: autopays.provider,
          productId: autopays.productId,
          nextAttemptAt: autopays.nextAttemptAt,
          createdAt: autopays.createdAt,
        })
        .from(autopays)
        .where(eq(autopays.userId, userId));
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
      const userQuestions = await db
        .select({
          createdAt: questions.createdAt,
          name: questions.name,
          email: questions.email,
          topic: questions.topic,
          question: questions.question,
          image: questions.imageFile,
        })
        .from(questions)
        .where(eq(questions.userId, userId));
      return {
        user,
        charts: userCharts,
        sessions: userSessions,
        recoveryCodes: codes,
        orders: userOrders,
        payments: userPayments,
        autopays: userAutopays,
        messenger: messenger[0] ?? null,
        reminders: deliveries,
        questions: userQuestions,
      };
    },
  };
}

export type AccountsRepo = ReturnType<typeof createAccountsRepo>;
