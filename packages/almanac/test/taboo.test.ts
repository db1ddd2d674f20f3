import { God, SixtyCycle, SolarDay, Taboo } from "tyme4ts";
import { describe, expect, it } from "vitest";
import {
  BRANCHES,
  civilFromJdn,
  dayPillarIndex,
  formatDate,
  jdn,
  msOfJdn,
  pillarIndexOf,
  pillarZh,
} from "../src/cycle.ts";
import { InvalidInputError } from "../src/errors.ts";
import {
  ACTIVITIES,
  activityByKey,
  FLAG_ACTIVITIES,
  isFlagActivity,
  KEY_ACTIVITIES_PER_THEME,
  NOTHING_ELSE,
  NOTHING_ELSE_KEY,
  NOTHING_SUITABLE,
  NOTHING_SUITABLE_KEY,
  THEME_IDS,
  THEMES,
  themeById,
} from "../src/names/activities.ts";
import { GODS } from "../src/names/gods.ts";
import { baziYearMonth } from "../src/solar-terms.ts";
import { dayGods, dayYiJi, hourYiJi } from "../src/taboo.ts";
import activities from "./data/activities.json" with { type: "json" };
import almanac from "./data/day-almanac.json" with { type: "json" };
import { expectInvalid } from "./support/invalid.ts";

const CJK = /[\u3400-\u9fff\uf900-\ufaff]/;
const actZh = (xs: readonly number[]) => xs.map((i) => ACTIVITIES[i]!.zh);
const godZh = (xs: readonly number[]) => xs.map((i) => GODS[i]!.zh);
const ids = (xs: readonly { getIndex(): number }[]) => xs.map((x) => x.getIndex());

/** Month branch of a civil date by the Tong Shu rule in Beijing time (the month in effect at the end of the CST day). */
function beijingMonthBranch(n: number): number {
  const endOfCstDay = msOfJdn(n) + 16 * 3_600_000 - 1;
  return (2 + baziYearMonth(endOfCstDay).monthIndex) % 12;
}

describe("activity names", () => {
  it("one entry per tyme4ts Taboo.NAMES entry, with activities.json en/ru/theme", () => {
    expect(ACTIVITIES.length).toBe(Taboo.NAMES.length);
    expect(ACTIVITIES.length).toBe(140);
    for (const a of ACTIVITIES) {
      expect(a.zh).toBe(Taboo.NAMES[a.index]);
      const ref = activities.activities[a.index]!;
      expect({ index: a.index, zh: a.zh, en: a.en, ru: a.ru, theme: a.theme }).toEqual({
        index: ref.index,
        zh: ref.zh,
        en: ref.en,
        ru: ref.ru,
        theme: ref.theme,
      });
    }
  });

  it("keys are unique ASCII camelCase; en/ru are non-empty and free of Chinese characters", () => {
    const keys = new Set(ACTIVITIES.map((a) => a.key));
    expect(keys.size).toBe(ACTIVITIES.length);
    for (const a of ACTIVITIES) {
      expect(a.key).toMatch(/^[a-z][A-Za-z0-9]*$/);
      expect(a.en.trim(), a.zh).not.toBe("");
      expect(a.ru.trim(), a.zh).not.toBe("");
      expect(a.en, a.zh).not.toMatch(CJK);
      expect(a.ru, a.zh).not.toMatch(CJK);
      expect(activityByKey(a.key)).toBe(a);
    }
    expect(activityByKey("marriage").zh).toBe("嫁娶");
    expect(activityByKey("openBusiness").zh).toBe("开市");
    expect(activityByKey("moveIn").zh).toBe("入宅");
    expect(activityByKey("breakGround").zh).toBe("动土");
    expect(activityByKey("breakGroundForGrave").zh).toBe("破土");
  });

  it("the two day-level flags are recognisable", () => {
    expect(ACTIVITIES[NOTHING_SUITABLE]).toMatchObject({
      zh: "诸事不宜",
      key: NOTHING_SUITABLE_KEY,
      theme: "flag",
    });
    expect(ACTIVITIES[NOTHING_ELSE]).toMatchObject({ zh: "馀事勿取", key: NOTHING_ELSE_KEY, theme: "flag" });
    expect(FLAG_ACTIVITIES).toEqual([NOTHING_SUITABLE, NOTHING_ELSE]);
    expect(ACTIVITIES.filter((a) => a.theme === "flag").map((a) => a.index)).toEqual([...FLAG_ACTIVITIES]);
    expect(isFlagActivity(NOTHING_SUITABLE) && isFlagActivity(NOTHING_ELSE) && !isFlagActivity(15)).toBe(
      true,
    );
  });

  it("the 11 themes with en/ru and their key activities (as keys) follow activities.json", () => {
    const ref = activities.themes.filter((t) => t.id !== "flag");
    expect(THEMES.map((t) => ({ id: t.id, en: t.en, ru: t.ru }))).toEqual(ref);
    expect(THEME_IDS.length).toBe(11);
    for (const id of THEME_IDS) {
      const zh = activities.keyActivitiesPerTheme[id];
      expect(
        KEY_ACTIVITIES_PER_THEME[id].map((k) => activityByKey(k).zh),
        id,
      ).toEqual(zh);
      expect(themeById(id).id).toBe(id);
    }
  });

  it("unknown activity or theme → InvalidInputError naming the field", () => {
    expect(() => activityByKey("dancing")).toThrow(InvalidInputError);
    expect(() => themeById("sports")).toThrow(InvalidInputError);
    try {
      activityByKey("dancing", "activities[0]");
    } catch (e) {
      expect((e as InvalidInputError).field).toBe("activities[0]");
      expect((e as InvalidInputError).code).toBe("unknownActivity");
    }
    try {
      themeById("sports");
    } catch (e) {
      expect((e as InvalidInputError).field).toBe("theme");
      expect((e as InvalidInputError).code).toBe("unknownTheme");
    }
  });
});

