/**
 * The Stripe provider (the official `stripe` client underneath) against a local fake of Stripe's HTTP API
 * (@bazi/test-support/stripe-fake): the requests it sends (auth, version, idempotency, form fields), the payment
 * lifecycle (create, pay, expire, off-session renewals, declines, detach), error classification, and webhook
 * signature checks (with a fast-check property).
 */
import { randomUUID } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import {
  type FakeStripe,
  type FakeStripeRequest,
  startFakeStripe,
  stripeSignatureHeader,
} from "@bazi/test-support/stripe-fake";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type CreatePaymentInput,
  type PaymentProvider,
  PaymentProviderError,
  type ProviderPayment,
} from "../src/providers/payments.ts";
import { createStripeProvider, STRIPE_VERSION } from "../src/providers/payments-stripe.ts";

const SECRET_KEY = "sk_test_51FakeKey0123456789abcdef";
const WEBHOOK_SECRET = "whsec_test_0123456789abcdef";

let stripe: FakeStripe;
let provider: PaymentProvider;

beforeAll(async () => {
  stripe = await startFakeStripe({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET });
  provider = createStripeProvider({
    secretKey: SECRET_KEY,
    webhookSecret: WEBHOOK_SECRET,
    apiRoot: stripe.url,
  });
});
afterAll(() => stripe.close());

function order(over: Partial<CreatePaymentInput> = {}): CreatePaymentInput {
  const orderId = `ord_${randomUUID()}`;
  return {
    orderId,
    idempotenceKey: `create-${orderId}`,
    amountMinor: 1299,
    currency: "USD",
    description: "Personal Calendar for 6 months: Anna",
    savePaymentMethod: false,
    returnUrl: "https://calendar.example/pay/done",
    cancelUrl: "https://calendar.example/pay/cancel",
    customerEmail: "anna@example.com",
    locale: "en",
    ...over,
  };
}

const lastRequest = (): FakeStripeRequest => stripe.requests.at(-1)!;

/** A paid autopay order: its saved method "cus_…/pm_…". */
async function savedMethod(): Promise<string> {
  const { payment } = await provider.create(order({ savePaymentMethod: true }));
  stripe.complete(payment.id);
  const paid = await provider.fetch(payment.id);
  expect(paid.savedMethodId).toMatch(/^cus_\w+\/pm_\w+$/);
  return paid.savedMethodId!;
}

function renewal(savedMethodId: string) {
  const orderId = `ord_${randomUUID()}`;
  return {
    orderId,
    idempotenceKey: `renew-${orderId}`,
    amountMinor: 499,
    currency: "USD" as const,
    description: "Personal Calendar, monthly: Anna",
    savedMethodId,
    customerEmail: "anna@example.com",
  };
}

async function rejection(promise: Promise<unknown>): Promise<PaymentProviderError> {
  const err = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(PaymentProviderError);
  return err as PaymentProviderError;
}

