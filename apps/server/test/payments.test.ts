/**
 * Payments over the HTTP API, in-process, on PGlite and PostgreSQL: tariffs, checkout validation, the sandbox's
 * whole flow (pay → paid-until, selection, history; decline → nothing), the real YooKassa provider against the
 * local fake of its API (notifications from its IP ranges only, always re-fetched; 50 identical notifications at
 * once plus a late cancel → one period; a wrong amount → nothing), Stripe's signed webhooks, autopay renewals,
 * turning autopay off, the app's Premium, and the owner checks of every call.
 */
import { ProblemSchema } from "@bazi/contracts";
import { priceText } from "@bazi/i18n/payments";
import { type FakeStripe, startFakeStripe } from "@bazi/test-support/stripe-fake";
import { type FakeYooKassa, startFakeYooKassa } from "@bazi/test-support/yookassa-fake";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createChartsRepo } from "../src/features/charts/charts.repo.ts";
import { addMonthsUtc } from "../src/features/payments/months.ts";
import { type ManualClock, manualClock } from "../src/providers/clock.ts";
import type { PaymentProvider } from "../src/providers/payments.ts";
import { createSandboxProvider, type SandboxProvider } from "../src/providers/payments-sandbox.ts";
import { createStripeProvider } from "../src/providers/payments-stripe.ts";
import { createYooKassaProvider } from "../src/providers/payments-yookassa.ts";
import { appOn, DB_TARGETS, type DbTarget, NOW, testApp } from "./harness.ts";

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
const YOOKASSA_IP = "185.71.76.7";
const STRIPE_SECRET = "whsec_test_secret_for_bazi";
let seq = 0;

async function newUser(ctx: Ctx) {
  const email = `pay.${Date.now().toString(36)}.${seq++}@example.com`;
  const res = await ctx.post(
    "/api/user/singup",
    { name: "Payer", email, password: "Sunflower-42", consent: true },
    { "x-forwarded-for": `10.7.${seq % 250}.${(seq * 7) % 250}` },
  );
  expect(res.status).toBe(201);
  const { token, user } = (await res.json()) as { token: string; user: { uuid: string } };
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
  const chart = async (over: Record<string, unknown> = {}) => {
    const r = await call("POST", "/api/charts", { ...CHART, ...over });
    expect(r.status).toBe(201);
    return ((await r.json()) as { chart: { uuid: string } }).chart.uuid;
  };
  const charts = async () =>
    (await (await call("GET", "/api/charts")).json()) as {
      list: {
        uuid: string;
        active: boolean;
        disableDate: string | null;
        isBindingCustomer: boolean;
        isDefault: boolean;
        mobileDisableDate: string | null;
        isTariffArchived: boolean;
      }[];
      active: string | null;
    };
  const one = async (uuid: string) => (await charts()).list.find((c) => c.uuid === uuid)!;
  return { id: user.uuid, email, call, chart, charts, one };
}
type User = Awaited<ReturnType<typeof newUser>>;

/** A post to the sandbox's checkout page, from our own site unless `site` says otherwise. */
function sandboxPost(ctx: Ctx, url: string, body: string, site = "same-origin") {
  return ctx.app.request(url, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", "sec-fetch-site": site },
    body,
  });
}

/** The sandbox's checkout page: the payer chooses; the answer is where the browser goes next. */
async function sandboxDecide(ctx: Ctx, url: string, outcome: "succeed" | "fail"): Promise<string> {
  const res = await sandboxPost(ctx, url, `outcome=${outcome}&lang=ru`);
  expect(res.status).toBe(303);
  return res.headers.get("location")!;
}

/** The sandbox with some of its calls replaced (a slow bank, a hesitant one). */
function sandboxWith(sandbox: SandboxProvider, over: Partial<PaymentProvider>): PaymentProvider {
  return {
    name: "sandbox",
    create: (i) => sandbox.create(i),
    fetch: (id) => sandbox.fetch(id),
    charge: (i) => sandbox.charge(i),
    checkNotification: (n) => sandbox.checkNotification(n),
    forgetMethod: (m) => sandbox.forgetMethod(m),
    ...over,
  };
}

/** An app whose roubles go to the real YooKassa provider, talking to a local server that speaks its API. */
async function yookassaApp(
  target: DbTarget,
  opts: { vatCode: number; clock?: ManualClock; checkoutOrigin?: boolean },
) {
  const fake = await startFakeYooKassa({ shopId: "123456", secretKey: "test_secret_key" });
  const opened = await target.open();
  const provider = createYooKassaProvider({
    shopId: "123456",
    secretKey: "test_secret_key",
    apiRoot: fake.url,
    vatCode: opts.vatCode,
  });
  const ctx = await testApp(
    opened.database,
    { TRUST_PROXY: "127.0.0.1" },
    {
      ...(opts.clock ? { clock: opts.clock } : {}),
      payments: {
        providers: { RUB: provider },
        sandbox: null,
        checkoutOrigins: opts.checkoutOrigin ? [new URL(fake.url).origin] : [],
      },
    },
  );
  return {
    ctx,
    fake,
    async close() {
      await opened.drop();
      await fake.close();
    },
  };
}

