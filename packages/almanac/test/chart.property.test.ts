/**
 * Invariants of the Bazi chart (fast-check): the day pillar of consecutive civil dates advances by one, the
 * hour stem follows Five Rats from the day the 子 hour belongs to, the month stem follows Five Tigers, luck
 * pillars step by ±1 from the month pillar in the direction given by gender and year-stem polarity, and every
 * warning has English and Russian text.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  computeChart,
  dayHourPillars,
  fiveRatsHourStem,
  fiveTigersMonthStem,
  type TimeBasis,
  type ZiRule,
} from "../src/chart.ts";
import { luckPillars } from "../src/chart-details.ts";
import { civilFromJdn, dayPillarIndex, formatDate, jdn, jdnOfMs, mod } from "../src/cycle.ts";
import { solarTermsOfYear } from "../src/solar-terms.ts";
import { utcToWall } from "../src/time.ts";

const HOUR = 3_600_000;
const DAY = 86_400_000;

const PLACES = [
  { lat: 55.7558, lng: 37.6173, tz: "Europe/Moscow" },
  { lat: 39.9042, lng: 116.4074, tz: "Asia/Shanghai" },
  { lat: 43.1155, lng: 131.8855, tz: "Asia/Vladivostok" },
  { lat: 55.0084, lng: 82.9357, tz: "Asia/Novosibirsk" },
  { lat: 54.7104, lng: 20.4522, tz: "Europe/Kaliningrad" },
  { lat: -23.5505, lng: -46.6333, tz: "America/Sao_Paulo" },
  { lat: 40.7128, lng: -74.006, tz: "America/New_York" },
  { lat: 39.4704, lng: 75.9898, tz: "Asia/Shanghai" }, // Kashgar: clock 2.9 h ahead of the Sun
];

const FIRST = jdn(1900, 1, 1);
const LAST = jdn(2100, 12, 30);

const arbDay = fc.integer({ min: FIRST, max: LAST });
const arbTime = fc.record({ hour: fc.integer({ min: 0, max: 23 }), minute: fc.integer({ min: 0, max: 59 }) });
const arbPlace = fc.constantFrom(...PLACES);
const arbZi = fc.constantFrom<ZiRule>("dayChangesAt23", "lateZiSameDay");
const arbBasis = fc.constantFrom<TimeBasis>("clock", "apparentSolar");
const arbGender = fc.constantFrom<"male" | "female">("male", "female");

describe("chart invariants", () => {
  it("the day pillar of consecutive civil dates advances by one (clock time, any time of day)", () => {
    fc.assert(
      fc.property(arbDay, arbTime, arbPlace, arbZi, (n, time, place, zi) => {
        const a = computeChart({ date: civilFromJdn(n), time, place, options: { zi, timeBasis: "clock" } });
        const b = computeChart({
          date: civilFromJdn(n + 1),
          time,
          place,
          options: { zi, timeBasis: "clock" },
        });
        expect(mod(b.pillars.day.index - a.pillars.day.index, 60)).toBe(1);
      }),
      { numRuns: 150 },
    );
  });

  it("the day pillar of consecutive civil dates advances by one (apparent solar time at clock noon, hour unknown)", () => {
    fc.assert(
      fc.property(arbDay, arbPlace, fc.boolean(), (n, place, known) => {
        const time = known ? { hour: 12, minute: 0 } : null;
        const a = computeChart({ date: civilFromJdn(n), time, place });
        const b = computeChart({ date: civilFromJdn(n + 1), time, place });
        expect(mod(b.pillars.day.index - a.pillars.day.index, 60)).toBe(1);
        if (!known) expect(a.pillars.day.index).toBe(dayPillarIndex(n));
      }),
      { numRuns: 150 },
    );
  });

  it("the hour stem follows Five Rats from the day the 子 hour belongs to (23:00 → next day, both rules)", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(1900, 0, 1), max: Date.UTC(2100, 11, 31) }),
        arbZi,
        (wall, zi) => {
          const { day, hour } = dayHourPillars(wall, zi);
          const n = jdnOfMs(wall);
          const h = Math.floor(mod(wall, DAY) / HOUR);
          const ziDay = dayPillarIndex(h === 23 ? n + 1 : n);
          expect(hour.branch).toBe(Math.floor((h + 1) / 2) % 12);
          expect(hour.stem).toBe(fiveRatsHourStem(ziDay % 10, hour.branch));
          expect(hour.stem).toBe(mod(((ziDay % 10) % 5) * 2 + hour.branch, 10));
          if (zi === "dayChangesAt23") {
            expect(day.index).toBe(ziDay);
            expect(hour.stem).toBe(fiveRatsHourStem(day.stem, hour.branch));
          } else {
            expect(day.index).toBe(dayPillarIndex(n));
          }
        },
      ),
      { numRuns: 2000 },
    );
  });

  it("charts: the hour pillar follows Five Rats and the month pillar Five Tigers, in either time basis", () => {
    fc.assert(
      fc.property(arbDay, arbTime, arbPlace, arbZi, arbBasis, (n, time, place, zi, timeBasis) => {
        const c = computeChart({ date: civilFromJdn(n), time, place, options: { zi, timeBasis } });
        const wall = c.basisTime;
        const h = Math.floor(mod(wall, DAY) / HOUR);
        const ziDay = dayPillarIndex(jdnOfMs(wall) + (h === 23 ? 1 : 0));
        expect(c.pillars.hour!.stem).toBe(fiveRatsHourStem(ziDay % 10, c.pillars.hour!.branch));
        expect(c.pillars.month.branch).toBe((2 + c.monthIndex) % 12);
        expect(c.pillars.month.stem).toBe(fiveTigersMonthStem(c.pillars.year.stem, c.monthIndex));
        expect(c.pillars.year.index).toBe(mod(c.baziYear - 4, 60));
        expect(c.jie.previous.at).toBeLessThanOrEqual(c.utc);
        expect(c.jie.next.at).toBeGreaterThan(c.utc);
      }),
      { numRuns: 200 },
    );
  });

  it("luck pillars step by ±1 from the month pillar; direction from gender and year-stem polarity", () => {
    fc.assert(
      fc.property(arbDay, arbTime, arbPlace, arbGender, (n, time, place, gender) => {
        const c = computeChart({ date: civilFromJdn(n), time, place, gender });
        const l = luckPillars(c, gender, 10);
        const yang = c.pillars.year.stem % 2 === 0;
        const forward = (gender === "male" && yang) || (gender === "female" && !yang);
        expect(l.direction).toBe(forward ? "forward" : "backward");
        const step = forward ? 1 : -1;
        expect(l.pillars).toHaveLength(10);
        expect(mod(l.pillars[0]!.index - c.pillars.month.index, 60)).toBe(mod(step, 60));
        for (let k = 1; k < l.pillars.length; k++) {
          expect(mod(l.pillars[k]!.index - l.pillars[k - 1]!.index, 60)).toBe(mod(step, 60));
          expect(l.pillars[k]!.startAge - l.pillars[k - 1]!.startAge).toBeCloseTo(10, 9);
          expect(l.pillars[k]!.startYear - l.pillars[k - 1]!.startYear).toBe(10);
        }
        // 3 days = 1 year; a jie is at most ~31.5 days away.
        const days = Math.abs(l.jie.at - c.utc) / DAY;
        expect(l.startAge.decimalYears).toBeCloseTo(days / 3, 9);
        expect(l.startAge.decimalYears).toBeLessThan(10.6);
        expect(l.jie.at).toBe(forward ? c.jie.next.at : c.jie.previous.at);
        expect(l.startsAt).toBeGreaterThanOrEqual(c.utc);
      }),
      { numRuns: 200 },
    );
  });

  it("every warning has English and Russian text (random births, many near jie instants and boundaries)", () => {
    // Births around jie instants: a random jie of a random year, ±5 minutes, read on the local clock.
    const nearJie = fc
      .record({
        year: fc.integer({ min: 1901, max: 2099 }),
        k: fc.integer({ min: 0, max: 11 }),
        seconds: fc.integer({ min: -300, max: 300 }),
        place: arbPlace,
      })
      .map(({ year, k, seconds, place }) => {
        const t = solarTermsOfYear(year)[2 * k]!.at + seconds * 1000;
        const w = new Date(utcToWall(t, place.tz));
        return {
          date: formatDate({ year: w.getUTCFullYear(), month: w.getUTCMonth() + 1, day: w.getUTCDate() }),
          time: { hour: w.getUTCHours(), minute: w.getUTCMinutes() } as {
            hour: number;
            minute: number;
          } | null,
          place,
        };
      });
    const anyBirth = fc.record({
      date: arbDay.map((n) => formatDate(civilFromJdn(n))),
      time: fc.option(
        fc.record({
          hour: fc.constantFrom(0, 1, 2, 3, 11, 12, 13, 22, 23),
          minute: fc.constantFrom(0, 1, 2, 30, 58, 59),
        }),
      ),
      place: arbPlace,
    });
    const seen = new Set<string>();
    fc.assert(
      fc.property(
        fc.oneof(nearJie, anyBirth),
        arbZi,
        arbBasis,
        fc.constantFrom<"earlier" | "later">("earlier", "later"),
        (birth, zi, timeBasis, ambiguousTime) => {
          const c = computeChart({ ...birth, options: { zi, timeBasis, ambiguousTime } });
          for (const w of c.warnings) {
            seen.add(w.code);
            expect(w.en.length).toBeGreaterThan(20);
            expect(w.ru.length).toBeGreaterThan(20);
            expect(w.ru).toMatch(/[а-яё]/i);
            expect(w.en).not.toMatch(/[а-яё]/i);
            for (const text of [w.en, w.ru]) {
              expect(text).not.toMatch(/undefined|NaN|\[object/);
            }
            expect(["warning", "info"]).toContain(w.severity);
          }
          if (birth.time === null) expect(c.warnings.some((w) => w.code === "hourUnknown")).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
    expect(seen).toContain("nearJie");
    expect(seen).toContain("hourUnknown");
  });
});
