/**
 * The year's events (year-events.ts, docs/domain.md §15) against the reference data: the festivals and the
 * Chinese months' first days against tyme4ts 1.5.2 (LunarFestival, LunarYear.getMonths) for every Gregorian year
 * 1900–2100, the terms against solarTermsOfYear, the moon phases against moonQuartersBetween; and the
 * invariants for random years and zones.
 */
import fc from "fast-check";
import { LunarFestival, LunarYear } from "tyme4ts";
import { describe, expect, it } from "vitest";
import { civilFromJdn, formatDate, jdn, jdnOfMs } from "../src/cycle.ts";
import { MAX_YEAR, MIN_YEAR } from "../src/errors.ts";
import { moonQuartersBetween } from "../src/moon.ts";
import { FESTIVAL_KEYS, FESTIVAL_NAMES, type FestivalKey } from "../src/names/festivals.ts";
import { festivalMeaning } from "../src/names/meanings.ts";
import { solarTermsOfYear } from "../src/solar-terms.ts";
import { utcToWall } from "../src/time.ts";
import {
  eventsOfDate,
  type FestivalEvent,
  type LunarMonthEvent,
  YEAR_EVENTS_BYTES,
  type YearEvent,
  yearEvents,
  yearEventsByDate,
  yearEventsOfZone,
} from "../src/year-events.ts";
import { YearEventsSchema, yearEventsJson } from "../src/year-events-json.ts";
import { heapCostEach } from "./support/heap.ts";
import { expectInvalid } from "./support/invalid.ts";

const iso = (n: number) => formatDate(civilFromJdn(n));
const YEARS = Array.from({ length: MAX_YEAR - MIN_YEAR + 1 }, (_, i) => MIN_YEAR + i);
const ZONES = [
  "Europe/Moscow",
  "Asia/Shanghai",
  "America/Los_Angeles",
  "Pacific/Auckland",
  "Asia/Kolkata",
  "Pacific/Kiritimati",
  "Pacific/Pago_Pago",
  "UTC",
];

/** tyme4ts's index of each festival in LunarFestival.NAMES (龙头, 上巳 and 中元 are not ours). */
const TYME_FESTIVAL: Record<FestivalKey, number> = {
  springFestival: 0,
  lantern: 1,
  qingming: 4,
  dragonBoat: 5,
  qixi: 6,
  midAutumn: 8,
  doubleNinth: 9,
  winterSolstice: 10,
  laba: 11,
  newYearsEve: 12,
};

/**
 * Where our dates differ from tyme4ts, all of them from the months that lunar-calendar.test.ts documents (the new
 * moons of 1914–1920 a few minutes after midnight in UTC+8 but before it in Beijing's local mean time, which the
 * calendars of those years used, and the new moon of 2097-08-07 15 s after midnight UTC+8, where ΔT decides):
 * Chinese New Year 1916 and its Lantern Festival, the eve before it, and Qixi 2097. Festival → [ours, tyme4ts].
 */
const FESTIVAL_DIFFERENCES: Record<string, [string, string]> = {
  "newYearsEve 1916": ["1916-02-03", "1916-02-02"],
  "springFestival 1916": ["1916-02-04", "1916-02-03"],
  "lantern 1916": ["1916-02-18", "1916-02-17"],
  "qixi 2097": ["2097-08-14", "2097-08-13"],
};
/**
 * The month starts that differ, "lunarYear month": [ours, tyme4ts], and so the lengths of the months before them
 * (lunar-calendar.test.ts).
 */
const MONTH_DIFFERENCES: Record<string, [string, string]> = {
  "1914 9 days": ["30", "29"],
  "1914 10": ["1914-11-18", "1914-11-17"],
  "1915 12 days": ["30", "29"],
  "1916 1": ["1916-02-04", "1916-02-03"],
  "1920 9 days": ["30", "29"],
  "1920 10": ["1920-11-11", "1920-11-10"],
  "2097 6 days": ["30", "29"],
  "2097 7": ["2097-08-08", "2097-08-07"],
};

/** tyme4ts's festivals whose date falls in Gregorian year `year`: "key" → dates. */
function tymeFestivals(year: number): Map<FestivalKey, string[]> {
  const out = new Map<FestivalKey, string[]>();
  for (const lunarYear of [year - 1, year]) {
    for (const key of FESTIVAL_KEYS) {
      const s = LunarFestival.fromIndex(lunarYear, TYME_FESTIVAL[key])!.getDay().getSolarDay();
      if (s.getYear() !== year) continue;
      const date = iso(jdn(s.getYear(), s.getMonth(), s.getDay()));
      out.set(key, [...(out.get(key) ?? []), date]);
    }
  }
  return out;
}

