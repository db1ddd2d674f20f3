import { servicesContext } from "@bazi/contracts";
import { type Lang, t } from "@bazi/i18n";
import { type ReactNode, useId, useState } from "react";
import type { LoaderFunctionArgs, MetaDescriptor } from "react-router";
import { useLoaderData } from "react-router";
import { type DayView, dayView, type Reason } from "../lib/day-view.ts";
import { langOfPath, pathInLang } from "../lib/lang.ts";

/** Today at the default place (Moscow): parse the locale → ask the calendar service → shape for the page. */
export function loader({ context, url }: LoaderFunctionArgs) {
  const lang = langOfPath(url.pathname);
  const services = context.get(servicesContext);
  const place = services.location.defaultPlace(lang);
  const today = services.calendar.today(place.tz);
  const day = services.calendar.day({ ...today, place, lang });
  const alternates = {
    ru: services.site.origin("ru") + pathInLang(url.pathname, "ru"),
    en: services.site.origin("en") + pathInLang(url.pathname, "en"),
  };
  return { lang, view: dayView(day, lang, place.name), canonical: alternates[lang], alternates };
}

type LoaderData = Awaited<ReturnType<typeof loader>>;

export function meta({ loaderData }: { loaderData: LoaderData | undefined }): MetaDescriptor[] {
  if (!loaderData) return [];
  const { lang, view, canonical, alternates } = loaderData;
  const title = t(lang, "home.metaTitle", { date: view.dateText });
  const description = t(lang, "home.description");
  return [
    { title },
    { name: "description", content: description },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:locale", content: lang === "ru" ? "ru_RU" : "en_GB" },
    { property: "og:url", content: canonical },
    { tagName: "link", rel: "canonical", href: canonical },
    { tagName: "link", rel: "alternate", hrefLang: "ru", href: alternates.ru },
    { tagName: "link", rel: "alternate", hrefLang: "en", href: alternates.en },
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: alternates.ru },
  ];
}

const toneOf = (value: number) => (value > 0 ? "good" : value < 0 ? "bad" : "neutral");

const TONE = {
  good: "bg-emerald-50 text-emerald-900 ring-emerald-200",
  neutral: "bg-stone-100 text-stone-800 ring-stone-200",
  bad: "bg-rose-50 text-rose-900 ring-rose-200",
} as const;

function Card({
  title,
  children,
  className = "",
}: {
  title: string;
  children: ReactNode;
  className?: string;
}) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className={`rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200/70 ${className}`}
    >
      <h2 id={id} className="text-xs font-semibold uppercase tracking-[0.08em] text-stone-500">
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

function PinIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 shrink-0 fill-seal">
      <path d="M10 1.5a6 6 0 0 0-6 6c0 4.5 6 11 6 11s6-6.5 6-11a6 6 0 0 0-6-6Zm0 8.25a2.25 2.25 0 1 1 0-4.5 2.25 2.25 0 0 1 0 4.5Z" />
    </svg>
  );
}

function Han({ children, className = "" }: { children: string; className?: string }) {
  return (
    <span lang="zh-Hans" className={`han ${className}`}>
      {children}
    </span>
  );
}

function ReasonList({ reasons, testId }: { reasons: Reason[]; testId: string }) {
  return (
    <ul className="space-y-2" data-testid={testId}>
      {reasons.map((r) => (
        <li key={r.text} className="flex items-baseline gap-3">
          <span
            className={`w-10 shrink-0 text-right font-semibold tabular-nums ${r.good ? "text-emerald-700" : "text-rose-700"}`}
          >
            {r.effect}
          </span>
          <span>{r.text}</span>
        </li>
      ))}
    </ul>
  );
}

function TermLine({ term, extra }: { term: { zh: string; name: string }; extra?: ReactNode }) {
  return (
    <p className="flex flex-wrap items-baseline gap-x-2">
      <Han className="text-2xl text-seal">{term.zh}</Han>
      <span className="font-medium">{term.name}</span>
      {extra}
    </p>
  );
}

