/**
 * The month page's calendar: a grid of weeks (Monday first) whose cells show the date, the rating, the lunar day,
 * the day officer, the Yellow or Black Path and the date's marks — as characters and pictograms in icon mode, in
 * words in text mode. On narrow screens text mode is a list of days (words do not fit seven to a row).
 * Keyboard (the WAI-ARIA date grid): once the script runs, the grid is one tab stop (the chosen or first day); the
 * arrow keys move a day or a week — past the month's first or last day into the neighbouring month —, Home and End
 * go to the week's first and last day of the month, Page Up and Page Down to the same day of the neighbouring month
 * (its last day when it is shorter); focus lands on that day's cell in the new month. Without the script every day
 * is a link in the tab order.
 */
import { type KeyboardEvent, useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { addDays, addMonths, isoOf, type Ymd } from "../../lib/calendar-path.ts";
import type { BoardDay, MonthBoard } from "../../lib/month-board.server.ts";
import { SmartLink } from "../behaviour/smart-link.tsx";
import { MarkIcon, PathDot } from "./mark-icon.tsx";
import { cellClass, LockIcon } from "./rating.tsx";
import type { TagsMode } from "./tags.tsx";
import { WeekTable } from "./week-table.tsx";

/** Steps in days that may leave the month. */
const STEPS: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };
const MONTH_STEPS: Record<string, number> = { PageUp: -1, PageDown: 1 };

const ymdOf = (date: string): Ymd => {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  return { year, month, day };
};

/** The day a key asks for from `date`: a day or a week away, or the same day of the neighbouring month. */
function stepFrom(date: string, key: string): string | null {
  const d = ymdOf(date);
  if (key in STEPS) {
    const to = addDays(d, STEPS[key]!);
    return to && isoOf(to);
  }
  const m = addMonths(d.year, d.month, MONTH_STEPS[key]!);
  if (!m) return null;
  const last = new Date(Date.UTC(m.year, m.month, 0)).getUTCDate();
  return isoOf({ ...m, day: Math.min(d.day, last) });
}

function Cell({
  d,
  mode,
  chosen,
  tabIndex,
}: {
  d: BoardDay;
  mode: TagsMode;
  chosen: boolean;
  tabIndex: number | undefined;
}) {
  const icons = mode === "icons";
  return (
    <SmartLink
      to={d.path}
      tabIndex={tabIndex}
      data-testid="board-day"
      data-date={d.date}
      data-rating={d.rating ?? "locked"}
      aria-current={chosen ? "date" : undefined}
      className={`relative flex h-full min-h-16 flex-col gap-0.5 rounded-lg p-1 text-left leading-tight hover:ring-2 hover:ring-stone-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-seal sm:min-h-24 sm:p-1.5 ${cellClass(d.rating)} ${d.isToday || chosen ? "outline-2 outline-offset-1 outline-ink" : ""} print-keep print:min-h-0 print:ring-1 print:ring-stone-400`}
    >
      <span className="sr-only">{d.label}</span>
      <span aria-hidden="true" className="flex items-baseline justify-between gap-1">
        <span className="text-sm font-semibold tabular-nums sm:text-base">{d.day}</span>
        {d.ratingText ? (
          <span className="text-[0.65rem] font-medium tabular-nums opacity-80 sm:text-xs">
            {d.differs ? (
              // the chart makes the day better or worse than the general one (the page's note says so)
              <span className="mr-0.5 font-bold text-seal" data-differs={d.differs}>
                {d.differs === "better" ? "↑" : "↓"}
              </span>
            ) : null}
            {d.ratingText}
          </span>
        ) : (
          <LockIcon className="size-2.5" />
        )}
      </span>
      {d.ratingWord && !icons ? (
        // the number's word on a screen wide enough for it (the legend and the list say it on narrower ones)
        <span
          aria-hidden="true"
          className="hidden truncate text-xs font-medium lg:block"
          data-testid="board-rating-word"
        >
          {d.ratingWord}
        </span>
      ) : null}
      <span aria-hidden="true" className="flex items-center gap-1 text-[0.65rem] sm:text-xs">
        <PathDot path={d.road} className="size-1.5 sm:size-2" />
        {icons ? (
          <span lang="zh-Hans" className="han">
            {d.officer.zh}
          </span>
        ) : (
          <span className="hidden truncate sm:inline" data-testid="board-officer">
            {d.officer.name}
          </span>
        )}
      </span>
      <span aria-hidden="true" className="text-[0.65rem] tabular-nums opacity-80 sm:text-xs">
        ☾{d.lunarDay}
      </span>
      {d.marks.length > 0 ? (
        <span
          aria-hidden="true"
          className="mt-auto flex flex-wrap items-center gap-0.5 text-[0.65rem] sm:text-xs"
        >
          {d.marks.map((m) => (
            <span key={`${m.kind}-${m.zh}`} className="inline-flex min-w-0 items-center gap-0.5">
              <MarkIcon kind={m.kind} className="size-3 sm:size-3.5" />
              {icons ? null : <span className="hidden truncate sm:inline">{m.short}</span>}
            </span>
          ))}
        </span>
      ) : null}
      {d.isToday ? (
        <span
          aria-hidden="true"
          className="absolute right-1 bottom-1 size-1.5 rounded-full bg-seal ring-1 ring-white"
        />
      ) : null}
    </SmartLink>
  );
}

