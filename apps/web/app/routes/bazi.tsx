/**
 * The Bazi calculator `/bazi` (and /en/bazi). A GET form, so it works without JavaScript: the loader reads the
 * query, validates it with the spec's messages, asks `services.bazi.chart` and renders the chart, or the field
 * errors next to their fields. The calculation options (Zi rule, time basis) are switched in place by
 * re-submitting the same query with other options. The e-mail is validated only: nothing is stored or sent.
 */
import { servicesContext } from "@bazi/contracts";
import { formatLongDate, type Lang, type ToolKey, tt } from "@bazi/i18n";
import { type ReactNode, useEffect, useRef, useState } from "react";
import {
  type ActionFunctionArgs,
  Form,
  type LoaderFunctionArgs,
  type MetaDescriptor,
  redirect,
  useActionData,
  useLoaderData,
  useLocation,
} from "react-router";
import {
  AnnualPillars,
  type ChartJson,
  ElementBalance,
  LuckTimeline,
  NatalStars,
  PillarsGrid,
} from "../components/tools/bazi-chart.tsx";
import { CityCombobox, type CityHit } from "../components/tools/city-combobox.tsx";
import { ErrorText, INPUT, LABEL } from "../components/tools/form.tsx";
import {
  type BaziFormValues,
  chartQuery,
  EMPTY_FORM,
  FIELD_ORDER,
  fieldErrors,
  isSubmitted,
  readForm,
  TIME_BASES,
  validate,
  ZI_RULES,
} from "../lib/bazi-form.ts";
import { langOfPath } from "../lib/lang.ts";
import { alternatesOf, pageMeta } from "../lib/page-meta.ts";

export function loader({ context, url }: LoaderFunctionArgs) {
  const lang = langOfPath(url.pathname);
  const services = context.get(servicesContext);
  const path = lang === "en" ? "/en/bazi" : "/bazi";
  const base = { lang, path, urls: alternatesOf(services, lang, path) };
  if (!isSubmitted(url.searchParams)) {
    return { ...base, values: EMPTY_FORM, errors: {} as Record<string, string>, chart: null, today: null };
  }
  // The chart's own link (after the form was posted, or shared): the e-mail is never in it.
  const values = readForm(url.searchParams);
  const checked = validate(values, lang, { requireEmail: false });
  if (!checked.ok) return { ...base, values, errors: fieldErrors(checked.errors), chart: null, today: null };
  const r = services.bazi.chart(checked.input, lang);
  if (!r.ok) return { ...base, values, errors: fieldErrors(r.errors), chart: null, today: null };
  // Today from the server's clock (never the browser's: the page must render the same on both).
  const t = services.calendar.today(r.chart.tz);
  const today = `${t.year}-${String(t.month).padStart(2, "0")}-${String(t.day).padStart(2, "0")}`;
  return { ...base, values, errors: {} as Record<string, string>, chart: r.chart, today };
}

/**
 * The posted form: every field checked, the e-mail included (validated only: nothing is stored or sent
 * until accounts exist); then Post/Redirect/Get to the chart's link without the e-mail.
 */
export async function action({ context, request, url }: ActionFunctionArgs) {
  const lang = langOfPath(url.pathname);
  const services = context.get(servicesContext);
  const path = lang === "en" ? "/en/bazi" : "/bazi";
  const params = new URLSearchParams();
  for (const [k, v] of await request.formData()) if (typeof v === "string") params.append(k, v);
  const values = readForm(params);
  const base = { lang, path, urls: alternatesOf(services, lang, path), values };
  const checked = validate(values, lang);
  if (!checked.ok) return { ...base, errors: fieldErrors(checked.errors), chart: null, today: null };
  const r = services.bazi.chart(checked.input, lang);
  if (!r.ok) return { ...base, errors: fieldErrors(r.errors), chart: null, today: null };
  throw redirect(`${path}?${chartQuery(params)}`);
}

type LoaderData = Awaited<ReturnType<typeof loader>>;