const festivalsOf = (events: readonly YearEvent[]) => {
  const out = new Map<FestivalKey, string[]>();
  for (const e of events) if (e.kind === "festival") out.set(e.key, [...(out.get(e.key) ?? []), e.date]);
  return out;
};

/** First in the file: the cache is empty, so no year is evicted while the heap is measured. */
describe("year events: the cache's weight", () => {
  it("a cached year costs less than YEAR_EVENTS_BYTES", () => {
    const zones = ["Asia/Tokyo", "Europe/Berlin", "America/Chicago"];
    const cost = heapCostEach(40, (i) => yearEventsOfZone(1960 + i, zones[i % 3]!));
    expect(cost).toBeLessThan(YEAR_EVENTS_BYTES);
    expect(cost).toBeGreaterThan(YEAR_EVENTS_BYTES / 8);
  });
});

describe("year events: the Chinese calendar against tyme4ts 1.5.2, every year 1900–2100", () => {
  it("every festival's date equals tyme4ts's, except the documented ones", () => {
    const found: Record<string, [string, string]> = {};
    for (const year of YEARS) {
      const ours = festivalsOf(yearEvents(year, "Asia/Shanghai"));
      const tyme = tymeFestivals(year);
      for (const key of FESTIVAL_KEYS) {
        const a = ours.get(key) ?? [];
        const b = tyme.get(key) ?? [];
        if (a.join() !== b.join()) found[`${key} ${year}`] = [a.join(), b.join()];
      }
    }
    expect(found).toEqual(FESTIVAL_DIFFERENCES);
  });

  it("every month's first day (leap months too) equals tyme4ts's, except the documented ones", () => {
    const found: Record<string, [string, string]> = {};
    let leapMonths = 0;
    for (const year of YEARS) {
      const ours = yearEvents(year, "Europe/Moscow").filter(
        (e): e is LunarMonthEvent => e.kind === "lunarMonth",
      );
      const tyme: { key: string; date: string; leap: boolean; month: number; days: number }[] = [];
      for (const lunarYear of [year - 1, year]) {
        for (const m of LunarYear.fromYear(lunarYear).getMonths()) {
          const s = m.getFirstJulianDay().getSolarDay();
          tyme.push({
            key: `${lunarYear} ${Math.abs(m.getMonthWithLeap())}`,
            date: iso(jdn(s.getYear(), s.getMonth(), s.getDay())),
            leap: m.isLeap(),
            month: Math.abs(m.getMonthWithLeap()),
            days: m.getDayCount(),
          });
        }
      }
      // a month counts where either side puts its first day in the year
      const byKey = new Map<string, (typeof tyme)[number]>();
      for (const t of tyme) byKey.set(`${t.key}${t.leap ? "L" : ""}`, t);
      const inYear = tyme.filter((t) => t.date.startsWith(`${year}-`));
      for (const o of ours) {
        const key = `${o.lunarYear} ${o.month}`;
        const t = byKey.get(`${key}${o.leap ? "L" : ""}`)!;
        expect([t.month, t.leap], `${year} ${key}`).toEqual([o.month, o.leap]);
        if (t.date !== o.date) found[key] = [o.date, t.date];
        else if (t.days !== o.days) found[`${key} days`] = [`${o.days}`, `${t.days}`];
        if (o.leap) leapMonths++;
      }
      const differ = ours.filter((o) => `${o.lunarYear} ${o.month}` in MONTH_DIFFERENCES).length;
      if (differ === 0)
        expect(
          ours.map((o) => o.date),
          `${year}`,
        ).toEqual(inYear.map((t) => t.date));
    }
    expect(found).toEqual(MONTH_DIFFERENCES);
    // leap months are compared too (1900–2100 has 74)
    expect(leapMonths).toBeGreaterThan(70);
  });

  it("known dates: 2027 and 2033 (闰十一月)", () => {
    const f = festivalsOf(yearEvents(2027, "Europe/Moscow"));
    expect(Object.fromEntries(f)).toEqual({
      laba: ["2027-01-15"],
      newYearsEve: ["2027-02-05"],
      springFestival: ["2027-02-06"],
      lantern: ["2027-02-20"],
      qingming: ["2027-04-05"],
      dragonBoat: ["2027-06-09"],
      qixi: ["2027-08-08"],
      midAutumn: ["2027-09-15"],
      doubleNinth: ["2027-10-08"],
      winterSolstice: ["2027-12-22"],
    });
    const leap = yearEvents(2033, "Europe/Moscow").find((e) => e.kind === "lunarMonth" && e.leap)!;
    expect(leap.date).toBe("2033-12-22");
    expect(leap.name).toEqual({
      zh: "闰十一月",
      en: "Leap month 11 begins",
      ru: "Начинается високосный 11-й месяц",
    });
    const first = yearEvents(2027, "Europe/Moscow").find((e) => e.kind === "lunarMonth" && e.month === 1)!;
    expect(first.name.zh).toBe("正月");
    expect(first.date).toBe("2027-02-06");
    // 2022 has two Laba festivals, 2023 none
    expect(festivalsOf(yearEvents(2022, "Europe/Moscow")).get("laba")).toEqual(["2022-01-10", "2022-12-30"]);
    expect(festivalsOf(yearEvents(2023, "Europe/Moscow")).get("laba")).toBeUndefined();
  });

  it("the Chinese calendar's dates are China's civil dates, the same in every zone", () => {
    for (const year of [1900, 1950, 2026, 2027, 2033, 2100]) {
      const chinese = (tz: string) =>
        yearEvents(year, tz)
          .filter((e) => e.kind === "lunarMonth" || e.kind === "festival")
          .map((e) => `${e.date} ${e.kind} ${e.key}`);
      const reference = chinese("Asia/Shanghai");
      for (const tz of ZONES) expect(chinese(tz), `${year} ${tz}`).toEqual(reference);
    }
  });

  it("清明 and 冬至 as festivals are their terms' dates in China, whatever the place's date of the term", () => {
    let differs = 0;
    for (const year of YEARS) {
      const terms = solarTermsOfYear(year);
      const events = yearEvents(year, "America/Los_Angeles");
      for (const [key, index] of [
        ["qingming", 6],
        ["winterSolstice", 23],
      ] as const) {
        const f = events.find((e) => e.kind === "festival" && e.key === key)!;
        const t = events.find((e) => e.kind === "term" && e.index === index)!;
        expect(f.date).toBe(iso(jdnOfMs(terms[index]!.at + 8 * 3_600_000)));
        if (f.date !== t.date) differs++;
      }
    }
    // in California the term is often a day earlier than in China: 265 of the 402 (docs/domain.md §15)
    expect(differs).toBe(265);
  });
});

