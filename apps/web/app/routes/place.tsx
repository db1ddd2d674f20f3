/**
 * The place page `/place` (and /en/place): choosing a place without JavaScript. The header's place picker is a GET
 * form that leads here with `?back=<the page>` (with JavaScript it opens its dialog instead). A GET form searches
 * (`?q=`, the same `services.location.search` the picker's API calls); each city found is a button in a POST form
 * whose action keeps the city in the `place` cookie, as the picker does, and redirects to `back` (a path of this
 * site only; anything else goes to the locale's home page). Search results are not for indexing (noindex).
 */
import type { Services } from "@bazi/contracts";
import { type Lang, t } from "@bazi/i18n";
import {
  type ActionFunctionArgs,
  Form,
  Link,
  type LoaderFunctionArgs,
  type MetaDescriptor,
  redirect,
  useActionData,
  useLoaderData,
  useRouteLoaderData,
} from "react-router";
import { Card } from "../components/chrome/card.tsx";
import { PinIcon } from "../components/chrome/place-picker.tsx";
import { ErrorText, INPUT, LABEL } from "../components/tools/form.tsx";
import { servicesContext, sessionContext } from "../lib/context.ts";
import { PLACE_COOKIE, preferenceCookie } from "../lib/cookies.ts";
import { formError, formOf } from "../lib/form-error.ts";
import { langOfPath } from "../lib/lang.ts";
import { MAX_QUERY_LENGTH, parsePlaceId, placePagePath, queryProblem, safeBack } from "../lib/place.ts";
import type { loader as rootLoader } from "../root.tsx";

interface City {
  id: number;
  name: string;
  address: string;
}

type Outcome =
  | { kind: "idle" }
  | { kind: "invalid"; error: string }
  | { kind: "failed" }
  | { kind: "found"; cities: City[] };

/** The search service's answer to a query it finds too short (an AppError with field errors). */
const isValidationError = (e: unknown) => (e as { code?: unknown } | null)?.code === "VALIDATION_FAILED";

async function search(location: Services["location"], q: string | null, lang: Lang): Promise<Outcome> {
  if (q === null) return { kind: "idle" };
  const problem = queryProblem(q);
  if (problem === "empty") return { kind: "invalid", error: t(lang, "place.errorEmpty") };
  if (problem === "short") return { kind: "invalid", error: t(lang, "place.errorShort") };
  try {
    const hits = await location.search(q.trim(), lang);
    return { kind: "found", cities: hits.map(({ id, name, address }) => ({ id, name, address })) };
  } catch (e) {
    if (isValidationError(e)) return { kind: "invalid", error: t(lang, "place.errorShort") };
    return { kind: "failed" };
  }
}

export async function loader({ context, url }: LoaderFunctionArgs) {
  const lang = langOfPath(url.pathname);
  const services = context.get(servicesContext);
  const back = safeBack(url.searchParams.get("back"), lang);
  const raw = url.searchParams.get("q");
  const q = raw === null ? null : raw.slice(0, MAX_QUERY_LENGTH);
  return {
    lang,
    path: placePagePath(lang),
    back,
    q: q ?? "",
    outcome: await search(services.location, q, lang),
  };
}

/** A city chosen: the cookie (as the picker writes it), then back to the page the visitor came from. */
export async function action({ context, request, url }: ActionFunctionArgs) {
  const lang = langOfPath(url.pathname);
  const services = context.get(servicesContext);
  const form = await formOf(request);
  const field = (name: string) => {
    const v = form.get(name);
    return typeof v === "string" ? v : null;
  };
  const back = safeBack(field("back") ?? url.searchParams.get("back"), lang);
  const id = parsePlaceId(field("city"));
  const place = id === null ? null : await services.location.place(id, lang);
  if (id === null || !place) return formError({ error: t(lang, "place.unknown") });
  // A signed-in user's place is saved on their account too (docs/product.md §4); the cookie serves when signed out.
  const session = context.get(sessionContext);
  if (session.viewer) {
    await services.accounts.saveLocation(
      session,
      { address: place.name, latitude: place.lat, longitude: place.lng, timeZone: place.tz },
      lang,
    );
  }
  throw redirect(back, { headers: { "Set-Cookie": preferenceCookie(PLACE_COOKIE, String(id)) } });
}

type LoaderData = Awaited<ReturnType<typeof loader>>;

export function meta({ loaderData }: { loaderData: LoaderData | undefined }): MetaDescriptor[] {
  if (!loaderData) return [];
  return [{ title: t(loaderData.lang, "place.metaTitle") }, { name: "robots", content: "noindex, follow" }];
}