describe("Stripe provider: Checkout", () => {
  it("sends a form-encoded session request with Stripe's headers and our order in the metadata", async () => {
    const input = order({ locale: "ru" });
    await provider.create(input);
    const req = lastRequest();
    expect(req.method).toBe("POST");
    expect(req.path).toBe("/v1/checkout/sessions");
    expect(req.headers.authorization).toBe(`Bearer ${SECRET_KEY}`);
    expect(req.headers["stripe-version"]).toBe(STRIPE_VERSION);
    expect(req.headers["idempotency-key"]).toBe(input.idempotenceKey);
    expect(req.headers["content-type"]).toBe("application/x-www-form-urlencoded");
    expect(req.body).toEqual({
      mode: "payment",
      line_items: [
        {
          price_data: { currency: "usd", unit_amount: "1299", product_data: { name: input.description } },
          quantity: "1",
        },
      ],
      success_url: input.returnUrl,
      cancel_url: input.cancelUrl,
      customer_email: input.customerEmail,
      client_reference_id: input.orderId,
      metadata: { order_id: input.orderId },
      payment_intent_data: { metadata: { order_id: input.orderId } },
      locale: "ru",
    });
  });

  it("asks to save the card on a Customer only for autopay", async () => {
    const input = order({ savePaymentMethod: true });
    await provider.create(input);
    const body = lastRequest().body;
    expect(body.payment_intent_data).toEqual({
      metadata: { order_id: input.orderId },
      setup_future_usage: "off_session",
    });
    expect(body.customer_creation).toBe("always");
  });

  it("creates a pending payment with the Checkout URL", async () => {
    const input = order();
    const { payment, confirmationUrl } = await provider.create(input);
    expect(payment).toEqual<ProviderPayment>({
      id: expect.stringMatching(/^cs_test_\w+$/),
      status: "pending",
      amountMinor: 1299,
      currency: "USD",
      orderId: input.orderId,
      savedMethodId: null,
      failureReason: null,
    });
    expect(confirmationUrl).toBe(`${stripe.url}/pay/${payment.id}`);
    expect(await provider.fetch(payment.id)).toEqual(payment);
  });

  it("returns the same session when a create is retried, and refuses the key for other parameters", async () => {
    const input = order();
    const first = await provider.create(input);
    const retry = await provider.create(input);
    expect(retry).toEqual(first);
    const err = await rejection(provider.create({ ...input, amountMinor: 999 }));
    expect(err).toMatchObject({ status: 400, retryable: false });
    expect(err.message).toContain("idempotency_error");
  });

  it("reports a paid autopay session as succeeded with the saved customer and card", async () => {
    const input = order({ savePaymentMethod: true });
    const { payment } = await provider.create(input);
    stripe.complete(payment.id);
    const paid = await provider.fetch(payment.id);
    expect(lastRequest().path).toBe(`/v1/checkout/sessions/${payment.id}?expand[0]=payment_intent`);
    expect(lastRequest().body).toEqual({ expand: ["payment_intent"] });
    expect(paid).toMatchObject({
      id: payment.id,
      status: "succeeded",
      orderId: input.orderId,
      failureReason: null,
    });
    expect(paid.savedMethodId).toMatch(/^cus_test_\w+\/pm_test_\w+$/);
  });

  it("reports a paid one-off session as succeeded with nothing saved", async () => {
    const { payment } = await provider.create(order());
    stripe.complete(payment.id);
    expect(await provider.fetch(payment.id)).toMatchObject({ status: "succeeded", savedMethodId: null });
  });

  it("reports an expired session as canceled", async () => {
    const { payment } = await provider.create(order());
    stripe.expire(payment.id);
    expect(await provider.fetch(payment.id)).toMatchObject({ status: "canceled", failureReason: "expired" });
  });

  it("names a saved card only when the payer agreed to off-session use (expanded objects too)", async () => {
    const session = (setupFutureUsage: string | null) => ({
      id: "cs_test_1",
      object: "checkout.session",
      status: "complete",
      payment_status: "paid",
      url: null,
      amount_total: 1299,
      currency: "usd",
      metadata: { order_id: "ord_1" },
      customer: { id: "cus_test_9", object: "customer" },
      payment_intent: {
        id: "pi_test_1",
        object: "payment_intent",
        status: "succeeded",
        amount: 1299,
        currency: "usd",
        customer: "cus_test_9",
        payment_method: { id: "pm_test_9", object: "payment_method" },
        setup_future_usage: setupFutureUsage,
      },
    });
    const answering = (body: unknown) =>
      createStripeProvider({
        secretKey: SECRET_KEY,
        webhookSecret: WEBHOOK_SECRET,
        fetchImpl: async () => Response.json(body),
      });
    expect(await answering(session("off_session")).fetch("cs_test_1")).toMatchObject({
      status: "succeeded",
      orderId: "ord_1",
      savedMethodId: "cus_test_9/pm_test_9",
    });
    expect(await answering(session(null)).fetch("cs_test_1")).toMatchObject({ savedMethodId: null });
  });

  it("refuses a malformed payment id without asking Stripe", async () => {
    const before = stripe.requests.length;
    for (const id of ["../v1/customers", "cs_x/../../y", "ch_123", ""]) {
      expect(await rejection(provider.fetch(id))).toMatchObject({ status: 0, retryable: false });
    }
    expect(stripe.requests.length).toBe(before);
  });
});

