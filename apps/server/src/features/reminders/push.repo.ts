/**
 * The Web Push reminder's queries (decision 025): the per-user settings, the devices (one row per browser
 * subscription, unique by endpoint), and the claims, one row per user and local date (unique in the database:
 * whichever instance inserts it first is the only one that sends).
 */
import { and, eq, inArray, isNotNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { pushDeliveries, pushDevices, pushSettings } from "../../db/schema.ts";

export type PushSettingsRow = typeof pushSettings.$inferSelect;
export type PushDeviceRow = typeof pushDevices.$inferSelect;

export function createPushRepo(db: Db) {
  return {
    async settings(userId: string): Promise<PushSettingsRow | null> {
      const rows = await db.select().from(pushSettings).where(eq(pushSettings.userId, userId)).limit(1);
      return rows[0] ?? null;
    },

    async saveSettings(
      userId: string,
      s: { time: string; chartId: string | null },
      now: Date,
    ): Promise<void> {
      await db
        .insert(pushSettings)
        .values({ userId, ...s, updatedAt: now })
        .onConflictDoUpdate({ target: pushSettings.userId, set: { ...s, updatedAt: now } });
    },

    async devices(userId: string): Promise<PushDeviceRow[]> {
      return db.select().from(pushDevices).where(eq(pushDevices.userId, userId));
    },

    /**
     * This browser's subscription for `userId`: a new device, or the same endpoint's keys renewed. An endpoint
     * another user turned on in this browser before passes to this one (the browser has one subscription).
     */
    async addDevice(row: {
      id: string;
      userId: string;
      sessionId: string;
      endpoint: string;
      p256dh: string;
      auth: string;
      lang: string;
      now: Date;
    }): Promise<void> {
      // the same endpoint again: everything but its id and endpoint is the new subscription's
      const { id, endpoint, now, ...device } = row;
      await db
        .insert(pushDevices)
        .values({ id, endpoint, ...device, createdAt: now })
        .onConflictDoUpdate({ target: pushDevices.endpoint, set: { ...device, createdAt: now } });
    },

    /** The user's device with this endpoint forgotten: true when there was one (never another user's). */
    async removeDevice(userId: string, endpoint: string): Promise<boolean> {
      const rows = await db
        .delete(pushDevices)
        .where(and(eq(pushDevices.userId, userId), eq(pushDevices.endpoint, endpoint)))
        .returning({ id: pushDevices.id });
      return rows.length === 1;
    },

    /** A device whose subscription the push service says is over, or whose session ended. */
    async forget(id: string): Promise<void> {
      await db.delete(pushDevices).where(eq(pushDevices.id, id));
    },

    async sentTo(id: string, now: Date): Promise<void> {
      await db.update(pushDevices).set({ lastSentAt: now }).where(eq(pushDevices.id, id));
    },

    /** Every user with a chart chosen and at least one device. */
    async candidates(): Promise<PushSettingsRow[]> {
      return db
        .select()
        .from(pushSettings)
        .where(
          and(
            isNotNull(pushSettings.chartId),
            inArray(pushSettings.userId, db.selectDistinct({ id: pushDevices.userId }).from(pushDevices)),
          ),
        );
    },

    /** The claim: true only for the one instance that made it (unique user + local date). */
    async claim(row: { id: string; userId: string; localDate: string; now: Date }): Promise<boolean> {
      const { now, ...key } = row;
      const rows = await db
        .insert(pushDeliveries)
        .values({ ...key, status: "sending", claimedAt: now })
        .onConflictDoNothing()
        .returning({ id: pushDeliveries.id });
      return rows.length === 1;
    },

    async finish(
      id: string,
      r: { status: "sent" | "failed" | "skipped"; devices: number; now: Date; error?: string },
    ): Promise<void> {
      await db
        .update(pushDeliveries)
        .set({
          status: r.status,
          devices: r.devices,
          ...(r.status === "sent" ? { sentAt: r.now } : {}),
          ...(r.error ? { error: r.error.slice(0, 500) } : {}),
        })
        .where(eq(pushDeliveries.id, id));
    },

    /** The user's settings, devices (their endpoints; the keys are the browser's secret) and deliveries, for the download. */
    async export(userId: string) {
      const settings = await this.settings(userId);
      const devices = await db
        .select({
          endpoint: pushDevices.endpoint,
          lang: pushDevices.lang,
          createdAt: pushDevices.createdAt,
          lastSentAt: pushDevices.lastSentAt,
        })
        .from(pushDevices)
        .where(eq(pushDevices.userId, userId));
      const deliveries = await db
        .select({
          localDate: pushDeliveries.localDate,
          status: pushDeliveries.status,
          devices: pushDeliveries.devices,
          sentAt: pushDeliveries.sentAt,
        })
        .from(pushDeliveries)
        .where(eq(pushDeliveries.userId, userId))
        .orderBy(sql`${pushDeliveries.localDate}`);
      return {
        webPush: settings,
        webPushDevices: devices,
        webPushDeliveries: deliveries,
      };
    },
  };
}

export type PushRepo = ReturnType<typeof createPushRepo>;
