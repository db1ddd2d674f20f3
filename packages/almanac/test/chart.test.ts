/**
 * The Bazi chart (src/chart.ts, src/chart-details.ts) against pillars.json (every case × both Zi rules ×
 * clock and apparent solar time: pillars exact, UTC and offset exact, apparent solar time within 1 minute,
 * equation of time within 0.1 min), the worked example of docs/domain.md §3, warnings, details and bad input.
 */
import { ChildLimit, EarthBranch, Gender, HeavenStem, SixtyCycle, SolarTime } from "tyme4ts";
import { describe, expect, it } from "vitest";
import {
  type Chart,
  type ChartInput,
  type ChartWarning,
  computeChart,
  type TimeBasis,
  type ZiRule,
} from "../src/chart.ts";
import {
  annualPillars,
  chartDetails,
  HIDDEN_STEMS,
  luckPillars,
  naYinIndex,
  tenGod,
} from "../src/chart-details.ts";
import { NA_YIN_NAMES, NATAL_STAR_NAMES, TEN_GOD_NAMES, tenGodName } from "../src/names/chart.ts";
import { voidBranches } from "../src/relations.ts";
import { lichun } from "../src/solar-terms.ts";
import { formatOffset } from "../src/time.ts";
import data from "./data/pillars.json" with { type: "json" };
import { expectInvalid } from "./support/invalid.ts";

const MINUTE = 60_000;
const MOSCOW = { lat: 55.7558, lng: 37.6173, tz: "Europe/Moscow" };
const SYDNEY = { lat: -33.8688, lng: 151.2093, tz: "Australia/Sydney" };
const BEIJING = { lat: 39.9042, lng: 116.4074, tz: "Asia/Shanghai" };

const zh = (c: Chart) => [
  c.pillars.year.zh,
  c.pillars.month.zh,
  c.pillars.day.zh,
  c.pillars.hour?.zh ?? null,
];
const codes = (c: Chart) => c.warnings.map((w) => w.code);
const find = (c: Chart, code: ChartWarning["code"]) => c.warnings.find((w) => w.code === code);

function chartAt(
  local: string,
  place: ChartInput["place"],
  options: ChartInput["options"] = {},
  gender?: "male" | "female",
) {
  return computeChart({ date: local.slice(0, 10), time: local.slice(11, 16), place, options, gender });
}

describe("pillars.json", () => {
  it("keeps its source", () => {
    expect(data.source).toContain("tyme4ts");
  });
  const bases: [TimeBasis, "clockTime" | "apparentSolarTime"][] = [
    ["clock", "clockTime"],
    ["apparentSolar", "apparentSolarTime"],
  ];
  const rules: [ZiRule, "ziStartsNextDay_23h" | "ziLateStaysSameDay"][] = [
    ["dayChangesAt23", "ziStartsNextDay_23h"],
    ["lateZiSameDay", "ziLateStaysSameDay"],
  ];
  for (const c of data.cases) {
    const place = { lat: c.input.lat, lng: c.input.lng, tz: c.input.ianaZone };
    for (const [basis, key] of bases) {
      for (const [zi, ruleKey] of rules) {
        it(`${c.id}: ${basis}, ${zi}`, () => {
          const chart = chartAt(c.input.localDateTime, place, { timeBasis: basis, zi });
          expect(zh(chart)).toEqual(c[key][ruleKey]);
          expect(chart.utc).toBe(Date.parse(c.utc));
          expect(formatOffset(chart.utcOffset)).toBe(c.utcOffset);
          expect(chart.options).toEqual({ zi, timeBasis: basis, ambiguousTime: "earlier", hourKnown: true });
          expect(chart.tz).toBe(c.input.ianaZone);
          expect(chart.clockTime).toBe(Date.parse(`${c.input.localDateTime}:00Z`));
          // apparent solar time: the file truncates to the minute → within 1 minute; EoT rounded to 0.1.
          const ast = Date.parse(`${c.apparentSolarTime.local}:00Z`);
          expect(Math.abs(chart.apparentSolarTime - ast)).toBeLessThan(MINUTE);
          expect(Math.abs(chart.equationOfTime - c.apparentSolarTime.equationOfTimeMin)).toBeLessThanOrEqual(
            0.1,
          );
          expect(chart.basisTime).toBe(basis === "clock" ? chart.clockTime : chart.apparentSolarTime);
        });
      }
    }
    const three = "threePillarsOnly" in c ? c.threePillarsOnly : undefined;
    if (three) {
      it(`${c.id}: hour unknown → three pillars from local noon, no hour pillar`, () => {
        for (const [basis] of bases) {
          const chart = computeChart({
            date: c.input.localDateTime.slice(0, 10),
            time: null,
            place,
            options: { timeBasis: basis },
          });
          expect(zh(chart)).toEqual([...three, null]);
          expect(chart.utc).toBe(Date.parse(c.utc));
          expect(chart.options.hourKnown).toBe(false);
          expect(codes(chart)).toContain("hourUnknown");
          expect(chart.input.time).toBeNull();
        }
      });
    }
  }
});

