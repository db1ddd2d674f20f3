/**
 * The client area `/client` (and /en/client), docs/product.md §2 and §4. Visitors: "Please sign in." and the sign-in,
 * sign-up and recovery forms (`?auth=signup|recovery` picks the tab without JavaScript; `?auth=recovery&step=code` is
 * recovery's step 2 while the recovery cookie holds the address, so a reload keeps it; `back` is where signing in
 * returns to), or, after the account was deleted (`?deleted=1`), what was deleted. Signed in: the tabs My charts,
 * Payment history, Profile and Change password (`?tab=` picks one without JavaScript), and "Your data" (the JSON
 * download and deleting the account).
 *
 * Its action is where every account form of the site posts (lib/account-actions.server.ts), the header's dialog,
 * dropdown and log-out included. The page's parts are in components/client/.
 */
import { formatLongDate, type Lang } from "@bazi/i18n";
import { t } from "@bazi/i18n/accounts";
import { priceText } from "@bazi/i18n/payments";
import { useEffect } from "react";
import {
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaDescriptor,
  useActionData,
  useLoaderData,
} from "react-router";
import { AUTH_TABS, type AuthTab } from "../components/account/auth-forms.tsx";
import type { ChartCardData } from "../components/account/chart-card.tsx";
import type { PaidChart } from "../components/account/messenger-settings.tsx";
import { AccountDeleted } from "../components/client/account-deleted.tsx";
import type { PaymentRow } from "../components/client/payment-history.tsx";
import { SignInPlease } from "../components/client/sign-in-please.tsx";
import { CLIENT_TABS, type ClientTab, SignedIn } from "../components/client/signed-in.tsx";
import { accountAction } from "../lib/account-actions.server.ts";
import {
  type AccountResult,
  checkEmail,
  clientPath,
  DELETED_COOKIE,
  RECOVERY_COOKIE,
  RECOVERY_STEP,
  safeBack,
} from "../lib/account-forms.ts";
import { servicesContext, sessionContext } from "../lib/context.ts";
import { cookieOf } from "../lib/cookies.ts";
import { formOf } from "../lib/form-error.ts";
import { dateFormat, ymdDate } from "../lib/format.ts";
import { LOCALE, langOfPath } from "../lib/lang.ts";
import { notify } from "../lib/notify.ts";
import { alternatesOf, titleWithSite } from "../lib/page-meta.ts";
import { paymentAction } from "../lib/payment-actions.server.ts";
import type { PayResult } from "../lib/payments.ts";
import { reminderAction } from "../lib/reminder-actions.server.ts";
import { REMINDER_INTENTS, type ReminderResult } from "../lib/reminders.ts";
import "@bazi/i18n/payments";

/** "1990-05-15" → «15 мая 1990» / "15 May 1990". */
function civilDate(lang: Lang, ymd: string): string {
  const [y, m, d] = ymd.split("-").map(Number) as [number, number, number];
  return formatLongDate(lang, y, m, d);
}

/** The address of a recovery under way (its step 2 page), from its HttpOnly cookie; null on any other page. */
function recoveryOf(request: Request, url: URL, lang: Lang): string | null {
  if (url.searchParams.get("step") !== RECOVERY_STEP) return null;
  const email = cookieOf(request.headers.get("cookie"), RECOVERY_COOKIE);
  return email && checkEmail(lang, email) === null ? email : null;
}

