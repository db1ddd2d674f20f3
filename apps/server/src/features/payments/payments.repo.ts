/**
 * The payments feature's queries. Money rules live here as SQL guards: a payment turns succeeded only if it was
 * not (`WHERE status <> 'succeeded' RETURNING`), an order or payment is canceled only while pending, a chart's
 * paid-until is changed only under its row lock. Queries a user can reach are scoped to the owner.
 */
import { and, asc, desc, eq, isNotNull, isNull, lte, ne, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { autopays, charts, orders, paymentEvents, payments, products, users } from "../../db/schema.ts";
import { extendPaidUntil } from "./months.ts";

export type ProductRow = typeof products.$inferSelect;
export type OrderRow = typeof orders.$inferSelect;
export type OrderInsert = typeof orders.$inferInsert;
export type PaymentRow = typeof payments.$inferSelect;
export type AutopayRow = typeof autopays.$inferSelect;
/** A transaction or the database: the settle step runs inside the renewal's transaction too. */
export type Tx = Pick<Db, "select" | "insert" | "update" | "delete" | "execute">;

export function createPaymentsRepo(db: Db) {
  /** The chart's paid-until values under its row lock (FOR UPDATE): no two payments extend it at once. */
  async function lockChart(
    tx: Tx,
    chartId: string,
  ): Promise<{ paidUntil: Date | null; mobilePaidUntil: Date | null; userId: string; fio: string } | null> {
    const rows = await tx
      .select({
        paidUntil: charts.paidUntil,
        mobilePaidUntil: charts.mobilePaidUntil,
        userId: charts.userId,
        fio: charts.fio,
      })
      .from(charts)
      .where(eq(charts.id, chartId))
      .for("update");
    return rows[0] ?? null;
  }

  /** The newest order of a user's chart that meets the `more` conditions too. */
  async function newestOrder(userId: string, chartId: string, ...more: SQL[]): Promise<OrderRow | null> {
    const rows = await db
      .select()
      .from(orders)
      .where(and(eq(orders.userId, userId), eq(orders.chartId, chartId), ...more))
      .orderBy(desc(orders.createdAt))
      .limit(1);
    return rows[0] ?? null;
  }

  return {
    db,

    async products(): Promise<ProductRow[]> {
      return db.select().from(products).orderBy(asc(products.sort), asc(products.id));
    },

    async product(id: string, tx: Tx = db): Promise<ProductRow | null> {
      const rows = await tx.select().from(products).where(eq(products.id, id)).limit(1);
      return rows[0] ?? null;
    },

    /**
     * Operator use: extends the Personal Calendar of a chart (any owner) by `months` from max(now, paid-until), by
     * the same month rule as payments, under the chart's row lock.
     */
    async extendPaidUntil(chartId: string, months: number, now: Date): Promise<Date | null> {
      return db.transaction(async (tx) => {
        const chart = await lockChart(tx, chartId);
        if (!chart) return null;
        const until = extendPaidUntil(chart.paidUntil, now, months);
        await tx.update(charts).set({ paidUntil: until }).where(eq(charts.id, chartId));
        return until;
      });
    },

    /** Sets a tariff's price for new orders (orders keep the price they were made with). */
    async setPrice(id: string, amountMinor: number): Promise<boolean> {
      const rows = await db
        .update(products)
        .set({ amountMinor })
        .where(eq(products.id, id))
        .returning({ id: products.id });
      return rows.length === 1;
    },

    /** Takes a tariff off sale (or back on); charts last paid on it are marked archived (or not) with it. */
    async setOnSale(id: string, onSale: boolean): Promise<boolean> {
      return db.transaction(async (tx) => {
        const rows = await tx
          .update(products)
          .set({ onSale })
          .where(eq(products.id, id))
          .returning({ id: products.id });
        if (rows.length === 0) return false;
        await tx.update(charts).set({ isTariffArchived: !onSale }).where(eq(charts.productId, id));
        return true;
      });
    },

    /** A recent pending order of the same user, chart and tariff: a repeated checkout reuses it (and its key). */
    pendingOrder(userId: string, chartId: string, productId: string, since: Date): Promise<OrderRow | null> {
      return newestOrder(
        userId,
        chartId,
        eq(orders.productId, productId),
        eq(orders.status, "pending"),
        sql`${orders.renewalKey} is null`,
        sql`${orders.createdAt} >= ${since.toISOString()}::timestamptz`,
      );
    },

    async insertOrder(tx: Tx, row: OrderInsert): Promise<OrderRow | null> {
      const rows = await tx.insert(orders).values(row).onConflictDoNothing().returning();
      return rows[0] ?? null;
    },

    async orderStatus(tx: Tx, orderId: string): Promise<"pending" | "succeeded" | "canceled" | null> {
      const rows = await tx.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId));
      return (rows[0]?.status as "pending" | "succeeded" | "canceled" | undefined) ?? null;
    },

    async orderByRenewalKey(tx: Tx, key: string): Promise<OrderRow | null> {
      const rows = await tx.select().from(orders).where(eq(orders.renewalKey, key)).limit(1);
      return rows[0] ?? null;
    },

    async setConfirmationUrl(orderId: string, url: string): Promise<void> {
      await db.update(orders).set({ confirmationUrl: url }).where(eq(orders.id, orderId));
    },

    /** Records the provider's payment of an order (once: a retried create names the same payment). */
    async insertPayment(tx: Tx, row: typeof payments.$inferInsert): Promise<void> {
      await tx.insert(payments).values(row).onConflictDoNothing();
    },

    async paymentOfOrder(tx: Tx, orderId: string): Promise<PaymentRow | null> {
      const rows = await tx
        .select()
        .from(payments)
        .where(eq(payments.orderId, orderId))
        .orderBy(desc(payments.createdAt))
        .limit(1);
      return rows[0] ?? null;
    },

    async paymentByProviderId(
      tx: Tx,
      provider: string,
      providerPaymentId: string,
    ): Promise<{ payment: PaymentRow; order: OrderRow } | null> {
      const rows = await tx
        .select({ payment: payments, order: orders })
        .from(payments)
        .innerJoin(orders, eq(orders.id, payments.orderId))
        .where(and(eq(payments.provider, provider), eq(payments.providerPaymentId, providerPaymentId)))
        .limit(1);
      return rows[0] ?? null;
    },

    /** The exactly-once guard: true only for the one caller that turned the payment succeeded. */
    async markSucceeded(tx: Tx, paymentId: string, now: Date): Promise<boolean> {
      const rows = await tx
        .update(payments)
        .set({ status: "succeeded", updatedAt: now })
        .where(and(eq(payments.id, paymentId), ne(payments.status, "succeeded")))
        .returning({ id: payments.id });
      return rows.length === 1;
    },

    /** A failed payment cancels its order, but only while both are pending (a success is never undone). */
    async markCanceled(tx: Tx, paymentId: string, orderId: string, now: Date): Promise<boolean> {
      const rows = await tx
        .update(payments)
        .set({ status: "canceled", updatedAt: now })
        .where(and(eq(payments.id, paymentId), eq(payments.status, "pending")))
        .returning({ id: payments.id });
      await tx
        .update(orders)
        .set({ status: "canceled" })
        .where(and(eq(orders.id, orderId), eq(orders.status, "pending")));
      return rows.length === 1;
    },

    async completeOrder(tx: Tx, orderId: string, now: Date, paidUntil: Date | null): Promise<void> {
      await tx
        .update(orders)
        .set({ status: "succeeded", paidAt: now, paidUntil })
        .where(eq(orders.id, orderId));
    },

    lockChart,

    async setChartPaid(
      tx: Tx,
      chartId: string,
      set: { paidUntil?: Date; mobilePaidUntil?: Date; productId?: string; isTariffArchived?: boolean },
    ): Promise<void> {
      // drizzle leaves the fields that are undefined out of the update
      await tx.update(charts).set(set).where(eq(charts.id, chartId));
    },

    async selectChart(tx: Tx, userId: string, chartId: string): Promise<void> {
      await tx.update(users).set({ activeChartId: chartId }).where(eq(users.id, userId));
    },

    async upsertAutopay(tx: Tx, row: typeof autopays.$inferInsert): Promise<void> {
      await tx
        .insert(autopays)
        .values(row)
        .onConflictDoUpdate({
          target: [autopays.chartId, autopays.kind],
          set: {
            provider: row.provider,
            methodId: row.methodId,
            productId: row.productId,
            failures: 0,
            nextAttemptAt: row.nextAttemptAt,
            // a new autopay purchase turns it on again, with the newly saved method
            offAt: null,
          },
        });
    },

    /**
     * After a renewal succeeded: the next one is due a day before the new paid-until. An autopay that is off stays
     * off (paying for a fixed period never turns it back on).
     */
    async rescheduleAutopay(tx: Tx, chartId: string, kind: string, next: Date): Promise<void> {
      await tx
        .update(autopays)
        .set({ failures: 0, nextAttemptAt: next })
        .where(and(eq(autopays.chartId, chartId), eq(autopays.kind, kind), isNull(autopays.offAt)));
    },

    async autopaysOf(userId: string, chartId: string): Promise<AutopayRow[]> {
      return db
        .select()
        .from(autopays)
        .where(and(eq(autopays.userId, userId), eq(autopays.chartId, chartId)));
    },

    /**
     * Turns autopay off while its period runs (issue 22): nothing is due any more (the renewal job never picks a
     * row without a next attempt), the saved method stays until the period ends. The same row lock a renewal
     * holds: an update waits for a charge in flight. Answers the rows turned off now.
     */
    async pauseAutopays(userId: string, chartId: string, now: Date): Promise<AutopayRow[]> {
      return db
        .update(autopays)
        .set({ offAt: now, nextAttemptAt: null, failures: 0 })
        .where(and(eq(autopays.userId, userId), eq(autopays.chartId, chartId), isNull(autopays.offAt)))
        .returning();
    },

    /** Turns an autopay that is off back on: due a day before the period ends, no failures counted. */
    async resumeAutopay(tx: Tx, chartId: string, kind: string, next: Date): Promise<boolean> {
      const rows = await tx
        .update(autopays)
        .set({ offAt: null, nextAttemptAt: next, failures: 0 })
        .where(and(eq(autopays.chartId, chartId), eq(autopays.kind, kind), isNotNull(autopays.offAt)))
        .returning({ chartId: autopays.chartId });
      return rows.length === 1;
    },

    /**
     * Autopays that are off and whose paid period has ended (the site's or the app's, by kind): their saved
     * methods are forgotten and the rows deleted.
     */
    async lapsedOffAutopays(now: Date, limit: number): Promise<AutopayRow[]> {
      const rows = await db
        .select({ a: autopays })
        .from(autopays)
        .innerJoin(charts, eq(charts.id, autopays.chartId))
        .where(
          and(
            isNotNull(autopays.offAt),
            sql`coalesce(case when ${autopays.kind} = 'mobile' then ${charts.mobilePaidUntil} else ${charts.paidUntil} end, '-infinity'::timestamptz) <= ${now.toISOString()}::timestamptz`,
          ),
        )
        .limit(limit);
      return rows.map((r) => r.a);
    },

    /** Deletes an autopay row that is still off (a purchase or turning it back on in between keeps it). */
    async dropOffAutopay(chartId: string, kind: string): Promise<boolean> {
      const rows = await db
        .delete(autopays)
        .where(and(eq(autopays.chartId, chartId), eq(autopays.kind, kind), isNotNull(autopays.offAt)))
        .returning({ chartId: autopays.chartId });
      return rows.length === 1;
    },

    /** Every saved method of a user (the account's deletion forgets them at the providers). */
    async methodsOf(userId: string): Promise<{ provider: string; methodId: string }[]> {
      return db
        .select({ provider: autopays.provider, methodId: autopays.methodId })
        .from(autopays)
        .where(eq(autopays.userId, userId));
    },

    /** Autopays whose next attempt is due, oldest first (an autopay that is off has none). */
    async dueAutopays(now: Date, limit: number): Promise<AutopayRow[]> {
      return db
        .select()
        .from(autopays)
        .where(and(lte(autopays.nextAttemptAt, now), isNull(autopays.offAt)))
        .orderBy(asc(autopays.nextAttemptAt))
        .limit(limit);
    },

    /** Locks one autopay row for a renewal, skipping it when another instance holds it. */
    async lockAutopay(tx: Tx, chartId: string, kind: string): Promise<AutopayRow | null> {
      const rows = await tx
        .select()
        .from(autopays)
        .where(and(eq(autopays.chartId, chartId), eq(autopays.kind, kind)))
        .for("update", { skipLocked: true });
      return rows[0] ?? null;
    },

    async autopayFailed(tx: Tx, chartId: string, kind: string, failures: number, next: Date): Promise<void> {
      await tx
        .update(autopays)
        .set({ failures, nextAttemptAt: next })
        .where(and(eq(autopays.chartId, chartId), eq(autopays.kind, kind)));
    },

    async dropAutopay(tx: Tx, chartId: string, kind: string): Promise<void> {
      await tx.delete(autopays).where(and(eq(autopays.chartId, chartId), eq(autopays.kind, kind)));
    },

    /** The user's orders, payments and autopays, for the data download. */
    async export(userId: string) {
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
          offAt: autopays.offAt,
        })
        .from(autopays)
        .where(eq(autopays.userId, userId));
      return { orders: userOrders, payments: userPayments, autopays: userAutopays };
    },

    async history(userId: string, limit: number): Promise<OrderRow[]> {
      return db
        .select()
        .from(orders)
        .where(eq(orders.userId, userId))
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(limit);
    },

    /** The newest order of a user's chart (for the return page), or a given one of theirs. */
    latestOrder(userId: string, chartId: string, orderId?: string): Promise<OrderRow | null> {
      return newestOrder(
        userId,
        chartId,
        orderId ? eq(orders.id, orderId) : sql`${orders.renewalKey} is null`,
      );
    },

    /** Payments still pending between two instants (the provider's word on them may have been lost). */
    async pendingPayments(olderThan: Date, newerThan: Date, limit: number): Promise<PaymentRow[]> {
      return db
        .select()
        .from(payments)
        .where(
          and(
            eq(payments.status, "pending"),
            lte(payments.createdAt, olderThan),
            sql`${payments.createdAt} > ${newerThan.toISOString()}::timestamptz`,
          ),
        )
        .orderBy(asc(payments.createdAt))
        .limit(limit);
    },

    async recordEvent(row: typeof paymentEvents.$inferInsert): Promise<void> {
      await db.insert(paymentEvents).values(row);
    },
  };
}

export type PaymentsRepo = ReturnType<typeof createPaymentsRepo>;
