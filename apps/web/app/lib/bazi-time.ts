/** Dates of a chart's pillars in the chart's zone, the same on the server and in the browser. */
import { dateFormat } from "@bazi/i18n";

type AnnualPillar = { startsAt: string };

/** "YYYY-MM-DD": the civil date of an instant in a zone (the same on the server and in the browser). */
export function civilDate(instant: string | number, timeZone: string): string {
  const parts = dateFormat("en-US", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).formatToParts(new Date(instant));
  const part = (t: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === t)?.value ?? "";
  return `${part("year")}-${part("month")}-${part("day")}`;
}

/** Mean length of a tropical year: from one Lichun to the next within minutes. */
const TROPICAL_YEAR_MS = 365.2422 * 86_400_000;

/**
 * The annual pillar in force on `today` ("YYYY-MM-DD" from the server's clock, in the chart's zone), or -1: the
 * last pillar that began on or before today, unless the list ends and its year is over. The day of Lichun
 * counts as the new year's.
 */
export function currentAnnualIndex(annual: readonly AnnualPillar[], today: string, timeZone: string): number {
  for (let i = annual.length - 1; i >= 0; i--) {
    const a = annual[i]!;
    if (civilDate(a.startsAt, timeZone) > today) continue;
    if (i < annual.length - 1) return i;
    const next = civilDate(Date.parse(a.startsAt) + TROPICAL_YEAR_MS, timeZone);
    return today < next ? i : -1;
  }
  return -1;
}
