/**
 * The YooKassa provider against the local fake of the YooKassa API v3 (@bazi/test-support/yookassa-fake): the
 * requests it sends (auth, Idempotence-Key, amounts, receipt), how it reads payments and errors, and which
 * notifications it trusts (YooKassa's published IP ranges).
 */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { type FakeYooKassa, startFakeYooKassa } from "@bazi/test-support/yookassa-fake";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type CreatePaymentInput, PaymentProviderError } from "../src/providers/payments.ts";
import {
  createYooKassaProvider,
  formatAmount,
  parseAmount,
  YOOKASSA_ID,
} from "../src/providers/payments-yookassa.ts";

const SHOP_ID = "506751";
const SECRET = "test_Fh8hUAVVBGUGbjmlzba6TB0iyUbos_lueTHE-axOwM0";

let fake: FakeYooKassa;
beforeAll(async () => {
  fake = await startFakeYooKassa({ shopId: SHOP_ID, secretKey: SECRET });
});
afterAll(() => fake.close());

function provider(
  over: { secretKey?: string; apiRoot?: string; fetchImpl?: typeof fetch; timeoutMs?: number } = {},
) {
  return createYooKassaProvider({
    shopId: SHOP_ID,
    secretKey: SECRET,
    apiRoot: fake.url,
    vatCode: 1,
    ...over,
  });
}

let serial = 0;
function order(over: Partial<CreatePaymentInput> = {}): CreatePaymentInput {
  serial++;
  return {
    orderId: `ord_${serial}`,
    idempotenceKey: `ord_${serial}_${Date.now()}`,
    amountMinor: 49000,
    currency: "RUB",
    description: "Персональный календарь на 6 месяцев: Анна",
    savePaymentMethod: false,
    returnUrl: "https://calendar.example/ru/pay/return",
    cancelUrl: "https://calendar.example/ru/pay/cancel",
    customerEmail: "anna@example.com",
    locale: "ru",
    ...over,
  };
}

/** The error a call failed with (and the secret key is never in it). */
async function failure(p: Promise<unknown>): Promise<PaymentProviderError> {
  const e = await p.then(
    () => {
      throw new Error("expected a PaymentProviderError");
    },
    (err: unknown) => err,
  );
  expect(e).toBeInstanceOf(PaymentProviderError);
  expect((e as Error).message).not.toContain(SECRET);
  return e as PaymentProviderError;
}

const lastRequest = () => fake.requests.at(-1)!;

/** A fetch that answers every call with this status and body. */
const answering = (status: number, body: unknown) =>
  (async () =>
    new Response(typeof body === "string" ? body : JSON.stringify(body), {
      status,
    })) as unknown as typeof fetch;

describe("create", () => {
  it("sends YooKassa's documented request and returns a pending payment with its confirmation URL", async () => {
    const input = order();
    const { payment, confirmationUrl } = await provider().create(input);
    const req = lastRequest();
    expect(req.method).toBe("POST");
    expect(req.path).toBe("/v3/payments");
    expect(req.headers.authorization).toBe(`Basic ${Buffer.from(`${SHOP_ID}:${SECRET}`).toString("base64")}`);
    expect(req.headers["idempotence-key"]).toBe(input.idempotenceKey);
    expect(req.headers["content-type"]).toBe("application/json");
    const amount = { value: "490.00", currency: "RUB" };
    expect(req.body).toEqual({
      amount,
      capture: true,
      confirmation: { type: "redirect", return_url: input.returnUrl, locale: "ru_RU" },
      description: input.description,
      metadata: { order_id: input.orderId },
      receipt: {
        customer: { email: "anna@example.com" },
        items: [
          {
            description: input.description,
            quantity: "1.00",
            amount,
            vat_code: 1,
            payment_mode: "full_payment",
            payment_subject: "service",
          },
        ],
      },
    });
    expect(req.body).not.toHaveProperty("save_payment_method");

    expect(payment.id).toMatch(YOOKASSA_ID);
    expect(payment).toEqual({
      id: payment.id,
      status: "pending",
      amountMinor: 49000,
      currency: "RUB",
      orderId: input.orderId,
      savedMethodId: null,
      failureReason: null,
    });
    expect(confirmationUrl).toBe(`${new URL(fake.url).origin}/checkout/${payment.id}`);
  });

  it("asks to save the payment method only when asked, and speaks English when the payer does", async () => {
    await provider().create(order({ savePaymentMethod: true, locale: "en", amountMinor: 5 }));
    const body = lastRequest().body as Record<string, unknown>;
    expect(body.save_payment_method).toBe(true);
    expect(body.confirmation).toMatchObject({ locale: "en_US" });
    expect(body.amount).toEqual({ value: "0.05", currency: "RUB" });
  });

  it("cuts a long description to YooKassa's 128 characters without splitting a character", async () => {
    const description = `${"Календарь ".repeat(12)}🐉🐉🐉🐉🐉🐉`;
    await provider().create(order({ description }));
    const body = lastRequest().body as { description: string; receipt: { items: { description: string }[] } };
    expect(body.description.length).toBeLessThanOrEqual(128);
    expect(body.description.endsWith("…")).toBe(true);
    expect(body.description).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/);
    expect(body.receipt.items[0]!.description).toBe(body.description);
  });

  it("a retry with the same Idempotence-Key returns the same payment, never a second one", async () => {
    const input = order();
    const first = await provider().create(input);
    const count = fake.payments.size;
    const again = await provider().create(input);
    expect(again.payment.id).toBe(first.payment.id);
    expect(again.confirmationUrl).toBe(first.confirmationUrl);
    expect(fake.payments.size).toBe(count);

    const reused = await failure(provider().create({ ...input, amountMinor: 99000 }));
    expect(reused.status).toBe(400);
    expect(reused.retryable).toBe(false);
    expect(reused.message).toContain("Idempotence-Key");
  });
});