async function checkout(u: User, uuid: string, product: string, lang: "ru" | "en" = "ru") {
  const res = await u.call("POST", "/api/payments", { uuid, product, confirm: true, consent: true }, lang);
  expect(res.status).toBe(201);
  return (await res.json()) as { orderId: string; confirmationUrl: string };
}

const paidUntilAfter = (months: number) => addMonthsUtc(new Date(NOW), months).toISOString().slice(0, 10);

describe.each(DB_TARGETS)("payments with the sandbox on $name", (target: DbTarget) => {
  const ctx = appOn(target, { TRUST_PROXY: "127.0.0.1" });

  it("lists the tariffs of the locale's currency: roubles in ru, dollars in en, the app's Premium apart", async () => {
    const ru = (await (await ctx.app.request("/api/products")).json()) as { list: Record<string, unknown>[] };
    expect(ru.list.map((p) => [p.id, p.kind, p.months, p.currency, p.name])).toEqual([
      ["site-1m-rub", "period", 1, "RUB", "1 месяц"],
      ["site-6m-rub", "period", 6, "RUB", "6 месяцев"],
      ["site-12m-rub", "period", 12, "RUB", "12 месяцев"],
      ["site-autopay-rub", "autopay", 1, "RUB", "Ежемесячная подписка (автоплатёж)"],
    ]);
    expect(ru.list.every((p) => p.refundable === false)).toBe(true);
    const en = (await (
      await ctx.app.request("/api/products?lang=en", { headers: { "accept-language": "en" } })
    ).json()) as {
      list: Record<string, unknown>[];
    };
    expect(en.list.map((p) => p.currency)).toEqual(["USD", "USD", "USD", "USD"]);
    expect(en.list[1]!.name).toBe("6 months");
    const mobile = (await (await ctx.app.request("/api/products?scope=mobile")).json()) as {
      list: Record<string, unknown>[];
    };
    expect(mobile.list).toEqual([
      expect.objectContaining({ id: "mobile-premium-rub", kind: "mobile", amount: 99, currency: "RUB" }),
    ]);
  });

  it("checkout names each missing consent in the user's language and writes nothing", async () => {
    const u = await newUser(ctx);
    const uuid = await u.chart();
    const res = await u.call("POST", "/api/payments", { uuid, product: "site-1m-rub" });
    expect(res.status).toBe(400);
    const p = ProblemSchema.parse(await res.json());
    expect(p.errors).toEqual([
      { field: "confirm", message: "confirm: Подтвердите оплату" },
      { field: "consent", message: "consent: Дайте согласие на обработку персональных данных" },
    ]);
    const en = await u.call("POST", "/api/payments", { uuid, product: "site-1m-usd", confirm: "on" }, "en");
    expect(ProblemSchema.parse(await en.json()).errors).toEqual([
      { field: "consent", message: "consent: Please consent to the processing of personal data" },
    ]);
    const history = (await (await u.call("GET", "/api/client/payments")).json()) as { payments: unknown[] };
    expect(history.payments).toEqual([]);
  });

  it("refuses a tariff of another currency, off sale or unknown, another user's chart, and visitors", async () => {
    const u = await newUser(ctx);
    const other = await newUser(ctx);
    const uuid = await u.chart();
    const body = (product: string, chart = uuid) => ({ uuid: chart, product, confirm: true, consent: true });
    expect((await u.call("POST", "/api/payments", body("site-1m-usd"))).status).toBe(409);
    expect((await u.call("POST", "/api/payments", body("no-such-tariff"))).status).toBe(409);
    expect((await u.call("POST", "/api/payments", body("mobile-premium-rub"))).status).toBe(409);
    expect((await other.call("POST", "/api/payments", body("site-1m-rub"))).status).toBe(404);
    const anon = await ctx.post("/api/payments", body("site-1m-rub"));
    expect(anon.status).toBe(401);
    const off = await u.call("POST", "/api/payments", { ...body("site-1m-rub"), amountMinor: 1 });
    expect(off.status).toBe(201); // a price in the body is ignored: the order has the tariff's price
    const history = (await (await u.call("GET", "/api/client/payments")).json()) as {
      payments: { summ: number }[];
    };
    expect(history.payments.map((p) => p.summ)).toEqual([490]);
  });

  it("pays for a chart in the sandbox: paid-until, selected, history 'Оплачено'; the return page only reads", async () => {
    const u = await newUser(ctx);
    const first = await u.chart();
    const uuid = await u.chart({ fio: "Пётр" });
    await u.call("POST", "/api/charts/activate", { uuid: first });
    const { orderId, confirmationUrl } = await checkout(u, uuid, "site-6m-rub");
    expect(confirmationUrl).toMatch(/^\/sandbox\/pay\/sbx_/);
    // a second click reuses the same order and payment (stable idempotence key)
    expect(await checkout(u, uuid, "site-6m-rub")).toEqual({ orderId, confirmationUrl });

    // before paying, the return page reads "pending" and activates nothing
    const early = await u.call("POST", "/api/charts/activate_from_kassa_success", { uuid, order: orderId });
    expect(await early.json()).toMatchObject({ state: "pending", active: first, paidUntil: null });
    expect((await u.one(uuid)).active).toBe(false);

    const page = await ctx.app.request(confirmationUrl);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("Это песочница: деньги не списываются");
    expect(html).toContain(`Сумма: <strong>${priceText("ru", 249000, "RUB")}</strong>`);

    const next = await sandboxDecide(ctx, confirmationUrl, "succeed");
    expect(next).toBe(`http://localhost:3000/kassa/success?uuid=${uuid}&order=${orderId}`);
    const chart = await u.one(uuid);
    expect(chart).toMatchObject({ active: true, disableDate: paidUntilAfter(6), isDefault: true });

    const back = await u.call("POST", "/api/charts/activate_from_kassa_success", { uuid, order: orderId });
    expect(await back.json()).toEqual({
      state: "succeeded",
      active: uuid,
      paidUntil: paidUntilAfter(6),
      kind: "period",
    });

    const history = (await (await u.call("GET", "/api/client/payments")).json()) as {
      payments: Record<string, unknown>[];
    };
    expect(history.payments).toEqual([
      expect.objectContaining({
        chartName: "Пётр",
        summ: 2490,
        currency: "RUB",
        status: "paid",
        product: "6 месяцев",
        renewal: false,
      }),
    ]);
    const en = (await (await u.call("GET", "/api/client/payments", undefined, "en")).json()) as {
      payments: Record<string, unknown>[];
    };
    expect(en.payments[0]!.product).toBe("6 months");

    // paying again extends from the current paid-until, not from today
    const again = await checkout(u, uuid, "site-1m-rub");
    await sandboxDecide(ctx, again.confirmationUrl, "succeed");
    expect((await u.one(uuid)).disableDate).toBe(
      addMonthsUtc(addMonthsUtc(new Date(NOW), 6), 1)
        .toISOString()
        .slice(0, 10),
    );
  });

  it("a declined payment goes to the fail page and activates nothing", async () => {
    const u = await newUser(ctx);
    const uuid = await u.chart();
    const { orderId, confirmationUrl } = await checkout(u, uuid, "site-1m-rub");
    const next = await sandboxDecide(ctx, confirmationUrl, "fail");
    expect(next).toBe(`http://localhost:3000/kassa/fail?uuid=${uuid}&order=${orderId}`);
    expect(await u.one(uuid)).toMatchObject({ active: false, disableDate: null });
    const state = await u.call("POST", "/api/charts/activate_from_kassa_success", { uuid, order: orderId });
    expect(await state.json()).toMatchObject({ state: "canceled", paidUntil: null });
    const history = (await (await u.call("GET", "/api/client/payments")).json()) as {
      payments: Record<string, unknown>[];
    };
    expect(history.payments).toEqual([expect.objectContaining({ status: "canceled" })]);
    // the page cannot be decided twice
    const twice = await sandboxPost(ctx, confirmationUrl, "outcome=succeed");
    expect(twice.status).toBe(409);
    expect((await u.one(uuid)).active).toBe(false);
  });

  it("a cross-site post to the sandbox page is refused", async () => {
    const u = await newUser(ctx);
    const uuid = await u.chart();
    const { confirmationUrl } = await checkout(u, uuid, "site-1m-rub");
    const res = await sandboxPost(ctx, confirmationUrl, "outcome=succeed", "cross-site");
    expect(res.status).toBe(403);
    expect((await u.one(uuid)).active).toBe(false);
  });

  it("autopay: saved method, renewal a day before the end, off on request (no charge after), list reloads", async () => {
    const u = await newUser(ctx);
    const uuid = await u.chart();
    const { confirmationUrl } = await checkout(u, uuid, "site-autopay-rub");
    await sandboxDecide(ctx, confirmationUrl, "succeed");
    expect(await u.one(uuid)).toMatchObject({
      active: true,
      isBindingCustomer: true,
      disableDate: paidUntilAfter(1),
    });

    const off = await u.call("POST", "/api/rbkmoney/autopay", { uuid });
    expect(off.status).toBe(200);
    expect(await off.json()).toEqual({ message: "Автоплатёж отключён" });
    expect((await u.call("POST", "/api/rbkmoney/autopay", { uuid })).status).toBe(200); // idempotent
    expect(await u.one(uuid)).toMatchObject({ active: true, isBindingCustomer: false });
    const other = await newUser(ctx);
    expect((await other.call("POST", "/api/rbkmoney/autopay", { uuid })).status).toBe(404);
  });

  it("the data download lists orders, payments and autopay (without the method's token); deletion leaves none", async () => {
    const u = await newUser(ctx);
    const uuid = await u.chart();
    const { orderId, confirmationUrl } = await checkout(u, uuid, "site-autopay-rub");
    await sandboxDecide(ctx, confirmationUrl, "succeed");
    const data = (await (await u.call("GET", "/api/user/export")).json()) as Record<
      string,
      Record<string, unknown>[]
    >;
    expect(data.orders).toEqual([
      expect.objectContaining({ id: orderId, status: "succeeded", amountMinor: 39000 }),
    ]);
    expect(data.payments).toEqual([
      expect.objectContaining({ orderId, provider: "sandbox", status: "succeeded" }),
    ]);
    expect(data.autopays).toEqual([
      expect.objectContaining({ chartId: uuid, kind: "site", provider: "sandbox" }),
    ]);
    expect(JSON.stringify(data)).not.toContain("sbx_pm_");
    const del = await u.call("DELETE", "/api/user", { password: "Sunflower-42" });
    expect(del.status).toBe(200);
    for (const table of ["orders", "autopays"]) {
      const rows = await ctx.database.db.execute(
        sql.raw(`select count(*)::int as n from ${table} where user_id = '${u.id}'`),
      );
      expect((rows as unknown as { rows: { n: number }[] }).rows[0]!.n, table).toBe(0);
    }
    const left = await ctx.database.db.execute(
      sql`select count(*)::int as n from payments where order_id = ${orderId}`,
    );
    expect((left as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
  });

  it("the app's Premium: only for a mobile-flagged chart, in Russian; it does not open the site calendar", async () => {
    const u = await newUser(ctx);
    const uuid = await u.chart();
    const body = { uuid, product: "mobile-premium-rub", confirm: true, consent: true };
    const refused = await u.call("POST", "/api/payments/mobile", body);
    expect(refused.status).toBe(409);
    expect(ProblemSchema.parse(await refused.json()).title).toBe(
      "Premium приложения доступен только для карт из мобильного приложения",
    );
    expect(await createChartsRepo(ctx.database.db).setMobile(uuid, true)).toBe(true);
    const res = await u.call("POST", "/api/payments/mobile", body);
    expect(res.status).toBe(201);
    const { confirmationUrl } = (await res.json()) as { confirmationUrl: string };
    await sandboxDecide(ctx, confirmationUrl, "succeed");
    expect(await u.one(uuid)).toMatchObject({
      active: false,
      mobileDisableDate: paidUntilAfter(1),
      isBindingCustomer: true,
    });
    const en = await u.call("POST", "/api/payments/mobile", { ...body }, "en");
    expect(en.status).toBe(409);
  });
});

describe.each(DB_TARGETS)("payments through YooKassa's API (local fake) on $name", (target: DbTarget) => {
  let ctx: Ctx;
  let fake: FakeYooKassa;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ ctx, fake, close } = await yookassaApp(target, { vatCode: 1, checkoutOrigin: true }));
  });
  afterAll(() => close());

  const notify = (body: string, ip = YOOKASSA_IP) =>
    ctx.app.request("/payments/notify/yookassa", {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": ip },
      body,
    });

  async function paymentOf(orderId: string): Promise<string> {
    const p = [...fake.payments.values()].find((x) => x.metadata.order_id === orderId);
    expect(p).toBeDefined();
    return p!.id;
  }

  it("creates the payment with the tariff's price, a receipt and the order's idempotence key", async () => {
    const u = await newUser(ctx);
    const uuid = await u.chart();
    const { orderId, confirmationUrl } = await checkout(u, uuid, "site-12m-rub");
    expect(confirmationUrl.startsWith(new URL(fake.url).origin)).toBe(true);
    const create = fake.requests.filter((r) => r.method === "POST" && r.path.endsWith("/payments")).at(-1)!;
    expect(create.headers["idempotence-key"]).toBe(orderId);
    expect(create.body).toMatchObject({
      amount: { value: "3990.00", currency: "RUB" },
      capture: true,
      metadata: { order_id: orderId },
      confirmation: {
        type: "redirect",
        return_url: `http://localhost:3000/kassa/success?uuid=${uuid}&order=${orderId}`,
      },
      receipt: {
        customer: { email: u.email },
        items: [expect.objectContaining({ vat_code: 1, quantity: "1.00" })],
      },
    });
    expect((create.body as Record<string, unknown>).save_payment_method).toBeUndefined();
  });

  it("forged notifications activate nothing: foreign address, a payment the API reports pending, a wrong amount", async () => {
    const u = await newUser(ctx);
    const uuid = await u.chart();
    const { orderId } = await checkout(u, uuid, "site-1m-rub");
    const id = await paymentOf(orderId);
    // the body claims success, but the API says pending: nothing happens
    const claim = JSON.stringify({
      type: "notification",
      event: "payment.succeeded",
      object: { id, status: "succeeded" },
    });
    expect((await notify(claim)).status).toBe(200);
    expect((await u.one(uuid)).active).toBe(false);
    // paid now, but from a foreign address: 403 and nothing
    fake.succeed(id);
    for (const ip of ["8.8.8.8", "127.0.0.1", "185.71.76.32", "::1"]) {
      expect((await notify(fake.notificationBody(id, "payment.succeeded"), ip)).status).toBe(403);
    }
    expect((await u.one(uuid)).active).toBe(false);
    // malformed bodies: 400 and nothing
    expect((await notify("{not json")).status).toBe(400);
    expect((await u.one(uuid)).active).toBe(false);

    // a payment whose amount differs from the order's: recorded, not activated
    const u2 = await newUser(ctx);
    const uuid2 = await u2.chart();
    const o2 = await checkout(u2, uuid2, "site-1m-rub");
    const id2 = await paymentOf(o2.orderId);
    fake.succeed(id2);
    fake.payments.get(id2)!.amount.value = "1.00";
    const r = await notify(fake.notificationBody(id2, "payment.succeeded"));
    expect(await r.json()).toEqual({ outcome: "mismatch" });
    expect((await u2.one(uuid2)).active).toBe(false);
    // the right amount in another currency: the same
    fake.payments.get(id2)!.amount = { value: "490.00", currency: "USD" };
    expect(await (await notify(fake.notificationBody(id2, "payment.succeeded"))).json()).toEqual({
      outcome: "mismatch",
    });
    expect((await u2.one(uuid2)).active).toBe(false);
    // and the true payment activates (the checks were what stopped it)
    fake.payments.get(id2)!.amount = { value: "490.00", currency: "RUB" };
    expect(await (await notify(fake.notificationBody(id2, "payment.succeeded"))).json()).toEqual({
      outcome: "activated",
    });
    expect((await u2.one(uuid2)).active).toBe(true);
  });

  it("the same success notification 50 times at once, then a late cancel: exactly one period", async () => {
    const u = await newUser(ctx);
    const uuid = await u.chart();
    const { orderId } = await checkout(u, uuid, "site-1m-rub");
    const id = await paymentOf(orderId);
    fake.succeed(id);
    const body = fake.notificationBody(id, "payment.succeeded");
    const answers = await Promise.all(Array.from({ length: 50 }, () => notify(body)));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    const outcomes = await Promise.all(
      answers.map(async (a) => ((await a.json()) as { outcome: string }).outcome),
    );
    expect(outcomes.filter((o) => o === "activated")).toHaveLength(1);
    expect(outcomes.filter((o) => o === "already")).toHaveLength(49);
    const late = JSON.stringify({
      type: "notification",
      event: "payment.canceled",
      object: { id, status: "canceled" },
    });
    expect((await notify(late)).status).toBe(200);
    expect(await u.one(uuid)).toMatchObject({ active: true, disableDate: paidUntilAfter(1) });
    const history = (await (await u.call("GET", "/api/client/payments")).json()) as {
      payments: Record<string, unknown>[];
    };
    expect(history.payments.map((p) => p.status)).toEqual(["paid"]);
  });

  it("autopay renews with the saved method a day before the end, and a cancel stops the next charge", async () => {
    const u = await newUser(ctx);
    const uuid = await u.chart();
    const { orderId } = await checkout(u, uuid, "site-autopay-rub");
    const create = fake.requests.filter((r) => r.method === "POST" && r.path.endsWith("/payments")).at(-1)!;
    expect((create.body as Record<string, unknown>).save_payment_method).toBe(true);
    const id = await paymentOf(orderId);
    fake.succeed(id, { saveMethod: true });
    expect((await notify(fake.notificationBody(id, "payment.succeeded"))).status).toBe(200);
    expect(await u.one(uuid)).toMatchObject({ isBindingCustomer: true, disableDate: paidUntilAfter(1) });
    // the renewal job is not due yet (the harness's clock is fixed at NOW)
    expect(await ctx.renewals.runDue()).toEqual([]);
  });
});

