/**
 * The Personal Calendar's page and checkout (docs/product.md §2, §4):
 * - `/personal` and `/en/personal`: what the Personal Calendar gives (the reminders by the channels this instance
 *   delivers, and no other), the tariffs of the locale's currency, the
 *   chart to pay for (the selected one first), the two required consents; visitors get the sign-in forms, users
 *   without charts a link to the Bazi form;
 * - `/personal/{uuid}`: the same for one chart, with its paid-until and autopay (turn it off here too);
 * - `/personal/mobile` and `/personal/mobile/{uuid}` (Russian only, the mobile-app layout): the app's Premium
 *   for charts flagged isMobile.
 * Paying sends the browser to the provider's page (or the sandbox's); it comes back to /kassa/success|fail.
 */
import type { ReminderChannel } from "@bazi/contracts";
import { GENERAL_DAYS_AHEAD } from "@bazi/contracts/limits";
import { type PayKey, priceText, t } from "@bazi/i18n/payments";
import "@bazi/i18n/plural";
import { useEffect } from "react";
import {
  type ActionFunctionArgs,
  data,
  type LoaderFunctionArgs,
  type MetaDescriptor,
  useActionData,
  useLoaderData,
} from "react-router";
import { AuthForms } from "../components/account/auth-forms.tsx";
import { FormMessage } from "../components/account/fields.tsx";
import { SmartLink } from "../components/behaviour/smart-link.tsx";
import { Card } from "../components/chrome/card.tsx";
import { AutopayOff, type PayChart, PayForm, type PayProduct } from "../components/payments/pay-form.tsx";
import { SellerDetails } from "../components/payments/seller-details.tsx";
import { servicesContext, sessionContext } from "../lib/context.ts";
import { ymdDate } from "../lib/format.ts";
import { langOfPath, pathInLang } from "../lib/lang.ts";
import { notify } from "../lib/notify.ts";
import { alternatesOf, pageMeta, titleWithSite } from "../lib/page-meta.ts";
import { paymentAction } from "../lib/payment-actions.server.ts";
import type { PayResult } from "../lib/payments.ts";

/** The line of the list that promises each reminder channel. */
const CHANNEL_TEXT = {
  telegram: "pay.page.givesTelegram",
  email: "pay.page.givesEmail",
  push: "pay.page.givesPush",
} as const satisfies Record<ReminderChannel, PayKey>;

/** The page's scope from its path: the site's Personal Calendar or the app's Premium. */
function scopeOf(pathname: string): "site" | "mobile" {
  return /^(\/en)?\/personal\/mobile(\/|$)/.test(pathname) ? "mobile" : "site";
}

export async function loader({ context, params, url }: LoaderFunctionArgs) {
  const lang = langOfPath(url.pathname);
  const scope = scopeOf(url.pathname);
  if (scope === "mobile" && lang !== "ru") throw data(null, { status: 404 });
  const services = context.get(servicesContext);
  const viewer = context.get(sessionContext).viewer;
  const uuid = params.uuid ?? null;
  const base = scope === "mobile" ? "/personal/mobile" : "/personal";
  const path = pathInLang(uuid ? `${base}/${uuid}` : base, lang);
  const all = viewer?.charts ?? [];
  // a chart of the page must be the viewer's (visitors sign in first)
  if (uuid && viewer && !all.some((c) => c.uuid === uuid)) throw data(null, { status: 404 });
  const eligible = scope === "mobile" ? all.filter((c) => c.isMobile) : all;
  if (uuid && viewer && !eligible.some((c) => c.uuid === uuid)) throw data(null, { status: 404 });
  const charts: PayChart[] = eligible.map((c) => {
    const until = scope === "mobile" ? c.mobileDisableDate : c.active ? c.disableDate : null;
    return {
      uuid: c.uuid,
      fio: c.fio,
      paidUntil: until ? ymdDate(lang, until) : null,
      autopay: c.isBindingCustomer,
    };
  });
  const products: PayProduct[] = (await services.payments.products(lang, scope)).map((p) => ({
    id: p.id,
    kind: p.kind,
    name: p.name,
    price: priceText(lang, p.amountMinor, p.currency),
  }));
  const chosen =
    uuid ??
    (viewer?.active && charts.some((c) => c.uuid === viewer.active) ? viewer.active : charts[0]?.uuid) ??
    "";
  return {
    lang,
    scope,
    path,
    uuid,
    signedIn: Boolean(viewer),
    charts,
    chosen,
    products,
    // the reminders the page promises: only the channels this instance delivers (one source: the server's)
    channels: scope === "site" ? services.reminders.channels(lang) : [],
    provider: services.payments.provider(lang),
    seller: services.site.seller(),
    urls: alternatesOf(services, lang, scope === "mobile" ? "/personal/mobile" : "/personal"),
  };
}

export async function action(args: ActionFunctionArgs) {
  return paymentAction(args, scopeOf(args.url.pathname));
}

type LoaderData = Awaited<ReturnType<typeof loader>>;

