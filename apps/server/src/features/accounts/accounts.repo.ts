/**
 * The accounts feature's queries: users, sessions and recovery codes. Every statement that guards a limit
 * (failed sign-ins, code tries, single use) is one atomic UPDATE … RETURNING, so parallel requests cannot
 * slip past it.
 */
import { and, desc, eq, gt, inArray, isNull, lte, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { consents, recoveryCodes, sessions, users } from "../../db/schema.ts";

export type UserRow = typeof users.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;
export type RecoveryRow = typeof recoveryCodes.$inferSelect;

/** A session that is live at `now`: not revoked, not expired. */
const liveAt = (now: Date) => and(isNull(sessions.revokedAt), gt(sessions.expiresAt, now));
/** A recovery code that can be used at `now`: not used, not expired. */
const usableAt = (now: Date) => and(isNull(recoveryCodes.usedAt), gt(recoveryCodes.expiresAt, now));

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

    /** The new user with the consent given at sign-up (one transaction), or null when the e-mail is taken. */
    async insertUser(
      row: typeof users.$inferInsert,
      consent: Omit<typeof consents.$inferInsert, "userId">,
    ): Promise<UserRow | null> {
      return db.transaction(async (tx) => {
        const rows = await tx
          .insert(users)
          .values(row)
          .onConflictDoNothing({ target: users.email })
          .returning();
        const user = rows[0];
        if (!user) return null;
        await tx.insert(consents).values({ ...consent, userId: user.id });
        return user;
      });
    },

    /** A consent the user gave (at checkout). */
    async insertConsent(row: typeof consents.$inferInsert): Promise<void> {
      await db.insert(consents).values(row);
    },

    async setPassword(userId: string, passwordHash: string): Promise<void> {
      await db
        .update(users)
        .set({ passwordHash, failedLogins: 0, loginBlockedUntil: null })
        .where(eq(users.id, userId));
    },

    /**
     * Counts a sign-in guess before its password is checked, in one statement under the row's lock, unless the
     * account is waiting: from the `free`-th counted guess on, the next one waits `firstDelaySeconds`, doubling
     * each time up to `maxDelaySeconds`. Concurrent guesses (any instance) each take their own count, so none is
     * checked while the account waits. A right password resets the count (loginSucceeded).
     */
    async claimLoginAttempt(
      userId: string,
      now: Date,
      opts: { free: number; firstDelaySeconds: number; maxDelaySeconds: number },
    ): Promise<{ claimed: true } | { claimed: false; blockedUntil: Date }> {
      const at = now.toISOString();
      const rows = await db
        .update(users)
        .set({
          failedLogins: sql`${users.failedLogins} + 1`,
          loginBlockedUntil: sql`case when ${users.failedLogins} + 1 >= ${opts.free}
            then ${at}::timestamptz + make_interval(secs => least(${opts.maxDelaySeconds}, ${opts.firstDelaySeconds} * power(2, ${users.failedLogins} + 1 - ${opts.free})))
            else null end`,
        })
        .where(
          and(
            eq(users.id, userId),
            or(isNull(users.loginBlockedUntil), lte(users.loginBlockedUntil, sql`${at}::timestamptz`)),
          ),
        )
        .returning({ failed: users.failedLogins });
      if (rows.length > 0) return { claimed: true };
      const [row] = await db
        .select({ blockedUntil: users.loginBlockedUntil })
        .from(users)
        .where(eq(users.id, userId));
      // the row changed between the two statements (a success reset it): wait the shortest delay
      return { claimed: false, blockedUntil: row?.blockedUntil ?? new Date(now.getTime() + 1000) };
    },

    async loginSucceeded(userId: string): Promise<void> {
      await db.update(users).set({ failedLogins: 0, loginBlockedUntil: null }).where(eq(users.id, userId));
    },

    /** The saved places of these users (those who saved one), for jobs that work for many users at once. */
    async locationsOf(
      ids: string[],
    ): Promise<Pick<UserRow, "id" | "address" | "latitude" | "longitude" | "timeZone">[]> {
      if (ids.length === 0) return [];
      return db
        .select({
          id: users.id,
          address: users.address,
          latitude: users.latitude,
          longitude: users.longitude,
          timeZone: users.timeZone,
        })
        .from(users)
        .where(inArray(users.id, ids));
    },

    async setLocation(
      userId: string,
      loc: { address: string; latitude: number; longitude: number; timeZone: string | null },
    ): Promise<void> {
      await db.update(users).set(loc).where(eq(users.id, userId));
    },

    async setHoursWindow(userId: string, hoursWindow: string | null): Promise<void> {
      await db.update(users).set({ hoursWindow }).where(eq(users.id, userId));
    },

    /** The hours windows these users set (those who set one). */
    async hoursWindowsOf(ids: string[]): Promise<Pick<UserRow, "id" | "hoursWindow">[]> {
      if (ids.length === 0) return [];
      return db
        .select({ id: users.id, hoursWindow: users.hoursWindow })
        .from(users)
        .where(inArray(users.id, ids));
    },

    async deleteUser(userId: string): Promise<void> {
      await db.delete(users).where(eq(users.id, userId));
    },

    // sessions

    async insertSession(row: { id: string; userId: string; expiresAt: Date }): Promise<void> {
      await db.insert(sessions).values(row);
    },

    /** Which of these sessions are live (not revoked, not expired). */
    async liveSessions(ids: string[], now: Date): Promise<Set<string>> {
      if (ids.length === 0) return new Set();
      const rows = await db
        .select({ id: sessions.id })
        .from(sessions)
        .where(and(inArray(sessions.id, ids), liveAt(now)));
      return new Set(rows.map((r) => r.id));
    },

    /** A live session of this user: not revoked, not expired. */
    async liveSession(id: string, userId: string, now: Date): Promise<SessionRow | null> {
      const rows = await db
        .select()
        .from(sessions)
        .where(and(eq(sessions.id, id), eq(sessions.userId, userId), liveAt(now)))
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

    /**
     * A new recovery code for the account of `email`, unless it already had `perDay` codes in the day before
     * `createdAt`: one statement whatever the answer (the same work for a registered and an unknown address, and
     * two parallel requests can not both take the last code of the day).
     */
    async requestCode(row: {
      id: string;
      email: string;
      codeHash: string;
      createdAt: Date;
      expiresAt: Date;
      perDay: number;
    }): Promise<{ userId: string | null; created: boolean }> {
      const since = new Date(row.createdAt.getTime() - 86_400_000).toISOString();
      const result = (await db.execute(sql`
        with account as (select ${users.id} as id from ${users} where ${users.email} = ${row.email} for update),
        inserted as (
          insert into ${recoveryCodes} (id, user_id, code_hash, created_at, expires_at)
          select ${row.id}::uuid, account.id, ${row.codeHash}, ${row.createdAt.toISOString()}::timestamptz,
            ${row.expiresAt.toISOString()}::timestamptz
          from account
          where (select count(*) from ${recoveryCodes} c
                 where c.user_id = account.id and c.created_at > ${since}::timestamptz) < ${row.perDay}
          returning user_id
        )
        select (select id from account) as user_id, (select count(*)::int from inserted) as created`)) as unknown as {
        rows: { user_id: string | null; created: number }[];
      };
      const r = result.rows[0];
      return { userId: r?.user_id ?? null, created: (r?.created ?? 0) > 0 };
    },

    /** The newest code of the user that is unused and unexpired. */
    async currentCode(userId: string, now: Date): Promise<RecoveryRow | null> {
      const rows = await db
        .select()
        .from(recoveryCodes)
        .where(and(eq(recoveryCodes.userId, userId), usableAt(now)))
        .orderBy(desc(recoveryCodes.createdAt))
        .limit(1);
      return rows[0] ?? null;
    },

    /** Spends one try of a code; false when it has none left (or is used or expired). */
    async spendTry(id: string, maxTries: number, now: Date): Promise<boolean> {
      const rows = await db
        .update(recoveryCodes)
        .set({ attempts: sql`${recoveryCodes.attempts} + 1` })
        .where(and(eq(recoveryCodes.id, id), usableAt(now), sql`${recoveryCodes.attempts} < ${maxTries}`))
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

    /** What the accounts feature stores about a user, for the data download. */
    async export(userId: string) {
      const [user] = await db.select().from(users).where(eq(users.id, userId));
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
      const userConsents = await db
        .select({
          document: consents.document,
          version: consents.version,
          lang: consents.lang,
          context: consents.context,
          ip: consents.ip,
          givenAt: consents.givenAt,
        })
        .from(consents)
        .where(eq(consents.userId, userId))
        .orderBy(consents.givenAt);
      return { user, consents: userConsents, sessions: userSessions, recoveryCodes: codes };
    },
  };
}

export type AccountsRepo = ReturnType<typeof createAccountsRepo>;
