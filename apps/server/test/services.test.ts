import type { Viewer } from "@bazi/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runAdmin } from "../src/admin.ts";
import type { Database } from "../src/db/client.ts";
import { fixedClock } from "../src/providers/clock.ts";
import { DB_TARGETS, NOW, testApp } from "./harness.ts";

describe("services the web loaders call", () => {
  let ctx: Awaited<ReturnType<typeof testApp>>;
  let drop: () => Promise<void>;
  let database: Database;
  beforeAll(async () => {
    const opened = await DB_TARGETS[0]!.open();
    drop = opened.drop;
    database = opened.database;
    ctx = await testApp(opened.database);
  });
  afterAll(async () => drop());

  const MOSCOW = { lat: 55.7558, lng: 37.6173, tz: "Europe/Moscow", name: "Москва, Россия" };

  it("bazi.chart gives the chart, or field errors in the visitor's language", () => {
    const ok = ctx.services.bazi.chart(
      { date: "1990-05-15", time: "14:30", lat: 55.7558, lng: 37.6173, gender: "male" },
      "ru",
    );
    expect(ok.ok).toBe(true);
    if (ok.ok) {
      expect([
        ok.chart.pillars.year.zh,
        ok.chart.pillars.month.zh,
        ok.chart.pillars.day.zh,
        ok.chart.pillars.hour?.zh,
      ]).toEqual(["庚午", "辛巳", "庚辰", "癸未"]);
      expect(ok.chart.luck?.pillars).toHaveLength(10);
      // annual pillars: ten years from four before the server's current year (2026)
      expect(ok.chart.annual.map((a) => a.year)).toEqual([
        2022, 2023, 2024, 2025, 2026, 2027, 2028, 2029, 2030, 2031,
      ]);
    }
    const bad = ctx.services.bazi.chart({ date: "1990-02-30", time: "14:30", lat: 55.7, lng: 37.6 }, "ru");
    expect(bad).toEqual({ ok: false, errors: [expect.objectContaining({ field: "date" })] });
    if (!bad.ok) expect(bad.errors[0]!.message).toMatch(/[а-я]/);
    const badTime = ctx.services.bazi.chart(
      { date: "1990-05-15", time: "25:61", lat: 55.7, lng: 37.6 },
      "en",
    );
    expect(badTime.ok ? null : badTime.errors[0]!.field).toBe("time");
    const unknown = ctx.services.bazi.chart({ date: "1990-05-15", time: null, lat: 55.7, lng: 37.6 }, "en");
    expect(unknown.ok && unknown.chart.pillars.hour).toBeNull();
  });

  it("predict.month: rated days, locked beyond the window, field errors for an unknown theme", () => {
    const ok = ctx.services.predict.month({ theme: "travel", year: 2026, month: 11, place: MOSCOW }, "ru");
    expect(ok.ok && ok.result.days).toHaveLength(30);
    expect(
      ctx.services.predict.month({ theme: "travel", year: 2027, month: 3, place: MOSCOW }, "ru"),
    ).toEqual({
      ok: false,
      locked: true,
    });
    const bad = ctx.services.predict.month({ theme: "gold", year: 2026, month: 11, place: MOSCOW }, "en");
    expect(bad.ok === false && !bad.locked && bad.errors[0]!.field).toBe("theme");
    expect(ctx.services.predict.options("en").themes).toHaveLength(11);
  });

  it("location.place turns a gazetteer city into a place", async () => {
    expect(await ctx.services.location.place(524901, "ru")).toMatchObject({
      tz: "Europe/Moscow",
      name: "Москва, Россия",
    });
    expect(await ctx.services.location.place(1, "ru")).toBeNull();
  });

  it("accounts for page actions: outcomes with the cookies to set, or the problem in the page's language", async () => {
    const visitor = { viewer: null, principal: null, ip: "203.0.113.9", https: true } as const;
    const up = await ctx.services.accounts.signUp(
      visitor,
      { name: "Page", email: "page-actions@example.com", password: "Sunflower-42", consent: "on" },
      "en",
    );
    expect(up.ok).toBe(true);
    if (up.ok) expect(up.cookies[0]).toMatch(/^__Host-session=.+; HttpOnly; Secure; SameSite=Lax$/);
    const bad = await ctx.services.accounts.signIn(visitor, { username: "x", password: "" }, "ru");
    expect(bad).toMatchObject({ ok: false, status: 400, code: "VALIDATION_FAILED" });
    if (!bad.ok) expect(bad.errors.map((e) => e.field).sort()).toEqual(["password", "username"]);
    const wrong = await ctx.services.accounts.signIn(
      visitor,
      { username: "page-actions@example.com", password: "Wrong-one-1" },
      "ru",
    );
    expect(wrong).toMatchObject({ ok: false, status: 400, title: "Неверный логин или пароль" });
    const anonymous = await ctx.services.accounts.changePassword(
      visitor,
      { pass: "a", checkPass: "a" },
      "en",
    );
    expect(anonymous).toMatchObject({
      ok: false,
      status: 401,
      code: "UNAUTHORIZED",
      title: "Sign in to continue",
    });
    const out = await ctx.services.accounts.signOut(visitor, "ru");
    expect(
      out.ok && out.cookies.some((c) => c.startsWith("__Host-session=;") && c.includes("Max-Age=0")),
    ).toBe(true);
  });

  it("the Personal Calendar: the selected paid chart opens every date with the personal layer", async () => {
    const email = "personal-calendar@example.com";
    const up = await ctx.post("/api/user/singup", {
      name: "P",
      email,
      password: "Sunflower-42",
      consent: true,
    });
    const auth = { authorization: `Bearer ${((await up.json()) as { token: string }).token}` };
    const created = await ctx.post(
      "/api/charts",
      {
        fio: "Я",
        gender: "female",
        birthday: "1988-08-08",
        birthdayTime: "08:08",
        city: "Москва",
        latitude: 55.7558,
        longitude: 37.6173,
        timeZone: "Europe/Moscow",
        email,
      },
      auth,
    );
    const uuid = ((await created.json()) as { chart: { uuid: string } }).chart.uuid;
    await ctx.post("/api/charts/activate", { uuid }, auth);
    const viewerNow = async () => {
      const me = (await (await ctx.app.request("/api/user", { headers: auth })).json()) as {
        user: Viewer["user"];
        location: Viewer["location"];
        hoursWindow: Viewer["hoursWindow"];
      };
      const list = (await (await ctx.app.request("/api/charts", { headers: auth })).json()) as {
        list: Viewer["charts"];
        active: string | null;
      };
      const viewer: Viewer = { ...me, charts: list.list, active: list.active };
      return { viewer, principal: null, ip: "x", https: false };
    };
    // selected but not paid: no Personal Calendar
    expect(ctx.services.calendar.personal(await viewerNow())).toBeNull();
    await runAdmin(["chart:activate", uuid, "1"], database, fixedClock(NOW));
    const personal = ctx.services.calendar.personal(await viewerNow());
    expect(personal).toMatchObject({ chartId: uuid, name: "Я", paidUntil: "2026-12-21" });
    // the natal basis is the chart's own year and day pillars, as the calculator shows them
    const shown = ctx.services.bazi.chart(
      {
        date: "1988-08-08",
        time: "08:08",
        lat: 55.7558,
        lng: 37.6173,
        tz: "Europe/Moscow",
        gender: "female",
      },
      "ru",
    );
    expect(shown.ok).toBe(true);
    if (shown.ok) {
      expect(shown.chart.pillars.year.zh).toBe("戊辰");
      expect(personal?.natal).toEqual({
        yearPillar: shown.chart.pillars.year.index,
        dayPillar: shown.chart.pillars.day.index,
      });
    }

    const far = { year: 2027, month: 3, day: 14, place: MOSCOW, lang: "ru" as const };
    expect(ctx.services.calendar.day(far).personal).toBeNull();
    const day = ctx.services.calendar.day({ ...far, personal });
    expect(day.personal?.rating.value).toBeGreaterThanOrEqual(-3);
    expect(day.personal?.hours).toHaveLength(12);
    const general = ctx.services.calendar.month({ year: 2027, month: 3, place: MOSCOW });
    expect(general.days.every((d) => d.locked && d.rating === null)).toBe(true);
    const month = ctx.services.calendar.month({ year: 2027, month: 3, place: MOSCOW, personal });
    expect(month.days.some((d) => d.locked)).toBe(false);
    expect(month.days.find((d) => d.day === 14)?.rating).toBe(day.personal?.rating.value);
    const year = ctx.services.calendar.year({ year: 2028, place: MOSCOW, personal });
    expect(year.months.flatMap((m) => m.days).every((d) => !d.locked && d.rating !== null)).toBe(true);
    const locked = ctx.services.predict.month({ theme: "travel", year: 2027, month: 3, place: MOSCOW }, "en");
    expect(locked).toEqual({ ok: false, locked: true });
    const opened = ctx.services.predict.month(
      { theme: "travel", year: 2027, month: 3, place: MOSCOW, personal },
      "en",
    );
    expect(opened.ok && opened.result.personal && opened.result.lockedFrom === null).toBe(true);
    expect(opened.ok && opened.result.days).toHaveLength(31);
  });
});
