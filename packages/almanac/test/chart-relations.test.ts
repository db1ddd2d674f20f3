/**
 * The relations a practitioner reads in a chart (chart-relations.ts): growth stages, relations between pillars,
 * the void, the conception pillar and the life palace. Checked against tables written out by hand from the
 * classical rules (docs/bazi-relations.md), against tyme4ts where it computes the same thing (Terrain, the fetal
 * origin, the own sign), and against invariants over every pillar.
 */
import fc from "fast-check";
import { EarthBranch, EightChar, HeavenStem, SixtyCycle } from "tyme4ts";
import { describe, expect, it } from "vitest";
import { chartJson } from "../src/chart-json.ts";
import {
  breaks,
  conceptionPillar,
  externalInteractions,
  growthStage,
  type Interaction,
  lifePalace,
  natalInteractions,
  type PlacedPillar,
  punishmentType,
} from "../src/chart-relations.ts";
import { BRANCHES, mod, pillarZh, STEMS } from "../src/cycle.ts";
import { STAGE_NAMES } from "../src/names/relations.ts";
import { GOAT_BLADE, PROSPERITY } from "../src/relations.ts";
import { ChartSchema } from "../src/schema.ts";
import { placedChart as chart } from "./support/pillars.ts";

/** An interaction in a line: "clash 子午 day+hour", "stemCombination 丙辛 month+day water transforms". */
const line = (i: Interaction) =>
  [
    i.kind,
    i.zh,
    i.pillars.join("+"),
    ...(i.element ? [i.element] : []),
    ...(i.transforms ? ["transforms"] : []),
    ...(i.punishment ? [i.punishment] : []),
  ].join(" ");

describe("the twelve growth stages 十二长生", () => {
  it("长生, 临官, 帝旺 and 墓 of each stem as the classical table gives them (yin stems backward)", () => {
    // stem: 长生 临官 帝旺 墓 (渊海子平; earth with fire)
    const table: Record<string, string> = {
      甲: "亥寅卯未",
      乙: "午卯寅戌",
      丙: "寅巳午戌",
      丁: "酉午巳丑",
      戊: "寅巳午戌",
      己: "酉午巳丑",
      庚: "巳申酉丑",
      辛: "子酉申辰",
      壬: "申亥子辰",
      癸: "卯子亥未",
    };
    for (const [stem, branches] of Object.entries(table)) {
      const s = STEMS.indexOf(stem as (typeof STEMS)[number]);
      const at = (stage: number) => BRANCHES.find((_, b) => growthStage(s, b) === stage);
      expect([at(0), at(3), at(4), at(8)].join(""), stem).toBe(branches);
    }
  });

  it("agree with tyme4ts HeavenStem.getTerrain for all 120 stem–branch pairs", () => {
    for (let s = 0; s < 10; s++)
      for (let b = 0; b < 12; b++)
        expect(STAGE_NAMES[growthStage(s, b)]!.zh, `${STEMS[s]}${BRANCHES[b]}`).toBe(
          HeavenStem.fromIndex(s).getTerrain(EarthBranch.fromIndex(b)).getName(),
        );
  });

  it("each stem meets every stage once; 临官 is its 禄, a yang stem's 帝旺 its 羊刃", () => {
    for (let s = 0; s < 10; s++) {
      const stages = BRANCHES.map((_, b) => growthStage(s, b));
      expect(new Set(stages).size).toBe(12);
      expect(stages.indexOf(3)).toBe(PROSPERITY[s]);
      if (s % 2 === 0) expect(stages.indexOf(4)).toBe(GOAT_BLADE[s]);
    }
  });
});

