/**
 * The words of the input errors (texts/errors.{ru,en}.json, read by src/names/input-errors.ts): Russian and
 * English have the same keys and placeholders and no empty text, and every key is the message of an error the
 * engine throws, in both languages, found by calling the public functions with the bad input each guards, or,
 * for the CLI's own `cli…` keys, of an error `bazi` prints, found by running it with the bad arguments.
 */
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { main } from "../cli/bazi.ts";
import { computeChart } from "../src/chart.ts";
import { annualPillars, chartDetails } from "../src/chart-details.ts";
import { checkDate, checkTime, checkYear, parseDate, parseTime } from "../src/cycle.ts";
import { generalDay } from "../src/day.ts";
import { parseHoursWindow } from "../src/hours-window.ts";
import { lunarDateOfJdn, lunarYearMonths } from "../src/lunar-calendar.ts";
import { lunarDaysBetween, moonPhaseAt, moonQuartersBetween, newMoonsAround } from "../src/moon.ts";
import { moonIngressesBetween, moonSignAt, moonSignsOfDate, voidsOfCourseBetween } from "../src/moon-sign.ts";
import { mountainBranch } from "../src/mountains.ts";
import { activityByKey, THEME_IDS, themeById } from "../src/names/activities.ts";
import { EVENT_IDS } from "../src/names/events.ts";
import { type InputErrorArgs, type InputErrorKey, inputErrorMessages } from "../src/names/input-errors.ts";
import { lunarDateName, lunarDayName, lunarMonthName } from "../src/names/lunar.ts";
import { placeholdersOf } from "../src/names/template.ts";
import { predict } from "../src/predict.ts";
import { MAX_SELECT_DAYS, MAX_SELECT_PEOPLE, selectDates } from "../src/select.ts";
import { dayGods, dayYiJi, hourYiJi } from "../src/taboo.ts";
import { checkLatLng, ianaZone } from "../src/time.ts";
import { YEAR_EVENT_KINDS } from "../src/year-events.ts";
import en from "../texts/errors.en.json" with { type: "json" };
import ru from "../texts/errors.ru.json" with { type: "json" };
import { thrown } from "./support/invalid.ts";

const MOSCOW = { lat: 55.7558, lng: 37.6173, tz: "Europe/Moscow" };
const DAY = 86_400_000;
const CATALOGS = { ru, en } as const;
const LANGS = ["ru", "en"] as const;

/** The facts a template may name (texts/README.md). */
const PLACEHOLDERS = [
  ...["field", "got", "ids", "min", "max", "days", "from", "month", "day"],
  // the CLI's: the flag asked for with `field`, the person, the two values a flag takes
  ...["with", "who", "one", "other"],
];

/** An error: its key, the field it names, its facts besides the field, and a call that throws it. */
type Case = readonly [key: InputErrorKey, field: string, args: InputErrorArgs, call: () => unknown];

const from = { year: 2026, month: 1, day: 1 };
const to = { year: 2026, month: 1, day: 31 };
const birth = { date: "1990-05-17", place: MOSCOW };
const chart = computeChart({ ...birth, time: "10:30", gender: "male" });

/** A travel selection over from…to in Moscow with no people, and `extra`. */
const travel = (extra: Partial<Parameters<typeof selectDates>[0]> = {}) =>
  selectDates({ event: "travel", from, to, place: MOSCOW, people: [], ...extra });

