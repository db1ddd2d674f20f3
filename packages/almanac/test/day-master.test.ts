/**
 * The judgements about the day master (day-master.ts): strength by the weighted count, favourable elements by
 * 扶抑, the structure by 子平真诠, the climate note, and the twelve hours of a chart without one. The charts
 * below are worked out by hand in the comments (weights of docs/bazi-day-master.md: stems 1; branches year 1,
 * month 3, day 1.5, hour 1, shared 1 | 0.7/0.3 | 0.6/0.3/0.1 among the hidden stems); the invariants are
 * checked over random charts.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { computeChart, fiveRatsHourStem } from "../src/chart.ts";
import { chartJson } from "../src/chart-json.ts";
import type { PlacedPillar } from "../src/chart-relations.ts";
import {
  BRANCH_WEIGHTS,
  dayMasterStrength,
  favourableElements,
  godGroup,
  groupElement,
  hourOptions,
  judgeDayMaster,
  STEM_WEIGHT,
  structureOf,
} from "../src/day-master.ts";
import { ELEMENTS, STEM_NAMES } from "../src/names/core.ts";
import { ChartSchema } from "../src/schema.ts";
import { placedChart as chart } from "./support/pillars.ts";

const judge = (pillars: PlacedPillar[]) => {
  const dayStem = pillars.find((p) => p.position === "day")!.stem;
  return judgeDayMaster(dayStem, pillars);
};

describe("groups of the ten gods", () => {
  it("place each element relative to the day master as the production and control cycles do", () => {
    // wood day master: wood companions, fire output, earth wealth, metal power, water resource
    expect(ELEMENTS.map((e) => godGroup("wood", e))).toEqual([
      "companion",
      "output",
      "wealth",
      "officer",
      "resource",
    ]);
    expect(godGroup("metal", "fire")).toBe("officer");
    expect(godGroup("water", "metal")).toBe("resource");
    for (const d of ELEMENTS) for (const e of ELEMENTS) expect(groupElement(d, godGroup(d, e))).toBe(e);
  });
});

describe("strength by the weighted count", () => {
  it("庚午 辛巳 庚辰 辛巳: metal with three metal stems is strong though born in fire's month", () => {
    // stems 庚 辛 辛: companions 3. 午 (1): 丁 .7 power, 己 .3 resource. 巳 month (3): 丙 1.8 power, 庚 .9
    // companion, 戊 .3 resource. 辰 day (1.5): 戊 .9 resource, 乙 .45 wealth, 癸 .15 output. 巳 hour (1): 丙 .6
    // power, 庚 .3 companion, 戊 .1 resource. Support 4.2 + 1.6 = 5.8 of 9.5: 61.
    const s = judge(chart("庚午", "辛巳", "庚辰", "辛巳")).strength;
    expect(s.groups).toEqual({ companion: 4.2, output: 0.15, wealth: 0.45, officer: 3.1, resource: 1.6 });
    expect([s.support, s.drain, s.score, s.verdict]).toEqual([5.8, 3.7, 61, "strong"]);
    expect(s.season).toMatchObject({ element: "fire", state: "dead", commands: false });
    expect(s.roots.map((r) => `${r.position} ${STEM_NAMES[r.stem]!.zh} ${r.role}`)).toEqual([
      "month 庚 middle",
      "hour 庚 middle",
    ]);
    expect(s.visibleSupport).toBe(3);
    expect(s.special?.kind ?? null).toBeNull();
  });

  it("乙卯 丁亥 庚辰 without the hour: metal among wood and water is weak, and not a following chart", () => {
    // stems 乙 wealth, 丁 power. 卯 (1): 乙 1 wealth. 亥 month (3): 亥卯 half harmony with the month, wood shown
    // (乙): half of 亥 turns wood, 1.5 wealth; the rest keeps 壬 1.05 output, 甲 .45 wealth. 辰 day (1.5): 戊 .9
    // resource, 乙 .45 wealth, 癸 .15 output. Support .9 of 7.5: 12. 戊 is 辰's main qi: the day master sits on
    // earth that feeds it (印绶有气), so the chart does not "follow" though it has no root.
    const s = judge(chart("乙卯", "丁亥", "庚辰")).strength;
    expect(s.adjustments).toEqual([
      { kind: "halfHarmony", positions: ["month"], zh: "卯亥", element: "wood", weight: 1.5 },
    ]);
    expect(s.groups).toEqual({ companion: 0, output: 1.2, wealth: 4.4, officer: 1, resource: 0.9 });
    expect([s.score, s.verdict, s.special]).toEqual([12, "weak", null]);
    expect(s.season.state).toBe("resting");
    expect(s.roots).toEqual([]);
  });

  it("names the five seasonal states of 甲 in 寅 亥 午 辰 申", () => {
    const state = (month: string) => judge(chart("甲子", month, "甲子")).strength.season.state;
    expect(["丙寅", "乙亥", "庚午", "戊辰", "壬申"].map(state)).toEqual([
      "prosperous",
      "prime",
      "resting",
      "confined",
      "dead",
    ]);
  });

  it("meets the special structures by their rules", () => {
    // 乙 among metal: 辛 辛 power, 丁 output; 酉 ×3 all power; 巳 (half turned metal by 巳酉 with the month):
    // .5 power, 丙 .3 output, 庚 .15 power, 戊 .05 wealth. Support 0, no root, no resource: it follows power 从杀.
    const follow = judge(chart("辛酉", "丁酉", "乙酉", "辛巳")).strength;
    expect([follow.score, follow.special]).toEqual([0, { kind: "followPower", element: "metal" }]);
    // 甲 among wood: 癸 resource, 乙 乙 companions; 卯 卯 乙; 寅: 甲 丙 戊; 亥 half turned wood by 亥卯 with the
    // month: .5 wood, 壬 .35, 甲 .15. No metal at all, the month wood's: 专旺 (曲直), 8.9 of 9.5.
    const dominant = judge(chart("癸卯", "乙卯", "甲寅", "乙亥")).strength;
    expect(dominant.groups).toEqual({
      companion: 7.55,
      output: 0.45,
      wealth: 0.15,
      officer: 0,
      resource: 1.35,
    });
    expect([dominant.score, dominant.special]).toEqual([94, { kind: "dominant", element: "wood" }]);
    // the same 甲 with 庚 rooted in 申 is only strong: power has a root
    expect(judge(chart("癸卯", "乙卯", "甲寅", "庚申")).strength.special).toBeNull();

    // 甲 among metal with 壬 on the month stem, rooted in 申's middle qi 壬: the resource has its own root (印比有根),
    // so the rootless 甲 does not follow power; it is a weak chart that takes its resource
    const backed = judge(chart("庚申", "壬申", "甲申", "庚午")).strength;
    expect(backed.roots).toEqual([]);
    expect(backed.score).toBeLessThanOrEqual(40);
    expect([backed.verdict, backed.special]).toEqual(["weak", null]);
    // without 壬 on a stem (戊 in its place) nothing keeps it: it follows
    expect(judge(chart("庚申", "戊申", "甲申", "庚午")).strength.special?.kind).toMatch(/^follow/);
  });

  it("settles the qi first: the specification's sample 庚午 辛巳 庚辰 癸未 is a weak 庚 under a fire meeting", () => {
    // 巳午未 meet as fire (三会): 巳 month 3, 午 1, 未 1 all power, and 庚's only root, 巳's middle qi, is gone.
    // Stems 庚 辛 companions 2, 癸 output 1. 辰 day (1.5): 戊 .9 resource, 乙 .45 wealth, 癸 .15 output.
    // Support 2.9 of 9.5: 31, weak; power the heaviest drain: earth turns it into support (杀印相生), metal helps.
    const j = judge(chart("庚午", "辛巳", "庚辰", "癸未"));
    expect(j.strength.adjustments).toEqual([
      { kind: "meeting", positions: ["year", "month", "hour"], zh: "午巳未", element: "fire", weight: 5 },
    ]);
    expect(j.strength.roots).toEqual([]);
    expect([j.strength.score, j.strength.verdict, j.strength.special]).toEqual([31, "weak", null]);
    expect([j.favourable.rule, ...j.favourable.favourable]).toEqual(["weakAgainstPower", "earth", "metal"]);
    // with 辛巳 for the hour (no 未) there is no meeting, 巳's 庚 roots it twice and it is strong (below)
    expect(judge(chart("庚午", "辛巳", "庚辰", "辛巳")).strength.adjustments).toEqual([]);
  });

  it("a clash uproots the controlled branch; a stem combination binds unless the month is of its element", () => {
    // 甲午 in 寅 with 申: 寅午 half harmony with the month and 丙 shown turns half of 寅 to fire; 申 (hour) clashes
    // 寅 (month) from two pillars away: the rest of 寅 loses a quarter, halved for the month (an eighth).
    const j = judge(chart("丙午", "庚寅", "甲午", "壬申")).strength;
    expect(j.adjustments.map((a) => [a.kind, a.zh, a.element, a.weight])).toEqual([
      ["halfHarmony", "午寅", "fire", 1.5],
      ["clash", "寅申", "wood", 0.19],
    ]);
    expect(j.roots.map((r) => [r.position, r.role, r.weight])).toEqual([["month", "main", 0.79]]);
    expect([j.score, j.verdict, j.special]).toEqual([22, "weak", null]);
    // 丙 and 辛 side by side: water's month (子) transforms them, wood's (寅) only binds them, each counting half
    expect(judge(chart("丙子", "辛亥", "甲午")).strength.adjustments).toContainEqual({
      kind: "stemCombination",
      positions: ["year", "month"],
      zh: "丙辛",
      element: "water",
      weight: 2,
    });
    expect(judge(chart("丙寅", "辛卯", "甲午")).strength.adjustments).toContainEqual({
      kind: "stemBound",
      positions: ["year", "month"],
      zh: "丙辛",
      element: "water",
      weight: 1,
    });
  });
});

describe("favourable elements by 扶抑", () => {
  const fav = (pillars: PlacedPillar[]) => {
    const j = judge(pillars);
    return [
      j.favourable.rule,
      ...j.favourable.favourable,
      j.favourable.neutral,
      ...j.favourable.unfavourable,
    ];
  };
  it("a weak day master wants its resource against power, its companions against wealth", () => {
    // 甲 in 申 with 庚 辛 shown: power 4.4, resource 2.7 (申 壬, 子 癸), companions 1.1, wealth 1, output .3
    // → 40, weak; the heaviest drain is power, turned by water (杀印相生).
    expect(judge(chart("庚申", "甲申", "甲子", "辛未")).strength.score).toBe(40);
    expect(fav(chart("庚申", "甲申", "甲子", "辛未"))).toEqual([
      "weakAgainstPower",
      "water",
      "wood",
      "fire",
      "metal",
      "earth",
    ]);
    // 庚 weak among wood (wealth 3.35) → metal first, then earth; water (output 2.25) and wood harmful.
    expect(fav(chart("乙卯", "丁亥", "庚辰"))).toEqual([
      "weakAgainstWealth",
      "metal",
      "earth",
      "fire",
      "wood",
      "water",
    ]);
  });

  it("a strong day master wants power against companions, wealth against resource", () => {
    expect(fav(chart("庚午", "辛巳", "庚辰", "辛巳"))).toEqual([
      "strongByCompanions",
      "fire",
      "water",
      "wood",
      "metal",
      "earth",
    ]);
    // 丙 fed by wood: resource 5.1 (甲 乙 shown, 寅 寅 甲), companions 2.65 → 82; wealth (metal) breaks the resource.
    expect(judge(chart("甲辰", "丙寅", "丙寅", "乙未")).strength.score).toBe(82);
    expect(fav(chart("甲辰", "丙寅", "丙寅", "乙未"))).toEqual([
      "strongByResource",
      "metal",
      "earth",
      "water",
      "wood",
      "fire",
    ]);
  });

  it("a following chart goes with what dominates it; a dominant one with itself", () => {
    expect(fav(chart("辛酉", "丁酉", "乙酉", "辛巳"))).toEqual([
      "followPower",
      "metal",
      "earth",
      "fire",
      "wood",
      "water",
    ]);
    expect(fav(chart("癸卯", "乙卯", "甲寅", "乙亥"))).toEqual([
      "dominant",
      "wood",
      "water",
      "fire",
      "metal",
      "earth",
    ]);
  });
});

describe("balanced charts, the climate 调候 and the transformation 化气 (charts of real dates)", () => {
  const order = (pillars: PlacedPillar[]) => {
    const f = judge(pillars).favourable;
    return [f.rule, f.adjustment, ...f.favourable, f.neutral, ...f.unfavourable];
  };
  it("a balanced chart born in summer or winter takes the climate's element; otherwise the mediator 通关", () => {
    // 1950-05-22 04:00 Moscow: 丁 in 巳, 47: summer wants water first, metal feeds it; earth dams it, fire dries it
    expect(order(chart("庚寅", "辛巳", "丁巳", "壬寅"))).toEqual([
      "balancedClimate",
      null,
      "water",
      "metal",
      "wood",
      "earth",
      "fire",
    ]);
    // 1950-03-25 10:00 Moscow: 己 in 卯, 47: wood (power) against earth (companions): fire passes wood's force on
    // to earth (木生火生土); the lighter side, earth, helps; water and metal, fire's foes, harm
    expect(judge(chart("庚寅", "己卯", "己未", "己巳")).strength.verdict).toBe("balanced");
    expect(order(chart("庚寅", "己卯", "己未", "己巳"))).toEqual([
      "balancedMediator",
      null,
      "fire",
      "earth",
      "wood",
      "water",
      "metal",
    ]);
  });

  it("a summer chart with no water at all takes water as helpful, by 调候, and says so", () => {
    // 1950-05-31 19:00 Moscow: 丙 in 巳, weak (44) against wealth; 穷通宝鉴: 丙 of the 4th month uses 壬 first
    const j = judge(chart("庚寅", "辛巳", "丙寅", "丁酉"));
    expect([j.strength.verdict, j.favourable.rule, j.favourable.adjustment]).toEqual([
      "weak",
      "weakAgainstWealth",
      "climate",
    ]);
    expect(j.favourable.favourable).toEqual(["fire", "water"]);
  });

  it("the day master combining into the month's element, unchecked and rootless, transforms (化气格)", () => {
    // 1951-06-07 23:00 Moscow: 戊 and 癸 (hour) combine into fire; 午 is fire's month; no water stem checks it; 戊 has
    // no main-qi root: 化火格, fire useful, wood helps, water harms most
    const j = judge(chart("辛卯", "甲午", "戊寅", "癸亥"));
    expect(j.strength.special).toEqual({ kind: "transform", element: "fire" });
    expect(order(chart("辛卯", "甲午", "戊寅", "癸亥"))).toEqual([
      "transform",
      null,
      "fire",
      "wood",
      "earth",
      "water",
      "metal",
    ]);
    // with 壬 (water) shown the transformation is checked: no special structure
    expect(judge(chart("壬辰", "丙午", "戊寅", "癸亥")).strength.special?.kind).not.toBe("transform");
  });
});

describe("the relations say what the strength weighs", () => {
  const place = { lat: 55.7558, lng: 37.6173, tz: "Europe/Moscow" };
  const dayCombination = (date: string, time: string) =>
    chartJson({ date, time, place, gender: "male" }, "en").interactions.find(
      (i) => i.kind === "stemCombination" && i.pillars.includes("day"),
    );
  it("the day master's stem combination transforms only in a transformation structure", () => {
    // 1981-05-01 21:20: 己 (day) and 甲 (hour) in 辰, earth's month; 己 is rooted in 辰 and 戌: no 化气格, so the
    // relation binds, as the verdict (weak, earth as itself) reads it
    const rooted = chartJson({ date: "1981-05-01", time: "21:20", place, gender: "male" }, "en");
    expect(rooted.dayMaster.strength.special).toBeNull();
    expect(dayCombination("1981-05-01", "21:20")).toMatchObject({ chars: "己甲", transforms: false });
    // 1951-06-07 23:00: 戊 and 癸 in 午 with no water stem and no main-qi root: 化火格, and the relation transforms
    expect(dayCombination("1951-06-07", "23:00")).toMatchObject({ transforms: true, element: "fire" });
  });
});

describe("structure 格局 by 子平真诠", () => {
  const key = (pillars: PlacedPillar[]) => {
    const s = structureOf(pillars.find((p) => p.position === "day")!.stem, pillars);
    return s ? `${s.key} ${STEM_NAMES[s.stem]!.zh} ${s.role}${s.revealed ? " revealed" : ""}` : null;
  };
  it("names 建禄 and 月刃 from the growth stage of the month branch, earth with fire", () => {
    expect(key(chart("壬子", "丙寅", "甲子"))).toBe("establishedProsperity 甲 main");
    expect(key(chart("壬子", "丁卯", "甲子"))).toBe("monthBlade 乙 main");
    expect(key(chart("壬子", "丁卯", "乙丑"))).toBe("establishedProsperity 乙 main");
    expect(key(chart("壬子", "丙寅", "乙丑"))).toBe("monthBlade 甲 main");
    expect(key(chart("壬子", "己巳", "戊子"))).toBe("establishedProsperity 丙 main");
    expect(key(chart("壬子", "庚午", "戊子"))).toBe("monthBlade 丁 main");
  });

  it("takes the main qi, or the middle or residual qi that shows among the stems", () => {
    // 甲 in 巳 (丙 main, 庚 middle, 戊 residual)
    expect(key(chart("甲子", "己巳", "甲子"))).toBe("eatingGod 丙 main");
    expect(key(chart("庚子", "己巳", "甲子"))).toBe("sevenKillings 庚 middle revealed");
    expect(key(chart("庚子", "己巳", "甲子", "丙寅"))).toBe("eatingGod 丙 main revealed");
    expect(key(chart("戊子", "己巳", "甲子"))).toBe("indirectWealth 戊 residual revealed");
    // 戊 in 辰 (戊 main, 乙 middle, 癸 residual): its own element; 乙 shown gives 正官格, nothing shown none
    expect(key(chart("乙丑", "庚辰", "戊子"))).toBe("directOfficer 乙 middle revealed");
    expect(key(chart("甲子", "戊辰", "戊子"))).toBeNull();
  });
});

describe("the climate note", () => {
  it("follows the real season south of the equator: a Sydney birth in 子's month is a summer one", () => {
    // the pillars keep the Chinese months; only the climate turns round
    expect(judgeDayMaster(0, chart("甲子", "丙子", "甲子"), true).climate).toEqual({
      need: "moisture",
      element: "water",
    });
    expect(judgeDayMaster(0, chart("甲子", "庚午", "甲子"), true).climate).toEqual({
      need: "warmth",
      element: "fire",
    });
    const sydney = { lat: -33.87, lng: 151.21, tz: "Australia/Sydney" };
    const c = chartJson({ date: "1990-12-20", time: "12:00", place: sydney, gender: "female" }, "ru");
    expect(c.pillars.month.zh).toBe("戊子");
    expect(c.dayMaster.climate).toMatchObject({ key: "moisture", element: "water" });
  });

  it("asks warmth of a winter chart and moisture of a summer one", () => {
    expect(judge(chart("甲子", "丙子", "甲子")).climate).toEqual({ need: "warmth", element: "fire" });
    expect(judge(chart("甲子", "庚午", "甲子")).climate).toEqual({ need: "moisture", element: "water" });
    expect(judge(chart("甲子", "丁卯", "甲子")).climate).toBeNull();
  });
});

// ---------------------------------------------------------------------------------------------------------

const pillarArb = fc.integer({ min: 0, max: 59 });
const chartArb = fc
  .tuple(pillarArb, pillarArb, pillarArb, fc.option(pillarArb, { nil: undefined }))
  .map(([y, m, d, h]) =>
    (
      [
        ["year", y],
        ["month", m],
        ["day", d],
        ["hour", h],
      ] as const
    ).flatMap(([position, i]) =>
      i === undefined ? [] : [{ position, stem: i % 10, branch: i % 12 } as PlacedPillar],
    ),
  );

describe("invariants over every chart", () => {
  it("the count weighs every character once: stems 1, branches by their pillar", () => {
    fc.assert(
      fc.property(chartArb, (pillars) => {
        const s = judge(pillars).strength;
        // what a clash uproots and what a bound stem no longer counts leave the count; a combination moves weight
        const lost = s.adjustments
          .filter((a) => a.kind === "clash" || a.kind === "stemBound")
          .reduce((sum, a) => sum + a.weight, 0);
        const expected =
          STEM_WEIGHT * (pillars.length - 1) +
          pillars.reduce((sum, p) => sum + BRANCH_WEIGHTS[p.position as "year"], 0) -
          lost;
        expect(s.support + s.drain).toBeCloseTo(expected, 1);
        expect(s.score).toBeGreaterThanOrEqual(0);
        expect(s.score).toBeLessThanOrEqual(100);
        expect(s.verdict).toBe(s.score >= 55 ? "strong" : s.score <= 45 ? "weak" : "balanced");
      }),
    );
  });

  it("a companion in place of any other visible stem never weakens the day master (the qi settled alike)", () => {
    fc.assert(
      fc.property(chartArb, fc.constantFrom("year", "month", "hour"), (pillars, where) => {
        const day = pillars.find((p) => p.position === "day")!;
        const at = pillars.find((p) => p.position === where);
        if (!at) return;
        const before = judge(pillars).strength;
        const swapped = judge(pillars.map((p) => (p === at ? { ...p, stem: day.stem } : p))).strength;
        // a stem shown can start or stop a combination (透): compare only charts whose qi settles the same way
        const settled = (s: typeof before) => JSON.stringify(s.adjustments.map((a) => [a.kind, a.zh]));
        fc.pre(settled(before) === settled(swapped));
        expect(swapped.support).toBeGreaterThanOrEqual(before.support - 1e-9);
      }),
      { numRuns: 300 },
    );
  });

  it("each element has one role: two favourable, one neutral, two unfavourable, never both", () => {
    fc.assert(
      fc.property(chartArb, (pillars) => {
        const f = judge(pillars).favourable;
        const all = [...f.favourable, f.neutral, ...f.unfavourable];
        expect(new Set(all).size).toBe(5);
        expect(Object.keys(f.roles).sort()).toEqual([...ELEMENTS].sort());
        expect(f.roles[f.favourable[0]]).toBe("useful");
        // a weak day master never counts its own element or its resource as unfavourable, a strong one never favours them
        const s = judge(pillars).strength;
        const dayElement = STEM_NAMES[pillars.find((p) => p.position === "day")!.stem]!.element;
        const supportEls = [groupElement(dayElement, "companion"), groupElement(dayElement, "resource")];
        if (s.verdict === "weak" && !s.special && !f.adjustment)
          expect(supportEls.sort()).toEqual([...f.favourable].sort());
        if (s.verdict === "strong" && !s.special && !f.adjustment)
          expect(supportEls.sort()).toEqual([...f.unfavourable].sort());
        // 调候 moves the climate's element up to helpful only where the chart holds none of it
        if (f.adjustment === "climate") {
          const climate = judge(pillars).climate!;
          expect(f.favourable[1]).toBe(climate.element);
          expect(s.contributions.filter((c) => c.element === climate.element && c.weight > 0)).toEqual([]);
        }
      }),
    );
  });

  it("favourable elements follow from the strength alone (the same strength, the same elements)", () => {
    fc.assert(
      fc.property(chartArb, (pillars) => {
        const ds = pillars.find((p) => p.position === "day")!.stem;
        const j = judgeDayMaster(ds, pillars);
        expect(favourableElements(ds, dayMasterStrength(ds, pillars))).toEqual(j.favourable);
      }),
    );
  });
});

describe("a chart without the hour", () => {
  it("lists the twelve hours, each with its Five Rats pillar, and the known hour's own judgement among them", () => {
    const full = chart("庚午", "辛巳", "庚辰", "辛巳");
    const three = full.slice(0, 3);
    const h = hourOptions(6, three, judge(three));
    expect(h.options.map((o) => o.pillar % 10)).toEqual(
      Array.from({ length: 12 }, (_, b) => fiveRatsHourStem(6, b)),
    );
    const 巳 = h.options[5]!;
    expect([巳.verdict, 巳.score, 巳.favourable]).toEqual(["strong", 61, ["fire", "water"]]);
    expect(h.sameVerdict).toBe(h.options.filter((o) => o.verdict === judge(three).strength.verdict).length);
    // 巳 hour with 午 year: no relation; 子 hour clashes the 午 year
    expect(h.options[0]!.interactions.map((i) => `${i.kind} ${i.zh}`)).toContain("clash 午子");
  });

  it("appears in the chart JSON only when the hour is unknown, and the JSON keeps its schema", () => {
    const place = { lat: 55.75, lng: 37.62, tz: "Europe/Moscow" };
    const known = chartJson({ date: "1990-05-15", time: "10:30", place, gender: "female" }, "en");
    const unknown = chartJson({ date: "1990-05-15", time: null, place, gender: "female" }, "ru");
    expect(ChartSchema.parse(known).hourUnknown).toBeNull();
    expect(ChartSchema.parse(unknown).hourUnknown?.options).toHaveLength(12);
    expect(known.dayMaster).toMatchObject({
      zh: "庚",
      strength: { key: "strong", zh: "身强", name: "Strong", score: 61, method: "ziPingQiCount" },
      favourable: { method: "fuYi", favourable: ["fire", "water"], unfavourable: ["metal", "earth"] },
      structure: { key: "sevenKillings", zh: "七杀格", stem: "丙", revealed: false },
      climate: { key: "moisture", element: "water" },
    });
    expect(unknown.dayMaster.strength.name).toBe("Сильный");
    const c = computeChart({ date: "1990-05-15", time: "10:30", place });
    expect([c.pillars.year.zh, c.pillars.month.zh, c.pillars.day.zh, c.pillars.hour?.zh]).toEqual([
      "庚午",
      "辛巳",
      "庚辰",
      "辛巳",
    ]);
  });
});
