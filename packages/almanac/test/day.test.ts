import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { civilFromJdn, jdn } from "../src/cycle.ts";
import { dayActivities, dayHours, dayThemes, generalDay } from "../src/day.ts";
import { ACTIVITIES } from "../src/names/activities.ts";
import { GODS } from "../src/names/gods.ts";
import { reasonText } from "../src/names/reasons.ts";
import ref from "./data/day-almanac.json" with { type: "json" };

// Reference: packages/almanac/test/data/day-almanac.json (see its `source`): 2026-01-28…02-08 across Lichun and
// 2026-12-01…14, with the month by the Beijing-date rule and by the Moscow-date rule.
const MOSCOW = "Europe/Moscow";
const days = [...ref.jan2026_lichun_window, ...ref.dec2026];
const parse = (s: string) => {
  const [year, month, day] = s.split("-").map(Number) as [number, number, number];
  return { year, month, day };
};

describe("day almanac against the reference dates", () => {
  for (const r of days) {
    it(`${r.date}: pillars, officer, spirit, mansion, lunar date, clash, yi/ji and gods`, () => {
      const bj = generalDay(parse(r.date), MOSCOW, { jieDayRule: "beijingDate" });
      const msk = generalDay(parse(r.date), MOSCOW);
      expect(bj.jdn).toBe(r.jdn);
      expect(bj.weekday).toBe(r.weekday);
      expect(bj.pillars.day.zh).toBe(r.dayPillar);
      expect(bj.pillars.month.zh).toBe(r.monthPillar_beijingDateRule);
      expect(bj.pillars.year.zh).toBe(r.yearPillar_beijingDateRule);
      expect(bj.officer.zh).toBe(r.officer.zh);
      expect(bj.officer.en).toBe(r.officer.en);
      expect(bj.spirit.zh).toBe(r.spirit.zh);
      expect(bj.spirit.path).toBe(r.spirit.path);
      expect(msk.pillars.month.branch).toBe("子丑寅卯辰巳午未申酉戌亥".indexOf(r.monthBranch_moscowDateRule));
      expect(msk.officer.zh).toBe(r.officer_moscowDateRule);
      expect(msk.spirit.zh).toBe(r.spirit_moscowDateRule);
      for (const d of [bj, msk]) {
        expect(d.mansion.index).toBe(r.mansion.index);
        expect(d.mansion.zh).toBe(r.mansion.zh);
        expect(d.mansion.luminary).toBe(r.mansion.luminary);
        expect(d.mansion.luck).toBe(r.mansion.luck === "吉" ? "auspicious" : "inauspicious");
        expect(d.lunarDate.month).toBe(r.chineseLunarDate.month);
        expect(d.lunarDate.day).toBe(r.chineseLunarDate.day);
        expect(d.lunarDate.leap).toBe(r.chineseLunarDate.leap);
        expect("子丑寅卯辰巳午未申酉戌亥"[d.clash.branch]).toBe(r.clashBranch);
        expect(d.clash.animal.zh).toBe(r.clashZodiac);
        expect(d.clash.direction.zh).toBe(r.shaDirection);
      }
      expect(bj.yi.map((i) => ACTIVITIES[i]!.zh)).toEqual(r.yi);
      expect(bj.ji.map((i) => ACTIVITIES[i]!.zh)).toEqual(r.ji);
      expect(bj.gods.auspicious.map((i) => GODS[i]!.zh)).toEqual(r.godsAuspicious);
      expect(bj.gods.inauspicious.map((i) => GODS[i]!.zh)).toEqual(r.godsInauspicious);
    });
  }

  it("Lichun 2026 (2026-02-03 20:02 UTC) starts the 寅 month on 02-03 in Moscow and on 02-04 by the Beijing date", () => {
    const msk = generalDay(parse("2026-02-03"), MOSCOW);
    const bj = generalDay(parse("2026-02-03"), MOSCOW, { jieDayRule: "beijingDate" });
    expect(msk.pillars.month.zh).toBe("庚寅");
    expect(msk.pillars.year.zh).toBe("丙午");
    expect(msk.solarTerm.zh).toBe("立春");
    expect(msk.solarTerm.beginsToday).toBe(true);
    expect(msk.solarTerm.dayOfTerm).toBe(1);
    expect(bj.pillars.month.zh).toBe("己丑");
    expect(bj.solarTerm.zh).toBe("大寒");
    const next = generalDay(parse("2026-02-04"), MOSCOW);
    expect(next.solarTerm.dayOfTerm).toBe(2);
  });

  it("2025-12-15 (戊午 day, 子 month) is rated −2 with the reasons of docs/domain.md §8", () => {
    const d = generalDay(parse("2025-12-15"), MOSCOW);
    expect(d.pillars.day.zh).toBe("戊午");
    expect(d.officer.zh).toBe("破");
    expect(d.spirit.zh).toBe("司命");
    expect(d.mansion.zh).toBe("心");
    expect(d.stars).toContain("zaiSha");
    expect(d.rating.score).toBe(-3.5);
    expect(d.rating.value).toBe(-2);
    expect(d.rating.tag).toBe("unlucky");
    const factors = d.rating.reasons.map((r) => r.factor);
    expect(factors).toEqual(expect.arrayContaining(["officer", "path", "mansion", "star.zaiSha"]));
  });
});