describe("fetch", () => {
  it("reads a paid payment and the saved method", async () => {
    const { payment } = await provider().create(order({ savePaymentMethod: true }));
    fake.succeed(payment.id, { saveMethod: true });
    const paid = await provider().fetch(payment.id);
    expect(lastRequest()).toMatchObject({ method: "GET", path: `/v3/payments/${payment.id}` });
    const methodId = fake.payments.get(payment.id)!.payment_method!.id;
    expect(methodId).not.toBe(payment.id);
    expect(paid).toMatchObject({
      id: payment.id,
      status: "succeeded",
      amountMinor: 49000,
      savedMethodId: methodId,
    });
  });

  it("has no saved method when YooKassa did not save one", async () => {
    const { payment } = await provider().create(order({ savePaymentMethod: true }));
    fake.succeed(payment.id, { saveMethod: false });
    expect(await provider().fetch(payment.id)).toMatchObject({ status: "succeeded", savedMethodId: null });
  });

  it("reads a canceled payment with YooKassa's reason", async () => {
    const { payment } = await provider().create(order());
    fake.cancel(payment.id);
    expect(await provider().fetch(payment.id)).toMatchObject({
      status: "canceled",
      failureReason: "expired_on_confirmation",
      savedMethodId: null,
    });
  });

  it("404 for an unknown payment; an id that is not YooKassa's is never sent", async () => {
    const missing = await failure(provider().fetch("2419a771-000f-5000-9000-1edaf29243f2"));
    expect(missing).toMatchObject({ status: 404, retryable: false });
    expect(missing.message).toContain("not_found");

    const count = fake.requests.length;
    for (const id of ["../refunds", "2419a771-000f-5000-9000-1edaf29243f2/capture", ""]) {
      expect((await failure(provider().fetch(id))).retryable).toBe(false);
    }
    expect(fake.requests.length).toBe(count);
  });
});

describe("charge", () => {
  async function savedMethod(): Promise<string> {
    const { payment } = await provider().create(order({ savePaymentMethod: true }));
    fake.succeed(payment.id, { saveMethod: true });
    return (await provider().fetch(payment.id)).savedMethodId!;
  }
  const renewal = (savedMethodId: string) => {
    serial++;
    return {
      orderId: `ord_${serial}`,
      idempotenceKey: `renew_${serial}_${Date.now()}`,
      amountMinor: 149000,
      currency: "RUB" as const,
      description: "Продление календаря на 12 месяцев",
      savedMethodId,
      customerEmail: "anna@example.com",
    };
  };

  it("charges a saved method without the payer", async () => {
    const input = renewal(await savedMethod());
    const payment = await provider().charge(input);
    expect(payment).toMatchObject({ status: "succeeded", amountMinor: 149000, orderId: input.orderId });
    const req = lastRequest();
    expect(req.headers["idempotence-key"]).toBe(input.idempotenceKey);
    expect(req.body).toMatchObject({
      amount: { value: "1490.00", currency: "RUB" },
      capture: true,
      payment_method_id: input.savedMethodId,
      metadata: { order_id: input.orderId },
      receipt: { customer: { email: "anna@example.com" }, items: [{ vat_code: 1, quantity: "1.00" }] },
    });
    expect(req.body).not.toHaveProperty("confirmation");
  });

  it("a declined charge is canceled with the network's reason", async () => {
    const method = await savedMethod();
    fake.declineNextCharges(1);
    expect(await provider().charge(renewal(method))).toMatchObject({
      status: "canceled",
      failureReason: "insufficient_funds",
    });
    expect((await provider().charge(renewal(method))).status).toBe("succeeded");
  });

  it("an unknown payment method is a non-retryable 400", async () => {
    const e = await failure(provider().charge(renewal("2419a771-000f-5000-9000-000000000000")));
    expect(e).toMatchObject({ status: 400, retryable: false });
    expect(e.message).toContain("payment_method_id");
  });
});

