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
 * At the turn of a solar month (issue 38: the months of the forecast are part of the Personal Calendar) the digest
 * whose days hold the month's first day (the daily one of that day, the weekly one whose seven days hold it) carries,
 * after the day's or the week's text, that month of the chart's forecast (`monthText`): its verdict in a sentence,
 * its reasons, its areas that are not neutral, and a link to the chart's page with all the months. The month's first
 * day is the local date of its jie at the user's place, the zone the digest's date is reckoned in (the whole day a
 * jie falls on belongs to the new month, as on the day pages: docs/domain.md §5.1).
 *
 * Unsubscribe token: <user uuid>.<HMAC(key, "email-unsubscribe:" + uuid)>, bound to the user and to this purpose
 * only (it turns the digest off and nothing else). A claim whose send fails is marked failed and not retried
 * (SMTP has no idempotency key either: a digest is never sent twice).
 */
import { randomUUID } from "node:crypto";
import { type ForecastJson, termAfter } from "@bazi/almanac";
import type { EmailDigestSettings, EmailDigestState, EmailDigestView } from "@bazi/contracts";
import { formatIsoDate, type Lang, langOf } from "@bazi/i18n";
import { formatDayMonth, t } from "@bazi/i18n/messenger";
import { pathInLang } from "@bazi/i18n/paths";
import type { Logger } from "../../log.ts";
import { type AppMetrics, noMetrics } from "../../metrics.ts";
import type { Clock } from "../../providers/clock.ts";
import type { Mailer } from "../../providers/mail.ts";
import type { Contact } from "../accounts/accounts.service.ts";
import type { ChartsService } from "../charts/charts.service.ts";
import type { DigestRepo } from "./digest.repo.ts";
import { addDays, escapeHtml, localClock, ymd } from "./message.ts";
import { eligibleChart, ownChart, type RemindersService, signedTokens } from "./reminders.service.ts";

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

type ForecastMonth = ForecastJson["months"][number];

const DAY_MS = 86_400_000;

/** The local date "YYYY-MM-DD" of a forecast instant ("2026-12-07T02:52:30Z") in a zone. */
const dateIn = (instant: string, tz: string) => localClock(Date.parse(instant), tz).date;

/**
 * The new month of the chart's forecast in Telegram HTML (escaped here), the user's language: the verdict in a
 * sentence with the month's pillar and its days at the place (its jie's date to the day before the next jie's),
 * then why (its reasons) and what it means (its areas that are not neutral), and the link to the chart's page.
 */
export function monthText(opts: { lang: Lang; month: ForecastMonth; tz: string; chartUrl: string }): string {
  const { lang, month } = opts;
  const from = ymd(dateIn(month.startsAt, opts.tz));
  const to = ymd(addDays(dateIn(month.endsAt, opts.tz), -1));
  const verdict = t(lang, `msg.digest.month.${month.verdict.key}`, {
    pillar: month.zh,
    from: formatDayMonth(lang, ...from),
    to: formatDayMonth(lang, ...to),
  });
  const list = (heading: string, items: string[]) =>
    items.length ? [`<b>${escapeHtml(heading)}:</b>`, ...items.map((x) => `• ${escapeHtml(x)}`)] : [];
  return [
    `🗓 <b>${escapeHtml(verdict)}</b>`,
    ...list(
      t(lang, "msg.digest.month.why"),
      month.reasons.map((r) => r.text),
    ),
    ...list(
      t(lang, "msg.digest.month.areas"),
      month.areas.filter((a) => a.tone !== "neutral").map((a) => a.text),
    ),
    `<a href="${escapeHtml(opts.chartUrl)}">${escapeHtml(t(lang, "msg.digest.month.open"))}</a>`,
  ].join("\n");
}

/** ISO weekday (1 Monday … 7 Sunday) of a civil date "YYYY-MM-DD". */
export function isoWeekday(date: string): number {
  const d = new Date(`${date}T00:00:00Z`).getUTCDay();
  return d === 0 ? 7 : d;
}

