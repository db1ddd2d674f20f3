/** The month as a table of weeks (Monday first): each day a link with its rating colour and lunar day. */
import type { ReactNode } from "react";
import type { MonthGrid } from "../../lib/month-view.ts";
import { SmartLink } from "../behaviour/smart-link.tsx";
import { cellClass, LockIcon } from "./rating.tsx";
import { WeekTable } from "./week-table.tsx";

export function MonthGridTable({
  grid,
  selected,
  size = "md",
  caption,
}: {
  grid: MonthGrid;
  /** The day shown on the page, "YYYY-MM-DD". */
  selected?: string;
  size?: "sm" | "md";
  /** The caption, visible; the month's title by default. */
  caption?: ReactNode;
}) {
  const big = size === "md";
  return (
    <WeekTable
      weekdays={grid.weekdays}
      days={grid.days}
      lead={grid.lead}
      caption={caption ?? <span className="font-semibold">{grid.title}</span>}
      captionClass="mb-2 text-left"
      cellClass="p-0"
      cell={(d) => (
        <SmartLink
          to={d.path}
          aria-current={d.date === selected ? "date" : undefined}
          data-testid="grid-day"
          data-date={d.date}
          data-rating={d.rating ?? "locked"}
          className={`relative flex flex-col items-center justify-center rounded-lg leading-none hover:ring-2 hover:ring-stone-500 ${big ? "h-14 sm:h-16" : "h-11"} ${cellClass(d.rating)} ${d.date === selected ? "outline-2 outline-offset-1 outline-ink" : ""}`}
        >
          <span className="sr-only">{d.label}</span>
          <span
            aria-hidden="true"
            className={`font-semibold tabular-nums ${big ? "text-base sm:text-lg" : "text-sm"}`}
          >
            {d.day}
          </span>
          <span
            aria-hidden="true"
            className={`mt-1 tabular-nums opacity-80 ${big ? "text-xs" : "text-[0.65rem]"}`}
          >
            {d.locked ? <LockIcon className="inline size-2.5 align-[-1px]" /> : "☾"}
            {d.lunarDay}
          </span>
          {d.isToday ? (
            <span
              aria-hidden="true"
              className="absolute right-1 top-1 size-1.5 rounded-full bg-seal ring-1 ring-white"
            />
          ) : null}
        </SmartLink>
      )}
      className="w-full table-fixed border-separate border-spacing-1"
      data-testid="month-grid"
    />
  );
}
