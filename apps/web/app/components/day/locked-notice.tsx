/**
 * The invitation a date beyond the public window shows instead of its ratings and activities.
 */
import { type Lang, t } from "@bazi/i18n";
import { useId } from "react";
import { Link } from "react-router";
import type { DayView } from "../../lib/day-view.ts";
import { pathInLang } from "../../lib/lang.ts";
import { LockIcon } from "../calendar/rating.tsx";

/** The 30-day rule: later dates invite to the Personal Calendar instead of showing general tags. */
export function LockedNotice({
  lang,
  view,
  testId = "locked",
}: {
  lang: Lang;
  view: DayView;
  testId?: string;
}) {
  const id = useId();
  return (
    <section
      data-testid={testId}
      aria-labelledby={id}
      className="rounded-2xl bg-amber-50 p-5 ring-1 ring-amber-200"
    >
      <h2 id={id} className="flex items-center gap-2 font-semibold text-amber-950">
        <LockIcon className="size-4 shrink-0" />
        {t(lang, "cal.locked.title")}
      </h2>
      <p className="mt-2 text-amber-950/90">{t(lang, "cal.locked.text", { date: view.lastPublicText })}</p>
      <p className="mt-4">
        <Link
          to={pathInLang("/personal", lang)}
          data-testid="personal-link"
          className="inline-flex items-center rounded-full bg-ink px-5 py-2.5 text-sm font-medium text-paper hover:bg-stone-700"
        >
          {t(lang, "cal.locked.cta")}
        </Link>
      </p>
    </section>
  );
}
