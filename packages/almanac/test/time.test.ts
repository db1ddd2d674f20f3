/**
 * src/time.ts against reference data: true-solar-time.json (LMT, apparent solar time, equation of time) and
 * timezones.json (coordinates → zone, historical offsets, DST gaps and overlaps). Tolerances: times in the
 * files are truncated to the minute → within 1 minute; equation of time within 0.1 min. Zone lookups and
 * offsets exact.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { InvalidInputError } from "../src/errors.ts";
import {
  apparentSolarTime,
  civilToUtc,
  equationOfTimeMinutes,
  formatOffset,
  localMeanTime,
  offsetMinutes,
  resolvePlace,
  utcToWall,
  zoneAt,
} from "../src/time.ts";
import tz from "./data/timezones.json" with { type: "json" };
import tst from "./data/true-solar-time.json" with { type: "json" };

const MINUTE = 60_000;
const DAY = 86_400_000;

/** "YYYY-MM-DDTHH:MM" → civil date-time fields. */
function civil(text: string) {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(text)!;
  return { year: +m[1]!, month: +m[2]!, day: +m[3]!, hour: +m[4]!, minute: +m[5]! };
}

/** Signed difference of a wall value's time of day from "HH:MM", wrapped to ±12 h, in ms. */
function timeOfDayDiff(wall: number, hhmm: string): number {
  const [h, m] = hhmm.split(":").map(Number);
  const expected = (h! * 60 + m!) * MINUTE;
  const actual = ((wall % DAY) + DAY) % DAY;
  return ((((actual - expected + DAY / 2) % DAY) + DAY) % DAY) - DAY / 2;
}

function expectInvalid(fn: () => unknown, field: string) {
  try {
    fn();
  } catch (e) {
    expect(e).toBeInstanceOf(InvalidInputError);
    expect((e as InvalidInputError).field).toBe(field);
    expect((e as InvalidInputError).messages.ru.length).toBeGreaterThan(0);
    return;
  }
  throw new Error(`expected an InvalidInputError for ${field}`);
}

describe("true-solar-time.json", () => {
  it("keeps its source", () => expect(tst.source).toContain("astronomy-engine"));
  for (const item of tst.items) {
    describe(`${item.city} ${item.localClock}`, () => {
      const res = civilToUtc(civil(item.localClock), item.zone);
      it("clock time → UTC and offset exactly", () => {
        expect(res.utc).toBe(Date.parse(item.utc));
        expect(formatOffset(res.offsetMinutes)).toBe(item.utcOffset);
        expect(res.warning).toBeUndefined();
      });
      it("local mean time within 1 minute", () => {
        expect(Math.abs(timeOfDayDiff(localMeanTime(res.utc, item.lng), item.localMeanTime))).toBeLessThan(
          MINUTE,
        );
      });
      it("equation of time within 0.1 min", () => {
        expect(
          Math.abs(equationOfTimeMinutes(res.utc, item.lat, item.lng) - item.equationOfTimeMin),
        ).toBeLessThan(0.1);
      });
      it("apparent solar time within 1 minute", () => {
        const ast = apparentSolarTime(res.utc, item.lat, item.lng);
        expect(Math.abs(timeOfDayDiff(ast, item.apparentSolarTime))).toBeLessThan(MINUTE);
        // The solar date can differ from the clock date (1985-02-11 00:30 → 1985-02-10 23:46).
        const diff = timeOfDayDiff(ast, item.apparentSolarTime);
        const clockDate = item.localClock.slice(0, 10);
        const solarDate = new Date(ast - diff).toISOString().slice(0, 10);
        if ("note" in item) expect(solarDate).not.toBe(clockDate);
        else expect(solarDate).toBe(clockDate);
      });
    });
  }

  describe("equation of time reference values (UTC noon) within 0.1 min", () => {
    for (const r of tst.equationOfTimeReference) {
      it(r.dateUtcNoon, () => {
        const t = Date.parse(`${r.dateUtcNoon}T12:00:00Z`);
        expect(Math.abs(equationOfTimeMinutes(t, 0, 0) - r.equationOfTimeMin)).toBeLessThan(0.1);
      });
    }
  });

  it("equation of time stays within its yearly range (−14.6 … +16.6 min)", () => {
    for (let d = 0; d < 366; d += 3) {
      const e = equationOfTimeMinutes(Date.UTC(2025, 0, 1 + d, 12), 55.75, 37.62);
      expect(e).toBeGreaterThan(-14.6);
      expect(e).toBeLessThan(16.6);
    }
  });
});

