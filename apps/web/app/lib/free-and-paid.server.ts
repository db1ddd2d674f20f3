/**
 * The free-and-paid page's two lists (the `{{free-and-paid}}` slot of content/<lang>/pages/free-and-paid.md): what a
 * visitor gets free and what the Personal Calendar adds, worded on the server with the limits read from where they
 * are defined — the public window (@bazi/contracts/limits), the date selection's people and period (the engine) —
 * never retyped.
 */

import { MAX_SELECT_DAYS, MAX_SELECT_PEOPLE } from "@bazi/almanac";
import type { ReminderChannel } from "@bazi/contracts";
import { GENERAL_DAYS_AHEAD } from "@bazi/contracts/limits";
import type { Lang } from "@bazi/i18n";
import { pathInLang } from "@bazi/i18n/paths";
import { t } from "@bazi/i18n/payments";
import "@bazi/i18n/plural";

export interface FreeAndPaid {
  free: { title: string; items: string[] };
  paid: { title: string; items: string[] };
}

/** The limits the page states, by name. */
export const PLAN_LIMITS = {
  publicDays: GENERAL_DAYS_AHEAD,
  selectPeople: MAX_SELECT_PEOPLE,
  selectDays: MAX_SELECT_DAYS,
} as const;

/** How each reminder channel is named in the paid list («в Telegram», «письмом», «push-уведомлением»). */
const CHANNEL_WORD = {
  telegram: "plans.channel.telegram",
  email: "plans.channel.email",
  push: "plans.channel.push",
} as const;

/**
 * The two lists. `channels`: the reminder channels this instance delivers (Services.reminders.channels, as the
 * Personal Calendar's page lists them): the paid list names those only, and without any it promises the calendar
 * feed alone.
 */
export function freeAndPaid(lang: Lang, channels: readonly ReminderChannel[]): FreeAndPaid {
  const list = new Intl.ListFormat(lang, { type: "conjunction" });
  const reminders = channels.length
    ? t(lang, "plans.paid.reminders", {
        channels: list.format(channels.map((c) => t(lang, CHANNEL_WORD[c]))),
      })
    : t(lang, "plans.paid.feed");
  const days = t(lang, "count.days", { count: PLAN_LIMITS.publicDays });
  const period = t(lang, "count.days", { count: PLAN_LIMITS.selectDays });
  const people = PLAN_LIMITS.selectPeople;
  return {
    free: {
      title: t(lang, "plans.free"),
      items: [
        t(lang, "plans.free.day", { days }),
        t(lang, "plans.free.month", { days }),
        t(lang, "plans.free.chart"),
        t(lang, "plans.free.predict", { days }),
        t(lang, "plans.free.select", { days, people }),
      ],
    },
    paid: {
      title: t(lang, "plans.paid"),
      items: [
        t(lang, "plans.paid.rating"),
        t(lang, "plans.paid.dates"),
        t(lang, "plans.paid.predict", { period }),
        t(lang, "plans.paid.months"),
        reminders,
      ],
    },
  };
}

/** The line on a form whose result differs for a Personal Calendar, worded here so the page's script has no text. */
export interface PlansNoteText {
  text: string;
  link: string;
  href: string;
}

export function plansNote(lang: Lang): PlansNoteText {
  return {
    text: t(lang, "plans.note"),
    link: t(lang, "plans.noteLink"),
    href: pathInLang("/free-and-paid", lang),
  };
}
