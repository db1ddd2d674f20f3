/**
 * `bazi`: the almanac engine on the command line. A readable table by default, `--json` for the JSON of
 * src/schema.ts, `--lang ru|en` (default ru). Bad input prints a message naming the field and exits 2.
 * This file does the I/O (argv, stdout, stderr); the engine stays pure. The bin is packages/cli's (@bazi/cli):
 * it passes the chart's reading from @bazi/i18n in `extras`, which this package cannot import (i18n depends on
 * the engine), and `chart --json` prints it beside the chart (docs/decisions/037-cli-package.md).
 */
import { parseArgs } from "node:util";
import {
  type ChartDetailsOptions,
  type ChartInput,
  type ChartJson,
  type CivilDate,
  chartJson,
  type DayJson,
  dayJson,
  daysInMonth,
  failWith,
  formatDate,
  hoursOption,
  InvalidInputError,
  type Lang,
  monthRange,
  moonMonthJson,
  natalOf,
  type Place,
  parseDate,
  predict,
  predictJson,
  resolvePlace,
  type SelectDeceased,
  type SelectPerson,
  selectDates,
  selectJson,
  termsJson,
  utcToWall,
  YEAR_EVENT_KINDS,
  type YearEventKind,
  yearEventsJson,
} from "../src/index.ts";
import { eventsText } from "./events.ts";
import { chartText, dayText, localTime, predictText, selectText, sign, table } from "./tables.ts";
import { cliText, labels } from "./texts.ts";

interface Out {
  write(s: string): unknown;
}

/** What the bin adds that the engine cannot give (packages/cli/bin/bazi.js). */
export interface Extras {
  /**
   * The chart's reading in `lang` on `today` ("YYYY-MM-DD"), as plain text: printed as `reading` by `chart --json`.
   */
  reading?: (chart: ChartJson, lang: Lang, today: string) => unknown;
}

const MOSCOW = { lat: 55.7558, lng: 37.6173 };

/** The commands, as the error of an unknown one lists them. */
const COMMANDS = ["day", "month", "terms", "moon", "events", "chart", "predict", "select"] as const;

const USAGE = `bazi — Bazi Calendar almanac engine

Usage:
  bazi day <YYYY-MM-DD> [--lat N --lng N] [--tz ZONE] [--jie-day local|beijing] [chart options]
  bazi month <year> <month> [--lat N --lng N] [--tz ZONE] [--jie-day local|beijing] [chart options]
  bazi terms <year> [--tz ZONE]
  bazi moon <year> <month> [--lat N --lng N] [--tz ZONE]
  bazi events <year> [--lat N --lng N] [--tz ZONE] [--kind KIND ...]
              (the year's solar terms, moon phases, Chinese months and festivals; KIND: festival, term,
              lunarMonth, newMoon, fullMoon, firstQuarter, lastQuarter)
  bazi chart --date YYYY-MM-DD [--time HH:MM | --hour-unknown] [--lat N --lng N] [--tz ZONE]
             [--gender male|female] [--zi dayChangesAt23|lateZiSameDay] [--time-basis apparentSolar|clock]
             [--annual-from YYYY --annual-to YYYY] (the years of the annual pillars; default the birth year and 9 more)
             [--as-of YYYY-MM-DD] (the forecast's date, default today: the luck decades, the years from two before
             to ten after and the next twelve solar months, each favourable, mixed or difficult for this chart, with
             its reasons and areas of life in --json); --json adds "reading", the chart's reading on that day as
             the /bazi page gives it, in plain text (summary, portrait, sections of paragraphs), the CLI's own
             field beside the engine's chart schema
  bazi predict (--theme ID | --activity KEY) --year YYYY [--month M] [--lat N --lng N] [chart options] [--best N]
               [--hours HH:MM-HH:MM | --all-hours] (the best days come with their best hours, 07:00–22:00 unless asked)
  bazi select --event <wedding|moving|business|contract|travel|medical|renovation|burial>
              --from YYYY-MM-DD --to YYYY-MM-DD [--lat N --lng N] [--person YYYY-MM-DD[THH:MM]@LAT,LNG ...]
              [--skip-rule wangWang|tuWang|pengZu|sanNiangSha|zhouTang|buJiang ...] [--explain YYYY-MM-DD]
              [--best N] [--hours HH:MM-HH:MM | --all-hours] [--mountain 壬|子|癸|…]
              [--deceased YYYY-MM-DD[THH:MM]@LAT,LNG [--died YYYY-MM-DD]]
              (up to five people and 24 months; a negative longitude as --lng=-74.0 or @40.7,-74.0; the best
              hours begin between 07:00 and 22:00 at the place unless --hours or --all-hours says otherwise; for moving,
              renovation and burial --mountain, the sitting mountain of 24, leaves out the days and hours clashing it;
              for a burial --deceased, the deceased's birth, leaves out those clashing the deceased's year branch, and
              --died, the date of death, the days until it and the day itself; a wedding leaves out the 三娘煞 days
              and the groom's and the bride's days of the 周堂 ring, and prefers the 不将 days, unless --skip-rule)

Chart options (the personal layer for day, month and predict):
  --birth-date YYYY-MM-DD --birth-time HH:MM | --hour-unknown --birth-lat N --birth-lng N [--birth-tz ZONE]
  [--gender male|female] [--zi ...] [--time-basis ...]

Common: --json (machine-readable), --lang ru|en (default ru). The place defaults to Moscow.
`;

