/** The month and year services behind the calendar pages: data per day, and the 30-day rule applied. */
import { dayJson } from "@bazi/almanac";
import { describe, expect, it } from "vitest";
import { createCalendarService } from "../src/features/calendar/calendar.service.ts";
import { fixedClock } from "../src/providers/clock.ts";

const NOW = "2026-11-21T09:00:00Z";
const MOSCOW = { lat: 55.76, lng: 37.62, tz: "Europe/Moscow" };

const service = () => createCalendarService({ clock: fixedClock(NOW), cityById: async () => null });

describe("calendar month and year", () => {
  it("gives every day of a month with the same pillar, rating and lunar day as the whole day", () => {
    const cal = service();
    const m = cal.month({ year: 2026, month: 11 }, MOSCOW);
    expect(m.today).toBe("2026-11-21");
    expect(m.lastPublic).toBe("2026-12-21");
    expect(m.days).toHaveLength(30);
    for (const d of m.days) {
      const full = dayJson({ date: { year: 2026, month: 11, day: d.day }, place: MOSCOW, lang: "ru" });
      expect(d.date).toBe(full.date);
      expect(d.pillar).toBe(full.pillars.day.zh);
      expect(d.rating).toBe(full.rating.value);
      expect(d.lunarDay).toBe(full.moon.lunarDay);
      expect(d.phase).toBe(full.moon.phase);
      expect(d.locked).toBe(false);
    }
  });

  it("hides ratings beyond 30 days ahead but keeps pillars and the moon", () => {
    const m = service().month({ year: 2026, month: 12 }, MOSCOW);
    const d21 = m.days[20]!;
    const d22 = m.days[21]!;
    expect(d21).toMatchObject({ date: "2026-12-21", locked: false });
    expect(d21.rating).not.toBeNull();
    expect(d22).toMatchObject({ date: "2026-12-22", locked: true, rating: null });
    expect(d22.pillar).toMatch(/^[甲乙丙丁戊己庚辛壬癸][子丑寅卯辰巳午未申酉戌亥]$/);
    expect(d22.lunarDay).toBeGreaterThan(0);
  });

  it("rates a year for the heat map with later days locked", () => {
    const y = service().year(2026, MOSCOW);
    expect(y.months).toHaveLength(12);
    expect(y.months.reduce((n, m) => n + m.days.length, 0)).toBe(365);
    expect(y.months[10]!.days.every((d) => !d.locked && d.rating !== null)).toBe(true);
    expect(y.months[11]!.days.filter((d) => d.locked)).toHaveLength(10);
    const next = service().year(2027, MOSCOW);
    expect(next.months.every((m) => m.days.every((d) => d.locked && d.rating === null))).toBe(true);
    const past = service().year(1900, MOSCOW);
    expect(past.months[0]!.days[0]).toMatchObject({ date: "1900-01-01", locked: false });
  });
});