describe("god names", () => {
  it("one entry per tyme4ts God.NAMES entry (151), luck as God.getLuck()", () => {
    expect(GODS.length).toBe(God.NAMES.length);
    expect(GODS.length).toBe(151);
    for (const g of GODS) {
      expect(g.zh).toBe(God.NAMES[g.index]);
      const luck = God.fromIndex(g.index).getLuck().getName();
      expect(g.luck, g.zh).toBe(luck === "吉" ? "auspicious" : "inauspicious");
    }
  });

  it("en/ru are non-empty, unique and free of Chinese characters; shared names as in tables.json", () => {
    expect(new Set(GODS.map((g) => g.en)).size).toBe(GODS.length);
    expect(new Set(GODS.map((g) => g.ru)).size).toBe(GODS.length);
    for (const g of GODS) {
      expect(g.en.trim(), g.zh).not.toBe("");
      expect(g.ru.trim(), g.zh).not.toBe("");
      expect(g.en, g.zh).not.toMatch(CJK);
      expect(g.ru, g.zh).not.toMatch(CJK);
    }
    const byZh = (zh: string) => GODS.find((g) => g.zh === zh)!;
    expect(byZh("天德")).toMatchObject({
      en: "Heavenly Virtue",
      ru: "Небесная Добродетель",
      luck: "auspicious",
    });
    expect(byZh("月破")).toMatchObject({
      en: "Month Breaker",
      ru: "Разрушитель Месяца",
      luck: "inauspicious",
    });
    expect(byZh("天恩")).toMatchObject({ en: "Heavenly Grace", ru: "Небесная Милость" });
    expect(byZh("母仓")).toMatchObject({ en: "Mother Granary", ru: "Материнская Житница" });
  });
});

