/**
 * Issue 22: turning autopay back on for the paid period it was turned off in, and what an account's deletion does
 * to its autopays. Over the HTTP API with the sandbox provider and a moving clock, on PGlite and PostgreSQL:
 * turning off charges nothing more but keeps the saved method while the period runs; turning back on needs both
 * consents of a purchase (recorded), is owner-checked, same-origin checked and idempotent, and renews at the end
 * of the period; once the period is over (or the method gone) it is refused and the method is forgotten; paying
 * for a fixed period never turns it back on; deleting the account forgets the methods and nothing is charged.
 */
import { ProblemSchema } from "@bazi/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addMonthsUtc } from "../src/features/payments/months.ts";
import { manualClock } from "../src/providers/clock.ts";
import type { PaymentProvider } from "../src/providers/payments.ts";
import { createSandboxProvider } from "../src/providers/payments-sandbox.ts";
import { DB_TARGETS, type DbTarget, NOW, testApp } from "./harness.ts";

type Ctx = Awaited<ReturnType<typeof testApp>>;

const CHART = {
  fio: "Анна",
  gender: "female",
  birthday: "1990-05-17",
  birthdayTime: "08:30",
  city: "Москва, Россия",
  latitude: 55.7558,
  longitude: 37.6173,
  timeZone: "Europe/Moscow",
  email: "anna@example.com",
};
let seq = 0;

