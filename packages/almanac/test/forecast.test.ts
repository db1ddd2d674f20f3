/**
 * The forecast (src/forecast.ts, docs/bazi-forecast.md): hand cases against a chart whose useful element is set
 * (the method, not the strength verdict, is under test here), the current marks at a given instant, properties
 * over random charts 1900–2100, the words in both languages, the JSON against ForecastSchema, and the CLI.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { main } from "../cli/bazi.ts";
import { type Chart, computeChart, yearMonthPillars } from "../src/chart.ts";
import { chartDetails } from "../src/chart-details.ts";
import { chartJson } from "../src/chart-json.ts";
import { jdn, pillarIndexOf } from "../src/cycle.ts";
import {
  type AreaReading,
  DIFFICULT_TO,
  elementPoints,
  FAVOURABLE_FROM,
  type Forecast,
  type ForecastReason,
  forecast,
  forecastContext,
  forecastVerdictOf,
  judgePeriod,
  PART_WEIGHTS,
  stemsControl,
} from "../src/forecast.ts";
import { forecastJson } from "../src/forecast-json.ts";
import { ForecastSchema } from "../src/forecast-schema.ts";
import type { Element } from "../src/names/core.ts";
import type { UsefulRole } from "../src/names/day-master.ts";
import {
  FORECAST_PLACEHOLDERS,
  forecastAreaText,
  forecastReasonText,
  forecastTemplatePath,
} from "../src/names/forecast.ts";
import { placeholdersOf } from "../src/names/template.ts";
import { ChartSchema } from "../src/schema.ts";
import { solarTermsOfYear, termAtOrBefore } from "../src/solar-terms.ts";
import en from "../texts/forecast.en.json" with { type: "json" };
import ru from "../texts/forecast.ru.json" with { type: "json" };
import { arbBirth, birthInput } from "./support/births.ts";

const MOSCOW = { lat: 55.7558, lng: 37.6173 };
/** 1990-05-15 14:30 Moscow: 庚午 辛巳 庚辰 癸未. */
const SAMPLE = { date: "1990-05-15", time: "14:30", place: MOSCOW, gender: "male" as const };
const AS_OF = Date.UTC(2026, 10, 28);

/** A chart whose useful element 用神 is fire: wood helps, earth is neutral, water and metal harm (water most). */
const FIRE_USEFUL = {
  roles: { fire: "useful", wood: "helpful", earth: "neutral", water: "harmful", metal: "harmful" } as Record<
    Element,
    UsefulRole
  >,
  unfavourable: ["water", "metal"] as [Element, Element],
};

const factors = (rs: ForecastReason[]) => rs.map((r) => r.factor);
const byFactor = (rs: ForecastReason[], f: string) => rs.find((r) => r.factor === f);
const pillar = (zh: string) => pillarIndexOf(zh);

