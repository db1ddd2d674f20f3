/**
 * The reminder channels, built for the app (app.ts wires them to their routes and to the account): Telegram (the
 * reminders service with its bot, the daily job, the webhook's secret and the chart's calendar feed), the e-mail
 * digest (decision 024) and Web Push (decision 025), each with its job. Every channel tells the chart's personal day
 * at the user's place (decision 021) as the site's day page shows it.
 */
import { createHmac } from "node:crypto";
import { formatDate, parseDate } from "@bazi/almanac";
import { type ChartView, REMINDER_CHANNELS, type ReminderChannel } from "@bazi/contracts";
import type { Lang } from "@bazi/i18n";
import webpush from "web-push";
import type { Db } from "../../db/client.ts";
import type { Env } from "../../env.ts";
import type { SiteOrigins } from "../../http/origin.ts";
import { type Periodic, periodic } from "../../jobs/periodic.ts";
import type { Logger } from "../../log.ts";
import type { AppMetrics } from "../../metrics.ts";
import type { Clock } from "../../providers/clock.ts";
import type { Mailer } from "../../providers/mail.ts";
import { createPushOutbox, type PushSender, type VapidKeys } from "../../providers/push.ts";
import type { Messenger } from "../../providers/telegram.ts";
import type { AccountsService } from "../accounts/accounts.service.ts";
import type { CalendarService } from "../calendar/calendar.service.ts";
import type { ChartsService } from "../charts/charts.service.ts";
import type { PersonalCalendar } from "../charts/personal-calendar.ts";
import { createDigestRepo } from "./digest.repo.ts";
import { createDigest, type Digest } from "./digest.ts";
import { chartFeed } from "./feed.ts";
import { createPushRepo } from "./push.repo.ts";
import { createPush, type Push } from "./push.ts";
import { createReminderJob, type ReminderJob } from "./reminder-job.ts";
import { createRemindersRepo } from "./reminders.repo.ts";
import { createRemindersService, type PlaceAt, type RemindersService } from "./reminders.service.ts";

export interface ReminderChannels {
  /** Telegram reminders: connecting a chat, the settings, the bot, the disable link, the feed's address. */
  reminders: RemindersService;
  /** The daily Telegram reminders job (boot starts it; tests run it by hand). */
  reminderJob: ReminderJob;
  /** The webhook's secret token (boot gives it to setWebhook). */
  telegramSecret: string;
  /** The chart's calendar feed (iCalendar text) for today in its zone, for the feed's route. */
  feedOf: (chart: ChartView, lang: Lang, requested: string | null) => string;
  /** The e-mail digest (decision 024): settings, the unsubscribe token, `tick` (tests run it by hand). */
  digest: Digest;
  /** Runs the digest's tick periodically (boot starts it). */
  digestJob: Periodic;
  /** Web Push reminders (decision 025): settings, devices, `tick` (tests run it by hand). */
  push: Push;
  /** Runs the Web Push tick periodically (boot starts it). */
  pushJob: Periodic;
  /** The channels this instance delivers in a language (Services.reminders.channels: the one place that says). */
  delivered: (lang: Lang) => ReminderChannel[];
}

