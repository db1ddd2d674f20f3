/**
 * Date selection for an event `/predict/event` (and /en/predict/event): the event, a period of up to 24 months and
 * up to five people (saved charts of the signed-in user, typed births) → the days no rule of the almanac forbids,
 * ranked, with their reasons, best hours, marks on the month grids and .ics files (components/tools/select-*).
 * A POST form (birth data stays out of URLs); the place is the visitor's chosen one, Moscow by default.
 */
import { hasPaidCalendar } from "@bazi/contracts";
import { t } from "@bazi/i18n/select";
import "@bazi/i18n/controls";
import {
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaDescriptor,
  useActionData,
  useLoaderData,
} from "react-router";
import { LockedInvitation } from "../components/tools/locked-invitation.tsx";
import { PredictHeader } from "../components/tools/predict-header.tsx";
import { type SavedChart, SelectForm } from "../components/tools/select-form.tsx";
import { type SelectJson, SelectResult } from "../components/tools/select-result.tsx";
import { PageTerms } from "../components/tools/term-popover.tsx";
import { calendarRequest } from "../lib/calendar-request.server.ts";
import { dateProblemText } from "../lib/date-error.ts";
import { pageTerms } from "../lib/day-terms.server.ts";
import { formError, formOf } from "../lib/form-error.ts";
import { ymdDate } from "../lib/format.ts";
import { plansNote } from "../lib/free-and-paid.server.ts";
import { langOfPath, pathInLang } from "../lib/lang.ts";
import { alternatesOf, pageMeta, titleWithSite } from "../lib/page-meta.ts";
import {
  emptyValues,
  formFieldOf,
  readSelectForm,
  type SelectFormValues,
  selectBody,
} from "../lib/select-form.ts";

const iso = (d: { year: number; month: number; day: number }) =>
  `${d.year}-${String(d.month).padStart(2, "0")}-${String(d.day).padStart(2, "0")}`;

async function pageBase(args: LoaderFunctionArgs | ActionFunctionArgs) {
  const { context, request, url } = args;
  const lang = langOfPath(url.pathname);
  const path = pathInLang("/predict/event", lang);
  const { services, session, place } = await calendarRequest(context, request, lang);
  const today = services.calendar.today(place.tz);
  const start = Date.UTC(today.year, today.month - 1, today.day);
  const end = new Date(start + 29 * 86_400_000);
  const charts: SavedChart[] = (session.viewer?.charts ?? []).map((c) => ({
    uuid: c.uuid,
    name: c.fio,
    // «15 мая 1990», never the ISO form (issue 39 defect 11)
    birthday: ymdDate(lang, c.birthday),
    paid: hasPaidCalendar(c),
  }));
  return {
    services,
    session,
    place,
    page: {
      lang,
      path,
      placeName: place.name,
      // the explanation of the days' points (their own scale), opened from each day's badge
      terms: pageTerms(lang, ["selectionPoints"]),
      plansNote: plansNote(lang),
      charts,
      lastPublic: services.calendar.lastPublic(place.tz),
      urls: alternatesOf(services, lang, path),
      defaults: emptyValues(
        iso(today),
        iso({ year: end.getUTCFullYear(), month: end.getUTCMonth() + 1, day: end.getUTCDate() }),
        session.viewer ? session.viewer.hoursWindow : undefined,
      ),
    },
  };
}

export async function loader(args: LoaderFunctionArgs) {
  return (await pageBase(args)).page;
}

/** `lastPublic` in words («28 декабря 2026»). */
type Outcome = { kind: "days"; result: SelectJson } | { kind: "locked"; lastPublic: string };

export async function action(args: ActionFunctionArgs) {
  const { services, session, place, page } = await pageBase(args);
  const { lang } = page;
  const values: SelectFormValues = readSelectForm(await formOf(args.request));
  const checked = selectBody(values, place);
  if (!checked.ok) {
    const errors: Record<string, string> = {};
    for (const [f, issue] of Object.entries(checked.errors))
      errors[f] =
        typeof issue === "string"
          ? t(lang, `select.err.${issue}`)
          : dateProblemText(lang, issue, t(lang, "controls.date.invalid"));
    return formError({ values, errors, outcome: null as Outcome | null });
  }
  const r = services.predict.select(session, checked.body, place, lang);
  if (r.ok)
    return {
      values,
      errors: {} as Record<string, string>,
      outcome: { kind: "days", result: r.result } as Outcome,
    };
  if (r.locked)
    return {
      values,
      errors: {},
      outcome: { kind: "locked", lastPublic: ymdDate(lang, r.lastPublic) } as Outcome,
    };
  const errors: Record<string, string> = {};
  for (const e of r.errors) {
    const field = formFieldOf(e.field, checked.people);
    // the server's message names its field for API clients ("to: …"); the form shows it beside the field, as a
    // sentence (the engine's own messages go on in lower case after the field's name)
    const message = e.message.replace(/^[\w.]+: /, "");
    errors[field] ??= message.charAt(0).toUpperCase() + message.slice(1);
  }
  return formError({ values, errors, outcome: null as Outcome | null });
}

type LoaderData = Awaited<ReturnType<typeof loader>>;

export function meta({ loaderData }: { loaderData: LoaderData | undefined }): MetaDescriptor[] {
  if (!loaderData) return [];
  const { lang, urls } = loaderData;
  return pageMeta(lang, titleWithSite(lang, t(lang, "select.title")), t(lang, "select.description"), urls);
}

export default function PredictEventPage() {
  const page = useLoaderData<typeof loader>();
  const posted = useActionData<typeof action>();
  const { lang } = page;
  const values = posted?.values ?? page.defaults;
  const errors: Record<string, string> = posted?.errors ?? {};
  const outcome = posted?.outcome ?? null;
  return (
    <div className="mx-auto max-w-3xl px-4 pb-16 pt-6 sm:px-6 sm:pt-10">
      <PredictHeader
        lang={lang}
        current="event"
        title={t(lang, "select.title")}
        lead={t(lang, "select.lead")}
        labels={{ theme: t(lang, "select.modes.theme"), event: t(lang, "select.modes.event") }}
        note={page.plansNote}
      />
      {Object.keys(errors).length > 0 ? (
        <p role="alert" className="mt-4 font-medium text-red-700" data-testid="select-errors">
          {t(lang, "select.errorsTitle")}
        </p>
      ) : null}
      <div className="mt-6">
        <SelectForm
          key={JSON.stringify(values)}
          lang={lang}
          path={page.path}
          values={values}
          errors={errors}
          charts={page.charts}
          lastPublic={page.lastPublic}
        />
      </div>
      {outcome?.kind === "locked" ? (
        <LockedInvitation
          lang={lang}
          title={t(lang, "select.locked.title", { date: outcome.lastPublic })}
          text={t(lang, "select.locked.text")}
          cta={t(lang, "select.paid")}
          testId="select-locked"
        />
      ) : null}
      {outcome?.kind === "days" ? (
        <PageTerms value={page.terms}>
          <SelectResult lang={lang} result={outcome.result} placeName={page.placeName} />
        </PageTerms>
      ) : null}
    </div>
  );
}