describe("a period judged against a chart whose useful element is fire", () => {
  const chart = computeChart(SAMPLE);
  const ctx = forecastContext(chart, FIRE_USEFUL);

  it("counts the roles' points, the lighter harmful element as a hostile one when none is named", () => {
    expect(elementPoints(FIRE_USEFUL)).toEqual({ fire: 2, wood: 1, earth: 0, water: -2, metal: -1 });
    expect(elementPoints({ ...FIRE_USEFUL, roles: { ...FIRE_USEFUL.roles, metal: "hostile" } }).metal).toBe(
      -1,
    );
  });

  it("a 丙午 year is favourable: the useful element on the stem (a year's weighs 1.5) and in the branch", () => {
    const j = judgePeriod("year", pillar("丙午"), ctx);
    expect(byFactor(j.reasons, "stem")).toMatchObject({
      effect: 3,
      args: { element: "fire", role: "useful" },
    });
    expect(byFactor(j.reasons, "branch")).toMatchObject({
      effect: 2,
      args: { element: "fire", role: "useful" },
    });
    expect(j.score).toBe(5);
    expect(j.verdict).toBe("favourable");
    expect(forecastReasonText(byFactor(j.reasons, "stem")!, "ru")).toBe(
      "Небесный ствол 丙 — Огонь, полезный элемент карты (用神): главная опора периода",
    );
    expect(forecastReasonText(byFactor(j.reasons, "branch")!, "en")).toContain("用神");
    // fire is the officer group of a 庚 day master: career good; both parts favourable: health good
    const area = (k: string) => j.areas.find((a) => a.key === k)!;
    expect(area("career")).toMatchObject({ tone: "good", drivers: ["god.officer"] });
    expect(area("health")).toMatchObject({ tone: "good", drivers: ["supported"] });
    expect(area("money").tone).toBe("neutral");
  });

  it("a 壬子 year is difficult: the harmful element twice, and 子 makes half of 申子辰 with the day's 辰 in water", () => {
    const j = judgePeriod("year", pillar("壬子"), ctx);
    expect(byFactor(j.reasons, "stem")).toMatchObject({ effect: -3, args: { role: "harmful" } });
    expect(byFactor(j.reasons, "branch")).toMatchObject({ effect: -2, args: { role: "harmful" } });
    expect(byFactor(j.reasons, "halfHarmony.day")).toMatchObject({
      effect: -1,
      args: { element: "water", chars: "辰子", standing: "unfavourable" },
    });
    expect(j.score).toBe(-6);
    expect(j.verdict).toBe("difficult");
    expect(forecastReasonText(byFactor(j.reasons, "stem")!, "ru")).toContain("(忌神)");
    expect(forecastReasonText(byFactor(j.reasons, "halfHarmony.day")!, "ru")).toContain("(半合)");
    expect(j.areas.find((a) => a.key === "health")).toMatchObject({ tone: "careful", drivers: ["heavy"] });
  });

  it("a decade's branch weighs more than its stem (大运重地支), a year's stem more than its branch", () => {
    expect(PART_WEIGHTS.decade.branch).toBeGreaterThan(PART_WEIGHTS.decade.stem);
    expect(PART_WEIGHTS.year.stem).toBeGreaterThan(PART_WEIGHTS.year.branch);
    const j = judgePeriod("decade", pillar("丙午"), ctx);
    expect(byFactor(j.reasons, "branch")!.effect).toBeGreaterThan(byFactor(j.reasons, "stem")!.effect);
    expect(j.score).toBe(5);
  });

  it("detects 反吟 (天克地冲 against the day pillar 庚辰) in place of the clash", () => {
    expect(stemsControl(0, 6)).toBe(true); // 甲 庚
    expect(stemsControl(4, 6)).toBe(false); // 戊 produces 庚
    for (const zh of ["甲戌", "丙戌"]) {
      const j = judgePeriod("year", pillar(zh), ctx);
      expect(factors(j.reasons), zh).toContain("reversal.day");
      expect(factors(j.reasons), zh).not.toContain("clash.day");
      expect(j.areas.find((a) => a.key === "relationships")!.tone).toBe("careful");
      expect(forecastReasonText(byFactor(j.reasons, "reversal.day")!, "ru")).toContain("天克地冲, 反吟");
    }
    // 戊戌: the branches clash, but 戊 produces 庚: a clash on the spouse palace, no 反吟
    const j = judgePeriod("year", pillar("戊戌"), ctx);
    expect(factors(j.reasons)).toContain("clash.day");
    expect(factors(j.reasons)).not.toContain("reversal.day");
    // 戌 clashes 辰 (earth: neutral for this chart)
    expect(byFactor(j.reasons, "clash.day")).toMatchObject({ effect: -1, args: { standing: "neutral" } });
  });

  it("detects 伏吟: the period's pillar is a natal pillar", () => {
    const j = judgePeriod("year", pillar("庚午"), ctx);
    expect(byFactor(j.reasons, "repetition.year")).toMatchObject({ effect: -1, args: { natal: "year" } });
    expect(forecastReasonText(byFactor(j.reasons, "repetition.year")!, "en")).toContain("伏吟");
  });

  it("detects 岁运并临 when the year is the decade in force, and the year's clash with the decade", () => {
    const good = judgePeriod("year", pillar("丙午"), ctx, pillar("丙午"));
    // the year's elements (+5) once more, halved, less 1
    expect(byFactor(good.reasons, "together")).toMatchObject({
      effect: 1.5,
      args: { standing: "favourable" },
    });
    const bad = judgePeriod("year", pillar("壬子"), ctx, pillar("壬子"));
    expect(byFactor(bad.reasons, "together")).toMatchObject({
      effect: -3.5,
      args: { standing: "unfavourable" },
    });
    expect(bad.areas.find((a) => a.key === "health")!.drivers).toContain("together");
    expect(forecastReasonText(byFactor(bad.reasons, "together")!, "ru")).toContain("岁运并临");
    // 丙午 against a 壬子 decade: 丙 and 壬 control, 午 and 子 clash
    expect(factors(judgePeriod("year", pillar("丙午"), ctx, pillar("壬子")).reasons)).toContain(
      "decade.reversal",
    );
    expect(factors(judgePeriod("year", pillar("丙午"), ctx, pillar("甲子")).reasons)).toContain(
      "decade.clash",
    );
    // a month or a decade has no decade in force
    expect(factors(judgePeriod("month", pillar("丙午"), ctx, pillar("丙午")).reasons)).not.toContain(
      "together",
    );
  });

  it("reads 岁运并临 in a whole forecast wherever a year repeats its decade", () => {
    let seen = 0;
    for (const date of ["1984-03-10", "1990-05-15", "1975-08-20", "2001-11-30"]) {
      for (const gender of ["male", "female"] as const) {
        const c = computeChart({ date, time: "10:00", place: MOSCOW, gender });
        const d = chartDetails(c);
        const f = forecast(c, FIRE_USEFUL, d.luck, Date.UTC(2060, 0, 1));
        for (const y of f.years) {
          const decade = y.decade === null ? null : f.decades[y.decade - 1]!;
          const together = factors(y.reasons).includes("together");
          expect(together, `${date} ${gender} ${y.year}`).toBe(decade !== null && decade.index === y.index);
          if (together) seen++;
        }
      }
    }
    expect(seen).toBeGreaterThan(0);
  });
});

