/**
 * The e-mail digest (issue 22, decision 024): the second reminder channel, for people without Telegram. Off,
 * daily or weekly (on a chosen weekday), at a time of the user's place (decision 021: the saved place, the chart's
 * birthplace only while none is saved; 15-minute steps), about a chart with a paid Personal Calendar.
 *
 * The job (`tick`) claims one row per user and local date (email_deliveries, unique: two instances never both
 * send) and sends through the mail provider. The text is the Telegram composer's (message.ts: `dayText` for the
 * day, `weekText` for the seven days), as an HTML part (its markup is escaped already) and a plain-text part, in
 * the user's language, with a footer saying why it came and linking to the settings, and the one-click
 * unsubscribe headers (RFC 2369 List-Unsubscribe, RFC 8058 List-Unsubscribe-Post).
 *
 * Unsubscribe token: <user uuid>.<HMAC(key, "email-unsubscribe:" + uuid)>, bound to the user and to this purpose
 * only (it turns the digest off and nothing else). A claim whose send fails is marked failed and not retried
 * (SMTP has no idempotency key either: a digest is never sent twice).
 */
import { createHmac, randomUUID, timingSafeEqual } from "node:crypto";
import type { DayJson } from "@bazi/almanac";
import type { ChartView, EmailDigestSettings, EmailDigestState, EmailDigestView } from "@bazi/contracts";
import { formatLongDate, type Lang, langOf } from "@bazi/i18n";
import { t } from "@bazi/i18n/messenger";
import { monthPath } from "@bazi/i18n/paths";
import { AppError } from "../../errors.ts";
import type { Logger } from "../../log.ts";
import { type AppMetrics, noMetrics } from "../../metrics.ts";
import type { Clock } from "../../providers/clock.ts";
import type { Mailer } from "../../providers/mail.ts";
import type { Contact } from "../accounts/accounts.service.ts";
import type { ChartsService } from "../charts/charts.service.ts";
import type { DigestRepo } from "./digest.repo.ts";
import { addDays, escapeHtml, weekText } from "./message.ts";
import { ownChart, type PlaceAt, type ReminderPlaceAt } from "./reminders.service.ts";
import { dueDate } from "./schedule.ts";

const DEFAULTS: EmailDigestView = { mode: "off", weekday: 1, time: "08:00", chart: null };

/** Telegram HTML (message.ts) as plain text: links become "label: url", tags go, entities are undone. */
export function htmlToText(html: string): string {
  return html
    .replace(/<a href="([^"]*)">([^<]*)<\/a>/g, "$2: $1")
    .replace(/<\/?b>/g, "")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&");
}

/** ISO weekday (1 Monday … 7 Sunday) of a civil date "YYYY-MM-DD". */
export function isoWeekday(date: string): number {
  const d = new Date(`${date}T00:00:00Z`).getUTCDay();
  return d === 0 ? 7 : d;
}

