/**
 * `bazi chart --json` carries the chart's reading as `reading` (issue 38, item 3), so that it can be read and
 * checked without a browser: the page's words (baziReading, @bazi/i18n) in plain text, on the --as-of date. The
 * bin is run as a user runs it, in its own Node process.
 */
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { type ChartJson, ChartSchema, chartJson, type Lang } from "@bazi/almanac";
import { main } from "@bazi/almanac/cli";
import { type BaziReading, baziReading } from "@bazi/i18n/bazi-reading";
import { describe, expect, it } from "vitest";

const BIN = fileURLToPath(new URL("../bin/bazi.js", import.meta.url));
const BIRTH = [
  "--date",
  "1990-05-15",
  "--time",
  "14:30",
  "--lat",
  "55.7558",
  "--lng",
  "37.6173",
  "--gender",
  "female",
];
const AS_OF = "2026-11-25";
/** The same birth as the engine takes it. */
const INPUT = {
  date: { year: 1990, month: 5, day: 15 },
  time: "14:30",
  place: { lat: 55.7558, lng: 37.6173 },
  gender: "female" as const,
  options: {},
};

function bazi(...args: string[]) {
  const r = spawnSync(process.execPath, [BIN, ...args], { encoding: "utf8" });
  expect(r.status, r.stderr).toBe(0);
  return r.stdout;
}

/** Each run once: the bin takes a few seconds. */
const once = <T>(f: () => T) => {
  let v: { value: T } | undefined;
  return () => {
    v ??= { value: f() };
    return v.value;
  };
};
type Printed = ChartJson & { reading: Plain };
const printed = {
  en: once(() => JSON.parse(bazi("chart", ...BIRTH, "--json", "--lang", "en", "--as-of", AS_OF)) as Printed),
  ru: once(() => JSON.parse(bazi("chart", ...BIRTH, "--json", "--lang", "ru", "--as-of", AS_OF)) as Printed),
};

/** The reading as plain text: what the CLI gives, by a rule of its own here. */
type Plain = Pick<BaziReading, "title" | "school" | "summary" | "portrait" | "sections">;
const plain = (t: string) => t.replace(/\[\[[\w-]+\|([^\]]+)\]\]/g, "$1");
const deep = (x: unknown): unknown =>
  typeof x === "string"
    ? plain(x)
    : Array.isArray(x)
      ? x.map(deep)
      : x !== null && typeof x === "object"
        ? Object.fromEntries(Object.entries(x).map(([k, v]) => [k, deep(v)]))
        : x;
const asPlain = ({ title, school, summary, portrait, sections }: BaziReading) =>
  deep({ title, school, summary, portrait, sections }) as Plain;

/** Every text of a reading a reader sees: each string in it. */
const texts = (x: unknown): string[] =>
  typeof x === "string" ? [x] : x !== null && typeof x === "object" ? Object.values(x).flatMap(texts) : [];

/** The chart the /bazi page reads on AS_OF: its annual pillars are the ten years from four before (bazi.service.ts). */
const pageChart = (lang: Lang) =>
  chartJson(INPUT, lang, { annualFrom: 2022, annualTo: 2031, asOf: Date.UTC(2026, 10, 25) });

describe("bazi chart --json: the reading", () => {
  it("leads with five plain lines, the first naming the Day Master", () => {
    const { reading, dayMaster } = printed.en();
    expect(Object.keys(reading)).toEqual(["title", "school", "summary", "portrait", "sections"]);
    expect(reading.summary.lines).toHaveLength(5);
    expect(reading.summary.lines[0]).toContain(`${dayMaster.name} (${dayMaster.zh})`);
    expect(reading.portrait).toMatchObject({ zh: dayMaster.zh, name: dayMaster.name });
  });

  it("has sections of plain paragraphs, the timing among them, with no markup or placeholder left", () => {
    for (const lang of ["en", "ru"] as const) {
      const { reading } = printed[lang]();
      expect(reading.sections.map((s) => s.id)).toContain("timing");
      for (const s of reading.sections) {
        expect(s.id).toMatch(/^\w+$/);
        expect(s.title.trim()).not.toBe("");
        expect(s.paragraphs.length, s.id).toBeGreaterThan(0);
        for (const p of [...s.paragraphs, ...s.items]) expect(p.trim(), s.id).not.toBe("");
      }
      for (const t of texts(reading)) {
        expect(t).not.toMatch(/\[\[|\]\]/);
        expect(t).not.toMatch(/\{\w+\}/);
        expect(t).not.toMatch(/undefined|NaN/);
      }
    }
  });

  it("is in the language asked: Russian in Cyrillic, English without", () => {
    const cyrillic = /\p{Script=Cyrillic}/u;
    const ru = printed.ru().reading;
    for (const t of [ru.title, ru.summary.title, ...ru.summary.lines, ...ru.sections.map((s) => s.title)])
      expect(t).toMatch(cyrillic);
    for (const s of ru.sections) expect(s.paragraphs.join(" "), s.id).toMatch(cyrillic);
    expect(ru.summary.lines[0]).toMatch(/^Вы — Ян Металл \(庚\)/);
    for (const t of texts(printed.en().reading)) expect(t).not.toMatch(cyrillic);
  });

  it("says what the page says for the same chart on the same day", () => {
    for (const lang of ["en", "ru"] as const) {
      const page = asPlain(baziReading(pageChart(lang), lang, AS_OF));
      expect(printed[lang]().reading).toEqual(page);
    }
    // the year in force (2026, 丙午) is read though the printed annual pillars are the default 1990–1999
    const { reading, annual } = printed.en();
    expect(annual.map((a) => a.year).at(-1)).toBe(1999);
    expect(reading.sections.find((s) => s.id === "timing")!.paragraphs.join(" ")).toContain("丙午");
    // printed with the page's annual pillars, the reading is that chart's own
    const around = JSON.parse(
      bazi(
        "chart",
        ...BIRTH,
        "--json",
        "--lang",
        "en",
        "--as-of",
        AS_OF,
        "--annual-from",
        "2022",
        "--annual-to",
        "2031",
      ),
    ) as Printed;
    const { reading: aroundReading, ...aroundChart } = around;
    expect(aroundReading).toEqual(asPlain(baziReading(aroundChart as ChartJson, "en", AS_OF)));
    expect(aroundReading).toEqual(reading);
  });

  it("leaves the engine's chart as it is: `reading` is the CLI's own field beside its schema", () => {
    const { reading, ...chart } = printed.en();
    expect(reading).toBeDefined();
    ChartSchema.strict().parse(chart);
    expect(ChartSchema.strict().safeParse(printed.en()).success).toBe(false);
    const engine = chartJson(INPUT, "en", { asOf: Date.UTC(2026, 10, 25) });
    expect(chart).toEqual(JSON.parse(JSON.stringify(engine)));
  });

  it("is not in the table: only chart --json carries it", () => {
    const args = ["chart", ...BIRTH, "--lang", "en", "--as-of", AS_OF];
    const table = bazi(...args);
    let engine = "";
    main(args, { write: (s: string) => (engine += s) }, { write: () => 0 });
    expect(table).toBe(engine);
    expect(table).not.toContain(printed.en().reading.summary.lines[0]!);
  });
});
