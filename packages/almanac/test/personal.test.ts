import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { civilFromJdn, jdn, pillarIndexOf } from "../src/cycle.ts";
import { generalDay } from "../src/day.ts";
import { personalDay, personalFactors } from "../src/personal.ts";
import { predict } from "../src/predict.ts";

const MOSCOW = { lat: 55.7558, lng: 37.6173, tz: "Europe/Moscow" };
// A natal chart born 1990-05-15 14:30 Moscow: year 庚午, day 庚辰 (see chart tests).
const natal = { yearPillar: pillarIndexOf("庚午"), dayPillar: pillarIndexOf("庚辰") };

describe("personal stars of a day against a natal chart", () => {
  it("a 子 day clashes with a 午 year sign; a 戌 day clashes with a 辰 day branch", () => {
    expect(personalFactors(natal, pillarIndexOf("甲子")).stars).toContain("clashYear");
    const f = personalFactors(natal, pillarIndexOf("甲戌"));
    expect(f.stars).toContain("clashDay");
    // 甲庚 is a stem clash and 戌辰 a branch clash: 甲戌 against 庚辰 is heaven-strikes-earth-clash
    expect(f.stars).toContain("heavenEarthClash");
    expect(f.caps.map((c) => c.factor)).toContain("cap.heavenEarthClash");
  });

  it("nobleman of 庚 falls on 丑 and 未 days; academic of 庚 on 亥; prosperity of 庚 on 申; goat blade on 酉", () => {
    expect(personalFactors(natal, pillarIndexOf("乙丑")).stars).toContain("noblemanDay");
    expect(personalFactors(natal, pillarIndexOf("丁亥")).stars).toContain("academic");
    expect(personalFactors(natal, pillarIndexOf("壬申")).stars).toContain("prosperity");
    const blade = personalFactors(natal, pillarIndexOf("癸酉"));
    expect(blade.stars).toContain("goatBlade");
    expect(blade.themeBonus.health?.[0]?.effect).toBeLessThan(0);
  });

  it("the void of 庚辰 (xun 甲戌) is 申酉; travelling horse of 午/辰 triads is 申/寅; peach blossom 卯/酉", () => {
    expect(personalFactors(natal, pillarIndexOf("壬申")).stars).toEqual(
      expect.arrayContaining(["void", "travellingHorse"]),
    );
    expect(personalFactors(natal, pillarIndexOf("丙寅")).stars).toContain("travellingHorse");
    expect(personalFactors(natal, pillarIndexOf("乙卯")).stars).toContain("peachBlossom");
  });

  it("harmonies, harms and punishments with the natal day branch 辰", () => {
    expect(personalFactors(natal, pillarIndexOf("乙酉")).stars).toContain("sixHarmony"); // 辰酉
    expect(personalFactors(natal, pillarIndexOf("戊子")).stars).toContain("threeHarmony"); // 申子辰
    expect(personalFactors(natal, pillarIndexOf("乙卯")).stars).toContain("sixHarm"); // 卯辰
    expect(personalFactors(natal, pillarIndexOf("庚辰")).stars).toContain("punishment"); // 辰辰 self
  });

  it("a personal day adds P to G, and every rating stays in range with reasons", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: jdn(1900, 2, 1), max: jdn(2100, 12, 30) }),
        fc.integer({ min: 0, max: 59 }),
        fc.integer({ min: 0, max: 59 }),
        (n, y, d) => {
          const day = generalDay(civilFromJdn(n), "Europe/Moscow");
          const p = personalDay(day, { yearPillar: y, dayPillar: d });
          const f = personalFactors({ yearPillar: y, dayPillar: d }, day.pillars.day.index);
          const expected = day.rating.score + f.reasons.reduce((s, r) => s + r.effect, 0);
          expect(p.rating.score).toBeCloseTo(expected, 6);
          for (const r of [p.rating, ...p.themes.map((t) => t.rating), ...p.hours.map((h) => h.rating)]) {
            expect(Math.abs(r.value)).toBeLessThanOrEqual(3);
            if (r.value !== 0) expect(r.reasons.some((x) => x.effect !== 0)).toBe(true);
          }
          if (f.stars.includes("heavenEarthClash")) expect(p.rating.value).toBeLessThanOrEqual(-2);
        },
      ),
      { numRuns: 150 },
    );
  });
});

describe("predict", () => {
  it("a month for a theme: one rated day per date, best days sorted and rated +2 or higher", () => {
    const r = predict({
      theme: "business",
      from: { year: 2027, month: 3, day: 1 },
      to: { year: 2027, month: 3, day: 31 },
      place: MOSCOW,
      best: 5,
    });
    expect(r.days).toHaveLength(31);
    expect(r.days[0]!.date).toBe("2027-03-01");
    expect(r.days[30]!.date).toBe("2027-03-31");
    expect(r.best.length).toBeLessThanOrEqual(5);
    for (let i = 1; i < r.best.length; i++)
      expect(r.best[i - 1]!.rating.value).toBeGreaterThanOrEqual(r.best[i]!.rating.value);
    for (const b of r.best) expect(b.rating.value).toBeGreaterThanOrEqual(2);
    // the best days are the top of the month, and every +2 or better day is among them (up to the count)
    const top = Math.max(...r.days.map((d) => d.rating.value));
    if (top >= 2) expect(r.best[0]!.rating.value).toBe(top);
    else expect(r.best).toEqual([]);
    const good = r.days.filter((d) => d.rating.value >= 2).length;
    expect(r.best.length).toBe(Math.min(5, good));
  });

  it("an activity, personal: the chart changes the ratings on clash days", () => {
    const base = predict({
      activity: "marriage",
      from: { year: 2027, month: 1, day: 1 },
      to: { year: 2027, month: 12, day: 31 },
      place: MOSCOW,
    });
    const mine = predict({
      activity: "marriage",
      from: { year: 2027, month: 1, day: 1 },
      to: { year: 2027, month: 12, day: 31 },
      place: MOSCOW,
      natal,
    });
    expect(mine.days).toHaveLength(365);
    expect(mine.personal).toBe(true);
    const clashDays = mine.days.filter((d) =>
      d.rating.reasons.some((x) => x.factor.startsWith("personal.clash")),
    );
    expect(clashDays.length).toBeGreaterThan(40);
    for (const d of clashDays) {
      const g = base.days.find((x) => x.date === d.date)!;
      expect(d.rating.value).toBeLessThanOrEqual(g.rating.value);
    }
  });

  it("bad input names the field", () => {
    const from = { year: 2027, month: 3, day: 1 };
    expect(() => predict({ theme: "gold", from, to: from, place: MOSCOW })).toThrow(
      expect.objectContaining({ field: "theme" }),
    );
    expect(() => predict({ activity: "flying", from, to: from, place: MOSCOW })).toThrow(
      expect.objectContaining({ field: "activity" }),
    );
    expect(() => predict({ from, to: { year: 2027, month: 2, day: 30 }, place: MOSCOW })).toThrow(
      expect.objectContaining({ field: "to" }),
    );
    expect(() => predict({ from, to: { year: 2029, month: 3, day: 1 }, place: MOSCOW })).toThrow(
      expect.objectContaining({ field: "to" }),
    );
    expect(() => predict({ from, to: from, place: { lat: 95, lng: 0 } })).toThrow(
      expect.objectContaining({ field: "lat" }),
    );
  });
});
