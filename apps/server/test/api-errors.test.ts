/**
 * What a wrong request gets, on PGlite and PostgreSQL: 400 naming the field in the asker's language; 415, 400,
 * 413, 404 and 405 for the body, the path and the method; fuzzed requests never a 5xx, and every 400 and 403 names
 * its fields. A failure inside the server answers a generic 500 that shows none of its internals.
 */
import { ProblemSchema } from "@bazi/contracts";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { appOn, DAYINFO, DB_TARGETS, MOSCOW, problem, TODAY, testApp } from "./harness.ts";

describe.each(DB_TARGETS)("wrong requests on $name", (target) => {
  const ctx = appOn(target);

  it("bad input gets 400 naming the field, in Russian by default and in English on request", async () => {
    const ru = await problem(await ctx.post("/calendar/dayinfo/tags", { month: 11, year: 2026, ...MOSCOW }));
    expect(ru.code).toBe("VALIDATION_FAILED");
    expect(ru.errors?.map((e) => e.field)).toEqual(["day"]);
    expect(ru.errors?.[0]?.message).toMatch(/day: Обязательное поле/);
    const en = await problem(
      await ctx.post("/calendar/dayinfo/tags", { day: 30, month: 2, year: 2026, ...MOSCOW, lang: "en" }),
    );
    expect(en.errors).toEqual([{ field: "day", message: "day: There is no such date in the calendar" }]);
    const lat = await problem(await ctx.post("/calendar/dayinfo/tags", { ...TODAY, lat: 95, lng: 37 }));
    expect(lat.errors?.[0]?.field).toBe("lat");
    const place = await problem(await ctx.post("/calendar/dayinfo/tags", { ...TODAY }));
    expect(place.errors?.map((e) => e.field).sort()).toEqual(["lat", "lng"]);
    const tz = await problem(
      await ctx.post("/calendar/dayinfo/tags", { ...TODAY, ...MOSCOW, tz: "Mars/Base" }),
    );
    expect(tz.errors?.[0]?.field).toBe("tz");
    const year = await problem(
      await ctx.post("/calendar/dayinfo/tags", { day: 1, month: 1, year: 1800, ...MOSCOW }),
    );
    expect(year.errors?.[0]?.field).toBe("year");
    const city = await problem(await ctx.post("/calendar/dayinfo/tags", { ...TODAY, cityId: 999999999 }));
    expect(city.errors?.[0]?.field).toBe("cityId");
  });

  it("not JSON → 415, malformed JSON → 400, too large → 413, unknown path → 404, wrong method → 405", async () => {
    const form = await ctx.app.request("/calendar/dayinfo/tags", {
      method: "POST",
      headers: { "content-type": "text/plain" },
      body: "x",
    });
    expect(form.status).toBe(415);
    const bad = await ctx.post("/calendar/dayinfo/tags", "{not json");
    expect(bad.status).toBe(400);
    expect((await problem(bad)).errors?.[0]?.field).toBe("body");
    const big = await ctx.post(
      "/calendar/dayinfo/tags",
      JSON.stringify({ pad: "x".repeat(70_000), ...TODAY, ...MOSCOW }),
    );
    expect(big.status).toBe(413);
    expect((await ctx.app.request("/api/nothing")).status).toBe(404);
    expect((await ctx.app.request("/calendar/dayinfo/tags")).status).toBe(404);
    expect((await ctx.app.request("/", { method: "DELETE" })).status).toBe(405);
  });

  it("fuzzed requests against every /calendar endpoint and the day API: never 5xx; every 400 and 403 names its fields", async () => {
    const anyValue = fc.oneof(
      fc.integer(),
      fc.double(),
      fc.string(),
      fc.boolean(),
      fc.constant(null),
      fc.array(fc.integer(), { maxLength: 3 }),
    );
    const zone = fc.oneof(
      fc.string(),
      fc.constantFrom("Europe/Moscow", "UTC", "Asia/Tokyo", "Mars/Base", ""),
    );
    // real gazetteer ids too (Moscow, Saint Petersburg, London), so a city's place meets the other fields
    const cityId = fc.oneof(anyValue, fc.constantFrom(524901, 498817, 2643743, "524901"));
    const birth = fc.oneof(
      anyValue,
      fc.record(
        {
          year: anyValue,
          month: anyValue,
          day: anyValue,
          hour: anyValue,
          minute: anyValue,
          lat: anyValue,
          lng: anyValue,
        },
        { requiredKeys: [] },
      ),
      fc.record({
        year: fc.integer({ min: 1890, max: 2110 }),
        month: fc.integer({ min: 0, max: 13 }),
        day: fc.integer({ min: 0, max: 32 }),
        hour: fc.integer({ min: -1, max: 24 }),
        minute: fc.integer({ min: 0, max: 60 }),
        lat: fc.double({ min: -100, max: 100, noNaN: true }),
        lng: fc.double({ min: -200, max: 200, noNaN: true }),
      }),
    );
    const body = fc.oneof(
      fc.record(
        {
          day: anyValue,
          month: anyValue,
          year: anyValue,
          lat: anyValue,
          lng: anyValue,
          tz: zone,
          cityId,
          lang: fc.oneof(fc.constantFrom("ru", "en"), fc.string()),
          theme: fc.oneof(fc.constantFrom("business", "travel"), fc.string()),
          tag: fc.string(),
          city: fc.string(),
          best: anyValue,
          state: anyValue,
          birth,
          page: anyValue,
          limit: anyValue,
        },
        { requiredKeys: [] },
      ),
      fc.record(
        {
          day: fc.integer({ min: 1, max: 31 }),
          month: fc.integer({ min: 1, max: 12 }),
          year: fc.integer({ min: 1890, max: 2110 }),
          lat: fc.double({ min: -100, max: 100, noNaN: true }),
          lng: fc.double({ min: -200, max: 200, noNaN: true }),
          cityId,
          tz: zone,
          state: fc.boolean(),
          birth,
        },
        { requiredKeys: ["day", "month", "year", "lat", "lng"] },
      ),
      // date selection: near-valid bodies, so that the engine's own checks are reached
      fc.record(
        {
          event: fc.oneof(fc.constantFrom("wedding", "travel", "burial"), fc.string()),
          from: fc.constantFrom("2026-11-21", "2026-02-30", "1899-12-31", "2026-12-01", "x"),
          to: fc.constantFrom("2026-11-21", "2026-12-20", "2027-06-01", "2100-12-31", "2026-11-01"),
          lat: fc.double({ min: -100, max: 100, noNaN: true }),
          lng: fc.double({ min: -200, max: 200, noNaN: true }),
          people: fc.oneof(
            anyValue,
            fc.array(
              fc.oneof(fc.record({ birth }), fc.record({ chartId: fc.oneof(fc.uuid(), fc.string()) })),
              {
                maxLength: 6,
              },
            ),
          ),
          skipRules: fc.oneof(
            anyValue,
            fc.array(fc.constantFrom("pengZu", "tuWang", "nothing"), { maxLength: 4 }),
          ),
          explain: fc.oneof(anyValue, fc.constantFrom("2026-11-25", "2027-01-01", "2026-13-01")),
          best: anyValue,
        },
        { requiredKeys: ["event", "from", "to", "people"] },
      ),
      fc.jsonValue(),
    );
    const posts = [
      ...DAYINFO.map((p) => `/calendar/dayinfo/${p}`),
      "/calendar/activation/list",
      "/calendar/predict",
      "/calendar/select",
      "/calendar/location/search",
      "/calendar/articles",
    ];
    const text = fc.oneof(
      fc.string(),
      fc.integer().map(String),
      fc.constantFrom("2026-11-21", "2026-02-30", "1800-01-01"),
    );
    const query = fc
      .record(
        {
          date: text,
          lat: text,
          lng: text,
          tz: zone,
          lang: fc.oneof(fc.constantFrom("ru", "en"), fc.string()),
        },
        { requiredKeys: [] },
      )
      .map((q) => new URLSearchParams(q as Record<string, string>).toString());
    // [path, body]: a POST; [url]: a GET (so that a counterexample prints as the request)
    const request = fc.oneof(
      fc.tuple(fc.constantFrom(...posts), body),
      fc
        .tuple(
          fc.constantFrom("/api/calendar/day", "/calendar/predict", "/calendar/faq", "/calendar/sections"),
          query,
        )
        .map(([path, q]) => [`${path}?${q}`] as const),
      fc
        .tuple(fc.constantFrom("/calendar/articles/", "/calendar/sections/"), fc.string())
        .map(([path, id]) => [`${path}${encodeURIComponent(id)}`] as const),
    );
    await fc.assert(
      fc.asyncProperty(request, async (r) => {
        const res = r.length === 2 ? await ctx.post(r[0], r[1]) : await ctx.app.request(r[0]);
        expect(res.status).toBeLessThan(500);
        if (res.status === 400 || res.status === 403) {
          const p = await problem(res);
          expect(p.errors?.length).toBeGreaterThan(0);
          for (const e of p.errors!) expect(e.message.startsWith(`${e.field}: `)).toBe(true);
        } else if (res.status >= 400) {
          // 404: the article or section asked for does not exist (no field is at fault)
          expect(res.status).toBe(404);
          await problem(res);
        }
      }),
      { numRuns: 400 },
    );
  });
});