export function meta({ loaderData }: { loaderData: LoaderData | undefined }): MetaDescriptor[] {
  if (!loaderData) return [];
  const { lang, urls } = loaderData;
  return pageMeta(lang, tt(lang, "bazi.metaTitle"), tt(lang, "bazi.description"), urls);
}

const SECTION = "mt-8";
const H2 = "text-xl font-semibold tracking-tight text-stone-900";

/** aria-describedby for a field: its hint and its error, when there are any. */
const described = (...ids: (string | false | undefined)[]) => ids.filter(Boolean).join(" ") || undefined;

function Field({
  id,
  label,
  error,
  hint,
  children,
}: {
  id: string;
  label: string;
  error: string | undefined;
  hint?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div data-field={id}>
      <label htmlFor={`bazi-${id}`} className={LABEL}>
        {label}
      </label>
      {children}
      {hint ? (
        <p id={`bazi-${id}-hint`} className="mt-1 text-sm text-stone-600">
          {hint}
        </p>
      ) : null}
      <ErrorText id={`bazi-${id}-error`} message={error} />
    </div>
  );
}

function ErrorSummary({ lang, errors }: { lang: Lang; errors: Record<string, string> }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  const fields = FIELD_ORDER.filter((f) => errors[f]);
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="alert"
      className="mb-6 rounded-xl border border-red-300 bg-red-50 p-4 text-red-900"
      data-testid="error-summary"
    >
      <h2 className="font-semibold">{tt(lang, "bazi.errorsTitle")}</h2>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
        {fields.map((f) => (
          <li key={f}>
            <a href={`#bazi-${f === "gender" ? "gender-male" : f}`} className="underline">
              {fieldLabel(lang, f)}
            </a>
            : {errors[f]}
          </li>
        ))}
      </ul>
    </div>
  );
}

const fieldLabel = (lang: Lang, f: string) => tt(lang, `bazi.${f}` as ToolKey);

