/**
 * The day's best hours in one sentence (when the forecast is open), then the twelve double hours in a strip that
 * scrolls sideways, each with its rating: the number, then its word on a line of its own. The chips share one
 * width, the widest chip's content («неблагоприятный» is wider than the 5.5rem a chip has at least), so no word runs
 * past its chip.
 */
import { type Lang, t } from "@bazi/i18n";
import type { DayView } from "../../lib/day-view.ts";
import { cellClass, LockIcon } from "../calendar/rating.tsx";
import { PageTerm } from "../tools/term-popover.tsx";
import { Han } from "./terms.tsx";

export function HoursStrip({ lang, view }: { lang: Lang; view: DayView }) {
  return (
    <div>
      <h2 id="hours-title" className="text-xs font-semibold uppercase tracking-[0.08em] text-stone-600">
        <PageTerm id="hours" lang={lang}>
          {t(lang, "cal.hours")}
        </PageTerm>
      </h2>
      {view.general ? (
        <p className="mt-2 text-stone-800" data-testid="best-hours">
          <span className="font-medium">{view.general.bestHours.text}</span>{" "}
          <span className="text-sm text-stone-600">{view.general.bestHours.window}</span>
        </p>
      ) : null}
      <section
        aria-labelledby="hours-title"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
        tabIndex={0}
        className="relative -mx-4 mt-3 overflow-x-auto px-4 pb-2 sm:mx-0 sm:px-0"
        data-testid="hours-strip"
      >
        <ol className="grid w-max auto-cols-fr grid-flow-col gap-2" data-testid="hour-chips">
          {view.hours.map((h, i) => {
            const r = view.general?.hourRatings[i] ?? null;
            return (
              <li
                key={h.from}
                className={`flex min-w-[5.5rem] flex-col items-center rounded-xl px-2 py-2.5 text-center ${cellClass(r ? r.value : null)}`}
                data-testid="hour-chip"
              >
                <span className="text-xs tabular-nums opacity-90">
                  {h.from}–{h.to}
                </span>
                <Han className="mt-1 text-xl leading-tight">{h.zh}</Han>
                <span className="mt-1 text-xs font-medium" data-testid="hour-rating">
                  {r ? (
                    <>
                      <span className="block tabular-nums">{r.valueText}</span>
                      <span className="block whitespace-nowrap">{r.word}</span>
                    </>
                  ) : (
                    <>
                      <LockIcon className="inline size-3" />
                      <span className="sr-only">{t(lang, "cal.lockedShort")}</span>
                    </>
                  )}
                </span>
              </li>
            );
          })}
        </ol>
      </section>
    </div>
  );
}
