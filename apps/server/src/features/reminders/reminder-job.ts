/**
 * The daily reminders job (issue 7 §4–§5). Every tick:
 * 0. the bot's update ids older than two days are forgotten (they are kept only to drop a replay);
 * 1. deliveries left in `sending` by a crash (older than two minutes) become `unknown` and are reported: Telegram
 *    has no idempotency key, so a message that may have gone out is never sent again;
 * 2. every active reminder whose chosen minute has come at the user's place (the zone of their saved place, the
 *    chart's birthplace's only when they saved none: decision 021), and not more than two hours ago (so a server
 *    that was down does not wake people with yesterday's news), is claimed: one row per chart and local date,
 *    unique in the database, so only one instance ever claims it;
 * 3. claimed deliveries are composed (the chart's personal day at the user's place, message.ts), taken one at a
 *    time (marked `sending`, committed) and sent, paced under Telegram's limits (TELEGRAM_RATE_PER_SECOND per
 *    instance). A 403 turns the user's reminders off (shown in Profile); a
 *    429 puts the delivery back for `retry_after` and pauses this instance's sending as long; other failures are
 *    retried a few times with growing waits.
 */
import { randomUUID } from "node:crypto";
import { periodic } from "../../jobs/periodic.ts";
import type { Logger } from "../../log.ts";
import { type AppMetrics, noMetrics } from "../../metrics.ts";
import type { Clock } from "../../providers/clock.ts";
import type { Messenger } from "../../providers/telegram.ts";
import type { DeliveryRow, RemindersRepo } from "./reminders.repo.ts";
import type { RemindersService } from "./reminders.service.ts";

/** A delivery still `sending` after this long was interrupted. */
const LOST_AFTER_MS = 2 * 60_000;
const MAX_ATTEMPTS = 5;
/** The bot's update ids are kept this long to drop a replay (Telegram keeps an undelivered update 24 hours). */
const UPDATES_KEPT_MS = 48 * 3600_000;

export type TickReport = {
  lost: number;
  claimed: number;
  sent: number;
  blocked: number;
  failed: number;
  deferred: number;
};

export function createReminderJob(deps: {
  repo: RemindersRepo;
  reminders: Pick<RemindersService, "due" | "reminder">;
  messenger: Messenger | null;
  clock: Clock;
  log: Logger;
  ratePerSecond: number;
  metrics?: AppMetrics;
}) {
  const { repo, clock, log, messenger } = deps;
  const metrics = deps.metrics ?? noMetrics;
  /** Real time (not the app's clock): pacing and Telegram's pauses are about the API. */
  let pausedUntil = 0;
  let nextSendAt = 0;
  const gap = 1000 / deps.ratePerSecond;

  async function pace(): Promise<void> {
    const t = performance.now();
    const wait = Math.max(nextSendAt - t, pausedUntil - t, 0);
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    nextSendAt = Math.max(performance.now(), nextSendAt) + gap;
  }

  /**
   * Sends one claimed delivery: composed first, then taken (marked `sending`) right before the request, so the
   * window in which a crash leaves its fate unknown is the request itself.
   */
  async function sendOne(d: DeliveryRow, report: TickReport): Promise<void> {
    const chat = await repo.chatOf(d.userId);
    const html =
      chat?.active && !chat.blocked ? await deps.reminders.reminder(d.userId, d.chartId, d.localDate) : null;
    if (!chat || html === null) {
      await repo.skip(d.id, "reminders were turned off or the calendar lapsed");
      return;
    }
    await pace();
    const taken = await repo.markSending(d.id, new Date(clock.now()));
    if (!taken) return; // another instance took it
    const r = await messenger!.send(chat.chatId, html);
    const after = new Date(clock.now());
    if (r.ok) {
      await repo.finish(d.id, { status: "sent", now: after, messageId: r.messageId });
      report.sent++;
      metrics.reminder("sent");
      return;
    }
    if (r.reason === "blocked") {
      await repo.finish(d.id, { status: "blocked", now: after, error: r.description });
      await repo.offByChat(chat.chatId, true, after);
      log.info({ userId: d.userId }, "Telegram says the bot is blocked: reminders off");
      report.blocked++;
      metrics.reminder("blocked");
      return;
    }
    // a 429 goes again after retry_after (this instance pauses as long), a retryable failure after a growing wait
    const retryInMs =
      r.reason === "rate-limited"
        ? r.retryAfter * 1000
        : r.retryable && taken.attempts < MAX_ATTEMPTS
          ? 2 ** taken.attempts * 5_000
          : null;
    if (retryInMs !== null) {
      if (r.reason === "rate-limited") pausedUntil = performance.now() + retryInMs;
      await repo.finish(d.id, {
        status: "claimed",
        now: after,
        nextAttemptAt: new Date(after.getTime() + retryInMs),
        error: r.description,
      });
      report.deferred++;
      metrics.reminder("retry");
      return;
    }
    await repo.finish(d.id, { status: "failed", now: after, error: r.description });
    log.error({ deliveryId: d.id, error: r.description }, "reminder not delivered");
    report.failed++;
    metrics.reminder("failed");
  }

  const job = periodic("reminders", () => self.tick(), log, metrics);
  const self = {
    /** One pass: report interrupted sends, claim what is due, send what is claimed. */
    async tick(opts: { sendLimit?: number } = {}): Promise<TickReport> {
      const report: TickReport = { lost: 0, claimed: 0, sent: 0, blocked: 0, failed: 0, deferred: 0 };
      if (!messenger) return report;
      const nowMs = clock.now();
      for (const d of await repo.markLost(new Date(nowMs - LOST_AFTER_MS))) {
        report.lost++;
        log.error(
          { deliveryId: d.id, chartId: d.chartId, localDate: d.localDate },
          "a reminder was interrupted while sending: it may or may not have arrived; it is not sent again",
        );
      }
      await repo.forgetUpdates(new Date(nowMs - UPDATES_KEPT_MS));
      for (const c of await deps.reminders.due(await repo.candidates(), nowMs)) {
        const claimed = await repo.claim({
          id: randomUUID(),
          chartId: c.chartId,
          userId: c.userId,
          localDate: c.date,
          now: new Date(nowMs),
        });
        if (claimed) report.claimed++;
      }
      const limit = opts.sendLimit ?? Number.POSITIVE_INFINITY;
      for (let n = 0; n < limit; ) {
        if (pausedUntil > performance.now()) break;
        const due = await repo.peek(new Date(clock.now()), 16);
        if (due.length === 0) break;
        // instances peek the same rows: each starts at a random one, so they rarely compose the same message
        const d = due[Math.floor(Math.random() * due.length)]!;
        n++;
        try {
          await sendOne(d, report);
        } catch (e) {
          log.error({ err: e, deliveryId: d.id }, "reminder crashed");
          await repo.finish(d.id, {
            status: "failed",
            now: new Date(clock.now()),
            error: (e as Error).message,
          });
          await repo.skip(d.id, (e as Error).message);
          report.failed++;
        }
      }
      return report;
    },

    /** Runs `tick` every `everyMs` in the background (only with a bot); `stop` waits for a run in flight. */
    start(everyMs: number): void {
      if (messenger) job.start(everyMs);
    },
    stop: () => job.stop(),
  };
  return self;
}

export type ReminderJob = ReturnType<typeof createReminderJob>;
