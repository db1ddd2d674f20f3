/**
 * Reminder calls. Those of docs/product.md §7: GET /api/messenger (the settings, null when not connected) and POST
 * /api/messenger (active, timeReminder, chart → 'Settings saved'). Ours: POST /api/messenger/link (a one-time connect
 * link), POST /api/charts/{uuid}/feed (create or rotate a paid chart's calendar feed), the bot's webhook (outside /api:
 * Telegram's servers are not rate-limited per IP; the secret token is checked in constant time, each update is
 * handled once), and the feed itself, GET /feed/{token}.ics.
 */
import { MessengerSettingsSchema } from "@bazi/contracts";
import { langOf } from "@bazi/i18n";
import { mt } from "@bazi/i18n/messenger";
import type { Hono } from "hono";
import { z } from "zod";
import { AppError } from "../../errors.ts";
import type { BodyLimit } from "../../http/body-limit.ts";
import { requestOrigin } from "../../http/origin.ts";
import { type AppEnv, parseBody } from "../../http/parse.ts";
import type { Logger } from "../../log.ts";
import type { Messenger } from "../../providers/telegram.ts";
import type { Auth } from "../accounts/auth.ts";
import type { RemindersService } from "./reminders.service.ts";

/** Telegram's updates carry the message and the one it answers, with their entities. */
export const remindersBodyLimits: BodyLimit[] = [
  { path: "/telegram/webhook", bytes: 256 * 1024, why: "an update carries a message and the one it answers" },
];

export function remindersRoutes(
  app: Hono<AppEnv>,
  reminders: RemindersService,
  auth: Auth,
  opts: {
    messenger: Messenger | null;
    webhookSecret: string;
    log: Logger;
    /**
     * The chart's feed (iCalendar text) for today in its zone; `origin` is the origin the request came to (its
     * day links go there when no site URL is configured).
     */
    feedOf: (chart: import("@bazi/contracts").ChartView, lang: "ru" | "en", origin: string | null) => string;
  },
): void {
  app.get("/api/messenger", async (c) => {
    const p = await auth.require(c);
    c.header("Cache-Control", "no-store");
    const state = await reminders.state(p.userId);
    return c.json({
      messenger: state.settings,
      available: state.available,
      bot: state.bot,
      place: state.place,
    });
  });

  app.post("/api/messenger", async (c) => {
    const p = await auth.require(c);
    const { body, lang } = await parseBody(c, MessengerSettingsSchema);
    const state = await reminders.save(p.userId, body, lang);
    return c.json({ message: mt(lang, "msg.ok.saved"), messenger: state.settings, place: state.place });
  });

  app.post("/api/messenger/link", async (c) => {
    const p = await auth.require(c);
    c.header("Cache-Control", "no-store");
    return c.json(await reminders.connectLink(p.userId), 201);
  });

  app.post("/api/charts/:uuid/feed", async (c) => {
    const p = await auth.require(c);
    const uuid = c.req.param("uuid");
    if (!z.uuid().safeParse(uuid).success) throw new AppError("NOT_FOUND");
    c.header("Cache-Control", "no-store");
    const origin = requestOrigin(c.req.raw, c.get("viaProxy"));
    return c.json(await reminders.feedLink(p.userId, uuid, c.get("lang"), origin), 201);
  });

  app.post("/telegram/webhook", async (c) => {
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

  app.get("/feed/:file", async (c) => {
    const m = /^([A-Za-z0-9_-]{43})\.ics$/.exec(c.req.param("file"));
    const chart = m ? await reminders.feedChart(m[1]!) : null;
    if (!chart) throw new AppError("NOT_FOUND");
    const lang = langOf(c.req.query("lang"));
    return c.body(opts.feedOf(chart, lang, requestOrigin(c.req.raw, c.get("viaProxy"))), 200, {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": 'inline; filename="bazi-calendar.ics"',
      "Cache-Control": "private, max-age=3600",
    });
  });
}