function BaziForm({ lang, path, values, errors }: Pick<LoaderData, "lang" | "path" | "values" | "errors">) {
  const [unknownHour, setUnknownHour] = useState(values.unknownHour);
  const lat = useRef<HTMLInputElement>(null);
  const lng = useRef<HTMLInputElement>(null);
  const tz = useRef<HTMLInputElement>(null);
  const onPick = (hit: CityHit) => {
    if (lat.current) lat.current.value = String(hit.latitude);
    if (lng.current) lng.current.value = String(hit.longitude);
    if (tz.current) tz.current.value = hit.timeZone;
  };
  const err = (f: string) => errors[f];
  const errId = (f: string) => (errors[f] ? `bazi-${f}-error` : undefined);
  return (
    <Form
      method="post"
      action={path}
      noValidate
      className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200/70 sm:p-6"
      aria-labelledby="bazi-form-title"
      data-testid="bazi-form"
    >
      <h2 id="bazi-form-title" className={H2}>
        {tt(lang, "bazi.form")}
      </h2>
      <div className="mt-4 grid gap-5 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <Field id="name" label={tt(lang, "bazi.name")} error={err("name")}>
            <input
              id="bazi-name"
              name="name"
              type="text"
              autoComplete="off"
              required
              maxLength={1000}
              defaultValue={values.name}
              placeholder={tt(lang, "bazi.namePlaceholder")}
              aria-invalid={err("name") ? true : undefined}
              aria-describedby={errId("name")}
              className={INPUT}
            />
          </Field>
        </div>
        <fieldset
          className="sm:col-span-2"
          aria-describedby={errId("gender")}
          aria-invalid={err("gender") ? true : undefined}
          data-field="gender"
        >
          <legend className={LABEL}>{tt(lang, "bazi.gender")}</legend>
          <div className="mt-2 flex flex-wrap gap-3">
            {(["male", "female"] as const).map((g) => (
              <label
                key={g}
                className="flex cursor-pointer items-center gap-2 rounded-lg border border-stone-300 bg-white px-3 py-2 has-checked:border-stone-700 has-checked:bg-stone-50"
              >
                <input
                  id={`bazi-gender-${g}`}
                  type="radio"
                  name="gender"
                  value={g}
                  required
                  defaultChecked={values.gender === g}
                  aria-invalid={err("gender") ? true : undefined}
                  aria-describedby={errId("gender")}
                  className="size-4 accent-stone-800"
                />
                {tt(lang, `bazi.${g}`)}
              </label>
            ))}
          </div>
          <ErrorText id="bazi-gender-error" message={err("gender")} />
        </fieldset>
        <Field id="date" label={tt(lang, "bazi.date")} error={err("date")}>
          <input
            id="bazi-date"
            name="date"
            type="date"
            required
            min="1800-01-01"
            max="2200-12-31"
            defaultValue={values.date}
            aria-invalid={err("date") ? true : undefined}
            aria-describedby={errId("date")}
            className={INPUT}
          />
        </Field>
        <Field
          id="time"
          label={tt(lang, "bazi.time")}
          error={unknownHour ? undefined : err("time")}
          hint={tt(lang, "bazi.hourHint")}
        >
          <input
            id="bazi-time"
            name="time"
            type="time"
            required={!unknownHour}
            disabled={unknownHour}
            defaultValue={values.time}
            aria-invalid={!unknownHour && err("time") ? true : undefined}
            aria-describedby={described("bazi-time-hint", !unknownHour && errId("time"))}
            className={INPUT}
          />
          <label className="mt-2 flex cursor-pointer items-center gap-2 text-sm text-stone-800">
            <input
              type="checkbox"
              name="unknownHour"
              value="1"
              checked={unknownHour}
              onChange={(e) => setUnknownHour(e.target.checked)}
              className="size-4 accent-stone-800"
              data-testid="bazi-unknown-hour"
            />
            {tt(lang, "bazi.hourUnknown")}
          </label>
        </Field>
        <div className="sm:col-span-2">
          <Field id="city" label={tt(lang, "bazi.city")} error={err("city")} hint={tt(lang, "bazi.cityHint")}>
            <CityCombobox
              lang={lang}
              id="bazi-city"
              name="city"
              defaultValue={values.city}
              invalid={Boolean(err("city"))}
              describedBy={described("bazi-city-hint", errId("city")) ?? ""}
              inputClass={INPUT}
              onPick={onPick}
            />
          </Field>
        </div>
        <div className="grid grid-cols-2 gap-5 sm:col-span-2 sm:grid-cols-3">
          <Field id="lat" label={tt(lang, "bazi.lat")} error={err("lat")}>
            <input
              ref={lat}
              id="bazi-lat"
              name="lat"
              type="text"
              inputMode="decimal"
              autoComplete="off"
              required
              defaultValue={values.lat}
              aria-invalid={err("lat") ? true : undefined}
              aria-describedby={errId("lat")}
              className={INPUT}
            />
          </Field>
          <Field id="lng" label={tt(lang, "bazi.lng")} error={err("lng")}>
            <input
              ref={lng}
              id="bazi-lng"
              name="lng"
              type="text"
              inputMode="decimal"
              autoComplete="off"
              required
              defaultValue={values.lng}
              aria-invalid={err("lng") ? true : undefined}
              aria-describedby={errId("lng")}
              className={INPUT}
            />
          </Field>
          <div className="col-span-2 sm:col-span-1">
            <Field id="tz" label={tt(lang, "bazi.tz")} error={err("tz")} hint={tt(lang, "bazi.tzHint")}>
              <input
                ref={tz}
                id="bazi-tz"
                name="tz"
                type="text"
                autoComplete="off"
                spellCheck={false}
                required
                defaultValue={values.tz}
                aria-invalid={err("tz") ? true : undefined}
                aria-describedby={described("bazi-tz-hint", errId("tz"))}
                className={INPUT}
              />
            </Field>
          </div>
        </div>
        <div className="sm:col-span-2">
          <Field id="email" label={tt(lang, "bazi.email")} error={err("email")}>
            <input
              id="bazi-email"
              name="email"
              type="email"
              autoComplete="email"
              required
              defaultValue={values.email}
              aria-invalid={err("email") ? true : undefined}
              aria-describedby={errId("email")}
              className={INPUT}
            />
          </Field>
        </div>
      </div>
      <input type="hidden" name="zi" value={values.zi} />
      <input type="hidden" name="basis" value={values.basis} />
      <button
        type="submit"
        className="mt-6 w-full rounded-full bg-stone-900 px-6 py-3 font-semibold text-white hover:bg-stone-700 sm:w-auto"
        data-testid="bazi-submit"
      >
        {tt(lang, "bazi.submit")}
      </button>
    </Form>
  );
}