describe("Stripe provider: renewals and saved cards", () => {
  it("charges a saved card off-session", async () => {
    const saved = await savedMethod();
    const input = renewal(saved);
    const paid = await provider.charge(input);
    const [customer, method] = saved.split("/");
    expect(lastRequest()).toMatchObject({
      method: "POST",
      path: "/v1/payment_intents",
      headers: { "idempotency-key": input.idempotenceKey, authorization: `Bearer ${SECRET_KEY}` },
      body: {
        amount: "499",
        currency: "usd",
        customer,
        payment_method: method,
        off_session: "true",
        confirm: "true",
        description: input.description,
        metadata: { order_id: input.orderId },
      },
    });
    expect(paid).toMatchObject({
      status: "succeeded",
      amountMinor: 499,
      currency: "USD",
      orderId: input.orderId,
    });
    expect(paid.id).toMatch(/^pi_test_\w+$/);
    expect(await provider.fetch(paid.id)).toEqual(paid);
  });

  it("returns a declined renewal as a canceled payment, the same on a retry", async () => {
    const saved = await savedMethod();
    stripe.declineNextCharges(1);
    const input = renewal(saved);
    const declined = await provider.charge(input);
    expect(declined).toMatchObject({
      status: "canceled",
      failureReason: "insufficient_funds",
      orderId: input.orderId,
    });
    expect(declined.id).toMatch(/^pi_test_\w+$/);
    expect(await provider.charge(input)).toEqual(declined);
    expect(await provider.fetch(declined.id)).toEqual(declined);
    expect(await provider.charge(renewal(saved))).toMatchObject({ status: "succeeded" });
  });

  it("detaches a forgotten card (twice is fine); charging it then fails for good", async () => {
    const saved = await savedMethod();
    const method = saved.split("/")[1];
    await provider.forgetMethod(saved);
    expect(lastRequest()).toMatchObject({ method: "POST", path: `/v1/payment_methods/${method}/detach` });
    expect(lastRequest().headers["idempotency-key"]).toBeTruthy();
    await provider.forgetMethod(saved);
    const err = await rejection(provider.charge(renewal(saved)));
    expect(err).toMatchObject({ status: 400, retryable: false });
  });

  it("refuses a saved method that is not cus_…/pm_…", async () => {
    expect(await rejection(provider.charge(renewal("pm_123")))).toMatchObject({ retryable: false });
    expect(await rejection(provider.forgetMethod("cus_1/pm_2/x"))).toMatchObject({ retryable: false });
  });
});

