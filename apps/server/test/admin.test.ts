/** The operator command that activates a chart's Personal Calendar (support use, and until payments land). */
import { describe, expect, it } from "vitest";
import { runAdmin } from "../src/admin.ts";
import { manualClock } from "../src/providers/clock.ts";
import { appOn, DB_TARGETS, type DbTarget, NOW } from "./harness.ts";

describe.each(DB_TARGETS)("admin commands on $name", (target: DbTarget) => {
  const ctx = appOn(target);

  it("chart:activate extends paid-until from max(now, paid-until); the chart then shows as active", async () => {
    const signUp = await ctx.post("/api/user/singup", {
      name: "A",
      email: "admin-test@example.com",
      password: "Sunflower-42",
      consent: true,
    });
    const { token } = (await signUp.json()) as { token: string };
    const auth = { authorization: `Bearer ${token}` };
    const created = await ctx.post(
      "/api/charts",
      {
        fio: "Клиент",
        gender: "male",
        birthday: "1990-01-01",
        birthdayTime: null,
        city: "Москва",
        latitude: 55.75,
        longitude: 37.62,
        timeZone: "Europe/Moscow",
        email: "admin-test@example.com",
      },
      auth,
    );
    const { chart } = (await created.json()) as { chart: { uuid: string } };
    const clock = manualClock(NOW);
    expect(await runAdmin(["chart:activate", chart.uuid, "1"], ctx.database, clock)).toBe(
      `chart ${chart.uuid}: Personal Calendar paid until 2026-12-21T09:00:00.000Z`,
    );
    // a second activation adds to the paid period, not to today
    expect(await runAdmin(["chart:activate", chart.uuid, "12"], ctx.database, clock)).toContain(
      "paid until 2027-12-21T09:00:00.000Z",
    );
    const list = (await (await ctx.app.request("/api/charts", { headers: auth })).json()) as {
      list: { active: boolean; disableDate: string }[];
    };
    expect(list.list[0]).toMatchObject({ active: true, disableDate: "2027-12-21" });
  });

  it("refuses bad arguments and unknown charts with a message for the operator", async () => {
    const clock = manualClock(NOW);
    await expect(runAdmin(["chart:activate", "nope", "1"], ctx.database, clock)).rejects.toThrow(/usage/);
    await expect(runAdmin(["chart:activate", crypto.randomUUID(), "0"], ctx.database, clock)).rejects.toThrow(
      /usage/,
    );
    const id = crypto.randomUUID();
    await expect(runAdmin(["chart:activate", id, "1"], ctx.database, clock)).rejects.toThrow(
      `no chart ${id}`,
    );
    await expect(runAdmin(["other"], ctx.database, clock)).rejects.toThrow(/usage/);
  });
});
