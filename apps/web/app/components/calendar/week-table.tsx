/**
 * A month as a table of weeks (Monday first), the shell shared by the day page's small month (month-grid.tsx) and
 * the month page's calendar (month-board.tsx): the caption, the weekdays' header row, and a row a week whose days
 * are drawn by `cell` and whose places before the first and after the last day are empty cells. Other attributes go to the table as given (its classes, test id, a ref, a key handler).
 */
import type { ReactNode, Ref, TableHTMLAttributes } from "react";
import { weeksOf } from "../../lib/month-view.ts";

export function WeekTable<D extends { date: string }>({
  weekdays,
  days,
  lead,
  caption,
  captionClass,
  cellClass,
  cell,
  ...table
}: {
  /** The weekdays' names, Monday first. */
  weekdays: readonly string[];
  days: readonly D[];
  /** Empty cells before the first day. */
  lead: number;
  caption: ReactNode;
  captionClass: string;
  /** The classes of a day's cell. */
  cellClass: string;
  cell: (d: D) => ReactNode;
} & Omit<TableHTMLAttributes<HTMLTableElement>, "children"> & {
    ref?: Ref<HTMLTableElement>;
    "data-testid": string;
    "data-mode"?: string;
  }) {
  return (
    <table {...table}>
      <caption className={captionClass}>{caption}</caption>
      <thead>
        <tr>
          {weekdays.map((w) => (
            <th key={w} scope="col" className="pb-1 text-center text-xs font-medium text-stone-600">
              {w}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeksOf(days, lead).map((week) => (
          <tr key={week.find(Boolean)?.date}>
            {week.map((d, i) =>
              d ? (
                <td key={d.date} className={cellClass}>
                  {cell(d)}
                </td>
              ) : (
                // biome-ignore lint/suspicious/noArrayIndexKey: empty cells have no identity but their place
                <td key={`empty-${i}`} />
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