describe.each(DB_TARGETS)("autopay renewals with a moving clock on $name", (target: DbTarget) => {
  let ctx: Ctx;
  let fake: FakeYooKassa;
  let close: () => Promise<void>;
  const clock = manualClock(NOW);

  beforeAll(async () => {
    ({ ctx, fake, close } = await yookassaApp(target, { vatCode: 4, clock }));
  });
  afterAll(() => close());

  it("renews on time, retries a declined charge, gives up after 3 and tells the user; cancel wins over renewal", async () => {
    const u = await newUser(ctx);
    const uuid = await u.chart();
    const { orderId } = await checkout(u, uuid, "site-autopay-rub");
    const id = [...fake.payments.values()].find((x) => x.metadata.order_id === orderId)!.id;
    fake.succeed(id, { saveMethod: true });
    await ctx.app.request("/payments/notify/yookassa", {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": YOOKASSA_IP },
      body: fake.notificationBody(id, "payment.succeeded"),
    });
    const first = addMonthsUtc(new Date(NOW), 1);
    expect((await u.one(uuid)).disableDate).toBe(first.toISOString().slice(0, 10));

    // 25 hours before the end: not yet; 24 hours before: renewed with the saved method, one month more
    clock.advance(first.getTime() - clock.now() - 25 * 3600_000);
    expect(await ctx.renewals.runDue()).toEqual([]);
    clock.advance(3600_000);
    expect(await ctx.renewals.runDue()).toEqual(["renewed"]);
    const second = addMonthsUtc(first, 1);
    expect((await u.one(uuid)).disableDate).toBe(second.toISOString().slice(0, 10));
    const charge = fake.requests.filter((r) => r.method === "POST").at(-1)!;
    expect(charge.body).toMatchObject({
      amount: { value: "390.00", currency: "RUB" },
      payment_method_id: expect.any(String),
    });
    expect(charge.body).not.toHaveProperty("confirmation");
    expect(await ctx.renewals.runDue()).toEqual([]); // nothing twice

    // the next period: declined three times, 8 hours apart → autopay off, the calendar expires, an e-mail
    fake.declineNextCharges(3);
    clock.advance(second.getTime() - clock.now() - 24 * 3600_000);
    expect(await ctx.renewals.runDue()).toEqual(["failed"]);
    clock.advance(8 * 3600_000);
    expect(await ctx.renewals.runDue()).toEqual(["failed"]);
    clock.advance(8 * 3600_000);
    expect(await ctx.renewals.runDue()).toEqual(["gave-up"]);
    expect(await u.one(uuid)).toMatchObject({
      isBindingCustomer: false,
      disableDate: second.toISOString().slice(0, 10),
    });
    const mail = ctx.outbox.messages().at(-1)!;
    expect(mail.to).toBe(u.email);
    expect(mail.subject).toBe("Не удалось продлить Персональный календарь");
    clock.advance(9 * 3600_000);
    expect((await u.one(uuid)).active).toBe(false);
    const history = (await (await u.call("GET", "/api/client/payments")).json()) as {
      payments: Record<string, unknown>[];
    };
    expect(history.payments.map((p) => [p.status, p.renewal])).toEqual([
      ["canceled", true],
      ["canceled", true],
      ["canceled", true],
      ["paid", true],
      ["paid", false],
    ]);
  });
});