function Activities({
  title,
  items,
  tone,
  testId,
}: {
  title: string;
  items: DayView["yi"];
  tone: "good" | "bad";
  testId: string;
}) {
  const mark = tone === "good" ? "bg-emerald-500" : "bg-rose-500";
  return (
    <Card title={title}>
      <ul className="space-y-2" data-testid={testId}>
        {items.map((a) => (
          <li key={a.zh} className="flex items-baseline gap-2.5">
            <span aria-hidden="true" className={`size-2 shrink-0 translate-y-[-1px] rounded-full ${mark}`} />
            <span>
              {a.name} <Han className="text-sm text-stone-500">{a.zh}</Han>
            </span>
          </li>
        ))}
      </ul>
    </Card>
  );
}

function TermList({ items, lang }: { items: { zh: string; name: string }[]; lang: Lang }) {
  if (items.length === 0) return <p className="text-stone-500">{t(lang, "home.none")}</p>;
  return (
    <ul className="flex flex-wrap gap-2">
      {items.map((g) => (
        <li key={g.zh} className="rounded-full bg-stone-100 px-3 py-1 text-sm">
          {g.name} <Han className="text-stone-500">{g.zh}</Han>
        </li>
      ))}
    </ul>
  );
}

/** The interactive part (it proves hydration in e2e): the full list of rating factors and the day's spirits. */
function Details({ lang, view }: { lang: Lang; view: DayView }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <section className="rounded-2xl bg-white shadow-sm ring-1 ring-stone-200/70">
      <button
        type="button"
        data-testid="details-toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((v) => !v)}
        className={`flex w-full items-center justify-between gap-3 px-5 py-4 text-left font-medium hover:bg-stone-50 ${open ? "rounded-t-2xl" : "rounded-2xl"}`}
      >
        <span>{t(lang, open ? "home.details.hide" : "home.details.show")}</span>
        <span
          aria-hidden="true"
          className={`text-stone-400 transition-transform ${open ? "rotate-180" : ""}`}
        >
          ▾
        </span>
      </button>
      <div
        id={panelId}
        hidden={!open}
        data-testid="details-panel"
        className="space-y-5 border-t border-stone-200/70 px-5 py-5"
      >
        <div>
          <h3 className="mb-2 text-sm font-semibold text-stone-600">{t(lang, "home.allReasons")}</h3>
          <ReasonList reasons={view.rating.all} testId="all-reasons" />
        </div>
        <div>
          <h3 className="mb-2 text-sm font-semibold text-stone-600">{t(lang, "home.stars")}</h3>
          <TermList items={view.stars} lang={lang} />
        </div>
        <div>
          <h3 className="mb-2 text-sm font-semibold text-stone-600">{t(lang, "home.gods.auspicious")}</h3>
          <TermList items={view.gods.auspicious} lang={lang} />
        </div>
        <div>
          <h3 className="mb-2 text-sm font-semibold text-stone-600">{t(lang, "home.gods.inauspicious")}</h3>
          <TermList items={view.gods.inauspicious} lang={lang} />
        </div>
        <div>
          <h3 className="mb-2 text-sm font-semibold text-stone-600">{t(lang, "home.clash")}</h3>
          <p>{view.clash}</p>
        </div>
      </div>
    </section>
  );
}

