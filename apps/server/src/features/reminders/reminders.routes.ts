/**
 * Reminder calls. Those of docs/product.md §7: GET /api/messenger (the settings, null when not connected) and POST
 * /api/messenger (active, timeReminder, chart → 'Settings saved'). Ours: POST /api/messenger/link (a one-time connect
 * link), POST /api/charts/{uuid}/feed (create or rotate a paid chart's calendar feed), the bot's webhook (outside /api:
 * Telegram's servers are not rate-limited per IP; the secret token is checked in constant time, each update is
 * handled once), and the feed itself, GET /feed/{token}.ics. Declared in reminders.operations.ts.
 */
import type { ChartView } from "@bazi/contracts";
import { langOf } from "@bazi/i18n";
import { t } from "@bazi/i18n/messenger";
import { AppError } from "../../errors.ts";
import type { Api } from "../../http/operation.ts";
import { requestOrigin } from "../../http/origin.ts";
import type { Logger } from "../../log.ts";
import type { Messenger } from "../../providers/telegram.ts";
import * as op from "./reminders.operations.ts";
import type { RemindersService } from "./reminders.service.ts";

export function remindersRoutes(
  api: Api,
  reminders: RemindersService,
  opts: {
    messenger: Messenger | null;
    webhookSecret: string;
    log: Logger;
    /**
     * The chart's feed (iCalendar text) for today in its zone; `origin` is the origin the request came to (its
     * day links go there when no site URL is configured).
     */
    feedOf: (chart: ChartView, lang: "ru" | "en", origin: string | null) => string;
  },
): void {
  api.route(op.messengerState, async (c, { principal }) => {
    c.header("Cache-Control", "no-store");
    const state = await reminders.state(principal.userId);
    return c.json({
      messenger: state.settings,
      available: state.available,
      bot: state.bot,
      place: state.place,
    });
  });

  api.route(op.saveMessenger, async (c, { principal, body, lang }) => {
    const state = await reminders.save(principal.userId, body, lang);
    return c.json({ message: t(lang, "msg.ok.saved"), messenger: state.settings, place: state.place });
  });

  api.route(op.connectLink, async (c, { principal }) => {
    c.header("Cache-Control", "no-store");
    return c.json(await reminders.connectLink(principal.userId), 201);
  });

  api.route(op.feedLink, async (c, { principal, params, lang }) => {
    c.header("Cache-Control", "no-store");
    const origin = requestOrigin(c.req.raw, c.get("viaProxy"));
    return c.json(await reminders.feedLink(principal.userId, params.uuid, lang, origin), 201);
  });

  api.route(op.telegramWebhook, async (c) => {
    if (!opts.messenger) throw new AppError("NOT_FOUND");
    const raw = await c.req.text();
    const checked = opts.messenger.checkWebhook(c.req.raw.headers, raw, opts.webhookSecret);
    if (!checked.ok) {
      if (checked.status === 403)
        opts.log.warn({ ip: c.get("clientIp") }, "Telegram webhook with a wrong secret refused");
      return c.json({ ok: false }, checked.status);
    }
    const outcome = await reminders.handle(checked.update);
    return c.json({ ok: true, outcome });
  });

  api.route(op.feed, async (c, { params, query }) => {
    const chart = await reminders.feedChart(params.file.slice(0, -".ics".length));
    if (!chart) throw new AppError("NOT_FOUND");
    return c.body(opts.feedOf(chart, langOf(query.lang), requestOrigin(c.req.raw, c.get("viaProxy"))), 200, {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": 'inline; filename="bazi-calendar.ics"',
      "Cache-Control": "private, max-age=3600",
    });
  });
}
