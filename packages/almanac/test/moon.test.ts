import { Body, Observer, SearchRiseSet } from "astronomy-engine";
import { describe, expect, it } from "vitest";
import {
  type LunarDay,
  type Lunation,
  lunarDayAt,
  lunarDaysBetween,
  lunarDaysOfDate,
  lunationAt,
  moonPhaseAt,
  moonPhaseOfDate,
  moonQuartersBetween,
  newMoonsAround,
  phaseKeyOf,
  phaseStepOf,
} from "../src/moon.ts";
import { lunarDayText, MOON_PHASE_NAMES, moonPhaseDayText } from "../src/names/moon.ts";
import { civilToUtc } from "../src/time.ts";
import data from "./data/moon-moscow.json" with { type: "json" };
import { thrown } from "./support/invalid.ts";

const MIN = 60_000;
const HOUR = 3_600_000;
const DAY = 86_400_000;
const MOSCOW = { lat: data.observer.lat, lng: data.observer.lng, tz: data.observer.ianaZone };
const MURMANSK = { lat: 68.97, lng: 33.08, tz: "Europe/Moscow" };
const NORILSK = { lat: 69.35, lng: 88.2, tz: "Asia/Krasnoyarsk" };
const SVALBARD = { lat: 78, lng: 15.6, tz: "Arctic/Longyearbyen" };

/** "2026-12-01T06:09Z" (minute, UTC) → epoch ms. */
const utcMinute = (s: string) => Date.parse(s.replace("Z", ":00Z"));
const parseDay = (s: string) => {
  const [year, month, day] = s.split("-").map(Number) as [number, number, number];
  return { year, month, day };
};
/** Moscow wall time "YYYY-MM-DDTHH:MM" → epoch ms (Moscow is UTC+3 throughout 2026–27). */
const moscowMinute = (s: string) => Date.parse(`${s}:00Z`) - 3 * HOUR;

function expectTiles(l: Lunation): void {
  expect(l.days.length).toBeGreaterThanOrEqual(1);
  expect(l.days[0]!.startsAt).toBe(l.newMoon);
  expect(l.days[0]!.startsBy).toBe("newMoon");
  expect(l.days.at(-1)!.endsAt).toBe(l.nextNewMoon);
  l.days.forEach((d, i) => {
    expect(d.number).toBe(i + 1);
    expect(d.endsAt).toBeGreaterThan(d.startsAt);
    if (i > 0) {
      expect(d.startsAt).toBe(l.days[i - 1]!.endsAt);
      expect(d.startsBy).toBe("moonrise");
    }
  });
}

describe("new moon, quarters and full moon (moon-moscow.json, astronomy-engine SearchMoonQuarter)", () => {
  const kinds: Record<string, string> = {
    new: "new",
    first_quarter: "firstQuarter",
    full: "full",
    last_quarter: "lastQuarter",
  };
  const items = data.moonQuarters_Dec2026_Jan2027.items;

  it("Dec 2026 – Jan 2027: the same 9 events in order, each within 60 s (file rounds to the minute)", () => {
    const events = moonQuartersBetween(Date.UTC(2026, 11, 1), Date.UTC(2027, 1, 1));
    expect(events.map((e) => e.kind)).toEqual(items.map((i) => kinds[i.quarter]));
    events.forEach((e, i) => {
      expect(Math.abs(e.at - utcMinute(items[i]!.utc)), items[i]!.utc).toBeLessThanOrEqual(60_000);
    });
    expect(events[1]!.name.ru).toBe("Новолуние");
    expect(events[3]!.name.ru).toBe("Полнолуние");
    expect(events[0]!.name.en).toBe("Last Quarter");
  });

  it("the range is half-open [from, to) and empty when from = to", () => {
    const nm = utcMinute("2026-12-09T00:53Z");
    const exact = moonQuartersBetween(nm - 2 * MIN, nm + 2 * MIN)[0]!;
    expect(moonQuartersBetween(exact.at, exact.at + 1).map((e) => e.at)).toEqual([exact.at]);
    expect(moonQuartersBetween(exact.at - 1, exact.at)).toEqual([]);
    expect(moonQuartersBetween(exact.at, exact.at)).toEqual([]);
  });

  // USNO quarter times (minute, truncated) archived in cosinekitty/astronomy generate/moonphase/moonphases.txt
  // (docs/domain.md S5); 0 = new, 1 = first quarter, 2 = full, 3 = last quarter.
  const USNO = [
    "0 1900-01-01T13:52",
    "1 1900-01-08T05:40",
    "2 1900-01-15T19:07",
    "3 1900-01-23T23:53",
    "1 2020-01-03T04:45",
    "2 2020-01-10T19:21",
    "3 2020-01-17T12:58",
    "0 2020-01-24T21:42",
    "0 2020-06-21T06:41",
    "2 2020-10-01T21:05",
    "3 2020-10-10T00:39",
    "0 2020-11-15T05:07",
    "2 2020-11-30T09:30",
    "3 2020-12-08T00:36",
    "0 2020-12-14T16:16",
    "1 2020-12-21T23:41",
    "2 2020-12-30T03:28",
    "1 2100-12-08T12:11",
    "2 2100-12-16T17:01",
    "3 2100-12-24T08:47",
    "0 2100-12-30T23:58",
  ];
  it("USNO 1900, 2020, 2100: each instant within 60 s of USNO's minute (120 s in 1900 and 2100, ΔT)", () => {
    const KIND = ["new", "firstQuarter", "full", "lastQuarter"];
    for (const row of USNO) {
      const [q, iso] = row.split(" ") as [string, string];
      const minute = Date.parse(`${iso}:00Z`);
      const near = moonQuartersBetween(Math.max(minute - DAY, Date.UTC(1900, 0, 1)), minute + DAY).filter(
        (e) => e.kind === KIND[Number(q)],
      );
      expect(near.length, row).toBe(1);
      // USNO prints the minute the event falls in: compare with that minute's interval [t, t + 60 s).
      const slack = iso.startsWith("2020") ? 60_000 : 120_000;
      expect(near[0]!.at, row).toBeGreaterThanOrEqual(minute - slack);
      expect(near[0]!.at, row).toBeLessThan(minute + 60_000 + slack);
    }
  });
});

