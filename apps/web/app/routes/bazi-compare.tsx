/**
 * Compatibility of two charts `/bazi/compare` (and /en/bazi/compare). A GET form, so it works without JavaScript
 * and the result has its own link: two people, each one of the signed-in user's saved charts or a birth typed in
 * (lib/compare-form.ts), and who the second is to the first. The loader checks both, asks
 * `services.bazi.compare` and renders the reading (lib/compare-reading.server.ts); field errors come back next
 * to their fields. Saved charts are looked up among the viewer's own, so a uuid in the link shows nothing to
 * anyone else.
 */
import { COMPARE_KINDS } from "@bazi/contracts";
import { COMPARE_TEXTS, type Lang } from "@bazi/i18n";
import {
  type DateFieldTexts,
  dateFieldTexts,
  type TimeFieldTexts,
  timeFieldTexts,
} from "@bazi/i18n/controls";
import type { ToolKey } from "@bazi/i18n/tools";
import { t } from "@bazi/i18n/tools";
import { useState } from "react";
import { Form, type LoaderFunctionArgs, type MetaDescriptor, useLoaderData } from "react-router";
import { Card } from "../components/chrome/card.tsx";
import { DateField } from "../components/controls/date-field.tsx";
import { describedBy, Labelled } from "../components/controls/labelled.tsx";
import { TextField } from "../components/controls/text-field.tsx";
import { TimeField } from "../components/controls/time-field.tsx";
import { CityCombobox, usePickedCity } from "../components/tools/city-combobox.tsx";
import { CompareResult } from "../components/tools/compare-result.tsx";
import { ErrorText, INPUT, LABEL } from "../components/tools/form.tsx";
import { clientPath } from "../lib/account-forms.ts";
import {
  type CompareValues,
  isCompareSubmitted,
  readCompare,
  SIDE_FIELDS,
  SIDES,
  type Side,
  type SideValues,
} from "../lib/compare-form.ts";
import { type CompareReading, compareReading } from "../lib/compare-reading.server.ts";
import { validateSide } from "../lib/compare-validate.server.ts";
import { servicesContext, sessionContext } from "../lib/context.ts";
import { langOfPath, pathInLang } from "../lib/lang.ts";
import { alternatesOf, pageMeta } from "../lib/page-meta.ts";

export function loader({ context, url }: LoaderFunctionArgs) {
  const lang = langOfPath(url.pathname);
  const services = context.get(servicesContext);
  const session = context.get(sessionContext);
  const saved = session.viewer?.charts ?? [];
  const path = pathInLang("/bazi/compare", lang);
  const base = {
    lang,
    path,
    urls: alternatesOf(services, lang, "/bazi/compare"),
    signedIn: session.viewer !== null,
    charts: saved.map((c) => ({ uuid: c.uuid, name: c.fio, date: c.birthday })),
    // a link from a chart fills the first person in; the form is not checked until it is sent (`kind`)
    values: readCompare(url.searchParams) as CompareValues,
    errors: {} as Record<string, string>,
    // the date and time fields' texts in the page's language (the fields carry no catalog of their own)
    controls: { date: dateFieldTexts(lang), time: timeFieldTexts(lang) },
    reading: null as CompareReading | null,
  };
  if (!isCompareSubmitted(url.searchParams)) return base;
  const values = readCompare(url.searchParams);
  const errors: Record<string, string> = {};
  const checked = SIDES.map((s) => {
    const r = validateSide(values[s], lang, saved);
    if (!r.ok) for (const [f, m] of Object.entries(r.errors)) errors[`${s}.${f}`] = m;
    return r;
  });
  const [a, b] = checked;
  if (!a?.ok || !b?.ok) return { ...base, values, errors };
  const r = services.bazi.compare(a.input, b.input, values.kind, lang);
  if (!r.ok) {
    for (const e of r.errors) {
      const [side, field] = e.field.split(".");
      const f = (SIDE_FIELDS as readonly string[]).includes(field ?? "") ? field : "date";
      errors[`${side === "first" ? "a" : "b"}.${f}`] ??= e.message.replace(/^\w+\.\w+:\s*/, "");
    }
    return { ...base, values, errors };
  }
  return { ...base, values, reading: compareReading(r.compatibility, lang, [a.label, b.label]) };
}

