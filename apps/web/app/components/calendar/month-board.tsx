/**
 * The month page's calendar: a grid of weeks (Monday first) whose cells show the date, the rating, the lunar day,
 * the day officer, the Yellow or Black Path and the date's marks — as characters and pictograms in icon mode, in
 * words in text mode. On narrow screens text mode is a list of days (words do not fit seven to a row).
 * Keyboard: once the script runs, the grid is one tab stop (the chosen or first day) and the arrow keys, Home and
 * End move between days, Page Up and Page Down go to the neighbouring month; without the script every day is a
 * link in the tab order.
 */
import { type KeyboardEvent, useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import type { BoardDay, MonthBoard } from "../../lib/month-board.server.ts";
import { SmartLink } from "../behaviour/smart-link.tsx";
import { MarkIcon, PathDot } from "./mark-icon.tsx";
import { cellClass, LockIcon } from "./rating.tsx";
import type { TagsMode } from "./tags.tsx";
import { WeekTable } from "./week-table.tsx";

const MOVES: Record<string, (i: number, n: number, col: number) => number> = {
  ArrowLeft: (i) => i - 1,
  ArrowRight: (i) => i + 1,
  ArrowUp: (i) => i - 7,
  ArrowDown: (i) => i + 7,
  Home: (i, _n, col) => i - col,
  End: (i, _n, col) => i + (6 - col),
};

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
      <span aria-hidden="true" className="flex items-center gap-1 text-[0.65rem] sm:text-xs">
        <PathDot path={d.road} className="size-1.5 sm:size-2" />
        {icons ? (
          <span lang="zh-Hans" className="han">
            {d.officer.zh}
          </span>
        ) : (
          <span className="hidden truncate sm:inline">{d.officer.name}</span>
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
  const initial = chosen ?? board.days.find((d) => d.isToday)?.date ?? board.days[0]?.date ?? "";
  const [focusDate, setFocusDate] = useState(initial);
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => setEnhanced(true), []);
  useEffect(() => setFocusDate(initial), [initial]);

  function onKeyDown(e: KeyboardEvent<HTMLTableElement>) {
    const target = e.target as HTMLElement;
    const date = target.getAttribute("data-date");
    if (!date) return;
    if (e.key === "PageUp" || e.key === "PageDown") {
      const to = e.key === "PageUp" ? prevPath : nextPath;
      if (to) {
        e.preventDefault();
        navigate(to);
      }
      return;
    }
    const move = MOVES[e.key];
    if (!move) return;
    const i = board.days.findIndex((d) => d.date === date);
    const col = (board.lead + i) % 7;
    const j = Math.min(Math.max(move(i, board.days.length, col), 0), board.days.length - 1);
    e.preventDefault();
    const next = board.days[j]!.date;
    setFocusDate(next);
    table.current?.querySelector<HTMLElement>(`[data-date="${next}"]`)?.focus();
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
