/**
 * Telegram reminders (docs/product.md §2–§4, §7; issue 7): connecting a chat with a one-time link, the settings, the
 * bot's commands, the signed disable link, and the chart's calendar feed. The daily sending is reminder-job.ts.
 *
 * Connect: the Profile tab asks for a link t.me/<bot>?start=<token>; the token is 32 random bytes (base64url),
 * stored as SHA-256, valid one hour, usable once, and never the user's uuid. `/start <token>` binds the chat.
 * Disable link: /chart/notify/disable/<chart uuid>.<HMAC(key, "notify-disable:" + uuid)>, bound to the chart and
 * the purpose; anything else gets the same neutral page and changes nothing.
 */

import { createHash, createHmac, randomBytes, randomUUID, timingSafeEqual } from "node:crypto";
import type { ChartView, MessengerSettings, MessengerState } from "@bazi/contracts";
import type { Lang } from "@bazi/i18n";
import { mt } from "@bazi/i18n/messenger";
import { AppError } from "../../errors.ts";
import type { Logger } from "../../log.ts";
import type { Clock } from "../../providers/clock.ts";
import type { BotUpdate, Messenger } from "../../providers/telegram.ts";
import type { Contact } from "../accounts/accounts.service.ts";
import type { ChartsService } from "../charts/charts.service.ts";
import type { RemindersRepo } from "./reminders.repo.ts";

export const CONNECT_TOKEN_TTL_MS = 3600_000;

const sha256 = (s: string) => createHash("sha256").update(s).digest("base64url");

export function createRemindersService(deps: {
  repo: RemindersRepo;
  charts: Pick<ChartsService, "get" | "list">;
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
}) {
  const { repo, clock, log, messenger } = deps;
  const now = () => new Date(clock.now());
  const hmac = (purpose: string, id: string) =>
    createHmac("sha256", deps.key).update(`${purpose}:${id}`).digest("base64url");

  async function botName(): Promise<string | null> {
    if (!messenger) return null;
    try {
      return await messenger.username();
    } catch (e) {
      log.warn({ err: (e as Error).message }, "Telegram getMe failed");
      return null;
    }
  }

  function langOf(locale: string | undefined): Lang {
    return locale === "en" ? "en" : "ru";
  }

  async function reply(chatId: number, html: string): Promise<void> {
    const r = await messenger?.send(chatId, html);
    if (r && !r.ok) log.warn({ chatId, reason: r.reason }, "the bot's reply did not go through");
  }

  /** A chart the user may get reminders for: theirs, with a paid Personal Calendar. */
  async function eligibleChart(userId: string, chartId: string, lang: Lang): Promise<ChartView> {
    const chart = await deps.charts.get(userId, chartId).catch((e: unknown) => {
      if (e instanceof AppError && e.code === "NOT_FOUND") return null;
      throw e;
    });
    if (!chart?.active) {
      throw new AppError("VALIDATION_FAILED", {
        fields: [{ field: "chart", message: `chart: ${mt(lang, "msg.field.chart")}` }],
      });
    }
    return chart;
  }

  return {
    available: () => messenger !== null,

    /** What this feature stores about a user (the messenger connection, deliveries), for the data download. */
    exportOf: (userId: string) => repo.export(userId),

    async state(userId: string): Promise<MessengerState> {
      const row = await repo.messenger(userId);
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
      };
    },

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
      if (s.chart) await eligibleChart(userId, s.chart, lang);
      await repo.saveSettings(
        userId,
        { active: s.active, timeReminder: s.timeReminder, chartId: s.chart },
        now(),
      );
      return this.state(userId);
    },

    /** One update from Telegram (webhook or polling): handled once, whatever number of times it arrives. */
    async handle(u: BotUpdate): Promise<"handled" | "replayed"> {
      const at = now();
      if (!(await repo.firstTime(u.updateId, at))) return "replayed";
      if (u.chatMember) {
        if (u.chatMember.status === "kicked") {
          await repo.offByChat(u.chatMember.chatId, true, at);
          log.info({ chatId: u.chatMember.chatId }, "the bot was blocked: reminders off");
        }
        return "handled";
      }
      const m = u.message;
      if (!m) return "handled";
      const lang: Lang = m.languageCode?.startsWith("en") ? "en" : "ru";
      const [command, payload] = m.text.trim().split(/\s+/, 2);
      if (command === "/start" || command?.startsWith("/start@")) {
        if (!payload) {
          await reply(m.chatId, mt(lang, "msg.bot.welcome"));
          return "handled";
        }
        // only our own tokens' shape is looked up: anything else (a uuid, junk) is simply not a token
        const userId = /^[A-Za-z0-9_-]{43}$/.test(payload) ? await repo.useToken(sha256(payload), at) : null;
        if (!userId) {
          await reply(m.chatId, mt(lang, "msg.bot.badToken"));
          return "handled";
        }
        await repo.bind(userId, m.chatId, at);
        const user = await deps.contactOf(userId);
        const userLang = langOf(user?.locale);
        await reply(m.chatId, mt(userLang, "msg.bot.connected", { email: escapeHtml(user?.email ?? "") }));
        log.info({ userId, chatId: m.chatId }, "Telegram connected");
        return "handled";
      }
      if (command === "/stop") {
        await repo.offByChat(m.chatId, false, at);
        await reply(m.chatId, mt(lang, "msg.bot.stopped"));
        return "handled";
      }
      await reply(m.chatId, mt(lang, "msg.bot.unknown"));
      return "handled";
    },

    /** The disable link of a chart's reminders. */
    disableUrl(chartId: string, lang: Lang): string {
      return `${deps.origin(lang)}${lang === "en" ? "/en" : ""}/chart/notify/disable/${chartId}.${hmac("notify-disable", chartId)}`;
    },

    /** Checks a disable token: the chart it is for, or null (unknown, forged, another purpose). */
    chartOfDisableToken(token: string): string | null {
      const m = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.([A-Za-z0-9_-]{43})$/.exec(
        token,
      );
      if (!m) return null;
      const want = Buffer.from(hmac("notify-disable", m[1]!));
      const given = Buffer.from(m[2]!);
      return want.length === given.length && timingSafeEqual(want, given) ? m[1]! : null;
    },

    /** POST of the disable page: reminders of that chart off (idempotent); a bad token changes nothing. */
    async disable(token: string): Promise<void> {
      const chartId = this.chartOfDisableToken(token);
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
      await eligibleChart(userId, chartId, lang);
      const token = randomBytes(32).toString("base64url");
      await repo.setFeedToken(chartId, userId, sha256(token), now());
      return {
        url: `${deps.origin(lang, requestOrigin)}/feed/${token}.ics${lang === "en" ? "?lang=en" : ""}`,
      };
    },

    async hasFeed(chartId: string): Promise<boolean> {
      return repo.feedToken(chartId);
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

    newId: () => randomUUID(),
  };
}

export type RemindersService = ReturnType<typeof createRemindersService>;

export function escapeHtml(s: string): string {
  return s.replace(/[&<>"]/g, (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[ch]!);
}