const OPTIONS = {
  lat: { type: "string" },
  lng: { type: "string" },
  tz: { type: "string" },
  "jie-day": { type: "string" },
  date: { type: "string" },
  time: { type: "string" },
  "hour-unknown": { type: "boolean" },
  gender: { type: "string" },
  zi: { type: "string" },
  "time-basis": { type: "string" },
  "birth-date": { type: "string" },
  "birth-time": { type: "string" },
  "birth-lat": { type: "string" },
  "birth-lng": { type: "string" },
  "birth-tz": { type: "string" },
  theme: { type: "string" },
  activity: { type: "string" },
  year: { type: "string" },
  month: { type: "string" },
  best: { type: "string" },
  event: { type: "string" },
  from: { type: "string" },
  to: { type: "string" },
  person: { type: "string", multiple: true },
  "skip-rule": { type: "string", multiple: true },
  explain: { type: "string" },
  hours: { type: "string" },
  "all-hours": { type: "boolean" },
  mountain: { type: "string" },
  deceased: { type: "string" },
  died: { type: "string" },
  kind: { type: "string", multiple: true },
  "annual-from": { type: "string" },
  "annual-to": { type: "string" },
  "as-of": { type: "string" },
  json: { type: "boolean" },
  lang: { type: "string" },
  help: { type: "boolean", short: "h" },
} as const;

type Values = ReturnType<typeof parse>["values"];

function parse(args: string[]) {
  return parseArgs({ args, options: OPTIONS, allowPositionals: true, strict: true });
}

function num(v: string | undefined, field: string, fallback?: number): number {
  if (v === undefined) {
    if (fallback !== undefined) return fallback;
    failWith(field, "invalidOption", "cliRequired");
  }
  const n = Number(v);
  if (v.trim() === "" || !Number.isFinite(n)) failWith(field, "invalidOption", "cliNumber", { got: v });
  return n;
}

function int(v: string | undefined, field: string, fallback?: number): number {
  const n = num(v, field, fallback);
  if (!Number.isInteger(n)) failWith(field, "invalidOption", "cliWholeNumber", { got: String(v) });
  return n;
}

/** `v`, one of the two values of the flag `field`, if given. */
function either<T extends string>(
  v: string | undefined,
  field: string,
  [one, other]: readonly [T, T],
): T | undefined {
  if (v === undefined || v === one || v === other) return v as T | undefined;
  failWith(field, "invalidOption", "cliEither", { one, other, got: v });
}

function placeOf(v: Values): Place {
  const hasLat = v.lat !== undefined;
  const hasLng = v.lng !== undefined;
  if (hasLat !== hasLng) {
    failWith(hasLat ? "lng" : "lat", "invalidOption", "cliRequiredWith", { with: hasLat ? "lat" : "lng" });
  }
  const lat = hasLat ? num(v.lat, "lat") : MOSCOW.lat;
  const lng = hasLng ? num(v.lng, "lng") : MOSCOW.lng;
  return resolvePlace(v.tz ? { lat, lng, tz: v.tz } : { lat, lng });
}

