import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { civilFromJdn, jdn } from "../src/cycle.ts";
import {
  bodyLongitudeAt,
  moonIngressesBetween,
  moonLongitudeAt,
  moonSignsOfDate,
  VOID_OF_COURSE_BODIES,
  type VoidOfCourse,
  type VoidOfCourseSchool,
  voidsOfCourseBetween,
} from "../src/moon-sign.ts";

const SEC = 1000;
const HOUR = 3_600_000;
const DAY = 86_400_000;
const FIRST = Date.UTC(1900, 0, 1);
const END = Date.UTC(2101, 0, 1);
const ANGLES = [0, 60, 90, 120, 180, 240, 270, 300];
const KIND: Record<number, string> = {
  0: "conjunction",
  60: "sextile",
  90: "square",
  120: "trine",
  180: "opposition",
  240: "trine",
  270: "square",
  300: "sextile",
};

const instant = fc.integer({ min: FIRST + 10 * DAY, max: END - 70 * DAY });
const date = fc.integer({ min: jdn(1900, 1, 1), max: jdn(2100, 12, 31) }).map((j) => civilFromJdn(j));
const zone = fc.constantFrom(
  "Europe/Moscow",
  "Asia/Vladivostok",
  "America/Sao_Paulo",
  "UTC",
  "Asia/Kolkata",
  "Pacific/Chatham",
  "Europe/Berlin",
);
const school = fc.constantFrom<VoidOfCourseSchool>("classical", "modern");
const runs = { numRuns: 60 };

const mod360 = (x: number) => ((x % 360) + 360) % 360;
const wrap180 = (x: number) => x - 360 * Math.round(x / 360);
/** Distance (degrees) of a longitude from the nearest sign boundary. */
const fromBoundary = (lon: number) => Math.abs(wrap180(lon - 30 * Math.round(lon / 30)));

/** The void is what the definition says: an exact aspect at its start, an ingress at its end, no aspect between. */
function expectVoid(v: VoidOfCourse, s: VoidOfCourseSchool): void {
  expect(v.end).toBeGreaterThan(v.start);
  expect(v.end - v.start).toBeLessThan(4 * DAY);
  // Ends at an ingress: the Moon is on a sign boundary (1 ms ≈ 0.0005″ of its motion).
  expect(fromBoundary(moonLongitudeAt(v.end))).toBeLessThan(1e-5);
  // Starts at an exact aspect of the named kind to the named body.
  const m0 = moonLongitudeAt(v.start);
  const sep = mod360(m0 - bodyLongitudeAt(v.lastAspect.planet, v.start));
  expect(Math.abs(wrap180(sep - v.lastAspect.separation))).toBeLessThan(1e-5);
  expect(v.lastAspect.aspect).toBe(KIND[v.lastAspect.separation]);
  // No body of the school reaches an aspect angle in between: each separation grows monotonically (checked below),
  // so it is enough that no aspect angle lies strictly between its values at the start and at the end.
  const moonAdvance = mod360(moonLongitudeAt(v.end) - m0);
  for (const b of VOID_OF_COURSE_BODIES[s]) {
    const p0 = bodyLongitudeAt(b, v.start);
    const s0 = mod360(m0 - p0);
    const s1 = s0 + moonAdvance - wrap180(bodyLongitudeAt(b, v.end) - p0);
    for (let k = -1; k <= 2; k++) {
      for (const a of ANGLES) {
        const x = a + 360 * k;
        expect(x > s0 + 1e-4 && x < s1 - 1e-4, `${b} reaches ${a}° inside the void`).toBe(false);
      }
    }
  }
}

