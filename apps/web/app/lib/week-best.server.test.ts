import type { MonthDayInfo, MonthInfo } from "@bazi/contracts";
import { describe, expect, it } from "vitest";
import { weekBest, weekMonths } from "./week-best.server.ts";

/** A month whose days have the given ratings (by day of the month; the rest 0). */
function month(year: number, m: number, ratings: Record<number, number | null>): MonthInfo {
  const n = new Date(Date.UTC(year, m, 0)).getUTCDate();
  const days = Array.from({ length: n }, (_, i) => {
    const date = `${year}-${String(m).padStart(2, "0")}-${String(i + 1).padStart(2, "0")}`;
    const rating = ratings[i + 1] === undefined ? 0 : ratings[i + 1]!;
    return { date, day: i + 1, rating, locked: rating === null } as MonthDayInfo;
  });
  return { year, month: m, today: "", lastPublic: "", days };
}

describe("the best days of the week ahead", () => {
  it("looks at the seven days after today, across a month's end", () => {
    expect(weekMonths({ year: 2026, month: 11, day: 21 })).toEqual([{ year: 2026, month: 11 }]);
    expect(weekMonths({ year: 2026, month: 11, day: 28 })).toEqual([
      { year: 2026, month: 11 },
      { year: 2026, month: 12 },
    ]);
    const days = weekBest("ru", { year: 2026, month: 11, day: 28 }, [
      // today (+3) and the eighth day (+3) are not the week ahead
      month(2026, 11, { 28: 3, 29: 1, 30: 2 }),
      month(2026, 12, { 1: 2, 2: 2, 3: -1, 5: 3, 6: 3 }),
    ]);
    // the highest first; rated alike, the earlier date; three at most
    expect(days.map((d) => d.date)).toEqual(["2026-12-05", "2026-11-30", "2026-12-01"]);
    expect(days[0]).toEqual({
      date: "2026-12-05",
      path: "/2026/12/05",
      dateText: "суббота, 5 декабря",
      value: 3,
      valueText: "+3",
      word: "превосходный",
    });
  });

  it("names only favourable days, in the page's language", () => {
    const days = weekBest("en", { year: 2026, month: 11, day: 1 }, [
      month(2026, 11, { 2: 1, 3: null, 4: -2 }),
    ]);
    expect(days).toEqual([
      {
        date: "2026-11-02",
        path: "/en/2026/11/02",
        dateText: "Monday 2 November",
        value: 1,
        valueText: "+1",
        word: "auspicious",
      },
    ]);
    expect(weekBest("ru", { year: 2026, month: 11, day: 1 }, [month(2026, 11, {})])).toEqual([]);
  });
});
