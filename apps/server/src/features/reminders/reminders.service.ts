/**
 * Telegram reminders (docs/product.md §2–§4, §7; issues 7 and 22): connecting a chat with a one-time link, the
 * settings, the daily reminder's text, the signed disable link, and the chart's calendar feed. The bot (its
 * updates and commands) is bot.ts; the daily sending is reminder-job.ts; the day's texts are message.ts.
 *
 * Connect: the Profile tab asks for a link t.me/<bot>?start=<token>; the token is 32 random bytes (base64url),
 * stored as SHA-256, valid one hour, usable once, and never the user's uuid. `/start <token>` (bot.ts) binds the
 * chat and turns reminders on at DEFAULT_REMINDER_TIME for the user's paid chart (off when they have none).
 * Place (decision 021): a reminder comes at its time at the user's saved place (the site's place), and tells the
 * personal day there; only a user who saved no place gets the time and day of the chart's birthplace.
 * Disable link: /chart/notify/disable/<chart uuid>.<HMAC(key, "notify-disable:" + uuid)>, bound to the chart and
 * the purpose; anything else gets the same neutral page and changes nothing.
 */

import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { DayJson, HoursWindow } from "@bazi/almanac";
import type { ChartView, MessengerSettings, MessengerState, ReminderPlace } from "@bazi/contracts";
import { type Lang, langOf } from "@bazi/i18n";
import { t } from "@bazi/i18n/messenger";
import { dayPath, langPrefix, monthPath } from "@bazi/i18n/paths";
import { AppError } from "../../errors.ts";
import type { Logger } from "../../log.ts";
import type { Clock } from "../../providers/clock.ts";
import type { Messenger } from "../../providers/telegram.ts";
import type { Contact } from "../accounts/accounts.service.ts";
import type { ChartsService } from "../charts/charts.service.ts";
import { createBot } from "./bot.ts";
import { addDays, dayText, weekText } from "./message.ts";
import type { RemindersRepo } from "./reminders.repo.ts";
import { dueDate } from "./schedule.ts";

export const CONNECT_TOKEN_TTL_MS = 3600_000;

/** The user's chart, or null when it is gone or not theirs (every reminder channel asks this way). */
export function ownChart(
  charts: Pick<ChartsService, "get">,
  userId: string,
  chartId: string,
): Promise<ChartView | null> {
  return charts.get(userId, chartId).catch((e: unknown) => {
    if (e instanceof AppError && e.code === "NOT_FOUND") return null;
    throw e;
  });
}

/** A chart the user may get reminders for: theirs, with a paid Personal Calendar (else a 400 naming `chart`). */
export async function eligibleChart(
  charts: Pick<ChartsService, "get">,
  userId: string,
  chartId: string,
  lang: Lang,
): Promise<ChartView> {
  const chart = await ownChart(charts, userId, chartId);
  if (!chart?.active) {
    throw new AppError("VALIDATION_FAILED", {
      fields: [{ field: "chart", message: `chart: ${t(lang, "msg.field.chart")}` }],
    });
  }
  return chart;
}

/**
 * The signed tokens of one purpose: `<uuid>.<HMAC(key, purpose + ":" + uuid)>`, bound to the uuid and to the
 * purpose (the disable link's, the unsubscribe link's).
 */
export function signedTokens(key: Uint8Array, purpose: string) {
  const hmac = (id: string) => createHmac("sha256", key).update(`${purpose}:${id}`).digest("base64url");
  return {
    tokenOf: (id: string) => `${id}.${hmac(id)}`,
    /** The uuid a token is for, or null (malformed, forged, another purpose). */
    idOf(token: string): string | null {
      const m = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.([A-Za-z0-9_-]{43})$/.exec(
        token,
      );
      if (!m) return null;
      const want = Buffer.from(hmac(m[1]!));
      const given = Buffer.from(m[2]!);
      return want.length === given.length && timingSafeEqual(want, given) ? m[1]! : null;
    },
  };
}

/**
 * A place the reminders reckon in: its name as the user knows it, coordinates and zone; and the hours the user
 * keeps there (the best hours are named only inside them; absent: the default 07:00–22:00, null: every hour).
 */
export interface PlaceAt {
  name: string;
  lat: number;
  lng: number;
  tz: string;
  hours?: HoursWindow | null;
}

/** Where a user's reminders are reckoned, and why there. */
export type ReminderPlaceAt = PlaceAt & { source: ReminderPlace["source"] };

const sha256 = (s: string) => createHash("sha256").update(s).digest("base64url");

