/**
 * The Bazi calculator `/bazi` (and /en/bazi). A GET form, so it works without JavaScript: the loader reads the
 * query, validates it with the messages of docs/product.md §5, asks `services.bazi.chart` and renders the chart, or the
 * field errors next to their fields. The calculation options (Zi rule, time basis) are switched in place by
 * re-submitting the same query with other options. The chart needs the birth alone; the name and the e-mail are
 * optional, and the chart with its reading is mailed to the e-mail when its box asks for it (decision 038). A
 * shown chart comes first, its form folded above it. A signed-in user gets a "Save chart" form under the chart (the name, the e-mail prefilled with theirs, the birth data of the
 * chart's form), which creates the chart (services.accounts.createChart) and goes to its page /bazi/{uuid}.
 * Under a chart, its share links (without the e-mail; also without the name), and in the page's head the chart's
 * Open Graph card (lib/bazi-share.server.ts: the pillars, never the name); printed, the page is the chart and its
 * reading alone (app.css). The page's parts are in components/bazi/ (the form, its error summary, the options
 * switch, "Save chart"); the chart itself is components/tools/bazi-result.tsx.
 */
import type { Services, SessionInfo } from "@bazi/contracts";
import type { Lang } from "@bazi/i18n";
import { dateFieldTexts, timeFieldTexts } from "@bazi/i18n/controls";
import { t } from "@bazi/i18n/tools";
import { t as serverText } from "@bazi/i18n/tools-server";
import { useEffect, useRef } from "react";
import {
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaDescriptor,
  redirect,
  useActionData,
  useLoaderData,
  useLocation,
} from "react-router";
import { BaziForm } from "../components/bazi/bazi-form.tsx";
import { ErrorSummary } from "../components/bazi/error-summary.tsx";
import { OptionsSwitch } from "../components/bazi/options-switch.tsx";
import { SaveChart, type SaveState } from "../components/bazi/save-chart.tsx";
import { type ChartJson, pageChart } from "../components/tools/bazi-chart.tsx";
import { BaziResult } from "../components/tools/bazi-result.tsx";
import { PlansNote } from "../components/tools/plans-note.tsx";
import { problemTexts } from "../lib/account-actions.server.ts";
import { type BaziFormValues, chartQuery, EMPTY_FORM, isSubmitted, readForm } from "../lib/bazi-form.ts";
import { type BaziReading, baziReading } from "../lib/bazi-reading.server.ts";
import {
  formQuery,
  type ShareCard,
  type ShareLinks,
  shareCard,
  shareLinks,
} from "../lib/bazi-share.server.ts";
import { fieldErrors, validate } from "../lib/bazi-validate.server.ts";
import { compareHref } from "../lib/compare-form.ts";
import { servicesContext, sessionContext } from "../lib/context.ts";
import { formError, formOf } from "../lib/form-error.ts";
import { plansNote } from "../lib/free-and-paid.server.ts";
import { langOfPath, pathInLang } from "../lib/lang.ts";
import { alternatesOf, pageMeta, withShareCard } from "../lib/page-meta.ts";

/** A signed-in user can save the chart; their e-mail prefills the forms. */
const accountOf = (session: SessionInfo) => (session.viewer ? { email: session.viewer.user.email } : null);

/** A shown chart's share links and its Open Graph card. */
export interface Share {
  links: ShareLinks;
  card: ShareCard;
}

/** The form's values checked and computed: the chart and today in its zone, or the fields' errors. */
function compute(services: Services, lang: Lang, values: BaziFormValues, save: boolean) {
  const none = {
    chart: null,
    full: null,
    today: null,
    reading: null,
    input: null,
    share: null,
    compare: null,
  };
  const checked = validate(values, lang, { save });
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
    chart: pageChart(r.chart) as ChartJson | null,
    /** The engine's chart, all of it (the mail's reading is built from it). */
    full: r.chart,
    today,
    reading: baziReading(r.chart, lang, today) as BaziReading | null,
    input: checked.input,
    share: { links, card: shareCard(origin, lang, checked.input, r.chart, links.link) } as Share | null,
    compare: compareHref(lang, values) as string | null,
  };
}

/**
 * The date and time fields' texts (components/controls) and the hint under the time, sent with the page so that
 * their catalogs stay out of its script. The fields are plain text inputs here, without the date field's calendar: its code would take the page
 * over its script budget (150 KB), and a birth date is typed faster than it is found on a calendar.
 */
const controlTexts = (lang: Lang) => ({
  date: dateFieldTexts(lang),
  time: timeFieldTexts(lang),
  hourHint: serverText(lang, "bazi.hourHint"),
  emailHint: serverText(lang, "bazi.emailHint"),
  nameLabel: serverText(lang, "bazi.nameOptional"),
  emailLabel: serverText(lang, "bazi.emailOptional"),
  send: serverText(lang, "bazi.send"),
  changeData: serverText(lang, "bazi.changeData"),
  save: {
    title: serverText(lang, "bazi.save.title"),
    lead: serverText(lang, "bazi.save.lead"),
    submit: serverText(lang, "bazi.save.submit"),
    signIn: serverText(lang, "bazi.save.signIn"),
    errors: serverText(lang, "bazi.save.errors"),
  },
});