describe("the current decade, year and month", () => {
  const chart = computeChart(SAMPLE);
  const d = chartDetails(chart);
  const f = forecast(chart, d.judgement.favourable, d.luck, AS_OF);

  it("marks 2026 丙午, the 己亥 month from 立冬 2026 and the decade in force on 2026-11-28", () => {
    const years = f.years.filter((y) => y.current);
    expect(years.map((y) => [y.year, pillarIndexOf("丙午") === y.index])).toEqual([[2026, true]]);
    const months = f.months.filter((m) => m.current);
    expect(months).toHaveLength(1);
    expect(months[0]).toMatchObject({ year: 2026, month: 10, index: pillar("己亥"), jie: { zh: "立冬" } });
    expect(months[0]!.startsAt).toBe(solarTermsOfYear(2026)[20]!.at);
    const decades = f.decades.filter((x) => x.current);
    expect(decades).toHaveLength(1);
    expect(decades[0]!.startsAt).toBeLessThanOrEqual(AS_OF);
    expect(decades[0]!.endsAt).toBeGreaterThan(AS_OF);
    expect(decades[0]!.number).toBe(years[0]!.decade);
  });

  it("covers the years from the birth to ten after asOf's, and 24 months from asOf's 立春", () => {
    expect(f.years[0]!.year).toBe(1990);
    expect(f.years.at(-1)!.year).toBe(2036);
    expect(f.months).toHaveLength(24);
    expect(f.months[0]!.startsAt).toBe(solarTermsOfYear(2026)[2]!.at);
    expect(f.months.at(-1)!.endsAt).toBe(solarTermsOfYear(2028)[2]!.at);
  });

  it("as of the birth (chartJson without asOf) marks the birth year and month", () => {
    const j = chartJson(SAMPLE, "en");
    expect(j.forecast.asOf).toBe(j.utc);
    expect(j.forecast.years.find((y) => y.current)!.year).toBe(1990);
    expect(j.forecast.months.find((m) => m.current)!.zh).toBe(j.pillars.month.zh);
    expect(j.forecast.decades.some((x) => x.current)).toBe(false); // the first decade begins at 7
  });

  it("a birth on 1 January 1900 east of Greenwich (still 1899 in UTC) has its forecast too", () => {
    const j = chartJson({ date: "1900-01-01", time: "00:30", place: MOSCOW, gender: "female" }, "ru");
    expect(j.utc.startsWith("1899-12-31")).toBe(true);
    expect(j.forecast.years[0]!.year).toBe(1900);
    expect(j.forecast.months.filter((m) => m.current)).toHaveLength(1);
  });

  it("has no decades without a gender, and refuses an instant outside 1900–2100", () => {
    const c = computeChart({ ...SAMPLE, gender: null });
    const g = chartDetails(c);
    const x = forecast(c, g.judgement.favourable, g.luck, AS_OF);
    expect(x.decades).toEqual([]);
    expect(x.years.every((y) => y.decade === null)).toBe(true);
    expect(() => forecast(c, g.judgement.favourable, g.luck, Date.UTC(2102, 5, 1))).toThrow(/asOf/);
    expect(() => forecast(c, g.judgement.favourable, g.luck, Date.UTC(1898, 5, 1))).toThrow(/asOf/);
    expect(() => forecast(c, g.judgement.favourable, g.luck, Number.NaN)).toThrow(/asOf/);
  });
});

