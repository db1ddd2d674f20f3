/**
 * A saved chart's Personal Calendar on the chart's page (/bazi/{uuid}, issue 39 item 5): how long it runs, with
 * "Extend", or what it gives, with "Activate the Personal Calendar"; both lead to the checkout for that chart
 * (/personal/{uuid}). Its texts come made from the loader (lib/chart-calendar.server.ts), so the payments catalog
 * stays out of the page's script.
 */
import { Link } from "react-router";
import { TitledCard } from "../chrome/titled-card.tsx";

/** The block as the loader makes it, in the page's language. */
export interface ChartCalendarView {
  /** active: paid until a date; inactive: no paid Personal Calendar. */
  state: "active" | "inactive";
  title: string;
  /** "Active until 21 May 2027." or what it gives. */
  text: string;
  /** "Extend" or "Activate the Personal Calendar". */
  action: string;
  /** The checkout for the chart. */
  href: string;
}

const PRIMARY = "bg-stone-900 text-white hover:bg-stone-700";
const SECONDARY = "border border-stone-300 bg-white text-stone-800 hover:border-stone-500";

export function ChartCalendar({ view }: { view: ChartCalendarView }) {
  const active = view.state === "active";
  return (
    <div className="mt-6 print:hidden" data-testid="saved-chart-calendar" data-state={view.state}>
      <TitledCard title={view.title}>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-stone-800" data-testid="saved-chart-calendar-text">
            {view.text}
          </p>
          <Link
            to={view.href}
            className={`inline-flex items-center rounded-full px-4 py-2 text-sm font-semibold ${active ? SECONDARY : PRIMARY}`}
            data-testid={active ? "saved-chart-extend" : "saved-chart-activate"}
          >
            {view.action}
          </Link>
        </div>
      </TitledCard>
    </div>
  );
}
