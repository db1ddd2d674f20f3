/**
 * The client area `/client` (and /en/client), spec §2 and §4. Visitors: "Please sign in." and the sign-in, sign-up
 * and recovery forms (`?auth=signup|recovery` picks the tab without JavaScript). Signed in: the tabs My charts,
 * Payment history, Profile and Change password (`?tab=` picks one without JavaScript), and "Your data" (the JSON
 * download and deleting the account).
 *
 * Its action is where every account form of the site posts (lib/account-actions.server.ts), the header's dialog,
 * dropdown and log-out included.
 */
import { servicesContext, sessionContext } from "@bazi/contracts";
import { at, formatLongDate, type Lang, t } from "@bazi/i18n";
import { payt, priceText } from "@bazi/i18n/payments";
import { useEffect, useId, useRef } from "react";
import {
  type ActionFunctionArgs,
  Form,
  type LoaderFunctionArgs,
  type MetaDescriptor,
  useActionData,
  useFetcher,
  useLoaderData,
} from "react-router";
import { AccountForm, formErrorOf, useChecks } from "../components/account/account-form.tsx";
import { AUTH_TABS, AuthForms, type AuthTab } from "../components/account/auth-forms.tsx";
import { ChartCard, type ChartCardData } from "../components/account/chart-card.tsx";
import { Field, FormMessage, NewPasswordFields, SubmitButton } from "../components/account/fields.tsx";
import { LinkTabs } from "../components/account/link-tabs.tsx";
import { MessengerSettings, type PaidChart } from "../components/account/messenger-settings.tsx";
import { SmartLink } from "../components/behaviour/smart-link.tsx";
import { accountAction } from "../lib/account-actions.server.ts";
import { type AccountResult, clientPath } from "../lib/account-forms.ts";
import { dateFormat, paidDate } from "../lib/format.ts";
import { LOCALE, langOfPath, pathInLang } from "../lib/lang.ts";
import { notify } from "../lib/notify.ts";
import { alternatesOf, titleWithSite } from "../lib/page-meta.ts";
import { paymentAction } from "../lib/payment-actions.server.ts";
import type { PayResult } from "../lib/payments.ts";
import { reminderAction } from "../lib/reminder-actions.server.ts";
import { REMINDER_INTENTS, type ReminderResult } from "../lib/reminders.ts";

const CLIENT_TABS = ["charts", "payments", "profile", "password"] as const;
type ClientTab = (typeof CLIENT_TABS)[number];

/** "1990-05-15" → «15 мая 1990» / "15 May 1990". */
function civilDate(lang: Lang, ymd: string): string {
  const [y, m, d] = ymd.split("-").map(Number) as [number, number, number];
  return formatLongDate(lang, y, m, d);
}

export async function loader({ context, url }: LoaderFunctionArgs) {
  const lang = langOfPath(url.pathname);
  const services = context.get(servicesContext);
  const session = context.get(sessionContext);
  const viewer = session.viewer;
  const history = viewer ? await services.payments.history(session, lang) : null;
  // Telegram reminders live in the Profile tab of the Russian site (spec §2)
  const messenger = viewer && lang === "ru" ? await services.reminders.state(session, lang) : null;
  const tab = url.searchParams.get("tab") as ClientTab | null;
  const auth = url.searchParams.get("auth") as AuthTab | null;
  const paid = (ymd: string) => paidDate(lang, ymd);
  return {
    lang,
    urls: alternatesOf(services, lang, "/client"),
    tab: tab && CLIENT_TABS.includes(tab) ? tab : "charts",
    auth: auth && AUTH_TABS.includes(auth) ? auth : "signin",
    viewer: viewer
      ? {
          name: viewer.user.name,
          email: viewer.user.email,
          charts: viewer.charts.map(
            (c): ChartCardData => ({
              uuid: c.uuid,
              fio: c.fio,
              born: `${civilDate(lang, c.birthday)}, ${c.birthdayTime ?? at(lang, "account.charts.hourUnknown")}`,
              city: c.city,
              active: c.active,
              paidUntil: c.active && c.disableDate ? paid(c.disableDate) : null,
              selected: c.uuid === viewer.active,
              archived: c.isTariffArchived,
              mobile: c.isMobile,
              autopay: c.isBindingCustomer,
            }),
          ),
          messenger: messenger?.ok ? messenger.value : null,
          paidCharts: viewer.charts
            .filter((c) => c.active)
            .map((c): PaidChart => ({ uuid: c.uuid, fio: c.fio, timeZone: c.timeZone })),
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
              product: p.renewal ? `${p.product} · ${payt(lang, "pay.renewal")}` : p.product,
              sum: priceText(lang, Math.round(p.summ * 100), p.currency),
              status: payt(lang, `pay.status.${p.status}`),
              paid: p.status === "paid",
            }),
          ),
        }
      : null,
  };
}