describe("relations between the pillars", () => {
  it("乙丑 己卯 丙午 乙未: harm, clash and punishment, break, six combination, half harmony", () => {
    expect(natalInteractions(chart("乙丑", "己卯", "丙午", "乙未")).map(line)).toEqual([
      "harm 丑午 year+day",
      "clash 丑未 year+hour",
      "punishment 丑未 year+hour bullying",
      "break 卯午 month+day",
      "sixCombination 午未 day+hour earth",
      "halfHarmony 卯未 month+hour wood",
    ]);
  });

  it("甲申 辛亥 丙辰 戊子: 丙辛 transform in a water month; 申子辰 whole, so no halves", () => {
    expect(natalInteractions(chart("甲申", "辛亥", "丙辰", "戊子")).map(line)).toEqual([
      "harm 申亥 year+month",
      "stemCombination 辛丙 month+day water transforms",
      "threeHarmony 申子辰 year+day+hour water",
    ]);
  });

  it("a combination of pillars apart, or in a month of another element, binds but does not transform", () => {
    // 甲 (year) and 己 (day) are not neighbours; 乙庚 in a 卯 (wood) month would be metal
    const apart = natalInteractions(chart("甲子", "丙寅", "己卯"));
    expect(apart.filter((i) => i.kind === "stemCombination").map(line)).toEqual([
      "stemCombination 甲己 year+day earth",
    ]);
    const season = natalInteractions(chart("乙卯", "庚辰", "丙子"));
    expect(season.filter((i) => i.kind === "stemCombination").map(line)).toEqual([
      "stemCombination 乙庚 year+month metal",
    ]);
  });

  it("乙巳 壬午 丙午 乙未: stem clash, self-punishment, two six combinations, the season of fire", () => {
    expect(natalInteractions(chart("乙巳", "壬午", "丙午", "乙未")).map(line)).toEqual([
      "stemClash 壬丙 month+day",
      "punishment 午午 month+day self",
      "sixCombination 午未 month+hour earth",
      "sixCombination 午未 day+hour earth",
      "directional 巳午未 year+month+day+hour fire",
    ]);
  });

  it("half harmonies are an option: off, 卯未 is not reported", () => {
    const off = natalInteractions(chart("乙丑", "己卯", "丙午", "乙未"), { halfHarmonies: false });
    expect(off.some((i) => i.kind === "halfHarmony")).toBe(false);
    // 申辰 without 子 (the peak) is no half harmony
    expect(natalInteractions(chart("甲申", "戊辰", "丙寅")).some((i) => i.kind === "halfHarmony")).toBe(
      false,
    );
  });

  it("a luck pillar 庚子 meets 乙丑 己卯 丙午 乙未: combinations, punishment, clash, harm", () => {
    const natal = chart("乙丑", "己卯", "丙午", "乙未");
    const luck: PlacedPillar = { position: "luck", stem: 6, branch: 0 };
    expect(externalInteractions(luck, natal).map(line)).toEqual([
      "stemCombination 乙庚 year+luck metal",
      "sixCombination 丑子 year+luck earth",
      "punishment 卯子 month+luck uncivil",
      "clash 午子 day+luck",
      "stemCombination 乙庚 hour+luck metal",
      "harm 未子 hour+luck",
    ]);
  });

  it("a year completes a triad the chart holds two of, and only then", () => {
    const natal = chart("甲申", "丙寅", "戊辰");
    const year: PlacedPillar = { position: "annual", stem: 8, branch: 0 }; // 壬子
    expect(
      externalInteractions(year, natal)
        .filter((i) => i.kind === "threeHarmony")
        .map(line),
    ).toEqual(["threeHarmony 申子辰 year+day+annual water"]);
  });

  it("each relation of branches holds as its classical list says, for every pair", () => {
    const pairs = (list: string) =>
      list.split(" ").map((p) => [...p].map((c) => BRANCHES.indexOf(c as never)));
    const holds = (f: (a: number, b: number) => boolean, list: string) => {
      const expected = new Set(pairs(list).flatMap(([a, b]) => [`${a}-${b}`, `${b}-${a}`]));
      for (let a = 0; a < 12; a++)
        for (let b = 0; b < 12; b++)
          expect(f(a, b), `${BRANCHES[a]}${BRANCHES[b]}`).toBe(expected.has(`${a}-${b}`));
    };
    holds(breaks, "子酉 卯午 辰丑 未戌 寅亥 巳申");
    holds((a, b) => punishmentType(a, b) !== null, "寅巳 巳申 申寅 丑戌 戌未 未丑 子卯 辰辰 午午 酉酉 亥亥");
    expect(punishmentType(2, 5)).toBe("ungrateful");
    expect(punishmentType(1, 10)).toBe("bullying");
    expect(punishmentType(0, 3)).toBe("uncivil");
    expect(punishmentType(4, 4)).toBe("self");
  });

  it("invariants: relations do not depend on the reading order; pairs name two pillars; clashes are six apart", () => {
    const pillar = fc.integer({ min: 0, max: 59 });
    fc.assert(
      fc.property(pillar, pillar, pillar, pillar, (y, m, d, h) => {
        const placed = chart(pillarZh(y), pillarZh(m), pillarZh(d), pillarZh(h));
        const found = natalInteractions(placed);
        for (const i of found) {
          expect(new Set(i.pillars).size).toBe(i.pillars.length);
          if (!["threeHarmony", "directional"].includes(i.kind)) expect(i.pillars).toHaveLength(2);
          if (i.kind === "clash") {
            const [a, b] = i.pillars.map((p) => placed.find((x) => x.position === p)!.branch);
            expect(mod(a! - b!, 12)).toBe(6);
          }
        }
        // the chart read the other way round (hour first) has the same relations
        const swapped = placed.map((p, i) => ({
          ...p,
          stem: placed[3 - i]!.stem,
          branch: placed[3 - i]!.branch,
        }));
        const kinds = (list: Interaction[]) => list.map((i) => `${i.kind}:${i.zh}:${i.element ?? ""}`).sort();
        const unordered = (list: Interaction[]) =>
          kinds(list)
            .map((k) => k.replace(/:([^:]*):/, (_, zh: string) => `:${[...zh].sort().join("")}:`))
            .sort();
        expect(unordered(natalInteractions(swapped))).toEqual(unordered(found));
      }),
      { numRuns: 500 },
    );
  });
});