export function createDigest(deps: {
  repo: DigestRepo;
  charts: Pick<ChartsService, "get" | "list" | "times">;
  clock: Clock;
  log: Logger;
  mailer: Mailer;
  key: Uint8Array;
  origin: (lang: Lang) => string;
  contactOf: (userId: string) => Promise<Contact | null>;
  savedPlaces: (userIds: string[]) => Promise<Map<string, PlaceAt>>;
  /** Decision 021's rule (the reminders service): the saved place, else the chart's birthplace. */
  placeFor: (userId: string, chart: ChartView | null) => Promise<ReminderPlaceAt | null>;
  dayAt: (chart: ChartView, date: string, place: PlaceAt, lang: Lang) => DayJson;
  /** The chart's day at a place, worded as every channel words it (the reminders service). */
  dayMessage: (chart: ChartView, date: string, place: PlaceAt, lang: Lang) => string;
  metrics?: AppMetrics;
}) {
  const { repo, clock, log } = deps;
  const metrics = deps.metrics ?? noMetrics;
  const now = () => new Date(clock.now());
  const hmac = (id: string) =>
    createHmac("sha256", deps.key).update(`email-unsubscribe:${id}`).digest("base64url");

  /** The settings live in the Profile tab of the Russian site (docs/product.md §2), as the Telegram ones. */
  const settingsUrl = () => `${deps.origin("ru")}/client?tab=profile`;
  const unsubscribeUrl = (userId: string, lang: Lang) =>
    `${deps.origin(lang)}/unsubscribe/email/${userId}.${hmac(userId)}`;

  const chartOf = (userId: string, chartId: string) => ownChart(deps.charts, userId, chartId);

  /** The e-mail of a claimed digest, or null when the chart is gone or its Personal Calendar lapsed. */
  async function compose(userId: string, chartId: string, date: string, kind: "daily" | "weekly") {
    const chart = await chartOf(userId, chartId);
    const contact = await deps.contactOf(userId);
    if (!chart?.active || !contact) return null;
    const lang = langOf(contact.locale);
    const place = (await deps.placeFor(userId, chart))!;
    const [y, m, d] = date.split("-").map(Number) as [number, number, number];
    const longDate = formatLongDate(lang, y, m, d);
    const body =
      kind === "daily"
        ? deps.dayMessage(chart, date, place, lang)
        : weekText({
            lang,
            chartName: chart.fio,
            place: place.name,
            days: Array.from({ length: 7 }, (_, i) => {
              const day = addDays(date, i);
              return { date: day, day: deps.dayAt(chart, day, place, lang) };
            }),
            monthUrl: `${deps.origin(lang)}${monthPath(date, lang)}`,
          });
    const unsubscribe = unsubscribeUrl(userId, lang);
    const why = t(lang, kind === "daily" ? "msg.digest.whyDaily" : "msg.digest.whyWeekly", {
      email: contact.email,
      settings: settingsUrl(),
    });
    const subject = t(lang, kind === "daily" ? "msg.digest.subjectDay" : "msg.digest.subjectWeek", {
      date: longDate,
      name: chart.fio,
    });
    const text = [
      htmlToText(body),
      "",
      "--",
      why,
      t(lang, "msg.digest.unsubscribe", { url: unsubscribe }),
      "",
    ].join("\n");
    const whyHtml = escapeHtml(
      t(lang, kind === "daily" ? "msg.digest.whyDaily" : "msg.digest.whyWeekly", {
        email: contact.email,
        settings: "\u0000",
      }),
    ).replace(
      "\u0000",
      `<a href="${escapeHtml(settingsUrl())}">${escapeHtml(t(lang, "msg.digest.settingsLink"))}</a>`,
    );
    const html = `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body>
<div style="font-family:sans-serif;font-size:15px;line-height:1.5">
${body.replaceAll("\n", "<br>\n")}
</div>
<hr>
<p style="font-family:sans-serif;font-size:12px;color:#57534e">${whyHtml}<br>
<a href="${escapeHtml(unsubscribe)}">${escapeHtml(t(lang, "msg.digest.unsubscribeLink"))}</a></p>
</body></html>
`;
    return {
      to: contact.email,
      subject,
      text,
      html,
      headers: {
        "List-Unsubscribe": `<${unsubscribe}>`,
        "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
      },
    };
  }

  /** The user whose token this is, or null (malformed, forged, another purpose). */
  function userOfToken(token: string): string | null {
    const m = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.([A-Za-z0-9_-]{43})$/.exec(
      token,
    );
    if (!m) return null;
    const want = Buffer.from(hmac(m[1]!));
    const given = Buffer.from(m[2]!);
    return want.length === given.length && timingSafeEqual(want, given) ? m[1]! : null;
  }

  return {
    async state(userId: string): Promise<EmailDigestState> {
      const row = await repo.get(userId);
      const settings: EmailDigestView = row
        ? {
            mode: row.mode as EmailDigestView["mode"],
            weekday: row.weekday,
            time: row.time,
            chart: row.chartId,
          }
        : DEFAULTS;
      const chart = settings.chart ? await chartOf(userId, settings.chart) : null;
      const place = await deps.placeFor(userId, chart);
      return { settings, place: place ? { name: place.name, source: place.source } : null };
    },

    /** POST /api/email-digest: when on, the chart must be the user's, with a paid Personal Calendar. */
    async save(userId: string, s: EmailDigestSettings, lang: Lang): Promise<EmailDigestState> {
      if (s.chart) {
        const chart = await chartOf(userId, s.chart);
        if (!chart?.active) {
          throw new AppError("VALIDATION_FAILED", {
            fields: [{ field: "chart", message: `chart: ${t(lang, "msg.field.chart")}` }],
          });
        }
      }
      await repo.save(userId, { mode: s.mode, weekday: s.weekday, time: s.time, chartId: s.chart }, now());
      return this.state(userId);
    },

    userOfToken,
    unsubscribeUrl,
    langOf: async (userId: string) => langOf((await deps.contactOf(userId))?.locale),

    /** The unsubscribe POST: the digest off; false for a forged or malformed token (nothing changes). */
    async unsubscribe(token: string): Promise<boolean> {
      const userId = userOfToken(token);
      if (!userId) return false;
      const was = await repo.off(userId, now());
      log.info({ userId, wasOn: was }, "e-mail digest unsubscribed through the link");
      return true;
    },

    exportOf: (userId: string) => repo.export(userId),

    /** One pass: claim every digest whose minute has come at the user's place today, and send it. */
    async tick(): Promise<{ claimed: number; sent: number; failed: number }> {
      const report = { claimed: 0, sent: 0, failed: 0 };
      const nowMs = clock.now();
      const candidates = (await repo.candidates()).filter((c) => c.chartId !== null);
      const [times, places] = await Promise.all([
        deps.charts.times([...new Set(candidates.map((c) => c.chartId!))]),
        deps.savedPlaces([...new Set(candidates.map((c) => c.userId))]),
      ]);
      for (const c of candidates) {
        const chart = times.get(c.chartId!);
        if (!chart?.paidUntil || chart.paidUntil.getTime() <= nowMs) continue;
        const date = dueDate(nowMs, c.time, places.get(c.userId)?.tz ?? chart.timeZone);
        if (!date) continue;
        const kind = c.mode === "weekly" ? "weekly" : "daily";
        if (kind === "weekly" && isoWeekday(date) !== c.weekday) continue;
        const id = randomUUID();
        if (!(await repo.claim({ id, userId: c.userId, localDate: date, kind, now: new Date(nowMs) })))
          continue;
        report.claimed++;
        try {
          const message = await compose(c.userId, c.chartId!, date, kind);
          if (!message) {
            await repo.finish(id, "skipped", now(), "the chart is gone or its calendar lapsed");
            metrics.reminder("skipped", "email");
            continue;
          }
          await deps.mailer.send(message);
          await repo.finish(id, "sent", now());
          report.sent++;
          metrics.reminder("sent", "email");
        } catch (e) {
          // the error's message only: never the address (the mail provider's errors carry none)
          await repo.finish(id, "failed", now(), (e as Error).message);
          log.error({ deliveryId: id, error: (e as Error).message }, "e-mail digest not delivered");
          report.failed++;
          metrics.reminder("failed", "email");
        }
      }
      return report;
    },
  };
}

export type Digest = ReturnType<typeof createDigest>;