describe("timezones.json", () => {
  it("keeps its source", () => expect(tz.source).toContain("IANA"));
  describe("coordinates → zone (@photostructure/tz-lookup column)", () => {
    for (const l of tz.lookups) {
      it(`${l.name} → ${l.photostructure_tz_lookup}`, () => {
        expect(zoneAt(l.lat, l.lng)).toBe(l.photostructure_tz_lookup);
        expect(resolvePlace({ lat: l.lat, lng: l.lng }).tz).toBe(l.photostructure_tz_lookup);
      });
    }
    it("Kyiv is Europe/Kyiv, not the unmaintained lookup's Europe/Kiev", () => {
      const kyiv = tz.lookups.find((l) => l.name === "Kyiv")!;
      expect(zoneAt(kyiv.lat, kyiv.lng)).toBe("Europe/Kyiv");
    });
  });

  describe("offsets with seconds (local mean time)", () => {
    it("prints ±HH:MM:SS when the offset has seconds, ±HH:MM when it is whole", () => {
      // Tashkent kept local mean time until 1924: 69°14′ east is 4 h 37 min 11 s (IANA Asia/Tashkent LMT)
      const tashkent = offsetMinutes("Asia/Tashkent", Date.UTC(1922, 4, 10, 7));
      expect(formatOffset(tashkent)).toBe("+04:37:11");
      expect(formatOffset(180)).toBe("+03:00");
      expect(formatOffset(-330)).toBe("-05:30");
      expect(formatOffset(0)).toBe("+00:00");
      // less than half a second from zero is zero, never "-00:00"
      expect(formatOffset(-0.001)).toBe("+00:00");
    });

    it("reads back to the same offset to the second, for any offset within ±15 h", () => {
      fc.assert(
        fc.property(fc.integer({ min: -15 * 3600, max: 15 * 3600 }), (seconds) => {
          const text = formatOffset(seconds / 60);
          const m = /^([+-])(\d{2}):([0-5]\d)(?::([0-5]\d))?$/.exec(text);
          expect(m, text).not.toBeNull();
          const back = (m![1] === "-" ? -1 : 1) * (+m![2]! * 3600 + +m![3]! * 60 + +(m![4] ?? 0));
          expect(back).toBe(seconds);
          expect(m![4] === undefined).toBe(seconds % 60 === 0);
        }),
      );
    });
  });

  describe("historical offsets at local noon", () => {
    for (const z of tz.offsets) {
      it(z.zone, () => {
        for (const [local, offset] of Object.entries(z.offsets)) {
          const res = civilToUtc(civil(local), z.zone);
          expect(formatOffset(res.offsetMinutes), `${z.zone} ${local}`).toBe(offset);
          expect(res.warning, `${z.zone} ${local}`).toBeUndefined();
          expect(formatOffset(offsetMinutes(z.zone, res.utc))).toBe(offset);
          expect(utcToWall(res.utc, z.zone)).toBe(Date.parse(`${local}:00Z`));
        }
      });
    }
  });

  it("Moscow: decree time +3 before 1981, +2 in winter 1991/92, permanent +4 in 2011–14, +3 since", () => {
    const off = (s: string) => civilToUtc(civil(s), "Europe/Moscow").offsetMinutes;
    expect(off("1975-07-01T12:00")).toBe(180);
    expect(off("1991-12-01T12:00")).toBe(120);
    expect(off("1992-01-10T12:00")).toBe(120);
    expect(off("2012-01-15T12:00")).toBe(240);
    expect(off("2013-12-31T12:00")).toBe(240);
    expect(off("2015-01-15T12:00")).toBe(180);
  });

  describe("DST gaps and overlaps give a warning with every reading, never a silent shift", () => {
    for (const c of tz.dstEdgeCases) {
      it(`${c.zone} ${c.localInput}: ${c.kind.split(" ")[0]}`, () => {
        const luxonUtc = Date.parse(c.luxonResult);
        const res = civilToUtc(civil(c.localInput), c.zone);
        expect(res.warning).toBeDefined();
        const candidates = res.warning!.candidates.map((x) => x.utc);
        expect(candidates).toHaveLength(2);
        expect(candidates[1]! - candidates[0]!).toBe(3_600_000);
        expect(candidates).toContain(luxonUtc);
        if (c.kind.startsWith("gap")) {
          expect(res.warning!.kind).toBe("dstGap");
          // Default reading: with the offset before the change (= luxon's forward shift).
          expect(res.utc).toBe(luxonUtc);
          expect(res.offsetMinutes).toBe(180);
        } else {
          expect(res.warning!.kind).toBe("dstOverlap");
          // Default: the earlier instant (+04:00); "later" gives luxon's +03:00 reading.
          expect(res.utc).toBe(candidates[0]);
          expect(res.offsetMinutes).toBe(240);
          const later = civilToUtc(civil(c.localInput), c.zone, "later");
          expect(later.utc).toBe(luxonUtc);
          expect(later.offsetMinutes).toBe(180);
        }
      });
    }
  });

  describe("China's DST 1986–1991 (IANA Asia/Shanghai)", () => {
    it("summers at +09:00, winters and 1992 at +08:00", () => {
      const off = (s: string) => formatOffset(civilToUtc(civil(s), "Asia/Shanghai").offsetMinutes);
      expect(off("1985-07-01T12:00")).toBe("+08:00");
      for (const y of [1986, 1987, 1988, 1989, 1990, 1991]) {
        expect(off(`${y}-07-01T12:00`)).toBe("+09:00");
        expect(off(`${y}-12-01T12:00`)).toBe("+08:00");
      }
      expect(off("1992-07-01T12:00")).toBe("+08:00");
    });
    it("1986-05-04 02:30 did not exist; 1986-09-14 01:30 occurred twice", () => {
      const gap = civilToUtc(civil("1986-05-04T02:30"), "Asia/Shanghai");
      expect(gap.warning?.kind).toBe("dstGap");
      expect(gap.warning?.candidates.map((c) => c.offsetMinutes).sort()).toEqual([480, 540]);
      const overlap = civilToUtc(civil("1986-09-14T01:30"), "Asia/Shanghai");
      expect(overlap.warning?.kind).toBe("dstOverlap");
      expect(overlap.warning?.candidates.map((c) => new Date(c.utc).toISOString())).toEqual([
        "1986-09-13T16:30:00.000Z",
        "1986-09-13T17:30:00.000Z",
      ]);
    });
  });
});