interface PaymentRow {
  id: string;
  date: string;
  chart: string;
  product: string;
  sum: string;
  status: string;
  paid: boolean;
}

export async function action(args: ActionFunctionArgs) {
  // the chart cards' "turn off autopay" and "calendar feed", and the Profile tab's reminders post here too
  const intent = (await args.request.clone().formData()).get("intent");
  if (intent === "autopayOff") return paymentAction(args, "site");
  if (REMINDER_INTENTS.includes(intent as ReminderResult["intent"])) return reminderAction(args);
  return accountAction(args);
}

type LoaderData = Awaited<ReturnType<typeof loader>>;

export function meta({ loaderData }: { loaderData: LoaderData | undefined }): MetaDescriptor[] {
  if (!loaderData) return [];
  const { lang, urls } = loaderData;
  const title = titleWithSite(lang, at(lang, "account.client.metaTitle"));
  return [
    { title },
    { name: "robots", content: "noindex, follow" },
    { tagName: "link", rel: "canonical", href: urls.canonical },
  ];
}

const H2 = "text-xl font-semibold tracking-tight text-stone-900";
const CARD = "rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200/70 sm:p-6";

/** The tab an answer belongs to (a browser without JavaScript posts the page itself). */
const TAB_OF: Partial<Record<AccountResult["intent"], ClientTab>> = {
  changePassword: "password",
  deleteChart: "charts",
  activateChart: "charts",
  selectChart: "charts",
};

export default function ClientPage() {
  const { lang, tab, auth, viewer } = useLoaderData<typeof loader>();
  const answer = useActionData() as AccountResult | PayResult | ReminderResult | undefined;
  // a chart card's "turn off autopay" answers a PayResult, the reminder forms a ReminderResult, the rest an AccountResult
  const paid = answer?.intent === "autopayOff" ? (answer as PayResult) : undefined;
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
        {at(lang, "account.client.title")}
      </h1>
      {viewer ? (
        <SignedIn
          lang={lang}
          viewer={viewer}
          tab={
            paid
              ? "charts"
              : reminder?.intent.startsWith("messenger")
                ? "profile"
                : (posted && TAB_OF[posted.intent]) || tab
          }
          posted={posted}
          reminder={reminder}
          payError={paid && !paid.ok ? paid.message : null}
        />
      ) : (
        <>
          <p className="mt-2 text-lg text-stone-700" data-testid="client-sign-in-please">
            {at(lang, "account.client.signInPlease")}
          </p>
          <div className={`mt-6 max-w-lg ${CARD}`}>
            <AuthForms lang={lang} back={clientPath(lang)} initialTab={auth} initialResult={posted} />
          </div>
        </>
      )}
    </div>
  );
}

