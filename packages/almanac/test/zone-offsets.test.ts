import fc from "fast-check";
import { IANAZone } from "luxon";
import { describe, expect, it } from "vitest";
import { utcYear } from "../src/cycle.ts";
import { offsetMinutes, wallToUtc } from "../src/time.ts";

// offsetMinutes reads a per-zone, per-year table of offset changes built from the IANA data; it must give
// exactly what the IANA data (through Intl) gives at any instant.
const ZONES = [
  "Europe/Moscow",
  "Europe/Samara",
  "Europe/Kaliningrad",
  "Europe/Volgograd",
  "Asia/Vladivostok",
  "Asia/Shanghai",
  "America/Sao_Paulo",
  "America/New_York",
  "Australia/Lord_Howe",
  "Africa/Casablanca",
  "Pacific/Apia",
  "Asia/Kolkata",
  "Europe/London",
  "UTC",
];

describe("zone offsets from the transition table", () => {
  it("equal the IANA offset at random instants 1900–2100 in zones with rich histories", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ZONES),
        fc.integer({ min: Date.UTC(1900, 0, 1), max: Date.UTC(2100, 11, 31) }),
        (tz, t) => {
          expect(offsetMinutes(tz, t)).toBe(IANAZone.create(tz).offset(t));
        },
      ),
      { numRuns: 3000 },
    );
  });

  it("switch at the exact second of a change (Moscow 2011-03-27 02:00 → +04, 2014-10-26 02:00 → +03)", () => {
    const spring = Date.UTC(2011, 2, 26, 23, 0, 0);
    expect(offsetMinutes("Europe/Moscow", spring - 1000)).toBe(180);
    expect(offsetMinutes("Europe/Moscow", spring)).toBe(240);
    const autumn = Date.UTC(2014, 9, 25, 22, 0, 0);
    expect(offsetMinutes("Europe/Moscow", autumn - 1000)).toBe(240);
    expect(offsetMinutes("Europe/Moscow", autumn)).toBe(180);
  });

  it("wallToUtc gives back the wall time for every instant (round trip, outside gaps)", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ZONES),
        fc.integer({ min: Date.UTC(1900, 0, 2), max: Date.UTC(2100, 11, 30) }),
        (tz, t) => {
          const wall = t + offsetMinutes(tz, t) * 60_000;
          const r = wallToUtc(wall, tz);
          const readings = r.warning ? r.warning.candidates.map((c) => c.utc) : [r.utc];
          expect(readings).toContain(t);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it("utcYear agrees with Date", () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(1800, 0, 1), max: Date.UTC(2200, 0, 1) }), (t) => {
        expect(utcYear(t)).toBe(new Date(t).getUTCFullYear());
      }),
      { numRuns: 2000 },
    );
    expect(utcYear(Date.UTC(2026, 0, 1) - 1)).toBe(2025);
    expect(utcYear(Date.UTC(2026, 0, 1))).toBe(2026);
  });
});