describe.each(DB_TARGETS)("a renewal the provider first leaves pending on $name", (target: DbTarget) => {
  it("is looked at again; when it turns out declined it counts as a failed attempt (never as renewed)", async () => {
    const opened = await target.open();
    const clock = manualClock(NOW);
    const sandbox = createSandboxProvider();
    const pendingIds = new Set<string>();
    // the sandbox, whose renewal charges stay pending (3-D Secure, a slow bank) and are then declined
    const slowBank = sandboxWith(sandbox, {
      async charge(input) {
        const p = { ...(await sandbox.charge(input)), status: "pending" as const };
        pendingIds.add(p.id);
        return p;
      },
      async fetch(id) {
        const p = await sandbox.fetch(id);
        return pendingIds.has(id) ? { ...p, status: "canceled", failureReason: "3ds_failed" } : p;
      },
    });
    const ctx = await testApp(
      opened.database,
      { TRUST_PROXY: "127.0.0.1" },
      {
        clock,
        payments: { providers: { RUB: slowBank }, sandbox, checkoutOrigins: [] },
      },
    );
    try {
      const u = await newUser(ctx);
      const uuid = await u.chart();
      const { confirmationUrl } = await checkout(u, uuid, "site-autopay-rub");
      await sandboxDecide(ctx, confirmationUrl, "succeed");
      const until = addMonthsUtc(new Date(NOW), 1);
      clock.advance(until.getTime() - 24 * 3600_000 - clock.now());
      expect(await ctx.renewals.runDue()).toEqual(["pending"]);
      // the provider's word comes later (a notification, or the reconciliation): declined
      clock.advance(5 * 60_000);
      expect(await ctx.payments.reconcile()).toEqual(["canceled"]);
      clock.advance(3600_000);
      expect(await ctx.renewals.runDue()).toEqual(["failed"]);
      expect((await u.one(uuid)).disableDate).toBe(until.toISOString().slice(0, 10));
      expect((await u.one(uuid)).isBindingCustomer).toBe(true);
    } finally {
      await opened.drop();
    }
  });
});