describe("a failure inside the server", () => {
  it("answers 500 with the generic text in the request's language and none of the error's internals", async () => {
    const { database } = await DB_TARGETS[0]!.open();
    const ctx = await testApp(database);
    // signed in, then the database goes away: every call that reads it fails inside the server
    const res = await ctx.post("/api/user/singup", {
      name: "X",
      email: "gone@example.com",
      password: "Sunflower-42",
      consent: true,
    });
    const { token } = (await res.json()) as { token: string };
    await database.close();
    for (const [lang, title] of [
      ["ru", "Что-то пошло не так, попробуйте позже"],
      ["en", "Something went wrong, please try again later"],
    ] as const) {
      const failed = await ctx.app.request(`/api/charts?lang=${lang}`, {
        headers: { authorization: `Bearer ${token}`, "accept-language": lang },
      });
      expect(failed.status).toBe(500);
      const text = await failed.text();
      const p = ProblemSchema.parse(JSON.parse(text));
      expect(p).toMatchObject({ code: "INTERNAL", status: 500, title });
      expect(p.detail).toBeUndefined();
      expect(Object.keys(JSON.parse(text)).sort()).toEqual(["code", "requestId", "status", "title", "type"]);
      expect(text).not.toMatch(/pglite|closed|select|at \w+ \(|\.ts:\d/i);
    }
  });
});
