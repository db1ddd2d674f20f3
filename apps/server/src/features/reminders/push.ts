/**
 * Web Push reminders (issue 22, decision 025): the third channel, for people who want the day on their phone or
 * computer without Telegram or e-mail. A user turns notifications on per browser (each is a device: its push
 * subscription, posted by the page); the reminder's time and chart are the user's, one setting for all devices.
 * Every day at that time at the user's place (decision 021's rule) each device gets a notification of the chart's
 * day (message.ts `pushDayText`) in the language the device's page was in, opening the day page when clicked.
 *
 * The job (`tick`) claims one row per user and local date (push_deliveries, unique: two instances never both
 * send), then posts to each device. A device whose push service says the subscription is over (404, 410) is
 * forgotten; other failures are recorded, not retried (a push service queues the message itself, for its TTL).
 */
import { randomUUID } from "node:crypto";
import type { DayJson } from "@bazi/almanac";
import {
  type ChartView,
  DEFAULT_REMINDER_TIME,
  type PushSettings,
  type PushState,
  type PushSubscriptionBody,
} from "@bazi/contracts";
import { type Lang, langOf } from "@bazi/i18n";
import { t } from "@bazi/i18n/messenger";
import { dayPath } from "@bazi/i18n/paths";
import { AppError } from "../../errors.ts";
import type { Logger } from "../../log.ts";
import { type AppMetrics, noMetrics } from "../../metrics.ts";
import type { Clock } from "../../providers/clock.ts";
import { isPushServiceEndpoint, type PushNotice, type PushSender } from "../../providers/push.ts";
import type { ChartsService } from "../charts/charts.service.ts";
import { pushDayText } from "./message.ts";
import type { PushDeviceRow, PushRepo } from "./push.repo.ts";
import { eligibleChart, ownChart, type PlaceAt, type RemindersService } from "./reminders.service.ts";

/** How long a push service keeps a reminder for a device that is offline: the day is stale after that. */
const DAY_TTL_SECONDS = 12 * 3600;
const TEST_TTL_SECONDS = 600;

