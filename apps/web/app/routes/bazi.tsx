/**
 * The Bazi calculator `/bazi` (and /en/bazi). A GET form, so it works without JavaScript: the loader reads the
 * query, validates it with the spec's messages, asks `services.bazi.chart` and renders the chart, or the field
 * errors next to their fields. The calculation options (Zi rule, time basis) are switched in place by
 * re-submitting the same query with other options. For a visitor the e-mail is validated only; a signed-in user
 * gets a "Save chart" form under the chart (the name, the e-mail prefilled with theirs, the birth data of the
 * chart's form), which creates the chart (services.accounts.createChart) and goes to its page /bazi/{uuid}.
 * Under a chart, its share links (without the e-mail; also without the name), and in the page's head the chart's
 * Open Graph card (lib/bazi-share.server.ts: the pillars, never the name); printed, the page is the chart and its
 * reading alone (app.css).
 */
import { type Services, type SessionInfo, servicesContext, sessionContext } from "@bazi/contracts";
import { type Lang, type ToolKey, tt } from "@bazi/i18n";
import { dateFieldTexts, timeFieldTexts } from "@bazi/i18n/controls";
import {
  type FocusEvent,
  type FormEvent,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  useEffect,
  useRef,
  useState,
} from "react";
import {
  type ActionFunctionArgs,
  data,
  Form,
  type LoaderFunctionArgs,
  type MetaDescriptor,
  redirect,
  useActionData,
  useLoaderData,
  useLocation,
  useNavigation,
} from "react-router";
import type { ChartJson } from "../components/tools/bazi-chart.tsx";
import { BaziResult } from "../components/tools/bazi-result.tsx";
import { CityCombobox, type CityHit } from "../components/tools/city-combobox.tsx";
import { ErrorText, INPUT, LABEL, shownDate } from "../components/tools/form.tsx";
import { problemTexts } from "../lib/account-actions.server.ts";
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
import { type BaziReading, baziReading } from "../lib/bazi-reading.server.ts";
import {
  formQuery,
  type ShareCard,
  type ShareLinks,
  shareCard,
  shareLinks,
} from "../lib/bazi-share.server.ts";
import { compareHref } from "../lib/compare-form.ts";
import { clientPath, langOfPath, pathInLang } from "../lib/lang.ts";
import { alternatesOf, pageMeta, withShareCard } from "../lib/page-meta.ts";

/** The "Save chart" form's state after a failed save: messages of its fields, and anything else above it. */
export interface SaveState {
  errors: Record<string, string>;
  message: string | null;
}

/** A signed-in user can save the chart; their e-mail prefills the forms. */
const accountOf = (session: SessionInfo) => (session.viewer ? { email: session.viewer.user.email } : null);

/** A shown chart's share links and its Open Graph card. */
export interface Share {
  links: ShareLinks;
  card: ShareCard;
}

/** The form's values checked and computed: the chart and today in its zone, or the fields' errors. */
function compute(services: Services, lang: Lang, values: BaziFormValues, requireEmail: boolean) {
  const none = { chart: null, today: null, reading: null, input: null, share: null, compare: null };
  const checked = validate(values, lang, { requireEmail });
  if (!checked.ok) return { ...none, errors: fieldErrors(checked.errors) };
  const r = services.bazi.chart(checked.input, lang);
  if (!r.ok) return { ...none, errors: fieldErrors(r.errors) };
  // Today from the server's clock (never the browser's: the page must render the same on both).
  const t = services.calendar.today(r.chart.tz);
  const today = `${t.year}-${String(t.month).padStart(2, "0")}-${String(t.day).padStart(2, "0")}`;
  const origin = services.site.origin(lang);
  const links = shareLinks(origin, lang, formQuery(values));
  return {
    errors: {} as Record<string, string>,
    chart: r.chart as ChartJson | null,
    today,
    reading: baziReading(r.chart, lang, today) as BaziReading | null,
    input: checked.input,
    share: { links, card: shareCard(origin, lang, checked.input, r.chart, links.link) } as Share | null,
    compare: compareHref(lang, values) as string | null,
  };
}

