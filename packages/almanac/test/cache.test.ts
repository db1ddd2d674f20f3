import { describe, expect, it } from "vitest";
import { BoundedCache } from "../src/cache.ts";
import { dayActivities, dayHours, dayThemes, GENERAL_DAY_BYTES, generalDay } from "../src/day.ts";
import { DAY_JSON_BYTES, dayJson } from "../src/json.ts";
import { heapCostEach } from "./support/heap.ts";

const weighOne = { maxBytes: 6, weigh: () => 1 };

describe("BoundedCache", () => {
  it("finds what it holds and forgets the oldest generation when its budget is spent", () => {
    const c = new BoundedCache<number, string>(weighOne);
    for (let i = 0; i < 10; i++) c.set(i, `v${i}`);
    expect(c.get(9)).toBe("v9");
    expect(c.get(7)).toBe("v7");
    expect(c.get(0)).toBeUndefined();
  });

  it("never holds more than its budget plus one entry, whatever the weights", () => {
    const c = new BoundedCache<number, Uint8Array>({ maxBytes: 10_000, weigh: (v) => v.byteLength });
    let seed = 7;
    for (let i = 0; i < 5000; i++) {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      const size = seed % 3000;
      c.set(i % 700, new Uint8Array(size));
      expect(c.bytes).toBeLessThanOrEqual(10_000 + 3000);
    }
  });

  it("counts a replaced entry once", () => {
    const c = new BoundedCache<string, string>({ maxBytes: 100, weigh: (v) => v.length });
    c.set("a", "x".repeat(10));
    c.set("a", "x".repeat(20));
    expect(c.bytes).toBe(20);
    expect(c.get("a")).toHaveLength(20);
  });

  it("keeps an entry heavier than half the budget, alone", () => {
    const c = new BoundedCache<string, string>({ maxBytes: 10, weigh: (v) => v.length });
    c.set("a", "aaaaaaaa");
    c.set("b", "bbbbbbbb");
    expect(c.get("b")).toBe("bbbbbbbb");
    expect(c.get("a")).toBe("aaaaaaaa");
  });
});

/**
 * The caches of days are bounded by a weight per entry, which must be at least what one costs: otherwise the
 * server's memory would grow past its budget (issue 17, decision 030: a peak ≤ 400 MB during 100,000 mixed
 * requests).
 */
describe("what a cached day weighs", () => {
  /** The i-th of distinct dates from 1950 on (a cached day met twice would count once). */
  const date = (i: number) => {
    const d = new Date(Date.UTC(1950, 0, 1) + i * 5 * 86_400_000);
    return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
  };

  it("a general day, with its ratings of themes, activities and hours, costs less than GENERAL_DAY_BYTES", () => {
    const cost = heapCostEach(1500, (i) => {
      const day = generalDay(date(i), i % 2 ? "Asia/Tokyo" : "Europe/Moscow");
      // what is worked out later is kept with the day
      dayThemes(day);
      dayActivities(day);
      dayHours(day);
      return day;
    });
    expect(cost).toBeGreaterThan(100);
    console.log(`a general day costs ${Math.round(cost)} B`);
    expect(cost).toBeLessThan(GENERAL_DAY_BYTES);
  });

  it("a whole day, with the personal layer, in Russian, costs less than DAY_JSON_BYTES", () => {
    const cost = heapCostEach(300, (i) =>
      dayJson({
        date: date(i),
        place: { lat: 55.75, lng: 37.62, tz: "Europe/Moscow" },
        lang: i % 2 ? "ru" : "en",
        natal: { yearPillar: i % 60, dayPillar: (i * 7) % 60 },
      }),
    );
    expect(cost).toBeGreaterThan(1000);
    console.log(`a whole day costs ${Math.round(cost)} B`);
    expect(cost).toBeLessThan(DAY_JSON_BYTES);
  });
});