describe("Stripe provider: errors", () => {
  it("treats a wrong secret key as a permanent 401, without echoing the key", async () => {
    const wrongKey = "sk_test_WRONG_KEY_987654321";
    const wrong = createStripeProvider({
      secretKey: wrongKey,
      webhookSecret: WEBHOOK_SECRET,
      apiRoot: stripe.url,
    });
    const err = await rejection(wrong.create(order()));
    expect(err).toMatchObject({ status: 401, retryable: false });
    expect(err.message).toContain("invalid_request_error");
    expect(err.message).not.toContain(wrongKey);
  });

  it("treats an unreachable API as retryable (status 0)", async () => {
    const free = createServer();
    await new Promise<void>((resolve) => free.listen(0, "127.0.0.1", resolve));
    const port = (free.address() as AddressInfo).port;
    await new Promise((resolve) => free.close(resolve));
    const down = createStripeProvider({
      secretKey: SECRET_KEY,
      webhookSecret: WEBHOOK_SECRET,
      apiRoot: `http://127.0.0.1:${port}`,
    });
    const err = await rejection(down.fetch("cs_test_123"));
    expect(err).toMatchObject({ status: 0, retryable: true });
    expect(err.message).not.toContain(SECRET_KEY);
  });

  it("treats a silent API as retryable (status 0) after the timeout", async () => {
    const silent: Server = createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    const apiRoot = `http://127.0.0.1:${(silent.address() as AddressInfo).port}`;
    const slow = createStripeProvider({
      secretKey: SECRET_KEY,
      webhookSecret: WEBHOOK_SECRET,
      apiRoot,
      timeoutMs: 200,
    });
    const err = await rejection(slow.fetch("pi_123"));
    expect(err).toMatchObject({ status: 0, retryable: true });
    silent.closeAllConnections();
    await new Promise((resolve) => silent.close(resolve));
  });

  it.each([
    [500, true],
    [503, true],
    [429, true],
    [409, true],
    [400, false],
    [403, false],
    [404, false],
  ])("classifies HTTP %i as retryable=%s", async (status, retryable) => {
    const body = { error: { type: "api_error", code: "some_code", message: "Something happened." } };
    const stub = createStripeProvider({
      secretKey: SECRET_KEY,
      webhookSecret: WEBHOOK_SECRET,
      fetchImpl: async () => Response.json(body, { status }),
    });
    const err = await rejection(stub.fetch("pi_123"));
    expect(err).toMatchObject({ status, retryable });
    expect(err.message).toContain("some_code");
    expect(err.message).toContain("Something happened.");
  });

  it("treats a 200 answer of another shape as retryable", async () => {
    const stub = createStripeProvider({
      secretKey: SECRET_KEY,
      webhookSecret: WEBHOOK_SECRET,
      fetchImpl: async () => Response.json({ id: "pi_123", object: "payment_intent" }),
    });
    expect(await rejection(stub.fetch("pi_123"))).toMatchObject({ status: 200, retryable: true });
  });

  it("treats an answer that is not JSON (a gateway's page) as no answer: retryable, status 0", async () => {
    const stub = createStripeProvider({
      secretKey: SECRET_KEY,
      webhookSecret: WEBHOOK_SECRET,
      fetchImpl: async () => new Response("<html>gateway</html>", { status: 200 }),
    });
    expect(await rejection(stub.fetch("pi_123"))).toMatchObject({ status: 0, retryable: true });
  });
});

