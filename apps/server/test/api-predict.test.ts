/**
 * POST /calendar/predict (the themes and tags; a month's days rated for one, within the public window) and POST
 * /calendar/activation/list (the hours rated +2 or better, with the themes they serve), on PGlite and PostgreSQL.
 */
import { dayJson, THEMES } from "@bazi/almanac";
import { describe, expect, it } from "vitest";
import { appOn, DB_TARGETS, MOSCOW, problem } from "./harness.ts";

describe.each(DB_TARGETS)("predict and activation on $name", (target) => {
  const ctx = appOn(target);

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

  it("predict: the best days come with their best hours, 07:00–22:00 unless asked; never both hours and allHours", async () => {
    type Best = { best: { date: string; hours: { from: string; to: string }[] }[]; hoursWindow: unknown };
    const ask = async (extra: object) =>
      (await (
        await ctx.post("/calendar/predict", { theme: "travel", year: 2026, month: 11, ...MOSCOW, ...extra })
      ).json()) as Best;
    const starts = (r: Best) => r.best.flatMap((d) => d.hours.map((h) => h.from));
    const waking = await ask({});
    expect(waking.hoursWindow).toEqual({ from: "07:00", to: "22:00" });
    expect(waking.best.length).toBeGreaterThan(0);
    expect(starts(waking).every((h) => h >= "07:00" && h < "22:00")).toBe(true);
    const all = await ask({ allHours: true });
    expect(all.hoursWindow).toBeNull();
    expect(starts(all).length).toBeGreaterThan(starts(waking).length);
    const morning = await ask({ hours: "09:00-12:00" });
    expect(starts(morning).every((h) => h === "09:00" || h === "11:00")).toBe(true);
    const both = await problem(
      await ctx.post("/calendar/predict", {
        theme: "travel",
        year: 2026,
        month: 11,
        hours: "09:00-12:00",
        allHours: true,
      }),
    );
    expect(both.errors?.[0]?.field).toBe("allHours");
    const backwards = await problem(
      await ctx.post("/calendar/predict", { theme: "travel", year: 2026, month: 11, hours: "12:00-09:00" }),
    );
    expect(backwards.errors?.[0]?.field).toBe("hours");
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
});
