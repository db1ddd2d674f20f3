/**
 * Places in the calendar calls on PGlite and PostgreSQL: each place gets the engine's answer for itself (places in
 * one zone share the day, not the moonrise), a zone given beside a city id must be one, and the city search.
 */
import { dayJson } from "@bazi/almanac";
import { describe, expect, it } from "vitest";
import { appOn, DAYINFO, DB_TARGETS, MOSCOW, problem, TODAY } from "./harness.ts";

describe.each(DB_TARGETS)("places on $name", (target) => {
  const ctx = appOn(target);

  it("places in one zone share the day but not their moonrise: each answer is the engine's for its place", async () => {
    // Moscow and Murmansk keep one zone; the Moon rises there at different times, so the lunar days differ
    const murmansk = { lat: 68.97, lng: 33.09 };
    const answers = [];
    for (const place of [MOSCOW, murmansk, MOSCOW]) {
      const res = await ctx.app.request(
        `/api/calendar/day?date=2026-11-23&lat=${place.lat}&lng=${place.lng}&lang=en`,
      );
      const text = await res.text();
      const got = JSON.parse(text);
      const lat = Math.round(place.lat * 100) / 100;
      const lng = Math.round(place.lng * 100) / 100;
      const want = dayJson({
        date: { year: 2026, month: 11, day: 23 },
        place: { lat, lng, tz: "Europe/Moscow" },
        lang: "en",
      });
      // the very text the engine's day serialises to, key for key
      expect(text).toBe(JSON.stringify(want));
      answers.push(got as { moon: { lunarDays: { startsAt: string }[] } });
    }
    expect(answers[0]!.moon.lunarDays).not.toEqual(answers[1]!.moon.lunarDays);
  });

  it("a city id with a zone that is not one answers 400 naming tz, on every endpoint that takes a place", async () => {
    for (const path of [
      ...DAYINFO.map((p) => `/calendar/dayinfo/${p}`),
      "/calendar/activation/list",
      "/calendar/predict",
    ]) {
      const res = await ctx.post(path, { ...TODAY, cityId: 524901, tz: "Mars/Base", lang: "en" });
      expect(res.status, path).toBe(400);
      expect((await problem(res)).errors).toEqual([
        { field: "tz", message: `tz: "Mars/Base" is not an IANA time zone (e.g. Europe/Moscow)` },
      ]);
    }
    const ok = await ctx.post("/calendar/dayinfo/descr", { ...TODAY, cityId: 524901, tz: "Asia/Tokyo" });
    expect(((await ok.json()) as { day_info: { place: { tz: string } } }).day_info.place.tz).toBe(
      "Asia/Tokyo",
    );
  });

  it("city search: Москва first with its zone; one letter → 400 naming city", async () => {
    const res = await ctx.post("/calendar/location/search", { city: "Москва" });
    const body = (await res.json()) as { cities: { name: string; address: string; timeZone: string }[] };
    expect(body.cities[0]).toMatchObject({
      name: "Москва",
      address: "Москва, Россия",
      timeZone: "Europe/Moscow",
    });
    expect(body.cities.length).toBeLessThanOrEqual(10);
    const short = await problem(await ctx.post("/calendar/location/search", { city: "М" }));
    expect(short.errors?.[0]?.field).toBe("city");
  });
});
