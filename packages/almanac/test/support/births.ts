/** Random births for property tests: a civil date in a range, an hour or none, one of four places, a gender or none. */
import fc from "fast-check";
import type { ChartInput, Gender } from "../../src/chart.ts";
import { civilFromJdn } from "../../src/cycle.ts";

/** Moscow, Beijing, Sydney (south of the equator) and New York (west of Greenwich). */
export const BIRTH_PLACES = [
  { lat: 55.7558, lng: 37.6173 },
  { lat: 39.9042, lng: 116.4074 },
  { lat: -33.8688, lng: 151.2093 },
  { lat: 40.7128, lng: -74.006 },
];

/** A birth between the day numbers `from` and `to` (jdn). */
export const arbBirth = (from: number, to: number) =>
  fc.record({
    n: fc.integer({ min: from, max: to }),
    time: fc.option(
      fc.record({ hour: fc.integer({ min: 0, max: 23 }), minute: fc.integer({ min: 0, max: 59 }) }),
    ),
    place: fc.constantFrom(...BIRTH_PLACES),
    gender: fc.constantFrom<Gender | null>("male", "female", null),
  });

export type Birth = ReturnType<typeof arbBirth> extends fc.Arbitrary<infer T> ? T : never;

/** The chart input of a random birth. */
export const birthInput = (b: Birth): ChartInput => ({
  date: civilFromJdn(b.n),
  time: b.time,
  place: b.place,
  gender: b.gender,
});
