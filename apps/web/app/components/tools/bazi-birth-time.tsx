/**
 * How much the chart depends on its birth time, shown at the end of the reading's strength section, beside the
 * verdict: for a chart without the hour, for how many of the twelve hours the verdict and the useful element hold;
 * then each instant within 30 minutes of the birth (within the day of birth when the hour is unknown) where a
 * pillar changes, in the engine's sentence ("if you were born after 10:12:51 …", with the other side's verdict and
 * useful element when they differ). Nothing when no pillar changes near a known time. The words are the chart
 * JSON's (`sensitivity`, docs/bazi-birth-time.md): none of its own, to keep the page's script small.
 */
import type { ChartJson } from "./bazi-chart.tsx";

export function BirthTimeNote({ chart }: { chart: ChartJson }) {
  const { boundaries, hours } = chart.sensitivity;
  if (boundaries.length === 0 && !hours) return null;
  return (
    <ul
      className="mt-3 space-y-1 rounded-xl border border-stone-200 bg-stone-50 px-4 py-3 text-sm text-stone-800"
      data-testid="birth-time"
    >
      {hours ? <li data-testid="birth-time-hours">{hours.text}</li> : null}
      {boundaries.map((b) => {
        const differs = b.verdictDiffers || b.usefulDiffers;
        return (
          <li
            key={b.utc}
            data-testid="birth-time-boundary"
            data-kind={b.kind}
            data-differs={differs ? "true" : undefined}
            className={differs ? "font-medium text-amber-950" : undefined}
          >
            {b.text}
          </li>
        );
      })}
    </ul>
  );
}