describe("worked example of docs/domain.md §3: 2025-02-03 23:30 UTC+8", () => {
  it("A (day changes at 23:00) = 乙巳 戊寅 甲辰 甲子; B (late Zi same day) = 乙巳 戊寅 癸卯 甲子", () => {
    const a = chartAt("2025-02-03T23:30", BEIJING, { timeBasis: "clock", zi: "dayChangesAt23" });
    const b = chartAt("2025-02-03T23:30", BEIJING, { timeBasis: "clock", zi: "lateZiSameDay" });
    expect(zh(a)).toEqual(["乙巳", "戊寅", "甲辰", "甲子"]);
    expect(zh(b)).toEqual(["乙巳", "戊寅", "癸卯", "甲子"]);
    expect(a.utcOffset).toBe(480);
    expect(a.utc).toBe(Date.UTC(2025, 1, 3, 15, 30));
    // Both say that the other rule gives the other day pillar.
    expect(find(a, "lateZiHour")?.data).toMatchObject({ dayUsed: "甲辰", dayOther: "癸卯" });
    expect(find(b, "lateZiHour")?.data).toMatchObject({ dayUsed: "癸卯", dayOther: "甲辰" });
  });
  it("defaults: dayChangesAt23 and apparentSolar, echoed", () => {
    const c = computeChart({
      date: { year: 2025, month: 2, day: 3 },
      time: { hour: 23, minute: 30 },
      place: BEIJING,
    });
    expect(c.options).toEqual({
      zi: "dayChangesAt23",
      timeBasis: "apparentSolar",
      ambiguousTime: "earlier",
      hourKnown: true,
    });
    expect(c.input).toEqual({
      date: "2025-02-03",
      time: "23:30",
      lat: BEIJING.lat,
      lng: BEIJING.lng,
      tz: "Asia/Shanghai",
      gender: null,
    });
    // Apparent solar time at Beijing is 23:16 → still the late Rat hour.
    expect(zh(c)).toEqual(["乙巳", "戊寅", "甲辰", "甲子"]);
  });
  it("the zone comes from the coordinates when tz is absent", () => {
    const c = chartAt("2025-02-03T23:30", { lat: BEIJING.lat, lng: BEIJING.lng }, { timeBasis: "clock" });
    expect(c.tz).toBe("Asia/Shanghai");
    expect(c.utcOffset).toBe(480);
  });
  it("is plain JSON data", () => {
    const c = chartAt("2025-02-03T23:30", BEIJING, {}, "male");
    expect(JSON.parse(JSON.stringify(c))).toEqual(c);
    const d = chartDetails(c);
    expect(JSON.parse(JSON.stringify(d))).toEqual(d);
  });
});

