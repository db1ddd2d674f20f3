/**
 * The hard rules of the day ratings (docs/domain.md §8), as invariants over 1900–2100: whatever the good stars,
 * a Month Breaker (月破) day is at most −2, a Year Breaker (岁破) day is at least as bad (at most −2), a day whose
 * 宜 holds 馀事勿取 ("nothing else": only a few narrow activities suit it) is never positive, a day with 诸事不宜
 * (in 忌 or in 宜) is at most −2, a day that lists four or more of the eight major activities to avoid is at most
 * +1, and a day that clashes with the person's natal year or day branch is at most −1 for them and never better
 * than it is for everyone. No rating lists a factor twice, nor 岁破 or 月破 twice (a cap that bites folds the
 * reason about its own fact). Every day of 2020–2030 is checked (where the additive score alone let 岁破 days
 * reach +1), and random days and natal charts over the whole range.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { civilFromJdn, jdn } from "../src/cycle.ts";
import { dayActivities, dayThemes, type GeneralDay, generalDay } from "../src/day.ts";
import { MAJOR_ACTIVITIES } from "../src/major-activities.ts";
import { ACTIVITIES, activityByKey, NOTHING_ELSE, NOTHING_SUITABLE } from "../src/names/activities.ts";
import { reasonText } from "../src/names/reasons.ts";
import { personalDay } from "../src/personal.ts";
import type { Rating } from "../src/rating.ts";

const TZ = "Europe/Moscow";
const MONTH_BREAKER = 6; // the officer 破

/** How many of the eight major activities the day lists to avoid: some key activity in 忌, none in 宜. */
function majorAvoided(day: GeneralDay): number {
  return MAJOR_ACTIVITIES.filter(
    (m) => m.activities.some((a) => day.ji.includes(a)) && !m.activities.some((a) => day.yi.includes(a)),
  ).length;
}

/** No factor twice, 岁破 once at most, and 月破 (the officer 破) once, in any of the day's ratings. */
function expectEachFactOnce(day: GeneralDay, rating: Rating, what: string) {
  const factors = rating.reasons.map((x) => x.factor);
  const count = (...fs: string[]) => factors.filter((f) => fs.includes(f)).length;
  const ok =
    new Set(factors).size === factors.length &&
    count("star.suiPo", "cap.yearBreaker") <= 1 &&
    (day.officer.index !== MONTH_BREAKER || count("officer", "cap.monthBreaker") === 1);
  // checked without expect first: the loop below checks some 130 000 ratings
  if (!ok) expect.fail(`${day.date} ${what}: ${factors.join(", ")}`);
}

function expectGeneralRules(day: GeneralDay) {
  const r = day.rating.value;
  if (day.officer.index === MONTH_BREAKER) expect(r, `${day.date} 月破`).toBeLessThanOrEqual(-2);
  if (day.stars.includes("suiPo")) {
    expect(r, `${day.date} 岁破`).toBeLessThanOrEqual(-2);
    const factors = day.rating.reasons.map((x) => x.factor);
    expect(factors.includes("star.suiPo") || factors.includes("cap.yearBreaker"), day.date).toBe(true);
  }
  // the activities and themes of a breaker day are held down as well
  if (day.officer.index === MONTH_BREAKER || day.stars.includes("suiPo"))
    for (const cap of day.basis.caps) expect(cap.max).toBeLessThanOrEqual(-2);
  if (day.yi.includes(NOTHING_ELSE)) expect(r, `${day.date} 馀事勿取`).toBeLessThanOrEqual(0);
  if (day.yi.includes(NOTHING_SUITABLE) || day.ji.includes(NOTHING_SUITABLE))
    expect(r, `${day.date} 诸事不宜`).toBeLessThanOrEqual(-2);
  if (majorAvoided(day) >= 4)
    expect(r, `${day.date} ${majorAvoided(day)} of 8 to avoid`).toBeLessThanOrEqual(1);
  expectEachFactOnce(day, day.rating, "day");
}

describe("the eight major activities", () => {
  it("are the key activities of the selection's eight events, by key", () => {
    // the table of docs/domain.md §12, by the almanac's own names
    const zh = (i: number) => ACTIVITIES[i]!.zh;
    expect(MAJOR_ACTIVITIES.map((m) => [m.event, m.activities.map(zh).join(" ")])).toEqual([
      ["wedding", "嫁娶"],
      ["moving", "入宅 移徙"],
      ["business", "开市"],
      ["contract", "立券 交易"],
      ["travel", "出行"],
      ["medical", "治病 求医 求医疗病"],
      ["renovation", "动土 修造"],
      ["burial", "安葬"],
    ]);
    for (const m of MAJOR_ACTIVITIES) expect(m.activities).toEqual(m.keys.map((k) => activityByKey(k).index));
  });
});