describe("tables equal tyme4ts 1.5.2 in every cell", () => {
  it("day yi/ji and gods: all 12 month branches × 60 day pillars, with every month pillar of that branch", () => {
    for (let branch = 0; branch < 12; branch++) {
      for (let day = 0; day < 60; day++) {
        const ours = dayYiJi(branch, day);
        const gods = dayGods(branch, day);
        expect(ours.yi.length + ours.ji.length).toBeGreaterThan(0);
        for (let m = branch; m < 60; m += 12) {
          const month = SixtyCycle.fromIndex(m);
          const d = SixtyCycle.fromIndex(day);
          expect(ours.yi).toEqual(ids(Taboo.getDayRecommends(month, d)));
          expect(ours.ji).toEqual(ids(Taboo.getDayAvoids(month, d)));
          const all = ids(God.getDayGods(month, d));
          expect([...gods.auspicious, ...gods.inauspicious]).toEqual(all);
        }
        expect(gods.auspicious.every((i) => GODS[i]!.luck === "auspicious")).toBe(true);
        expect(gods.inauspicious.every((i) => GODS[i]!.luck === "inauspicious")).toBe(true);
      }
    }
  });

  it("hour yi/ji: all 60 day pillars × 60 hour pillars (only the hour branch matters)", () => {
    for (let day = 0; day < 60; day++) {
      for (let hour = 0; hour < 60; hour++) {
        const ours = hourYiJi(day, hour);
        const d = SixtyCycle.fromIndex(day);
        const h = SixtyCycle.fromIndex(hour);
        expect(ours.yi).toEqual(ids(Taboo.getHourRecommends(d, h)));
        expect(ours.ji).toEqual(ids(Taboo.getHourAvoids(d, h)));
        expect(hourYiJi(day, hour % 12)).toBe(ours);
      }
    }
  });

  it("every index a table can return has a name with en and ru", () => {
    for (let a = 0; a < 12; a++) {
      for (let b = 0; b < 60; b++) {
        const { yi, ji } = dayYiJi(a, b);
        const h = hourYiJi(b, a);
        for (const i of [...yi, ...ji, ...h.yi, ...h.ji]) {
          expect(ACTIVITIES[i]?.en).toBeTruthy();
          expect(ACTIVITIES[i]?.ru).toBeTruthy();
        }
        const g = dayGods(a, b);
        for (const i of [...g.auspicious, ...g.inauspicious]) {
          expect(GODS[i]?.en).toBeTruthy();
          expect(GODS[i]?.ru).toBeTruthy();
        }
      }
    }
  });

  it("results are frozen, cached and independent of call order", () => {
    const a = dayYiJi(2, 38);
    expect(dayYiJi(2, 38)).toBe(a);
    expect(Object.isFrozen(a) && Object.isFrozen(a.yi) && Object.isFrozen(a.ji)).toBe(true);
    const g = dayGods(2, 38);
    expect(Object.isFrozen(g.auspicious) && Object.isFrozen(g.inauspicious)).toBe(true);
  });
});

describe("day-almanac.json: yi/ji and gods of every listed date (month branch by the Beijing-date rule)", () => {
  const days = [...almanac.jan2026_lichun_window, ...almanac.dec2026];
  for (const e of days) {
    it(e.date, () => {
      const monthBranch = BRANCHES.indexOf(e.monthPillar_beijingDateRule[1] as (typeof BRANCHES)[number]);
      const [y, m, d] = e.date.split("-").map(Number);
      const dayPillar = dayPillarIndex(jdn(y!, m!, d!));
      expect(dayPillar).toBe(e.dayPillarIndex);
      expect(pillarIndexOf(e.dayPillar)).toBe(dayPillar);
      expect(beijingMonthBranch(jdn(y!, m!, d!))).toBe(monthBranch);
      const { yi, ji } = dayYiJi(monthBranch, dayPillar);
      expect(actZh(yi)).toEqual(e.yi);
      expect(actZh(ji)).toEqual(e.ji);
      const gods = dayGods(monthBranch, dayPillar);
      expect(godZh(gods.auspicious)).toEqual(e.godsAuspicious);
      expect(godZh(gods.inauspicious)).toEqual(e.godsInauspicious);
    });
  }

  it("2026-02-03 under the Moscow-date rule (寅 month) differs from the Beijing rule (丑 month)", () => {
    const n = jdn(2026, 2, 3);
    expect(dayYiJi(1, dayPillarIndex(n))).not.toEqual(dayYiJi(2, dayPillarIndex(n)));
  });
});