describe("warnings", () => {
  it("within 2 minutes of Lichun: month and year may be either, with seconds and the term", () => {
    // Lichun 2025-02-03T14:10:27Z (sxwnl 14:10:28); Moscow 17:09 = 87 s before.
    const before = chartAt("2025-02-03T17:09", MOSCOW, { timeBasis: "clock" });
    const w = find(before, "nearJie")!;
    expect(w.severity).toBe("warning");
    expect(w.data).toMatchObject({
      term: "立春",
      monthBefore: "丁丑",
      monthAfter: "戊寅",
      yearBefore: "甲辰",
      yearAfter: "乙巳",
    });
    expect(w.data.seconds).toBeGreaterThanOrEqual(-89);
    expect(w.data.seconds).toBeLessThanOrEqual(-86);
    expect(w.en).toContain("before the solar term 立春");
    expect(w.ru).toContain("до начала сезона 立春");
    const after = chartAt("2025-02-03T17:11", MOSCOW, { timeBasis: "clock" });
    expect(find(after, "nearJie")!.data.seconds).toBeGreaterThan(0);
    expect(codes(chartAt("2025-02-03T17:13", MOSCOW))).not.toContain("nearJie");
    expect(codes(chartAt("2025-02-03T17:07", MOSCOW))).not.toContain("nearJie");
  });
  it("within 2 minutes of another jie: the month only", () => {
    // 惊蛰 2025-03-05 ≈ 08:07 UTC → 11:07 Moscow.
    const c = chartAt("2025-03-05T11:08", MOSCOW, { timeBasis: "clock" });
    const w = find(c, "nearJie")!;
    expect(w.data).toMatchObject({ term: "惊蛰", monthBefore: "戊寅", monthAfter: "己卯" });
    expect(w.data.yearBefore).toBeUndefined();
  });
  it("within 2 minutes of a double-hour boundary in the time basis used", () => {
    const clock = chartAt("2024-06-10T13:01", MOSCOW, { timeBasis: "clock" });
    const w = find(clock, "nearHourBoundary")!;
    expect(w.data).toMatchObject({ boundary: "13:00", seconds: 60, basis: "clock" });
    expect(w.data.hourBefore).not.toBe(w.data.hourAfter);
    expect(clock.pillars.hour!.zh).toBe(w.data.hourAfter);
    expect(codes(chartAt("2024-06-10T13:03", MOSCOW, { timeBasis: "clock" }))).not.toContain(
      "nearHourBoundary",
    );
    // In apparent solar time the same clock time is far from a boundary; Moscow (UTC+3, lng 37.6°) clock
    // 13:30 on 2024-06-10 ≈ LMT 13:00:28 + EoT ≈ +0.9 min → AST ≈ 13:01.
    expect(codes(chartAt("2024-06-10T13:01", MOSCOW))).not.toContain("nearHourBoundary");
    const ast = chartAt("2024-06-10T13:30", MOSCOW);
    const wa = find(ast, "nearHourBoundary")!;
    expect(wa.data).toMatchObject({ boundary: "13:00", basis: "apparentSolar" });
  });
  it("within 2 minutes of 23:00: the Zi rule matters", () => {
    const a = chartAt("2024-06-10T22:59", MOSCOW, { timeBasis: "clock" });
    const wa = find(a, "nearZiStart")!;
    expect(wa.data).toMatchObject({ seconds: -60, zi: "dayChangesAt23" });
    expect(wa.data.dayBefore).not.toBe(wa.data.dayAfter);
    expect(wa.data.hourBefore).not.toBe(wa.data.hourAfter);
    expect(codes(a)).not.toContain("nearHourBoundary");
    const b = chartAt("2024-06-10T23:01", MOSCOW, { timeBasis: "clock", zi: "lateZiSameDay" });
    const wb = find(b, "nearZiStart")!;
    expect(wb.data.dayBefore).toBe(wb.data.dayAfter);
    expect(wb.en).toContain("stays");
  });
  it("lateZiSameDay: within 2 minutes of midnight the day pillar changes", () => {
    const b = chartAt("2024-06-11T00:01", MOSCOW, { timeBasis: "clock", zi: "lateZiSameDay" });
    const w = find(b, "nearMidnight")!;
    expect(w.data.seconds).toBe(60);
    expect(w.data.dayBefore).not.toBe(w.data.dayAfter);
    expect(codes(chartAt("2024-06-11T00:01", MOSCOW, { timeBasis: "clock" }))).not.toContain("nearMidnight");
  });
  it("DST gap: a warning with both readings; ambiguousTime chooses", () => {
    const c = chartAt("1990-03-25T02:30", MOSCOW, { timeBasis: "clock" });
    const w = find(c, "dstGap")!;
    expect(w.severity).toBe("warning");
    const cands = (w.data.candidates as { utc: number }[]).map((x) => x.utc);
    expect(cands).toEqual([Date.UTC(1990, 2, 24, 22, 30), Date.UTC(1990, 2, 24, 23, 30)]);
    expect(c.utc).toBe(Date.UTC(1990, 2, 24, 23, 30));
    const later = chartAt("1990-03-25T02:30", MOSCOW, { timeBasis: "clock", ambiguousTime: "later" });
    expect(later.utc).toBe(Date.UTC(1990, 2, 24, 22, 30));
    expect(later.options.ambiguousTime).toBe("later");
    // Clock basis reads the clock time as given: 02:30 → 丑 hour either way.
    expect(c.pillars.hour!.branch).toBe(1);
    expect(w.en).toContain("did not exist");
    expect(w.ru).toContain("не было");
  });
  it("DST overlap: a warning with both readings", () => {
    const c = chartAt("1990-09-30T02:30", MOSCOW, { timeBasis: "clock" });
    const w = find(c, "dstOverlap")!;
    expect((w.data.candidates as { offsetMinutes: number }[]).map((x) => x.offsetMinutes)).toEqual([
      240, 180,
    ]);
    expect(c.utcOffset).toBe(240);
    expect(chartAt("1990-09-30T02:30", MOSCOW, { ambiguousTime: "later" }).utcOffset).toBe(180);
  });
  it("China 1988 summer time (+09:00) is applied", () => {
    const c = chartAt("1988-07-01T12:00", BEIJING, { timeBasis: "clock" });
    expect(c.utcOffset).toBe(540);
    expect(c.utc).toBe(Date.UTC(1988, 6, 1, 3, 0));
  });
  it("south of the equator the month convention is said: the same solar terms as in the north", () => {
    // mid-March is autumn in Sydney, and still the 卯 month (after 惊蛰), as in Moscow
    const sydney = chartAt("1990-03-15T10:00", SYDNEY);
    expect(find(sydney, "southernHemisphere")).toMatchObject({ severity: "info" });
    expect(sydney.pillars.month.index % 12).toBe(
      chartAt("1990-03-15T10:00", MOSCOW).pillars.month.index % 12,
    );
    expect(sydney.pillars.month.index % 12).toBe(3);
    expect(codes(chartAt("1990-03-15T10:00", MOSCOW))).not.toContain("southernHemisphere");
    // on the equator itself nothing is said
    expect(codes(chartAt("1990-03-15T10:00", { lat: 0, lng: 32.58, tz: "Africa/Kampala" }))).not.toContain(
      "southernHemisphere",
    );
  });
  it("before 1970: the offset is best effort (info)", () => {
    const c = chartAt("1949-10-01T15:00", { lat: 39.9, lng: 116.4, tz: "Asia/Shanghai" });
    expect(find(c, "pre1970Offset")).toMatchObject({ severity: "info", data: { offsetMinutes: 480 } });
    expect(codes(chartAt("1975-01-01T12:00", MOSCOW))).not.toContain("pre1970Offset");
  });
  it("apparent solar date before the clock date; the other basis differs", () => {
    const c = chartAt("1985-02-11T00:30", MOSCOW, { zi: "lateZiSameDay" });
    expect(find(c, "solarDateDiffers")!.data).toMatchObject({ clockTime: "1985-02-11 00:30" });
    expect(find(c, "otherBasisDiffers")!.data).toMatchObject({ basis: "clock", day: "辛巳", hour: "戊子" });
    const ussr = chartAt("1990-06-15T10:00", MOSCOW);
    expect(find(ussr, "otherBasisDiffers")!.data).toMatchObject({
      basis: "clock",
      day: "辛亥",
      hour: "癸巳",
    });
  });
  describe("hour unknown", () => {
    it("a jie on the local date → monthUncertain with the term's local time", () => {
      const c = computeChart({ date: "2025-03-05", time: null, place: MOSCOW });
      expect(c.pillars.hour).toBeNull();
      expect(c.pillars.month.zh).toBe("己卯");
      const w = find(c, "monthUncertain")!;
      expect(w.data).toMatchObject({ term: "惊蛰", monthBefore: "戊寅", monthAfter: "己卯" });
      expect(w.data.localTime).toMatch(/^11:0\d$/);
      expect(codes(c)).not.toContain("nearJie");
    });
    it("Lichun on the local date → yearUncertain (noon Moscow is before Lichun 17:10)", () => {
      const c = computeChart({ date: "2025-02-03", time: null, place: MOSCOW });
      expect(zh(c)).toEqual(["甲辰", "丁丑", "癸卯", null]);
      expect(find(c, "yearUncertain")!.data).toMatchObject({
        yearBefore: "甲辰",
        yearAfter: "乙巳",
        monthBefore: "丁丑",
        monthAfter: "戊寅",
        localTime: "17:10",
      });
    });
    it("the jie's LOCAL date counts: Lichun 2025 is 02-03 22:10 in Beijing, 02-04 00:10 in Vladivostok", () => {
      expect(codes(computeChart({ date: "2025-02-03", time: null, place: BEIJING }))).toContain(
        "yearUncertain",
      );
      expect(codes(computeChart({ date: "2025-02-04", time: null, place: BEIJING }))).not.toContain(
        "yearUncertain",
      );
      // Vladivostok (UTC+10): Lichun is at 00:10 on 02-04.
      const vl = { lat: 43.1155, lng: 131.8855, tz: "Asia/Vladivostok" };
      expect(codes(computeChart({ date: "2025-02-04", time: null, place: vl }))).toContain("yearUncertain");
      expect(codes(computeChart({ date: "2025-02-03", time: null, place: vl }))).not.toContain(
        "yearUncertain",
      );
    });
    it("no jie that day → only the hourUnknown note", () => {
      const c = computeChart({ date: "1988-05-20", time: null, place: MOSCOW });
      expect(codes(c)).toEqual(["hourUnknown"]);
    });
  });
  it("every warning code has en and ru text", () => {
    const samples = [
      chartAt("2025-02-03T17:09", MOSCOW, { timeBasis: "clock" }),
      chartAt("2024-06-10T13:01", MOSCOW, { timeBasis: "clock" }),
      chartAt("2024-06-10T22:59", MOSCOW, { timeBasis: "clock" }),
      chartAt("2024-06-10T23:01", MOSCOW, { timeBasis: "clock", zi: "lateZiSameDay" }),
      chartAt("2024-06-11T00:01", MOSCOW, { timeBasis: "clock", zi: "lateZiSameDay" }),
      chartAt("1990-03-25T02:30", MOSCOW),
      chartAt("1990-09-30T02:30", MOSCOW),
      chartAt("1949-10-01T15:00", BEIJING),
      chartAt("1985-02-11T00:30", MOSCOW),
      computeChart({ date: "2025-03-05", time: null, place: MOSCOW }),
      computeChart({ date: "2025-02-03", time: null, place: MOSCOW }),
      chartAt("1990-03-15T10:00", SYDNEY),
    ];
    const seen = new Set<string>();
    for (const c of samples) {
      for (const w of c.warnings) {
        seen.add(w.code);
        expect(w.en.length).toBeGreaterThan(20);
        expect(w.ru).toMatch(/[а-яё]/i);
        expect(w.en).not.toMatch(/[а-яё]/i);
        expect(w.en).not.toContain("undefined");
        expect(w.ru).not.toContain("undefined");
        expect(w.en).not.toContain("NaN");
      }
    }
    expect([...seen].sort()).toEqual(
      [
        "nearJie",
        "nearHourBoundary",
        "nearZiStart",
        "nearMidnight",
        "lateZiHour",
        "dstGap",
        "dstOverlap",
        "pre1970Offset",
        "hourUnknown",
        "monthUncertain",
        "yearUncertain",
        "solarDateDiffers",
        "otherBasisDiffers",
        "southernHemisphere",
      ].sort(),
    );
  });
});

