import { HeavenStem, SolarDay } from "tyme4ts";
import { describe, expect, it } from "vitest";
import { civilFromJdn, jdn } from "../src/cycle.ts";
import { generalDay } from "../src/day.ts";
import {
  dayDirections,
  dayStar,
  fiveYellow,
  monthStar,
  periodDirections,
  yearStar,
} from "../src/directions.ts";
import { dayJson } from "../src/json.ts";
import { DIRECTION_NAMES } from "../src/names/directions.ts";

const zh = (k: keyof typeof DIRECTION_NAMES) => DIRECTION_NAMES[k].zh;

describe("directions of the day's spirits (tyme4ts, 10 stems)", () => {
  it("Joy, Wealth, Fortune and the two Noblemen agree with tyme4ts for every day stem", () => {
    for (let i = 0; i < 10; i++) {
      const s = HeavenStem.fromIndex(i);
      const d = dayDirections(i);
      expect([d.joy, d.wealth, d.fortune, d.yangNoble, d.yinNoble].map(zh), s.getName()).toEqual(
        [
          s.getJoyDirection(),
          s.getWealthDirection(),
          s.getMascotDirection(),
          s.getYangDirection(),
          s.getYinDirection(),
        ].map((x) => x.getName()),
      );
    }
  });
});

describe("the nine flying stars", () => {
  it("year stars by hand: 2024 三碧, 2025 二黑, 2026 一白, 2027 九紫; 五黄 2025 north-east, 2026 south", () => {
    expect([2024, 2025, 2026, 2027].map(yearStar)).toEqual([3, 2, 1, 9]);
    expect(fiveYellow(2)).toBe("northEast");
    expect(fiveYellow(1)).toBe("south");
    expect(fiveYellow(5)).toBe("centre");
    // 2026 午 year: Tai Sui south, its Breaker north, the three sha north (寅午戌)
    expect(periodDirections(6, 1)).toEqual({
      taiSui: "south",
      breaker: "north",
      threeSha: "north",
      fiveYellow: "south",
    });
    // the 寅 month of a 午 year is 八白, the 亥 month 八白 again (nine months back plus one)
    expect(monthStar(6, 0)).toBe(8);
    expect(monthStar(6, 9)).toBe(8);
    expect(monthStar(4, 0)).toBe(5);
    expect(monthStar(2, 0)).toBe(2);
  });

  it("the day's star agrees with tyme4ts: every day of the two months around each solstice 1990–2030, every tenth day 1950–2050", () => {
    const check = (n: number) => {
      const c = civilFromJdn(n);
      const theirs = SolarDay.fromYmd(c.year, c.month, c.day).getNineStar().getIndex() + 1;
      if (dayStar(c) !== theirs) expect({ date: c, star: dayStar(c) }).toEqual({ date: c, star: theirs });
    };
    // the turns (the 甲子 nearest each solstice) are where conventions could part
    for (let y = 1990; y <= 2030; y++) {
      for (let n = jdn(y, 5, 22); n <= jdn(y, 7, 21); n++) check(n);
      for (let n = jdn(y, 11, 22); n <= jdn(y + 1, 1, 21); n++) check(n);
    }
    for (let n = jdn(1950, 1, 1); n <= jdn(2050, 12, 31); n += 10) check(n);
  });

  it("the year's and month's stars agree with tyme4ts (Beijing dates, as it counts) on every third day 1950–2050", () => {
    for (let n = jdn(1950, 1, 1); n <= jdn(2050, 12, 31); n += 3) {
      const c = civilFromJdn(n);
      const g = generalDay(c, "Asia/Shanghai", { jieDayRule: "beijingDate" });
      const m = SolarDay.fromYmd(c.year, c.month, c.day).getSixtyCycleDay().getSixtyCycleMonth();
      const theirs = {
        year: m.getSixtyCycleYear().getNineStar().getIndex() + 1,
        month: m.getNineStar().getIndex() + 1,
      };
      const ours = { year: g.nineStars.year, month: g.nineStars.month };
      if (ours.year !== theirs.year || ours.month !== theirs.month)
        expect({ c, ...ours }).toEqual({ c, ...theirs });
    }
  });

  it("the day's answer carries them with names and meanings, in both languages", () => {
    const place = { lat: 55.7558, lng: 37.6173, tz: "Europe/Moscow" };
    const ru = dayJson({ date: { year: 2026, month: 11, day: 21 }, place, lang: "ru" });
    expect(ru.nineStars.year).toMatchObject({ number: 1, zh: "一白", element: "water" });
    expect(ru.nineStars.day.number).toBe(7);
    expect(ru.directions.year.fiveYellow).toMatchObject({ key: "south", zh: "南", name: "Юг" });
    // 己亥 day: Joy north-east, Wealth north
    expect(ru.directions.joy.zh).toBe("东北");
    expect(ru.directions.wealth.zh).toBe("北");
    const en = dayJson({ date: { year: 2026, month: 11, day: 21 }, place, lang: "en" });
    expect(en.nineStars.month.name).toBe("Eight White");
    expect(en.nineStars.month.meaning).toMatch(/Wealth/);
  });
});