const CASES: readonly Case[] = [
  // day.ts, predict.ts, select.ts
  ["jieDayRule", "jieDayRule", { got: "x" }, () => generalDay(from, MOSCOW.tz, { jieDayRule: "x" as never })],
  ["best", "best", {}, () => predict({ from, to, place: MOSCOW, best: 101 })],
  [
    "themeAndActivity",
    "activity",
    {},
    () => predict({ from, to, place: MOSCOW, theme: "business", activity: "marriage" }),
  ],
  ["predictRange", "to", { days: 400 }, () => predict({ from: to, to: from, place: MOSCOW })],
  [
    "unknownEvent",
    "event",
    { ids: EVENT_IDS.join(", "), got: "party" },
    () => selectDates({ event: "party", from, to, place: MOSCOW, people: [] }),
  ],
  [
    "selectRange",
    "to",
    { days: MAX_SELECT_DAYS },
    () => selectDates({ event: "travel", from: to, to: from, place: MOSCOW, people: [] }),
  ],
  [
    "tooManyPeople",
    "people",
    { max: MAX_SELECT_PEOPLE },
    () => travel({ people: Array.from({ length: 6 }, () => ({ natal: { yearPillar: 0, dayPillar: 0 } })) }),
  ],
  [
    "unknownRule",
    "skipRules",
    { ids: "wangWang, tuWang, pengZu, sanNiangSha, zhouTang, buJiang", got: "x" },
    () => travel({ skipRules: ["x"] }),
  ],
  ["hoursWindow", "hours", { got: "22:00-07:00" }, () => parseHoursWindow("22:00-07:00")],
  [
    "unknownMountain",
    "mountain",
    { got: "北", ids: "壬 子 癸 丑 艮 寅 甲 卯 乙 辰 巽 巳 丙 午 丁 未 坤 申 庚 酉 辛 戌 乾 亥" },
    () => mountainBranch("北"),
  ],
  ["deceasedEvent", "deceased", {}, () => travel({ deceased: { natal: { yearPillar: 0, dayPillar: 0 } } })],
  [
    "diedBeforeBirth",
    "deceased.diedOn",
    {},
    () =>
      travel({
        event: "burial",
        deceased: {
          natal: { yearPillar: 0, dayPillar: 0 },
          born: { year: 1950, month: 3, day: 1 },
          diedOn: { year: 1950, month: 2, day: 28 },
        },
      }),
  ],
  [
    "noSuchDate",
    "deceased.diedOn",
    { got: "2026-2-30" },
    () =>
      travel({
        event: "burial",
        deceased: { natal: { yearPillar: 0, dayPillar: 0 }, diedOn: { year: 2026, month: 2, day: 30 } },
      }),
  ],
  [
    "mountainEvent",
    "mountain",
    {},
    () => selectDates({ event: "wedding", from, to, place: MOSCOW, people: [], mountain: "子" }),
  ],
  ["explainOutOfRange", "explain", {}, () => travel({ explain: { year: 2026, month: 2, day: 1 } })],
  // cycle.ts
  ["yearRange", "year", { min: 1900, max: 2100, got: 1899 }, () => checkYear(1899)],
  ["yearRange", "fromYear", { min: 1900, max: 2100, got: 1800 }, () => annualPillars(1800, 2000)],
  ["noSuchDate", "date", { got: "2026-2-30" }, () => checkDate({ year: 2026, month: 2, day: 30 })],
  [
    "noSuchDate",
    "from",
    { got: "2025-13-1" },
    () => predict({ from: { year: 2025, month: 13, day: 1 }, to, place: MOSCOW }),
  ],
  ["noSuchTime", "time", { got: "24:0" }, () => checkTime(24, 0)],
  ["noSuchTime", "time", { got: "23:60" }, () => computeChart({ ...birth, time: { hour: 23, minute: 60 } })],
  ["dateFormat", "date", { got: "2026/01/01" }, () => parseDate("2026/01/01")],
  ["dateFormat", "to", { got: " x " }, () => parseDate(" x ", "to")],
  ["timeFormat", "time", { got: "25" }, () => parseTime("25")],
  ["timeFormat", "time", { got: "noon" }, () => computeChart({ ...birth, time: "noon" })],
  // time.ts
  ["latitude", "lat", { got: 91 }, () => checkLatLng(91, 0)],
  ["latitude", "lat", { got: -95 }, () => computeChart({ ...birth, place: { lat: -95, lng: 0 } })],
  ["longitude", "lng", { got: -181 }, () => checkLatLng(0, -181)],
  ["longitude", "b", { got: 200 }, () => checkLatLng(0, 200, "a", "b")],
  ["unknownZone", "tz", { got: "Mars/Base" }, () => ianaZone("Mars/Base")],
  ["unknownZone", "zone", { got: "MSK" }, () => ianaZone("MSK", "zone")],
  // chart.ts
  ["birthDate", "date", {}, () => computeChart(null as never)],
  ["birthDate", "date", {}, () => computeChart({ place: MOSCOW } as never)],
  ["birthTime", "time", {}, () => computeChart({ ...birth, time: 1030 as never })],
  [
    "unknownOption",
    "zi",
    { got: "x", ids: "dayChangesAt23, lateZiSameDay" },
    () => computeChart({ ...birth, options: { zi: "x" as never } }),
  ],
  [
    "unknownOption",
    "gender",
    { got: "x", ids: "male, female" },
    () => computeChart({ ...birth, gender: "x" as never }),
  ],
  // chart-details.ts
  ["annualRange", "toYear", { got: 2000, from: 2001 }, () => annualPillars(2001, 2000)],
  ["luckCount", "luckCount", { got: 13 }, () => chartDetails(chart, { luckCount: 13 })],
  // lunar-calendar.ts
  ["lunarYear", "lunarYear", { min: 1899, max: 2100, got: 2101 }, () => lunarYearMonths(2101)],
  ["lunarCalendarRange", "date", { min: 1900, max: 2100, got: 0 }, () => lunarDateOfJdn(0)],
  // names/lunar.ts
  ["lunarDate", "lunarDate", { month: 13, day: 1 }, () => lunarMonthName(13, false)],
  ["lunarDate", "lunarDate", { month: 1, day: 31 }, () => lunarDayName(31)],
  ["lunarDate", "lunarDate", { month: 0, day: 0.5 }, () => lunarDateName(0, true, 0.5)],
  // names/activities.ts
  ["unknownActivity", "activity", { got: "party" }, () => activityByKey("party")],
  [
    "unknownActivity",
    "activity",
    { got: "party" },
    () => predict({ from, to, place: MOSCOW, activity: "party" as never }),
  ],
  ["unknownTheme", "theme", { got: "fun", ids: THEME_IDS.join(", ") }, () => themeById("fun")],
  // moon.ts
  ["moonInstant", "utc", { got: "x" }, () => newMoonsAround("x" as never)],
  [
    "moonInstantYears",
    "utc",
    { min: 1900, max: 2100, got: "1874-12-07T18:40:00.000Z" },
    () => moonPhaseAt(-3e12),
  ],
  ["moonRangeOrder", "toUtc", {}, () => moonQuartersBetween(DAY, 0)],
  ["moonRangeLength", "toUtc", { days: 400 }, () => lunarDaysBetween(0, 1000 * DAY, 0, 0)],
  // moon-sign.ts
  ["moonSignInstant", "utc", { min: 1900, max: 2100, got: 1e16 }, () => moonSignAt(1e16)],
  ["moonSignInstant", "fromUtc", { min: 1900, max: 2100, got: -3e12 }, () => moonIngressesBetween(-3e12, 0)],
  ["voidSchool", "school", { got: "odd" }, () => voidsOfCourseBetween(0, DAY, "odd" as never)],
  ["voidSchool", "school", { got: "x" }, () => moonSignsOfDate(from, "UTC", "x" as never)],
  ["moonSignRange", "toUtc", { days: 400 }, () => moonIngressesBetween(0, 401 * DAY)],
  // taboo.ts
  ["branchIndex", "monthBranch", { max: 11, got: 12 }, () => dayYiJi(12, 0)],
  ["branchIndex", "monthBranch", { max: 11, got: 1.5 }, () => dayGods(1.5, 0)],
  ["pillarIndex", "dayPillar", { max: 59, got: 60 }, () => dayYiJi(0, 60)],
  ["pillarIndex", "hourPillar", { max: 59, got: -1 }, () => hourYiJi(0, -1)],
];