export function createReminderChannels(deps: {
  env: Pick<
    Env,
    "PUSH_SERVICE_HOSTS" | "SUPPORT_EMAIL" | "TELEGRAM_RATE_PER_SECOND" | "TELEGRAM_WEBHOOK_SECRET"
  >;
  db: Db;
  log: Logger;
  clock: Clock;
  metrics: AppMetrics;
  mailer: Mailer;
  /** Signs the disable and unsubscribe links, and makes the webhook's secret when none is configured. */
  authKey: Uint8Array;
  /** The Telegram bot; null = Telegram reminders show as unavailable. */
  messenger: Messenger | null;
  /** Web Push's sender and the site's VAPID keys; absent = an in-memory outbox (tests). */
  push?: { sender: PushSender; vapid: VapidKeys } | undefined;
  origins: SiteOrigins;
  charts: ChartsService;
  calendar: CalendarService;
  personalCalendar: PersonalCalendar;
  accounts: Pick<AccountsService, "contactOf" | "placesOf" | "hoursOf" | "liveSessions">;
}): ReminderChannels {
  const { env, log, clock, metrics, messenger, origins, charts, calendar, personalCalendar, accounts } = deps;
  const remindersRepo = createRemindersRepo(deps.db);
  /** The chart's personal day at a place, as the site's day page shows it (every reminder channel tells it). */
  const dayAt = (chart: ChartView, date: string, place: PlaceAt, lang: Lang) => {
    return calendar.day(parseDate(date), place, lang, personalCalendar.natal(chart));
  };
  const reminders = createRemindersService({
    repo: remindersRepo,
    charts,
    clock,
    log,
    messenger,
    key: deps.authKey,
    origin: origins.of,
    contactOf: (userId) => accounts.contactOf(userId),
    // the user's saved place as the site takes it (web lib/place.ts); a place saved without a zone gets the zone
    // at its coordinates
    savedPlaces: async (userIds) => {
      const places = new Map<string, PlaceAt>();
      for (const [id, p] of await accounts.placesOf(userIds)) {
        const tz = p.timeZone ?? (await calendar.place({ lat: p.latitude, lng: p.longitude }, "en")).tz;
        places.set(id, { name: p.address, lat: p.latitude, lng: p.longitude, tz });
      }
      return places;
    },
    hoursOf: async (userId) => (await accounts.hoursOf([userId])).get(userId)!,
    dayAt,
  });
  // the e-mail digest (decision 024): the reminders' place rule and day composer, sent through the mail provider
  const digest = createDigest({
    repo: createDigestRepo(deps.db),
    charts,
    clock,
    log,
    mailer: deps.mailer,
    key: deps.authKey,
    origin: origins.of,
    contactOf: (userId) => accounts.contactOf(userId),
    reminders,
    metrics,
  });
  // Web Push (decision 025): the same place rule and day, as a notification on each of the user's devices
  const pushSetup = deps.push ?? {
    sender: createPushOutbox({ dir: null, log }),
    vapid: { ...webpush.generateVAPIDKeys(), subject: `mailto:${env.SUPPORT_EMAIL}` },
  };
  const push = createPush({
    repo: createPushRepo(deps.db),
    charts,
    clock,
    log,
    sender: pushSetup.sender,
    publicKey: pushSetup.vapid.publicKey,
    hosts: env.PUSH_SERVICE_HOSTS,
    origin: origins.of,
    reminders,
    dayAt,
    liveSessions: (ids) => accounts.liveSessions(ids),
    metrics,
  });
  const reminderJob = createReminderJob({
    repo: remindersRepo,
    reminders,
    messenger,
    clock,
    log,
    ratePerSecond: env.TELEGRAM_RATE_PER_SECOND,
    metrics,
  });
  return {
    reminders,
    reminderJob,
    telegramSecret:
      env.TELEGRAM_WEBHOOK_SECRET ??
      createHmac("sha256", deps.authKey).update("telegram-webhook").digest("base64url"),
    feedOf: (chart, lang, requested) =>
      chartFeed({
        chart: {
          uuid: chart.uuid,
          name: chart.fio,
          lat: chart.latitude,
          lng: chart.longitude,
          tz: chart.timeZone,
          natal: personalCalendar.natal(chart),
        },
        lang,
        today: formatDate(calendar.today(chart.timeZone)),
        origin: origins.of(lang, requested),
        stampMs: clock.now(),
      }),
    digest,
    digestJob: periodic("email-digest", () => digest.tick(), log, metrics),
    push,
    pushJob: periodic("web-push", () => push.tick(), log, metrics),
    // Telegram as the Profile tab offers it (a bot, the Russian site); mail and push only when they leave the
    // server (the dev outboxes keep them in files)
    delivered: (lang) =>
      REMINDER_CHANNELS.filter((c) =>
        c === "telegram"
          ? reminders.available() && lang === "ru"
          : c === "email"
            ? deps.mailer.kind === "smtp"
            : pushSetup.sender.kind === "web-push",
      ),
  };
}