function Results({
  lang,
  path,
  q,
  back,
  outcome,
}: {
  lang: Lang;
  path: string;
  q: string;
  back: string;
  outcome: Outcome;
}) {
  if (outcome.kind !== "found" && outcome.kind !== "failed") return null;
  const cities = outcome.kind === "found" ? outcome.cities : [];
  const status =
    outcome.kind === "failed"
      ? t(lang, "chrome.placeError")
      : cities.length === 0
        ? t(lang, "chrome.placeNone")
        : t(lang, "place.found", { n: cities.length });
  // Posted to the same search, so an error shows next to the same list.
  const action = `${path}?${new URLSearchParams({ q, back })}`;
  return (
    <section className="mt-8" aria-labelledby="place-results-title" data-testid="place-results">
      <h2 id="place-results-title" className="text-xl font-semibold tracking-tight text-stone-900">
        {t(lang, "place.results")}
      </h2>
      <p className="mt-1 text-sm text-stone-600" data-testid="place-status">
        {status}
      </p>
      {cities.length > 0 ? (
        <Card as="ul" className="mt-3 divide-y divide-stone-200 overflow-hidden">
          {cities.map((c) => (
            <li key={c.id}>
              <Form method="post" action={action}>
                <input type="hidden" name="city" value={c.id} />
                <input type="hidden" name="back" value={back} />
                <button
                  type="submit"
                  data-testid="place-choice"
                  className="flex w-full items-center gap-3 px-4 py-3 text-left hover:bg-stone-50 focus-visible:bg-stone-50"
                >
                  <PinIcon />
                  <span className="min-w-0 flex-1">
                    <span className="block font-medium text-stone-900">{c.name}</span>
                    {c.address !== c.name ? (
                      <span className="block text-sm text-stone-600">{c.address}</span>
                    ) : null}
                  </span>
                  <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 shrink-0 fill-stone-500">
                    <path d="M7.5 5.25 12.25 10 7.5 14.75z" />
                  </svg>
                </button>
              </Form>
            </li>
          ))}
        </Card>
      ) : null}
    </section>
  );
}

export default function PlacePage() {
  const { lang, path, back, q, outcome } = useLoaderData<typeof loader>();
  const posted = useActionData<typeof action>();
  const placeName = useRouteLoaderData<typeof rootLoader>("root")?.placeName;
  const error = outcome.kind === "invalid" ? outcome.error : undefined;
  return (
    <div className="mx-auto max-w-2xl px-4 pb-16 pt-6 sm:px-6 sm:pt-10">
      <h1 className="text-3xl font-semibold tracking-tight text-stone-900 sm:text-4xl">
        {t(lang, "place.title")}
      </h1>
      <p className="mt-2 text-stone-700">{t(lang, "place.lead")}</p>
      {placeName ? (
        <p className="mt-2 flex items-center gap-1.5 text-sm text-stone-600" data-testid="place-current">
          <PinIcon />
          {t(lang, "place.current", { place: placeName })}
        </p>
      ) : null}
      {posted?.error ? (
        <p
          role="alert"
          className="mt-4 rounded-xl border border-red-300 bg-red-50 p-4 text-sm text-red-900"
          data-testid="place-choose-error"
        >
          {posted.error}
        </p>
      ) : null}
      <Card
        as={Form}
        method="get"
        action={path}
        noValidate
        role="search"
        className="mt-6 p-4 sm:p-6"
        data-testid="place-search"
      >
        <input type="hidden" name="back" value={back} />
        <label htmlFor="place-q" className={LABEL}>
          {t(lang, "chrome.placeSearch")}
        </label>
        <div className="flex flex-wrap items-start gap-3 sm:flex-nowrap">
          <input
            key={q}
            id="place-q"
            name="q"
            type="search"
            defaultValue={q}
            maxLength={MAX_QUERY_LENGTH}
            autoComplete="off"
            spellCheck={false}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "place-q-error" : "place-q-hint"}
            className={`${INPUT} min-w-0 flex-1`}
            data-testid="place-query"
          />
          <button
            type="submit"
            className="mt-1 h-11 shrink-0 rounded-full bg-stone-900 px-6 font-semibold text-white hover:bg-stone-700"
            data-testid="place-submit"
          >
            {t(lang, "place.submit")}
          </button>
        </div>
        {error ? (
          <ErrorText id="place-q-error" message={error} />
        ) : (
          <p id="place-q-hint" className="mt-1 text-sm text-stone-600">
            {t(lang, "chrome.placeHint")}
          </p>
        )}
      </Card>
      <Results lang={lang} path={path} q={q} back={back} outcome={outcome} />
      <p className="mt-8">
        <Link
          to={back}
          className="text-sm font-medium text-stone-700 underline hover:text-ink"
          data-testid="place-back"
        >
          {t(lang, "place.back")}
        </Link>
      </p>
    </div>
  );
}