describe("year events: terms and moon phases", () => {
  it("the 24 terms are solarTermsOfYear's instants on their local dates", () => {
    for (const year of [1900, 1901, 1999, 2026, 2027, 2099, 2100]) {
      for (const tz of ZONES) {
        const terms = yearEvents(year, tz).filter((e) => e.kind === "term");
        const reference = solarTermsOfYear(year);
        expect(terms.map((t) => t.at)).toEqual(reference.map((t) => t.at));
        expect(terms.map((t) => t.index)).toEqual(reference.map((t) => t.index));
        for (const t of terms) {
          if (t.kind !== "term") continue;
          expect(t.date).toBe(iso(jdnOfMs(utcToWall(t.at, tz))));
          expect(t.termKind).toBe(t.index % 2 === 0 ? "jie" : "qi");
        }
      }
    }
    const lichun = yearEvents(2027, "Europe/Moscow").find((e) => e.kind === "term" && e.key === "lichun")!;
    expect(lichun.name).toEqual({ zh: "立春", en: "Start of Spring", ru: "Начало весны" });
    expect(lichun.date).toBe("2027-02-04");
  });

  it("the phases are moonQuartersBetween's over the local year, each on its local date", () => {
    const kindOf = {
      new: "newMoon",
      firstQuarter: "firstQuarter",
      full: "fullMoon",
      lastQuarter: "lastQuarter",
    };
    for (const year of [1901, 2026, 2027, 2099]) {
      for (const tz of ZONES) {
        const events = yearEvents(year, tz).filter((e) => e.at !== null && e.kind !== "term");
        const from = Date.UTC(year, 0, 1) - 2 * 86_400_000;
        const to = Date.UTC(year + 1, 0, 1) + 2 * 86_400_000;
        const expected = moonQuartersBetween(from, to)
          .filter((q) => civilFromJdn(jdnOfMs(utcToWall(q.at, tz))).year === year)
          .map((q) => `${q.at} ${kindOf[q.kind]}`);
        expect(events.map((e) => `${e.at} ${e.kind}`)).toEqual(expected);
        const counts = (k: string) => events.filter((e) => e.kind === k).length;
        for (const k of ["newMoon", "firstQuarter", "fullMoon", "lastQuarter"]) {
          expect([12, 13]).toContain(counts(k));
        }
      }
    }
    // Moscow, 2027: the full moon of the Mid-Autumn Festival is the next morning, local time
    const full = yearEvents(2027, "Europe/Moscow").filter(
      (e) => e.kind === "fullMoon" && e.date.startsWith("2027-09"),
    );
    expect(full.map((e) => [e.date, new Date(e.at!).toISOString().slice(0, 16)])).toEqual([
      ["2027-09-16", "2027-09-15T23:04"],
    ]);
  });

  it("the first and the last year of the range: phases before 1900 or after 2100 in UTC are left out", () => {
    const first = yearEvents(1900, "Pacific/Kiritimati");
    expect(first.every((e) => e.date.startsWith("1900-"))).toBe(true);
    const last = yearEvents(2100, "Pacific/Pago_Pago");
    expect(last.every((e) => e.date.startsWith("2100-"))).toBe(true);
    expect(last.filter((e) => e.kind === "term")).toHaveLength(24);
  });
});