/**
 * The date and time fields' texts (components/controls), sent with the page so that their catalog stays out of its
 * script. The fields are plain text inputs here, without the date field's calendar: its code would take the page
 * over its script budget (150 KB), and a birth date is typed faster than it is found on a calendar.
 */
const controlTexts = (lang: Lang) => ({ date: dateFieldTexts(lang), time: timeFieldTexts(lang) });

export function loader({ context, url }: LoaderFunctionArgs) {
  const lang = langOfPath(url.pathname);
  const services = context.get(servicesContext);
  const path = lang === "en" ? "/en/bazi" : "/bazi";
  const base = {
    lang,
    path,
    urls: alternatesOf(services, lang, path),
    controls: controlTexts(lang),
    account: accountOf(context.get(sessionContext)),
    save: null as SaveState | null,
  };
  if (!isSubmitted(url.searchParams)) {
    return {
      ...base,
      values: EMPTY_FORM,
      errors: {} as Record<string, string>,
      chart: null,
      today: null,
      reading: null,
      share: null,
      compare: null,
    };
  }
  // The chart's own link (after the form was posted, or shared): the e-mail is never in it.
  const values = readForm(url.searchParams);
  const { errors, chart, today, reading, share, compare } = compute(services, lang, values, false);
  return { ...base, values, errors, chart, today, reading, share, compare };
}

/** The chart form's fields as the API names them (saving). */
const SAVE_FIELDS: Record<string, string> = {
  fio: "name",
  email: "email",
  gender: "gender",
  birthday: "date",
  birthdayTime: "time",
  city: "city",
  latitude: "lat",
  longitude: "lng",
  timeZone: "tz",
};

/**
 * The posted form: every field checked, the e-mail included; then Post/Redirect/Get to the chart's link without
 * the e-mail. Or (intent=saveChart, signed in) the chart saved, then its page with a "chart saved" notice.
 */
export async function action({ context, request, url }: ActionFunctionArgs) {
  const lang = langOfPath(url.pathname);
  const services = context.get(servicesContext);
  const session = context.get(sessionContext);
  const path = lang === "en" ? "/en/bazi" : "/bazi";
  const params = new URLSearchParams();
  for (const [k, v] of await request.formData()) if (typeof v === "string") params.append(k, v);
  const values = readForm(params);
  const base = {
    lang,
    path,
    urls: alternatesOf(services, lang, path),
    controls: controlTexts(lang),
    values,
    account: accountOf(session),
    save: null as SaveState | null,
  };
  if (params.get("intent") === "saveChart") {
    // The chart is shown again whatever happens to the saving.
    const page = compute(services, lang, values, false);
    const shown = {
      ...base,
      errors: page.errors,
      chart: page.chart,
      today: page.today,
      reading: page.reading,
      share: page.share,
      compare: page.compare,
    };
    const checked = compute(services, lang, values, true);
    if (!checked.input) {
      const errors: Record<string, string> = {};
      const other: string[] = [];
      for (const [f, m] of Object.entries(checked.errors)) {
        if (f === "name" || f === "email") errors[f] = m;
        else other.push(m);
      }
      return data({ ...shown, save: { errors, message: other.join(" ") || null } }, { status: 400 });
    }
    const input = checked.input;
    const r = await services.accounts.createChart(
      session,
      {
        fio: values.name.trim(),
        gender: input.gender,
        birthday: input.date,
        birthdayTime: input.time,
        city: values.city.trim(),
        latitude: input.lat,
        longitude: input.lng,
        timeZone: input.tz,
        email: values.email,
        zi: input.zi,
        timeBasis: input.timeBasis,
      },
      lang,
    );
    if (r.ok) throw redirect(`${pathInLang(`/bazi/${r.value.chart.uuid}`, lang)}?saved=1`);
    const failure = problemTexts(lang, r, SAVE_FIELDS);
    const errors: Record<string, string> = {};
    const other: string[] = failure.message ? [failure.message] : [];
    for (const [f, m] of Object.entries(failure.errors)) {
      if (f === "name" || f === "email") errors[f] = m;
      else other.push(m);
    }
    return data({ ...shown, save: { errors, message: other.join(" ") || null } }, { status: r.status });
  }
  const { errors, chart, today, reading } = compute(services, lang, values, true);
  if (!chart) return { ...base, errors, chart, today, reading, share: null, compare: null };
  throw redirect(`${path}?${chartQuery(params)}`);
}

