/**
 * The client area for a signed-in user: the greeting and the log-out, the tabs My charts, Payment history, Profile
 * and Change password (links to `?tab=` without JavaScript, components/account/link-tabs.tsx), and "Your data".
 */
import type { MessengerState } from "@bazi/contracts";
import type { Lang } from "@bazi/i18n";
import { t } from "@bazi/i18n/accounts";
import { type AccountResult, clientPath } from "../../lib/account-forms.ts";
import type { ReminderResult } from "../../lib/reminders.ts";
import type { ChartCardData } from "../account/chart-card.tsx";
import { LinkTabs } from "../account/link-tabs.tsx";
import type { PaidChart } from "../account/messenger-settings.tsx";
import { ChangePassword } from "./change-password.tsx";
import { ChartsTab } from "./charts-tab.tsx";
import { PaymentHistory, type PaymentRow } from "./payment-history.tsx";
import { ProfileTab } from "./profile-tab.tsx";
import { SignOutButton } from "./sign-out-button.tsx";
import { YourData } from "./your-data.tsx";

export const CLIENT_TABS = ["charts", "payments", "profile", "password"] as const;
export type ClientTab = (typeof CLIENT_TABS)[number];

/** The signed-in user as the client area shows them (the page's loader makes it). */
export interface ClientViewer {
  name: string;
  email: string;
  charts: ChartCardData[];
  /** The Telegram reminders' state (the Russian site); null: none here. */
  messenger: MessengerState | null;
  /** The hours the user keeps, for their reminders' best hours; null: every hour. */
  hoursWindow: { from: string; to: string } | null;
  paidCharts: PaidChart[];
  payments: PaymentRow[];
}

export function SignedIn({
  lang,
  viewer,
  tab,
  posted,
  reminder,
  payError,
}: {
  lang: Lang;
  viewer: ClientViewer;
  /** The tab shown first. */
  tab: ClientTab;
  /** An account form's answer after the page itself was posted. */
  posted: AccountResult | undefined;
  /** A reminder form's answer after the page itself was posted. */
  reminder: ReminderResult | undefined;
  /** A chart card's failed "turn off autopay". */
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
          {t(lang, "account.client.hello", { name: viewer.name })}
        </p>
        <SignOutButton lang={lang} />
      </div>
      <div className="mt-6">
        <LinkTabs
          label={t(lang, "account.client.sections")}
          initial={tab}
          hrefOf={(id) => `${clientPath(lang)}?tab=${id}`}
          testId="client-tabs"
          tabs={[
            {
              id: "charts",
              title: t(lang, "account.tab.charts"),
              content: <ChartsTab lang={lang} charts={viewer.charts} error={chartError} />,
            },
            {
              id: "payments",
              title: t(lang, "account.tab.payments"),
              content: <PaymentHistory lang={lang} rows={viewer.payments} />,
            },
            {
              id: "profile",
              title: t(lang, "account.tab.profile"),
              content: (
                <ProfileTab
                  lang={lang}
                  name={viewer.name}
                  email={viewer.email}
                  messenger={viewer.messenger}
                  hoursWindow={viewer.hoursWindow}
                  paidCharts={viewer.paidCharts}
                  posted={reminder}
                />
              ),
            },
            {
              id: "password",
              title: t(lang, "account.tab.password"),
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
      <YourData
        lang={lang}
        posted={posted?.intent === "deleteAccount" ? posted : undefined}
        paid={viewer.charts.filter((c) => c.active && c.paidUntil)}
      />
    </>
  );
}