describe("chart details", () => {
  const a = chartAt("2025-02-03T23:30", BEIJING, { timeBasis: "clock" }, "male");
  const d = chartDetails(a);

  it("hidden stems: the standard 藏干 table (same as tyme4ts)", () => {
    const text = HIDDEN_STEMS.map((h) => h.map((s) => "甲乙丙丁戊己庚辛壬癸"[s]).join(""));
    expect(text).toEqual([
      "癸",
      "己癸辛",
      "甲丙戊",
      "乙",
      "戊乙癸",
      "丙庚戊",
      "丁己",
      "己丁乙",
      "庚壬戊",
      "辛",
      "戊辛丁",
      "壬甲",
    ]);
    for (let b = 0; b < 12; b++) {
      const t = EarthBranch.fromIndex(b)
        .getHideHeavenStems()
        .map((h) => h.getHeavenStem().getIndex());
      expect(t).toEqual(HIDDEN_STEMS[b]);
    }
  });
  it("ten gods of every stem pair agree with tyme4ts HeavenStem.getTenStar", () => {
    for (let dm = 0; dm < 10; dm++) {
      for (let s = 0; s < 10; s++) {
        const t = HeavenStem.fromIndex(dm).getTenStar(HeavenStem.fromIndex(s)).getName();
        expect(tenGodName(tenGod(dm, s)).zh).toBe(t);
      }
    }
    expect(TEN_GOD_NAMES.map((n) => n.ru)).toEqual([
      "Друг",
      "Соперник",
      "Бог Еды",
      "Падающий Ангел",
      "Косвенное Богатство",
      "Прямое Богатство",
      "Семь Убийств",
      "Прямой Офицер",
      "Косвенный Ресурс",
      "Прямой Ресурс",
    ]);
  });
  it("na yin of all 60 pillars agree with tyme4ts SixtyCycle.getSound", () => {
    for (let i = 0; i < 60; i++) {
      expect(NA_YIN_NAMES[naYinIndex(i)]!.zh).toBe(SixtyCycle.fromIndex(i).getSound().getName());
    }
    expect(NA_YIN_NAMES[0]).toMatchObject({
      zh: "海中金",
      en: "Gold in the Sea",
      ru: "Металл в море",
      element: "metal",
    });
    expect(NA_YIN_NAMES).toHaveLength(30);
  });
  it("day master, ten gods and na yin of the example chart", () => {
    expect(d.dayMaster).toEqual({ stem: 0, zh: "甲", element: "wood", polarity: "yang" });
    expect(d.pillars.year.stem.tenGodZh).toBe("劫财");
    expect(d.pillars.month.stem.tenGodZh).toBe("偏财");
    expect(d.pillars.day.stem.tenGod).toBe("dayMaster");
    expect(d.pillars.hour!.stem.tenGodZh).toBe("比肩");
    expect(d.pillars.year.hiddenStems.map((h) => `${h.zh}${h.tenGodZh}${h.role}`)).toEqual([
      "丙食神main",
      "庚七杀middle",
      "戊偏财residual",
    ]);
    expect(d.pillars.day.hiddenStems.map((h) => h.tenGodZh)).toEqual(["偏财", "劫财", "正印"]);
    expect([d.pillars.year, d.pillars.month, d.pillars.day, d.pillars.hour!].map((p) => p.naYin.zh)).toEqual([
      "覆灯火",
      "城头土",
      "覆灯火",
      "海中金",
    ]);
  });
  it("five-element balance: visible (stems + branch elements) and with hidden stems (main 1, others 0.5)", () => {
    expect(d.elements.visible).toEqual({
      counts: { wood: 4, fire: 1, earth: 2, metal: 0, water: 1 },
      total: 8,
    });
    expect(d.elements.withHidden).toEqual({
      counts: { wood: 4.5, fire: 1.5, earth: 3, metal: 0.5, water: 1.5 },
      total: 11,
    });
    const noHour = chartDetails(computeChart({ date: "2025-02-03", time: null, place: BEIJING }));
    expect(noHour.pillars.hour).toBeNull();
    expect(noHour.elements.visible.total).toBe(6);
  });
  it("natal stars: the branches and the pillars that hold them", () => {
    const star = (key: string, basis: string) => d.stars.find((s) => s.key === key && s.basis === basis)!;
    expect(star("nobleman", "dayStem")).toMatchObject({ zh: "丑未", inPillars: [] });
    expect(star("nobleman", "yearStem")).toMatchObject({ zh: "子申", inPillars: ["hour"] });
    expect(star("academic", "dayStem")).toMatchObject({ zh: "巳", inPillars: ["year"] });
    expect(star("prosperity", "dayStem")).toMatchObject({ zh: "寅", inPillars: ["month"] });
    expect(star("goatBlade", "dayStem")).toMatchObject({ zh: "卯", inPillars: [] });
    expect(star("travellingHorse", "yearBranch")).toMatchObject({ zh: "亥", inPillars: [] });
    expect(star("travellingHorse", "dayBranch")).toMatchObject({ zh: "寅", inPillars: ["month"] });
    expect(star("peachBlossom", "yearBranch").zh).toBe("午");
    expect(star("peachBlossom", "dayBranch").zh).toBe("酉");
    expect(star("canopy", "yearBranch")).toMatchObject({ zh: "丑", inPillars: [] });
    expect(star("canopy", "dayBranch")).toMatchObject({ zh: "辰", inPillars: [] });
    expect(star("robbery", "yearBranch")).toMatchObject({ zh: "寅", inPillars: ["month"] });
    expect(star("robbery", "dayBranch")).toMatchObject({ zh: "巳", inPillars: ["year"] });
    expect(star("void", "dayPillar")).toMatchObject({ zh: "寅卯", inPillars: ["month"] });
    for (const s of d.stars) expect(NATAL_STAR_NAMES[s.key].ru).toMatch(/[А-Я]/);
    // Yin day stems have no Goat Blade entry.
    const yin = chartDetails(chartAt("2025-02-03T12:00", BEIJING));
    expect(yin.dayMaster.zh).toBe("癸");
    expect(yin.stars.some((s) => s.key === "goatBlade")).toBe(false);
  });
  it("triad stars by every branch (申子辰 / 巳酉丑 / 寅午戌 / 亥卯未)", () => {
    const byBranch = (key: string) =>
      Array.from({ length: 12 }, (_, b) => {
        // A chart whose year branch is b: year 1984 + b (after Lichun, mid-year).
        const c = chartDetails(computeChart({ date: `${1984 + b}-07-01`, time: "12:00", place: BEIJING }));
        return c.stars.find((s) => s.key === key && s.basis === "yearBranch")!.zh;
      }).join("");
    expect(byBranch("travellingHorse")).toBe("寅亥申巳寅亥申巳寅亥申巳");
    expect(byBranch("peachBlossom")).toBe("酉午卯子酉午卯子酉午卯子");
    expect(byBranch("canopy")).toBe("辰丑戌未辰丑戌未辰丑戌未");
    expect(byBranch("robbery")).toBe("巳寅亥申巳寅亥申巳寅亥申");
  });
  it("void branches of a day pillar", () => {
    expect(voidBranches(0)).toEqual([10, 11]); // 甲子旬 → 戌亥
    expect(voidBranches(10)).toEqual([8, 9]); // 甲戌旬 → 申酉
    expect(voidBranches(59)).toEqual([0, 1]); // 甲寅旬 → 子丑
  });
});

