/**
 * Compatibility over time (compatibility-time.ts; rules and points in docs/bazi-compatibility.md, "Over time"):
 * a hand-worked pair whose useful elements are known (a year bringing both is good and says so; a year clashing
 * one's day branch is named), then properties over random pairs (ten years, two people each, the verdict by its
 * score rule, each person's judgement their forecast's, the texts filled in both languages, the JSON against its
 * schema), and the catalogs' keys and placeholders.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { ChartInput } from "../src/chart.ts";
import { computeChart } from "../src/chart.ts";
import { chartDetails } from "../src/chart-details.ts";
import { compatibilityJson } from "../src/compatibility-json.ts";
import {
  compatibilityOverTime,
  GOOD_FROM,
  HARD_TO,
  PAIR_YEARS,
  pairVerdictOf,
} from "../src/compatibility-time.ts";
import { jdn } from "../src/cycle.ts";
import { forecast } from "../src/forecast.ts";
import { placeholdersOf } from "../src/names/template.ts";
import { CompatibilitySchema } from "../src/schema.ts";
import en from "../texts/compatibility-time.en.json" with { type: "json" };
import ru from "../texts/compatibility-time.ru.json" with { type: "json" };
import { arbBirth, birthInput } from "./support/births.ts";

const MOSCOW = { lat: 55.7558, lng: 37.6173, tz: "Europe/Moscow" };
/** 庚辰 day, weak metal under fire: 用神 fire (day-master.ts), day branch 辰. */
const HIM: ChartInput = { date: "1990-05-15", time: "08:30", place: MOSCOW, gender: "male" };
/** 癸 day: 用神 metal. */
const HER: ChartInput = {
  date: "1992-11-03",
  time: "14:00",
  place: { lat: 59.9386, lng: 30.3141, tz: "Europe/Moscow" },
  gender: "female",
};

function person(input: ChartInput, asOf: number) {
  const chart = computeChart(input);
  const d = chartDetails(chart);
  return {
    chart,
    favourable: d.judgement.favourable,
    forecast: forecast(chart, d.judgement.favourable, d.luck, asOf),
  };
}

describe("a hand-worked pair", () => {
  const asOf = Date.UTC(2016, 5, 1);
  const a = person(HIM, asOf);
  const b = person(HER, asOf);
  const t = compatibilityOverTime(a, b, asOf);

  it("has the useful elements the test assumes", () => {
    expect(a.favourable.favourable[0]).toBe("fire");
    expect(b.favourable.favourable[0]).toBe("metal");
    expect(a.chart.pillars.day.branch).toBe(4); // 辰
  });

  it("counts ten years from asOf's Bazi year", () => {
    expect(t.years.map((y) => y.year)).toEqual(Array.from({ length: PAIR_YEARS }, (_, i) => 2016 + i));
  });

  it("names a year that brings both useful elements (丙申 2016: fire stem, metal branch), and it is good", () => {
    const y = t.years.find((x) => x.year === 2016)!;
    const useful = y.reasons.filter((r) => r.factor === "year.useful");
    expect(useful.map((r) => [r.args.side, r.args.element, r.args.part])).toEqual([
      ["first", "fire", "stem"],
      ["second", "metal", "branch"],
    ]);
    expect(y.people.map((p) => p.useful)).toEqual([true, true]);
    expect(y.verdict).toBe("good");
    const j = compatibilityJson(HIM, HER, "partner", "ru", { asOf });
    const texts = j.time.years[0]!.reasons.map((r) => r.text);
    expect(texts).toContain("Год 丙申 приносит огонь (в стволе) — полезный элемент (用神) первой карты (庚)");
    expect(j.time.best).toContain(2016);
  });

  it("names a year whose branch clashes one's day branch (戊戌 2018 against 辰)", () => {
    const y = t.years.find((x) => x.year === 2018)!;
    const clash = y.reasons.filter((r) => r.factor === "clash.day");
    expect(clash.map((r) => r.args.side)).toEqual(["first"]);
    expect(y.people[0].clashesDay).toBe(true);
    const j = compatibilityJson(HIM, HER, "partner", "en", { asOf });
    expect(j.time.years[2]!.reasons.map((r) => r.text)).toContain(
      "The year's branch 戌 clashes (冲) with the day branch 辰 of the first chart (庚), the spouse palace",
    );
  });

  it("defaults asOf to the first chart's forecast's (its birth; Moscow summer time, UTC+4)", () => {
    const j = compatibilityJson(HIM, HER, "partner", "ru");
    expect(j.time.asOf).toBe("1990-05-15T04:30:00Z");
    expect(j.time.years[0]!.year).toBe(1990);
  });
});