describe("the Moon's sign and void of course (property, 1900–2100)", () => {
  it("a day: the sign at 00:00 matches the longitude; at most one ingress, into the next sign; voids valid and disjoint", () => {
    fc.assert(
      fc.property(date, zone, school, (d, tz, s) => {
        const m = moonSignsOfDate(d, tz, s);
        expect(m.signAtStart.index).toBe(Math.floor(moonLongitudeAt(m.dayStart) / 30));
        expect(m.longitudeAtStart).toBe(moonLongitudeAt(m.dayStart));
        expect(m.ingresses.length).toBeLessThanOrEqual(1);
        for (const i of m.ingresses) {
          expect(i.at).toBeGreaterThanOrEqual(m.dayStart);
          expect(i.at).toBeLessThan(m.dayEnd);
          expect(i.sign.index).toBe((m.signAtStart.index + 1) % 12);
          expect(Math.floor(moonLongitudeAt(i.at - SEC) / 30)).toBe(m.signAtStart.index);
          expect(Math.floor(moonLongitudeAt(i.at + SEC) / 30)).toBe(i.sign.index);
        }
        expect(m.voidOfCourse.length).toBeLessThanOrEqual(2);
        m.voidOfCourse.forEach((v, k) => {
          expect(v.start).toBeLessThan(m.dayEnd);
          expect(v.end).toBeGreaterThan(m.dayStart);
          if (k > 0) expect(v.start).toBeGreaterThanOrEqual(m.voidOfCourse[k - 1]!.end);
          expectVoid(v, s);
        });
        // Every void ending within the day ends at the day's ingress.
        for (const v of m.voidOfCourse)
          if (v.end < m.dayEnd) expect(m.ingresses.map((i) => i.at)).toContain(v.end);
      }),
      runs,
    );
  });

  it("ingresses over 60 days strictly increase, step one sign at a time, and return to a sign after 27.15–27.55 days", () => {
    fc.assert(
      fc.property(instant, (t) => {
        const ing = moonIngressesBetween(t, t + 60 * DAY);
        expect(ing.length).toBeGreaterThanOrEqual(23);
        for (let k = 1; k < ing.length; k++) {
          const gap = ing[k]!.at - ing[k - 1]!.at;
          // A sign takes 1.95–2.55 days (measured over 1900–2100: 1.953–2.547).
          expect(gap).toBeGreaterThan(1.9 * DAY);
          expect(gap).toBeLessThan(2.6 * DAY);
          expect(ing[k]!.sign.index).toBe((ing[k - 1]!.sign.index + 1) % 12);
        }
        // Twelve ingresses per tropical month (27.32 d): measured 27.22–27.48 d over 1900–2100.
        for (let k = 12; k < ing.length; k++) {
          expect(ing[k]!.sign.index).toBe(ing[k - 12]!.sign.index);
          const month = (ing[k]!.at - ing[k - 12]!.at) / DAY;
          expect(month).toBeGreaterThan(27.15);
          expect(month).toBeLessThan(27.55);
        }
      }),
      { numRuns: 40 },
    );
  });

  it("voids over 20 days: each valid, disjoint, ending at an ingress; the same whether asked by day or at once", () => {
    fc.assert(
      fc.property(instant, school, (t, s) => {
        const all = voidsOfCourseBetween(t, t + 20 * DAY, s);
        const ingresses = new Set(moonIngressesBetween(t - 5 * DAY, t + 25 * DAY).map((i) => i.at));
        all.forEach((v, k) => {
          expect(ingresses.has(v.end)).toBe(true);
          if (k > 0) expect(v.start).toBeGreaterThanOrEqual(all[k - 1]!.end);
          expectVoid(v, s);
        });
        const byDay: VoidOfCourse[] = [];
        for (let d = 0; d < 20; d++) {
          for (const v of voidsOfCourseBetween(t + d * DAY, t + (d + 1) * DAY, s)) {
            if (byDay.at(-1)?.start !== v.start) byDay.push(v);
          }
        }
        expect(byDay).toEqual(all);
      }),
      { numRuns: 30 },
    );
  });

  it("every modern void lies inside a classical one (more bodies can only end the aspects later)", () => {
    fc.assert(
      fc.property(instant, (t) => {
        const classical = voidsOfCourseBetween(t - 5 * DAY, t + 15 * DAY, "classical");
        for (const v of voidsOfCourseBetween(t, t + 10 * DAY, "modern")) {
          expect(classical.some((c) => c.start <= v.start && c.end >= v.end)).toBe(true);
        }
      }),
      { numRuns: 30 },
    );
  });

  it("the separation grows: the Moon moves 11.5–15.6°/day, no body faster than 2.3°/day either way", () => {
    fc.assert(
      fc.property(instant, (t) => {
        const moon = mod360(moonLongitudeAt(t + HOUR) - moonLongitudeAt(t - HOUR)) * 12;
        expect(moon).toBeGreaterThan(11.5);
        expect(moon).toBeLessThan(15.6);
        for (const b of VOID_OF_COURSE_BODIES.modern) {
          const v = Math.abs(wrap180(bodyLongitudeAt(b, t + HOUR) - bodyLongitudeAt(b, t - HOUR))) * 12;
          expect(v).toBeLessThan(2.3);
        }
      }),
      { numRuns: 200 },
    );
  });
});
