/**
 * The OpenAPI 3.1 document (/api/openapi.json) against real answers, on PGlite and PostgreSQL: every public
 * calendar and content read is documented, its answers (200 and errors) conform, and /api/docs shows it.
 */
import { describe, expect, it } from "vitest";
import { appOn, DAYINFO, DB_TARGETS, MOSCOW, TODAY } from "./harness.ts";
import { openApiValidator } from "./support/openapi.ts";

describe.each(DB_TARGETS)("the OpenAPI document on $name", (target) => {
  const ctx = appOn(target);

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
});
