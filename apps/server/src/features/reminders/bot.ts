/**
 * The Telegram bot (docs/product.md §2–§4; issues 7 and 22): what it does with each update from Telegram (webhook
 * or polling), handled once whatever number of times it arrives, and its command menu. The reminders service
 * (reminders.service.ts) makes it and lends it the reminders' rules: which chart, which place, whose token.
 *
 * `/start <token>` (the Profile tab's one-time link) binds the chat and turns reminders on at their time
 * (DEFAULT_REMINDER_TIME for a new connection) for the user's paid chart (off when they have none).
 * Commands (linked chats, in the account's language): /today, /tomorrow, /week, /settings, /stop; anything else
 * gets the help. A chat that is not linked is told how to link it. A chat that blocks the bot gets no reminders.
 */
import { type ChartView, DEFAULT_REMINDER_TIME } from "@bazi/contracts";
import { type Lang, langOf } from "@bazi/i18n";
import { type MessengerKey, t } from "@bazi/i18n/messenger";
import type { Logger } from "../../log.ts";
import type { Clock } from "../../providers/clock.ts";
import type { BotUpdate, Messenger } from "../../providers/telegram.ts";
import type { Contact } from "../accounts/accounts.service.ts";
import type { ChartsService } from "../charts/charts.service.ts";
import { addDays, escapeHtml, localClock } from "./message.ts";
import type { MessengerRow, RemindersRepo } from "./reminders.repo.ts";
import type { PlaceAt, ReminderPlaceAt } from "./reminders.service.ts";

/** The bot's commands (setMyCommands), in the order Telegram lists them. */
export const BOT_COMMANDS = ["today", "tomorrow", "week", "settings", "stop", "help"] as const;

