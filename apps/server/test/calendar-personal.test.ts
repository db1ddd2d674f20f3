/**
 * The public calendar API with a signed-in user (issue 3, item 6), on PGlite and PostgreSQL: a paid chart opens
 * dates beyond the 30-day window; the personal payload of docs/product.md §3 (`state`, `birth`) gives the personal
 * layer of one of the user's paid charts and nothing else: a birth that is not such a chart's, an unpaid chart, another
 * user's chart or a visitor get 403 naming the field. Personal values are compared with the engine's.
 */
import { dayJson } from "@bazi/almanac";
import { describe, expect, it } from "vitest";
import {
  appOn,
  CHART_FORM,
  CHART_FORM_NATAL,
  DB_TARGETS,
  type DbTarget,
  MOSCOW,
  problem,
  TODAY,
  userWithChart,
} from "./harness.ts";
import { openApiValidator } from "./support/openapi.ts";

/** Beyond the public window (today + 30 = 2026-12-21 in Moscow). */
const LATER = { year: 2027, month: 3, day: 8 };
const FORM = CHART_FORM;
const BIRTH = { year: 1985, month: 3, day: 8, hour: 14, minute: 20, lat: 59.94, lng: 30.31 };

/** The engine's day in Moscow, with the chart's personal layer unless `natal` is null. */
const engineDay = (
  date: typeof TODAY,
  lang: "ru" | "en",
  natal: typeof CHART_FORM_NATAL | null = CHART_FORM_NATAL,
) => dayJson({ date, place: { ...MOSCOW, tz: "Europe/Moscow" }, lang, ...(natal ? { natal } : {}) });

