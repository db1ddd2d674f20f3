/**
 * Compatibility of two charts (compatibility.ts; rules and points in docs/bazi-compatibility.md). Hand-worked
 * pairs for each rule: the day stems' combination and clash, the day and year branches, the element exchange, the
 * spouse and child stars; then invariants over random pairs (the verdict is the sum of its listed points, the
 * pair read the other way round gives the same score, shares stay within 0..1) and the JSON against its schema.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Gender } from "../src/chart.ts";
import type { PlacedPillar } from "../src/chart-relations.ts";
import {
  CHALLENGING_TO,
  type CompatibilityKind,
  type CompatibilitySide,
  compatibility,
  HARMONIOUS_FROM,
} from "../src/compatibility.ts";
import { compatibilityJson } from "../src/compatibility-json.ts";
import { judgeDayMaster } from "../src/day-master.ts";
import { BRANCH_NAMES, ELEMENTS, type Element, STEM_NAMES } from "../src/names/core.ts";
import { CompatibilitySchema } from "../src/schema.ts";
import { placedChart } from "./support/pillars.ts";

/** A simple balance: each stem 1 and each branch's own element 1 (enough for the exchange's shares). */
function balance(pillars: PlacedPillar[]): Record<Element, number> {
  const out = Object.fromEntries(ELEMENTS.map((e) => [e, 0])) as Record<Element, number>;
  for (const p of pillars) {
    out[STEM_NAMES[p.stem]!.element] += 1;
    out[BRANCH_NAMES[p.branch]!.element] += 1;
  }
  return out;
}

function side(pillars: PlacedPillar[], gender: Gender | null = null): CompatibilitySide {
  const dayStem = pillars.find((p) => p.position === "day")!.stem;
  return {
    pillars,
    gender,
    favourable: judgeDayMaster(dayStem, pillars).favourable,
    elements: balance(pillars),
  };
}

const sum = (points: { points: number }[]) => points.reduce((s, p) => s + p.points, 0);

describe("the day masters", () => {
  it("甲 and 己 combine; each is the other's direct star (wealth for 甲, officer for 己)", () => {
    const r = compatibility(
      side(placedChart("甲子", "丙寅", "甲戌", "甲子"), "male"),
      side(placedChart("乙丑", "戊寅", "己巳", "甲子"), "female"),
      "partner",
    );
    expect(r.dayMasters).toMatchObject({
      relation: "firstControls",
      secondForFirst: "directWealth",
      firstForSecond: "directOfficer",
      combine: true,
      clash: false,
    });
    expect(r.points).toContainEqual({ reason: "dayStemsCombine", side: "both", points: 2 });
    // his spouse star is wealth (earth for wood): 己 is earth; hers is power (wood for earth): 甲 is wood
    expect(r.stars).toEqual({
      first: { star: "spouse", element: "earth", present: true },
      second: { star: "spouse", element: "wood", present: true },
    });
    expect(r.points.filter((p) => p.reason === "star")).toHaveLength(2);
  });

  it("甲 and 庚 clash: two points off", () => {
    const r = compatibility(
      side(placedChart("甲子", "丙寅", "甲戌")),
      side(placedChart("乙丑", "戊寅", "庚辰")),
      "business",
    );
    expect(r.dayMasters).toMatchObject({ relation: "secondControls", clash: true, combine: false });
    expect(r.points).toContainEqual({ reason: "dayStemsClash", side: "both", points: -2 });
    // business partners have no star check
    expect(r.stars).toBeNull();
  });
});

describe("the day and year branches", () => {
  it("子 with 午 in the day pillars is a clash of the spouse palaces; 子 with 丑 combines", () => {
    const clash = compatibility(
      side(placedChart("甲寅", "丙寅", "甲子")),
      side(placedChart("甲寅", "丙寅", "丙午")),
      "partner",
    );
    expect(clash.points).toContainEqual({ reason: "dayBranches", side: "both", points: -2, kind: "clash" });
    const key = clash.interactions.filter((i) => i.key);
    expect(key.map((i) => [i.kind, i.pillars, i.zh])).toContainEqual(["clash", ["day", "day"], "子午"]);
    // the key pairs come first
    expect(clash.interactions.slice(0, key.length).every((i) => i.key)).toBe(true);

    const combine = compatibility(
      side(placedChart("甲寅", "丙寅", "甲子")),
      side(placedChart("甲寅", "丙寅", "丁丑")),
      "partner",
    );
    expect(combine.points).toContainEqual({
      reason: "dayBranches",
      side: "both",
      points: 2,
      kind: "sixCombination",
    });
  });

  it("寅 and 申 years clash (one point); 子 and 辰 years are half a water triad (one point)", () => {
    const clash = compatibility(
      side(placedChart("甲寅", "丙寅", "甲戌")),
      side(placedChart("庚申", "戊寅", "甲戌")),
      "partner",
    );
    expect(clash.points).toContainEqual({ reason: "yearBranches", side: "both", points: -1, kind: "clash" });
    const half = compatibility(
      side(placedChart("甲子", "丙寅", "甲戌")),
      side(placedChart("丙辰", "戊寅", "甲戌")),
      "partner",
    );
    expect(half.points).toContainEqual({
      reason: "yearBranches",
      side: "both",
      points: 1,
      kind: "halfHarmony",
    });
    const triad = half.interactions.find((i) => i.kind === "halfHarmony" && i.key);
    expect(triad).toMatchObject({ zh: "子辰", element: "water", pillars: ["year", "year"] });
  });

  it("reads a pair in the order given: the first chart's pillar first", () => {
    const r = compatibility(
      side(placedChart("甲子", "丙寅", "甲戌")),
      side(placedChart("庚午", "戊寅", "甲戌")),
      "business",
    );
    const dayWithYear = r.interactions.filter((i) => i.pillars[0] === "day" && i.pillars[1] === "year");
    // 甲戌 (first's day) with 庚午 (second's year): 甲 and 庚 clash, 戌 and 午 are half the fire triad; 甲 and 戌 first
    expect(dayWithYear.map((i) => [i.kind, i.zh, i.key])).toEqual([
      ["stemClash", "甲庚", false],
      ["halfHarmony", "戌午", false],
    ]);
  });
});