describe("Stripe provider: webhooks", () => {
  const notification = (rawBody: string, signature?: string) => ({
    ip: "203.0.113.7",
    headers: new Headers(signature === undefined ? {} : { "stripe-signature": signature }),
    rawBody,
  });
  const nowSeconds = () => Math.floor(Date.now() / 1000);

  it("accepts a signed Checkout event and names the session", async () => {
    const { payment } = await provider.create(order());
    stripe.complete(payment.id);
    const { body, signature } = stripe.event("checkout.session.completed", payment.id);
    expect(provider.checkNotification(notification(body, signature))).toEqual({
      ok: true,
      paymentId: payment.id,
      event: "checkout.session.completed",
    });
  });

  it("accepts a signed PaymentIntent event and names the intent", async () => {
    stripe.declineNextCharges(1);
    const declined = await provider.charge(renewal(await savedMethod()));
    const { body, signature } = stripe.event("payment_intent.payment_failed", declined.id);
    expect(provider.checkNotification(notification(body, signature))).toEqual({
      ok: true,
      paymentId: declined.id,
      event: "payment_intent.payment_failed",
    });
  });

  it("rejects a body changed after signing", () => {
    const { body, signature } = stripe.event("checkout.session.completed", "cs_test_abc");
    const i = body.indexOf("cs_test_abc") + 8;
    const tampered = `${body.slice(0, i)}X${body.slice(i + 1)}`;
    expect(provider.checkNotification(notification(tampered, signature))).toEqual({
      ok: false,
      reason: "bad-signature",
    });
  });

  it("rejects a signature made with another secret", () => {
    const { body } = stripe.event("checkout.session.completed", "cs_test_abc");
    const signature = stripeSignatureHeader("whsec_someone_else", body, nowSeconds());
    expect(provider.checkNotification(notification(body, signature))).toMatchObject({
      reason: "bad-signature",
    });
  });

  it("rejects a signature older (or newer) than the tolerance", () => {
    const { body } = stripe.event("checkout.session.completed", "cs_test_abc");
    const t = nowSeconds();
    for (const ts of [t - 301, t + 301]) {
      const signature = stripeSignatureHeader(WEBHOOK_SECRET, body, ts);
      expect(provider.checkNotification(notification(body, signature))).toMatchObject({
        reason: "bad-signature",
      });
    }
    const fresh = stripeSignatureHeader(WEBHOOK_SECRET, body, t - 290);
    expect(provider.checkNotification(notification(body, fresh))).toMatchObject({ ok: true });
  });

  it("uses the injected clock and tolerance", () => {
    const body = JSON.stringify({ type: "payment_intent.succeeded", data: { object: { id: "pi_test_1" } } });
    const signature = stripeSignatureHeader(WEBHOOK_SECRET, body, 1_000_000);
    const at = (ms: number) =>
      createStripeProvider({
        secretKey: SECRET_KEY,
        webhookSecret: WEBHOOK_SECRET,
        now: () => ms,
        toleranceSeconds: 10,
      });
    expect(at(1_000_009_000).checkNotification(notification(body, signature))).toMatchObject({ ok: true });
    expect(at(1_000_011_000).checkNotification(notification(body, signature))).toMatchObject({
      reason: "bad-signature",
    });
  });

  it("accepts a header with several v1 signatures when one is valid (secret rotation)", () => {
    const { body, signature } = stripe.event("checkout.session.expired", "cs_test_abc");
    const t = signature.split(",")[0];
    const valid = signature.split(",")[1];
    const other = stripeSignatureHeader("whsec_old", body, nowSeconds()).split(",")[1];
    expect(provider.checkNotification(notification(body, `${t},${other},${valid}`))).toMatchObject({
      ok: true,
    });
    expect(provider.checkNotification(notification(body, `${t},${other}`))).toMatchObject({
      reason: "bad-signature",
    });
  });

  it("rejects a missing, empty or v0-only signature header", () => {
    const { body, signature } = stripe.event("checkout.session.completed", "cs_test_abc");
    const t = signature.split(",")[0];
    const v0 = signature.split(",")[1]!.replace("v1=", "v0=");
    for (const header of [undefined, "", t!, `${t},${v0}`, signature.split(",")[1]!]) {
      expect(provider.checkNotification(notification(body, header))).toMatchObject({
        reason: "bad-signature",
      });
    }
  });

  it("ignores signed events we do not act on", () => {
    for (const type of ["customer.created", "charge.succeeded", "payment_intent.created"]) {
      const { body, signature } = stripe.event(type, "cus_test_1");
      expect(provider.checkNotification(notification(body, signature))).toMatchObject({
        ok: false,
        reason: "ignored",
      });
    }
  });

  it("calls a signed body that is not a usable event malformed", () => {
    const signed = (body: string) =>
      notification(body, stripeSignatureHeader(WEBHOOK_SECRET, body, nowSeconds()));
    for (const body of [
      "{not json",
      "[]",
      JSON.stringify({ type: "checkout.session.completed", data: {} }),
      JSON.stringify({ type: "checkout.session.completed", data: { object: { id: "pi_test_1" } } }),
    ]) {
      expect(provider.checkNotification(signed(body))).toMatchObject({ ok: false, reason: "malformed" });
    }
  });

  it("property: our signature verifies, and any one-character change to the body does not", () => {
    const t = 1_700_000_000;
    fc.assert(
      fc.property(
        fc.string({ unit: "binary", minLength: 1, maxLength: 200 }),
        // Stripe's client refuses a blank secret outright; a real one starts with whsec_.
        fc.string({ unit: "binary", minLength: 1, maxLength: 60 }).map((s) => `whsec_${s}`),
        fc.nat(),
        fc.string({ unit: "binary", minLength: 1, maxLength: 1 }),
        (body, secret, index, replacement) => {
          const checker = createStripeProvider({
            secretKey: SECRET_KEY,
            webhookSecret: secret,
            now: () => t * 1000,
          });
          const signature = stripeSignatureHeader(secret, body, t);
          expect(checker.checkNotification(notification(body, signature))).not.toMatchObject({
            reason: "bad-signature",
          });
          const chars = [...body];
          const i = index % chars.length;
          fc.pre(chars[i] !== replacement);
          chars[i] = replacement;
          expect(checker.checkNotification(notification(chars.join(""), signature))).toEqual({
            ok: false,
            reason: "bad-signature",
          });
        },
      ),
      { numRuns: 300 },
    );
  });
});