export function createPush(deps: {
  repo: PushRepo;
  charts: Pick<ChartsService, "get">;
  clock: Clock;
  log: Logger;
  sender: PushSender;
  publicKey: string;
  /** The push services a subscription may name (PUSH_SERVICE_HOSTS). */
  hosts: readonly string[];
  origin: (lang: Lang) => string;
  /** When a reminder is due and where it is reckoned (decision 021). */
  reminders: Pick<RemindersService, "due" | "placeOf">;
  dayAt: (chart: ChartView, date: string, place: PlaceAt, lang: Lang) => DayJson;
  /** Which sessions are still signed in (the accounts feature). */
  liveSessions: (ids: string[]) => Promise<Set<string>>;
  metrics?: AppMetrics;
}) {
  const { repo, clock, log } = deps;
  const metrics = deps.metrics ?? noMetrics;
  const now = () => new Date(clock.now());

  const chartOf = (userId: string, chartId: string) => ownChart(deps.charts, userId, chartId);

  /**
   * The user's devices whose session is still signed in; the others are forgotten (signing out, or changing the
   * password, which signs out everywhere, ends the notifications in those browsers).
   */
  async function devicesOf(userId: string): Promise<PushDeviceRow[]> {
    const all = await repo.devices(userId);
    const live = await deps.liveSessions([...new Set(all.map((d) => d.sessionId))]);
    for (const d of all) if (!live.has(d.sessionId)) await repo.forget(d.id);
    return all.filter((d) => live.has(d.sessionId));
  }

  const target = (d: PushDeviceRow) => ({ endpoint: d.endpoint, keys: { p256dh: d.p256dh, auth: d.auth } });

  /** Sends one notice to a device; a subscription that is over is forgotten. True when the service took it. */
  async function deliver(d: PushDeviceRow, notice: PushNotice, ttlSeconds: number): Promise<boolean> {
    const r = await deps.sender.send(target(d), notice, { ttlSeconds, topic: notice.tag.replace(/-/g, "") });
    if (r.ok) {
      await repo.sentTo(d.id, now());
      return true;
    }
    if (r.gone) {
      await repo.forget(d.id);
      log.info({ deviceId: d.id, status: r.status }, "push subscription is over: device forgotten");
      metrics.reminder("gone", "push");
    } else {
      log.warn({ deviceId: d.id, status: r.status, error: r.description }, "push not delivered");
    }
    return false;
  }

  const self = {
    /** `endpoint`: this browser's subscription, when it has one: is it among the user's devices? */
    async state(userId: string, endpoint?: string): Promise<PushState> {
      const row = await repo.settings(userId);
      const settings = { time: row?.time ?? DEFAULT_REMINDER_TIME, chart: row?.chartId ?? null };
      const chart = settings.chart ? await chartOf(userId, settings.chart) : null;
      const place = await deps.reminders.placeOf(userId, chart);
      const devices = await devicesOf(userId);
      return {
        publicKey: deps.publicKey,
        settings,
        devices: devices.length,
        thisDevice: endpoint !== undefined && devices.some((d) => d.endpoint === endpoint),
        place: place ? { name: place.name, source: place.source } : null,
      };
    },

    /** POST /api/push: the chart, when given, must be the user's with a paid Personal Calendar. */
    async save(userId: string, s: PushSettings, lang: Lang): Promise<PushState> {
      if (s.chart) await eligibleChart(deps.charts, userId, s.chart, lang);
      await repo.saveSettings(userId, { time: s.time, chartId: s.chart }, now());
      return self.state(userId);
    },

    /** POST /api/push/devices: this browser, for this user, in the page's language. */
    async addDevice(
      p: { userId: string; sessionId: string },
      sub: PushSubscriptionBody,
      lang: Lang,
    ): Promise<PushState> {
      if (!isPushServiceEndpoint(sub.endpoint, deps.hosts))
        throw new AppError("VALIDATION_FAILED", {
          fields: [{ field: "endpoint", message: `endpoint: ${t(lang, "msg.field.endpoint")}` }],
        });
      await repo.addDevice({
        id: randomUUID(),
        userId: p.userId,
        sessionId: p.sessionId,
        endpoint: sub.endpoint,
        p256dh: sub.keys.p256dh,
        auth: sub.keys.auth,
        lang,
        now: now(),
      });
      return self.state(p.userId, sub.endpoint);
    },

    /** POST /api/push/devices/delete: only the user's own device; another's endpoint changes nothing. */
    async removeDevice(userId: string, endpoint: string): Promise<PushState> {
      await repo.removeDevice(userId, endpoint);
      return self.state(userId, endpoint);
    },

    /** POST /api/push/test: a test notification to each of the user's devices now; how many took it. */
    async test(userId: string, lang: Lang): Promise<{ devices: number; delivered: number }> {
      const devices = await devicesOf(userId);
      if (devices.length === 0)
        throw new AppError("VALIDATION_FAILED", {
          fields: [{ field: "devices", message: t(lang, "msg.push.noDevices") }],
        });
      let delivered = 0;
      for (const d of devices) {
        const l = langOf(d.lang);
        const notice: PushNotice = {
          title: t(l, "msg.push.testTitle"),
          body: t(l, "msg.push.testBody"),
          url: `${deps.origin(l)}/client?tab=profile`,
          tag: "test",
          lang: l,
        };
        if (await deliver(d, notice, TEST_TTL_SECONDS)) delivered++;
      }
      return { devices: devices.length, delivered };
    },

    exportOf: (userId: string) => repo.export(userId),

    /** One pass: claim every reminder whose minute has come at the user's place today, and send it. */
    async tick(): Promise<{ claimed: number; sent: number; failed: number; skipped: number }> {
      const report = { claimed: 0, sent: 0, failed: 0, skipped: 0 };
      const nowMs = clock.now();
      for (const { date, ...c } of await deps.reminders.due(await repo.candidates(), nowMs)) {
        const id = randomUUID();
        if (!(await repo.claim({ id, userId: c.userId, localDate: date, now: new Date(nowMs) }))) continue;
        report.claimed++;
        try {
          const chart = await chartOf(c.userId, c.chartId);
          const devices = await devicesOf(c.userId);
          if (!chart?.active || devices.length === 0) {
            await repo.finish(id, {
              status: "skipped",
              devices: 0,
              now: now(),
              error: "no chart or no device",
            });
            report.skipped++;
            metrics.reminder("skipped", "push");
            continue;
          }
          const place = (await deps.reminders.placeOf(c.userId, chart))!;
          let delivered = 0;
          // one text per language the user's devices are in
          const notices = new Map<Lang, PushNotice>();
          for (const d of devices) {
            const lang = langOf(d.lang);
            let notice = notices.get(lang);
            if (!notice) {
              const text = pushDayText({
                lang,
                chartName: chart.fio,
                date,
                day: deps.dayAt(chart, date, place, lang),
                ...(place.hours !== undefined ? { hours: place.hours } : {}),
              });
              notice = {
                ...text,
                url: `${deps.origin(lang)}${dayPath(date, lang)}`,
                tag: `day-${date}`,
                lang,
              };
              notices.set(lang, notice);
            }
            if (await deliver(d, notice, DAY_TTL_SECONDS)) delivered++;
          }
          const status = delivered > 0 ? "sent" : "failed";
          await repo.finish(id, {
            status,
            devices: delivered,
            now: now(),
            ...(delivered === 0 ? { error: "no device took it" } : {}),
          });
          report[status]++;
          metrics.reminder(status, "push");
        } catch (e) {
          await repo.finish(id, { status: "failed", devices: 0, now: now(), error: (e as Error).message });
          log.error({ deliveryId: id, error: (e as Error).message }, "push reminder crashed");
          report.failed++;
          metrics.reminder("failed", "push");
        }
      }
      return report;
    },
  };
  return self;
}

export type Push = ReturnType<typeof createPush>;