export default function Home() {
  const { lang, view } = useLoaderData<typeof loader>();
  const tone = toneOf(view.rating.value);
  return (
    <div className="mx-auto max-w-5xl px-4 pb-12 pt-6 sm:px-6 sm:pt-10">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <p className="text-sm font-medium text-stone-500">
            {t(lang, "home.today")}, {view.weekday}
          </p>
          <h1 className="mt-1 text-4xl font-semibold tracking-tight sm:text-5xl" data-testid="date">
            {view.dateText}
          </h1>
          <p className="mt-2 flex items-center gap-1.5 text-stone-600" data-testid="place">
            <span className="sr-only">{t(lang, "home.place")}: </span>
            <PinIcon />
            {view.placeName}
          </p>
        </div>
        <div
          data-testid="rating"
          data-value={view.rating.value}
          className={`inline-flex items-center gap-3 self-start rounded-2xl px-4 py-3 ring-1 sm:self-auto ${TONE[tone]}`}
        >
          <span className="text-3xl font-semibold tabular-nums">{view.rating.valueText}</span>
          <span className="leading-tight">
            <span className="block text-xs font-semibold uppercase tracking-[0.08em] opacity-70">
              {t(lang, "home.rating")}
            </span>
            <span className="block text-lg font-medium" data-testid="rating-word">
              {view.rating.word}
            </span>
          </span>
        </div>
      </div>

      <section aria-labelledby="pillars-title" className="mt-8">
        <h2 id="pillars-title" className="text-xs font-semibold uppercase tracking-[0.08em] text-stone-500">
          {t(lang, "home.pillars")}
        </h2>
        <ul className="mt-3 grid grid-cols-3 gap-3" data-testid="pillars">
          {view.pillars.map((p) => (
            <li
              key={p.label}
              className="rounded-2xl bg-white px-2 py-4 text-center sm:p-4 shadow-sm ring-1 ring-stone-200/70"
              data-testid="pillar"
            >
              <p className="text-xs font-medium text-stone-500">{p.label}</p>
              <p className="mt-1">
                <Han className="text-4xl leading-tight text-seal sm:text-5xl">{p.zh}</Han>
              </p>
              <p className="mt-2 text-xs leading-snug text-stone-700 sm:text-sm">{p.name}</p>
            </li>
          ))}
        </ul>
      </section>

      <div className="mt-6 grid gap-4 md:grid-cols-2">
        <Card title={t(lang, "home.reasons")}>
          <ReasonList reasons={view.rating.top} testId="top-reasons" />
        </Card>

        <Card title={t(lang, "home.moon")}>
          <div className="flex items-center gap-4" data-testid="lunar-day">
            <span className="grid size-16 shrink-0 place-items-center rounded-full bg-stone-900 text-2xl font-semibold text-amber-100 tabular-nums">
              {view.lunarDay.number}
            </span>
            <div>
              <p className="font-medium">
                {t(lang, "home.lunarDay")}: {view.lunarDay.number}
                {view.lunarDay.since ? (
                  <span className="font-normal text-stone-600">
                    {" "}
                    ({t(lang, "home.lunarDaySince", { time: view.lunarDay.since })})
                  </span>
                ) : null}
              </p>
              <p className="text-stone-600" data-testid="moon-phase">
                {view.moon.phaseName}, {t(lang, "home.illumination", { value: view.moon.illumination })}
              </p>
            </div>
          </div>
          <p className="mt-4 text-sm text-stone-600">
            {t(lang, "home.lunarDate")}: <Han>{view.lunarDate.zh}</Han> · {view.lunarDate.name}
          </p>
        </Card>

        <Card title={t(lang, "home.almanac")} className="md:col-span-2">
          <dl className="grid gap-4 sm:grid-cols-3">
            <div data-testid="officer">
              <dt className="text-sm text-stone-500">{t(lang, "home.officer")}</dt>
              <dd className="mt-1">
                <TermLine term={view.officer} />
              </dd>
            </div>
            <div data-testid="mansion">
              <dt className="text-sm text-stone-500">{t(lang, "home.mansion")}</dt>
              <dd className="mt-1">
                <TermLine
                  term={view.mansion}
                  extra={
                    <span className={`text-sm ${view.mansion.good ? "text-emerald-700" : "text-rose-700"}`}>
                      {view.mansion.luck}
                    </span>
                  }
                />
              </dd>
            </div>
            <div data-testid="solar-term">
              <dt className="text-sm text-stone-500">{t(lang, "home.solarTerm")}</dt>
              <dd className="mt-1">
                <TermLine term={view.solarTerm} />
                <p className="mt-1 text-sm text-stone-600">{view.solarTerm.dayText}</p>
                <p className="text-sm text-stone-600">{view.solarTerm.next}</p>
              </dd>
            </div>
          </dl>
        </Card>

        <Activities title={t(lang, "home.yi")} items={view.yi} tone="good" testId="yi" />
        <Activities title={t(lang, "home.ji")} items={view.ji} tone="bad" testId="ji" />

        <div className="md:col-span-2">
          <Details lang={lang} view={view} />
        </div>
      </div>
    </div>
  );
}
