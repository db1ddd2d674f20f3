/**
 * A saved chart's Bazi page `/bazi/{uuid}` (and /en/bazi/{uuid}), for its owner only: the chart computed from
 * its saved fields (services.bazi.chart) and shown as the calculator shows a result. Anyone else, a visitor or a
 * uuid that is not one of the viewer's charts gets the 404 page (the server answers "not found", never
 * "forbidden", so uuids reveal nothing). Under its name, the chart's Personal Calendar: until when it runs, or the
 * action that activates it (both lead to /personal/{uuid}). After saving (`?saved=1`) a "chart saved" notice shows once. The chart
 * is shared by the calculator link of its birth data (lib/bazi-share.server.ts), never by this page's uuid.
 */
import { baziInputOfChart, hasPaidCalendar } from "@bazi/contracts";
import type { Lang } from "@bazi/i18n";
import { t } from "@bazi/i18n/accounts";
import type { ToolKey } from "@bazi/i18n/tools";
import { useEffect } from "react";
import {
  data,
  Link,
  type LoaderFunctionArgs,
  type MetaDescriptor,
  useLoaderData,
  useLocation,
  useNavigate,
} from "react-router";
import { ForecastMonths } from "../components/bazi/forecast-months.tsx";
import { Card } from "../components/chrome/card.tsx";
import { ChartCalendar } from "../components/payments/chart-calendar.tsx";
import { pageChart } from "../components/tools/bazi-chart.tsx";
import { BaziResult } from "../components/tools/bazi-result.tsx";
import { clientPath } from "../lib/account-forms.ts";
import { baziReading } from "../lib/bazi-reading.server.ts";
import { shareLinks } from "../lib/bazi-share.server.ts";
import { chartCalendar } from "../lib/chart-calendar.server.ts";
import { compareHref } from "../lib/compare-form.ts";
import { servicesContext, sessionContext } from "../lib/context.ts";
import { forecastMonths } from "../lib/forecast-months.server.ts";
import { langOfPath, pathInLang } from "../lib/lang.ts";
import { notify } from "../lib/notify.ts";
import { titleWithSite } from "../lib/page-meta.ts";
import "@bazi/i18n/tools";

export async function loader({ context, params, url }: LoaderFunctionArgs) {
  const lang = langOfPath(url.pathname);
  const services = context.get(servicesContext);
  const session = context.get(sessionContext);
  const found = session.viewer ? await services.accounts.chart(session, params.uuid ?? "", lang) : null;
  if (!found?.ok) throw data(null, { status: 404 });
  const c = found.value.chart;
  const r = services.bazi.chart(baziInputOfChart(c), lang);
  // A saved chart was accepted by the engine when it was saved: failing now is a server error.
  if (!r.ok)
    throw new Error(`saved chart ${c.uuid} no longer computes: ${r.errors.map((e) => e.message).join("; ")}`);
  const t = services.calendar.today(r.chart.tz);
  const today = `${t.year}-${String(t.month).padStart(2, "0")}-${String(t.day).padStart(2, "0")}`;
  // The same chart in the calculator, to try other options (its shareable query: no e-mail).
  const query = new URLSearchParams({
    name: c.fio,
    gender: c.gender,
    date: c.birthday,
    time: c.birthdayTime ?? "",
    city: c.city,
    lat: String(c.latitude),
    lng: String(c.longitude),
    tz: c.timeZone,
    zi: c.zi,
    basis: c.timeBasis,
  });
  if (!c.birthdayTime) query.set("unknownHour", "1");
  return {
    lang,
    chart: pageChart(r.chart),
    // the months of the forecast belong to the chart's Personal Calendar
    months: hasPaidCalendar(c) ? forecastMonths(r.chart, lang) : null,
    today,
    reading: baziReading(r.chart, lang, today),
    name: c.fio,
    city: c.city,
    zi: c.zi,
    basis: c.timeBasis,
    selected: c.isDefault,
    // the chart's Personal Calendar: until when, or the action that activates it
    calendar: chartCalendar(lang, c),
    saved: url.searchParams.get("saved") === "1",
    calculator: `${pathInLang("/bazi", lang)}?${query}`,
    share: shareLinks(services.site.origin(lang), lang, query),
    compare: compareHref(lang, { chart: c.uuid }),
  };
}

type LoaderData = Awaited<ReturnType<typeof loader>>;

export function meta({ loaderData }: { loaderData: LoaderData | undefined }): MetaDescriptor[] {
  if (!loaderData) return [];
  const { lang, name } = loaderData;
  return [
    {
      title: titleWithSite(lang, t(lang, "account.chart.metaTitle", { name })),
    },
    { name: "robots", content: "noindex, nofollow" },
  ];
}

const LINK =
  "inline-flex items-center rounded-full border border-stone-300 bg-white px-4 py-2 text-sm font-semibold text-stone-800 hover:border-stone-500";

export default function SavedChartPage() {
  const {
    lang,
    chart,
    months,
    today,
    reading,
    name,
    city,
    zi,
    basis,
    selected,
    calendar,
    saved,
    calculator,
    share,
    compare,
  } = useLoaderData<typeof loader>();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  // The "chart saved" notice, once: the address loses its ?saved=1.
  useEffect(() => {
    if (!saved) return;
    notify({ kind: "success", text: t(lang, "account.ok.chartSaved") });
    navigate(pathname, { replace: true, preventScrollReset: true });
  }, [saved, lang, pathname, navigate]);
  return (
    <div className="mx-auto max-w-4xl px-4 pb-16 pt-6 sm:px-6 sm:pt-10" data-testid="saved-chart">
      <p className="text-sm font-medium text-stone-600">{t(lang, "account.chart.lead")}</p>
      <h1
        className="mt-1 text-3xl font-semibold tracking-tight text-stone-900 sm:text-4xl"
        data-testid="saved-chart-name"
      >
        {name}
        {selected ? (
          <span className="ml-3 inline-block rounded-full bg-stone-900 px-2.5 py-0.5 align-middle text-xs font-semibold text-white">
            {t(lang, "account.charts.selected")}
          </span>
        ) : null}
      </h1>
      <p className="mt-4 flex flex-wrap gap-3 print:hidden">
        <Link to={calculator} className={LINK} data-testid="saved-chart-calculator">
          {t(lang, "account.chart.openInCalculator")}
        </Link>
        <Link to={clientPath(lang)} className={LINK}>
          {t(lang, "account.chart.backToCharts")}
        </Link>
      </p>
      <ChartCalendar view={calendar} />
      <BaziResult
        lang={lang}
        chart={chart}
        name={name}
        city={city}
        today={today}
        reading={reading}
        options={<UsedOptions lang={lang} zi={zi} basis={basis} />}
        share={share}
        compare={compare}
        months={<ForecastMonths lang={lang} months={months} />}
      />
    </div>
  );
}

function UsedOptions({ lang, zi, basis }: { lang: Lang; zi: string; basis: string }) {
  return (
    <Card as="dl" className="grid gap-x-6 gap-y-1 p-4 text-sm sm:grid-cols-[auto_1fr]">
      <dt className="font-semibold text-stone-800">{t(lang, "bazi.options.zi")}</dt>
      <dd className="text-stone-700">{t(lang, `bazi.options.zi.${zi}` as ToolKey)}</dd>
      <dt className="font-semibold text-stone-800">{t(lang, "bazi.options.basis")}</dt>
      <dd className="text-stone-700">{t(lang, `bazi.options.basis.${basis}` as ToolKey)}</dd>
    </Card>
  );
}