async function newUser(ctx: Ctx) {
  const email = `autopay.${Date.now().toString(36)}.${seq++}@example.com`;
  const res = await ctx.post(
    "/api/user/singup",
    { name: "Payer", email, password: "Sunflower-42", consent: true },
    { "x-forwarded-for": `10.9.${seq % 250}.${(seq * 7) % 250}` },
  );
  expect(res.status).toBe(201);
  const { token } = (await res.json()) as { token: string };
  const cookie = (res.headers.get("set-cookie") ?? "").split(";")[0]!;
  const call = (method: string, path: string, body?: unknown, lang: "ru" | "en" = "ru") =>
    ctx.app.request(path, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        "accept-language": lang,
        ...(body === undefined ? {} : { "content-type": "application/json" }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  const chart = async () => {
    const r = await call("POST", "/api/charts", CHART);
    expect(r.status).toBe(201);
    return ((await r.json()) as { chart: { uuid: string } }).chart.uuid;
  };
  const one = async (uuid: string) =>
    (
      (await (await call("GET", "/api/charts")).json()) as {
        list: {
          uuid: string;
          active: boolean;
          disableDate: string | null;
          isBindingCustomer: boolean;
          autopayResumable: boolean;
        }[];
      }
    ).list.find((c) => c.uuid === uuid)!;
  const consents = async () =>
    ((await (await call("GET", "/api/user/export")).json()) as { consents: { context: string }[] }).consents;
  return { email, cookie, call, chart, one, consents };
}
type User = Awaited<ReturnType<typeof newUser>>;

async function pay(ctx: Ctx, u: User, uuid: string, product: string) {
  const res = await u.call("POST", "/api/payments", { uuid, product, confirm: true, consent: true });
  expect(res.status).toBe(201);
  const { confirmationUrl } = (await res.json()) as { confirmationUrl: string };
  const done = await ctx.app.request(confirmationUrl, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", "sec-fetch-site": "same-origin" },
    body: "outcome=succeed",
  });
  expect(done.status).toBe(303);
}

const ON = "/api/payments/autopay";

describe.each(DB_TARGETS)("turning autopay back on (issue 22) on $name", (target: DbTarget) => {
  let ctx: Ctx;
  let drop: () => Promise<void>;
  const clock = manualClock(NOW);
  const forgotten: string[] = [];
  const charged: string[] = [];

  beforeAll(async () => {
    const opened = await target.open();
    drop = opened.drop;
    const sandbox = createSandboxProvider();
    const provider: PaymentProvider = {
      name: "sandbox",
      create: (i) => sandbox.create(i),
      fetch: (id) => sandbox.fetch(id),
      charge: (i) => {
        charged.push(i.savedMethodId);
        return sandbox.charge(i);
      },
      checkNotification: (n) => sandbox.checkNotification(n),
      forgetMethod: (m) => {
        forgotten.push(m);
        return sandbox.forgetMethod(m);
      },
    };
    ctx = await testApp(
      opened.database,
      { TRUST_PROXY: "127.0.0.1" },
      { clock, payments: { providers: { RUB: provider, USD: provider }, sandbox, checkoutOrigins: [] } },
    );
  });
  afterAll(() => drop());

  it("off charges nothing; back on needs both consents, is recorded, idempotent and renews at the period's end", async () => {
    const u = await newUser(ctx);
    const uuid = await u.chart();
    await pay(ctx, u, uuid, "site-autopay-rub");
    const end = addMonthsUtc(new Date(clock.now()), 1);
    const endDate = end.toISOString().slice(0, 10);
    expect(await u.one(uuid)).toMatchObject({ isBindingCustomer: true, autopayResumable: false });

    expect((await u.call("POST", "/api/rbkmoney/autopay", { uuid })).status).toBe(200);
    expect(await u.one(uuid)).toMatchObject({
      active: true,
      isBindingCustomer: false,
      autopayResumable: true,
    });
    expect(forgotten).toEqual([]); // kept while the period runs

    // the renewal's time comes: nothing is charged for an autopay that is off
    clock.advance(end.getTime() - clock.now() - 23 * 3600_000);
    const before = charged.length;
    expect(await ctx.renewals.runDue()).toEqual([]);
    expect(charged.length).toBe(before);

    // the consents are required, and each error names its field in the user's language
    const bare = await u.call("POST", ON, { uuid });
    expect(bare.status).toBe(400);
    const ru = ProblemSchema.parse(await bare.json());
    expect(ru.errors).toEqual(
      expect.arrayContaining([
        { field: "confirm", message: "confirm: Подтвердите оплату" },
        { field: "consent", message: "consent: Дайте согласие на обработку персональных данных" },
      ]),
    );
    const en = ProblemSchema.parse(await (await u.call("POST", ON, { uuid, confirm: true }, "en")).json());
    expect(en.errors).toEqual([
      { field: "consent", message: "consent: Please consent to the processing of personal data" },
    ]);

    // another user's chart is not found; a cross-site post with the session cookie is refused
    const other = await newUser(ctx);
    expect((await other.call("POST", ON, { uuid, confirm: true, consent: true })).status).toBe(404);
    const cross = await ctx.app.request(ON, {
      method: "POST",
      headers: { cookie: u.cookie, "content-type": "application/json", "sec-fetch-site": "cross-site" },
      body: JSON.stringify({ uuid, confirm: true, consent: true }),
    });
    expect(cross.status).toBe(403);

    const consentsBefore = (await u.consents()).length;
    const on = await u.call("POST", ON, { uuid, confirm: true, consent: true });
    expect(on.status).toBe(200);
    expect(await on.json()).toEqual({ message: "Автоплатёж снова включён", paidUntil: endDate });
    const again = await u.call("POST", ON, { uuid, confirm: true, consent: true }, "en");
    expect(await again.json()).toEqual({ message: "Autopay is on again", paidUntil: endDate });
    expect((await u.consents()).length).toBe(consentsBefore + 1); // the second call changed nothing
    expect((await u.consents()).at(-1)).toMatchObject({ context: "checkout" });
    expect(await u.one(uuid)).toMatchObject({ isBindingCustomer: true, autopayResumable: false });

    // the renewal is due (a day before the end has passed): one month more, on the saved method
    expect(await ctx.renewals.runDue()).toEqual(["renewed"]);
    expect((await u.one(uuid)).disableDate).toBe(addMonthsUtc(end, 1).toISOString().slice(0, 10));
    expect(await ctx.renewals.runDue()).toEqual([]);
    // off again, so that the clock the tests share charges it no more
    expect((await u.call("POST", "/api/rbkmoney/autopay", { uuid })).status).toBe(200);
  });

  it("once the period is over the method is forgotten and turning back on is refused: buy again", async () => {
    const u = await newUser(ctx);
    const uuid = await u.chart();
    await pay(ctx, u, uuid, "site-autopay-rub");
    const end = addMonthsUtc(new Date(clock.now()), 1);
    expect((await u.call("POST", "/api/rbkmoney/autopay", { uuid })).status).toBe(200);
    // paying for a fixed period does not turn it back on (and nothing is charged at the new end)
    await pay(ctx, u, uuid, "site-1m-rub");
    const newEnd = addMonthsUtc(end, 1);
    expect(await u.one(uuid)).toMatchObject({ isBindingCustomer: false, autopayResumable: true });
    clock.advance(newEnd.getTime() - clock.now() + 60_000);
    const before = charged.length;
    expect(await ctx.renewals.runDue()).toEqual([]);
    expect(charged.length).toBe(before);
    expect(await ctx.payments.forgetLapsed()).toBeGreaterThanOrEqual(1);
    expect(forgotten.length).toBeGreaterThanOrEqual(1);
    expect(await u.one(uuid)).toMatchObject({ active: false, autopayResumable: false });
    const late = await u.call("POST", ON, { uuid, confirm: true, consent: true });
    expect(late.status).toBe(409);
    expect(ProblemSchema.parse(await late.json())).toMatchObject({
      type: expect.stringContaining("autopay_unavailable"),
      title: expect.stringContaining("Оформите подписку заново"),
    });
    const lateEn = await u.call("POST", ON, { uuid, confirm: true, consent: true }, "en");
    expect(ProblemSchema.parse(await lateEn.json()).title).toContain("Please subscribe again");
  });

  it("a chart that never had autopay (a fixed period) cannot turn it on here", async () => {
    const u = await newUser(ctx);
    const uuid = await u.chart();
    await pay(ctx, u, uuid, "site-6m-rub");
    expect(await u.one(uuid)).toMatchObject({ active: true, autopayResumable: false });
    expect((await u.call("POST", ON, { uuid, confirm: true, consent: true })).status).toBe(409);
  });

  it("deleting the account forgets its saved methods; nothing is charged afterwards", async () => {
    const u = await newUser(ctx);
    const uuid = await u.chart();
    await pay(ctx, u, uuid, "site-autopay-rub");
    const end = addMonthsUtc(new Date(clock.now()), 1);
    const forgottenBefore = forgotten.length;
    const del = await u.call("DELETE", "/api/user", { password: "Sunflower-42" });
    expect(del.status).toBe(200);
    expect(forgotten.length).toBe(forgottenBefore + 1);
    clock.advance(end.getTime() - clock.now() - 12 * 3600_000);
    const before = charged.length;
    expect(await ctx.renewals.runDue()).toEqual([]);
    expect(charged.length).toBe(before);
  });
});