type LoaderData = Awaited<ReturnType<typeof loader>>;

export function meta({ loaderData }: { loaderData: LoaderData | undefined }): MetaDescriptor[] {
  if (!loaderData) return [];
  const { lang, urls, share } = loaderData;
  const meta = pageMeta(lang, tt(lang, "bazi.metaTitle"), tt(lang, "bazi.description"), urls);
  // a shown chart: its preview in messengers is its card (the pillars, never the name)
  return share ? withShareCard(meta, share.card) : meta;
}

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

function BaziForm({
  lang,
  path,
  values,
  errors,
  account,
  controls,
}: Pick<LoaderData, "lang" | "path" | "values" | "errors" | "account" | "controls">) {
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
  /** A required text field's input: its id, name, value, error state and description (hint, error). */
  const input = (
    f: "name" | "date" | "time" | "lat" | "lng" | "tz" | "email",
    attrs: InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> } = {},
    hint?: boolean,
  ) => (
    <input
      id={`bazi-${f}`}
      name={f}
      type="text"
      autoComplete="off"
      required
      defaultValue={values[f]}
      aria-invalid={err(f) ? true : undefined}
      aria-describedby={described(hint && `bazi-${f}-hint`, errId(f))}
      className={INPUT}
      {...attrs}
    />
  );
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
            {input("name", { maxLength: 1000, placeholder: tt(lang, "bazi.namePlaceholder") })}
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
        <Field id="date" label={tt(lang, "bazi.date")} error={err("date")} hint={controls.date.hint}>
          {input(
            "date",
            {
              inputMode: "numeric",
              placeholder: controls.date.format,
              defaultValue: shownDate(values.date, lang),
            },
            true,
          )}
        </Field>
        <Field
          id="time"
          label={tt(lang, "bazi.time")}
          error={unknownHour ? undefined : err("time")}
          hint={
            <>
              <span className="block">{controls.time.hint}</span>
              {tt(lang, "bazi.hourHint")}
            </>
          }
        >
          {input("time", {
            inputMode: "numeric",
            placeholder: controls.time.format,
            required: !unknownHour,
            disabled: unknownHour,
            "aria-invalid": !unknownHour && err("time") ? true : undefined,
            "aria-describedby": described("bazi-time-hint", !unknownHour && errId("time")),
          })}
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
            {input("lat", { ref: lat, inputMode: "decimal" })}
          </Field>
          <Field id="lng" label={tt(lang, "bazi.lng")} error={err("lng")}>
            {input("lng", { ref: lng, inputMode: "decimal" })}
          </Field>
          <div className="col-span-2 sm:col-span-1">
            <Field id="tz" label={tt(lang, "bazi.tz")} error={err("tz")} hint={tt(lang, "bazi.tzHint")}>
              {input("tz", { ref: tz, spellCheck: false }, true)}
            </Field>
          </div>
        </div>
        <div className="sm:col-span-2">
          <Field id="email" label={tt(lang, "bazi.email")} error={err("email")}>
            {input("email", {
              type: "email",
              autoComplete: "email",
              defaultValue: values.email || account?.email || "",
            })}
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

/** The birth fields of a computed chart, carried by the forms under it (the options, saving). */
const birthFields = (v: BaziFormValues): [string, string][] => [
  ...(["gender", "date", "time", "city", "lat", "lng", "tz"] as const).map((k): [string, string] => [
    k,
    v[k],
  ]),
  ...(v.unknownHour ? [["unknownHour", "1"] as [string, string]] : []),
];