describe("luck pillars", () => {
  it("example: male with a yin year (乙) counts backward from the previous jie (Lichun 80 min before)", () => {
    const a = chartAt("2025-02-03T23:30", BEIJING, { timeBasis: "clock" }, "male");
    const l = chartDetails(a).luck!;
    expect(l.direction).toBe("backward");
    expect(l.jie.zh).toBe("立春");
    expect(l.startAge).toMatchObject({ years: 0, months: 0, days: 6 });
    expect(l.pillars.map((p) => p.zh)).toEqual([
      "丁丑",
      "丙子",
      "乙亥",
      "甲戌",
      "癸酉",
      "壬申",
      "辛未",
      "庚午",
      "己巳",
      "戊辰",
    ]);
    const f = chartDetails(chartAt("2025-02-03T23:30", BEIJING, { timeBasis: "clock" }, "female")).luck!;
    expect(f.direction).toBe("forward");
    expect(f.jie.zh).toBe("惊蛰");
    expect(f.pillars[0]!.zh).toBe("己卯");
    expect(f.startAge.years).toBe(9);
    expect(f.pillars[1]!.startAge - f.pillars[0]!.startAge).toBeCloseTo(10, 10);
  });
  it("without gender: null with the reason in en/ru", () => {
    const d = chartDetails(chartAt("2025-02-03T23:30", BEIJING));
    expect(d.luck).toBeNull();
    expect(d.luckNote).toMatchObject({ code: "genderMissing" });
    expect(d.luckNote!.ru).toContain("пол");
  });
  it("hour unknown: approximate, with a note", () => {
    const d = chartDetails(computeChart({ date: "1988-05-20", time: null, place: MOSCOW, gender: "female" }));
    expect(d.luck!.approximate).toBe(true);
    expect(d.luckNote!.code).toBe("hourUnknown");
  });
  // tyme4ts reads the birth as Beijing time without DST, and its jie instants differ from ours by ≤ 45 s
  // (docs/domain.md §2): 45 s × 120 = 90 min of start time. Dates outside China's 1986–91 summer time.
  const oracle: [string, string][] = [
    ["1985-11-20", "08:00"],
    ["2000-01-07", "12:00"],
    ["1975-08-08", "20:00"],
    ["2025-02-03", "23:30"],
    ["2012-06-05", "10:10"],
    ["1960-03-21", "04:45"],
  ];
  for (const [date, time] of oracle) {
    for (const g of ["male", "female"] as const) {
      it(`matches tyme4ts ChildLimit: ${date} ${time} ${g} (start within 90 min)`, () => {
        const c = computeChart({ date, time, place: BEIJING, gender: g, options: { timeBasis: "clock" } });
        const l = luckPillars(c, g, 10);
        const [y, m, dd] = date.split("-").map(Number) as [number, number, number];
        const [h, mi] = time.split(":").map(Number) as [number, number];
        const cl = ChildLimit.fromSolarTime(
          SolarTime.fromYmdHms(y, m, dd, h, mi, 0),
          g === "male" ? Gender.MAN : Gender.WOMAN,
        );
        expect(l.direction === "forward").toBe(cl.isForward());
        expect([l.startAge.years, l.startAge.months]).toEqual([cl.getYearCount(), cl.getMonthCount()]);
        const e = cl.getEndTime();
        const start = Date.UTC(
          e.getYear(),
          e.getMonth() - 1,
          e.getDay(),
          e.getHour() - 8,
          e.getMinute(),
          e.getSecond(),
        );
        expect(Math.abs(l.startsAt - start)).toBeLessThanOrEqual(90 * MINUTE);
        let f = cl.getStartDecadeFortune();
        for (const p of l.pillars) {
          expect(p.zh).toBe(f.getSixtyCycle().getName());
          f = f.next(1);
        }
      });
    }
  }
});