export function createDigest(deps: {
  repo: DigestRepo;
  /** `forecast`: the chart's forecast as of now, its months only while its Personal Calendar is paid. */
  charts: Pick<ChartsService, "get" | "forecast">;
  clock: Clock;
  log: Logger;
  mailer: Mailer;
  key: Uint8Array;
  origin: (lang: Lang) => string;
  contactOf: (userId: string) => Promise<Contact | null>;
  /** When a digest is due and where it is reckoned (decision 021), and its day or week as every channel words it. */
  reminders: Pick<RemindersService, "due" | "placeOf" | "dayMessage" | "weekMessage">;
  metrics?: AppMetrics;
}) {
  const { repo, clock, log } = deps;
  const metrics = deps.metrics ?? noMetrics;
  const now = () => new Date(clock.now());
  const unsubscribeTokens = signedTokens(deps.key, "email-unsubscribe");

  /** The settings live in the Profile tab of the Russian site (docs/product.md §2), as the Telegram ones. */
  const settingsUrl = () => `${deps.origin("ru")}/client?tab=profile`;
  const unsubscribeUrl = (userId: string, lang: Lang) =>
    `${deps.origin(lang)}/unsubscribe/email/${unsubscribeTokens.tokenOf(userId)}`;

  const chartOf = (userId: string, chartId: string) => ownChart(deps.charts, userId, chartId);

  /**
   * The month of the chart's forecast whose first day (its jie's local date in `tz`) is one of the days from
   * `first` to `last`, or null: none begins then, or the chart's months are closed (no paid Personal Calendar).
   */
  async function monthBeginning(
    userId: string,
    chartId: string,
    days: { first: string; last: string; tz: string },
    lang: Lang,
  ): Promise<ForecastMonth | null> {
    const { first, last, tz } = days;
    // the forecast is a whole chart's computation: made only when a jie falls near these days (a jie whose local
    // date is one of them falls within a day either side of them in UTC; jie are 29 to 32 days apart)
    const jie = termAfter(Date.parse(`${first}T00:00:00Z`) - 2 * DAY_MS, "jie");
    if (jie.at > Date.parse(`${last}T00:00:00Z`) + 2 * DAY_MS) return null;
    const { forecast } = await deps.charts.forecast(userId, chartId, lang);
    return (
      forecast.months.find((m) => {
        const d = dateIn(m.startsAt, tz);
        return d >= first && d <= last;
      }) ?? null
    );
  }

  /** The e-mail of a claimed digest, or null when the chart is gone or its Personal Calendar lapsed. */
  async function compose(userId: string, chartId: string, date: string, kind: "daily" | "weekly") {
    const chart = await chartOf(userId, chartId);
    const contact = await deps.contactOf(userId);
    if (!chart?.active || !contact) return null;
    const lang = langOf(contact.locale);
    const place = (await deps.reminders.placeOf(userId, chart))!;
    const longDate = formatIsoDate(lang, date);
    const dayOrWeek =
      kind === "daily"
        ? deps.reminders.dayMessage(chart, date, place, lang)
        : deps.reminders.weekMessage(chart, date, place, lang);
    // a solar month that begins on the digest's days: its forecast after the day's or the week's text
    const month = await monthBeginning(
      userId,
      chartId,
      { first: date, last: kind === "daily" ? date : addDays(date, 6), tz: place.tz },
      lang,
    );
    // the chart's page, at its months (the heading's id in apps/web components/bazi/forecast-months.tsx)
    const chartUrl = `${deps.origin(lang)}${pathInLang(`/bazi/${chart.uuid}`, lang)}#forecast-months-title`;
    const body = month ? `${dayOrWeek}\n\n${monthText({ lang, month, tz: place.tz, chartUrl })}` : dayOrWeek;
    const unsubscribe = unsubscribeUrl(userId, lang);
    /** Why the e-mail came, with `settings` where the settings are named. */
    const why = (settings: string) =>
      t(lang, kind === "daily" ? "msg.digest.whyDaily" : "msg.digest.whyWeekly", {
        email: contact.email,
        settings,
      });
    const subject = t(lang, kind === "daily" ? "msg.digest.subjectDay" : "msg.digest.subjectWeek", {
      date: longDate,
      name: chart.fio,
    });
    const text = [
      htmlToText(body),
      "",
      "--",
      why(settingsUrl()),
      t(lang, "msg.digest.unsubscribe", { url: unsubscribe }),
      "",
    ].join("\n");
    const whyHtml = escapeHtml(why("\u0000")).replace(
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
      const place = await deps.reminders.placeOf(userId, chart);
      return { settings, place: place ? { name: place.name, source: place.source } : null };
    },

    /** POST /api/email-digest: when on, the chart must be the user's, with a paid Personal Calendar. */
    async save(userId: string, s: EmailDigestSettings, lang: Lang): Promise<EmailDigestState> {
      if (s.chart) await eligibleChart(deps.charts, userId, s.chart, lang);
      await repo.save(userId, { mode: s.mode, weekday: s.weekday, time: s.time, chartId: s.chart }, now());
      return this.state(userId);
    },

    /** The user whose token this is, or null (malformed, forged, another purpose). */
    userOfToken: unsubscribeTokens.idOf,
    unsubscribeUrl,
    langOf: async (userId: string) => langOf((await deps.contactOf(userId))?.locale),

    /** The unsubscribe POST: the digest off; false for a forged or malformed token (nothing changes). */
    async unsubscribe(token: string): Promise<boolean> {
      const userId = unsubscribeTokens.idOf(token);
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
      for (const { date, ...c } of await deps.reminders.due(await repo.candidates(), nowMs)) {
        const kind = c.mode === "weekly" ? "weekly" : "daily";
        if (kind === "weekly" && isoWeekday(date) !== c.weekday) continue;
        const id = randomUUID();
        if (!(await repo.claim({ id, userId: c.userId, localDate: date, kind, now: new Date(nowMs) })))
          continue;
        report.claimed++;
        try {
          const message = await compose(c.userId, c.chartId, date, kind);
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