describe.each(DB_TARGETS)("a lost notification on $name", (target: DbTarget) => {
  it("a payment left pending is asked about after a few minutes and settled from the provider's answer", async () => {
    const clock = manualClock(NOW);
    const { ctx, fake, close } = await yookassaApp(target, { vatCode: 1, clock });
    try {
      const u = await newUser(ctx);
      const paid = await u.chart({ fio: "Оплачен" });
      const dropped = await u.chart({ fio: "Брошен" });
      const a = await checkout(u, paid, "site-1m-rub");
      const b = await checkout(u, dropped, "site-1m-rub");
      const idOf = (order: string) =>
        [...fake.payments.values()].find((x) => x.metadata.order_id === order)!.id;
      fake.succeed(idOf(a.orderId)); // paid, but the notification never comes
      fake.cancel(idOf(b.orderId)); // the payer gave up at the provider
      expect(await ctx.payments.reconcile()).toEqual([]); // too early: the notification may still come
      clock.advance(3 * 60_000);
      expect((await ctx.payments.reconcile()).sort()).toEqual(["activated", "canceled"]);
      expect((await u.one(paid)).active).toBe(true);
      expect((await u.one(dropped)).active).toBe(false);
      expect(await ctx.payments.reconcile()).toEqual([]); // nothing is left pending
    } finally {
      await close();
    }
  });

  it("a payment YooKassa answers 404 about is canceled, asked about once, and a new checkout makes a new one", async () => {
    const clock = manualClock(NOW);
    const { ctx, fake, close } = await yookassaApp(target, { vatCode: 1, clock });
    try {
      const u = await newUser(ctx);
      const again = await u.chart({ fio: "Снова" });
      const left = await u.chart({ fio: "Оставлен" });
      const notified = await u.chart({ fio: "Уведомлён" });
      const idOf = (order: string) =>
        [...fake.payments.values()].find((x) => x.metadata.order_id === order)!.id;
      const gets = (id: string) =>
        fake.requests.filter((r) => r.method === "GET" && r.path.endsWith(id)).length;
      const status = async (orderId: string) =>
        (
          (await (await u.call("GET", "/api/client/payments")).json()) as {
            payments: { id: string; status: string }[];
          }
        ).payments.find((p) => p.id === orderId)?.status;

      // the tariff chosen again within minutes: the provider is asked, has no such payment, a new one is made
      const a = await checkout(u, again, "site-1m-rub");
      const aId = idOf(a.orderId);
      fake.payments.delete(aId);
      clock.advance(60_000);
      const a2 = await checkout(u, again, "site-1m-rub");
      expect(a2.orderId).not.toBe(a.orderId);
      expect(idOf(a2.orderId)).not.toBe(aId);
      expect(await status(a.orderId)).toBe("canceled");
      expect(await checkout(u, again, "site-1m-rub")).toEqual(a2); // still payable: reused

      // left alone: the job asks once, cancels, and never asks again
      const b = await checkout(u, left, "site-1m-rub");
      const bId = idOf(b.orderId);
      fake.payments.delete(bId);
      const outcomes: string[] = [];
      for (let minute = 0; minute < 10; minute++) {
        clock.advance(60_000);
        outcomes.push(...(await ctx.payments.reconcile()));
      }
      expect(outcomes.filter((o) => o === "canceled")).toHaveLength(1);
      expect(gets(bId)).toBe(1);
      expect(await status(b.orderId)).toBe("canceled");

      // a notification about a payment the API then has no trace of cancels it too
      const c = await checkout(u, notified, "site-1m-rub");
      const cId = idOf(c.orderId);
      const body = fake.notificationBody(cId, "payment.succeeded");
      fake.payments.delete(cId);
      const res = await ctx.app.request("/payments/notify/yookassa", {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": YOOKASSA_IP },
        body,
      });
      expect(res.status).toBe(200);
      expect(await status(c.orderId)).toBe("canceled");
      expect((await u.one(notified)).active).toBe(false);
    } finally {
      await close();
    }
  });
});