/** An error of the CLI: its key, the field it names, its facts besides the field, and `bazi`'s arguments that give it. */
type CliCase = readonly [key: InputErrorKey, field: string, args: InputErrorArgs, argv: readonly string[]];

const DAY_ARGS = ["day", "2026-11-21"];
const SELECT_ARGS = ["select", "--event", "burial", "--from", "2027-05-01", "--to", "2027-05-10"];

const CLI_CASES: readonly CliCase[] = [
  [
    "cliCommand",
    "command",
    { got: "weather", ids: "day, month, terms, moon, events, chart, predict, select" },
    ["weather"],
  ],
  ["cliArgument", "date", {}, ["day"]],
  ["cliArgument", "month", {}, ["moon", "2026"]],
  ["cliRequired", "date", {}, ["chart"]],
  ["cliRequired", "year", {}, ["predict", "--theme", "business"]],
  ["cliRequired", "event", {}, ["select"]],
  ["cliRequired", "to", {}, ["select", "--event", "travel", "--from", "2027-05-01"]],
  ["cliRequired", "birth-lat", {}, [...DAY_ARGS, "--birth-date", "1990-05-15", "--hour-unknown"]],
  ["cliRequiredWith", "lng", { with: "lat" }, [...DAY_ARGS, "--lat", "55"]],
  ["cliRequiredWith", "birth-date", { with: "birth-tz" }, [...DAY_ARGS, "--birth-tz", "UTC"]],
  ["cliThemeOrActivity", "theme", {}, ["predict", "--year", "2027"]],
  ["cliTimeOrHourUnknown", "time", {}, ["chart", "--date", "1990-05-15"]],
  ["cliTimeOrHourUnknown", "birth-time", {}, [...DAY_ARGS, "--birth-date", "1990-05-15"]],
  ["cliNumber", "lat", { got: "abc" }, [...DAY_ARGS, "--lat", "abc", "--lng", "37"]],
  ["cliNumber", "year", { got: "x" }, ["events", "x"]],
  ["cliWholeNumber", "best", { got: "1.5" }, [...SELECT_ARGS, "--best", "1.5"]],
  [
    "cliEither",
    "zi",
    { one: "dayChangesAt23", other: "lateZiSameDay", got: "late" },
    ["chart", "--date", "1990-05-15", "--time", "10:00", "--zi", "late"],
  ],
  ["cliEither", "jie-day", { one: "local", other: "beijing", got: "x" }, [...DAY_ARGS, "--jie-day", "x"]],
  ["cliKind", "kind", { got: "moon" }, ["events", "2027", "--kind", "moon"]],
  [
    "cliPerson",
    "person",
    { who: "person 2", got: "May 1990" },
    [...SELECT_ARGS, "--person", "1990-05-17@55.75,37.62", "--person", "May 1990"],
  ],
  ["cliPerson", "deceased", { who: "deceased", got: "1950" }, [...SELECT_ARGS, "--deceased", "1950"]],
  ["cliDiedAlone", "died", {}, [...SELECT_ARGS, "--died", "2027-04-01"]],
];

