/**
 * The order of the days a user is shown is the order the page states (issue 39, item 6): /predict lists the
 * month's days by their rating, then the earlier date; /predict/event by the almanac's own 宜 first, then the
 * score, then the earlier date — every key one the page shows.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { THEMES } from "../src/names/activities.ts";
import { EVENT_IDS } from "../src/names/events.ts";
import { byRating, predict } from "../src/predict.ts";
import { selectDates } from "../src/select.ts";

const MOSCOW = { lat: 55.7558, lng: 37.6173, tz: "Europe/Moscow" };

/** A month of 2025–2028. */
const month = fc.record({
  year: fc.integer({ min: 2025, max: 2028 }),
  month: fc.integer({ min: 1, max: 12 }),
});
const lastDay = (y: number, m: number) => new Date(Date.UTC(y, m, 0)).getUTCDate();

describe("predict: by the rating, then the earlier date", () => {
  it("byRating puts the higher rating first and, rated alike, the earlier date", () => {
    const day = fc.record({
      date: fc
        .integer({ min: 0, max: 400 })
        .map((n) => new Date(Date.UTC(2026, 0, 1 + n)).toISOString().slice(0, 10)),
      rating: fc.record({ value: fc.integer({ min: -3, max: 3 }) }),
    });
    fc.assert(
      fc.property(fc.uniqueArray(day, { selector: (d) => d.date, maxLength: 40 }), (days) => {
        const sorted = [...days].sort(byRating);
        for (let i = 1; i < sorted.length; i++) {
          const [a, b] = [sorted[i - 1]!, sorted[i]!];
          expect(
            a.rating.value > b.rating.value || (a.rating.value === b.rating.value && a.date < b.date),
          ).toBe(true);
        }
      }),
    );
  });

  it("the best days are the month's days rated +2 or better, in that order, the earliest of equals kept", () => {
    fc.assert(
      fc.property(month, fc.constantFrom(...THEMES.map((t) => t.id)), ({ year, month: m }, theme) => {
        const r = predict({
          theme,
          from: { year, month: m, day: 1 },
          to: { year, month: m, day: lastDay(year, m) },
          place: MOSCOW,
          best: 5,
        });
        const expected = r.days
          .filter((d) => d.rating.value >= 2)
          .sort((a, b) => b.rating.value - a.rating.value || a.date.localeCompare(b.date))
          .slice(0, 5)
          .map((d) => d.date);
        expect(r.best.map((d) => d.date)).toEqual(expected);
      }),
      { numRuns: 12 },
    );
  });
});

describe("select: the almanac's 宜 first, then the score, then the earlier date", () => {
  it("the chosen days are sorted by the keys the page states", () => {
    fc.assert(
      fc.property(month, fc.constantFrom(...EVENT_IDS), ({ year, month: m }, event) => {
        const r = selectDates({
          event,
          from: { year, month: m, day: 1 },
          to: { year, month: m, day: lastDay(year, m) },
          place: MOSCOW,
          people: [],
          best: 100,
        });
        for (let i = 1; i < r.days.length; i++) {
          const [a, b] = [r.days[i - 1]!, r.days[i]!];
          const inOrder =
            (a.recommended && !b.recommended) ||
            (a.recommended === b.recommended &&
              (a.score > b.score || (a.score === b.score && a.date < b.date)));
          expect(inOrder, `${a.date} before ${b.date}`).toBe(true);
        }
        for (const d of r.days) expect(d.score).toBeGreaterThan(0);
      }),
      { numRuns: 12 },
    );
  });
});