/** The options used, switchable in place: the same query with another Zi rule or time basis. */
function OptionsSwitch({ lang, path, values }: { lang: Lang; path: string; values: BaziFormValues }) {
  const hidden: [string, string][] = [
    ["name", values.name],
    ["gender", values.gender],
    ["date", values.date],
    ["time", values.time],
    ["city", values.city],
    ["lat", values.lat],
    ["lng", values.lng],
    ["tz", values.tz],
  ];
  if (values.unknownHour) hidden.push(["unknownHour", "1"]);
  const group = <T extends string>(
    name: "zi" | "basis",
    legend: string,
    options: readonly T[],
    current: T,
  ) => (
    <fieldset className="min-w-0">
      <legend className="text-sm font-semibold text-stone-800">{legend}</legend>
      <div className="mt-2 space-y-2">
        {options.map((o) => (
          <label key={o} className="flex cursor-pointer items-start gap-2 text-sm text-stone-800">
            <input
              type="radio"
              name={name}
              value={o}
              defaultChecked={o === current}
              onChange={(e) => e.currentTarget.form?.requestSubmit()}
              className="mt-0.5 size-4 shrink-0 accent-stone-800"
              data-testid={`option-${name}-${o}`}
            />
            {tt(lang, `bazi.options.${name === "zi" ? "zi" : "basis"}.${o}` as ToolKey)}
          </label>
        ))}
      </div>
    </fieldset>
  );
  return (
    <Form
      method="get"
      action={path}
      preventScrollReset
      className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200/70"
      data-testid="bazi-options"
      data-zi={values.zi}
      data-basis={values.basis}
    >
      {hidden.map(([k, v]) => (
        <input key={k} type="hidden" name={k} value={v} />
      ))}
      <div className="grid gap-4 sm:grid-cols-2">
        {group("zi", tt(lang, "bazi.options.zi"), ZI_RULES, values.zi)}
        {group("basis", tt(lang, "bazi.options.basis"), TIME_BASES, values.basis)}
      </div>
      <button
        type="submit"
        className="mt-4 rounded-full border border-stone-300 bg-white px-4 py-1.5 text-sm font-medium hover:border-stone-500"
      >
        {tt(lang, "bazi.options.apply")}
      </button>
    </Form>
  );
}

const hm = (wall: string) => wall.slice(11, 16);