function chartOptions(v: Values) {
  return {
    zi: either(v.zi, "zi", ["dayChangesAt23", "lateZiSameDay"] as const),
    timeBasis: either(v["time-basis"], "time-basis", ["apparentSolar", "clock"] as const),
  };
}

function birthChart(v: Values): ChartInput | undefined {
  if (v["birth-date"] === undefined) {
    for (const k of ["birth-time", "birth-lat", "birth-lng", "birth-tz"] as const) {
      if (v[k] !== undefined) failWith("birth-date", "invalidOption", "cliRequiredWith", { with: k });
    }
    return undefined;
  }
  if (v["birth-time"] === undefined && !v["hour-unknown"])
    failWith("birth-time", "invalidOption", "cliTimeOrHourUnknown");
  return {
    date: parseDate(v["birth-date"], "birth-date"),
    time: v["hour-unknown"] ? null : (v["birth-time"] ?? null),
    place: {
      lat: num(v["birth-lat"], "birth-lat"),
      lng: num(v["birth-lng"], "birth-lng"),
      ...(v["birth-tz"] ? { tz: v["birth-tz"] } : {}),
    },
    gender: either(v.gender, "gender", ["male", "female"] as const) ?? null,
    options: chartOptions(v),
  };
}

const PERSON = /^(\d{4}-\d{1,2}-\d{1,2})(?:T(\d{1,2}:\d{2}))?@(-?\d+(?:\.\d+)?),(-?\d+(?:\.\d+)?)$/;

/** `--person 1990-05-17T08:30@55.75,37.62` (the hour may be left out): the year and day pillars of the chart. */
function personOf(text: string, i: number, field = "person"): SelectPerson & { born: CivilDate } {
  const m = PERSON.exec(text.trim());
  if (!m) {
    const who = field === "person" ? `person ${i + 1}` : field;
    failWith(field, "invalidOption", "cliPerson", { who, got: text });
  }
  const born = parseDate(m[1]!, field);
  return {
    natal: natalOf({
      date: born,
      time: m[2] ?? null,
      place: { lat: num(m[3], field), lng: num(m[4], field) },
      gender: null,
      options: {},
    }),
    born,
  };
}

/** `--deceased` with `--died` when given; `--died` alone is refused. The death date's errors name `died`. */
function deceasedOf(v: Values): SelectDeceased | undefined {
  if (v.deceased === undefined) {
    if (v.died !== undefined) failWith("died", "invalidOption", "cliDiedAlone");
    return undefined;
  }
  const { natal, born } = personOf(v.deceased, 0, "deceased");
  return { natal, born, ...(v.died !== undefined ? { diedOn: parseDate(v.died, "died") } : {}) };
}

/** The engine names the death date `deceased.diedOn` (the API's field); the CLI's flag is `--died`. */
function asDiedFlag<T>(run: () => T): T {
  try {
    return run();
  } catch (e) {
    if (!(e instanceof InvalidInputError) || e.field !== "deceased.diedOn") throw e;
    const flag = (m: string) => m.replace(/^deceased\.diedOn:/, "died:");
    throw new InvalidInputError("died", e.code, { en: flag(e.messages.en), ru: flag(e.messages.ru) });
  }
}

// ---------------------------------------------------------------------------------------------------

/** 00:00 UTC of a civil date: the instant `--as-of` names. */
const dayStart = (d: CivilDate) => Date.UTC(d.year, d.month - 1, d.day);

/** The civil date ("YYYY-MM-DD") in `tz` at the instant `at`. */
const dateIn = (tz: string, at: number) => new Date(utcToWall(at, tz)).toISOString().slice(0, 10);

/**
 * The chart the reading is made from. The reading speaks of the year in force on `today`, found among the chart's
 * annual pillars (the page shows ten years around today; `--annual-from` may print others): the printed chart when
 * they hold it (and the year before, for a date before 立春), else the same chart with those two years. Nothing
 * else in the reading depends on which annual pillars are printed.
 */
function readingChart(
  c: ChartJson,
  input: ChartInput,
  lang: Lang,
  details: ChartDetailsOptions,
  today: string,
): ChartJson {
  const year = Number(today.slice(0, 4));
  const from = Math.max(year - 1, 1900);
  const has = (y: number) => c.annual.some((a) => a.year === y);
  if (has(from) && has(year)) return c;
  return chartJson(input, lang, { ...details, annualFrom: from, annualTo: year });
}