export function loader({ context, url }: LoaderFunctionArgs) {
  const lang = langOfPath(url.pathname);
  const services = context.get(servicesContext);
  const path = pathInLang("/bazi", lang);
  const base = {
    lang,
    path,
    urls: alternatesOf(services, lang, path),
    controls: controlTexts(lang),
    account: accountOf(context.get(sessionContext)),
    save: null as SaveState | null,
    // the chart was mailed at the visitor's request (the action's redirect says so; never the address)
    sent: url.searchParams.get("sent") === "1" ? serverText(lang, "bazi.sent") : null,
    plansNote: plansNote(lang),
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
 * A failed save as its form shows it: the messages of its own fields (name, e-mail) under them, the rest (the
 * chart's fields, `message`) in one line above.
 */
function saveState(errors: Record<string, string>, message?: string | null): SaveState {
  const own: Record<string, string> = {};
  const other: string[] = message ? [message] : [];
  for (const [f, m] of Object.entries(errors)) {
    if (f === "name" || f === "email") own[f] = m;
    else other.push(m);
  }
  return { errors: own, message: other.join(" ") || null };
}

/**
 * The posted form: every field checked, the e-mail included; then Post/Redirect/Get to the chart's link without
 * the e-mail. Or (intent=saveChart, signed in) the chart saved, then its page with a "chart saved" notice.
 */
export async function action({ context, request, url }: ActionFunctionArgs) {
  const lang = langOfPath(url.pathname);
  const services = context.get(servicesContext);
  const session = context.get(sessionContext);
  const path = pathInLang("/bazi", lang);
  const params = new URLSearchParams();
  for (const [k, v] of await formOf(request)) if (typeof v === "string") params.append(k, v);
  const values = readForm(params);
  const base = {
    lang,
    path,
    urls: alternatesOf(services, lang, path),
    controls: controlTexts(lang),
    values,
    account: accountOf(session),
    save: null as SaveState | null,
    sent: null as string | null,
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
    if (!checked.input) return formError({ ...shown, save: saveState(checked.errors) });
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
    return formError({ ...shown, save: saveState(failure.errors, failure.message) });
  }
  const { errors, chart, full, today, reading, share, compare } = compute(services, lang, values, false);
  if (!chart || !full || !today || !share)
    return { ...base, errors, chart, today, reading, share: null, compare: null };
  const to = `${path}?${chartQuery(params)}`;
  if (values.send) {
    // the chart and its reading to the address given, at the visitor's request (decision 038)
    const r = await services.bazi.sendChart(
      session,
      { to: values.email, chart: full, name: values.name, link: share.links.link, today },
      lang,
    );
    if (!r.ok) {
      const failure = problemTexts(lang, r, { to: "email" });
      const message = failure.errors.email ?? failure.message ?? r.title;
      // the chart is shown all the same, the refusal under the e-mail
      return formError({ ...base, errors: { email: message }, chart, today, reading, share, compare });
    }
    throw redirect(`${to}&sent=1`);
  }
  throw redirect(to);
}

type LoaderData = Awaited<ReturnType<typeof loader>>;

export function meta({ loaderData }: { loaderData: LoaderData | undefined }): MetaDescriptor[] {
  if (!loaderData) return [];
  const { lang, urls, share } = loaderData;
  const meta = pageMeta(lang, t(lang, "bazi.metaTitle"), t(lang, "bazi.description"), urls);
  // a shown chart: its preview in messengers is its card (the pillars, never the name)
  return share ? withShareCard(meta, share.card) : meta;
}

export default function BaziPage() {
  const loaded = useLoaderData<typeof loader>();
  const posted = useActionData<typeof action>();
  const { lang, path, values, errors, chart, today, reading, account, save, share, compare, controls, sent } =
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
  const form = (
    <BaziForm
      key={location.search}
      lang={lang}
      path={path}
      values={values}
      errors={errors}
      account={account}
      controls={controls}
    />
  );
  const shown = chart && reading;
  return (
    <div className="mx-auto max-w-4xl px-4 pb-16 pt-6 sm:px-6 sm:pt-10">
      <h1 className="text-3xl font-semibold tracking-tight text-stone-900 sm:text-4xl">
        {t(lang, "bazi.title")}
      </h1>
      {shown ? null : (
        <>
          <p className="mt-2 max-w-2xl text-stone-700 print:hidden">{t(lang, "bazi.lead")}</p>
          <PlansNote note={loaded.plansNote} className="mt-1" />
        </>
      )}
      {shown && !hasErrors ? (
        // the chart first (a shared link opens on it): its birth data folded above it, a tap away
        <details className="mt-4 print:hidden" data-testid="bazi-form-details">
          <summary className="cursor-pointer text-sm font-medium text-seal underline underline-offset-4">
            {controls.changeData}
          </summary>
          <div className="mt-4">{form}</div>
        </details>
      ) : (
        <div className="mt-6 print:hidden">
          {hasErrors ? <ErrorSummary key={location.key} lang={lang} errors={errors} /> : null}
          {form}
        </div>
      )}
      {sent ? (
        <p
          role="status"
          className="mt-4 rounded-lg border border-emerald-300 bg-emerald-50 px-3 py-2 text-sm text-emerald-900"
          data-testid="bazi-sent"
        >
          {sent}
        </p>
      ) : null}
      {shown ? (
        <>
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
          <SaveChart
            key={location.key}
            lang={lang}
            values={values}
            account={account}
            save={save}
            texts={controls.save}
          />
        </>
      ) : null}
    </div>
  );
}
