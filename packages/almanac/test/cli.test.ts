import { describe, expect, it } from "vitest";
import { main } from "../cli/bazi.ts";
import { natalOf } from "../src/chart-json.ts";
import { generalDay } from "../src/day.ts";
import {
  type ChartJson,
  ChartSchema,
  DaySchema,
  MoonMonthSchema,
  PredictSchema,
  TermsSchema,
} from "../src/schema.ts";
import { SelectSchema } from "../src/select-schema.ts";

function run(...args: string[]) {
  let out = "";
  let err = "";
  const code = main(args, { write: (s: string) => (out += s) }, { write: (s: string) => (err += s) });
  return { code, out, err };
}

const MSK = ["--lat", "55.7558", "--lng", "37.6173"];

describe("bazi CLI --json", () => {
  it("day: the documented fields, matching the engine", () => {
    const r = run("day", "2026-11-21", ...MSK, "--json", "--lang", "en");
    expect(r.code).toBe(0);
    const d = DaySchema.parse(JSON.parse(r.out));
    const g = generalDay({ year: 2026, month: 11, day: 21 }, "Europe/Moscow");
    expect(d.date).toBe("2026-11-21");
    expect(d.pillars.year.zh).toBe(g.pillars.year.zh);
    expect(d.pillars.month.zh).toBe(g.pillars.month.zh);
    expect(d.pillars.day.zh).toBe("己亥");
    expect(d.officer.zh).toBe(g.officer.zh);
    expect(d.spirit.zh).toBe(g.spirit.zh);
    expect(d.mansion.zh).toBe(g.mansion.zh);
    expect([d.lunarDate.month, d.lunarDate.day, d.lunarDate.leap]).toEqual([10, 13, false]);
    expect(d.solarTerm.zh).toBe("立冬");
    expect(d.solarTerm.startsAt).toBe("2026-11-07T09:52:03Z");
    expect(d.solarTerm.dayOfTerm).toBe(15);
    expect(d.moon.phase).toBe("waxing");
    expect(d.moon.phaseDay).toBeGreaterThanOrEqual(1);
    expect(d.moon.lunarDays.length).toBeGreaterThan(0);
    for (const x of d.moon.lunarDays) expect(Date.parse(x.endsAt)).toBeGreaterThan(Date.parse(x.startsAt));
    expect(d.rating.value).toBe(g.rating.value);
    // the rating names its school and sources
    expect(d.method.id).toBe("tongShu");
    expect(d.method.sources.join(" ")).toContain("協紀辨方書");
    expect(d.rating.reasons.length).toBeGreaterThan(0);
    expect(d.activities.every((a) => typeof a.key === "string" && a.name.length > 0)).toBe(true);
    expect(d.hours).toHaveLength(12);
    expect(d.personal).toBeNull();
    expect(d.mansion.name).toMatch(/^[A-Za-z ]+$/);
  });

  it("day with a chart adds the personal layer", () => {
    const r = run(
      "day",
      "2026-11-21",
      ...MSK,
      "--json",
      "--birth-date",
      "1990-05-15",
      "--birth-time",
      "14:30",
      "--birth-lat",
      "55.7558",
      "--birth-lng",
      "37.6173",
    );
    expect(r.code).toBe(0);
    const d = DaySchema.parse(JSON.parse(r.out));
    expect(d.personal).not.toBeNull();
    expect(d.personal!.hours).toHaveLength(12);
  });

  it("terms: 24 instants in ISO UTC with seconds", () => {
    const r = run("terms", "2026", "--json");
    const t = TermsSchema.parse(JSON.parse(r.out));
    expect(t).toHaveLength(24);
    expect(t[2]).toMatchObject({
      zh: "立春",
      name: "Начало весны",
      longitude: 315,
      at: "2026-02-03T20:02:07Z",
    });
  });

  it("moon: phases and lunar days of the month", () => {
    const m = MoonMonthSchema.parse(JSON.parse(run("moon", "2026", "12", ...MSK, "--json").out));
    expect(m.phases.map((p) => p.kind)).toEqual([
      "lastQuarter",
      "new",
      "firstQuarter",
      "full",
      "lastQuarter",
    ]);
    expect(m.days).toHaveLength(31);
    for (let i = 1; i < m.lunarDays.length; i++)
      expect(m.lunarDays[i]!.startsAt).toBe(m.lunarDays[i - 1]!.endsAt);
  });

  it("chart: pillars, options, warnings, utcOffset, utc; hour null when unknown", () => {
    const c = ChartSchema.parse(
      JSON.parse(
        run("chart", "--date", "1990-05-15", "--time", "14:30", ...MSK, "--gender", "male", "--json").out,
      ),
    );
    expect([c.pillars.year.zh, c.pillars.month.zh, c.pillars.day.zh, c.pillars.hour?.zh]).toEqual([
      "庚午",
      "辛巳",
      "庚辰",
      "癸未",
    ]);
    expect(c.options).toMatchObject({ zi: "dayChangesAt23", timeBasis: "apparentSolar", hourKnown: true });
    expect(c.utcOffset).toBe("+04:00");
    expect(c.utc).toBe("1990-05-15T10:30:00Z");
    expect(c.luck?.pillars).toHaveLength(10);
    const u = ChartSchema.parse(
      JSON.parse(run("chart", "--date", "1990-05-15", "--hour-unknown", ...MSK, "--json").out),
    );
    expect(u.pillars.hour).toBeNull();
    expect(u.options.hourKnown).toBe(false);
    expect(u.warnings.map((w) => w.code)).toContain("hourUnknown");
    expect(c.dayMaster.strength.method).toBe("ziPingQiCount");
    expect(c.hourUnknown).toBeNull();
    expect(u.hourUnknown?.options.map((o) => o.branch).join("")).toBe("子丑寅卯辰巳午未申酉戌亥");
  });

  it("chart as text: the day master's strength, favourable elements and structure", () => {
    const out = run("chart", "--date", "1990-05-15", "--time", "10:30", ...MSK).out;
    expect(out).toMatch(/Сила\s+Сильный \(61\/100\); полезные: Огонь, Вода; Структура Семи Убийств/);
  });

  it("chart: a zone on local mean time prints its offset to the second, and the text says it too", () => {
    const args = ["--date", "1922-05-10", "--time", "12:00", "--lat", "41.2995", "--lng", "69.2401"];
    const c = ChartSchema.parse(JSON.parse(run("chart", ...args, "--json").out));
    expect(c.utcOffset).toBe("+04:37:11");
    expect(c.warnings.find((w) => w.code === "pre1970Offset")?.text).toContain("UTC+04:37:11");
    expect(run("chart", ...args).out).not.toMatch(/\d\.\d{5,}/);
  });

  it("chart --json: the reading the bin passes in `extras`, on the --as-of date or today in the chart's zone", () => {
    const args = ["chart", "--date", "1990-05-15", "--time", "14:30", ...MSK, "--gender", "female"];
    const calls: { chart: ChartJson; lang: string; today: string }[] = [];
    const extras = {
      reading: (chart: ChartJson, lang: string, today: string) => {
        calls.push({ chart, lang, today });
        return { today };
      },
    };
    const withReading = (...more: string[]) => {
      let out = "";
      expect(main([...args, ...more], { write: (s: string) => (out += s) }, { write: () => 0 }, extras)).toBe(
        0,
      );
      return out;
    };
    const printed = JSON.parse(withReading("--json", "--lang", "en", "--as-of", "2026-1-5"));
    expect(calls.map((c) => [c.lang, c.today])).toEqual([["en", "2026-01-05"]]);
    expect(printed.reading).toEqual({ today: "2026-01-05" });
    // the chart as without the bin's reading, which the engine's schema does not carry
    const { reading: _, ...chart } = printed;
    expect(chart).toEqual(JSON.parse(run(...args, "--json", "--lang", "en", "--as-of", "2026-1-5").out));
    expect(ChartSchema.strict().safeParse(printed).success).toBe(false);
    // the printed annual pillars are 1990–1999; the reading's chart holds the year in force (2025 before 立春)
    expect(chart.annual.map((a: { year: number }) => a.year).at(-1)).toBe(1999);
    expect(calls[0]!.chart.annual.map((a) => a.year)).toEqual([2025, 2026]);
    expect({ ...calls[0]!.chart, annual: chart.annual }).toEqual(chart);
    // when the printed ones hold it, the reading is made from the printed chart
    calls.length = 0;
    const around = JSON.parse(
      withReading("--json", "--annual-from", "2022", "--annual-to", "2031", "--as-of", "2026-11-25"),
    );
    const { reading: __, ...aroundChart } = around;
    expect(calls[0]!.chart).toEqual(aroundChart);
    expect(calls[0]!.chart.annual).toHaveLength(10);
    // no --as-of: today in the chart's zone (Moscow), by the clock
    calls.length = 0;
    const day = () => new Date(Date.now() + 3 * 3_600_000).toISOString().slice(0, 10);
    const before = day();
    withReading("--json");
    expect([before, day()]).toContain(calls[0]!.today);
    // only chart --json: not the table, nor another command
    calls.length = 0;
    withReading("--as-of", "2026-11-25");
    let out = "";
    main(["day", "2026-11-25", "--json"], { write: (s: string) => (out += s) }, { write: () => 0 }, extras);
    expect(calls).toEqual([]);
    expect(JSON.parse(out).reading).toBeUndefined();
  });

  it("chart: --annual-from/--annual-to choose the years of the annual pillars", () => {
    const parse = (...extra: string[]) =>
      ChartSchema.parse(
        JSON.parse(run("chart", "--date", "1990-05-15", "--time", "14:30", ...MSK, ...extra, "--json").out),
      );
    expect(parse().annual.map((a) => a.year)).toEqual([
      1990, 1991, 1992, 1993, 1994, 1995, 1996, 1997, 1998, 1999,
    ]);
    const around = parse("--annual-from", "2022", "--annual-to", "2031").annual;
    expect(around.map((a) => a.year)).toEqual([2022, 2023, 2024, 2025, 2026, 2027, 2028, 2029, 2030, 2031]);
    // the Wood Dragon, the Wood Snake and the Fire Horse years
    expect(around.slice(2, 5).map((a) => a.zh)).toEqual(["甲辰", "乙巳", "丙午"]);
  });

  it("predict: rated days and the best ones", () => {
    const p = PredictSchema.parse(
      JSON.parse(
        run("predict", "--theme", "business", "--year", "2027", "--month", "3", "--best", "4", "--json").out,
      ),
    );
    expect(p.days).toHaveLength(31);
    // the month's +2 days by date (no day is +3): 03-05, 03-09, 03-17, 03-22, …
    expect(p.best.map((d) => d.date)).toEqual(["2027-03-05", "2027-03-09", "2027-03-17", "2027-03-22"]);
    expect(p.target).toMatchObject({ kind: "theme", key: "business" });
    expect(p.method).toMatchObject({ id: "tongShu", zh: "通书" });
    expect(p.hoursWindow).toEqual({ from: "07:00", to: "22:00" });
    const all = PredictSchema.parse(
      JSON.parse(
        run("predict", "--theme", "business", "--year", "2027", "--month", "3", "--all-hours", "--json").out,
      ),
    );
    expect(all.hoursWindow).toBeNull();
    // 2027-03-22: its one good hour is at night, named only with --all-hours
    expect(p.best.find((d) => d.date === "2027-03-22")?.hours).toEqual([]);
    expect(all.best.find((d) => d.date === "2027-03-22")?.hours).toEqual([{ from: "01:00", to: "03:00" }]);
    expect(
      run("predict", "--theme", "business", "--year", "2027", "--month", "3", "--lang", "en").out,
    ).toContain("2027-03-05 (+2: 09:00–11:00)");
  });
});