describe.each(DB_TARGETS)("payments through Stripe (local fake) on $name", (target: DbTarget) => {
  let ctx: Ctx;
  let drop: () => Promise<void>;
  let fake: FakeStripe;

  beforeAll(async () => {
    fake = await startFakeStripe({ secretKey: "sk_test_bazi", webhookSecret: STRIPE_SECRET });
    const opened = await target.open();
    drop = opened.drop;
    const provider = createStripeProvider({
      secretKey: "sk_test_bazi",
      webhookSecret: STRIPE_SECRET,
      apiRoot: fake.url,
    });
    ctx = await testApp(
      opened.database,
      {},
      {
        payments: {
          providers: { USD: provider, RUB: createSandboxProvider() },
          sandbox: null,
          checkoutOrigins: [],
        },
      },
    );
  });
  afterAll(async () => {
    await drop();
    await fake.close();
  });

  it("pays in dollars on the English site; a webhook with a bad signature activates nothing", async () => {
    const u = await newUser(ctx);
    const uuid = await u.chart();
    const { orderId, confirmationUrl } = await checkout(u, uuid, "site-6m-usd", "en");
    expect(confirmationUrl).toContain("/pay/cs_");
    const sessionId = confirmationUrl.split("/pay/")[1]!;
    const create = fake.requests.find((r) => r.path === "/v1/checkout/sessions" && r.method === "POST")!;
    expect(create.headers["idempotency-key"]).toBe(orderId);
    expect(create.body).toMatchObject({
      success_url: `http://localhost:3000/en/kassa/success?uuid=${uuid}&order=${orderId}`,
    });
    fake.complete(sessionId);
    const event = fake.event("checkout.session.completed", sessionId);
    const forged = await ctx.app.request("/payments/notify/stripe", {
      method: "POST",
      headers: { "content-type": "application/json", "stripe-signature": event.signature },
      body: event.body.replace("checkout.session.completed", "checkout.session.completed "),
    });
    expect(forged.status).toBe(400);
    expect((await u.one(uuid)).active).toBe(false);
    const ok = await ctx.app.request("/payments/notify/stripe", {
      method: "POST",
      headers: { "content-type": "application/json", "stripe-signature": event.signature },
      body: event.body,
    });
    expect(ok.status).toBe(200);
    expect(await u.one(uuid)).toMatchObject({ active: true, disableDate: paidUntilAfter(6) });
    const history = (await (await u.call("GET", "/api/client/payments", undefined, "en")).json()) as {
      payments: Record<string, unknown>[];
    };
    expect(history.payments).toEqual([
      expect.objectContaining({ summ: 34.99, currency: "USD", status: "paid" }),
    ]);
  });
});

