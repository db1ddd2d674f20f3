/** Natal pillars from their characters, as chart-relations.ts and day-master.ts take them ("甲子", …; hour optional). */
import type { PlacedPillar } from "../../src/chart-relations.ts";
import { pillarIndexOf } from "../../src/cycle.ts";

export const placedChart = (year: string, month: string, day: string, hour?: string): PlacedPillar[] =>
  (
    [
      ["year", year],
      ["month", month],
      ["day", day],
      ["hour", hour],
    ] as const
  ).flatMap(([position, zh]) => {
    if (!zh) return [];
    const i = pillarIndexOf(zh);
    return [{ position, stem: i % 10, branch: i % 12 }];
  });
