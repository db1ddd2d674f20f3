/**
 * Why the day is rated as it is: the reasons with their effects, the first few and the full list behind a button.
 */
import { type Lang, t } from "@bazi/i18n";
import "@bazi/i18n/day";
import { useId, useState } from "react";
import type { DayGeneral, Reason } from "../../lib/day-view.ts";
import { Card } from "../chrome/card.tsx";

/** How many of a rating's reasons show without a tap. */
export const TOP_REASONS = 3;

export function PinIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 shrink-0 fill-seal">
      <path d="M10 1.5a6 6 0 0 0-6 6c0 4.5 6 11 6 11s6-6.5 6-11a6 6 0 0 0-6-6Zm0 8.25a2.25 2.25 0 1 1 0-4.5 2.25 2.25 0 0 1 0 4.5Z" />
    </svg>
  );
}
export function ReasonList({ reasons, testId }: { reasons: Reason[]; testId?: string }) {
  return (
    <ul className="space-y-2" data-testid={testId}>
      {reasons.map((r) => (
        <li key={r.text} className="flex items-baseline gap-3">
          <span
            className={`w-10 shrink-0 text-right font-semibold tabular-nums ${r.good ? "text-emerald-700" : "text-rose-700"}`}
          >
            {r.effect}
          </span>
          <span>{r.text}</span>
        </li>
      ))}
    </ul>
  );
}
/** A rating's reasons, one tap away (a native disclosure). */
export function Why({ lang, reasons }: { lang: Lang; reasons: Reason[] }) {
  return (
    <details className="group mt-2 text-sm" data-testid="why">
      <summary className="cursor-pointer select-none text-stone-600 hover:text-ink">
        {t(lang, "cal.why")}
      </summary>
      <div className="mt-2">
        <ReasonList reasons={reasons} />
      </div>
    </details>
  );
}
/** The full list of the day rating's factors, behind a button (it also proves hydration in e2e). */
export function Details({ lang, general }: { lang: Lang; general: DayGeneral }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <Card as="section">
      <button
        type="button"
        data-testid="details-toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((v) => !v)}
        className={`flex w-full items-center justify-between gap-3 px-5 py-4 text-left font-medium hover:bg-stone-50 ${open ? "rounded-t-2xl" : "rounded-2xl"}`}
      >
        <span>{t(lang, open ? "home.details.hide" : "home.details.show")}</span>
        <span
          aria-hidden="true"
          className={`text-stone-400 transition-transform ${open ? "rotate-180" : ""}`}
        >
          ▾
        </span>
      </button>
      <div
        id={panelId}
        hidden={!open}
        data-testid="details-panel"
        className="border-t border-stone-200/70 px-5 py-5"
      >
        <h3 className="mb-2 text-sm font-semibold text-stone-600">{t(lang, "home.allReasons")}</h3>
        <ReasonList reasons={general.rating.reasons} testId="all-reasons" />
      </div>
    </Card>
  );
}