// ---------------------------------------------------------------------------------------------------------
// Properties over random charts

const FIRST = jdn(1900, 1, 1);
const LAST = jdn(2100, 12, 30);
/** A birth, and where asOf falls between the birth and the end of 2100, 0..1. */
const arbBirthAt = fc.record({
  birth: arbBirth(FIRST, LAST),
  at: fc.double({ min: 0, max: 1, noNaN: true }),
});
const END = Date.UTC(2100, 11, 31, 23, 59);
type BirthAt = typeof arbBirthAt extends fc.Arbitrary<infer T> ? T : never;

function sample({ birth: b, at }: BirthAt): {
  chart: Chart;
  f: Forecast;
  asOf: number;
} {
  const chart = computeChart(birthInput(b));
  const d = chartDetails(chart);
  const asOf = Math.floor(chart.utc + (END - chart.utc) * at);
  return { chart, f: forecast(chart, d.judgement.favourable, d.luck, asOf), asOf };
}

const allPeriods = (f: Forecast) => [...f.decades, ...f.years, ...f.months];
const texts = (rs: ForecastReason[], areas: AreaReading[], lang: "ru" | "en") => [
  ...rs.map((r) => forecastReasonText(r, lang)),
  ...areas.map((a) => forecastAreaText(a, lang)),
];