/** The options used, switchable in place: the same query with another Zi rule or time basis. */
function OptionsSwitch({ lang, path, values }: { lang: Lang; path: string; values: BaziFormValues }) {
  const hidden: [string, string][] = [["name", values.name], ...birthFields(values)];
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
    <>
      {/* printed instead of the form: the options the chart was computed with */}
      <dl className="hidden gap-x-6 gap-y-1 text-sm print:grid print:grid-cols-[auto_1fr]">
        <dt className="font-semibold">{tt(lang, "bazi.options.zi")}</dt>
        <dd>{tt(lang, `bazi.options.zi.${values.zi}` as ToolKey)}</dd>
        <dt className="font-semibold">{tt(lang, "bazi.options.basis")}</dt>
        <dd>{tt(lang, `bazi.options.basis.${values.basis}` as ToolKey)}</dd>
      </dl>
      <Form
        method="get"
        action={path}
        preventScrollReset
        className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200/70 print:hidden"
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
    </>
  );
}

function Result({
  lang,
  path,
  values,
  chart,
  today,
  reading,
  share,
  compare,
}: {
  lang: Lang;
  path: string;
  values: BaziFormValues;
  chart: ChartJson;
  today: string | null;
  reading: BaziReading;
  share: Share | null;
  compare: string | null;
}) {
  return (
    <BaziResult
      lang={lang}
      chart={chart}
      name={values.name}
      city={values.city}
      today={today}
      reading={reading}
      options={<OptionsSwitch lang={lang} path={path} values={values} />}
      share={share?.links ?? null}
      compare={compare}
    />
  );
}

/**
 * Focus leaves a field for the form's submit button: the submit checks everything anyway, and a message appearing
 * now would move the button from under the pointer (as in the account forms, components/account/fields.tsx).
 */
function movesToSubmit(e: FocusEvent<HTMLFormElement>): boolean {
  const next = e.relatedTarget;
  return next instanceof HTMLButtonElement && next.type === "submit" && e.currentTarget.contains(next);
}