describe.each(DB_TARGETS)("the calendar API for a signed-in user on $name", (target: DbTarget) => {
  const ctx = appOn(target, { TRUST_PROXY: "127.0.0.1" });

  /** A new user with one chart of FORM, selected; paid for 6 months when `paid`. */
  async function user(paid: boolean, form: Record<string, unknown> = FORM) {
    const { auth, call, chart } = await userWithChart(ctx, "personal", { paid, form });
    expect((await call("POST", "/api/charts/activate", { uuid: chart })).status).toBe(200);
    return { auth, chart, post: (path: string, body: object) => call("POST", path, body) };
  }

  it("a paid chart opens dates beyond the 30-day window; without one they stay closed, naming the date", async () => {
    const paid = await user(true);
    const unpaid = await user(false);
    const later = await paid.post("/calendar/dayinfo/descr", { ...LATER, ...MOSCOW });
    expect(later.status).toBe(200);
    const info = ((await later.json()) as { day_info: { date: string; pillars: { day: { zh: string } } } })
      .day_info;
    const engine = engineDay(LATER, "ru", null);
    expect(info.date).toBe("2027-03-08");
    expect(info.pillars.day.zh).toBe(engine.pillars.day.zh);

    for (const who of [unpaid.auth, {}]) {
      const res = await ctx.post("/calendar/dayinfo/descr", { ...LATER, ...MOSCOW }, who);
      expect(res.status).toBe(403);
      const p = await problem(res);
      expect(p.code).toBe("PERSONAL_CALENDAR_REQUIRED");
      expect(p.errors).toEqual([
        {
          field: "day",
          message: "day: Общие данные открыты до 2026-12-21, более поздние даты — в Персональном календаре",
        },
      ]);
    }

    const url = "/api/calendar/day?date=2027-03-08&lat=55.7558&lng=37.6173&lang=en";
    expect((await ctx.app.request(url, { headers: paid.auth })).status).toBe(200);
    const anon = await problem(await ctx.app.request(url));
    expect(anon.errors?.map((e) => e.field)).toEqual(["date"]);
    expect(anon.errors?.[0]?.message).toBe(
      "date: General data is open up to 2026-12-21; later dates are part of the Personal Calendar",
    );
  });

  it("state: true gives the selected paid chart's personal tags and stars, equal to the engine's", async () => {
    const paid = await user(true);
    const engine = engineDay(TODAY, "ru");
    const tagsRes = await paid.post("/calendar/dayinfo/tags", { ...TODAY, ...MOSCOW, state: true });
    expect(tagsRes.status).toBe(200);
    expect(tagsRes.headers.get("cache-control")).toBe("private, no-store");
    const tags = ((await tagsRes.json()) as { tags: { rating: unknown; personal: { rating: unknown } } })
      .tags;
    expect(tags.personal.rating).toEqual(engine.personal!.rating);
    expect(tags.rating).toEqual(engine.rating);

    const stars = (
      (await (await paid.post("/calendar/dayinfo/stars", { ...TODAY, ...MOSCOW, state: true })).json()) as {
        stars: { personal: unknown };
      }
    ).stars;
    expect(stars.personal).toEqual(engine.personal!.stars);

    // the personal answers are as the OpenAPI document describes them
    const oa = openApiValidator(await (await ctx.app.request("/api/openapi.json")).json());
    expect(oa.errors("POST", "/calendar/dayinfo/tags", 200, { tags })).toEqual([]);
    expect(oa.errors("POST", "/calendar/dayinfo/stars", 200, { stars })).toEqual([]);

    // the general answer has no personal layer and may be cached
    const general = await paid.post("/calendar/dayinfo/tags", { ...TODAY, ...MOSCOW });
    expect(general.headers.get("cache-control")).toBeNull();
    expect(((await general.json()) as { tags: object }).tags).not.toHaveProperty("personal");
  });

  it("birth is honoured only when it is one of the user's paid charts (date, time, place to 0.01°)", async () => {
    const paid = await user(true);
    const ok = await paid.post("/calendar/dayinfo/tags", { ...TODAY, ...MOSCOW, birth: BIRTH });
    expect(ok.status).toBe(200);
    const engine = engineDay(TODAY, "ru");
    expect(((await ok.json()) as { tags: { personal: { rating: unknown } } }).tags.personal.rating).toEqual(
      engine.personal!.rating,
    );

    // any other birth: another minute, day, place; a birth without the hour the chart has
    for (const birth of [
      { ...BIRTH, minute: 21 },
      { ...BIRTH, day: 9 },
      { ...BIRTH, lat: 55.75 },
      { year: 1985, month: 3, day: 8, lat: 59.94, lng: 30.31 },
    ]) {
      const res = await paid.post("/calendar/dayinfo/tags", { ...TODAY, ...MOSCOW, birth });
      expect(res.status).toBe(403);
      const p = await problem(res);
      expect(p.errors?.map((e) => e.field)).toEqual(["birth"]);
      expect(p.errors?.[0]?.message).toMatch(/^birth: Среди ваших карт с активным Персональным календарём/);
    }
    // state: false asks for general data: the birth is not used
    const general = await paid.post("/calendar/dayinfo/tags", {
      ...TODAY,
      ...MOSCOW,
      birth: BIRTH,
      state: false,
    });
    expect(general.status).toBe(200);
    expect(((await general.json()) as { tags: object }).tags).not.toHaveProperty("personal");
  });

  it("another user's paid chart, an unpaid chart and a visitor get no personal layer", async () => {
    await user(true); // a paid chart with BIRTH exists, of someone else
    const unpaid = await user(false);
    const someoneElse = await user(true, { ...FORM, birthday: "1990-01-01", fio: "Другой" });
    for (const [who, body, field] of [
      [unpaid.auth, { state: true }, "state"],
      [unpaid.auth, { birth: BIRTH }, "birth"],
      [someoneElse.auth, { birth: BIRTH }, "birth"],
      [{}, { state: true }, "state"],
      [{}, { birth: BIRTH }, "birth"],
      [{ authorization: "Bearer forged" }, { state: true }, "state"],
    ] as const) {
      for (const path of ["/calendar/dayinfo/tags", "/calendar/dayinfo/stars", "/calendar/activation/list"]) {
        const res = await ctx.post(path, { ...TODAY, ...MOSCOW, ...body }, who);
        expect(res.status, `${path} ${JSON.stringify(body)}`).toBe(403);
        const p = await problem(res);
        expect(p.code).toBe("PERSONAL_CALENDAR_REQUIRED");
        expect(p.errors?.map((e) => e.field)).toEqual([field]);
      }
    }
  });

  it("the session cookie counts from our own pages only; from another site the call is a visitor's", async () => {
    const paid = await user(true);
    const cookie = { cookie: `session=${paid.auth.authorization.slice("Bearer ".length)}` };
    const body = { ...TODAY, ...MOSCOW, state: true };
    const own = await ctx.post("/calendar/dayinfo/tags", body, {
      ...cookie,
      "sec-fetch-site": "same-origin",
    });
    expect(own.status).toBe(200);
    expect(((await own.json()) as { tags: object }).tags).toHaveProperty("personal");
    const elsewhere: Record<string, string>[] = [
      { "sec-fetch-site": "cross-site" },
      { origin: "https://evil.example" },
      {},
    ];
    for (const where of elsewhere) {
      const res = await ctx.post("/calendar/dayinfo/tags", body, { ...cookie, ...where });
      expect(res.status, JSON.stringify(where)).toBe(403);
      expect((await problem(res)).errors?.map((e) => e.field)).toEqual(["state"]);
      // general data is answered as to anyone
      const general = await ctx.post(
        "/calendar/dayinfo/tags",
        { ...TODAY, ...MOSCOW },
        { ...cookie, ...where },
      );
      expect(general.status).toBe(200);
    }
  });

  it("the moments to act and predict follow the chart's own ratings, and predict opens later months", async () => {
    const paid = await user(true);
    const engine = engineDay(TODAY, "en");
    const res = await paid.post("/calendar/activation/list", {
      ...TODAY,
      ...MOSCOW,
      lang: "en",
      state: true,
    });
    expect(res.status).toBe(200);
    const { hours } = (await res.json()) as { hours: { zh: string; rating: { value: number } }[] };
    const own = engine.hours
      .map((h) => ({
        zh: h.zh,
        value: engine.personal!.hours.find((p) => p.branch === h.branch)!.rating.value,
      }))
      .filter((h) => h.value >= 2);
    expect(hours.map((h) => ({ zh: h.zh, value: h.rating.value }))).toEqual(own);

    // a month beyond the window: closed for a visitor (naming the month), open for the paid user
    const body = { theme: "business", year: 2027, month: 5, ...MOSCOW };
    const closed = await problem(await ctx.post("/calendar/predict", body));
    expect(closed.errors?.map((e) => e.field)).toEqual(["month"]);
    const open = await paid.post("/calendar/predict", body);
    expect(open.status).toBe(200);
    expect(((await open.json()) as { lockedFrom: string | null }).lockedFrom).toBeNull();
    const personal = await paid.post("/calendar/predict", { ...body, state: true });
    expect(personal.status).toBe(200);
    expect(personal.headers.get("cache-control")).toBe("private, no-store");
  });
});
