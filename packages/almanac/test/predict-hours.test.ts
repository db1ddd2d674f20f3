/**
 * Predict's best days come with their best hours (issue 37 item 3): the day page's rule (hours-window.ts
 * `bestHours`: rated +2 or better, by the chart's own ratings with a chart) among the hours people keep, 07:00–22:00
 * at the place unless the caller gives another window or asks for every hour; for an activity, never an hour whose
 * 忌 holds it.
 */
import { describe, expect, it } from "vitest";
import { dayHours, generalDay } from "../src/day.ts";
import { bestHours, parseHoursWindow } from "../src/hours-window.ts";
import { activityByKey } from "../src/names/activities.ts";
import { personalDay } from "../src/personal.ts";
import { predict } from "../src/predict.ts";

const MOSCOW = { lat: 55.7558, lng: 37.6173, tz: "Europe/Moscow" };
const YEAR = { from: { year: 2027, month: 1, day: 1 }, to: { year: 2027, month: 12, day: 31 } };
const NATAL = { yearPillar: 6, dayPillar: 16 };
const dayOf = (date: string) => {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  return generalDay({ year, month, day }, MOSCOW.tz);
};
const span = (h: { from: string; to: string }) => `${h.from}–${h.to}`;

describe("predict's best hours", () => {
  it("are the day's +2 hours inside 07:00–22:00, the same as the day page's, over a year of best days", () => {
    const r = predict({ theme: "business", ...YEAR, place: MOSCOW, best: 100 });
    expect(r.hoursWindow).toEqual({ from: "07:00", to: "22:00" });
    expect(r.best.length).toBeGreaterThan(20);
    let named = 0;
    for (const d of r.best) {
      const blocks = dayHours(dayOf(d.date));
      const expected = blocks.filter((h) => h.rating.value >= 2 && h.from >= "07:00" && h.from < "22:00");
      expect(d.hours.map(span)).toEqual(expected.map(span));
      named += d.hours.length;
    }
    expect(named).toBeGreaterThan(0);
  });

  it("take night hours only when asked, and keep to a window given", () => {
    const all = predict({ theme: "business", ...YEAR, place: MOSCOW, best: 100, hours: null });
    expect(all.hoursWindow).toBeNull();
    const night = all.best.flatMap((d) => d.hours).filter((h) => h.from < "07:00" || h.from >= "22:00");
    expect(night.length).toBeGreaterThan(0);
    const morning = predict({
      theme: "business",
      ...YEAR,
      place: MOSCOW,
      best: 100,
      hours: parseHoursWindow("09:00-12:00"),
    });
    const starts = new Set(morning.best.flatMap((d) => d.hours.map((h) => h.from)));
    expect([...starts].every((s) => s === "09:00" || s === "11:00")).toBe(true);
    expect(starts.size).toBeGreaterThan(0);
  });

  it("with a chart follow the chart's own hour ratings", () => {
    const r = predict({ theme: "relationships", ...YEAR, place: MOSCOW, best: 30, natal: NATAL });
    let differs = 0;
    for (const d of r.best) {
      const g = dayOf(d.date);
      const p = personalDay(g, NATAL);
      const hours = dayHours(g).map((h) => ({ branch: h.branch, from: h.from, to: h.to, rating: h.rating }));
      const own = bestHours({ hours, personal: p }, { from: "07:00", to: "22:00" });
      expect(d.hours.map(span)).toEqual(own.map(span));
      const general = bestHours({ hours }, { from: "07:00", to: "22:00" });
      if (own.map(span).join() !== general.map(span).join()) differs++;
    }
    // the chart changes some days' hours, or the test would not show that it is read
    expect(differs).toBeGreaterThan(0);
  });

  it("for an activity, never an hour whose 忌 holds it", () => {
    const key = "travel";
    const a = activityByKey(key).index;
    const r = predict({ activity: key, ...YEAR, place: MOSCOW, best: 100 });
    expect(r.best.length).toBeGreaterThan(5);
    let left = 0;
    for (const d of r.best) {
      const blocks = dayHours(dayOf(d.date));
      for (const h of d.hours) expect(blocks.find((b) => b.from === h.from)!.ji).not.toContain(a);
      const good = blocks.filter((h) => h.rating.value >= 2 && h.from >= "07:00" && h.from < "22:00");
      left += good.length - d.hours.length;
    }
    // some good hours forbid setting out itself: they are the ones left out
    expect(left).toBeGreaterThan(0);
  });
});
