/**
 * POST /api/bazi/compare over HTTP, on PGlite and PostgreSQL: two typed births for a visitor; a signed-in user's
 * saved charts by uuid; someone else's chart or a visitor naming a chart get nothing of it; bad input names the
 * side and the field in the asker's language; the answer matches the OpenAPI document's schema.
 */
import { CompatibilitySchema } from "@bazi/almanac";
import { ProblemSchema } from "@bazi/contracts";
import { describe, expect, it } from "vitest";
import { appOn, CHART_FORM, DB_TARGETS, type DbTarget, NOW, signUp } from "./harness.ts";

/** He: Moscow, 15 May 1990 08:30 (庚辰 day); she: Saint Petersburg, 8 March 1985 14:20 (CHART_FORM). */
const HIM = {
  date: "1990-05-15",
  time: "08:30",
  lat: 55.75,
  lng: 37.62,
  tz: "Europe/Moscow",
  gender: "male",
};
const HER = {
  date: CHART_FORM.birthday,
  time: CHART_FORM.birthdayTime,
  lat: CHART_FORM.latitude,
  lng: CHART_FORM.longitude,
  tz: CHART_FORM.timeZone,
  gender: CHART_FORM.gender,
};

describe.each(DB_TARGETS)("compatibility on $name", (target: DbTarget) => {
  const ctx = appOn(target, { TRUST_PROXY: "127.0.0.1" });

  it("compares two typed births for a visitor: the schema's answer, never cached", async () => {
    const res = await ctx.post("/api/bazi/compare", { first: HIM, second: HER, kind: "partner", lang: "en" });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const { compatibility } = (await res.json()) as { compatibility: unknown };
    const c = CompatibilitySchema.parse(compatibility);
    expect(c.charts.first.pillars.day.zh).toBe("庚辰");
    expect(c.dayMasters.first.name).toBe("Yang Metal");
    expect(c.score).toBe(c.points.reduce((s, p) => s + p.points, 0));
    expect(c.kind).toBe("partner");
    // the pair's ten years count from the server's clock
    expect(c.time.asOf).toBe(new Date(NOW).toISOString().replace(/\.\d{3}Z$/, "Z"));
    expect(c.time.years).toHaveLength(10);
  });

  it("compares the signed-in user's saved charts by uuid, as the typed births give", async () => {
    const u = await signUp(ctx, "compare");
    const saved = await u.call("POST", "/api/charts", CHART_FORM);
    const uuid = ((await saved.json()) as { chart: { uuid: string } }).chart.uuid;
    const byChart = await u.call("POST", "/api/bazi/compare", { first: HIM, second: { chart: uuid } });
    expect(byChart.status).toBe(200);
    const typed = await ctx.post("/api/bazi/compare", {
      first: HIM,
      second: { ...HER, timeBasis: "apparentSolar" },
    });
    const a = ((await byChart.json()) as { compatibility: { score: number; charts: unknown } }).compatibility;
    const b = ((await typed.json()) as { compatibility: { score: number; charts: unknown } }).compatibility;
    expect(a.charts).toEqual(b.charts);
    expect(a.score).toBe(b.score);

    // a visitor naming the chart must sign in; another user gets "not found"
    const visitor = await ctx.post("/api/bazi/compare", { first: HIM, second: { chart: uuid } });
    expect(visitor.status).toBe(401);
    const other = await signUp(ctx, "compare-other");
    const foreign = await other.call("POST", "/api/bazi/compare", { first: { chart: uuid }, second: HIM });
    expect(foreign.status).toBe(404);
    expect(JSON.stringify(await foreign.json())).not.toContain(CHART_FORM.birthday);
  });

  it("names the side and the field of bad input, in the asker's language", async () => {
    const missing = await ctx.post("/api/bazi/compare", {
      first: HIM,
      second: { time: "10:00" },
      lang: "ru",
    });
    expect(missing.status).toBe(400);
    const p1 = ProblemSchema.parse(await missing.json());
    expect(p1.errors?.map((e) => e.field).sort()).toEqual(["second.date", "second.lat", "second.lng"]);

    const noDate = await ctx.post("/api/bazi/compare", {
      first: { ...HIM, date: "1990-02-30" },
      second: HER,
      lang: "en",
    });
    expect(noDate.status).toBe(400);
    const p2 = ProblemSchema.parse(await noDate.json());
    expect(p2.errors?.[0]?.field).toBe("first.date");
    expect(p2.errors?.[0]?.message).toMatch(/^first\.date/);

    const badZone = await ctx.post("/api/bazi/compare", {
      first: HIM,
      second: { ...HER, tz: "Mars/Olympus" },
      lang: "ru",
    });
    expect(badZone.status).toBe(400);
    const p3 = ProblemSchema.parse(await badZone.json());
    expect(p3.errors?.[0]?.field).toBe("second.tz");
    expect(p3.errors?.[0]?.message).toMatch(/[а-я]/);

    const badKind = await ctx.post("/api/bazi/compare", { first: HIM, second: HER, kind: "rival" });
    expect(badKind.status).toBe(400);
    expect(ProblemSchema.parse(await badKind.json()).errors?.[0]?.field).toBe("kind");
  });
});