type LoaderData = ReturnType<typeof loader>;

export function meta({ loaderData }: { loaderData: LoaderData | undefined }): MetaDescriptor[] {
  if (!loaderData) return [];
  const x = COMPARE_TEXTS[loaderData.lang];
  return pageMeta(loaderData.lang, x.metaTitle, x.description, loaderData.urls);
}

export default function ComparePage() {
  const { lang, path, signedIn, charts, values, errors, reading, controls } = useLoaderData<typeof loader>();
  const x = COMPARE_TEXTS[lang];
  const errorList = Object.entries(errors);
  return (
    <div className="mx-auto max-w-4xl px-4 pb-16 pt-6 sm:px-6 sm:pt-10" data-testid="compare-page">
      <h1 className="text-3xl font-semibold tracking-tight text-stone-900 sm:text-4xl">{x.title}</h1>
      <p className="mt-2 max-w-2xl leading-relaxed text-stone-700">{x.lead}</p>
      {errorList.length > 0 ? (
        <div
          role="alert"
          className="mt-6 rounded-xl border border-red-300 bg-red-50 p-4 text-red-900"
          data-testid="error-summary"
        >
          <h2 className="font-semibold">{x.form.errorsTitle}</h2>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
            {errorList.map(([f, m]) => (
              <li key={f}>
                <a href={`#cmp-${f.replace(".", "-")}`} className="underline">
                  {f.startsWith("a.") ? x.form.first[values.kind] : x.form.second[values.kind]}
                </a>
                : {m}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <Card
        as={Form}
        method="get"
        action={path}
        noValidate
        className="mt-6 p-4 sm:p-6"
        aria-labelledby="compare-form-title"
        data-testid="compare-form"
      >
        <h2 id="compare-form-title" className="text-xl font-semibold tracking-tight text-stone-900">
          {x.form.title}
        </h2>
        <fieldset className="mt-4">
          <legend className={LABEL}>{x.form.kind}</legend>
          <div className="mt-2 flex flex-wrap gap-3">
            {COMPARE_KINDS.map((k) => (
              <label
                key={k}
                className="flex cursor-pointer items-center gap-2 rounded-lg border border-stone-300 bg-white px-3 py-2 has-checked:border-stone-700 has-checked:bg-stone-50"
              >
                <input
                  type="radio"
                  name="kind"
                  value={k}
                  defaultChecked={values.kind === k}
                  className="size-4 accent-stone-800"
                />
                {x.form.kinds[k]}
              </label>
            ))}
          </div>
        </fieldset>
        <div className="mt-6 grid gap-6 lg:grid-cols-2">
          {SIDES.map((s) => (
            <SideFields
              key={s}
              lang={lang}
              side={s}
              legend={s === "a" ? x.form.first[values.kind] : x.form.second[values.kind]}
              values={values[s]}
              errors={errors}
              charts={charts}
              controls={controls}
            />
          ))}
        </div>
        {!signedIn ? (
          <p className="mt-4 text-sm text-stone-700">
            <a href={clientPath(lang)} className="underline">
              {x.form.signInHint}
            </a>
          </p>
        ) : null}
        <button
          type="submit"
          className="mt-6 inline-flex h-11 items-center rounded-full bg-stone-900 px-6 font-semibold text-white hover:bg-stone-700"
          data-testid="compare-submit"
        >
          {x.form.submit}
        </button>
      </Card>
      {reading ? <CompareResult lang={lang} reading={reading} /> : null}
    </div>
  );
}

function SideFields({
  lang,
  side,
  legend,
  values,
  errors,
  charts,
  controls,
}: {
  lang: Lang;
  side: Side;
  legend: string;
  values: SideValues;
  errors: Record<string, string>;
  charts: { uuid: string; name: string; date: string }[];
  controls: { date: DateFieldTexts; time: TimeFieldTexts };
}) {
  const x = COMPARE_TEXTS[lang];
  const [unknownHour, setUnknownHour] = useState(values.unknownHour);
  const { lat, lng, tz, onPick } = usePickedCity();
  const id = (f: string) => `cmp-${side}-${f}`;
  const err = (f: string) => errors[`${side}.${f}`];
  const aria = (f: string) =>
    err(f) ? { "aria-invalid": true as const, "aria-describedby": `${id(f)}-error` } : {};
  const text = (f: "lat" | "lng" | "tz", ref: React.RefObject<HTMLInputElement | null>) => (
    <TextField
      ref={ref}
      id={id(f)}
      name={`${side}.${f}`}
      label={t(lang, `bazi.${f}` as ToolKey)}
      error={err(f)}
      type="text"
      defaultValue={values[f]}
      autoComplete="off"
    />
  );
  return (
    <fieldset className="rounded-xl border border-stone-200 p-4" data-testid={`compare-side-${side}`}>
      <legend className="px-1 text-lg font-semibold text-stone-900">{legend}</legend>
      {charts.length > 0 ? (
        <div data-field={`${side}.chart`}>
          <label htmlFor={id("chart")} className={LABEL}>
            {x.form.saved}
          </label>
          <select
            id={id("chart")}
            name={`${side}.chart`}
            defaultValue={values.chart}
            className={INPUT}
            {...aria("chart")}
          >
            <option value="">— {x.form.typed} —</option>
            {charts.map((c) => (
              <option key={c.uuid} value={c.uuid}>
                {c.name} ({c.date})
              </option>
            ))}
          </select>
          <ErrorText id={`${id("chart")}-error`} message={err("chart")} />
          <p className="mt-1 text-sm text-stone-600">{x.form.typedHint}</p>
        </div>
      ) : null}
      <div className="mt-3 grid gap-4 sm:grid-cols-2">
        <fieldset className="sm:col-span-2" data-field={`${side}.gender`} {...aria("gender")}>
          <legend className={LABEL}>{t(lang, "bazi.gender")}</legend>
          <div className="mt-1 flex gap-3">
            {(["male", "female"] as const).map((g) => (
              <label key={g} className="flex items-center gap-2 text-stone-800">
                <input
                  id={g === "male" ? id("gender") : undefined}
                  type="radio"
                  name={`${side}.gender`}
                  value={g}
                  defaultChecked={values.gender === g}
                  className="size-4 accent-stone-800"
                />
                {t(lang, `bazi.${g}`)}
              </label>
            ))}
          </div>
          <ErrorText id={`${id("gender")}-error`} message={err("gender")} />
        </fieldset>
        <Labelled id={id("date")} label={t(lang, "bazi.date")} error={err("date")} field={`${side}.date`}>
          <DateField
            lang={lang}
            texts={controls.date}
            id={id("date")}
            name={`${side}.date`}
            defaultValue={values.date}
            invalid={Boolean(err("date"))}
            describedBy={describedBy(id("date"), { error: err("date") })}
            className={INPUT}
          />
        </Labelled>
        <div>
          <Labelled id={id("time")} label={t(lang, "bazi.time")} error={err("time")} field={`${side}.time`}>
            <TimeField
              texts={controls.time}
              id={id("time")}
              name={`${side}.time`}
              defaultValue={values.time}
              disabled={unknownHour}
              invalid={Boolean(err("time"))}
              describedBy={describedBy(id("time"), { error: err("time") })}
            />
          </Labelled>
          <label className="mt-2 flex items-center gap-2 text-sm text-stone-800">
            <input
              type="checkbox"
              name={`${side}.unknownHour`}
              value="1"
              checked={unknownHour}
              onChange={(e) => setUnknownHour(e.target.checked)}
              className="size-4 accent-stone-800"
            />
            {t(lang, "bazi.hourUnknown")}
          </label>
        </div>
        <Labelled
          id={id("city")}
          label={t(lang, "bazi.city")}
          error={err("city")}
          field={`${side}.city`}
          className="sm:col-span-2"
        >
          <CityCombobox
            lang={lang}
            id={id("city")}
            name={`${side}.city`}
            defaultValue={values.city}
            invalid={Boolean(err("city"))}
            describedBy={describedBy(id("city"), { error: err("city") }) ?? ""}
            inputClass={INPUT}
            onPick={onPick}
          />
        </Labelled>
        {text("lat", lat)}
        {text("lng", lng)}
        <div className="sm:col-span-2">{text("tz", tz)}</div>
      </div>
    </fieldset>
  );
}
