/**
 * Charts over the HTTP API, in-process, on PGlite and PostgreSQL: saving from the Bazi form, the list with the
 * selected chart, the card rules (a paid or mobile chart cannot be deleted; deleting the selected one clears the
 * selection), and the authorization matrix: anonymous, the owner and another user × every chart call with the
 * owner's uuid → 0 leaks and 0 changes.
 */
import { ProblemSchema } from "@bazi/contracts";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createPaymentsRepo } from "../src/features/payments/payments.repo.ts";
import { appOn, CHART_FORM, DB_TARGETS, type DbTarget, NOW, signUp } from "./harness.ts";

const FORM = CHART_FORM;

describe.each(DB_TARGETS)("charts on $name", (target: DbTarget) => {
  const ctx = appOn(target, { TRUST_PROXY: "127.0.0.1" });

  const user = () => signUp(ctx, "charts");
  type User = Awaited<ReturnType<typeof user>>;

  async function create(u: User, form: Record<string, unknown> = FORM) {
    const res = await u.call("POST", "/api/charts", form);
    expect(res.status).toBe(201);
    return ((await res.json()) as { chart: { uuid: string } }).chart.uuid;
  }

  it("saves a chart from the Bazi form: 'chart saved', the spec's fields, listed in order", async () => {
    const a = await user();
    const res = await a.call("POST", "/api/charts", FORM);
    expect(res.status).toBe(201);
    const body = (await res.json()) as { chart: Record<string, unknown>; message: string };
    expect(body.message).toBe("Карта сохранена");
    expect(body.chart).toMatchObject({
      ...FORM,
      hourKnown: true,
      zi: "dayChangesAt23",
      timeBasis: "clock",
      active: false,
      disableDate: null,
      isDefault: false,
      isTariffArchived: false,
      isMobile: false,
      isBindingCustomer: false,
    });
    expect(body.chart.uuid).toMatch(/^[0-9a-f-]{36}$/);
    await create(a, { ...FORM, fio: "Без часа", birthdayTime: null });
    const list = (await (await a.call("GET", "/api/charts")).json()) as {
      list: { fio: string; hourKnown: boolean }[];
      active: string | null;
    };
    expect(list.list.map((c) => [c.fio, c.hourKnown])).toEqual([
      ["Мария Ивановна", true],
      ["Без часа", false],
    ]);
    expect(list.active).toBeNull();
  });

  it("refuses bad charts naming the field: name over 255, no such date, a time outside the day, missing fields", async () => {
    const a = await user();
    const cases: [Record<string, unknown>, string][] = [
      [{ ...FORM, fio: "я".repeat(256) }, "fio"],
      [{ ...FORM, birthday: "1985-02-30" }, "birthday"],
      [{ ...FORM, birthdayTime: "24:10" }, "birthdayTime"],
      [{ ...FORM, timeZone: "Mars/Olympus" }, "timeZone"],
      [{ ...FORM, email: "nope" }, "email"],
      [{ ...FORM, latitude: 91 }, "latitude"],
      [{ ...FORM, gender: undefined }, "gender"],
    ];
    for (const [body, field] of cases) {
      const res = await a.call("POST", "/api/charts", body);
      expect(res.status, field).toBe(400);
      const p = ProblemSchema.parse(await res.json());
      expect(
        p.errors?.map((e) => e.field),
        field,
      ).toContain(field);
    }
    const long = ProblemSchema.parse(
      await (await a.call("POST", "/api/charts", { ...FORM, fio: "я".repeat(256) })).json(),
    );
    expect(long.errors?.[0]?.message).toBe("fio: Максимальная длина 255");
    // nothing half-written
    expect(((await (await a.call("GET", "/api/charts")).json()) as { list: unknown[] }).list).toEqual([]);
  });

  it("selects and unselects a chart; deleting the selected chart clears the selection", async () => {
    const a = await user();
    const one = await create(a);
    const two = await create(a, { ...FORM, fio: "Второй" });
    expect(await (await a.call("POST", "/api/charts/activate", { uuid: two })).json()).toEqual({
      active: two,
    });
    const list = (await (await a.call("GET", "/api/charts")).json()) as {
      list: { uuid: string; isDefault: boolean }[];
      active: string;
    };
    expect(list.active).toBe(two);
    expect(list.list.find((c) => c.uuid === two)?.isDefault).toBe(true);
    expect(list.list.find((c) => c.uuid === one)?.isDefault).toBe(false);
    expect(await (await a.call("POST", "/api/charts/deactivate", { uuid: two })).json()).toEqual({
      active: null,
    });
    await a.call("POST", "/api/charts/activate", { uuid: two });
    expect(await (await a.call("DELETE", `/api/charts/${two}`)).json()).toEqual({ active: null });
    expect(((await (await a.call("GET", "/api/charts")).json()) as { list: unknown[] }).list).toHaveLength(1);
  });

  it("a chart with a paid Personal Calendar or of the mobile app cannot be deleted", async () => {
    const a = await user();
    const paid = await create(a);
    const mobile = await create(a, { ...FORM, fio: "Мобильная" });
    const until = await createPaymentsRepo(ctx.database.db).extendPaidUntil(paid, 6, new Date(NOW));
    expect(until?.toISOString()).toBe("2027-05-21T09:00:00.000Z");
    await ctx.database.db.execute(sql`update charts set is_mobile = true where id = ${mobile}`);
    const list = (await (await a.call("GET", "/api/charts")).json()) as {
      list: { uuid: string; active: boolean; disableDate: string | null; isMobile: boolean }[];
    };
    expect(list.list.find((c) => c.uuid === paid)).toMatchObject({ active: true, disableDate: "2027-05-21" });
    expect(list.list.find((c) => c.uuid === mobile)).toMatchObject({ active: false, isMobile: true });
    const delPaid = await a.call("DELETE", `/api/charts/${paid}`);
    expect(delPaid.status).toBe(409);
    expect(ProblemSchema.parse(await delPaid.json()).code).toBe("CHART_LOCKED");
    const delMobile = await a.call("DELETE", `/api/charts/${mobile}`);
    expect(delMobile.status).toBe(409);
    expect(ProblemSchema.parse(await delMobile.json()).code).toBe("CHART_MOBILE");
    expect(((await (await a.call("GET", "/api/charts")).json()) as { list: unknown[] }).list).toHaveLength(2);
  });

  it("authorization matrix: anonymous, owner, other user × every chart call with the owner's uuid: 0 leaks", async () => {
    const owner = await user();
    const other = await user();
    const chart = await create(owner, { ...FORM, fio: "Секретная карта" });
    await owner.call("POST", "/api/charts/activate", { uuid: chart });
    const snapshot = async () =>
      JSON.stringify(
        (
          (await ctx.database.db.execute(
            sql`select c.*, u.active_chart_id from charts c join users u on u.id = c.user_id where c.id = ${chart}`,
          )) as unknown as { rows: unknown[] }
        ).rows,
      );
    const before = await snapshot();

    const calls: [string, string, unknown?][] = [
      ["GET", `/api/charts/${chart}`],
      ["POST", "/api/charts/activate", { uuid: chart }],
      ["POST", "/api/charts/deactivate", { uuid: chart }],
      ["DELETE", `/api/charts/${chart}`],
    ];
    const anonymous = (method: string, path: string, body?: unknown) =>
      ctx.app.request(path, {
        method,
        headers: body === undefined ? {} : { "content-type": "application/json" },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
    const failures: string[] = [];
    for (const [method, path, body] of calls) {
      const anon = await anonymous(method, path, body);
      if (anon.status !== 401) failures.push(`anonymous ${method} ${path}: ${anon.status}`);
      const foreign = await other.call(method, path, body);
      const text = await foreign.text();
      if (foreign.status !== 404) failures.push(`other ${method} ${path}: ${foreign.status}`);
      if (text.includes("Секретная")) failures.push(`other ${method} ${path}: leaked the chart`);
    }
    // the other user's own views show nothing of it
    const otherList = await (await other.call("GET", "/api/charts")).text();
    if (otherList.includes(chart) || otherList.includes("Секретная")) failures.push("other's list leaked it");
    expect(failures).toEqual([]);
    expect(await snapshot()).toBe(before);
    // the owner still can
    expect((await owner.call("GET", `/api/charts/${chart}`)).status).toBe(200);
    expect((await owner.call("GET", "/api/charts/not-a-uuid")).status).toBe(404);
  });
});