function SignedIn({
  lang,
  viewer,
  tab,
  posted,
  reminder,
  payError,
}: {
  lang: Lang;
  viewer: NonNullable<LoaderData["viewer"]>;
  tab: ClientTab;
  posted: AccountResult | undefined;
  reminder: ReminderResult | undefined;
  payError: string | null;
}) {
  const chartError =
    posted && !posted.ok && posted.intent !== "changePassword" && posted.intent !== "deleteAccount"
      ? posted.message
      : payError;
  return (
    <>
      <div className="mt-2 flex flex-wrap items-center justify-between gap-3">
        <p className="text-stone-700" data-testid="client-hello">
          {at(lang, "account.client.hello", { name: viewer.name })}
        </p>
        {/* Log-out is in the menu too; here it also works without JavaScript. */}
        <Form method="post" action={clientPath(lang)}>
          <input type="hidden" name="intent" value="signOut" />
          <button
            type="submit"
            className="rounded-full border border-stone-300 bg-white px-4 py-1.5 text-sm font-medium text-stone-700 hover:border-stone-500 hover:text-ink"
            data-testid="client-sign-out"
          >
            {t(lang, "header.signOut")}
          </button>
        </Form>
      </div>
      <div className="mt-6">
        <LinkTabs
          label={at(lang, "account.client.sections")}
          initial={tab}
          hrefOf={(id) => `${clientPath(lang)}?tab=${id}`}
          testId="client-tabs"
          tabs={[
            {
              id: "charts",
              title: at(lang, "account.tab.charts"),
              content: (
                <div className="space-y-4">
                  <FormMessage kind="error" text={chartError} />
                  {viewer.charts.length === 0 ? (
                    <p className="text-stone-700" data-testid="charts-empty">
                      {at(lang, "account.charts.empty")}
                    </p>
                  ) : (
                    <ul className="space-y-4" data-testid="chart-list">
                      {viewer.charts.map((c) => (
                        <li key={c.uuid}>
                          <ChartCard lang={lang} chart={c} />
                        </li>
                      ))}
                    </ul>
                  )}
                  <p>
                    <SmartLink
                      to={pathInLang("/bazi", lang)}
                      className="inline-flex items-center gap-1 rounded-full border border-stone-300 bg-white px-4 py-2 text-sm font-semibold text-stone-800 hover:border-stone-500"
                      data-testid="client-create-chart"
                    >
                      <span aria-hidden="true" className="text-seal">
                        +
                      </span>
                      {t(lang, "header.createChart")}
                    </SmartLink>
                  </p>
                </div>
              ),
            },
            {
              id: "payments",
              title: at(lang, "account.tab.payments"),
              content: <PaymentHistory lang={lang} rows={viewer.payments} />,
            },
            {
              id: "profile",
              title: at(lang, "account.tab.profile"),
              content: (
                <div className="space-y-4">
                  <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
                    <dt className="text-stone-600">{at(lang, "account.profile.name")}</dt>
                    <dd className="font-medium" data-testid="profile-name">
                      {viewer.name}
                    </dd>
                    <dt className="text-stone-600">{at(lang, "account.profile.email")}</dt>
                    <dd className="font-medium" data-testid="profile-email">
                      {viewer.email}
                    </dd>
                  </dl>
                  {viewer.messenger ? (
                    <MessengerSettings
                      lang={lang}
                      state={viewer.messenger}
                      charts={viewer.paidCharts}
                      posted={reminder}
                    />
                  ) : null}
                </div>
              ),
            },
            {
              id: "password",
              title: at(lang, "account.tab.password"),
              content: (
                <ChangePassword
                  lang={lang}
                  posted={posted?.intent === "changePassword" ? posted : undefined}
                />
              ),
            },
          ]}
        />
      </div>
      <YourData lang={lang} posted={posted?.intent === "deleteAccount" ? posted : undefined} />
    </>
  );
}