describe("annual pillars", () => {
  it("year pillars beginning at Lichun", () => {
    const a = annualPillars(2024, 2026);
    expect(a.map((x) => x.zh)).toEqual(["甲辰", "乙巳", "丙午"]);
    expect(a[1]!.startsAt).toBe(lichun(2025));
    expect(annualPillars(1984, 1984)[0]!.zh).toBe("甲子");
  });
  it("in chart details: ten god, age at Lichun, luck pillar in force", () => {
    const c = chartAt("1990-05-15T14:30", MOSCOW, {}, "male");
    const d = chartDetails(c, { annualFrom: 1990, annualTo: 2030 });
    expect(d.annual).toHaveLength(41);
    expect(d.annual[0]).toMatchObject({ year: 1990, zh: "庚午", ageAtStart: null, luckPillar: null });
    expect(d.annual[1]!.ageAtStart).toBe(0);
    expect(d.annual[36]!.year).toBe(2026);
    expect(d.annual[36]!.ageAtStart).toBe(35);
    expect(d.annual[36]!.tenGod).toBe(tenGod(c.pillars.day.stem, d.annual[36]!.stem));
    const inForce = d.luck!.pillars.filter((p) => p.startsAt <= d.annual[36]!.startsAt).at(-1)!.number;
    expect(d.annual[36]!.luckPillar).toBe(inForce);
    // Default: the Bazi year of birth and 9 more.
    expect(chartDetails(c).annual.map((x) => x.year)).toEqual([
      1990, 1991, 1992, 1993, 1994, 1995, 1996, 1997, 1998, 1999,
    ]);
  });
  it("bad ranges name the field", () => {
    expectInvalid(() => annualPillars(1899, 1950), "fromYear");
    expectInvalid(() => annualPillars(2000, 2101), "toYear");
    expectInvalid(() => annualPillars(2010, 2000), "toYear");
    const c = chartAt("1990-05-15T14:30", MOSCOW);
    expectInvalid(() => chartDetails(c, { luckCount: 0 }), "luckCount");
  });
});

