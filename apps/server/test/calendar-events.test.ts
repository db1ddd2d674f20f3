/**
 * GET /calendar/events: the year's almanac events at a place, equal to the engine's (bazi events --json); the
 * Chinese calendar's dates are China's, terms and phases the place's; errors name the field in the request's
 * language. Every answer is checked against the OpenAPI document by the harness.
 */
import { YearEventsSchema, yearEventsJson } from "@bazi/almanac";
import { ProblemSchema } from "@bazi/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DB_TARGETS, testApp } from "./harness.ts";

type Ctx = Awaited<ReturnType<typeof testApp>>;

async function problem(res: Response) {
  expect(res.status).toBe(400);
  expect(res.headers.get("content-type")).toContain("application/problem+json");
  return ProblemSchema.parse(await res.json());
}

describe("GET /calendar/events", () => {
  let ctx: Ctx;
  let drop: () => Promise<void>;
  const get = (query: string) => ctx.app.request(`/calendar/events?${query}`);

  beforeAll(async () => {
    const opened = await DB_TARGETS[0]!.open();
    drop = opened.drop;
    ctx = await testApp(opened.database);
  });
  afterAll(async () => {
    await drop();
  });

  it("2027 in Moscow: the engine's events, with real dates", async () => {
    const res = await get("year=2027&lat=55.7558&lng=37.6173&lang=ru");
    expect(res.status).toBe(200);
    const body = YearEventsSchema.parse(await res.json());
    expect(body).toEqual(yearEventsJson(2027, "Europe/Moscow", "ru"));
    const on = (key: string) => body.events.filter((e) => e.key === key).map((e) => e.date);
    expect(on("springFestival")).toEqual(["2027-02-06"]);
    expect(on("midAutumn")).toEqual(["2027-09-15"]);
    expect(on("dragonBoat")).toEqual(["2027-06-09"]);
    const cny = body.events.find((e) => e.key === "springFestival")!;
    expect(cny.name).toBe("Китайский Новый год (Праздник весны)");
    expect(cny.festival?.meaning).toMatch(/^Первый день лунного года/);
    const lichun = body.events.find((e) => e.key === "lichun")!;
    expect([lichun.date, lichun.local, lichun.utcOffset]).toEqual([
      "2027-02-04",
      "2027-02-04T04:46:17",
      "+03:00",
    ]);
    expect(body.events.filter((e) => e.kind === "term")).toHaveLength(24);
  });

  it("English, a city, a kind; without a place the year is Moscow's", async () => {
    const city = YearEventsSchema.parse(
      await (await get("year=2027&cityId=524901&kind=festival&lang=en")).json(),
    );
    expect(city.tz).toBe("Europe/Moscow");
    expect(city.events.every((e) => e.kind === "festival")).toBe(true);
    expect(city.events.find((e) => e.key === "midAutumn")?.name).toBe("Mid-Autumn Festival");
    const none = YearEventsSchema.parse(await (await get("year=2027")).json());
    expect(none.tz).toBe("Europe/Moscow");
    expect(none).toEqual(yearEventsJson(2027, "Europe/Moscow", "ru"));
  });

  it("far from China the festivals keep China's dates; the moon is the place's", async () => {
    const la = YearEventsSchema.parse(await (await get("year=2027&lat=34.05&lng=-118.24&lang=en")).json());
    expect(la.tz).toBe("America/Los_Angeles");
    expect(la.events.find((e) => e.key === "midAutumn")?.date).toBe("2027-09-15");
    const full = la.events.find((e) => e.kind === "fullMoon" && e.date.startsWith("2027-09"))!;
    expect([full.date, full.local]).toEqual(["2027-09-15", "2027-09-15T16:04:09"]);
  });

  it("a bad year names `year` in Russian; a lone coordinate, a zone, a kind name theirs", async () => {
    const late = await problem(await get("year=2101&lat=55.75&lng=37.62&lang=ru"));
    expect(late.errors?.[0]?.field).toBe("year");
    expect(late.errors?.[0]?.message).toMatch(/^year: .*[а-я]/);
    const missing = await problem(await get("lat=55.75&lng=37.62&lang=ru"));
    expect(missing.errors?.[0]?.field).toBe("year");
    const word = await problem(await get("year=next&lang=en"));
    expect(word.errors?.[0]?.message).toMatch(/^year: /);
    const lone = await problem(await get("year=2027&lat=55.75&lang=ru"));
    expect(lone.errors?.[0]?.field).toBe("lng");
    const zone = await problem(await get("year=2027&lat=55.75&lng=37.62&tz=Mars/Base&lang=ru"));
    expect(zone.errors?.[0]).toMatchObject({ field: "tz" });
    expect(zone.errors?.[0]?.message).toMatch(/часовой пояс/);
    const kind = await problem(await get("year=2027&kind=moon"));
    expect(kind.errors?.[0]?.field).toBe("kind");
  });

  it("the pages' service gives the same year", () => {
    const place = { lat: 55.76, lng: 37.62, tz: "Europe/Moscow", name: "Москва" };
    expect(ctx.services.calendar.events({ year: 2027, place, lang: "en" })).toEqual(
      yearEventsJson(2027, "Europe/Moscow", "en"),
    );
  });

  it("an unknown city is a 400 naming cityId", async () => {
    const body = await problem(await get("year=2027&cityId=999999999&lang=ru"));
    expect(body.errors?.[0]).toEqual({ field: "cityId", message: "cityId: Город не найден" });
  });
});