describe("day almanac invariants", () => {
  const arbDay = fc.integer({ min: jdn(1900, 2, 1), max: jdn(2100, 12, 30) });
  const zones = fc.constantFrom(
    "Europe/Moscow",
    "Asia/Vladivostok",
    "America/Sao_Paulo",
    "UTC",
    "Asia/Kolkata",
  );

  it("the day pillar advances by one and the mansion by one each day", () => {
    fc.assert(
      fc.property(arbDay, zones, (n, tz) => {
        const a = generalDay(civilFromJdn(n), tz);
        const b = generalDay(civilFromJdn(n + 1), tz);
        expect(b.pillars.day.index).toBe((a.pillars.day.index + 1) % 60);
        expect(b.mansion.index).toBe((a.mansion.index + 1) % 28);
        expect(b.weekday).toBe((a.weekday + 1) % 7);
      }),
      { numRuns: 200 },
    );
  });

  it("the officer advances by one each day, except on a jie day where it repeats", () => {
    fc.assert(
      fc.property(arbDay, zones, (n, tz) => {
        const a = generalDay(civilFromJdn(n), tz);
        const b = generalDay(civilFromJdn(n + 1), tz);
        const jieDay = b.solarTerm.beginsToday && b.solarTerm.kind === "jie";
        expect(b.officer.index).toBe(jieDay ? a.officer.index : (a.officer.index + 1) % 12);
        expect(b.pillars.month.index === a.pillars.month.index).toBe(!jieDay);
      }),
      { numRuns: 300 },
    );
  });

  it("every rating lies in −3..+3, tags follow the sign, and every non-zero rating has a reason", () => {
    fc.assert(
      fc.property(arbDay, zones, (n, tz) => {
        const d = generalDay(civilFromJdn(n), tz);
        const ratings = [
          d.rating,
          ...dayActivities(d).map((a) => a.rating),
          ...dayThemes(d).map((t) => t.rating),
          ...dayHours(d).map((h) => h.rating),
        ];
        for (const r of ratings) {
          expect(r.value).toBeGreaterThanOrEqual(-3);
          expect(r.value).toBeLessThanOrEqual(3);
          expect(r.tag).toBe(r.value > 0 ? "lucky" : r.value < 0 ? "unlucky" : "neutral");
          if (r.value !== 0) expect(r.reasons.some((x) => x.effect !== 0)).toBe(true);
          for (const x of r.reasons) {
            expect(reasonText(x, "en").length).toBeGreaterThan(0);
            expect(reasonText(x, "ru").length).toBeGreaterThan(0);
          }
        }
        for (const a of dayActivities(d)) {
          if (a.kind === "ji") expect(a.rating.value).toBeLessThanOrEqual(-1);
        }
      }),
      { numRuns: 200 },
    );
  });

  it("the 12 double hours tile the local day from 23:00 the evening before, with Five Rats stems", () => {
    fc.assert(
      fc.property(arbDay, zones, (n, tz) => {
        const d = generalDay(civilFromJdn(n), tz);
        const hours = dayHours(d);
        expect(hours).toHaveLength(12);
        hours.forEach((h, i) => {
          expect(h.branch).toBe(i);
          expect(h.endsAt).toBeGreaterThan(h.startsAt);
          if (i > 0) expect(h.startsAt).toBe(hours[i - 1]!.endsAt);
          expect(h.pillar.stem).toBe(((d.pillars.day.stem % 5) * 2 + i) % 10);
        });
      }),
      { numRuns: 100 },
    );
  });
});