export function meta({ loaderData }: { loaderData: LoaderData | undefined }): MetaDescriptor[] {
  if (!loaderData) return [];
  const { lang, scope, urls, uuid } = loaderData;
  const title = titleWithSite(lang, t(lang, scope === "mobile" ? "pay.mobile.title" : "pay.page.title"));
  const head = pageMeta(lang, title, t(lang, "pay.page.description"), urls);
  // a chart's own page is private; the tariffs page is public
  return uuid || scope === "mobile" ? [...head, { name: "robots", content: "noindex, follow" }] : head;
}

export default function PersonalPage() {
  const d = useLoaderData<typeof loader>();
  const result = useActionData() as PayResult | undefined;
  const { lang, scope } = d;
  useEffect(() => {
    if (result?.ok && result.message) notify({ kind: "success", text: result.message });
  }, [result]);
  const current = d.charts.find((c) => c.uuid === d.chosen);
  return (
    <div
      className="mx-auto max-w-3xl px-4 pb-16 pt-6 sm:px-6 sm:pt-10"
      data-testid="personal-page"
      data-scope={scope}
    >
      <h1 className="text-3xl font-semibold tracking-tight text-stone-900 sm:text-4xl">
        {t(lang, scope === "mobile" ? "pay.mobile.title" : "pay.page.title")}
      </h1>
      {scope === "mobile" ? (
        <div className="mt-3 space-y-2 text-stone-700">
          <p>{t(lang, "pay.mobile.lead")}</p>
          <p className="font-medium" data-testid="personal-mobile-apart">
            {t(lang, "pay.mobile.apart")}
          </p>
        </div>
      ) : (
        <>
          <p className="mt-3 text-lg text-stone-700">{t(lang, "pay.page.lead")}</p>
          <ul className="mt-4 grid gap-2 sm:grid-cols-2" data-testid="personal-gives">
            {[
              ...(["pay.page.gives1", "pay.page.gives2", "pay.page.gives3", "pay.page.gives4"] as const).map(
                (key) => ({ key, channel: undefined }),
              ),
              ...d.channels.map((channel) => ({ key: CHANNEL_TEXT[channel], channel })),
            ].map(({ key, channel }) => (
              <li key={key} className="flex gap-2 text-stone-800" data-channel={channel}>
                <span aria-hidden="true" className="text-seal">
                  ✦
                </span>
                {key === "pay.page.gives3"
                  ? t(lang, key, { days: t(lang, "count.days", { count: GENERAL_DAYS_AHEAD }) })
                  : t(lang, key)}
              </li>
            ))}
          </ul>
        </>
      )}
      <Card as="section" className="mt-8 p-4 sm:p-6" aria-label={t(lang, "pay.page.tariffs")}>
        {d.provider === "sandbox" ? (
          <p
            className="mb-4 rounded-lg border border-amber-400 bg-amber-50 px-3 py-2 text-sm text-amber-900"
            role="note"
            data-testid="pay-sandbox-note"
          >
            {t(lang, "pay.page.sandbox")}
          </p>
        ) : null}
        {!d.signedIn ? (
          <div className="space-y-4">
            <p className="text-stone-800" data-testid="personal-sign-in">
              {t(lang, "pay.page.signIn")}
            </p>
            <AuthForms lang={lang} back={d.path} />
          </div>
        ) : d.charts.length === 0 ? (
          <div className="space-y-3">
            <p className="text-stone-800" data-testid="personal-no-charts">
              {t(lang, scope === "mobile" ? "pay.mobile.noCharts" : "pay.page.noCharts")}
            </p>
            {scope === "site" ? (
              <SmartLink
                to={pathInLang("/bazi", lang)}
                className="inline-flex rounded-full bg-stone-900 px-5 py-2.5 text-sm font-semibold text-white hover:bg-stone-700"
              >
                {t(lang, "pay.page.createChart")}
              </SmartLink>
            ) : null}
          </div>
        ) : d.provider === null ? (
          <FormMessage kind="error" text={t(lang, "pay.error.unavailable")} />
        ) : (
          <PayForm
            lang={lang}
            action={d.path}
            charts={d.charts}
            chosen={d.chosen}
            fixed={d.uuid !== null}
            products={d.products}
            result={result?.intent === "checkout" ? result : undefined}
          />
        )}
        <SellerDetails lang={lang} seller={d.seller} />
        {d.uuid && current?.autopay ? (
          <div className="mt-6 space-y-2 border-t border-stone-200 pt-4" data-testid="personal-autopay">
            <p className="text-sm text-stone-700">{t(lang, "pay.page.autopayOn")}</p>
            <AutopayOff lang={lang} action={d.path} uuid={d.uuid} />
          </div>
        ) : null}
        {result?.intent === "autopayOff" && !result.ok ? (
          <div className="mt-3">
            <FormMessage kind="error" text={result.message} />
          </div>
        ) : null}
      </Card>
    </div>
  );
}
