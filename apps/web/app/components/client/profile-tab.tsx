/**
 * The client area's Profile tab: the user's name and e-mail, the Telegram reminders' settings when the site
 * offers them (the Russian site, docs/product.md §2), the hours the reminders name best hours in, the e-mail digest
 * and browser notifications (Web Push).
 */
import type { MessengerState } from "@bazi/contracts";
import type { Lang } from "@bazi/i18n";
import { t } from "@bazi/i18n/accounts";
import type { ReminderResult } from "../../lib/reminders.ts";
import { EmailDigestSettings } from "../account/email-digest-settings.tsx";
import { HoursSettings } from "../account/hours-settings.tsx";
import { MessengerSettings, type PaidChart } from "../account/messenger-settings.tsx";
import { PushSettings } from "../account/push-settings.tsx";

export function ProfileTab({
  lang,
  name,
  email,
  messenger,
  hoursWindow,
  paidCharts,
  posted,
}: {
  lang: Lang;
  name: string;
  email: string;
  /** The reminders' state; null: no reminders here. */
  messenger: MessengerState | null;
  /** The hours the user keeps (null: every hour). */
  hoursWindow: { from: string; to: string } | null;
  /** The charts a reminder can be about (the paid ones). */
  paidCharts: PaidChart[];
  /** The reminder forms' answer after the page itself was posted. */
  posted: ReminderResult | undefined;
}) {
  return (
    <div className="space-y-4">
      <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
        <dt className="text-stone-600">{t(lang, "account.profile.name")}</dt>
        <dd className="font-medium" data-testid="profile-name">
          {name}
        </dd>
        <dt className="text-stone-600">{t(lang, "account.profile.email")}</dt>
        <dd className="font-medium" data-testid="profile-email">
          {email}
        </dd>
      </dl>
      {messenger ? (
        <MessengerSettings lang={lang} state={messenger} charts={paidCharts} posted={posted} />
      ) : null}
      <HoursSettings lang={lang} window={hoursWindow} posted={posted} />
      <EmailDigestSettings lang={lang} charts={paidCharts} />
      <PushSettings lang={lang} charts={paidCharts} />
    </div>
  );
}