describe("bad input names the field", () => {
  const ok: ChartInput = { date: "2026-02-03", time: "12:00", place: MOSCOW };
  it("date", () => {
    expectInvalid(() => computeChart({ ...ok, date: "2026-02-30" }), "date");
    expectInvalid(() => computeChart({ ...ok, date: { year: 2026, month: 2, day: 30 } }), "date");
    expectInvalid(() => computeChart({ ...ok, date: { year: 1899, month: 12, day: 31 } }), "date");
    expectInvalid(() => computeChart({ ...ok, date: "2101-01-01" }), "date");
    expectInvalid(() => computeChart({ ...ok, date: "yesterday" }), "date");
    expectInvalid(() => computeChart({ ...ok, date: undefined as unknown as string }), "date");
  });
  it("time", () => {
    expectInvalid(() => computeChart({ ...ok, time: "24:00" }), "time");
    expectInvalid(() => computeChart({ ...ok, time: { hour: 12, minute: 60 } }), "time");
    expectInvalid(() => computeChart({ ...ok, time: "noon" }), "time");
  });
  it("lat, lng, tz", () => {
    expectInvalid(() => computeChart({ ...ok, place: { lat: 91, lng: 0 } }), "lat");
    expectInvalid(() => computeChart({ ...ok, place: { lat: 0, lng: 200 } }), "lng");
    expectInvalid(() => computeChart({ ...ok, place: undefined as unknown as ChartInput["place"] }), "lat");
    expectInvalid(() => computeChart({ ...ok, place: { ...MOSCOW, tz: "Europe/Atlantis" } }), "tz");
  });
  it("options and gender", () => {
    expectInvalid(() => computeChart({ ...ok, options: { zi: "midnight" as ZiRule } }), "zi");
    expectInvalid(
      () => computeChart({ ...ok, options: { timeBasis: "sidereal" as TimeBasis } }),
      "timeBasis",
    );
    expectInvalid(
      () => computeChart({ ...ok, options: { ambiguousTime: "both" as "earlier" } }),
      "ambiguousTime",
    );
    expectInvalid(() => computeChart({ ...ok, gender: "x" as "male" }), "gender");
  });
  it("the edges of the range work", () => {
    expect(computeChart({ ...ok, date: "1900-01-01", time: "00:10" }).pillars.year.zh).toBe("己亥");
    expect(computeChart({ ...ok, date: "2100-12-31", time: "23:50" }).pillars.year.zh).toBe("庚申");
  });
});
