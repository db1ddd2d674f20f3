/** The «← October 2026 · December 2026 →» links of the month, year and events pages. */
import { Link } from "react-router";

const pill =
  "inline-flex items-center gap-1.5 rounded-full border border-stone-300 bg-white px-3.5 py-1.5 text-sm font-medium hover:border-stone-500";

export interface NavTarget {
  path: string;
  /** What the link shows («Октябрь 2026», «2025»). */
  title: string;
  /** What it says to screen readers («Предыдущий месяц: Октябрь 2026»). */
  label: string;
}

export function PrevNextNav({
  label,
  prev,
  next,
  testIds,
  className = "mt-5",
}: {
  /** The navigation's name. */
  label: string;
  prev: NavTarget | null;
  next: NavTarget | null;
  testIds: [string, string];
  className?: string;
}) {
  return (
    <nav aria-label={label} className={`flex flex-wrap justify-between gap-2 print:hidden ${className}`}>
      {prev ? (
        <Link to={prev.path} className={pill} data-testid={testIds[0]} aria-label={prev.label}>
          <span aria-hidden="true">←</span> {prev.title}
        </Link>
      ) : (
        <span />
      )}
      {next ? (
        <Link to={next.path} className={pill} data-testid={testIds[1]} aria-label={next.label}>
          {next.title} <span aria-hidden="true">→</span>
        </Link>
      ) : null}
    </nav>
  );
}