function Result({
  lang,
  path,
  values,
  chart,
  today,
}: {
  lang: Lang;
  path: string;
  values: BaziFormValues;
  chart: ChartJson;
  today: string | null;
}) {
  const [y, m, d] = chart.input.date.split("-").map(Number) as [number, number, number];
  return (
    <section className="mt-10" aria-labelledby="bazi-result" data-testid="bazi-result">
      <h2 id="bazi-result" tabIndex={-1} className="text-2xl font-semibold tracking-tight text-stone-900">
        {tt(lang, "bazi.result")}
      </h2>
      <p className="mt-1 text-stone-700">
        {tt(lang, "bazi.resultFor", {
          name: values.name.trim(),
          date: formatLongDate(lang, y, m, d),
          time: chart.input.time ?? tt(lang, "bazi.noTime"),
          city: values.city.trim(),
        })}
      </p>
      {chart.options.hourKnown ? (
        <p className="mt-1 text-sm text-stone-600" data-testid="bazi-times">
          {tt(lang, "bazi.times", {
            clock: hm(chart.clockTime),
            offset: chart.utcOffset,
            lmt: hm(chart.localMeanTime),
            ast: hm(chart.apparentSolarTime),
          })}
        </p>
      ) : null}
      {chart.warnings.length > 0 ? (
        <section className="mt-4" aria-labelledby="bazi-warnings">
          <h3 id="bazi-warnings" className="sr-only">
            {tt(lang, "bazi.warnings")}
          </h3>
          <ul className="space-y-2" data-testid="bazi-warnings">
            {chart.warnings.map((w) => (
              <li
                key={w.code}
                data-code={w.code}
                className={`rounded-xl border px-4 py-3 text-sm ${w.severity === "warning" ? "border-amber-300 bg-amber-50 text-amber-950" : "border-sky-200 bg-sky-50 text-sky-950"}`}
              >
                {w.text}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section className="mt-6" aria-labelledby="bazi-options-title">
        <h3 id="bazi-options-title" className="mb-2 text-lg font-semibold text-stone-900">
          {tt(lang, "bazi.options")}
        </h3>
        <OptionsSwitch lang={lang} path={path} values={values} />
      </section>
      <section className={SECTION} aria-labelledby="bazi-pillars-title">
        <h3 id="bazi-pillars-title" className="mb-3 text-lg font-semibold text-stone-900">
          {tt(lang, "bazi.pillars")}
        </h3>
        <PillarsGrid lang={lang} chart={chart} />
      </section>
      <section className={SECTION} aria-labelledby="bazi-balance-title">
        <h3 id="bazi-balance-title" className="mb-3 text-lg font-semibold text-stone-900">
          {tt(lang, "bazi.balance")}
        </h3>
        <div className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200/70">
          <ElementBalance lang={lang} chart={chart} />
        </div>
      </section>
      <section className={SECTION} aria-labelledby="bazi-luck-title">
        <h3 id="bazi-luck-title" className="mb-3 text-lg font-semibold text-stone-900">
          {tt(lang, "bazi.luck")}
        </h3>
        <LuckTimeline lang={lang} chart={chart} />
      </section>
      <section className={SECTION} aria-labelledby="bazi-annual-title">
        <h3 id="bazi-annual-title" className="mb-3 text-lg font-semibold text-stone-900">
          {tt(lang, "bazi.annual")}
        </h3>
        <AnnualPillars lang={lang} chart={chart} today={today} />
      </section>
      <section className={SECTION} aria-labelledby="bazi-stars-title">
        <h3 id="bazi-stars-title" className="mb-3 text-lg font-semibold text-stone-900">
          {tt(lang, "bazi.stars")}
        </h3>
        <NatalStars lang={lang} chart={chart} />
      </section>
    </section>
  );
}

export default function BaziPage() {
  const loaded = useLoaderData<typeof loader>();
  const posted = useActionData<typeof action>();
  const { lang, path, values, errors, chart, today } = posted ?? loaded;
  const location = useLocation();
  const hasErrors = Object.keys(errors).length > 0;
  const first = useRef(true);
  // After a submission on the client, move focus to the result (errors focus their own summary).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per submitted query
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (chart && !hasErrors) document.getElementById("bazi-result")?.focus({ preventScroll: false });
  }, [location.search]);
  return (
    <div className="mx-auto max-w-4xl px-4 pb-16 pt-6 sm:px-6 sm:pt-10">
      <h1 className="text-3xl font-semibold tracking-tight text-stone-900 sm:text-4xl">
        {tt(lang, "bazi.title")}
      </h1>
      <p className="mt-2 max-w-2xl text-stone-700">{tt(lang, "bazi.lead")}</p>
      <div className="mt-6">
        {hasErrors ? <ErrorSummary key={location.key} lang={lang} errors={errors} /> : null}
        <BaziForm key={location.search} lang={lang} path={path} values={values} errors={errors} />
      </div>
      {chart ? <Result lang={lang} path={path} values={values} chart={chart} today={today} /> : null}
    </div>
  );
}
