/**
 * The chart and its reading sent to the address the visitor gave on /bazi, when they ticked the box asking for it
 * (issue 39 item 4: the e-mail the form asks for is used for what it says). The address is used for this one
 * message and kept nowhere: not in the database, not in a log line, not in a link.
 *
 * Anyone can type any address, so the form must not become a way to flood someone's mailbox: a few messages an
 * hour from one client address, and a few a day to one recipient, counted in the shared buckets (every instance
 * counts the same; http/rate-limit.ts). The recipient's bucket is keyed by a hash of the address, never the
 * address. The message goes out after the answer (providers/mail-queue.ts), so a slow mail server never holds the
 * page.
 */
import { createHash } from "node:crypto";
import type { ChartJson } from "@bazi/almanac";
import type { Lang } from "@bazi/i18n";
import { baziReading } from "@bazi/i18n/bazi-reading";
import { t } from "@bazi/i18n/chart-mail";
import { plainReading } from "@bazi/i18n/reading-plain";
import { AppError } from "../../errors.ts";
import { addressKey, type BucketStore, createRateLimiter } from "../../http/rate-limit.ts";
import type { Clock } from "../../providers/clock.ts";
import type { MailQueue } from "../../providers/mail-queue.ts";

/** From one client address: 5 an hour, 3 at once. */
export const CHART_MAIL_PER_CLIENT = { perMinute: 5 / 60, burst: 3 } as const;
/** To one recipient: 3 a day, 3 at once. */
export const CHART_MAIL_PER_RECIPIENT = { perMinute: 3 / (24 * 60), burst: 3 } as const;

export interface ChartMailInput {
  /** The recipient (already checked as an address by the form). */
  to: string;
  /** The chart as the page shows it. */
  chart: ChartJson;
  /** The name the visitor gave the chart, or "" (then the mail names none). */
  name: string;
  /** The chart's own page (its share link: the birth data, never the address). */
  link: string;
  /** Today in the chart's zone (YYYY-MM-DD): the reading's "now". */
  today: string;
}

/** The message: the summary first, then the portrait and every section, then the link back. */
export function chartMailText(
  lang: Lang,
  input: Omit<ChartMailInput, "to">,
): { subject: string; text: string } {
  const r = plainReading(baziReading(input.chart, lang, input.today));
  const { year, month, day, hour } = input.chart.pillars;
  const pillars = [year, month, day, ...(hour ? [hour] : [])].map((p) => p.zh).join(" ");
  const name = input.name.trim();
  const blocks = [
    name ? t(lang, "chartMail.greetingNamed", { name }) : t(lang, "chartMail.greeting"),
    t(lang, "chartMail.pillars", { pillars }),
    [r.summary.title, ...r.summary.lines.map((l) => `• ${l}`)].join("\n"),
    [`${r.portrait.title}: ${r.portrait.name} (${r.portrait.zh})`, ...r.portrait.paragraphs].join("\n\n"),
    ...r.sections.map((s) =>
      [
        s.title.toUpperCase(),
        ...s.paragraphs,
        ...(s.items.length
          ? [[...(s.itemsTitle ? [s.itemsTitle] : []), ...s.items.map((i) => `• ${i}`)].join("\n")]
          : []),
      ].join("\n\n"),
    ),
    t(lang, "chartMail.school", { school: r.school }),
    t(lang, "chartMail.link", { link: input.link }),
    t(lang, "chartMail.why"),
  ];
  return {
    subject: name
      ? t(lang, "chartMail.subjectNamed", { name: name.slice(0, 80) })
      : t(lang, "chartMail.subject"),
    text: blocks.join("\n\n"),
  };
}

export function createChartMail(deps: { mail: MailQueue; clock: Clock; buckets?: BucketStore }) {
  const store = deps.buckets ? { store: deps.buckets } : {};
  const perClient = createRateLimiter({
    name: "chart-mail",
    ...CHART_MAIL_PER_CLIENT,
    clock: deps.clock,
    ...store,
  });
  const perRecipient = createRateLimiter({
    name: "chart-mail-to",
    ...CHART_MAIL_PER_RECIPIENT,
    clock: deps.clock,
    ...store,
  });
  const recipientKey = (to: string) =>
    createHash("sha256").update(to.trim().toLowerCase()).digest("base64url");
  return {
    /** Queues the message; RATE_LIMITED (with Retry-After) when this client or this recipient had enough. */
    async send(input: ChartMailInput, ctx: { lang: Lang; ip: string }): Promise<void> {
      for (const [limiter, key] of [
        [perClient, addressKey(ctx.ip)],
        [perRecipient, recipientKey(input.to)],
      ] as const) {
        const wait = await limiter.take(key);
        if (wait > 0) throw new AppError("RATE_LIMITED", { headers: { "Retry-After": String(wait) } });
      }
      const { subject, text } = chartMailText(ctx.lang, input);
      deps.mail.enqueue({ to: input.to, subject, text }, { about: "chart by e-mail" });
    },
  };
}

export type ChartMail = ReturnType<typeof createChartMail>;