function positional(args: string[], i: number, field: string): string {
  const v = args[i];
  if (v === undefined) failWith(field, "invalidOption", "cliArgument");
  return v;
}

export function main(argv: string[], out: Out, err: Out, extras: Extras = {}): number {
  let lang: Lang = "ru";
  try {
    let parsed: ReturnType<typeof parse>;
    try {
      parsed = parse(argv);
    } catch (e) {
      err.write(`${(e as Error).message}\n\n${USAGE}`);
      return 2;
    }
    const v = parsed.values;
    lang = either(v.lang, "lang", ["ru", "en"] as const) ?? "ru";
    const [cmd, ...pos] = parsed.positionals;
    if (v.help || cmd === undefined || cmd === "help") {
      out.write(USAGE);
      return cmd === undefined && !v.help ? 2 : 0;
    }
    const json = (x: unknown) => out.write(`${JSON.stringify(x, null, 2)}\n`);
    const jieDayRule =
      v["jie-day"] === undefined
        ? undefined
        : either(v["jie-day"], "jie-day", ["local", "beijing"] as const) === "local"
          ? "localDate"
          : "beijingDate";
    const options = jieDayRule ? { jieDayRule: jieDayRule as "localDate" | "beijingDate" } : {};
    switch (cmd) {
      case "day": {
        const date = parseDate(positional(pos, 0, "date"), "date");
        const birth = birthChart(v);
        const d = dayJson({
          date,
          place: placeOf(v),
          lang,
          options,
          ...(birth ? { natal: natalOf(birth) } : {}),
        });
        if (v.json) json(d);
        else out.write(dayText(d, lang));
        return 0;
      }
      case "month": {
        const year = int(positional(pos, 0, "year"), "year");
        const month = int(positional(pos, 1, "month"), "month");
        const { from } = monthRange(year, month);
        const place = placeOf(v);
        const birth = birthChart(v);
        const natal = birth ? natalOf(birth) : undefined;
        const days: DayJson[] = [];
        for (let day = 1; day <= daysInMonth(from.year, from.month); day++) {
          days.push(
            dayJson({ date: { year, month, day }, place, lang, options, ...(natal ? { natal } : {}) }),
          );
        }
        if (v.json) json(days);
        else {
          out.write(
            `${table(
              days.map((d) => [
                d.date,
                d.pillars.day.zh,
                d.officer.zh,
                d.mansion.zh,
                `${d.lunarDate.month}${d.lunarDate.leap ? "L" : ""}/${d.lunarDate.day}`,
                `${d.moon.phase === "waxing" ? "↑" : "↓"}${d.moon.phaseDay}`,
                `${labels(lang).lunarDay} ${d.moon.lunarDay}`,
                sign((d.personal ?? d).rating.value),
              ]),
            )}\n`,
          );
        }
        return 0;
      }
      case "terms": {
        const year = int(positional(pos, 0, "year"), "year");
        const terms = termsJson(year, lang);
        const tz = v.tz;
        if (tz) resolvePlace({ ...MOSCOW, tz });
        if (v.json) json(terms);
        else
          out.write(
            `${table(terms.map((x) => [x.zh, x.name, `${x.longitude}°`, x.kind, x.at, ...(tz ? [localTime(x.at, tz)] : [])]))}\n`,
          );
        return 0;
      }
      case "moon": {
        const year = int(positional(pos, 0, "year"), "year");
        const month = int(positional(pos, 1, "month"), "month");
        monthRange(year, month);
        const m = moonMonthJson(year, month, placeOf(v), lang);
        if (v.json) json(m);
        else {
          const tz = m.place.tz;
          const t = labels(lang);
          let s = `${t.phases}\n${table(m.phases.map((p) => [p.name, localTime(p.at, tz)]))}\n\n${t.lunarDay}\n`;
          s += table(
            m.lunarDays.map((d) => [String(d.number), localTime(d.startsAt, tz), localTime(d.endsAt, tz)]),
          );
          out.write(`${s}\n`);
        }
        return 0;
      }
      case "events": {
        const year = int(positional(pos, 0, "year"), "year");
        const kinds = (v.kind ?? []).map((k) =>
          (YEAR_EVENT_KINDS as readonly string[]).includes(k)
            ? (k as YearEventKind)
            : failWith("kind", "invalidOption", "cliKind", { got: k }),
        );
        const r = yearEventsJson(year, placeOf(v), lang);
        if (kinds.length > 0) r.events = r.events.filter((e) => kinds.includes(e.kind));
        if (v.json) json(r);
        else out.write(eventsText(r, lang));
        return 0;
      }
      case "chart": {
        if (v.date === undefined) failWith("date", "invalidOption", "cliRequired");
        if (v.time === undefined && !v["hour-unknown"])
          failWith("time", "invalidOption", "cliTimeOrHourUnknown");
        const place = placeOf(v);
        const input: ChartInput = {
          date: parseDate(v.date, "date"),
          time: v["hour-unknown"] ? null : (v.time ?? null),
          place: v.tz ? place : { lat: place.lat, lng: place.lng },
          gender: either(v.gender, "gender", ["male", "female"] as const) ?? null,
          options: chartOptions(v),
        };
        const annual = {
          ...(v["annual-from"] !== undefined ? { annualFrom: int(v["annual-from"], "annual-from") } : {}),
          ...(v["annual-to"] !== undefined ? { annualTo: int(v["annual-to"], "annual-to") } : {}),
        };
        const asOfDate = v["as-of"] === undefined ? undefined : parseDate(v["as-of"], "as-of");
        const now = Date.now();
        const details: ChartDetailsOptions = {
          ...annual,
          asOf: asOfDate === undefined ? now : dayStart(asOfDate),
        };
        const c = chartJson(input, lang, details);
        if (!v.json) out.write(chartText(c, lang));
        else if (!extras.reading) json(c);
        else {
          // the reading on the forecast's day: --as-of, or today in the chart's zone
          const today = asOfDate === undefined ? dateIn(c.tz, now) : formatDate(asOfDate);
          json({ ...c, reading: extras.reading(readingChart(c, input, lang, details, today), lang, today) });
        }
        return 0;
      }
      case "predict": {
        const year = int(v.year, "year");
        const range =
          v.month === undefined
            ? { from: { year, month: 1, day: 1 }, to: { year, month: 12, day: 31 } }
            : monthRange(year, int(v.month, "month"));
        if (v.theme === undefined && v.activity === undefined)
          failWith("theme", "invalidOption", "cliThemeOrActivity");
        const birth = birthChart(v);
        const r = predict({
          ...(v.theme !== undefined ? { theme: v.theme } : {}),
          ...(v.activity !== undefined ? { activity: v.activity } : {}),
          ...range,
          place: placeOf(v),
          best: int(v.best, "best", 5),
          options,
          ...(birth ? { natal: natalOf(birth) } : {}),
          ...hoursOption({ hours: v.hours, allHours: v["all-hours"] }),
        });
        const pj = predictJson(r, lang);
        if (v.json) json(pj);
        else out.write(predictText(pj, lang));
        return 0;
      }
      case "select": {
        if (v.event === undefined) failWith("event", "invalidOption", "cliRequired");
        if (v.from === undefined) failWith("from", "invalidOption", "cliRequired");
        if (v.to === undefined) failWith("to", "invalidOption", "cliRequired");
        const { event, from, to } = v;
        const deceased = deceasedOf(v);
        const r = asDiedFlag(() =>
          selectDates({
            event,
            from: parseDate(from, "from"),
            to: parseDate(to, "to"),
            place: placeOf(v),
            people: (v.person ?? []).map((p, i) => personOf(p, i)),
            skipRules: v["skip-rule"] ?? [],
            best: int(v.best, "best", 10),
            options,
            ...(v.explain !== undefined ? { explain: parseDate(v.explain, "explain") } : {}),
            ...hoursOption({ hours: v.hours, allHours: v["all-hours"] }),
            ...(v.mountain !== undefined ? { mountain: v.mountain } : {}),
            ...(deceased ? { deceased } : {}),
          }),
        );
        const sj = selectJson(r, lang);
        if (v.json) json(sj);
        else out.write(selectText(sj, lang));
        return 0;
      }
      default:
        failWith("command", "invalidOption", "cliCommand", { got: cmd, ids: COMMANDS.join(", ") });
    }
  } catch (e) {
    if (e instanceof InvalidInputError) {
      err.write(`${cliText("error", lang, { message: e.messages[lang] })}\n`);
      return 2;
    }
    throw e;
  }
}
