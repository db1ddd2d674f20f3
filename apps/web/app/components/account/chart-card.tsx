/**
 * A chart's card in the client area (docs/product.md §4): name (a link to its Bazi page), birth date and time (or "hour
 * unknown"), city, and the card's state:
 * - not paid, not a mobile chart: "Activate Personal Calendar" (selects it, then its checkout /personal/{uuid}) and
 *   "Delete chart"
 *   (a disclosure asking to confirm; works without JavaScript too);
 * - paid: a "paid until" tag and "Extend" (its /personal page), no delete; with autopay an "Autopay" tag and
 *   "Turn off autopay"; with autopay turned off while the period runs (its saved method kept), a note and "Turn
 *   autopay back on" (issue 22, client/autopay-on.tsx);
 * - not paid, a mobile chart: the mobile-app activation link (ru only), no delete;
 * - the selected chart carries a tag; an archived tariff shows a note.
 */
import type { Lang } from "@bazi/i18n";
import { t } from "@bazi/i18n/accounts";
import { Form, Link, useFetcher } from "react-router";
import { type AccountResult, clientPath } from "../../lib/account-forms.ts";
import { pathInLang } from "../../lib/lang.ts";
import { Card } from "../chrome/card.tsx";
import { AutopayOn } from "../client/autopay-on.tsx";
import { AutopayOff } from "../payments/pay-form.tsx";
import { FormMessage } from "./fields.tsx";
import { FeedLink } from "./messenger-settings.tsx";
import "@bazi/i18n/payments";

/** A chart as the card shows it (texts formatted on the server, in the page's language). */
export interface ChartCardData {
  uuid: string;
  fio: string;
  /** "15 мая 1990, 14:30" / "15 May 1990, hour unknown". */
  born: string;
  city: string;
  active: boolean;
  /** The paid-until date in words, when paid. */
  paidUntil: string | null;
  selected: boolean;
  archived: boolean;
  mobile: boolean;
  /** Autopay is on (`isBindingCustomer`, docs/product.md §3). */
  autopay: boolean;
  /** Autopay was turned off while the period runs and can be turned back on (issue 22). */
  autopayResumable?: boolean;
}

const BUTTON =
  "inline-flex items-center rounded-full px-4 py-2 text-sm font-semibold disabled:cursor-wait disabled:opacity-60";