describe("Russian lunar days at Moscow (moon-moscow.json lunations)", () => {
  for (const lun of data.lunations.items) {
    it(`lunation of ${lun.newMoonUtc}: ${lun.lunarDayCount} lunar days, each start within 60 s`, () => {
      const l = lunationAt(utcMinute(lun.newMoonUtc) + HOUR, MOSCOW.lat, MOSCOW.lng);
      expectTiles(l);
      expect(Math.abs(l.newMoon - utcMinute(lun.newMoonUtc))).toBeLessThanOrEqual(60_000);
      expect(Math.abs(l.nextNewMoon - utcMinute(lun.nextNewMoonUtc))).toBeLessThanOrEqual(60_000);
      expect(l.days.length).toBe(lun.lunarDayCount);
      lun.lunarDays.forEach((ref, i) => {
        const d = l.days[i]!;
        expect(d.number).toBe(ref.n);
        expect(d.startsBy).toBe(ref.startsBy === "new moon" ? "newMoon" : "moonrise");
        expect(Math.abs(d.startsAt - utcMinute(ref.startUtc)), ref.startUtc).toBeLessThanOrEqual(60_000);
        expect(Math.abs(d.startsAt - moscowMinute(ref.startMoscow)), ref.startMoscow).toBeLessThanOrEqual(
          60_000,
        );
      });
    });
  }

  it("Nov 2026 has 29 lunar days and Dec 2026 has 30 at Moscow (docs/domain.md §7.3)", () => {
    expect(lunationAt(Date.UTC(2026, 10, 20), MOSCOW.lat, MOSCOW.lng).days.length).toBe(29);
    expect(lunationAt(Date.UTC(2026, 11, 20), MOSCOW.lat, MOSCOW.lng).days.length).toBe(30);
  });

  it("moonrises agree with astronomy-engine SearchRiseSet within 1 s (Moscow, Sydney, Quito, Murmansk)", () => {
    for (const [lat, lng, utc] of [
      [MOSCOW.lat, MOSCOW.lng, Date.UTC(2026, 10, 20)],
      [-33.87, 151.21, Date.UTC(1955, 6, 1)],
      [-0.18, -78.47, Date.UTC(2099, 2, 3)],
      [MURMANSK.lat, MURMANSK.lng, Date.UTC(2025, 0, 15)],
    ] as const) {
      const l = lunationAt(utc, lat, lng);
      const obs = new Observer(l.lat, l.lng, 0);
      const ref: number[] = [];
      for (let t = l.newMoon; ; ) {
        const r = SearchRiseSet(Body.Moon, obs, +1, new Date(t), (l.nextNewMoon - t) / DAY);
        if (!r || r.date.getTime() >= l.nextNewMoon) break;
        ref.push(r.date.getTime());
        t = r.date.getTime() + MIN;
      }
      const ours = l.days.slice(1).map((d) => d.startsAt);
      expect(ours.length, `${lat},${lng}`).toBe(ref.length);
      ours.forEach((t, i) => {
        expect(Math.abs(t - ref[i]!), `${lat},${lng} #${i}`).toBeLessThanOrEqual(1000);
      });
    }
  });

  it("finds every moonrise astronomy-engine finds at 60–70° N over 2020–2029, grazing ones included", () => {
    // the rises SearchRiseSet finds one after another, from each rise a minute on, within a lunation
    const reference = (l: Lunation) => {
      const obs = new Observer(l.lat, l.lng, 0);
      const out: number[] = [];
      for (let t = l.newMoon; ; ) {
        const r = SearchRiseSet(Body.Moon, obs, +1, new Date(t), (l.nextNewMoon - t) / DAY);
        if (!r || r.date.getTime() >= l.nextNewMoon) break;
        out.push(r.date.getTime());
        t = r.date.getTime() + MIN;
      }
      return out;
    };
    // Murmansk at its exact coordinates: the Moon dips below the horizon for three minutes and rises again
    const murmansk = lunationAt(Date.UTC(2026, 1, 23, 12), 68.9585, 33.0827);
    const grazing = Date.UTC(2026, 1, 23, 2, 14, 55, 632);
    expect(reference(murmansk).some((t) => Math.abs(t - grazing) < 1000)).toBe(true);
    expect(murmansk.days.some((d) => Math.abs(d.startsAt - grazing) < 1000)).toBe(true);
    for (const [lat, lng] of [
      [60.0, 30.3],
      [68.9585, 33.0827],
      [70.0, 100.0],
    ] as const) {
      for (let utc = Date.UTC(2020, 0, 15); utc < Date.UTC(2030, 0, 1); utc += 29 * DAY) {
        const l = lunationAt(utc, lat, lng);
        const ref = reference(l);
        const ours = l.days.slice(1).map((d) => d.startsAt);
        expect(ours.length, `${lat},${lng} ${new Date(l.newMoon).toISOString()}`).toBe(ref.length);
        for (const [i, t] of ours.entries()) expect(Math.abs(t - ref[i]!)).toBeLessThanOrEqual(1000);
      }
    }
  });

  it("lunarDaysBetween for a month view: every day in order, numbers restart at 1 at the new moon", () => {
    const from = Date.UTC(2026, 11, 1) - 3 * HOUR;
    const to = Date.UTC(2027, 0, 1) - 3 * HOUR;
    const days = lunarDaysBetween(from, to, MOSCOW.lat, MOSCOW.lng);
    expect(days[0]!.startsAt).toBeLessThanOrEqual(from);
    expect(days.at(-1)!.endsAt).toBeGreaterThanOrEqual(to);
    expect(days.map((d) => d.number)).toEqual([
      22, 23, 24, 25, 26, 27, 28, 29, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20,
      21, 22, 23,
    ]);
    for (let i = 1; i < days.length; i++) expect(days[i]!.startsAt).toBe(days[i - 1]!.endsAt);
    // an empty range gives the day in effect
    expect(lunarDaysBetween(from, from, MOSCOW.lat, MOSCOW.lng).map((d) => d.number)).toEqual([22]);
  });
});