describe("bazi CLI tables and errors", () => {
  it("prints a readable day in Russian by default and in English with --lang en", () => {
    expect(run("day", "2026-11-21", ...MSK).out).toContain("Установление");
    expect(run("day", "2026-11-21", ...MSK, "--lang", "en").out).toContain("Day officer");
  });

  it.each([
    [["day", "2026-02-30"], "date"],
    [["day", "1899-12-31"], "date"],
    [["day", "2026-11-21", "--lat", "95", "--lng", "37"], "lat"],
    [["day", "2026-11-21", "--lat", "55", "--lng", "200"], "lng"],
    [["day", "2026-11-21", "--lat", "55"], "lng"],
    [["day", "2026-11-21", "--tz", "Mars/Olympus"], "tz"],
    [["predict", "--theme", "gold", "--year", "2027", "--month", "3"], "theme"],
    [["predict", "--activity", "flying", "--year", "2027", "--month", "3"], "activity"],
    [["predict", "--theme", "business", "--year", "2027", "--month", "13"], "month"],
    [["chart", "--date", "1990-05-15", "--time", "25:00"], "time"],
    [["chart", "--date", "1990-05-15", "--time", "10:00", "--zi", "late"], "zi"],
    [["day", "2026-11-21", "--lang", "de"], "lang"],
  ])("%j fails with exit 2 naming %s", (args, field) => {
    const r = run(...args);
    expect(r.code).toBe(2);
    expect(r.out).toBe("");
    expect(r.err).toContain(field);
  });

  /** `bazi select --event … --from … --to …` and the rest. */
  const select = (event: string, from: string, to: string, ...rest: string[]) =>
    run("select", "--event", event, "--from", from, "--to", to, ...rest);

  it("select: ranked days for two people (one without the hour), their hours, an explained date", () => {
    const r = select(
      "wedding",
      "2027-05-01",
      "2027-06-30",
      ...MSK,
      "--person",
      "1990-05-17T08:30@55.75,37.62",
      "--person",
      "1992-11-03@40.71,-74.01",
      "--explain",
      "2027-05-03",
      "--json",
      "--lang",
      "en",
    );
    expect(r.code).toBe(0);
    const s = SelectSchema.parse(JSON.parse(r.out));
    expect(s.event).toMatchObject({ id: "wedding", zh: "嫁娶", name: "Wedding or engagement" });
    expect(s.people).toBe(2);
    expect(s.considered).toBe(61);
    expect(s.days.length).toBeGreaterThan(0);
    // the days the almanac recommends for a wedding first, each group best first
    const order = (d: { recommended: boolean; score: number }) => [d.recommended ? 0 : 1, -d.score];
    const keys = s.days.map(order);
    expect(keys).toEqual([...keys].sort((a, b) => a[0]! - b[0]! || a[1]! - b[1]!));
    // the best hours begin between 07:00 and 22:00 by default
    expect(s.hoursWindow).toEqual({ from: "07:00", to: "22:00" });
    for (const d of s.days) for (const h of d.hours) expect(h.from >= "07:00" && h.from < "22:00").toBe(true);
    // no day clashes the first person's year (庚午) or day branch
    const p1 = natalOf({
      date: { year: 1990, month: 5, day: 17 },
      time: "08:30",
      place: { lat: 55.75, lng: 37.62 },
      gender: null,
      options: {},
    });
    for (const d of s.days) {
      const b = generalDay(
        { year: +d.date.slice(0, 4), month: +d.date.slice(5, 7), day: +d.date.slice(8) },
        "Europe/Moscow",
      ).pillars.day.branch;
      expect((b - (p1.yearPillar % 12) + 12) % 12).not.toBe(6);
      expect((b - (p1.dayPillar % 12) + 12) % 12).not.toBe(6);
      expect(d.hours[0]!.startsAt < d.hours[0]!.endsAt).toBe(true);
    }
    expect(s.explained?.date).toBe("2027-05-03");
    const text = select("travel", "2027-05-01", "2027-05-10", "--lng=-74.0", "--lat", "40.7");
    expect(text.code).toBe(0);
    expect(text.out).toContain("Поездка (出行)");
    expect(text.out).toContain("Лучшие часы — начинающиеся с 07:00 до 22:00");
    const night = select("business", "2027-07-19", "2027-07-19", ...MSK, "--all-hours", "--json");
    expect(night.code).toBe(0);
    const n = SelectSchema.parse(JSON.parse(night.out));
    expect(n.hoursWindow).toBeNull();
    // 2027-07-19's best business hour is the night's 子 hour when night hours are asked for
    expect(n.days[0]!.hours[0]!.from).toBe("23:00");
    const office = select("business", "2027-07-19", "2027-07-19", ...MSK, "--hours", "09:00-18:00", "--json");
    const o = SelectSchema.parse(JSON.parse(office.out));
    expect(o.hoursWindow).toEqual({ from: "09:00", to: "18:00" });
    expect(o.days[0]!.hours.length).toBeGreaterThan(0);
    for (const h of o.days[0]!.hours) expect(h.from >= "09:00" && h.from < "18:00").toBe(true);
  });

  it("select: a bad event or person names the field and exits 2", () => {
    const refused: [string[], string][] = [
      [["party", "2027-05-01", "2027-05-10", "--lang", "en"], "event: expected one of wedding"],
      [["travel", "2027-05-01", "2027-05-10", "--person", "May 1990"], "person 1"],
      [["travel", "2027-01-01", "2029-06-01", "--lang", "en"], "24 months"],
      [
        ["travel", "2027-05-01", "2027-05-10", "--hours", "22:00-07:00"],
        "hours: ожидалось окно вида 07:00-22:00",
      ],
      [
        ["wedding", "2027-05-01", "2027-05-10", "--mountain", "子"],
        "mountain: сидящая гора задаётся для переезда, ремонта и погребения",
      ],
      [
        ["wedding", "2027-05-01", "2027-05-10", "--deceased", "1950-03-01@55.75,37.62"],
        "deceased: усопший указывается только для погребения",
      ],
      [["burial", "2027-05-01", "2027-05-10", "--deceased", "1950"], "deceased: ожидалось ГГГГ-ММ-ДД"],
      [["burial", "2027-05-01", "2027-05-10", "--died", "2027-04-01"], "died: укажите рождение усопшего"],
      [
        [
          "burial",
          "2027-05-01",
          "2027-05-10",
          "--deceased",
          "1950-03-01@55.75,37.62",
          "--died",
          "1949-12-31",
        ],
        "died: дата смерти раньше даты рождения усопшего",
      ],
      [
        [
          "burial",
          "2027-05-01",
          "2027-05-10",
          "--deceased",
          "1950-03-01@55.75,37.62",
          "--died",
          "2027-02-30",
        ],
        "died: даты 2027-2-30 нет в календаре",
      ],
    ];
    for (const [[event, from, to, ...rest], message] of refused) {
      const r = select(event!, from!, to!, ...rest);
      expect(r.code, message).toBe(2);
      expect(r.err).toContain(message);
    }
    const grave = select("burial", "2027-03-01", "2027-03-31", ...MSK, "--mountain", "丙", "--json");
    expect(grave.code).toBe(0);
    const g = SelectSchema.parse(JSON.parse(grave.out));
    expect(g.mountain).toEqual({ zh: "丙", branch: 6 });
    for (const day of g.days) for (const h of day.hours) expect(h.branch.index).not.toBe(0);
    // a deceased born in 1950 (庚寅): no 申 hour
    const late = select(
      "burial",
      "2027-03-01",
      "2027-03-31",
      ...MSK,
      "--deceased",
      "1950-03-01@55.75,37.62",
      "--json",
    );
    expect(late.code).toBe(0);
    for (const day of SelectSchema.parse(JSON.parse(late.out)).days)
      for (const h of day.hours) expect(h.branch.index).not.toBe(8);
    // …who died on 2027-03-15: no burial day until the 16th
    const died = select(
      "burial",
      "2027-03-01",
      "2027-03-31",
      ...MSK,
      "--deceased",
      "1950-03-01@55.75,37.62",
      "--died",
      "2027-03-15",
      "--json",
    );
    expect(died.code).toBe(0);
    const dd = SelectSchema.parse(JSON.parse(died.out)).days;
    expect(dd.length).toBeGreaterThan(0);
    for (const day of dd) expect(day.date > "2027-03-15").toBe(true);
    // a wedding's 周堂 ring, and its 不将 preference, may be left out
    const ring = select("wedding", "2027-02-06", "2027-02-06", ...MSK, "--explain", "2027-02-06", "--json");
    const free = select(
      "wedding",
      "2027-02-06",
      "2027-02-06",
      ...MSK,
      "--explain",
      "2027-02-06",
      "--skip-rule",
      "zhouTang",
      "--skip-rule",
      "buJiang",
      "--json",
    );
    const why = (out: string) => SelectSchema.parse(JSON.parse(out));
    expect(why(ring.out).explained!.exclusions.map((x) => x.factor)).toContain("exclude.zhouTang");
    expect(why(free.out).explained!.exclusions.map((x) => x.factor)).not.toContain("exclude.zhouTang");
    expect(
      why(free.out)
        .rules.filter((x) => !x.active)
        .map((x) => x.id),
    ).toEqual(["zhouTang", "buJiang"]);
  });

  it("an unknown command or flag prints the usage and exits 2", () => {
    expect(run("weather").code).toBe(2);
    const r = run("day", "2026-11-21", "--colour", "red");
    expect(r.code).toBe(2);
    expect(r.err).toContain("--colour");
  });
});
