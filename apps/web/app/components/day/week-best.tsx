/**
 * The home page's best days of the week ahead (lib/week-best.server.ts, which words the block): each day in words
 * with its rating, a link to the day; for a Personal Calendar, by the chart's own ratings, and the heading says so.
 */
import { Link } from "react-router";
import type { WeekBestBlock } from "../../lib/week-best.server.ts";
import { RatingBadge } from "../calendar/rating.tsx";

export function WeekBest({ block }: { block: WeekBestBlock }) {
  return (
    <section aria-labelledby="week-best-title" className="mt-4" data-testid="week-best">
      <h2 id="week-best-title" className="text-xs font-semibold uppercase tracking-[0.08em] text-stone-600">
        {block.title}
      </h2>
      {block.days.length ? (
        <ul className="mt-2 flex flex-wrap gap-x-5 gap-y-2">
          {block.days.map((d) => (
            <li
              key={d.date}
              className="flex items-center gap-2"
              data-testid="week-best-day"
              data-rating={d.value}
            >
              <Link
                to={d.path}
                className="font-medium text-stone-900 underline decoration-stone-300 underline-offset-4 hover:decoration-stone-700"
              >
                {d.dateText}
              </Link>
              <RatingBadge size="sm" value={d.value} valueText={d.valueText} word={d.word} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-1 text-sm text-stone-700" data-testid="week-best-none">
          {block.none}
        </p>
      )}
    </section>
  );
}