describe("year events: invariants", () => {
  const check = (year: number, tz: string) => {
    const events = yearEvents(year, tz);
    const jdns = events.map((e) => {
      const [y, m, d] = e.date.split("-").map(Number) as [number, number, number];
      return jdn(y, m, d);
    });
    // sorted by date; within a date the Chinese calendar's first, then instants in order
    for (let i = 1; i < events.length; i++) {
      const a = events[i - 1]!;
      const b = events[i]!;
      expect(jdns[i]! >= jdns[i - 1]!).toBe(true);
      if (jdns[i] === jdns[i - 1]) {
        if (a.at !== null && b.at !== null) expect(b.at >= a.at).toBe(true);
        if (a.at !== null) expect(b.at).not.toBeNull();
      }
    }
    for (const e of events) {
      expect(e.date.startsWith(`${year}-`)).toBe(true);
      expect(new Date(`${e.date}T00:00:00Z`).getUTCDay()).toBe(e.weekday);
      expect(e.name.zh.length).toBeGreaterThan(0);
    }
    expect(events.filter((e) => e.kind === "term")).toHaveLength(24);
    const months = events.filter((e): e is LunarMonthEvent => e.kind === "lunarMonth");
    expect([12, 13]).toContain(months.length);
    for (let i = 1; i < months.length; i++) {
      expect(jdns[events.indexOf(months[i]!)]! - jdns[events.indexOf(months[i - 1]!)]!).toBe(
        months[i - 1]!.days,
      );
    }
    const festivals = festivalsOf(events);
    for (const key of FESTIVAL_KEYS) {
      const n = festivals.get(key)?.length ?? 0;
      if (key === "laba") expect(n).toBeLessThanOrEqual(2);
      else expect(n, `${key} ${year}`).toBe(1);
    }
    // a festival's own lunar date
    for (const e of events.filter((x): x is FestivalEvent => x.kind === "festival")) {
      const rule = FESTIVAL_NAMES[e.key].rule;
      if (rule.kind === "lunar")
        expect([e.lunar.month, e.lunar.day, e.lunar.leap]).toEqual([rule.month, rule.day, false]);
      if (rule.kind === "lastDayOfYear") expect([e.lunar.month, e.lunar.day >= 29]).toEqual([12, true]);
    }
    // the map by date holds exactly the list
    const byDate = yearEventsByDate(year, tz);
    expect([...byDate.values()].flat()).toEqual(events);
    for (const [date, list] of byDate) for (const e of list) expect(e.date).toBe(date);
  };

  it("for random years and zones: sorted, in the year, 24 terms, 12 or 13 months, each festival once (腊八 0–2)", () => {
    fc.assert(
      fc.property(fc.integer({ min: MIN_YEAR, max: MAX_YEAR }), fc.constantFrom(...ZONES), (year, tz) => {
        check(year, tz);
      }),
      { numRuns: 60, seed: 20270206 },
    );
    for (const year of [MIN_YEAR, MAX_YEAR]) for (const tz of ZONES) check(year, tz);
  });

  it("a day's events are the map's; the cache hands out the same frozen objects", () => {
    const day = eventsOfDate({ year: 2027, month: 2, day: 6 }, "Europe/Moscow");
    expect(day.map((e) => `${e.kind} ${e.key}`)).toEqual([
      "lunarMonth m1",
      "festival springFestival",
      "newMoon newMoon",
    ]);
    expect(eventsOfDate({ year: 2027, month: 2, day: 7 }, "Europe/Moscow")).toEqual([]);
    expect(yearEvents(2027, "Europe/Moscow")).toBe(yearEvents(2027, "Europe/Moscow"));
    expect(Object.isFrozen(yearEvents(2027, "Europe/Moscow"))).toBe(true);
    expect(Object.isFrozen(day[0])).toBe(true);
  });

  it("bad input names its field", () => {
    expectInvalid(() => yearEvents(1899, "Europe/Moscow"), "year");
    expectInvalid(() => yearEvents(2101, "Europe/Moscow"), "year");
    expectInvalid(() => yearEvents(2027.5, "Europe/Moscow"), "year");
    expectInvalid(() => yearEvents(2027, "Mars/Olympus"), "tz");
    expectInvalid(() => yearEventsJson(2027, { lat: 91, lng: 0 }), "lat");
    expectInvalid(() => eventsOfDate({ year: 2027, month: 2, day: 30 }, "Europe/Moscow"), "date");
  });
});