/** Every 197th day from 1900-01-01 to 2100-12-31: 373 dates. */
const SNAPSHOT_JDNS: number[] = [];
for (let n = jdn(1900, 1, 1); n <= jdn(2100, 12, 31); n += 197) SNAPSHOT_JDNS.push(n);

/** 32-bit FNV-1a over a string, as 8 hex digits. */
function fnv(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h.toString(16).padStart(8, "0");
}

describe("snapshot: a table change in tyme4ts cannot pass unnoticed", () => {
  it("yi/ji and gods of 373 fixed dates 1900–2100", () => {
    expect(SNAPSHOT_JDNS.length).toBe(373);
    const lines = SNAPSHOT_JDNS.map((n) => {
      const mb = beijingMonthBranch(n);
      const dp = dayPillarIndex(n);
      const { yi, ji } = dayYiJi(mb, dp);
      const g = dayGods(mb, dp);
      return [
        `${formatDate(civilFromJdn(n))} ${BRANCHES[mb]}月 ${pillarZh(dp)}日`,
        `宜 ${actZh(yi).join(" ")}`,
        `忌 ${actZh(ji).join(" ")}`,
        `吉 ${godZh(g.auspicious).join(" ")}`,
        `凶 ${godZh(g.inauspicious).join(" ")}`,
      ].join(" | ");
    });
    expect(lines).toMatchSnapshot();
  });

  it("fingerprints of the complete day, god and hour tables", () => {
    const cells = (f: (a: number, b: number) => string, rows: number) => {
      const out: string[] = [];
      for (let a = 0; a < rows; a++) for (let b = 0; b < 60; b++) out.push(f(a, b));
      return out.join(";");
    };
    const day = cells((m, d) => `${dayYiJi(m, d).yi}/${dayYiJi(m, d).ji}`, 12);
    const gods = cells((m, d) => `${dayGods(m, d).auspicious}/${dayGods(m, d).inauspicious}`, 12);
    const hours = cells((h, d) => `${hourYiJi(d, h).yi}/${hourYiJi(d, h).ji}`, 12);
    expect({ day: fnv(day), gods: fnv(gods), hours: fnv(hours) }).toMatchSnapshot();
  });

  it("the same dates agree with tyme4ts's own chain (SolarDay → SixtyCycleDay) where its month agrees", () => {
    let compared = 0;
    for (const n of SNAPSHOT_JDNS) {
      const c = civilFromJdn(n);
      const sd = SolarDay.fromYmd(c.year, c.month, c.day).getSixtyCycleDay();
      const mb = beijingMonthBranch(n);
      // before ~1930 tyme4ts dates some jie by the historical calendars (docs/domain.md §2)
      if (sd.getMonth().getEarthBranch().getIndex() !== mb) continue;
      const dp = dayPillarIndex(n);
      expect(sd.getSixtyCycle().getIndex() + 0).toBe(dp); // tyme4ts returns -0 for 甲子
      expect(dayYiJi(mb, dp).yi).toEqual(ids(sd.getRecommends()));
      expect(dayYiJi(mb, dp).ji).toEqual(ids(sd.getAvoids()));
      const g = dayGods(mb, dp);
      expect([...g.auspicious, ...g.inauspicious]).toEqual(ids(sd.getGods()));
      compared++;
    }
    expect(compared).toBeGreaterThan(360);
  });
});

describe("bad input", () => {
  it("throws InvalidInputError naming the field", () => {
    expectInvalid(() => dayYiJi(12, 0), "monthBranch");
    expectInvalid(() => dayYiJi(-1, 0), "monthBranch");
    expectInvalid(() => dayYiJi(1.5, 0), "monthBranch");
    expectInvalid(() => dayYiJi(1, 60), "dayPillar");
    expectInvalid(() => dayYiJi(1, Number.NaN), "dayPillar");
    expectInvalid(() => dayGods(0, 70), "dayPillar");
    expectInvalid(() => dayGods(13, 0), "monthBranch");
    expectInvalid(() => hourYiJi(0, 60), "hourPillar");
    expectInvalid(() => hourYiJi(-3, 0), "dayPillar");
  });
});