describe("the element exchange", () => {
  it("counts the share of the other chart on this one's favourable and unfavourable elements", () => {
    const first = side(placedChart("甲子", "丙寅", "甲戌"));
    const second = side(placedChart("壬子", "壬子", "壬子", "壬子")); // all water
    const r = compatibility(first, second, "business");
    const fav = first.favourable.favourable;
    expect(r.elements.first.favourableShare).toBe(fav.includes("water") ? 1 : 0);
    expect(r.elements.first.otherDayMaster).toBe(first.favourable.roles.water);
    expect(r.elements.first.supplied).toEqual(fav.includes("water") ? ["water"] : []);
  });
});

describe("a child's chart", () => {
  it("looks for the child star in the parent's chart only: output for a mother, power for a father", () => {
    const mother = compatibility(
      side(placedChart("甲子", "丙寅", "甲戌"), "female"),
      side(placedChart("甲子", "丙寅", "丙午")),
      "child",
    );
    expect(mother.stars).toEqual({ first: { star: "child", element: "fire", present: true }, second: null });
    const father = compatibility(
      side(placedChart("甲子", "丙寅", "甲戌"), "male"),
      side(placedChart("甲子", "丙寅", "庚午")),
      "child",
    );
    expect(father.stars).toEqual({ first: { star: "child", element: "metal", present: true }, second: null });
  });
});

describe("invariants over random pairs", () => {
  const pillar = fc.integer({ min: 0, max: 59 });
  const sideArb = fc
    .tuple(
      pillar,
      pillar,
      pillar,
      fc.option(pillar, { nil: undefined }),
      fc.constantFrom<Gender>("male", "female"),
    )
    .map(([y, m, d, h, g]) => {
      const placed = (["year", "month", "day", "hour"] as const).flatMap((position, i) => {
        const idx = [y, m, d, h][i];
        return idx === undefined ? [] : [{ position, stem: idx % 10, branch: idx % 12 }];
      });
      return side(placed, g);
    });
  const kind = fc.constantFrom<CompatibilityKind>("partner", "business");

  it("the score is the sum of the listed points and the verdict follows its thresholds", () => {
    fc.assert(
      fc.property(sideArb, sideArb, kind, (a, b, k) => {
        const r = compatibility(a, b, k);
        expect(r.score).toBe(sum(r.points));
        const expected =
          r.score >= HARMONIOUS_FROM ? "harmonious" : r.score <= CHALLENGING_TO ? "challenging" : "mixed";
        expect(r.verdict).toBe(expected);
        for (const x of [r.elements.first, r.elements.second]) {
          expect(x.favourableShare).toBeGreaterThanOrEqual(0);
          expect(x.favourableShare + x.unfavourableShare).toBeLessThanOrEqual(1.01); // each share is rounded to 0.01;
        }
      }),
    );
  });

  it("partners and business partners read the same either way round", () => {
    fc.assert(
      fc.property(sideArb, sideArb, kind, (a, b, k) => {
        const ab = compatibility(a, b, k);
        const ba = compatibility(b, a, k);
        expect(ba.score).toBe(ab.score);
        expect(ba.interactions.length).toBe(ab.interactions.length);
        expect(ba.elements.first).toEqual(ab.elements.second);
        expect(ba.dayMasters.secondForFirst).toBe(ab.dayMasters.firstForSecond);
      }),
    );
  });

  it("a chart with itself has no clash between its day stems and no key clash", () => {
    fc.assert(
      fc.property(sideArb, (a) => {
        const r = compatibility(a, a, "business");
        expect(r.dayMasters.relation).toBe("same");
        expect(r.dayMasters.clash).toBe(false);
        expect(r.interactions.some((i) => i.key && i.kind === "clash")).toBe(false);
      }),
    );
  });
});

describe("JSON", () => {
  it("matches its schema, in both languages, with the charts as chartJson computes them", () => {
    const a = {
      date: "1990-05-15",
      time: "08:30",
      place: { lat: 55.75, lng: 37.62, tz: "Europe/Moscow" },
      gender: "male" as const,
    };
    const b = {
      date: "1992-11-03",
      time: null,
      place: { lat: 59.93, lng: 30.31, tz: "Europe/Moscow" },
      gender: "female" as const,
    };
    for (const lang of ["ru", "en"] as const) {
      const r = compatibilityJson(a, b, "partner", lang);
      expect(CompatibilitySchema.parse(r)).toEqual(r);
      expect(r.charts.first.pillars.day.zh).toBe("庚辰");
      expect(r.charts.second.pillars.hour).toBeNull();
      expect(r.score).toBe(sum(r.points));
    }
    expect(compatibilityJson(a, b, "partner", "en").dayMasters.first.name).toBe("Yang Metal");
  });
});
