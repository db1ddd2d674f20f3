/**
 * A day of the public calendar on PGlite and PostgreSQL: GET /api/calendar/day and the parts of POST
 * /calendar/dayinfo/{part}, equal to the engine's; the day's ETag and 304; numbers as strings
 * and a city id for the place; the 30-day public window, and the personal payload refused without a Personal Calendar.
 */
import { DaySchema, generalDay } from "@bazi/almanac";
import { describe, expect, it } from "vitest";
import { appOn, DAYINFO, DB_TARGETS, MOSCOW, problem, TODAY } from "./harness.ts";

describe.each(DB_TARGETS)("the calendar day on $name", (target) => {
  const ctx = appOn(target);

  it("GET /api/calendar/day returns the whole day, equal to the engine", async () => {
    const res = await ctx.app.request("/api/calendar/day?date=2026-11-21&lat=55.7558&lng=37.6173&lang=en");
    expect(res.status).toBe(200);
    const d = DaySchema.parse(await res.json());
    const g = generalDay(TODAY, "Europe/Moscow");
    expect(d.pillars.day.zh).toBe(g.pillars.day.zh);
    expect(d.pillars.month.zh).toBe(g.pillars.month.zh);
    expect(d.place.tz).toBe("Europe/Moscow");
    expect(d.officer.name).toBe(g.officer.en);
    expect(d.moon.lunarDays.length).toBeGreaterThan(0);
  });

  for (const part of DAYINFO) {
    it(`POST /calendar/dayinfo/${part} answers for today in Moscow`, async () => {
      const res = await ctx.post(`/calendar/dayinfo/${part}`, { ...TODAY, ...MOSCOW });
      expect(res.status).toBe(200);
      const body = (await res.json()) as Record<string, unknown>;
      const key = {
        season: "season",
        descr: "day_info",
        tags: "tags",
        moon: "moon",
        "28su": "su",
        "day-hieroglyph": "hieroglyph",
        stars: "stars",
      }[part]!;
      expect(body[key]).toBeTruthy();
    });
  }

  it("dayinfo values match the engine: hieroglyph, mansion, moon, tags", async () => {
    const g = generalDay(TODAY, "Europe/Moscow");
    const h = (await (
      await ctx.post("/calendar/dayinfo/day-hieroglyph", { ...TODAY, ...MOSCOW })
    ).json()) as { hieroglyph: { zh: string } };
    expect(h.hieroglyph.zh).toBe(g.pillars.day.zh);
    const su = (await (await ctx.post("/calendar/dayinfo/28su", { ...TODAY, ...MOSCOW })).json()) as {
      su: { zh: string };
    };
    expect(su.su.zh).toBe(g.mansion.zh);
    const tags = (await (
      await ctx.post("/calendar/dayinfo/tags", { ...TODAY, ...MOSCOW, lang: "en" })
    ).json()) as {
      tags: { rating: { value: number; tag: string } };
    };
    expect(tags.tags.rating.value).toBe(g.rating.value);
    const descr = (await (await ctx.post("/calendar/dayinfo/descr", { ...TODAY, ...MOSCOW })).json()) as {
      day_info: { description: { officer: string; lunarDay: { symbol: string } } };
    };
    expect(descr.day_info.description.officer).toMatch(/^День Установления/);
    expect(descr.day_info.description.lunarDay.symbol).toBeTruthy();
    const season = (await (await ctx.post("/calendar/dayinfo/season", { ...TODAY, ...MOSCOW })).json()) as {
      count: number;
    };
    expect(season.count).toBe(g.solarTerm.dayOfTerm);
  });

  it("the day has a strong ETag; a request naming it (strong or, through a compressing proxy, weak) gets 304", async () => {
    const url = "/api/calendar/day?date=2026-11-21&lat=55.7558&lng=37.6173";
    const first = await ctx.app.request(url);
    const json = await first.text();
    // sent as it is: the proxy compresses (deploy/nginx, topology.test.ts)
    expect(first.headers.get("content-encoding")).toBeNull();
    const etag = String(first.headers.get("etag"));
    expect(etag).toMatch(/^"[^"]+"$/);
    const conditional = (named: string) => ctx.app.request(url, { headers: { "if-none-match": named } });
    for (const named of [etag, `W/${etag}`]) {
      const again = await conditional(named);
      expect(again.status).toBe(304);
      expect((await again.arrayBuffer()).byteLength).toBe(0);
      expect(again.headers.get("etag")).toBe(etag);
    }
    const other = await conditional('"other"');
    expect(other.status).toBe(200);
    expect(await other.text()).toBe(json);
    // another place, another answer and tag
    const elsewhere = await ctx.app.request("/api/calendar/day?date=2026-11-21&lat=59.9343&lng=30.3351");
    expect(elsewhere.headers.get("etag")).not.toBe(etag);
  });

  it("numbers may come as strings, and a city id stands for the place", async () => {
    const res = await ctx.post("/calendar/dayinfo/moon", {
      day: "21",
      month: "11",
      year: "2026",
      cityId: 524901,
    });
    expect(res.status).toBe(200);
  });

  it("the 30-day rule: today+30 is public, today+31 needs a Personal Calendar, past dates are public", async () => {
    expect(
      (await ctx.post("/calendar/dayinfo/descr", { day: 21, month: 12, year: 2026, ...MOSCOW })).status,
    ).toBe(200);
    const late = await ctx.post("/calendar/dayinfo/descr", { day: 22, month: 12, year: 2026, ...MOSCOW });
    expect(late.status).toBe(403);
    expect((await problem(late)).code).toBe("PERSONAL_CALENDAR_REQUIRED");
    expect(
      (await ctx.post("/calendar/dayinfo/descr", { day: 1, month: 1, year: 1950, ...MOSCOW })).status,
    ).toBe(200);
    const far = await ctx.app.request("/api/calendar/day?date=2027-06-01&lat=55.7558&lng=37.6173");
    expect(far.status).toBe(403);
  });

  it("the spec's personal payload is refused without an active Personal Calendar, naming the field", async () => {
    for (const [extra, field] of [
      [{ state: true }, "state"],
      [{ birth: { year: 1990, month: 5, day: 15, hour: 14, minute: 30, lat: 55.7, lng: 37.6 } }, "birth"],
    ] as const) {
      for (const path of ["/calendar/dayinfo/tags", "/calendar/dayinfo/stars"]) {
        const res = await ctx.post(path, { ...TODAY, ...MOSCOW, ...extra });
        expect(res.status).toBe(403);
        const p = await problem(res);
        expect(p.code).toBe("PERSONAL_CALENDAR_REQUIRED");
        expect(p.errors?.map((e) => e.field)).toEqual([field]);
      }
    }
  });
});
