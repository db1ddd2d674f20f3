/**
 * The return pages of a payment (docs/product.md §2): `/kassa/success` and `/kassa/fail` (and /en/…), with `uuid` (the
 * chart) and `order` in the query. Success asks the server for the order's state (POST
 * /api/charts/activate_from_kassa_success's use case: it only reads, and selects the chart once it is paid): paid
 * → the paid-until date and links to the calendar; not yet known → a page that refreshes itself every few seconds
 * (the provider's notification may come a moment after the payer); failed → the same as /kassa/fail: nothing was
 * charged, try again.
 */
import type { Lang } from "@bazi/i18n";
import { t } from "@bazi/i18n/accounts";
import { type LoaderFunctionArgs, type MetaDescriptor, useLoaderData } from "react-router";
import { SmartLink } from "../components/behaviour/smart-link.tsx";
import { clientPath } from "../lib/account-forms.ts";
import { servicesContext, sessionContext } from "../lib/context.ts";
import { ymdDate } from "../lib/format.ts";
import { langOfPath, pathInLang } from "../lib/lang.ts";
import { titleWithSite } from "../lib/page-meta.ts";
import "@bazi/i18n/payments";

type View = "paid" | "pending" | "failed" | "signIn";

export async function loader({ context, url }: LoaderFunctionArgs) {
  const lang = langOfPath(url.pathname);
  const session = context.get(sessionContext);
  const uuid = url.searchParams.get("uuid") ?? "";
  const order = url.searchParams.get("order") ?? undefined;
  const mobileChart = session.viewer?.charts.find((c) => c.uuid === uuid)?.isMobile ?? false;
  const retry = pathInLang(mobileChart ? `/personal/mobile/${uuid}` : `/personal/${uuid}`, lang);
  const base = {
    lang,
    retry,
    self: url.pathname + url.search,
    name: "",
    until: null as string | null,
    mobile: false,
  };
  if (!session.viewer) return { ...base, view: "signIn" as View };
  if (/\/kassa\/fail$/.test(url.pathname)) return { ...base, view: "failed" as View };
  const r = await context.get(servicesContext).payments.returned(session, { uuid, order }, lang);
  if (!r.ok) return { ...base, view: "failed" as View };
  const chart = session.viewer.charts.find((c) => c.uuid === uuid);
  const view: View =
    r.value.state === "succeeded" ? "paid" : r.value.state === "pending" ? "pending" : "failed";
  return {
    ...base,
    view,
    name: chart?.fio ?? "",
    until: r.value.paidUntil ? ymdDate(lang, r.value.paidUntil) : null,
    mobile: r.value.kind === "mobile",
  };
}

type LoaderData = Awaited<ReturnType<typeof loader>>;

function title(lang: Lang, view: View): string {
  if (view === "signIn") return t(lang, "account.error.unauthorized");
  return t(
    lang,
    view === "paid"
      ? "pay.kassa.successTitle"
      : view === "pending"
        ? "pay.kassa.pendingTitle"
        : "pay.kassa.failTitle",
  );
}

export function meta({ loaderData }: { loaderData: LoaderData | undefined }): MetaDescriptor[] {
  if (!loaderData) return [];
  const { lang, view } = loaderData;
  const tags: MetaDescriptor[] = [
    { title: titleWithSite(lang, title(lang, view)) },
    { name: "robots", content: "noindex, nofollow" },
  ];
  // the provider's notification may arrive a moment after the payer: look again (works without JavaScript)
  if (view === "pending") tags.push({ httpEquiv: "refresh", content: "3" });
  return tags;
}

const LINK = "inline-flex rounded-full px-5 py-2.5 text-sm font-semibold";

export default function KassaPage() {
  const d = useLoaderData<typeof loader>();
  const { lang, view } = d;
  return (
    <div className="mx-auto max-w-2xl px-4 pb-16 pt-10 sm:px-6" data-testid="kassa-page" data-view={view}>
      <h1 className="text-3xl font-semibold tracking-tight text-stone-900">{title(lang, view)}</h1>
      <Body d={d} lang={lang} />
    </div>
  );
}

function Body({ d, lang }: { d: LoaderData; lang: Lang }) {
  if (d.view === "paid") {
    return (
      <>
        <p className="mt-4 text-lg text-stone-800" data-testid="kassa-paid-until">
          {d.until
            ? t(lang, d.mobile ? "pay.kassa.mobileText" : "pay.kassa.successText", {
                name: d.name,
                date: d.until,
              })
            : null}
        </p>
        <p className="mt-6 flex flex-wrap gap-3">
          {d.mobile ? null : (
            <SmartLink
              to={pathInLang("/", lang)}
              className={`${LINK} bg-stone-900 text-white hover:bg-stone-700`}
            >
              {t(lang, "pay.kassa.toCalendar")}
            </SmartLink>
          )}
          <SmartLink
            to={clientPath(lang)}
            className={`${LINK} border border-stone-300 bg-white text-stone-800`}
          >
            {t(lang, "pay.kassa.toCharts")}
          </SmartLink>
        </p>
      </>
    );
  }
  if (d.view === "pending") {
    return (
      <>
        <p className="mt-4 text-stone-800" role="status">
          {t(lang, "pay.kassa.pendingText")}
        </p>
        <p className="mt-6">
          <a href={d.self} className={`${LINK} border border-stone-300 bg-white text-stone-800`}>
            {t(lang, "pay.kassa.refresh")}
          </a>
        </p>
      </>
    );
  }
  if (d.view === "failed") {
    return (
      <>
        <p className="mt-4 text-stone-800" data-testid="kassa-failed">
          {t(lang, "pay.kassa.failText")}
        </p>
        <p className="mt-6 flex flex-wrap gap-3">
          <SmartLink to={d.retry} className={`${LINK} bg-stone-900 text-white hover:bg-stone-700`}>
            {t(lang, "pay.kassa.tryAgain")}
          </SmartLink>
          <SmartLink
            to={clientPath(lang)}
            className={`${LINK} border border-stone-300 bg-white text-stone-800`}
          >
            {t(lang, "pay.kassa.toCharts")}
          </SmartLink>
        </p>
      </>
    );
  }
  return (
    <p className="mt-6">
      <SmartLink to={clientPath(lang)} className={`${LINK} bg-stone-900 text-white hover:bg-stone-700`}>
        {t(lang, "pay.kassa.toCharts")}
      </SmartLink>
    </p>
  );
}