/** What `bazi` prints for `argv`: its exit code and its error output. */
function bazi(argv: readonly string[]): { code: number; out: string; err: string } {
  let out = "";
  let err = "";
  const code = main([...argv], { write: (s: string) => (out += s) }, { write: (s: string) => (err += s) });
  return { code, out, err };
}

/** The keys the CLI's sources (cli/) throw with `failWith`. */
const cliKeys = () =>
  readdirSync(new URL("../cli/", import.meta.url))
    .filter((f) => f.endsWith(".ts"))
    .flatMap((f) => [
      ...readFileSync(new URL(`../cli/${f}`, import.meta.url), "utf8").matchAll(
        /failWith\(\s*[^,]+,\s*"\w+",\s*"(\w+)"/g,
      ),
    ])
    .map((m) => m[1]!);

/** A template as a pattern its messages match: the words as they are, each placeholder any text. */
const patternOf = (template: string) =>
  new RegExp(
    `^${template
      .split(/\{\w+\}/)
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))
      .join(".*")}$`,
  );

describe("the input errors' words", () => {
  it("have the same keys and placeholders in Russian and English, none empty, each placeholder known", () => {
    expect(Object.keys(en)).toEqual(Object.keys(ru));
    for (const key of Object.keys(ru) as InputErrorKey[]) {
      for (const lang of LANGS) {
        const text: unknown = CATALOGS[lang][key];
        expect(typeof text, `${lang} ${key}`).toBe("string");
        expect((text as string).trim(), `${lang} ${key}`).not.toBe("");
        expect(text, `${lang} ${key}`).not.toMatch(/^\s|\s$|\n/);
        for (const p of placeholdersOf(text as string))
          expect(PLACEHOLDERS, `${lang} ${key}: {${p}}`).toContain(p);
      }
      expect(placeholdersOf(en[key]).sort(), key).toEqual(placeholdersOf(ru[key]).sort());
    }
  });

  it("are the messages of the errors the engine throws, each key at least once", () => {
    expect([...new Set([...CASES, ...CLI_CASES].map(([key]) => key))].sort()).toEqual(Object.keys(ru).sort());
    for (const [key, field, args, call] of CASES) {
      const e = thrown(call);
      const what = `${key} (${field})`;
      expect(e.field, what).toBe(field);
      expect(e.messages, what).toEqual(inputErrorMessages(key, { ...args, field }));
      expect(e.message, what).toBe(e.messages.en);
      for (const lang of LANGS) {
        expect(e.messages[lang], `${lang} ${what}`).toMatch(patternOf(CATALOGS[lang][key]));
        expect(e.messages[lang], `${lang} ${what}`).not.toMatch(/\{\w+\}|undefined/);
        // the API and the CLI show the field's name in front
        expect(e.messages[lang].startsWith(`${field}: `), `${lang} ${what}`).toBe(true);
      }
    }
  });

  it("are the messages `bazi` prints for its own errors, in the language asked for, and exits 2", () => {
    for (const [key, field, args, argv] of CLI_CASES) {
      const messages = inputErrorMessages(key, { ...args, field });
      const what = `${key} (${field}): bazi ${argv.join(" ")}`;
      const ru = bazi(argv);
      const en = bazi([...argv, "--lang", "en"]);
      expect([ru.code, ru.out, ru.err], what).toEqual([2, "", `Ошибка: ${messages.ru}\n`]);
      expect([en.code, en.out, en.err], what).toEqual([2, "", `Error: ${messages.en}\n`]);
      for (const lang of LANGS) {
        expect(messages[lang], `${lang} ${what}`).toMatch(patternOf(CATALOGS[lang][key]));
        expect(messages[lang], `${lang} ${what}`).not.toMatch(/\{\w+\}|undefined/);
        // the flag or argument it is about (--field, field:), or, for a command, the word given
        if (key !== "cliCommand")
          expect(messages[lang], `${lang} ${what}`).toMatch(new RegExp(`(^|\\s|--)${field}\\b`));
      }
    }
    // an unknown language is refused before the language is known: in Russian
    expect(bazi([...DAY_ARGS, "--lang", "de"])).toEqual({
      code: 2,
      out: "",
      err: `Ошибка: ${inputErrorMessages("cliEither", { field: "lang", one: "ru", other: "en", got: "de" }).ru}\n`,
    });
  });

  it("are in both languages for every key the CLI throws, each with a case above, and only the CLI's are cli…", () => {
    const used = [...new Set(cliKeys())].sort();
    expect(used.length).toBeGreaterThan(0);
    expect(used).toEqual([...new Set(CLI_CASES.map(([key]) => key))].sort());
    for (const key of used) {
      expect(Object.hasOwn(ru, key), `ru ${key}`).toBe(true);
      expect(Object.hasOwn(en, key), `en ${key}`).toBe(true);
    }
    expect(used.every((key) => key.startsWith("cli"))).toBe(true);
    expect([...new Set(CASES.map(([key]) => key))].filter((key) => key.startsWith("cli"))).toEqual([]);
    // the kinds `bazi events --kind` takes are the engine's
    expect(ru.cliKind).toContain(`ожидалось ${YEAR_EVENT_KINDS.join(" или ")}, `);
    expect(en.cliKind).toContain(`expected ${YEAR_EVENT_KINDS.join(" or ")}, `);
  });

  it("refuse a template whose fact is missing", () => {
    expect(() => inputErrorMessages("unknownZone", { field: "tz" })).toThrow(
      /\{got\} of the error unknownZone/,
    );
  });
});