describe("the conception pillar 胎元 and the life palace 命宫", () => {
  it("agree with tyme4ts (getFetalOrigin, getOwnSign) for every month and hour of every year stem", () => {
    for (let ys = 0; ys < 10; ys++) {
      const year = SixtyCycle.fromIndex(ys).getName(); // 甲子, 乙丑, …
      for (let k = 0; k < 12; k++) {
        const monthStem = mod((ys % 5) * 2 + 2 + k, 10);
        const monthBranch = mod(2 + k, 12);
        const month = `${STEMS[monthStem]}${BRANCHES[monthBranch]}`;
        for (let hb = 0; hb < 12; hb++) {
          const hour = `${STEMS[hb % 2]}${BRANCHES[hb]}`; // 甲子 乙丑 甲寅 …: any stem of the right polarity
          const eight = new EightChar(year, month, "甲子", hour);
          expect(pillarZh(conceptionPillar(monthStem, monthBranch)), month).toBe(
            eight.getFetalOrigin().getName(),
          );
          expect(pillarZh(lifePalace(ys, monthBranch, hb)), `${year} ${month} ${hour}`).toBe(
            eight.getOwnSign().getName(),
          );
        }
      }
    }
  });

  it("in the chart JSON: void marked on the pillars it touches; no life palace without the hour", () => {
    const place = { lat: 59.9386, lng: 30.3141, tz: "Europe/Moscow" };
    const known = ChartSchema.parse(
      chartJson({ date: "1985-03-08", time: "14:20", place, gender: "female" }),
    );
    expect(known.pillars.day.stage).toMatchObject({ zh: "帝旺", name: "Расцвет" });
    expect(known.void.day).toEqual({ branches: ["寅", "卯"], pillars: ["month"] });
    expect(known.pillars.month.void).toEqual(["day"]);
    expect(known.conception.zh).toBe("庚午");
    expect(known.lifePalace).toMatchObject({ zh: "癸未", method: "sanMingTongHui" });
    expect(known.interactions.map((i) => `${i.zh} ${i.chars}`)).toContain("六冲 丑未");
    expect(known.luck!.pillars[0]!.interactions.length).toBeGreaterThan(0);
    // the option holds for the luck and annual pillars as for the natal ones
    const halves = (c: ReturnType<typeof chartJson>) =>
      [
        ...c.interactions,
        ...c.luck!.pillars.flatMap((p) => p.interactions),
        ...c.annual.flatMap((a) => a.interactions),
      ].filter((i) => i.kind === "halfHarmony").length;
    const input = { date: "1985-03-08", time: "14:20", place, gender: "female" } as const;
    expect(halves(chartJson(input))).toBeGreaterThan(1);
    expect(halves(chartJson(input, "ru", { halfHarmonies: false }))).toBe(0);
    const unknown = chartJson({ date: "1985-03-08", time: null, place, gender: "female" }, "en");
    expect(unknown.lifePalace).toBeNull();
    expect(unknown.pillars.hour).toBeNull();
    expect(unknown.interactions.every((i) => !i.pillars.includes("hour"))).toBe(true);
  });
});