export async function loader({ context, request, url }: LoaderFunctionArgs) {
  const lang = langOfPath(url.pathname);
  const services = context.get(servicesContext);
  const session = context.get(sessionContext);
  const viewer = session.viewer;
  const history = viewer ? await services.payments.history(session, lang) : null;
  // Telegram reminders live in the Profile tab of the Russian site (docs/product.md §2)
  const messenger = viewer && lang === "ru" ? await services.reminders.state(session, lang) : null;
  const tab = url.searchParams.get("tab") as ClientTab | null;
  const auth = url.searchParams.get("auth") as AuthTab | null;
  const paid = (ymd: string) => ymdDate(lang, ymd);
  return {
    lang,
    urls: alternatesOf(services, lang, "/client"),
    tab: tab && CLIENT_TABS.includes(tab) ? tab : "charts",
    auth: auth && AUTH_TABS.includes(auth) ? auth : "signin",
    // a visitor's: the confirmation after deleting the account, a recovery's step 2, where signing in returns to
    deleted:
      !viewer &&
      url.searchParams.get("deleted") === "1" &&
      cookieOf(request.headers.get("cookie"), DELETED_COOKIE) === "1",
    recovery: viewer ? null : recoveryOf(request, url, lang),
    back: safeBack(url.searchParams.get("back") ?? clientPath(lang), lang),
    viewer: viewer
      ? {
          name: viewer.user.name,
          email: viewer.user.email,
          charts: viewer.charts.map(
            (c): ChartCardData => ({
              uuid: c.uuid,
              fio: c.fio,
              born: `${civilDate(lang, c.birthday)}, ${c.birthdayTime ?? t(lang, "account.charts.hourUnknown")}`,
              city: c.city,
              active: c.active,
              paidUntil: c.active && c.disableDate ? paid(c.disableDate) : null,
              selected: c.uuid === viewer.active,
              archived: c.isTariffArchived,
              mobile: c.isMobile,
              autopay: c.isBindingCustomer,
              autopayResumable: c.autopayResumable,
            }),
          ),
          messenger: messenger?.ok ? messenger.value : null,
          hoursWindow: viewer.hoursWindow,
          paidCharts: viewer.charts
            .filter((c) => c.active)
            .map((c): PaidChart => ({ uuid: c.uuid, fio: c.fio, city: c.city })),
          payments: (history?.ok ? history.value.payments : []).map(
            (p): PaymentRow => ({
              id: p.id,
              date: dateFormat(LOCALE[lang], {
                day: "numeric",
                month: "short",
                year: "numeric",
                timeZone: "UTC",
              })
                .format(new Date(p.date))
                .replace(/\s*г\.$/, ""),
              chart: p.chartName,
              product: p.renewal ? `${p.product} · ${t(lang, "pay.renewal")}` : p.product,
              sum: priceText(lang, Math.round(p.summ * 100), p.currency),
              status: t(lang, `pay.status.${p.status}`),
              paid: p.status === "paid",
            }),
          ),
        }
      : null,
  };
}

export async function action(args: ActionFunctionArgs) {
  // the chart cards' "turn off autopay" and "calendar feed", and the Profile tab's reminders post here too
  const intent = (await formOf(args.request.clone())).get("intent");
  if (intent === "autopayOff" || intent === "autopayOn") return paymentAction(args, "site");
  if (REMINDER_INTENTS.includes(intent as ReminderResult["intent"])) return reminderAction(args);
  return accountAction(args);
}

type LoaderData = Awaited<ReturnType<typeof loader>>;

export function meta({ loaderData }: { loaderData: LoaderData | undefined }): MetaDescriptor[] {
  if (!loaderData) return [];
  const { lang, urls } = loaderData;
  const title = titleWithSite(lang, t(lang, "account.client.metaTitle"));
  return [
    { title },
    { name: "robots", content: "noindex, follow" },
    { tagName: "link", rel: "canonical", href: urls.canonical },
  ];
}

/** The tab an answer belongs to (a browser without JavaScript posts the page itself). */
const TAB_OF: Partial<Record<AccountResult["intent"], ClientTab>> = {
  changePassword: "password",
  deleteChart: "charts",
  activateChart: "charts",
  selectChart: "charts",
};

export default function ClientPage() {
  const { lang, tab, auth, viewer, deleted, recovery, back } = useLoaderData<typeof loader>();
  const answer = useActionData() as AccountResult | PayResult | ReminderResult | undefined;
  // a chart card's "turn off autopay" answers a PayResult, the reminder forms a ReminderResult, the rest an AccountResult
  const paid =
    answer?.intent === "autopayOff" || answer?.intent === "autopayOn" ? (answer as PayResult) : undefined;
  const reminder = REMINDER_INTENTS.includes(answer?.intent as ReminderResult["intent"])
    ? (answer as ReminderResult)
    : undefined;
  const posted = paid || reminder ? undefined : (answer as AccountResult | undefined);
  useEffect(() => {
    if (paid?.ok && paid.message) notify({ kind: "success", text: paid.message });
  }, [paid]);
  return (
    <div className="mx-auto max-w-4xl px-4 pb-16 pt-6 sm:px-6 sm:pt-10">
      <h1 className="text-3xl font-semibold tracking-tight text-stone-900 sm:text-4xl">
        {t(lang, "account.client.title")}
      </h1>
      {viewer ? (
        <SignedIn
          lang={lang}
          viewer={viewer}
          tab={
            paid
              ? "charts"
              : reminder?.intent.startsWith("messenger") || reminder?.intent === "hoursSave"
                ? "profile"
                : (posted && TAB_OF[posted.intent]) || tab
          }
          posted={posted}
          reminder={reminder}
          payError={paid && !paid.ok ? paid.message : null}
        />
      ) : deleted && !posted ? (
        <AccountDeleted lang={lang} />
      ) : (
        <SignInPlease lang={lang} tab={auth} posted={posted} recovery={recovery} back={back} />
      )}
    </div>
  );
}