describe("year events: names and JSON", () => {
  it("every festival has a name in good Russian and English (its meaning: test/meanings.test.ts)", () => {
    for (const key of FESTIVAL_KEYS) {
      const f = FESTIVAL_NAMES[key];
      expect(f.key).toBe(key);
      expect(f.zh).toMatch(/^[\u4e00-\u9fff]+$/);
      expect(f.ru).toMatch(/^[А-ЯЁ][а-яёА-ЯЁ (),-]+$/);
      expect(f.en).toMatch(/^[A-Z][A-Za-z ()',-]+$/);
    }
  });

  it("the JSON: names in the language, instants in UTC with the place's wall time and offset", () => {
    const ru = YearEventsSchema.parse(yearEventsJson(2027, { lat: 55.7558, lng: 37.6173 }, "ru"));
    expect(ru.tz).toBe("Europe/Moscow");
    const lichun = ru.events.find((e) => e.key === "lichun")!;
    expect(lichun).toMatchObject({
      kind: "term",
      date: "2027-02-04",
      weekday: 4,
      zh: "立春",
      name: "Начало весны",
      at: "2027-02-04T01:46:17Z",
      local: "2027-02-04T04:46:17",
      utcOffset: "+03:00",
      chinaDate: false,
      term: { index: 2, longitude: 315, kind: "jie" },
      lunarMonth: null,
      festival: null,
    });
    const cny = ru.events.find((e) => e.key === "springFestival")!;
    expect(cny).toMatchObject({
      date: "2027-02-06",
      weekday: 6,
      zh: "春节",
      name: "Китайский Новый год (Праздник весны)",
      at: null,
      local: null,
      utcOffset: null,
      chinaDate: true,
      festival: {
        lunarDate: { month: 1, day: 1, leap: false, zh: "正月初一", name: "1-й день 1-го месяца" },
      },
    });
    expect(cny.festival!.meaning).toBe(festivalMeaning("springFestival", "ru"));
    const en = YearEventsSchema.parse(yearEventsJson(2027, "America/New_York", "en"));
    const midAutumn = en.events.find((e) => e.key === "midAutumn")!;
    expect([midAutumn.date, midAutumn.name, midAutumn.festival!.lunarDate.name]).toEqual([
      "2027-09-15",
      "Mid-Autumn Festival",
      "Day 15 of month 8",
    ]);
    const leap = YearEventsSchema.parse(yearEventsJson(2033, "Asia/Shanghai", "en")).events.find(
      (e) => e.kind === "lunarMonth" && e.lunarMonth!.leap,
    )!;
    expect(leap).toMatchObject({ key: "leap11", zh: "闰十一月", name: "Leap month 11 begins" });
    // summer time: the offset is the instant's
    const summer = en.events.find((e) => e.key === "xiazhi")!;
    expect(summer.utcOffset).toBe("-04:00");
    expect(en.events.find((e) => e.key === "dongzhi")!.utcOffset).toBe("-05:00");
  });
});