describe("each day of Dec 2026 – Jan 2027 at Moscow (moon-moscow.json daily)", () => {
  const items = data.dailyMoscow_Dec2026_Jan2027.items;

  it("phase at local noon: waxing/waning and 1–15 exactly; elongation ±0.01°, illumination ±0.001", () => {
    for (const item of items) {
      const p = moonPhaseOfDate(parseDay(item.date), MOSCOW.tz);
      const [phase, n] = Object.entries(item.phase)[0]!;
      expect([p.phase, p.phaseDay], item.date).toEqual([phase, n]);
      expect(Math.abs(p.elongation - item.elongationDegAtLocalNoon), item.date).toBeLessThanOrEqual(0.01);
      expect(Math.abs(p.illumination - item.illuminatedFraction), item.date).toBeLessThanOrEqual(0.001);
    }
  });

  it("lunar day in effect at local noon, exactly", () => {
    for (const item of items) {
      const noon = civilToUtc({ ...parseDay(item.date), hour: 12, minute: 0 }, MOSCOW.tz).utc;
      expect(lunarDayAt(noon, MOSCOW.lat, MOSCOW.lng).number, item.date).toBe(item.lunarDayAtNoon);
    }
  });

  it("lunar days starting on each date (numbers exact, start within 60 s of the printed minute)", () => {
    for (const item of items) {
      const r = lunarDaysOfDate(parseDay(item.date), MOSCOW);
      expect(
        r.startingOnDate.map((d) => d.number),
        item.date,
      ).toEqual(item.lunarDaysStartingThisDate.map((s) => s.n));
      r.startingOnDate.forEach((d, i) => {
        // The daily list prints the minute (truncated): allow 60 s around that minute's interval.
        const minute = moscowMinute(`${item.date}T${item.lunarDaysStartingThisDate[i]!.at}`);
        expect(d.startsAt - minute, item.date).toBeGreaterThanOrEqual(-60_000);
        expect(d.startsAt - minute, item.date).toBeLessThan(120_000);
      });
      // the days tile the civil day
      expect(r.days[0]!.startsAt).toBeLessThanOrEqual(r.dayStart);
      expect(r.days.at(-1)!.endsAt).toBeGreaterThanOrEqual(r.dayEnd);
      expect(r.dayEnd - r.dayStart).toBe(DAY);
      // S7's display rule: the day that starts on the date, else the one in effect
      if (item.lunarDaysStartingThisDate.length === 0) {
        expect(r.displayedStartsOnDate).toBe(false);
        expect(r.displayed).toBe(r.days[0]);
      } else {
        expect(r.displayedStartsOnDate).toBe(true);
        expect(r.startingOnDate).toContain(r.displayed);
      }
    }
  });

  it("2026-12-30 has no moonrise at Moscow: lunar day 22 all day", () => {
    const r = lunarDaysOfDate({ year: 2026, month: 12, day: 30 }, MOSCOW);
    expect(r.days.map((d) => d.number)).toEqual([22]);
    expect(r.startingOnDate).toEqual([]);
    expect(r.displayed.number).toBe(22);
    expect(r.displayedStartsOnDate).toBe(false);
  });

  it("new-moon dates: of two days starting on the date, the one covering more of it is displayed", () => {
    // 2026-12-09: day 1 at 03:52 (new moon), day 2 at 09:53 → day 2 covers most of the date
    const dec9 = lunarDaysOfDate({ year: 2026, month: 12, day: 9 }, MOSCOW);
    expect(dec9.days.map((d) => d.number)).toEqual([29, 1, 2]);
    expect(dec9.startingOnDate.map((d) => d.number)).toEqual([1, 2]);
    expect(dec9.displayed.number).toBe(2);
    // 2027-01-07: day 30 at 09:17, day 1 at 23:25 (new moon) → day 30
    const jan7 = lunarDaysOfDate({ year: 2027, month: 1, day: 7 }, MOSCOW);
    expect(jan7.startingOnDate.map((d) => d.number)).toEqual([30, 1]);
    expect(jan7.displayed.number).toBe(30);
  });
});

