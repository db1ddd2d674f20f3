/**
 * POST /api/user/hours and GET /api/user's `hoursWindow` (issue 37 item 3): the hours the user keeps, which their
 * reminders name best hours in, on PGlite and PostgreSQL: 07:00–22:00 until set; a window, every hour or the
 * default again; a bad window is 400 naming the field in the request's language and changes nothing.
 */
import { describe, expect, it } from "vitest";
import { appOn, DB_TARGETS, problem, signUp } from "./harness.ts";

describe.each(DB_TARGETS)("the hours the user keeps on $name", (target) => {
  const ctx = appOn(target);

  it("are 07:00–22:00 until set, then the window set, every hour, or the default again", async () => {
    const { auth } = await signUp(ctx, "hours");
    const me = async () =>
      ((await (await ctx.app.request("/api/user", { headers: auth })).json()) as { hoursWindow: unknown })
        .hoursWindow;
    expect(await me()).toEqual({ from: "07:00", to: "22:00" });
    const saved = await ctx.post("/api/user/hours?lang=en", { hours: "09:00–18:00" }, auth);
    expect(saved.status).toBe(200);
    expect(await saved.json()).toEqual({
      hoursWindow: { from: "09:00", to: "18:00" },
      message: "Hours saved",
    });
    expect(await me()).toEqual({ from: "09:00", to: "18:00" });
    const all = await ctx.post("/api/user/hours", { allHours: true }, auth);
    expect(((await all.json()) as { hoursWindow: unknown }).hoursWindow).toBeNull();
    expect(await me()).toBeNull();
    expect((await ctx.post("/api/user/hours", {}, auth)).status).toBe(200);
    expect(await me()).toEqual({ from: "07:00", to: "22:00" });
  });

  it("refuse a bad window naming the field, in the request's language, and keep what was saved", async () => {
    const { auth } = await signUp(ctx, "hours");
    await ctx.post("/api/user/hours", { hours: "08:00-20:00" }, auth);
    const backwards = await problem(await ctx.post("/api/user/hours", { hours: "20:00-08:00" }, auth));
    expect(backwards.status).toBe(400);
    expect(backwards.errors?.[0]?.field).toBe("hours");
    expect(backwards.errors?.[0]?.message).toContain("07:00-22:00");
    const ru = await problem(await ctx.post("/api/user/hours?lang=ru", { hours: "25:00-26:00" }, auth));
    expect(ru.errors?.[0]).toMatchObject({ field: "hours" });
    expect(ru.errors?.[0]?.message).toMatch(/Часы/);
    const text = await problem(await ctx.post("/api/user/hours", { hours: "morning" }, auth));
    expect(text.errors?.[0]?.field).toBe("hours");
    const both = await problem(
      await ctx.post("/api/user/hours", { hours: "08:00-20:00", allHours: false }, auth),
    );
    expect(both.errors?.[0]?.field).toBe("allHours");
    const me = (await (await ctx.app.request("/api/user", { headers: auth })).json()) as {
      hoursWindow: unknown;
    };
    expect(me.hoursWindow).toEqual({ from: "08:00", to: "20:00" });
  });

  it("need a session", async () => {
    expect((await ctx.post("/api/user/hours", { allHours: true })).status).toBe(401);
  });
});