export function createBot(deps: {
  repo: Pick<RemindersRepo, "firstTime" | "byChat" | "offByChat" | "messenger" | "bind">;
  charts: Pick<ChartsService, "list">;
  clock: Clock;
  log: Logger;
  /** The bot, or null when TELEGRAM_BOT_TOKEN is unset (it answers nothing then). */
  messenger: Messenger | null;
  origin: (lang: Lang) => string;
  /** A user's e-mail and language (the accounts feature). */
  contactOf: (userId: string) => Promise<Contact | null>;
  /** The chart's day, and seven days, at a place, worded as every channel words them (the reminders service). */
  dayMessage: (chart: ChartView, date: string, place: PlaceAt, lang: Lang) => string;
  weekMessage: (chart: ChartView, date: string, place: PlaceAt, lang: Lang) => string;
  /** The user's chart, or null when it is gone or not theirs (the reminders service). */
  chartOf: (userId: string, chartId: string) => Promise<ChartView | null>;
  /** Decision 021's rule (the reminders service): the saved place, else the chart's birthplace. */
  placeFor: (userId: string, chart: ChartView | null) => Promise<ReminderPlaceAt | null>;
  /** Uses a connect link's token once (the reminders service made it): its user, or null. */
  useConnectToken: (token: string, at: Date) => Promise<string | null>;
}) {
  const { repo, clock, log, messenger } = deps;

  async function reply(chatId: number, html: string): Promise<void> {
    const r = await messenger?.send(chatId, html);
    if (r && !r.ok) log.warn({ chatId, reason: r.reason }, "the bot's reply did not go through");
  }

  /** The reminders' settings live in the Profile tab of the Russian site (docs/product.md §2). */
  const settingsUrl = () => `${deps.origin("ru")}/client?tab=profile`;

  /**
   * The paid chart the reminders (and the bot's answers) are about: `current` while it is paid, else the selected
   * chart when paid, else the first paid one; null when no chart of the user has a paid Personal Calendar.
   */
  async function paidChart(userId: string, current: string | null): Promise<ChartView | null> {
    const { list, active } = await deps.charts.list(userId);
    const paid = list.filter((c) => c.active);
    return paid.find((c) => c.uuid === current) ?? paid.find((c) => c.uuid === active) ?? paid[0] ?? null;
  }

  /** A text of the catalog with its parameters escaped for Telegram's HTML. */
  const text = (lang: Lang, key: MessengerKey, params: Record<string, string | number> = {}) =>
    t(
      lang,
      key,
      Object.fromEntries(
        Object.entries(params).map(([k, v]) => [k, typeof v === "string" ? escapeHtml(v) : v]),
      ),
    );
  const link = (url: string, label: string) => `<a href="${escapeHtml(url)}">${escapeHtml(label)}</a>`;

  /** What the bot answers a linked chat's command. */
  async function command(name: string, row: MessengerRow, lang: Lang, at: Date): Promise<string> {
    if (name === "stop") {
      await repo.offByChat(row.chatId, false, at);
      log.info({ userId: row.userId }, "reminders off by /stop");
      return `${text(lang, "msg.bot.stopped")}\n${link(settingsUrl(), t(lang, "msg.bot.settingsLink"))}`;
    }
    if (name === "settings") {
      const chart = row.chartId ? await deps.chartOf(row.userId, row.chartId) : null;
      const place = await deps.placeFor(row.userId, chart);
      return [
        row.active && !row.blocked
          ? text(lang, "msg.bot.settingsOn", { time: row.timeReminder })
          : text(lang, "msg.bot.settingsOff"),
        ...(place
          ? [
              text(lang, place.source === "saved" ? "msg.bot.settingsPlace" : "msg.bot.settingsPlaceChart", {
                place: place.name,
              }),
            ]
          : []),
        chart?.active
          ? text(lang, "msg.bot.settingsChart", { chart: chart.fio })
          : text(lang, "msg.bot.settingsNoChart"),
        link(settingsUrl(), t(lang, "msg.bot.settingsLink")),
      ].join("\n");
    }
    if (name === "today" || name === "tomorrow" || name === "week") {
      const chart = await paidChart(row.userId, row.chartId);
      if (!chart) return text(lang, "msg.bot.noChart");
      const place = (await deps.placeFor(row.userId, chart))!;
      const today = localClock(clock.now(), place.tz).date;
      if (name === "week") return deps.weekMessage(chart, today, place, lang);
      const date = name === "tomorrow" ? addDays(today, 1) : today;
      return deps.dayMessage(chart, date, place, lang);
    }
    return text(lang, "msg.bot.help");
  }

  /**
   * Binds a chat to a user (the connect link's /start) and turns reminders on at their time (DEFAULT_REMINDER_TIME
   * for a new connection) for their paid chart; without one they stay off. Answers the bot's confirmation.
   */
  async function connect(userId: string, chatId: number, at: Date): Promise<string> {
    const before = await repo.messenger(userId);
    const chart = await paidChart(userId, before?.chartId ?? null);
    const timeReminder = before?.timeReminder ?? DEFAULT_REMINDER_TIME;
    await repo.bind(userId, chatId, at, {
      active: chart !== null,
      timeReminder,
      chartId: chart?.uuid ?? null,
    });
    const user = await deps.contactOf(userId);
    const lang = langOf(user?.locale);
    const email = user?.email ?? "";
    if (!chart) return text(lang, "msg.bot.connectedNoChart", { email });
    const place = (await deps.placeFor(userId, chart))!;
    return text(lang, "msg.bot.connected", {
      email,
      time: timeReminder,
      place: place.name,
      chart: chart.fio,
    });
  }

  return {
    /** Registers the bot's command list in both languages (setMyCommands: Russian by default, English for en). */
    async registerCommands(): Promise<void> {
      if (!messenger) return;
      for (const lang of ["ru", "en"] as const) {
        await messenger.setCommands(
          BOT_COMMANDS.map((c) => ({ command: c, description: t(lang, `msg.cmd.${c}`) })),
          lang === "ru" ? undefined : "en",
        );
      }
    },

    /** One update from Telegram (webhook or polling): handled once, whatever number of times it arrives. */
    async handle(u: BotUpdate): Promise<"handled" | "replayed"> {
      const at = new Date(clock.now());
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
      const [word = "", payload] = m.text.trim().split(/\s+/, 2);
      // "/today", "/today@our_bot"; anything else is not a command
      const name = /^\/[A-Za-z0-9_]{1,32}(@\w+)?$/.test(word)
        ? word.slice(1).split("@")[0]!.toLowerCase()
        : null;
      const tgLang: Lang = m.languageCode?.startsWith("en") ? "en" : "ru";
      if (name === "start" && payload) {
        const userId = await deps.useConnectToken(payload, at);
        if (!userId) {
          await reply(m.chatId, t(tgLang, "msg.bot.badToken"));
          return "handled";
        }
        await reply(m.chatId, await connect(userId, m.chatId, at));
        log.info({ userId, chatId: m.chatId }, "Telegram connected");
        return "handled";
      }
      const row = await repo.byChat(m.chatId);
      if (!row) {
        await reply(m.chatId, t(tgLang, name === "start" ? "msg.bot.welcome" : "msg.bot.notLinked"));
        return "handled";
      }
      const lang = langOf((await deps.contactOf(row.userId))?.locale);
      await reply(m.chatId, await command(name ?? "help", row, lang, at));
      return "handled";
    },
  };
}

export type Bot = ReturnType<typeof createBot>;