describe("errors", () => {
  it("wrong credentials: 401, not retryable, no key in the message", async () => {
    const wrong = "test_WrongSecretKey_123";
    const e = await failure(provider({ secretKey: wrong }).create(order()));
    expect(e).toMatchObject({ status: 401, retryable: false });
    expect(e.message).toContain("invalid_credentials");
    expect(e.message).not.toContain(wrong);
  });

  it("an unreachable server: status 0, retryable", async () => {
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const port = (server.address() as AddressInfo).port;
    await new Promise((resolve) => server.close(resolve));
    const e = await failure(provider({ apiRoot: `http://127.0.0.1:${port}/v3` }).create(order()));
    expect(e).toMatchObject({ status: 0, retryable: true });
  });

  it("a server that does not answer in time: status 0, retryable", async () => {
    const server = createServer(() => {}); // never answers
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const port = (server.address() as AddressInfo).port;
    try {
      const slow = provider({ apiRoot: `http://127.0.0.1:${port}/v3`, timeoutMs: 200 });
      const e = await failure(slow.fetch("2419a771-000f-5000-9000-1edaf29243f2"));
      expect(e).toMatchObject({ status: 0, retryable: true });
      expect(e.message).toContain("timed out");
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it("5xx, 429 and 202 (still processing) are retryable; other 4xx are not", async () => {
    const id = "2419a771-000f-5000-9000-1edaf29243f2";
    const err = (code: string) => ({ type: "error", id, code, description: `${code} happened` });
    for (const [status, retryable] of [
      [500, true],
      [503, true],
      [429, true],
      [202, true],
      [403, false],
      [400, false],
    ] as const) {
      const e = await failure(provider({ fetchImpl: answering(status, err("some_code")) }).fetch(id));
      expect(e).toMatchObject({ status, retryable });
      expect(e.message).toContain("some_code happened");
    }
  });

  it("a malformed answer is a retryable error", async () => {
    const id = "2419a771-000f-5000-9000-1edaf29243f2";
    const ok = { id, status: "succeeded", amount: { value: "490.00", currency: "RUB" }, metadata: {} };
    expect((await provider({ fetchImpl: answering(200, ok) }).fetch(id)).amountMinor).toBe(49000);
    for (const body of [
      "<html>",
      { ...ok, status: "done" },
      { ...ok, amount: { value: "490.5", currency: "RUB" } },
      { ...ok, amount: { value: 490, currency: "RUB" } },
      { ...ok, id: undefined },
    ]) {
      expect(await failure(provider({ fetchImpl: answering(200, body) }).fetch(id))).toMatchObject({
        retryable: true,
      });
    }
    // A created payment without its confirmation URL cannot be paid.
    const noUrl = await failure(
      provider({ fetchImpl: answering(200, { ...ok, status: "pending" }) }).create(order()),
    );
    expect(noUrl.retryable).toBe(true);
  });
});

describe("the fake enforces what YooKassa enforces", () => {
  const auth = `Basic ${Buffer.from(`${SHOP_ID}:${SECRET}`).toString("base64")}`;
  async function post(body: unknown, key?: string) {
    const res = await fetch(`${fake.url}/payments`, {
      method: "POST",
      headers: {
        authorization: auth,
        "content-type": "application/json",
        ...(key ? { "idempotence-key": key } : {}),
      },
      body: JSON.stringify(body),
    });
    return { status: res.status, json: (await res.json()) as Record<string, unknown> };
  }
  const valid = () => {
    const amount = { value: "490.00", currency: "RUB" };
    return {
      amount,
      capture: true,
      confirmation: { type: "redirect", return_url: "https://calendar.example/" },
      receipt: {
        customer: { email: "a@example.com" },
        items: [
          {
            description: "x",
            quantity: "1.00",
            amount,
            vat_code: 1,
            payment_mode: "full_payment",
            payment_subject: "service",
          },
        ],
      },
    };
  };

  it("rejects a POST without Idempotence-Key, without receipt, or with a numeric amount", async () => {
    expect((await post(valid(), `k${Date.now()}`)).status).toBe(200);
    const cases: [unknown, string | undefined, string][] = [
      [valid(), undefined, "Idempotence-Key"],
      [{ ...valid(), receipt: undefined }, `a${Date.now()}`, "receipt"],
      [{ ...valid(), amount: { value: 490, currency: "RUB" } }, `b${Date.now()}`, "amount.value"],
      [{ ...valid(), amount: { value: "491.00", currency: "RUB" } }, `c${Date.now()}`, "receipt.items"],
    ];
    for (const [body, key, parameter] of cases) {
      expect(await post(body, key)).toMatchObject({
        status: 400,
        json: { type: "error", code: "invalid_request", parameter },
      });
    }
  });
});

describe("checkNotification", () => {
  const yk = createYooKassaProvider({ shopId: SHOP_ID, secretKey: SECRET, vatCode: 1 });
  const headers = new Headers({ "content-type": "application/json" });
  let body = "";
  let paymentId = "";
  beforeAll(async () => {
    const { payment } = await provider().create(order());
    fake.succeed(payment.id);
    paymentId = payment.id;
    body = fake.notificationBody(payment.id, "payment.succeeded");
  });
  const check = (ip: string, rawBody = body) => yk.checkNotification({ ip, headers, rawBody });

  // The first and last address of every published range, and the addresses just outside it.
  const ranges: [inside: string[], outside: string[]][] = [
    [
      ["185.71.76.0", "185.71.76.31"],
      ["185.71.75.255", "185.71.76.32"],
    ],
    [
      ["185.71.77.0", "185.71.77.31"],
      ["185.71.76.255", "185.71.77.32"],
    ],
    [
      ["77.75.153.0", "77.75.153.127"],
      ["77.75.152.255", "77.75.153.128"],
    ],
    [
      ["77.75.154.128", "77.75.154.255"],
      ["77.75.154.127", "77.75.155.0"],
    ],
    [["77.75.156.11"], ["77.75.156.10", "77.75.156.12"]],
    [["77.75.156.35"], ["77.75.156.34", "77.75.156.36"]],
    [
      ["2a02:5180::", "2a02:5180:ffff:ffff:ffff:ffff:ffff:ffff", "2a02:5180:0:1::15"],
      ["2a02:517f:ffff:ffff:ffff:ffff:ffff:ffff", "2a02:5181::"],
    ],
  ];

  it("accepts every published range, IPv4-mapped IPv6 included", () => {
    const inside = [
      ...ranges.flatMap(([i]) => i),
      "::ffff:185.71.76.5",
      "::ffff:77.75.156.35",
      "::FFFF:77.75.153.1",
    ];
    for (const ip of inside) {
      expect(check(ip), ip).toEqual({ ok: true, paymentId, event: "payment.succeeded" });
    }
  });

  it("rejects every other address", () => {
    const outside = [
      ...ranges.flatMap(([, o]) => o),
      "127.0.0.1",
      "::1",
      "8.8.8.8",
      "::ffff:8.8.8.8",
      "10.0.0.1",
      "",
      "not-an-ip",
      "185.71.76.0/27",
    ];
    for (const ip of outside) expect(check(ip), ip).toMatchObject({ ok: false, reason: "forbidden" });
  });

  it("malformed bodies are malformed, other objects' events are ignored", () => {
    const ip = "185.71.76.10";
    for (const raw of [
      "",
      "not json",
      "[]",
      "{}",
      JSON.stringify({ type: "notification", event: "payment.succeeded" }),
      JSON.stringify({ type: "notification", event: "payment.succeeded", object: {} }),
      JSON.stringify({ type: "event", event: "payment.succeeded", object: { id: paymentId } }),
      JSON.stringify({ type: "notification", event: "payment.succeeded", object: { id: "../x" } }),
    ]) {
      expect(check(ip, raw), raw).toMatchObject({ ok: false, reason: "malformed" });
    }
    const refund = JSON.stringify({
      type: "notification",
      event: "refund.succeeded",
      object: { id: "216749f7-0016-50be-b000-078d43a63ae4", payment_id: paymentId },
    });
    expect(check(ip, refund)).toMatchObject({ ok: false, reason: "ignored" });
    const canceled = fake.notificationBody(paymentId, "payment.canceled");
    expect(check(ip, canceled)).toEqual({ ok: true, paymentId, event: "payment.canceled" });
  });
});

describe("amounts", () => {
  it("every amount from 0 to 10^12 minor units round-trips exactly through YooKassa's value string", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e12 }), (minor) => {
        const value = formatAmount(minor);
        const big = BigInt(minor);
        expect(value).toBe(`${big / 100n}.${(big % 100n).toString().padStart(2, "0")}`);
        expect(parseAmount(value)).toBe(minor);
      }),
      { numRuns: 2000 },
    );
    expect(formatAmount(49000)).toBe("490.00");
    expect(formatAmount(0)).toBe("0.00");
    expect(formatAmount(1e12)).toBe("10000000000.00");
  });

  it("rejects what is not an amount", () => {
    for (const value of [
      "490",
      "490.0",
      "490.000",
      "-1.00",
      "1e3",
      " 1.00",
      "4,90",
      "1.0a",
      "",
      "99999999999999999.00",
    ]) {
      expect(parseAmount(value), value).toBeNull();
    }
    for (const minor of [-1, 0.5, Number.NaN, 2 ** 53]) expect(() => formatAmount(minor)).toThrow(RangeError);
  });
});