/** Text mode on a narrow screen: one line a day, everything in words. */
function DayList({ days }: { days: BoardDay[] }) {
  return (
    <ol className="space-y-1 sm:hidden" data-testid="board-list">
      {days.map((d) => (
        <li key={d.date}>
          <SmartLink
            to={d.path}
            data-testid="board-list-day"
            data-date={d.date}
            className={`flex items-start gap-3 rounded-lg px-3 py-2 ${cellClass(d.rating)}`}
          >
            <span className="w-9 shrink-0 text-center">
              <span className="block text-lg font-semibold tabular-nums leading-tight">{d.day}</span>
              <span className="block text-xs">{d.weekdayName}</span>
            </span>
            <span className="min-w-0 flex-1 text-sm">
              <span className="block font-medium">
                {d.ratingLine}
                {d.generalLine ? <span className="font-normal"> ({d.generalLine})</span> : null}
              </span>
              <span className="flex items-center gap-1.5">
                <PathDot path={d.road} />
                {d.officer.name} · ☾{d.lunarDay}
              </span>
              {d.marks.map((m) => (
                <span key={`${m.kind}-${m.zh}`} className="flex items-center gap-1.5">
                  <MarkIcon kind={m.kind} />
                  {m.name}
                </span>
              ))}
            </span>
          </SmartLink>
        </li>
      ))}
    </ol>
  );
}

export function MonthBoardTable({
  board,
  mode,
  chosen,
  prevPath,
  nextPath,
  keysHint,
}: {
  board: MonthBoard;
  mode: TagsMode;
  /** The day asked for by the date picker, "YYYY-MM-DD": outlined and focused first. */
  chosen: string | null;
  prevPath: string | null;
  nextPath: string | null;
  /** How the keys move, said to screen readers when the grid gets focus. */
  keysHint: string;
}) {
  const navigate = useNavigate();
  const table = useRef<HTMLTableElement>(null);
  /** The day to focus once the neighbouring month the keys asked for is shown. */
  const pending = useRef<string | null>(null);
  const initial = chosen ?? board.days.find((d) => d.isToday)?.date ?? board.days[0]?.date ?? "";
  const [focusDate, setFocusDate] = useState(initial);
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => setEnhanced(true), []);
  useEffect(() => {
    const wanted = pending.current;
    if (wanted && board.days.some((d) => d.date === wanted)) {
      pending.current = null;
      setFocusDate(wanted);
      table.current?.querySelector<HTMLElement>(`[data-date="${wanted}"]`)?.focus();
    } else setFocusDate(initial);
  }, [board, initial]);

  function go(next: string) {
    if (board.days.some((d) => d.date === next)) {
      setFocusDate(next);
      table.current?.querySelector<HTMLElement>(`[data-date="${next}"]`)?.focus();
      return;
    }
    const to = next < (board.days[0]?.date ?? "") ? prevPath : nextPath;
    if (!to) return;
    pending.current = next;
    navigate(to);
  }

  function onKeyDown(e: KeyboardEvent<HTMLTableElement>) {
    const date = (e.target as HTMLElement).getAttribute("data-date");
    if (!date || e.altKey || e.ctrlKey || e.metaKey) return;
    const i = board.days.findIndex((d) => d.date === date);
    if (i < 0) return;
    let next: string | null;
    if (e.key in STEPS || e.key in MONTH_STEPS) next = stepFrom(date, e.key);
    else if (e.key === "Home" || e.key === "End") {
      // the week's first or last day, within the month the grid shows
      const col = (board.lead + i) % 7;
      const j = e.key === "Home" ? Math.max(i - col, 0) : Math.min(i + 6 - col, board.days.length - 1);
      next = board.days[j]!.date;
    } else return;
    e.preventDefault();
    if (next) go(next);
  }

  const tabIndexOf = (d: BoardDay) => (enhanced ? (d.date === focusDate ? 0 : -1) : undefined);
  return (
    <>
      <WeekTable
        ref={table}
        weekdays={board.weekdays}
        days={board.days}
        lead={board.lead}
        caption={board.title}
        captionClass="sr-only"
        cellClass="h-px p-0 align-top"
        cell={(d) => <Cell d={d} mode={mode} chosen={d.date === chosen} tabIndex={tabIndexOf(d)} />}
        onKeyDown={onKeyDown}
        className={`w-full table-fixed border-separate border-spacing-1 ${mode === "text" ? "max-sm:hidden" : ""}`}
        data-testid="month-board"
        data-mode={mode}
        aria-describedby={enhanced ? "month-keys" : undefined}
      />
      {enhanced ? (
        <p id="month-keys" hidden>
          {keysHint}
        </p>
      ) : null}
      {mode === "text" ? <DayList days={board.days} /> : null}
    </>
  );
}