export function createRemindersService(deps: {
  repo: RemindersRepo;
  charts: Pick<ChartsService, "get" | "list" | "times">;
  clock: Clock;
  log: Logger;
  /** The bot, or null when TELEGRAM_BOT_TOKEN is unset (the feature shows as unavailable). */
  messenger: Messenger | null;
  /** Signs disable links and feed tokens' purpose. */
  key: Uint8Array;
  /**
   * The public origin of a locale: the configured one, else `requested` (the origin a request came to; the feed
   * link is made for a request, the disable link for the reminders job, which has none), else the default.
   */
  origin: (lang: Lang, requested?: string | null) => string;
  /** A user's e-mail and language (the accounts feature). */
  contactOf: (userId: string) => Promise<Contact | null>;
  /** The users' saved places (the accounts feature), by user id; absent: no place saved. */
  savedPlaces: (userIds: string[]) => Promise<Map<string, PlaceAt>>;
  /** The hours a user keeps (the accounts feature): a window, or null for every hour. */
  hoursOf: (userId: string) => Promise<HoursWindow | null>;
  /** The chart's personal day at a place, as the site shows it (the calendar service). */
  dayAt: (chart: ChartView, date: string, place: PlaceAt, lang: Lang) => DayJson;
}) {
  const { repo, clock, log, messenger } = deps;
  const now = () => new Date(clock.now());
  const disableTokens = signedTokens(deps.key, "notify-disable");

  async function botName(): Promise<string | null> {
    if (!messenger) return null;
    try {
      return await messenger.username();
    } catch (e) {
      log.warn({ err: (e as Error).message }, "Telegram getMe failed");
      return null;
    }
  }

  /** The disable link of a chart's reminders. */
  const disableUrl = (chartId: string, lang: Lang) =>
    `${deps.origin(lang)}${langPrefix(lang)}/chart/notify/disable/${disableTokens.tokenOf(chartId)}`;

  /** Where a user's reminders about `chart` are reckoned: their saved place, else the chart's birthplace. */
  async function placeFor(userId: string, chart: ChartView | null): Promise<ReminderPlaceAt | null> {
    const [saved, hours] = await Promise.all([
      deps.savedPlaces([userId]).then((m) => m.get(userId)),
      deps.hoursOf(userId),
    ]);
    if (saved) return { ...saved, hours, source: "saved" };
    if (!chart) return null;
    return {
      name: chart.city,
      lat: chart.latitude,
      lng: chart.longitude,
      tz: chart.timeZone,
      hours,
      source: "chart",
    };
  }

  const chartOf = (userId: string, chartId: string) => ownChart(deps.charts, userId, chartId);

  /**
   * The chart's day at `place` as every channel words it (message.ts, `dayText`): the bot's /today and /tomorrow,
   * the daily e-mail and, with the link that turns them off, the daily reminder.
   */
  function dayMessage(
    chart: ChartView,
    date: string,
    place: PlaceAt,
    lang: Lang,
    withDisableLink = false,
  ): string {
    return dayText({
      lang,
      chartName: chart.fio,
      date,
      day: deps.dayAt(chart, date, place, lang),
      place: place.name,
      ...(place.hours !== undefined ? { hours: place.hours } : {}),
      dayUrl: `${deps.origin(lang)}${dayPath(date, lang)}`,
      ...(withDisableLink ? { disableUrl: disableUrl(chart.uuid, lang) } : {}),
    });
  }

  /**
   * Seven days from `date` at `place` as every channel words them (message.ts, `weekText`): the bot's /week and
   * the weekly e-mail.
   */
  function weekMessage(chart: ChartView, date: string, place: PlaceAt, lang: Lang): string {
    return weekText({
      lang,
      chartName: chart.fio,
      place: place.name,
      days: Array.from({ length: 7 }, (_, i) => {
        const day = addDays(date, i);
        return { date: day, day: deps.dayAt(chart, day, place, lang) };
      }),
      monthUrl: `${deps.origin(lang)}${monthPath(date, lang)}`,
    });
  }

  // the bot answers by the same rules: the user's chart, decision 021's place, the tokens of connectLink below
  const chatBot = createBot({
    repo,
    charts: deps.charts,
    clock,
    log,
    messenger,
    origin: deps.origin,
    contactOf: deps.contactOf,
    dayMessage,
    weekMessage,
    chartOf,
    placeFor,
    // only our own tokens' shape is looked up: anything else (a uuid, junk) is simply not a token
    useConnectToken: async (token, at) =>
      /^[A-Za-z0-9_-]{43}$/.test(token) ? await repo.useToken(sha256(token), at) : null,
  });

  return {
    available: () => messenger !== null,

    /** What this feature stores about a user (the messenger connection, deliveries), for the data download. */
    exportOf: (userId: string) => repo.export(userId),

    async state(userId: string): Promise<MessengerState> {
      const row = await repo.messenger(userId);
      const chart = row?.chartId ? await chartOf(userId, row.chartId) : null;
      const place = await placeFor(userId, chart);
      return {
        available: messenger !== null,
        bot: await botName(),
        settings: row
          ? {
              active: row.active,
              timeReminder: row.timeReminder,
              chart: row.chartId,
              blocked: row.blocked,
              connectedAt: row.connectedAt.toISOString(),
            }
          : null,
        place: place ? { name: place.name, source: place.source } : null,
      };
    },

    /** Decision 021's rule, for every channel: the user's saved place, else `chart`'s birthplace. */
    placeOf: placeFor,

    /**
     * The candidates of a channel's job whose reminder is due at `nowMs`, each with its local date (schedule.ts):
     * about a chart whose Personal Calendar is paid, at their minute at the user's saved place (the chart's
     * birthplace's zone while they saved none).
     */
    async due<C extends { userId: string; chartId: string | null; time: string }>(
      candidates: C[],
      nowMs: number,
    ): Promise<(C & { chartId: string; date: string })[]> {
      const [times, places] = await Promise.all([
        deps.charts.times([...new Set(candidates.flatMap((c) => c.chartId ?? []))]),
        deps.savedPlaces([...new Set(candidates.map((c) => c.userId))]),
      ]);
      return candidates.flatMap((c) => {
        const chart = c.chartId === null ? undefined : times.get(c.chartId);
        if (!chart?.paidUntil || chart.paidUntil.getTime() <= nowMs) return [];
        const date = dueDate(nowMs, c.time, places.get(c.userId)?.tz ?? chart.timeZone);
        return date ? [{ ...c, chartId: c.chartId!, date }] : [];
      });
    },

    /**
     * The daily reminder of a claimed delivery, in the user's language: the chart's day at the user's place (its
     * birthplace when they saved none) on `date`; null when the chart is gone or its Personal Calendar lapsed.
     */
    async reminder(userId: string, chartId: string, date: string): Promise<string | null> {
      const chart = await chartOf(userId, chartId);
      if (!chart?.active) return null;
      const lang = langOf((await deps.contactOf(userId))?.locale);
      const place = (await placeFor(userId, chart))!;
      return dayMessage(chart, date, place, lang, true);
    },
    /** The chart's day and week at a place, worded for the channels (the e-mail digest's letters). */
    dayMessage,
    weekMessage,

    /** Registers the bot's command list in both languages (bot.ts). */
    registerCommands: chatBot.registerCommands,

    /** A fresh one-time link to the bot that binds the chat to this user. */
    async connectLink(userId: string): Promise<{ url: string; bot: string; expiresAt: string }> {
      const bot = await botName();
      if (!bot) throw new AppError("MESSENGER_UNAVAILABLE");
      const token = randomBytes(32).toString("base64url");
      const at = now();
      const expiresAt = new Date(at.getTime() + CONNECT_TOKEN_TTL_MS);
      await repo.insertToken({ tokenHash: sha256(token), userId, createdAt: at, expiresAt });
      return { url: `https://t.me/${bot}?start=${token}`, bot, expiresAt: expiresAt.toISOString() };
    },

    /** POST /api/messenger: 'Settings saved'. Reminders need a connected chat and, when on, a paid chart. */
    async save(userId: string, s: MessengerSettings, lang: Lang): Promise<MessengerState> {
      if (!messenger) throw new AppError("MESSENGER_UNAVAILABLE");
      if (!(await repo.messenger(userId))) throw new AppError("MESSENGER_NOT_CONNECTED");
      if (s.chart) await eligibleChart(deps.charts, userId, s.chart, lang);
      await repo.saveSettings(
        userId,
        { active: s.active, timeReminder: s.timeReminder, chartId: s.chart },
        now(),
      );
      return this.state(userId);
    },

    /** One update from Telegram (webhook or polling), handled once (bot.ts). */
    handle: chatBot.handle,

    disableUrl,

    /** POST of the disable page: reminders of that chart off (idempotent); a bad token changes nothing. */
    async disable(token: string): Promise<void> {
      const chartId = disableTokens.idOf(token);
      if (!chartId) return;
      const n = await repo.offByChart(chartId, now());
      log.info({ chartId, turnedOff: n }, "reminders disabled through the link");
    },

    /**
     * A chart's feed address: created (or rotated: the old one stops working). Paid charts only. `requestOrigin`:
     * where the request came to, used when no site URL is configured.
     */
    async feedLink(
      userId: string,
      chartId: string,
      lang: Lang,
      requestOrigin: string | null = null,
    ): Promise<{ url: string }> {
      await eligibleChart(deps.charts, userId, chartId, lang);
      const token = randomBytes(32).toString("base64url");
      await repo.setFeedToken(chartId, userId, sha256(token), now());
      return {
        url: `${deps.origin(lang, requestOrigin)}/feed/${token}.ics${lang === "en" ? "?lang=en" : ""}`,
      };
    },

    /** The chart behind a feed token while its Personal Calendar is paid, or null. */
    async feedChart(token: string): Promise<ChartView | null> {
      if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
      const found = await repo.chartOfFeed(sha256(token));
      if (!found) return null;
      const { list } = await deps.charts.list(found.userId);
      const chart = list.find((c) => c.uuid === found.chartId);
      return chart?.active ? chart : null;
    },
  };
}

export type RemindersService = ReturnType<typeof createRemindersService>;