describe("taking a tariff off sale", () => {
  it("marks the charts on it archived and removes it from the list", async () => {
    const target = DB_TARGETS[0]!;
    const opened = await target.open();
    const ctx = await testApp(opened.database);
    try {
      const u = await newUser(ctx);
      const uuid = await u.chart();
      const { confirmationUrl } = await checkout(u, uuid, "site-1m-rub");
      await sandboxDecide(ctx, confirmationUrl, "succeed");
      const { createPaymentsRepo } = await import("../src/features/payments/payments.repo.ts");
      expect(await createPaymentsRepo(opened.database.db).setOnSale("site-1m-rub", false)).toBe(true);
      expect(await u.one(uuid)).toMatchObject({ active: true, isTariffArchived: true });
      const list = (await (await ctx.app.request("/api/products")).json()) as { list: { id: string }[] };
      expect(list.list.map((p) => p.id)).not.toContain("site-1m-rub");
      const again = await u.call("POST", "/api/payments", {
        uuid,
        product: "site-1m-rub",
        confirm: true,
        consent: true,
      });
      expect(again.status).toBe(409);
    } finally {
      await opened.drop();
    }
  });
});

describe.each(DB_TARGETS)("a renewal racing a cancel on $name", (target: DbTarget) => {
  it("never starts a charge after turning autopay off has answered; a cancel during a charge waits for it", async () => {
    const opened = await target.open();
    const clock = manualClock(NOW);
    const sandbox = createSandboxProvider();
    // the order of events (a counter, not a clock): when charges start and end, when the user clicks and is answered
    let step = 0;
    const starts: number[] = [];
    const ends: number[] = [];
    // the sandbox, with each charge taking a while: the window in which a cancel could slip in (the scenario's
    // gap, not a wait for something)
    const slow = sandboxWith(sandbox, {
      async charge(input) {
        starts.push(++step);
        await new Promise((r) => setTimeout(r, 40));
        const p = await sandbox.charge(input);
        ends.push(++step);
        return p;
      },
    });
    const ctx = await testApp(
      opened.database,
      { TRUST_PROXY: "127.0.0.1" },
      {
        clock,
        payments: { providers: { RUB: slow }, sandbox, checkoutOrigins: [] },
      },
    );
    try {
      const u = await newUser(ctx);
      let overlapped = 0;
      for (let i = 0; i < 10; i++) {
        const uuid = await u.chart({ fio: `Гонка ${i}` });
        const { confirmationUrl } = await checkout(u, uuid, "site-autopay-rub");
        await sandboxDecide(ctx, confirmationUrl, "succeed");
        const until = Date.parse(`${(await u.one(uuid)).disableDate}T09:00:00Z`);
        clock.advance(until - 24 * 3600_000 - clock.now());
        starts.length = 0;
        ends.length = 0;
        // the job and the user's click at about the same moment: the click i × 4 ms later each round, so that
        // the clicks land before, during and after the charge (a deliberate stagger, not a wait)
        const job = ctx.renewals.runDue();
        await new Promise((r) => setTimeout(r, i * 4));
        const clicked = ++step;
        const off = await u.call("POST", "/api/rbkmoney/autopay", { uuid });
        const answered = ++step;
        expect(off.status).toBe(200);
        await job;
        expect(
          starts.filter((t) => t > answered),
          `iteration ${i}: a charge after the cancel`,
        ).toEqual([]);
        if (starts.length === 1 && clicked < ends[0]!) {
          // the click came while the charge was in flight: the cancel waited for it to settle
          overlapped++;
          expect(answered, `iteration ${i}`).toBeGreaterThanOrEqual(ends[0]!);
        }
        expect(await ctx.renewals.runDue()).toEqual([]);
        expect((await u.one(uuid)).isBindingCustomer).toBe(false);
        clock.advance(Date.parse(NOW) - clock.now());
      }
      expect(overlapped, "some clicks came during a charge").toBeGreaterThan(0);
    } finally {
      await opened.drop();
    }
  });
});
