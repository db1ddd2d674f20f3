/** Rating colours (−3…+3, a diverging scale readable as a heat map), the legend and the rating badge. */
import { type Lang, t } from "@bazi/i18n";
import { signed } from "../../lib/format.ts";
import { ratingWord } from "../../lib/month-view.ts";
import { PageTerm } from "../tools/term-popover.tsx";

/** Background and text of a day cell by rating; text contrast ≥ 4.5:1 on each. */
export const RATING_CELL: Record<string, string> = {
  "3": "bg-emerald-700 text-white",
  "2": "bg-emerald-300 text-emerald-950",
  "1": "bg-emerald-100 text-emerald-950",
  "0": "bg-stone-200/70 text-stone-900",
  "-1": "bg-rose-100 text-rose-950",
  "-2": "bg-rose-300 text-rose-950",
  "-3": "bg-rose-700 text-white",
};

/** A day beyond the public window: neutral, outlined. */
export const LOCKED_CELL = "bg-white text-stone-600 ring-1 ring-inset ring-dashed ring-stone-300";

export const cellClass = (rating: number | null) =>
  rating === null ? LOCKED_CELL : (RATING_CELL[String(rating)] ?? RATING_CELL["0"]!);

export const RATINGS = [3, 2, 1, 0, -1, -2, -3] as const;

export function LockIcon({ className = "size-3" }: { className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 16 16" className={`${className} fill-current`}>
      <path d="M8 1.5a3.5 3.5 0 0 0-3.5 3.5v2H4a1 1 0 0 0-1 1v5.5a1 1 0 0 0 1 1h8a1 1 0 0 0 1-1V8a1 1 0 0 0-1-1h-.5V5A3.5 3.5 0 0 0 8 1.5ZM6 7V5a2 2 0 1 1 4 0v2H6Z" />
    </svg>
  );
}

export function RatingLegend({ lang, locked }: { lang: Lang; locked: boolean }) {
  return (
    <div data-testid="legend">
      <h2 className="text-xs font-semibold uppercase tracking-[0.08em] text-stone-600">
        <PageTerm id="dayRating" lang={lang}>
          {t(lang, "cal.legend")}
        </PageTerm>
      </h2>
      <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-2 text-sm">
        {RATINGS.map((r) => (
          <li key={r} className="flex items-center gap-1.5">
            <span aria-hidden="true" className={`size-4 rounded ${cellClass(r)}`} />
            <span className="tabular-nums text-stone-600">{signed(lang, r)}</span>
            <span>{ratingWord(lang, r)}</span>
          </li>
        ))}
        {locked ? (
          <li className="flex items-center gap-1.5">
            <span aria-hidden="true" className={`grid size-4 place-items-center rounded ${LOCKED_CELL}`}>
              <LockIcon className="size-2.5" />
            </span>
            <span>{t(lang, "cal.legend.locked")}</span>
          </li>
        ) : null}
      </ul>
    </div>
  );
}

export function RatingBadge({
  value,
  valueText,
  word,
  size = "md",
}: {
  value: number;
  valueText: string;
  word: string;
  size?: "sm" | "md";
}) {
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full font-medium ${cellClass(value)} ${size === "sm" ? "px-2 py-0.5 text-xs" : "px-2.5 py-1 text-sm"}`}
    >
      <span className="tabular-nums">{valueText}</span>
      <span>{word}</span>
    </span>
  );
}
