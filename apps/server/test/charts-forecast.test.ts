/**
 * GET /api/charts/{uuid}/forecast (issue 38 item 2), on PGlite and PostgreSQL: the owner's chart's forecast as of
 * the server's clock, its decades and years for every chart, its months only while the chart's Personal Calendar
 * is paid; anyone else's uuid is "not found", a visitor is asked to sign in. The answer is the engine's.
 */
import { chartJson, ForecastSchema } from "@bazi/almanac";
import { describe, expect, it } from "vitest";
import { appOn, CHART_FORM, DB_TARGETS, type DbTarget, NOW, problem, userWithChart } from "./harness.ts";

describe.each(DB_TARGETS)("a chart's forecast over the API on $name", (target: DbTarget) => {
  const ctx = appOn(target);

  it("gives the owner the decades and years of an unpaid chart, and the months once it is paid", async () => {
    const unpaid = await userWithChart(ctx, "forecast-free", { paid: false });
    const res = await unpaid.call("GET", `/api/charts/${unpaid.chart}/forecast?lang=en`);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const free = (await res.json()) as { forecast: unknown; monthsOpen: boolean };
    const forecast = ForecastSchema.parse(free.forecast);
    expect(free.monthsOpen).toBe(false);
    expect(forecast.months).toEqual([]);
    // the engine's own forecast of the saved chart (23:00 changes the day, clock time), as of the server's now
    const engine = chartJson(
      {
        date: CHART_FORM.birthday,
        time: CHART_FORM.birthdayTime,
        place: { lat: CHART_FORM.latitude, lng: CHART_FORM.longitude, tz: CHART_FORM.timeZone },
        gender: "female",
        options: { zi: "dayChangesAt23", timeBasis: "clock" },
      },
      "en",
      { asOf: new Date(NOW).getTime() },
    ).forecast;
    expect(forecast.decades).toEqual(engine.decades);
    expect(forecast.years).toEqual(engine.years);
    expect(forecast.years.filter((y) => y.current).map((y) => y.year)).toEqual([
      new Date(NOW).getUTCFullYear(),
    ]);
    expect(forecast.years[0]!.verdict.name).toMatch(/^(Favourable|Mixed|Difficult)$/);

    const paid = await userWithChart(ctx, "forecast-paid", { paid: true });
    const open = (await (await paid.call("GET", `/api/charts/${paid.chart}/forecast`)).json()) as {
      forecast: { months: { current: boolean; verdict: { name: string } }[] };
      monthsOpen: boolean;
    };
    expect(open.monthsOpen).toBe(true);
    expect(open.forecast.months).toHaveLength(24);
    expect(open.forecast.months.filter((m) => m.current)).toHaveLength(1);
    expect(open.forecast.months[0]!.verdict.name).toMatch(/^(Благоприятный|Смешанный|Трудный)$/);
  });

  it("is not found for anyone else's chart, and asks a visitor to sign in", async () => {
    const owner = await userWithChart(ctx, "forecast-owner", { paid: true });
    const other = await userWithChart(ctx, "forecast-other", { paid: false });
    const res = await other.call("GET", `/api/charts/${owner.chart}/forecast`);
    expect(res.status).toBe(404);
    expect((await problem(res)).code).toBe("NOT_FOUND");
    expect((await ctx.app.request(`/api/charts/${owner.chart}/forecast`)).status).toBe(401);
  });
});
