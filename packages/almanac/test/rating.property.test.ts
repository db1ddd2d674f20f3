/**
 * The hard rules of the day ratings (docs/domain.md §8), as invariants over 1900–2100: whatever the good stars,
 * a Month Breaker (月破) day is at most −2, a Year Breaker (岁破) day is at least as bad (at most −2), and a day that
 * clashes with the person's natal year or day branch is at most −1 for them and never better than it is for
 * everyone. Every day of 2020–2030 is checked (where the additive score alone let 岁破 days reach +1), and random
 * days and natal charts over the whole range.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { civilFromJdn, jdn } from "../src/cycle.ts";
import { type GeneralDay, generalDay } from "../src/day.ts";
import { personalDay } from "../src/personal.ts";

const TZ = "Europe/Moscow";
const MONTH_BREAKER = 6; // the officer 破

function expectGeneralRules(day: GeneralDay) {
  const r = day.rating.value;
  if (day.officer.index === MONTH_BREAKER) {
    expect(r, `${day.date} 月破`).toBeLessThanOrEqual(-2);
    expect(day.rating.reasons.map((x) => x.factor)).toContain("officer");
  }
  if (day.stars.includes("suiPo")) expect(r, `${day.date} 岁破`).toBeLessThanOrEqual(-2);
  // the activities and themes of a breaker day are held down as well
  if (day.officer.index === MONTH_BREAKER || day.stars.includes("suiPo"))
    for (const cap of day.basis.caps) expect(cap.max).toBeLessThanOrEqual(-2);
}

describe("the hard rules of the general day", () => {
  it("every day of 2020–2030: 月破 and 岁破 days are at most −2", () => {
    let breakers = 0;
    for (let n = jdn(2020, 1, 1); n <= jdn(2030, 12, 31); n++) {
      const day = generalDay(civilFromJdn(n), TZ);
      if (day.stars.includes("suiPo") || day.officer.index === MONTH_BREAKER) breakers++;
      expectGeneralRules(day);
    }
    // about one day in twelve is a month breaker and as many a year breaker
    expect(breakers).toBeGreaterThan(500);
  });

  it("random days 1900–2100 keep the same rules", () => {
    fc.assert(
      fc.property(fc.integer({ min: jdn(1900, 2, 1), max: jdn(2100, 12, 30) }), (n) =>
        expectGeneralRules(generalDay(civilFromJdn(n), TZ)),
      ),
      { numRuns: 2000 },
    );
  });
});

describe("the hard rule of a personal day", () => {
  it("a clash with the natal year or day branch: at most −1, and no better than the general day", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: jdn(1900, 2, 1), max: jdn(2100, 12, 30) }),
        fc.integer({ min: 0, max: 59 }),
        fc.integer({ min: 0, max: 59 }),
        (n, yearPillar, dayPillar) => {
          const day = generalDay(civilFromJdn(n), TZ);
          const p = personalDay(day, { yearPillar, dayPillar });
          const clash = p.stars.includes("clashYear") || p.stars.includes("clashDay");
          if (!clash) return;
          expect(p.rating.value).toBeLessThanOrEqual(-1);
          expect(p.rating.value).toBeLessThanOrEqual(day.rating.value);
          for (const t of p.themes) expect(t.rating.value).toBeLessThanOrEqual(-1);
        },
      ),
      { numRuns: 3000 },
    );
  });

  it("the same holds for the hours that clash with the natal branches", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: jdn(1900, 2, 1), max: jdn(2100, 12, 30) }),
        fc.integer({ min: 0, max: 59 }),
        fc.integer({ min: 0, max: 59 }),
        (n, yearPillar, dayPillar) => {
          const p = personalDay(generalDay(civilFromJdn(n), TZ), { yearPillar, dayPillar });
          for (const h of p.hours)
            if (h.stars.includes("clashYear") || h.stars.includes("clashDay"))
              expect(h.rating.value).toBeLessThanOrEqual(-1);
        },
      ),
      { numRuns: 500 },
    );
  });
});