describe("phase", () => {
  it("12° steps: waxing 1..15 below 180°, waning 1..15 above", () => {
    expect(phaseStepOf(0)).toEqual({ phase: "waxing", phaseDay: 1 });
    expect(phaseStepOf(11.999)).toEqual({ phase: "waxing", phaseDay: 1 });
    expect(phaseStepOf(12)).toEqual({ phase: "waxing", phaseDay: 2 });
    expect(phaseStepOf(179.99)).toEqual({ phase: "waxing", phaseDay: 15 });
    expect(phaseStepOf(180)).toEqual({ phase: "waning", phaseDay: 1 });
    expect(phaseStepOf(359.999)).toEqual({ phase: "waning", phaseDay: 15 });
  });

  it("eight names in 45° sectors centred on the principal phases", () => {
    const cases: [number, string][] = [
      [0, "Новолуние"],
      [22.4, "Новолуние"],
      [22.5, "Растущий серп"],
      [90, "Первая четверть"],
      [135, "Растущая луна"],
      [180, "Полнолуние"],
      [225, "Убывающая луна"],
      [270, "Последняя четверть"],
      [315, "Убывающий серп"],
      [337.4, "Убывающий серп"],
      [337.5, "Новолуние"],
      [359.9, "Новолуние"],
    ];
    for (const [e, ru] of cases) expect(MOON_PHASE_NAMES[phaseKeyOf(e)].ru, String(e)).toBe(ru);
  });

  it("right after the full moon of 2026-12-24 the Moon is waning 1, nearly fully lit", () => {
    const full = moonQuartersBetween(Date.UTC(2026, 11, 20), Date.UTC(2026, 11, 28)).find(
      (e) => e.kind === "full",
    )!;
    const before = moonPhaseAt(full.at - MIN);
    const after = moonPhaseAt(full.at + MIN);
    expect([before.phase, before.phaseDay]).toEqual(["waxing", 15]);
    expect([after.phase, after.phaseDay, after.phaseKey]).toEqual(["waning", 1, "fullMoon"]);
    expect(after.illumination).toBeGreaterThan(0.99);
    expect(after.phaseName.en).toBe("Full Moon");
  });

  it("texts", () => {
    expect(moonPhaseDayText("waxing", 5, "ru")).toBe("Растущая Луна, 5-й день");
    expect(moonPhaseDayText("waning", 3, "en")).toBe("Waning Moon, day 3");
    expect(lunarDayText(24, "ru")).toBe("24 лунные сутки");
    expect(lunarDayText(24, "en")).toBe("Lunar day 24");
  });
});