/** The save form's own checks (spec §5: chart name required, at most 255; a real e-mail). */
function checkSave(lang: Lang, form: HTMLFormElement): Record<string, string> {
  const v = (name: string) => (form.elements.namedItem(name) as HTMLInputElement | null)?.value.trim() ?? "";
  const out: Record<string, string> = {};
  const name = v("name");
  if (!name) out.name = tt(lang, "bazi.err.required");
  else if ([...name].length > 255) out.name = tt(lang, "bazi.err.maxLength");
  const email = v("email");
  if (!email) out.email = tt(lang, "bazi.err.required");
  else if (
    email.length > 254 ||
    !/^[^\s@"<>()[\],;:]+@[^\s@"<>()[\],;:]+\.[^\s@"<>()[\],;:]{2,}$/.test(email)
  )
    out.email = tt(lang, "bazi.err.email");
  return out;
}

/**
 * "Save chart" under a computed chart, for a signed-in user: the chart's name and the e-mail (prefilled with
 * theirs) to fill in, the birth data and options carried from the chart's form. Visitors are invited to sign in.
 */
function SaveChart({
  lang,
  values,
  account,
  save,
}: {
  lang: Lang;
  values: BaziFormValues;
  account: { email: string } | null;
  save: SaveState | null;
}) {
  const location = useLocation();
  const navigation = useNavigation();
  const [errors, setErrors] = useState<Record<string, string>>(save?.errors ?? {});
  useEffect(() => setErrors(save?.errors ?? {}), [save]);
  if (!account) {
    return (
      <p
        className="mt-10 rounded-2xl bg-white p-4 text-stone-700 shadow-sm ring-1 ring-stone-200/70 print:hidden"
        data-testid="bazi-save-sign-in"
      >
        <a href={clientPath(lang)} className="font-medium text-ink underline">
          {tt(lang, "bazi.save.signIn")}
        </a>
      </p>
    );
  }
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === "saveChart";
  const recheck = (form: HTMLFormElement, name: string) => {
    const all = checkSave(lang, form);
    setErrors((prev) => {
      const next = { ...prev };
      if (all[name]) next[name] = all[name];
      else delete next[name];
      return next;
    });
  };
  const hidden: [string, string][] = [
    ["intent", "saveChart"],
    ...birthFields(values),
    ["zi", values.zi],
    ["basis", values.basis],
  ];
  return (
    <Form
      method="post"
      action={`${location.pathname}${location.search}`}
      noValidate
      onSubmit={(e: FormEvent<HTMLFormElement>) => {
        const all = checkSave(lang, e.currentTarget);
        setErrors(all);
        const first = Object.keys(all)[0];
        if (first) {
          e.preventDefault();
          e.currentTarget.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
        }
      }}
      onBlur={(e) => {
        const input = e.target as unknown as HTMLInputElement;
        if (movesToSubmit(e)) return;
        if ((input.name === "name" || input.name === "email") && (input.value !== "" || errors[input.name]))
          recheck(e.currentTarget, input.name);
      }}
      onChange={(e) => {
        const input = e.target as unknown as HTMLInputElement;
        if (errors[input.name]) recheck(e.currentTarget, input.name);
      }}
      aria-labelledby="bazi-save-title"
      className="mt-10 space-y-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200/70 sm:p-6 print:hidden"
      data-testid="bazi-save"
    >
      <h2 id="bazi-save-title" className={H2}>
        {tt(lang, "bazi.save.title")}
      </h2>
      <p className="text-sm text-stone-600">{tt(lang, "bazi.save.lead")}</p>
      {hidden.map(([k, v]) => (
        <input key={k} type="hidden" name={k} value={v} />
      ))}
      {save?.message ? (
        <p
          role="alert"
          data-testid="form-error"
          className="rounded-lg border border-red-300 bg-red-50 px-3 py-2 text-sm font-medium text-red-800"
        >
          {`${tt(lang, "bazi.save.errors")} ${save.message}`}
        </p>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        {(["name", "email"] as const).map((f) => (
          <Field key={f} id={`save-${f}`} label={tt(lang, `bazi.${f}`)} error={errors[f]}>
            <input
              id={`bazi-save-${f}`}
              name={f}
              type={f === "email" ? "email" : "text"}
              autoComplete={f === "email" ? "email" : "off"}
              required
              defaultValue={f === "email" ? account.email : values.name}
              aria-invalid={errors[f] ? true : undefined}
              aria-describedby={errors[f] ? `bazi-save-${f}-error` : undefined}
              className={INPUT}
            />
          </Field>
        ))}
      </div>
      <button
        type="submit"
        disabled={busy}
        aria-disabled={busy || undefined}
        className="mt-2 w-full rounded-full bg-stone-900 px-6 py-2.5 font-semibold text-white hover:bg-stone-700 disabled:cursor-wait disabled:opacity-60 sm:w-auto"
        data-testid="bazi-save-submit"
      >
        {tt(lang, "bazi.save.submit")}
      </button>
    </Form>
  );
}

export default function BaziPage() {
  const loaded = useLoaderData<typeof loader>();
  const posted = useActionData<typeof action>();
  const { lang, path, values, errors, chart, today, reading, account, save, share, compare, controls } =
    posted ?? loaded;
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
      <p className="mt-2 max-w-2xl text-stone-700 print:hidden">{tt(lang, "bazi.lead")}</p>
      <div className="mt-6 print:hidden">
        {hasErrors ? <ErrorSummary key={location.key} lang={lang} errors={errors} /> : null}
        <BaziForm
          key={location.search}
          lang={lang}
          path={path}
          values={values}
          errors={errors}
          account={account}
          controls={controls}
        />
      </div>
      {chart && reading ? (
        <>
          <Result
            lang={lang}
            path={path}
            values={values}
            chart={chart}
            today={today}
            reading={reading}
            share={share}
            compare={compare}
          />
          <SaveChart key={location.key} lang={lang} values={values} account={account} save={save} />
        </>
      ) : null}
    </div>
  );
}