describe("forecast properties over random charts 1900–2100", () => {
  it("exactly one current decade, year and month when asOf is inside their span; spans contiguous", () => {
    fc.assert(
      fc.property(arbBirthAt, (b) => {
        const { f, asOf } = sample(b);
        for (const list of [f.decades, f.years, f.months]) {
          for (let i = 1; i < list.length; i++) expect(list[i]!.startsAt).toBe(list[i - 1]!.endsAt);
          const inside = list.length > 0 && list[0]!.startsAt <= asOf && asOf < list.at(-1)!.endsAt;
          expect(list.filter((p) => p.current).length).toBe(inside ? 1 : 0);
        }
        // the months always hold asOf; the years from 1900 on (a birth before 立春 1900 may precede them)
        expect(f.months.some((m) => m.current)).toBe(true);
        if (asOf >= solarTermsOfYear(1900)[2]!.at) expect(f.years.some((y) => y.current)).toBe(true);
      }),
      { numRuns: 60 },
    );
  });

  it("24 months, each beginning at a jie with the month pillar of that instant", () => {
    fc.assert(
      fc.property(arbBirthAt, (b) => {
        const { f } = sample(b);
        expect(f.months).toHaveLength(24);
        for (const m of f.months) {
          const jie = termAtOrBefore(m.startsAt, "jie");
          expect(jie.at).toBe(m.startsAt);
          expect(jie.zh).toBe(m.jie.zh);
          expect(yearMonthPillars(m.startsAt).month.index).toBe(m.index);
          expect(yearMonthPillars(m.startsAt).baziYear).toBe(m.year);
          expect(yearMonthPillars(m.startsAt - 1).month.index).not.toBe(m.index);
        }
      }),
      { numRuns: 40 },
    );
  });

  it("no reason twice, the score the sum of the effects, the verdict by the thresholds", () => {
    fc.assert(
      fc.property(arbBirthAt, (b) => {
        const { f } = sample(b);
        for (const p of allPeriods(f)) {
          expect(new Set(factors(p.reasons)).size).toBe(p.reasons.length);
          const sum = p.reasons.reduce((s, r) => s + r.effect, 0);
          expect(p.score).toBeCloseTo(sum, 6);
          expect(p.verdict).toBe(forecastVerdictOf(p.score));
          if (p.verdict === "favourable") expect(p.score).toBeGreaterThanOrEqual(FAVOURABLE_FROM);
          if (p.verdict === "difficult") expect(p.score).toBeLessThanOrEqual(DIFFICULT_TO);
          if (p.verdict === "mixed") {
            expect(p.score).toBeLessThan(FAVOURABLE_FROM);
            expect(p.score).toBeGreaterThan(DIFFICULT_TO);
          }
          expect(p.areas.map((a) => a.key)).toEqual(["career", "money", "relationships", "health", "study"]);
          for (const a of p.areas) {
            expect(a.drivers.length === 0).toBe(a.tone === "neutral");
            // an area's reasons are among the period's
            for (const r of a.reasons) expect(factors(p.reasons)).toContain(r);
          }
        }
      }),
      { numRuns: 60 },
    );
  });

  it("every text filled in Russian and English (no placeholder left, no undefined)", () => {
    fc.assert(
      fc.property(arbBirthAt, (b) => {
        const { f } = sample(b);
        for (const p of allPeriods(f)) {
          for (const lang of ["ru", "en"] as const) {
            for (const t of texts(p.reasons, p.areas, lang)) {
              expect(t).not.toMatch(/[{}]|undefined|null|NaN/);
              expect(t.trim()).toBe(t);
              if (lang === "en") expect(t).not.toMatch(/\p{Script=Cyrillic}/u);
            }
          }
        }
      }),
      { numRuns: 40 },
    );
  });

  it("the JSON parses with ForecastSchema, and the chart's with ChartSchema", () => {
    fc.assert(
      fc.property(arbBirthAt, fc.constantFrom<"ru" | "en">("ru", "en"), (b, lang) => {
        const { chart, asOf } = sample(b);
        const j = forecastJson(chart, chartDetails(chart), lang, asOf);
        ForecastSchema.parse(j);
        expect(j.years.every((y) => y.reasons.every((r) => !/[{}]/.test(r.text)))).toBe(true);
      }),
      { numRuns: 30 },
    );
    const full = chartJson(SAMPLE, "ru", { asOf: AS_OF });
    expect(ChartSchema.parse(full).forecast.years.find((y) => y.current)!.zh).toBe("丙午");
  });
});

// ---------------------------------------------------------------------------------------------------------
// The words

type Catalog = typeof ru;
const CATALOGS: Record<"ru" | "en", Catalog> = { ru, en };

/** Every string of a catalog with its path. */
function leaves(x: unknown, path = ""): [string, string][] {
  if (typeof x === "string") return [[path, x]];
  if (Array.isArray(x)) return x.flatMap((v, i) => leaves(v, `${path}[${i}]`));
  return Object.entries(x as object).flatMap(([k, v]) => leaves(v, path ? `${path}.${k}` : k));
}

