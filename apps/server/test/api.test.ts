import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { DaySchema, dayJson, generalDay, THEMES } from "@bazi/almanac";
import { ProblemSchema } from "@bazi/contracts";
import { sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { metaValue } from "../src/db/seed.ts";
import { DB_TARGETS, testApp } from "./harness.ts";
import { openApiValidator } from "./support/openapi.ts";

const MOSCOW = { lat: 55.7558, lng: 37.6173 };
const TODAY = { year: 2026, month: 11, day: 21 };
const DAYINFO = ["season", "descr", "tags", "moon", "28su", "day-hieroglyph", "stars"];

async function problem(res: Response) {
  expect(res.headers.get("content-type")).toContain("application/problem+json");
  return ProblemSchema.parse(await res.json());
}

describe.each(DB_TARGETS)("API on $name", (target) => {
  let ctx: Awaited<ReturnType<typeof testApp>>;
  let drop: () => Promise<void>;
  let database: Awaited<ReturnType<DbTarget["open"]>>["database"];

  beforeAll(async () => {
    const opened = await target.open();
    drop = opened.drop;
    database = opened.database;
    ctx = await testApp(database);
  });
  afterAll(async () => {
    await drop();
  });

  it("migrates, seeds, and reports health", async () => {
    const res = await ctx.app.request("/healthz");
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: "ok", database: target.name });
    expect(await metaValue(database.db, "demo_seeded_at")).toBe("2026-11-21T09:00:00.000Z");
    const r = (await database.db.execute(sql`select count(*)::int as n from app_meta`)) as unknown as {
      rows: { n: number }[];
    };
    expect(r.rows[0]).toMatchObject({ n: 1 });
    await database.migrate(); // idempotent
  });

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

  it("a client gets the same JSON in the coding it takes: brotli first, then gzip", async () => {
    const url = "/api/calendar/day?date=2026-11-21&lat=55.7558&lng=37.6173";
    const plain = await ctx.app.request(url);
    const json = await plain.text();
    expect(plain.headers.get("content-encoding")).toBeNull();
    const browser = await ctx.app.request(url, { headers: { "accept-encoding": "gzip, deflate, br" } });
    expect(browser.headers.get("content-encoding")).toBe("br");
    expect(browser.headers.get("vary")).toContain("Accept-Encoding");
    expect(brotliDecompressSync(new Uint8Array(await browser.arrayBuffer())).toString("utf8")).toBe(json);
    const zipped = await ctx.app.request(url, { headers: { "accept-encoding": "gzip" } });
    expect(zipped.headers.get("content-encoding")).toBe("gzip");
    expect(gunzipSync(new Uint8Array(await zipped.arrayBuffer())).toString("utf8")).toBe(json);
    // each coding has its own tag
    expect(new Set([plain, browser, zipped].map((r) => r.headers.get("etag"))).size).toBe(3);
  });

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

  it("predict: themes and tags; a month's rated days within the public window, with lockedFrom", async () => {
    const meta = (await (await ctx.app.request("/calendar/predict")).json()) as {
      themes: { id: string }[];
      tags: { key: string }[];
    };
    expect(meta.themes).toHaveLength(11);
    expect(meta.tags.length).toBeGreaterThan(100);
    const nov = (await (
      await ctx.post("/calendar/predict", { theme: "travel", year: 2026, month: 11, ...MOSCOW })
    ).json()) as {
      days: unknown[];
      best: { rating: { value: number } }[];
      lockedFrom: string | null;
    };
    expect(nov.days).toHaveLength(30);
    expect(nov.lockedFrom).toBeNull();
    const dec = (await (
      await ctx.post("/calendar/predict", { tag: "marriage", year: 2026, month: 12, ...MOSCOW })
    ).json()) as {
      days: unknown[];
      lockedFrom: string;
    };
    expect(dec.days).toHaveLength(21);
    expect(dec.lockedFrom).toBe("2026-12-22");
    expect(
      (await ctx.post("/calendar/predict", { theme: "travel", year: 2027, month: 3, ...MOSCOW })).status,
    ).toBe(403);
    const unknown = await problem(
      await ctx.post("/calendar/predict", { theme: "gold", year: 2026, month: 11, ...MOSCOW }),
    );
    expect(unknown.errors?.[0]?.field).toBe("theme");
    const tag = await problem(await ctx.post("/calendar/predict", { tag: "flying", year: 2026, month: 11 }));
    expect(tag.errors?.[0]?.field).toBe("tag");
  });

  it("activation list: the engine's hours rated +2 or better, each with the themes its activities serve", async () => {
    const place = { ...MOSCOW, tz: "Europe/Moscow" };
    let seen = 0;
    for (let day = 1; day <= 21; day++) {
      const date = { year: 2026, month: 11, day };
      const body = (await (
        await ctx.post("/calendar/activation/list", { ...date, ...MOSCOW, lang: "en" })
      ).json()) as {
        hours: { zh: string; rating: { value: number }; themes: { id: string }[] }[];
      };
      const engine = dayJson({ date, place, lang: "en" });
      expect(body.hours.map((h) => h.zh)).toEqual(
        engine.hours.filter((h) => h.rating.value >= 2).map((h) => h.zh),
      );
      for (const h of body.hours) {
        const yi = new Set(engine.hours.find((e) => e.zh === h.zh)!.yi.map((a) => a.key));
        const expected = THEMES.filter((t) => t.keyActivities.some((k) => yi.has(k))).map((t) => t.id);
        expect(h.themes.map((t) => t.id)).toEqual(expected);
        seen += h.themes.length;
      }
    }
    expect(seen, "some hour in November favours some theme").toBeGreaterThan(0);
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

  it("page forms accept POST only from our own pages", async () => {
    const noOrigin = await ctx.app.request("/bazi", { method: "POST", body: "a=1" });
    expect(noOrigin.status).toBe(403);
    expect((await problem(noOrigin)).code).toBe("CROSS_SITE_REQUEST");
    const crossSite = await ctx.app.request("/bazi", {
      method: "POST",
      body: "a=1",
      headers: { "sec-fetch-site": "cross-site" },
    });
    expect(crossSite.status).toBe(403);
    const otherOrigin = await ctx.app.request("http://localhost:3000/bazi", {
      method: "POST",
      body: "a=1",
      headers: { origin: "https://evil.example", host: "localhost:3000" },
    });
    expect(otherOrigin.status).toBe(403);
    // same origin passes the check (no web app in this in-process test: 404)
    const same = await ctx.app.request("/bazi", {
      method: "POST",
      body: "a=1",
      headers: { "sec-fetch-site": "same-origin" },
    });
    expect(same.status).toBe(404);
  });

  it("security headers on every response: a nonce CSP on HTML, default-src 'none' on JSON", async () => {
    const res = await ctx.app.request("/api/docs");
    const csp = res.headers.get("content-security-policy") ?? "";
    expect(csp).toMatch(/script-src 'nonce-[A-Za-z0-9+/=]+' 'strict-dynamic'/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(res.headers.get("x-request-id")).toBeTruthy();
    const other = await ctx.app.request("/api/docs");
    expect(other.headers.get("content-security-policy")).not.toBe(csp);
    const json = await ctx.app.request("/healthz");
    expect(json.headers.get("content-security-policy")).toBe(
      "default-src 'none'; frame-ancestors 'none'; base-uri 'none'",
    );
    expect(json.headers.get("x-content-type-options")).toBe("nosniff");
    // HSTS only over https (on plain http it would be ignored at best, and pin a dev host at worst)
    expect(json.headers.get("strict-transport-security")).toBeNull();
    const https = await ctx.app.request("https://bazi.example/healthz");
    expect(https.headers.get("strict-transport-security")).toContain("max-age=");
  });

  it("cached day bodies and error answers carry the same common headers as any response", async () => {
    const expectCommon = (res: Response, requestId?: string) => {
      expect(res.headers.get("content-security-policy")).toBe(
        "default-src 'none'; frame-ancestors 'none'; base-uri 'none'",
      );
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      expect(res.headers.get("x-frame-options")).toBe("DENY");
      expect(res.headers.get("cross-origin-opener-policy")).toBe("same-origin");
      expect(res.headers.get("ratelimit-policy")).toMatch(/^\d+;w=60$/);
      if (requestId) expect(res.headers.get("x-request-id")).toBe(requestId);
      else expect(res.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    };
    const day = await ctx.app.request("/api/calendar/day?date=2026-11-21&lat=55.7558&lng=37.6173", {
      headers: { "accept-encoding": "gzip", "x-request-id": "trace-1" },
    });
    expect(day.status).toBe(200);
    expect(day.headers.get("content-encoding")).toBe("gzip");
    expect(day.headers.get("vary")).toBe("Accept-Encoding");
    expectCommon(day, "trace-1");
    const https = await ctx.app.request(
      "https://bazi.example/api/calendar/day?date=2026-11-21&lat=55.7558&lng=37.6173",
    );
    expect(https.headers.get("strict-transport-security")).toContain("max-age=");
    const bad = await ctx.app.request("/api/calendar/day?date=2026-13-01&lat=55.7558&lng=37.6173");
    expect(bad.status).toBe(400);
    expect(bad.headers.get("content-type")).toContain("application/problem+json");
    expectCommon(bad);
  });

  it("the language: ?lang= switches and remembers it, the home page follows the remembered one", async () => {
    const toEn = await ctx.app.request("/2026/11/21?lang=en&x=1");
    expect(toEn.status).toBe(302);
    expect(toEn.headers.get("location")).toBe("/en/2026/11/21?x=1");
    expect(toEn.headers.get("set-cookie")).toBe("lang=en; Path=/; Max-Age=31536000; SameSite=Lax");
    expect(toEn.headers.get("cache-control")).toBe("private, no-store");
    const toRu = await ctx.app.request("https://bazi.example/en/bazi?lang=ru");
    expect(toRu.headers.get("location")).toBe("/bazi");
    expect(toRu.headers.get("set-cookie")).toBe("lang=ru; Path=/; Max-Age=31536000; SameSite=Lax; Secure");
    // an unknown language: the parameter is dropped, nothing remembered
    const odd = await ctx.app.request("/about?lang=de");
    expect(odd.headers.get("location")).toBe("/about");
    expect(odd.headers.get("set-cookie")).toBeNull();
    // the home page follows the cookie; deep links and visitors without it stay
    const home = await ctx.app.request("/", { headers: { cookie: "consent=1; lang=en" } });
    expect(home.status).toBe(302);
    expect(home.headers.get("location")).toBe("/en");
    expect(home.headers.get("vary")).toContain("Cookie");
    for (const [path, cookie] of [
      ["/", "lang=ru"],
      ["/", ""],
      ["/2026/11/21", "lang=en"],
      ["/en", "lang=ru"],
    ] as const) {
      const res = await ctx.app.request(path, { headers: cookie ? { cookie } : {} });
      expect(res.status, `${path} with "${cookie}"`).not.toBe(302);
    }
  });

  it("robots.txt and a sitemap with ru/en alternates of the public pages", async () => {
    const robots = await (await ctx.app.request("/robots.txt")).text();
    expect(robots).toContain("Disallow: /api/");
    expect(robots).toMatch(/Sitemap: http:\/\/localhost:3000\/sitemap\.xml/);
    const res = await ctx.app.request("/sitemap.xml");
    expect(res.headers.get("content-type")).toContain("application/xml");
    const xml = await res.text();
    expect(xml).toContain("<loc>http://localhost:3000/2026/11/21</loc>");
    expect(xml).toContain("<loc>http://localhost:3000/en/2026/12/21</loc>");
    expect(xml).not.toContain("/2026/12/22<");
    expect(xml).toContain("<loc>http://localhost:3000/2026/events</loc>");
    expect(xml).toContain('hreflang="en" href="http://localhost:3000/en/about"');
    // the Bazi tools and the glossary, in both languages
    for (const path of ["/bazi", "/bazi/compare", "/predict/event", "/glossary"]) {
      expect(xml).toContain(`<loc>http://localhost:3000${path}</loc>`);
      expect(xml).toContain(`<loc>http://localhost:3000/en${path}</loc>`);
    }
    // articles only in the languages they exist in (the repository's content)
    await ctx.content.importContent();
    const withContent = await (await ctx.app.request("/sitemap.xml")).text();
    expect(withContent).toContain("<loc>http://localhost:3000/articles/what-is-bazi</loc>");
    expect(withContent).toContain("<loc>http://localhost:3000/en/articles/what-is-bazi</loc>");
    expect(withContent).toContain("<loc>http://localhost:3000/articles/day-officers</loc>");
    expect(withContent).not.toContain("/en/articles/day-officers");
    expect(withContent).toContain("<loc>http://localhost:3000/en/faq</loc>");
  });

  it("OpenAPI 3.1: every public call is documented, and real answers (200 and errors) conform to it", async () => {
    const doc = (await (await ctx.app.request("/api/openapi.json")).json()) as {
      openapi: string;
      paths: Record<string, object>;
    };
    expect(doc.openapi).toBe("3.1.0");
    const oa = openApiValidator(doc);
    const calls: (readonly [
      method: "GET" | "POST",
      path: string,
      request: () => Promise<Response> | Response,
    ])[] = [
      ...DAYINFO.map(
        (p) =>
          [
            "POST",
            `/calendar/dayinfo/${p}`,
            () => ctx.post(`/calendar/dayinfo/${p}`, { ...TODAY, ...MOSCOW }),
          ] as const,
      ),
      [
        "POST",
        "/calendar/activation/list",
        () => ctx.post("/calendar/activation/list", { ...TODAY, ...MOSCOW }),
      ],
      ["GET", "/calendar/predict", () => ctx.app.request("/calendar/predict?lang=en")],
      [
        "POST",
        "/calendar/predict",
        () => ctx.post("/calendar/predict", { theme: "travel", year: 2026, month: 11 }),
      ],
      ["POST", "/calendar/location/search", () => ctx.post("/calendar/location/search", { city: "Моск" })],
      ["POST", "/calendar/articles", () => ctx.post("/calendar/articles", { page: 1, limit: 20 })],
      ["GET", "/calendar/articles/{id}", () => ctx.app.request("/calendar/articles/what-is-bazi")],
      ["GET", "/calendar/sections", () => ctx.app.request("/calendar/sections")],
      ["GET", "/calendar/faq", () => ctx.app.request("/calendar/faq")],
      ["GET", "/calendar/events", () => ctx.app.request("/calendar/events?year=2027&lang=en")],
      [
        "GET",
        "/api/calendar/day",
        () => ctx.app.request("/api/calendar/day?date=2026-11-21&lat=55.7558&lng=37.6173"),
      ],
      [
        "POST",
        "/calendar/select",
        () =>
          ctx.post("/calendar/select", {
            event: "travel",
            from: "2026-11-21",
            to: "2026-12-10",
            ...MOSCOW,
            people: [{ birth: { year: 1990, month: 5, day: 17, lat: 55.75, lng: 37.62 } }],
            explain: "2026-11-22",
          }),
      ],
    ];
    await ctx.content.importContent();
    for (const [method, path, send] of calls) {
      const res = await send();
      expect(res.status, `${method} ${path}`).toBe(200);
      expect(oa.errors(method, path, 200, await res.json()), `${method} ${path}`).toEqual([]);
    }
    const sections = (await (await ctx.app.request("/calendar/sections")).json()) as {
      sections: { id: string }[];
    };
    const section = await ctx.app.request(`/calendar/sections/${sections.sections[0]!.id}`);
    expect(oa.errors("GET", "/calendar/sections/{id}", 200, await section.json())).toEqual([]);
    // every documented calendar and content read is one of those (the FAQ form's call, which writes, the month's
    // image, which is no JSON: month-image.test.ts, and the rest: openapi-coverage.test.ts), and errors conform to
    // their documented problem+json
    expect(
      Object.keys(doc.paths)
        .filter(
          (p) =>
            /^\/(api\/)?calendar\//.test(p) && p !== "/calendar/faq/questions" && p !== "/calendar/month.png",
        )
        .sort(),
    ).toEqual([...new Set([...calls.map((c) => c[1]), "/calendar/sections/{id}"])].sort());
    const bad = await ctx.post("/calendar/dayinfo/tags", { ...TODAY, day: 31, month: 2, ...MOSCOW });
    expect(oa.errors("POST", "/calendar/dayinfo/tags", 400, await bad.json())).toEqual([]);
    const later = await ctx.post("/calendar/dayinfo/tags", { day: 1, month: 6, year: 2027, ...MOSCOW });
    expect(oa.errors("POST", "/calendar/dayinfo/tags", 403, await later.json())).toEqual([]);
    // and the schemas are not empty: an answer without its parts does not conform
    expect(oa.errors("POST", "/calendar/dayinfo/tags", 200, { tags: {} })).not.toEqual([]);
    expect(oa.errors("POST", "/calendar/dayinfo/descr", 200, { day_info: { date: 1 } })).not.toEqual([]);
    expect(oa.errors("POST", "/calendar/activation/list", 200, { hours: [{ zh: "子" }] })).not.toEqual([]);

    const page = await ctx.app.request("/api/docs");
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("/calendar/dayinfo/tags");
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

describe("rate limits", () => {
  it("answers 429 with Retry-After once the per-IP burst is spent", async () => {
    const { database, drop } = await DB_TARGETS[0]!.open();
    const ctx = await testApp(database, { RATE_LIMIT_BURST: "3", RATE_LIMIT_PER_MINUTE: "60" });
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await ctx.app.request("/calendar/predict")).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const res = await ctx.app.request("/calendar/predict");
    expect(res.headers.get("retry-after")).toMatch(/^\d+$/);
    expect((await ctx.app.request("/healthz")).status).toBe(200);
    await drop();
  });

  it("behind our proxy the key is the address it appended: a forged X-Forwarded-For start does not escape", async () => {
    const { database, drop } = await DB_TARGETS[0]!.open();
    const ctx = await testApp(database, {
      RATE_LIMIT_BURST: "3",
      RATE_LIMIT_PER_MINUTE: "60",
      TRUST_PROXY: "true",
    });
    const from = (forwarded: string) =>
      ctx.app.request("/calendar/predict", { headers: { "x-forwarded-for": forwarded } });
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await from(`10.9.9.${i}, 203.0.113.9`)).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    // another client (the proxy appended another address) has its own bucket
    expect((await from("10.9.9.1, 203.0.113.10")).status).toBe(200);
    await drop();
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

type DbTarget = (typeof DB_TARGETS)[number];