describe("high latitudes and days without a moonrise never crash", () => {
  it("Murmansk, Norilsk, Svalbard, ±89.9°, ±90° through 2025: every lunation tiled, long days where the Moon stays up or down", () => {
    let longest = 0;
    for (const p of [
      MURMANSK,
      NORILSK,
      SVALBARD,
      { lat: 89.9, lng: 0 },
      { lat: -89.9, lng: -60 },
      { lat: 90, lng: 0 },
      { lat: -90, lng: 0 },
    ]) {
      for (let t = Date.UTC(2025, 0, 1); t < Date.UTC(2026, 0, 1); t += 29 * DAY) {
        const l = lunationAt(t, p.lat, p.lng);
        expectTiles(l);
        for (const d of l.days) longest = Math.max(longest, d.endsAt - d.startsAt);
        if (p.lat >= 68) expect(l.days.length).toBeLessThan(29);
      }
    }
    expect(longest).toBeGreaterThan(48 * HOUR);
  });

  it("every date of 2025 at Murmansk gives lunar days covering the date (dates without a moonrise included)", () => {
    let noRise = 0;
    for (let t = Date.UTC(2025, 0, 1); t < Date.UTC(2026, 0, 1); t += DAY) {
      const d = new Date(t);
      const r = lunarDaysOfDate(
        { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() },
        MURMANSK,
      );
      expect(r.days.length).toBeGreaterThanOrEqual(1);
      expect(r.days[0]!.startsAt).toBeLessThanOrEqual(r.dayStart);
      expect(r.days.at(-1)!.endsAt).toBeGreaterThanOrEqual(r.dayEnd);
      expect(r.days).toContain(r.displayed);
      if (r.startingOnDate.length === 0) noRise++;
    }
    expect(noRise).toBeGreaterThan(30);
  });

  it("first and last dates of the range in extreme zones", () => {
    const first = lunarDaysOfDate(
      { year: 1900, month: 1, day: 1 },
      { lat: 1.87, lng: -157.4, tz: "Pacific/Kiritimati" },
    );
    const last = lunarDaysOfDate(
      { year: 2100, month: 12, day: 31 },
      { lat: -14.3, lng: -170.7, tz: "Pacific/Pago_Pago" },
    );
    for (const r of [first, last]) {
      expect(r.days[0]!.startsAt).toBeLessThanOrEqual(r.dayStart);
      expect(r.days.at(-1)!.endsAt).toBeGreaterThanOrEqual(r.dayEnd);
    }
  });

  it("a local date without 00:00 (São Paulo DST from 2018-11-04 00:00) is 23 h long and still covered", () => {
    const r = lunarDaysOfDate(
      { year: 2018, month: 11, day: 4 },
      { lat: -23.55, lng: -46.63, tz: "America/Sao_Paulo" },
    );
    expect(r.dayEnd - r.dayStart).toBe(23 * HOUR);
    expect(r.dayStart).toBe(Date.UTC(2018, 10, 4, 3));
    const prev = lunarDaysOfDate(
      { year: 2018, month: 11, day: 3 },
      { lat: -23.55, lng: -46.63, tz: "America/Sao_Paulo" },
    );
    expect(prev.dayEnd).toBe(r.dayStart);
  });

  it("a date the zone skipped (Pacific/Apia 2011-12-30) gives the lunar day in effect", () => {
    const apia = { lat: -13.83, lng: -171.76, tz: "Pacific/Apia" };
    const r = lunarDaysOfDate({ year: 2011, month: 12, day: 30 }, apia);
    expect(r.dayEnd).toBe(r.dayStart);
    expect(r.days.length).toBe(1);
    expect(r.displayed).toBe(r.days[0]);
    expect(lunarDaysOfDate({ year: 2011, month: 12, day: 31 }, apia).dayStart).toBe(r.dayStart);
  });
});