/** The Payment history tab: every order of the user, newest first ('paid' shown as 'Оплачено' / 'Paid'). */
function PaymentHistory({ lang, rows }: { lang: Lang; rows: PaymentRow[] }) {
  if (rows.length === 0) {
    return (
      <p className="text-stone-700" data-testid="payments-empty">
        {at(lang, "account.payments.empty")}
      </p>
    );
  }
  const th = "px-3 py-2 text-left text-xs font-semibold uppercase tracking-wide text-stone-600";
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[32rem] text-sm" data-testid="payments-table">
        <thead className="border-b border-stone-200">
          <tr>
            <th scope="col" className={th}>
              {payt(lang, "pay.history.date")}
            </th>
            <th scope="col" className={th}>
              {payt(lang, "pay.history.chart")}
            </th>
            <th scope="col" className={th}>
              {payt(lang, "pay.history.product")}
            </th>
            <th scope="col" className={`${th} text-right`}>
              {payt(lang, "pay.history.sum")}
            </th>
            <th scope="col" className={th}>
              {payt(lang, "pay.history.status")}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-100">
          {rows.map((r) => (
            <tr key={r.id} data-testid="payment-row">
              <td className="whitespace-nowrap px-3 py-2 text-stone-700">{r.date}</td>
              <td className="px-3 py-2 font-medium text-stone-900">{r.chart}</td>
              <td className="px-3 py-2 text-stone-700">{r.product}</td>
              <td className="whitespace-nowrap px-3 py-2 text-right tabular-nums text-stone-900">{r.sum}</td>
              <td className="px-3 py-2">
                <span
                  className={
                    r.paid
                      ? "rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-900"
                      : "rounded-full bg-stone-100 px-2 py-0.5 text-xs font-semibold text-stone-700"
                  }
                  data-testid="payment-status"
                >
                  {r.status}
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function ChangePassword({ lang, posted }: { lang: Lang; posted: AccountResult | undefined }) {
  const id = useId();
  const fetcher = useFetcher<AccountResult>();
  const result = fetcher.data ?? posted;
  const checks = useChecks("changePassword", lang, result?.errors, result, { blurEmpty: true });
  const formError = formErrorOf(result);
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const r = fetcher.data;
    if (r?.ok && r.message) {
      notify({ kind: "success", text: r.message });
      formRef.current?.reset();
    }
  }, [fetcher.data]);
  return (
    <AccountForm
      ref={formRef}
      fetcher={fetcher}
      action={clientPath(lang)}
      checks={checks}
      formError={formError}
      messageId={`${id}-message`}
      className={`max-w-lg space-y-4 ${CARD}`}
      data-testid="password-form"
    >
      <input type="hidden" name="intent" value="changePassword" />
      <p className="text-sm text-stone-600">{at(lang, "account.password.lead")}</p>
      {/* Without JavaScript the page itself was posted: the answer shows here (with it, as a notification). */}
      <FormMessage kind="success" text={posted?.ok ? posted.message : null} />
      <FormMessage id={`${id}-message`} kind="error" text={formError} />
      <NewPasswordFields
        id={id}
        names={["pass", "checkPass"]}
        labels={[at(lang, "account.label.newPassword"), at(lang, "account.label.confirmPassword")]}
        hint={at(lang, "account.hint.password")}
        errors={checks.errors}
      />
      <SubmitButton busy={fetcher.state !== "idle"} data-testid="password-submit">
        {at(lang, "account.submit.changePassword")}
      </SubmitButton>
    </AccountForm>
  );
}

function YourData({ lang, posted }: { lang: Lang; posted: AccountResult | undefined }) {
  const id = useId();
  const fetcher = useFetcher<AccountResult>();
  const result = fetcher.data ?? posted;
  const checks = useChecks("deleteAccount", lang, result?.errors, result);
  const formError = formErrorOf(result);
  return (
    <section className="mt-12" aria-labelledby={`${id}-title`} data-testid="your-data">
      <h2 id={`${id}-title`} className={H2}>
        {at(lang, "account.data.title")}
      </h2>
      <p className="mt-1 text-stone-700">{at(lang, "account.data.lead")}</p>
      <div className="mt-4 flex flex-wrap items-start gap-3">
        <a
          href="/api/user/export"
          download="bazi-calendar-data.json"
          className="inline-flex items-center rounded-full bg-stone-900 px-4 py-2 text-sm font-semibold text-white hover:bg-stone-700"
          data-testid="data-download"
        >
          {at(lang, "account.data.download")}
        </a>
        <details className="w-full max-w-lg" open={Boolean(posted) || undefined} data-testid="account-delete">
          <summary className="inline-flex cursor-pointer list-none items-center rounded-full border border-red-300 bg-white px-4 py-2 text-sm font-semibold text-red-800 hover:border-red-500 [&::-webkit-details-marker]:hidden">
            {at(lang, "account.data.delete")}
          </summary>
          <AccountForm
            fetcher={fetcher}
            action={clientPath(lang)}
            checks={checks}
            formError={formError}
            messageId={`${id}-message`}
            describedBy={`${id}-warning`}
            className="mt-3 space-y-3 rounded-xl border border-red-200 bg-red-50 p-4"
            data-testid="account-delete-form"
          >
            <input type="hidden" name="intent" value="deleteAccount" />
            <p id={`${id}-warning`} className="text-sm text-red-900">
              {at(lang, "account.data.deleteWarning")}
            </p>
            <FormMessage id={`${id}-message`} kind="error" text={formError} />
            <Field
              id={`${id}-password`}
              name="password"
              type="password"
              autoComplete="current-password"
              required
              label={at(lang, "account.label.password")}
              error={checks.errors.password}
            />
            <SubmitButton busy={fetcher.state !== "idle"} danger data-testid="account-delete-submit">
              {at(lang, "account.data.deleteSubmit")}
            </SubmitButton>
          </AccountForm>
        </details>
      </div>
    </section>
  );
}