export function ChartCard({ lang, chart }: { lang: Lang; chart: ChartCardData }) {
  const deleter = useFetcher<AccountResult>();
  const titleId = `chart-${chart.uuid}-title`;
  const error = deleter.data && !deleter.data.ok ? deleter.data.message : null;
  return (
    <Card
      as="article"
      aria-labelledby={titleId}
      className="p-4 sm:p-5"
      data-testid="chart-card"
      data-uuid={chart.uuid}
      data-state={chart.active ? "active" : chart.mobile ? "mobile" : "inactive"}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={titleId} className="text-lg font-semibold text-stone-900">
          <Link
            to={pathInLang(`/bazi/${chart.uuid}`, lang)}
            aria-label={t(lang, "account.charts.open", { name: chart.fio })}
            className="hover:underline"
            data-testid="chart-link"
          >
            {chart.fio}
          </Link>
        </h3>
        <div className="flex flex-wrap gap-2">
          {chart.selected ? (
            <span
              className="rounded-full bg-stone-900 px-2.5 py-0.5 text-xs font-semibold text-white"
              data-testid="chart-selected"
            >
              {t(lang, "account.charts.selected")}
            </span>
          ) : null}
          {chart.active && chart.paidUntil ? (
            <span
              className="rounded-full bg-emerald-100 px-2.5 py-0.5 text-xs font-semibold text-emerald-900"
              data-testid="chart-paid-until"
            >
              {t(lang, "account.charts.paidUntil", { date: chart.paidUntil })}
            </span>
          ) : null}
          {chart.autopay ? (
            <span
              className="rounded-full bg-sky-100 px-2.5 py-0.5 text-xs font-semibold text-sky-900"
              data-testid="chart-autopay"
            >
              {t(lang, "pay.card.autopay")}
            </span>
          ) : null}
        </div>
      </div>
      <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm text-stone-700 sm:grid-cols-[auto_1fr]">
        <dt className="text-stone-600">{t(lang, "account.charts.born")}</dt>
        <dd data-testid="chart-born">{chart.born}</dd>
        <dt className="text-stone-600">{t(lang, "account.charts.city")}</dt>
        <dd data-testid="chart-city">{chart.city}</dd>
      </dl>
      {chart.archived ? (
        <p className="mt-3 text-sm text-amber-900" data-testid="chart-archived">
          {t(lang, "account.charts.archived")}
        </p>
      ) : null}
      {!chart.active && chart.mobile ? (
        <div className="mt-4 space-y-2">
          <p className="text-sm text-stone-600">{t(lang, "account.charts.mobileNote")}</p>
          {lang === "ru" ? (
            <a
              href={`/personal/mobile/${chart.uuid}`}
              className={`${BUTTON} bg-stone-900 text-white hover:bg-stone-700`}
              data-testid="chart-mobile"
            >
              {t(lang, "account.charts.mobile")}
            </a>
          ) : null}
        </div>
      ) : null}
      {chart.active || chart.autopay ? (
        <div className="mt-4 flex flex-wrap items-start gap-3">
          {chart.active && !chart.mobile ? (
            <Link
              to={pathInLang(`/personal/${chart.uuid}`, lang)}
              className={`${BUTTON} border border-stone-300 bg-white text-stone-800 hover:border-stone-500`}
              data-testid="chart-extend"
            >
              {t(lang, "pay.card.extend")}
            </Link>
          ) : null}
          {chart.autopay ? <AutopayOff lang={lang} action={clientPath(lang)} uuid={chart.uuid} /> : null}
        </div>
      ) : null}
      {chart.active && !chart.autopay && chart.autopayResumable && chart.paidUntil ? (
        <div className="mt-3 space-y-2">
          <p className="text-sm text-stone-700" data-testid="chart-autopay-off-note">
            {t(lang, "pay.card.autopayIsOff", { date: chart.paidUntil })}
          </p>
          <AutopayOn lang={lang} uuid={chart.uuid} paidUntil={chart.paidUntil} />
        </div>
      ) : null}
      {chart.active ? <FeedLink lang={lang} uuid={chart.uuid} name={chart.fio} /> : null}
      {!chart.active && !chart.mobile ? (
        <div className="mt-4 flex flex-wrap items-start gap-3">
          <Form method="post" action={clientPath(lang)}>
            <input type="hidden" name="intent" value="activateChart" />
            <input type="hidden" name="uuid" value={chart.uuid} />
            <button
              type="submit"
              className={`${BUTTON} bg-stone-900 text-white hover:bg-stone-700`}
              data-testid="chart-activate"
            >
              {t(lang, "account.charts.activate")}
            </button>
          </Form>
          <details className="group" data-testid="chart-delete">
            <summary
              className={`${BUTTON} cursor-pointer list-none border border-stone-300 bg-white text-stone-800 hover:border-stone-500 [&::-webkit-details-marker]:hidden`}
            >
              {t(lang, "account.charts.delete")}
            </summary>
            <deleter.Form
              method="post"
              action={clientPath(lang)}
              className="mt-3 rounded-xl border border-red-200 bg-red-50 p-3"
            >
              <input type="hidden" name="intent" value="deleteChart" />
              <input type="hidden" name="uuid" value={chart.uuid} />
              <input type="hidden" name="back" value={clientPath(lang)} />
              <p className="text-sm text-red-900">
                {t(lang, "account.charts.deleteConfirm", { name: chart.fio })}
              </p>
              <button
                type="submit"
                disabled={deleter.state !== "idle"}
                className={`${BUTTON} mt-2 bg-red-800 text-white hover:bg-red-700`}
                data-testid="chart-delete-confirm"
              >
                {t(lang, "account.charts.deleteYes")}
              </button>
            </deleter.Form>
          </details>
        </div>
      ) : null}
      {error ? (
        <div className="mt-3">
          <FormMessage kind="error" text={error} />
        </div>
      ) : null}
    </Card>
  );
}