describe("caching and purity", () => {
  it("repeated calls give equal frozen values; lunarDayAt agrees with lunationAt", () => {
    const t = Date.UTC(2026, 11, 20, 10);
    const a = lunationAt(t, MOSCOW.lat, MOSCOW.lng);
    // a place within the rounding step (0.000001°) is the same place
    const b = lunationAt(t + DAY, MOSCOW.lat + 0.0000001, MOSCOW.lng);
    expect(b).toEqual(a);
    expect(Object.isFrozen(a.days)).toBe(true);
    expect(Object.isFrozen(a.days[0])).toBe(true);
    expect(() => {
      (a.days[0] as { number: number }).number = 5;
    }).toThrow();
    const d: LunarDay = lunarDayAt(t, MOSCOW.lat, MOSCOW.lng);
    expect(d.startsAt).toBeLessThanOrEqual(t);
    expect(d.endsAt).toBeGreaterThan(t);
    expect(a.days).toContain(d);
    expect(newMoonsAround(t)).toEqual({ newMoon: a.newMoon, nextNewMoon: a.nextNewMoon });
  });

  it("does not mutate its inputs", () => {
    const date = Object.freeze({ year: 2026, month: 12, day: 9 });
    const place = Object.freeze({ ...MOSCOW });
    expect(() => lunarDaysOfDate(date, place)).not.toThrow();
    expect(() => moonPhaseOfDate(date, "Europe/Moscow")).not.toThrow();
  });
});

describe("bad input", () => {
  it("latitude 91 → field lat; longitude 181 → field lng", () => {
    expect(thrown(() => lunationAt(Date.UTC(2026, 0, 1), 91, 0)).field).toBe("lat");
    expect(thrown(() => lunarDayAt(Date.UTC(2026, 0, 1), 0, 181)).field).toBe("lng");
    expect(thrown(() => lunarDaysOfDate({ year: 2026, month: 1, day: 1 }, { lat: 91, lng: 0 })).field).toBe(
      "lat",
    );
    expect(thrown(() => lunarDaysBetween(0, 1, Number.NaN, 0)).field).toBe("lat");
  });

  it("2026-02-30 → field date, with English and Russian messages", () => {
    const e = thrown(() => lunarDaysOfDate({ year: 2026, month: 2, day: 30 }, MOSCOW));
    expect(e.field).toBe("date");
    expect(e.code).toBe("invalidDate");
    expect(e.messages.ru).toContain("нет в календаре");
    expect(thrown(() => moonPhaseOfDate({ year: 2026, month: 2, day: 30 }, "Europe/Moscow")).field).toBe(
      "date",
    );
    expect(thrown(() => moonPhaseOfDate({ year: 2101, month: 1, day: 1 }, "Europe/Moscow")).code).toBe(
      "yearOutOfRange",
    );
  });

  it("instants outside 1900–2100, reversed or too long ranges, unknown zones", () => {
    expect(thrown(() => moonPhaseAt(Date.UTC(2101, 0, 1))).field).toBe("utc");
    expect(thrown(() => moonPhaseAt(Number.NaN)).field).toBe("utc");
    expect(thrown(() => moonPhaseAt(1e20)).code).toBe("yearOutOfRange");
    expect(thrown(() => moonPhaseAt("2026-01-01" as unknown as number)).code).toBe("invalidDate");
    expect(thrown(() => lunationAt(Date.UTC(1899, 11, 31), 0, 0)).code).toBe("yearOutOfRange");
    expect(thrown(() => moonQuartersBetween(Date.UTC(2026, 1, 1), Date.UTC(2026, 0, 1))).code).toBe(
      "invalidRange",
    );
    expect(thrown(() => lunarDaysBetween(Date.UTC(2026, 0, 1), Date.UTC(2028, 0, 1), 0, 0)).field).toBe(
      "toUtc",
    );
    expect(thrown(() => moonPhaseOfDate({ year: 2026, month: 1, day: 1 }, "Mars/Olympus")).field).toBe("tz");
    // the end of the supported range is accepted as an exclusive bound
    expect(moonQuartersBetween(Date.UTC(2100, 11, 25), Date.UTC(2101, 0, 1)).map((e) => e.kind)).toEqual([
      "new",
    ]);
  });
});