describe("the hard rules of the general day", () => {
  it("every day of 2020–2030: 月破 and 岁破 days are at most −2, 馀事勿取 days at most 0, 诸事不宜 days at most −2", () => {
    let breakers = 0;
    let nothingElse = 0;
    let nothingSuitable = 0;
    let majors = 0;
    for (let n = jdn(2020, 1, 1); n <= jdn(2030, 12, 31); n++) {
      const day = generalDay(civilFromJdn(n), TZ);
      if (day.stars.includes("suiPo") || day.officer.index === MONTH_BREAKER) breakers++;
      if (day.yi.includes(NOTHING_ELSE)) nothingElse++;
      if (day.yi.includes(NOTHING_SUITABLE)) nothingSuitable++;
      if (majorAvoided(day) >= 4) majors++;
      expectGeneralRules(day);
      for (const a of dayActivities(day)) expectEachFactOnce(day, a.rating, a.activity.key);
      for (const t of dayThemes(day)) expectEachFactOnce(day, t.rating, t.theme.id);
    }
    // about one day in twelve is a month breaker and as many a year breaker; a quarter are 馀事勿取 days; the
    // table puts 诸事不宜 in 宜 on a few days; about one day in ten lists four or more major activities to avoid
    expect(breakers).toBeGreaterThan(500);
    expect(nothingElse).toBeGreaterThan(500);
    expect(nothingSuitable).toBeGreaterThan(5);
    expect(majors).toBeGreaterThan(200);
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

describe("a 馀事勿取 day and the caps' reasons", () => {
  it("2026-10-31 in Moscow: only 捕捉 and 畋猎 suit it (馀事勿取), so it is 0, not +2", () => {
    const day = generalDay({ year: 2026, month: 10, day: 31 }, TZ);
    expect(day.yi).toEqual(["catching", "hunting", "nothingElse"].map((k) => activityByKey(k).index));
    expect(day.yi).toContain(NOTHING_ELSE);
    // its score alone would make it +2; four of the eight major activities are to avoid as well
    expect(day.rating.score).toBe(2.5);
    expect(majorAvoided(day)).toBe(4);
    expect(day.rating.value).toBe(0);
    const cap = day.rating.reasons.find((x) => x.factor === "cap.nothingElseDay");
    expect(cap?.effect).toBe(-2);
    expect(reasonText(cap!, "en")).toContain("馀事勿取");
    expect(reasonText(cap!, "ru")).toContain("馀事勿取");
    // the day's activities keep their own rating: what the almanac lists still suits
    const catching = dayActivities(day).find((a) => a.activity.key === "catching")!;
    expect(catching.rating.value).toBeGreaterThanOrEqual(1);
  });

  it("2026-01-07 in Moscow: four of the eight major activities to avoid hold a +2 day at +1, the count named", () => {
    const day = generalDay({ year: 2026, month: 1, day: 7 }, TZ);
    expect(day.yi).not.toContain(NOTHING_ELSE);
    expect(majorAvoided(day)).toBeGreaterThanOrEqual(4);
    expect(day.rating.value).toBe(1);
    const cap = day.rating.reasons.find((x) => x.factor === "cap.majorActivitiesAvoided")!;
    expect(cap.args?.count).toBe(majorAvoided(day));
    expect(reasonText(cap, "en")).toContain(`${majorAvoided(day)} of the eight`);
    expect(reasonText(cap, "ru")).toContain(`${majorAvoided(day)} из восьми`);
  });

  it("2026-01-13 in Moscow: 岁破 is listed once, the star's score folded into the cap's reason", () => {
    const day = generalDay({ year: 2026, month: 1, day: 13 }, TZ);
    expect(day.stars).toContain("suiPo");
    const factors = day.rating.reasons.map((x) => x.factor);
    expect(factors).toContain("cap.yearBreaker");
    expect(factors).not.toContain("star.suiPo");
    // the star's −2 and the cap's own −3
    expect(day.rating.reasons.find((x) => x.factor === "cap.yearBreaker")?.effect).toBe(-5);
  });

  it("2026-01-21 in Moscow: the officer 破 is the Month Breaker, listed once under the cap's name", () => {
    const day = generalDay({ year: 2026, month: 1, day: 21 }, TZ);
    expect(day.officer.index).toBe(MONTH_BREAKER);
    const factors = day.rating.reasons.map((x) => x.factor);
    expect(factors).toContain("cap.monthBreaker");
    expect(factors).not.toContain("officer");
    const cap = day.rating.reasons.find((x) => x.factor === "cap.monthBreaker")!;
    expect(reasonText(cap, "en")).toContain("破");
    expect(reasonText(cap, "en")).toContain("月破");
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
          expectEachFactOnce(day, p.rating, "personal day");
          // the day as a whole is held down for everyone
          if (day.yi.includes(NOTHING_ELSE)) expect(p.rating.value).toBeLessThanOrEqual(0);
          if (majorAvoided(day) >= 4) expect(p.rating.value).toBeLessThanOrEqual(1);
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