describe("time.ts bad input names the field", () => {
  it("latitude and longitude out of range", () => {
    expectInvalid(() => zoneAt(91, 0), "lat");
    expectInvalid(() => zoneAt(0, -181), "lng");
    expectInvalid(() => resolvePlace({ lat: Number.NaN, lng: 0 }), "lat");
  });
  it("unknown zone", () => {
    expectInvalid(() => resolvePlace({ lat: 55, lng: 37, tz: "Mars/Olympus_Mons" }), "tz");
    expectInvalid(() => offsetMinutes("Nowhere", 0), "tz");
  });
  it("impossible date and year out of range", () => {
    expectInvalid(() => civilToUtc({ year: 2026, month: 2, day: 30, hour: 12, minute: 0 }, "UTC"), "date");
    expectInvalid(() => civilToUtc({ year: 1899, month: 12, day: 31, hour: 12, minute: 0 }, "UTC"), "date");
    expectInvalid(() => civilToUtc({ year: 2026, month: 2, day: 3, hour: 24, minute: 0 }, "UTC"), "time");
  });
  it("formatOffset", () => {
    expect(formatOffset(180)).toBe("+03:00");
    expect(formatOffset(-210)).toBe("-03:30");
    expect(formatOffset(0)).toBe("+00:00");
  });
});
