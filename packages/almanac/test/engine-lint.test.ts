/**
 * The lint rule that keeps the engine independent of the machine (lint/engine-reads-no-zone.grit): the almanac's
 * results must not depend on the process's time zone, locale or clock, so its source may not read them. The suite
 * runs once; a short smoke under other zones (scripts/test-unit.ts) checks the same from the outside.
 *
 * And the rule that the engine computes keys and facts, never sentences: its texts (texts/*.{ru,en}.json) are
 * read by the text modules alone (src/names/meanings.ts, reasons.ts, input-errors.ts, and cli/texts.ts for the
 * CLI's own words, which only cli/ uses), among the engine's sources only the views (src/json.ts,
 * src/select-json.ts, src/year-events-json.ts) look the meanings and the reasons up
 * (src/index.ts re-exports the lookups, for the server's calendar feed), src/errors.ts alone words the input
 * errors, and the calculation modules (the ratings, selections, directions and flying stars, the chart, the
 * calendar, the Moon's phases, the Tong Shu tables, dates, times and places) hold no Russian words outside their
 * comments.
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join, posix } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const ROOT = fileURLToPath(new URL("../../..", import.meta.url));
const BIOME = createRequire(import.meta.url).resolve("@biomejs/biome/bin/biome");

/** The rule's findings for `code` in a file at `path` (as in the repository) under a temporary folder. */
function findings(code: string, path = "packages/almanac/src/probe.ts"): number {
  const dir = mkdtempSync(join(tmpdir(), "engine-lint-"));
  try {
    mkdirSync(join(dir, dirname(path)), { recursive: true });
    writeFileSync(join(dir, path), `${code}\n`);
    const r = spawnSync(
      process.execPath,
      [BIOME, "lint", `--config-path=${join(ROOT, "biome.json")}`, "--vcs-enabled=false", join(dir, path)],
      { cwd: ROOT, encoding: "utf8" },
    );
    return (r.stdout + r.stderr).split("The engine reads no process zone").length - 1;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe("the engine reads no process zone, locale or clock (lint rule)", () => {
  it.each([
    ["the clock", "export const f = () => Date.now();"],
    ["the clock through Date", "export const f = () => new Date().toISOString();"],
    ["a local-time field", "export const f = (t: number) => new Date(t).getHours();"],
    ["the local offset", "export const f = (t: number) => new Date(t).getTimezoneOffset();"],
    ["a local-time constructor", "export const f = () => new Date(2026, 10, 27).valueOf();"],
    ["a local-time setter", "export const f = (d: Date) => d.setDate(1);"],
    ["a locale string", "export const f = (d: Date) => d.toLocaleDateString();"],
    ["a parsed string", 'export const f = () => Date.parse("2026-11-27 10:00");'],
    ["Intl", "export const f = () => Intl.DateTimeFormat().resolvedOptions().timeZone;"],
    ["the environment", "export const f = () => process.env.TZ;"],
  ])("refuses %s", (_, code) => {
    expect(findings(code)).toBeGreaterThan(0);
  });

  it("lets UTC arithmetic and library methods with similar names pass, and applies to the engine only", () => {
    const fine = [
      "export const a = (t: number) => new Date(t).getUTCHours() + new Date(t).getTime();",
      "export const b = (t: number) => new Date(Date.UTC(2026, 10, 27)).toISOString() + t;",
      "export const c = (x: { getDayGods(): number }) => x.getDayGods();",
    ].join("\n");
    expect(findings(fine)).toBe(0);
    expect(findings("export const f = () => Date.now();", "apps/server/src/probe.ts")).toBe(0);
  });
});

const ALMANAC = fileURLToPath(new URL("..", import.meta.url));

/** The TypeScript sources under these folders of packages/almanac, as paths relative to it. */
function sources(...dirs: string[]): string[] {
  return dirs.flatMap((dir) =>
    readdirSync(join(ALMANAC, dir), { recursive: true, encoding: "utf8" })
      .filter((f) => /\.[cm]?[jt]s$/.test(f))
      .map((f) => posix.join(dir, f.split("\\").join("/"))),
  );
}

/** What a source imports or re-exports (static and dynamic), relative specifiers resolved against packages/almanac. */
function importsOf(file: string): string[] {
  const code = readFileSync(join(ALMANAC, file), "utf8");
  const specifiers = [...code.matchAll(/\bfrom\s*["']([^"']+)["']|\bimport\s*\(?\s*["']([^"']+)["']/g)].map(
    (m) => (m[1] ?? m[2])!,
  );
  return specifiers.map((s) => (s.startsWith(".") ? posix.normalize(posix.join(posix.dirname(file), s)) : s));
}

/** The text modules: the only readers of texts/, each with the sources of src/ that may call it. */
const TEXT_MODULES: Readonly<Record<string, readonly string[]>> = {
  "src/names/meanings.ts": ["src/index.ts", "src/json.ts", "src/select-json.ts", "src/year-events-json.ts"],
  "src/names/reasons.ts": ["src/index.ts", "src/json.ts", "src/select-json.ts"],
  // an input error carries its message in each language: errors.ts words it when it is thrown
  "src/names/input-errors.ts": ["src/errors.ts"],
  // the chart's birth-time sensitivity: its view words it
  "src/names/birth-time.ts": ["src/birth-time-json.ts"],
  // the chart's forecast: its view words it
  "src/names/forecast.ts": ["src/index.ts", "src/forecast-json.ts"],
  // the pair's years in a compatibility: its view words them
  "src/names/compatibility-time.ts": ["src/compatibility-json.ts"],
};

/** The CLI's own text module: the labels of its tables (texts/cli.*.json), for cli/ alone. */
const CLI_TEXT_MODULE = "cli/texts.ts";

/**
 * The calculation modules: keys and facts only (their input errors are worded in texts/errors.*.json). Not
 * src/names/ (the names, in Russian among others), nor moon-sign.ts, method.ts and year-events.ts, which still
 * hold a method's or an event's Russian name.
 */
const CALCULATION = [
  "src/birth-time.ts",
  "src/chart.ts",
  "src/chart-details.ts",
  "src/compatibility-time.ts",
  "src/cycle.ts",
  "src/day.ts",
  "src/directions.ts",
  "src/forecast.ts",
  "src/forecast-points.ts",
  "src/hours-window.ts",
  "src/lunar-calendar.ts",
  "src/major-activities.ts",
  "src/moon.ts",
  "src/mountains.ts",
  "src/personal.ts",
  "src/predict.ts",
  "src/rating.ts",
  "src/select.ts",
  "src/stars.ts",
  "src/taboo.ts",
  "src/time.ts",
];

/** The code without its comments: strings and template literals are kept whole, so a `//` in one stays. */
const withoutComments = (code: string) =>
  code.replace(
    /("(?:\\.|[^"\\\n])*"|'(?:\\.|[^'\\\n])*'|`(?:\\.|[^`\\])*`)|\/\*[\s\S]*?\*\/|\/\/[^\n]*/g,
    (_, literal: string | undefined) => literal ?? " ",
  );

describe("the engine computes keys and facts; only its views turn them into sentences", () => {
  const files = sources("src", "cli", "bench");

  it("reads its texts in the text modules alone", () => {
    const readers = files.filter((f) =>
      importsOf(f).some((s) => s.startsWith("texts/") || s.includes("/texts/")),
    );
    expect(readers.sort()).toEqual([...Object.keys(TEXT_MODULES), CLI_TEXT_MODULE].sort());
  });

  it("reads the CLI's texts in the CLI alone", () => {
    const users = files.filter((f) => importsOf(f).includes(CLI_TEXT_MODULE));
    expect(users.length).toBeGreaterThan(0);
    expect(users.filter((f) => !f.startsWith("cli/"))).toEqual([]);
  });

  it.each(Object.entries(TEXT_MODULES))("calls %s only where it may", (module, allowed) => {
    const users = files.filter((f) => f.startsWith("src/") && importsOf(f).includes(module));
    expect(users.length).toBeGreaterThan(0);
    expect(users.filter((f) => !allowed.includes(f))).toEqual([]);
  });

  it("has no Russian words in the calculation modules, outside comments", () => {
    const cyrillic = CALCULATION.flatMap((f) =>
      withoutComments(readFileSync(join(ALMANAC, f), "utf8"))
        .split("\n")
        .filter((line) => /\p{Script=Cyrillic}/u.test(line))
        .map((line) => `${f}: ${line.trim()}`),
    );
    expect(cyrillic).toEqual([]);
  });

  it("strips comments, not strings", () => {
    const code = [
      'const a = "// да"; // нет',
      "/* нет */ const b = `/* да */`;",
      "const c = 'да'; /**",
      " * нет",
      " */",
    ];
    expect(withoutComments(code.join("\n")).match(/\p{Script=Cyrillic}+/gu)).toEqual(["да", "да", "да"]);
  });
});