describe("the forecast's words", () => {
  it("Russian and English have the same keys and placeholders, none empty", () => {
    const r = leaves(ru);
    const e = new Map(leaves(en));
    expect([...e.keys()].sort()).toEqual(r.map(([k]) => k).sort());
    for (const [k, text] of r) {
      expect(text.trim(), k).not.toBe("");
      expect(placeholdersOf(e.get(k)!).sort(), k).toEqual(placeholdersOf(text).sort());
    }
  });

  it("the reasons' templates use only the known placeholders", () => {
    for (const [k, text] of leaves(ru.reasons))
      for (const p of placeholdersOf(text)) expect(FORECAST_PLACEHOLDERS, `${k} {${p}}`).toContain(p);
  });

  it("words every area's drivers for every tone it can take", () => {
    for (const lang of ["ru", "en"] as const) {
      const c = CATALOGS[lang];
      for (const [area, drivers] of Object.entries(c.areas)) {
        for (const [driver, tones] of Object.entries(drivers as Record<string, Record<string, string>>)) {
          for (const tone of Object.keys(tones)) {
            const text = forecastAreaText(
              {
                key: area as AreaReading["key"],
                tone: tone as AreaReading["tone"],
                drivers: [driver as never],
                reasons: [],
              },
              lang,
            );
            expect(text).not.toMatch(/[{}]|undefined/);
          }
        }
      }
    }
  });

  it("finds the template of each reason and refuses an unknown one", () => {
    const args = { pillar: 42, stem: 2, branch: 6 };
    expect(
      forecastTemplatePath({ factor: "repetition.hour", effect: -1, args: { ...args, natal: "hour" } }),
    ).toEqual({
      key: "repetition",
      variant: "hour",
    });
    expect(forecastTemplatePath({ factor: "decade.clash", effect: -1, args })).toEqual({
      key: "decade.clash",
    });
    expect(() => forecastTemplatePath({ factor: "nothing" as never, effect: 0, args })).toThrow(/nothing/);
    expect(() =>
      forecastTemplatePath({ factor: "stem", effect: 0, args: { ...args, role: "neutral" } }),
    ).toThrow(/variant neutral/);
  });
});

// ---------------------------------------------------------------------------------------------------------
// The CLI

function run(...args: string[]) {
  let out = "";
  let err = "";
  const code = main(args, { write: (s: string) => (out += s) }, { write: (s: string) => (err += s) });
  return { code, out, err };
}

describe("bazi chart: the forecast", () => {
  const args = ["chart", "--date", "1990-05-15", "--time", "14:30", "--lat", "55.7558", "--lng", "37.6173"];

  it("--json carries the forecast as of --as-of", () => {
    const r = run(...args, "--gender", "male", "--as-of", "2026-11-28", "--json", "--lang", "en");
    expect(r.code).toBe(0);
    const c = ChartSchema.parse(JSON.parse(r.out));
    expect(c.forecast.asOf).toBe("2026-11-28T00:00:00Z");
    expect(c.forecast.decades).toHaveLength(10);
    expect(c.forecast.years.find((y) => y.current)).toMatchObject({ year: 2026, zh: "丙午" });
    expect(c.forecast.months.find((m) => m.current)!.zh).toBe("己亥");
  });

  it("prints the decades, the years around the current one and the next twelve months, the current marked", () => {
    const out = run(...args, "--gender", "male", "--as-of", "2026-11-28").out;
    expect(out).toContain("Прогноз на дату (2026-11-28)");
    expect(out).toContain("Десятилетия удачи");
    const marked = out.split("\n").filter((l) => l.startsWith("▶"));
    expect(marked).toHaveLength(3);
    expect(marked[1]).toMatch(/^▶\s+2026\s+丙午/);
    expect(marked[2]).toMatch(/^▶\s+2026-11-07\s+己亥\s+立冬/);
    const years = out.split("\n").filter((l) => /^.\s+20\d\d\s+\S\S\s+\d+\s/.test(l));
    expect(years.map((l) => Number(l.trim().replace("▶", "").trim().slice(0, 4)))).toEqual(
      Array.from({ length: 13 }, (_, i) => 2024 + i),
    );
    const en = run(...args, "--as-of", "2026-11-28", "--lang", "en").out;
    expect(en).toContain("Forecast as of (2026-11-28)");
    expect(en).not.toContain("Luck decades"); // no gender, no decades
  });

  it("names --as-of in a bad date's message, and in the usage", () => {
    const r = run(...args, "--as-of", "2026-13-01");
    expect(r.code).toBe(2);
    expect(r.err).toContain("as-of");
    expect(run("--help").out).toContain("--as-of YYYY-MM-DD");
  });
});
