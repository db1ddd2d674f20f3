import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { civilFromJdn, jdn } from "../src/cycle.ts";
import {
  lunarDayAt,
  lunarDaysBetween,
  lunarDaysOfDate,
  lunationAt,
  moonPhaseAt,
  moonQuartersBetween,
  newMoonsAround,
} from "../src/moon.ts";
import { zoneAt } from "../src/time.ts";

const MIN = 60_000;
const DAY = 86_400_000;
const FIRST = Date.UTC(1900, 0, 1);
const END = Date.UTC(2101, 0, 1);

const instant = fc.integer({ min: FIRST, max: END - 1 });
/** Dates ≥ 40 days from the ends, so that the neighbouring lunation is inside the range too. */
const innerInstant = fc.integer({ min: FIRST + 40 * DAY, max: END - 40 * DAY });
const lat = fc.double({ min: -89.9, max: 89.9, noNaN: true });
const lng = fc.double({ min: -180, max: 180, noNaN: true });
const runs = { numRuns: 100 };

describe("lunar days (property)", () => {
  it("tile the lunation: day 1 at the new moon, numbers 1..n, each end = next start, last end = next new moon", () => {
    fc.assert(
      fc.property(instant, lat, lng, (utc, la, ln) => {
        const l = lunationAt(utc, la, ln);
        expect(l.newMoon).toBeLessThanOrEqual(utc);
        expect(l.nextNewMoon).toBeGreaterThan(utc);
        expect(l.days[0]!.startsAt).toBe(l.newMoon);
        expect(l.days.at(-1)!.endsAt).toBe(l.nextNewMoon);
        expect(l.days.length).toBeLessThanOrEqual(31);
        l.days.forEach((d, i) => {
          expect(d.number).toBe(i + 1);
          expect(d.endsAt).toBeGreaterThan(d.startsAt);
          if (i > 0) expect(d.startsAt).toBe(l.days[i - 1]!.endsAt);
        });
        const now = lunarDayAt(utc, la, ln);
        expect(now.startsAt).toBeLessThanOrEqual(utc);
        expect(now.endsAt).toBeGreaterThan(utc);
      }),
      runs,
    );
  });

  it("numbers rise by one within a lunation and restart at 1 at each new moon (ranges of up to 60 days)", () => {
    fc.assert(
      fc.property(innerInstant, fc.integer({ min: 0, max: 60 * DAY }), lat, lng, (from, span, la, ln) => {
        const to = Math.min(from + span, END);
        const days = lunarDaysBetween(from, to, la, ln);
        expect(days.length).toBeGreaterThanOrEqual(1);
        expect(days[0]!.startsAt).toBeLessThanOrEqual(from);
        expect(days.at(-1)!.endsAt).toBeGreaterThanOrEqual(to);
        for (let i = 1; i < days.length; i++) {
          const [a, b] = [days[i - 1]!, days[i]!];
          expect(b.startsAt).toBe(a.endsAt);
          if (b.startsBy === "newMoon") {
            expect(b.number).toBe(1);
            expect(newMoonsAround(b.startsAt).newMoon).toBe(b.startsAt);
          } else expect(b.number).toBe(a.number + 1);
        }
      }),
      { numRuns: 50 },
    );
  });

  it("lunarDaysOfDate never throws and covers the local date for any date 1900–2100 and place", () => {
    fc.assert(
      fc.property(fc.integer({ min: jdn(1900, 1, 1), max: jdn(2100, 12, 31) }), lat, lng, (n, la, ln) => {
        const date = civilFromJdn(n);
        const tz = zoneAt(la, ln);
        const r = lunarDaysOfDate(date, { lat: la, lng: ln, tz });
        // 0 for a date a zone skipped (Pacific/Apia 2011-12-30), else 22–26 h
        expect(r.dayEnd - r.dayStart).toBeGreaterThanOrEqual(0);
        expect(r.dayEnd - r.dayStart).toBeLessThanOrEqual(26 * 3_600_000);
        expect(r.days.length).toBeGreaterThanOrEqual(1);
        expect(r.days[0]!.startsAt).toBeLessThanOrEqual(r.dayStart);
        expect(r.days.at(-1)!.endsAt).toBeGreaterThanOrEqual(r.dayEnd);
        for (let i = 1; i < r.days.length; i++) expect(r.days[i]!.startsAt).toBe(r.days[i - 1]!.endsAt);
        expect(r.days).toContain(r.displayed);
        for (const d of r.startingOnDate) {
          expect(d.startsAt).toBeGreaterThanOrEqual(r.dayStart);
          expect(d.startsAt).toBeLessThan(r.dayEnd);
        }
        expect(r.displayedStartsOnDate).toBe(r.startingOnDate.length > 0);
      }),
      runs,
    );
  });
});

describe("phase (property)", () => {
  it("phaseDay 1..15, waxing below 180° and waning above, illumination in 0..1", () => {
    fc.assert(
      fc.property(instant, (utc) => {
        const p = moonPhaseAt(utc);
        expect(p.phaseDay).toBeGreaterThanOrEqual(1);
        expect(p.phaseDay).toBeLessThanOrEqual(15);
        expect(Number.isInteger(p.phaseDay)).toBe(true);
        expect(p.elongation).toBeGreaterThanOrEqual(0);
        expect(p.elongation).toBeLessThan(360);
        expect(p.phase).toBe(p.elongation < 180 ? "waxing" : "waning");
        expect(p.illumination).toBeGreaterThanOrEqual(0);
        expect(p.illumination).toBeLessThanOrEqual(1);
      }),
      runs,
    );
  });

  it("waxing 1 right after each new moon, waning 1 right after each full moon; quarters alternate in order", () => {
    fc.assert(
      fc.property(innerInstant, (utc) => {
        const events = moonQuartersBetween(utc, utc + 30 * DAY);
        expect(events.length).toBeGreaterThanOrEqual(4);
        const order = ["new", "firstQuarter", "full", "lastQuarter"];
        for (let i = 1; i < events.length; i++) {
          expect(order.indexOf(events[i]!.kind)).toBe((order.indexOf(events[i - 1]!.kind) + 1) % 4);
          expect(events[i]!.at).toBeGreaterThan(events[i - 1]!.at);
        }
        for (const e of events) {
          const after = moonPhaseAt(e.at + MIN);
          if (e.kind === "new") expect([after.phase, after.phaseDay]).toEqual(["waxing", 1]);
          if (e.kind === "full") expect([after.phase, after.phaseDay]).toEqual(["waning", 1]);
        }
      }),
      runs,
    );
  });
});
