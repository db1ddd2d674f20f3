/**
 * "Your data" under the client area's tabs: the download of everything the site keeps about the user (JSON), and
 * deleting the account (delete-account.tsx).
 */
import type { Lang } from "@bazi/i18n";
import { t } from "@bazi/i18n/accounts";
import { useId } from "react";
import type { AccountResult } from "../../lib/account-forms.ts";
import type { ChartCardData } from "../account/chart-card.tsx";
import { DeleteAccount } from "./delete-account.tsx";

export function YourData({
  lang,
  posted,
  paid,
}: {
  lang: Lang;
  posted: AccountResult | undefined;
  /** The charts with paid time left (the deletion form lists them before asking for the password). */
  paid: ChartCardData[];
}) {
  const id = useId();
  return (
    <section className="mt-12" aria-labelledby={`${id}-title`} data-testid="your-data">
      <h2 id={`${id}-title`} className="text-xl font-semibold tracking-tight text-stone-900">
        {t(lang, "account.data.title")}
      </h2>
      <p className="mt-1 text-stone-700">{t(lang, "account.data.lead")}</p>
      <div className="mt-4 flex flex-wrap items-start gap-3">
        <a
          href="/api/user/export"
          download="bazi-calendar-data.json"
          className="inline-flex items-center rounded-full bg-stone-900 px-4 py-2 text-sm font-semibold text-white hover:bg-stone-700"
          data-testid="data-download"
        >
          {t(lang, "account.data.download")}
        </a>
        <DeleteAccount lang={lang} posted={posted} paid={paid} />
      </div>
    </section>
  );
}