// ---------------------------------------------------------------------------------------------------------
// Properties over random pairs

const arbPair = arbBirth(jdn(1900, 3, 1), jdn(2080, 12, 30));
const arbAsOf = fc.integer({ min: Date.UTC(1900, 2, 1), max: Date.UTC(2100, 10, 1) });

describe("properties over random pairs", () => {
  it("ten years, two people each, the verdict by its score rule, each person's judgement their forecast's", () => {
    fc.assert(
      fc.property(arbPair, arbPair, arbAsOf, (x, y, asOf) => {
        const a = person(birthInput(x), asOf);
        const b = person(birthInput(y), asOf);
        const t = compatibilityOverTime(a, b, asOf);
        expect(t.years).toHaveLength(PAIR_YEARS);
        for (const year of t.years) {
          expect(year.people).toHaveLength(2);
          expect(year.score).toBe(year.reasons.reduce((s, r) => s + r.effect, 0));
          expect(year.verdict).toBe(pairVerdictOf(year.score));
          expect(year.verdict === "good").toBe(year.score >= GOOD_FROM);
          expect(year.verdict === "hard").toBe(year.score <= HARD_TO);
          year.people.forEach((p, i) => {
            const listed = [a, b][i]!.forecast.years.find((f) => f.year === year.year);
            if (listed) expect([p.verdict, p.score]).toEqual([listed.verdict, listed.score]);
          });
        }
        for (const v of t.best) expect(t.years.find((z) => z.year === v)!.verdict).toBe("good");
        for (const v of t.hardest) expect(t.years.find((z) => z.year === v)!.verdict).toBe("hard");
      }),
      { numRuns: 40 },
    );
  });

  it("the JSON parses against its schema and its texts are filled in ru and en", () => {
    fc.assert(
      fc.property(arbPair, arbPair, arbAsOf, (x, y, asOf) => {
        for (const lang of ["ru", "en"] as const) {
          const j = compatibilityJson(birthInput(x), birthInput(y), "partner", lang, { asOf });
          CompatibilitySchema.parse(JSON.parse(JSON.stringify(j)));
          const texts = [j.time.summary, ...j.time.years.flatMap((z) => z.reasons.map((r) => r.text))];
          for (const s of texts) {
            expect(s.length).toBeGreaterThan(0);
            expect(s).not.toMatch(/[{}]|undefined/);
          }
          if (lang === "en") for (const s of texts) expect(s).not.toMatch(/\p{Script=Cyrillic}/u);
        }
      }),
      { numRuns: 25 },
    );
  });
});

describe("the catalogs", () => {
  const leaves = (o: unknown, path = ""): [string, string][] =>
    typeof o === "string"
      ? [[path, o]]
      : Object.entries(o as object).flatMap(([k, v]) => leaves(v, path ? `${path}.${k}` : k));
  it("Russian and English have the same keys and placeholders and no empty text", () => {
    const r = leaves(ru);
    const e = new Map(leaves(en));
    expect([...e.keys()].sort()).toEqual(r.map(([k]) => k).sort());
    for (const [k, v] of r) {
      expect(v.trim(), k).not.toBe("");
      expect(placeholdersOf(e.get(k)!).sort(), k).toEqual(placeholdersOf(v).sort());
    }
  });
});
