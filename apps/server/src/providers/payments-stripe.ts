/**
 * The Stripe payment provider (USD), over Stripe's HTTP API with plain fetch (no SDK: form-encoded bodies in
 * Stripe's bracket notation, `Authorization: Bearer sk_…`, a pinned `Stripe-Version`, an `Idempotency-Key` on
 * every POST).
 *
 * One-off periods and the first autopay period both go through Checkout (`mode=payment`); for autopay the
 * session saves the card on a Customer (`setup_future_usage=off_session`, `customer_creation=always`) and our own
 * renewal job later charges it off-session with a PaymentIntent (no Stripe Billing). A saved method is
 * "cus_…/pm_…". Webhooks are checked by their `Stripe-Signature` (HMAC-SHA256) and only name the object to fetch.
 */
import { createHmac, randomUUID, timingSafeEqual } from "node:crypto";
import { z } from "zod";
import {
  type ChargeSavedInput,
  type CreatePaymentInput,
  type NotificationCheck,
  type PaymentProvider,
  PaymentProviderError,
  type ProviderPayment,
} from "./payments.ts";

/** The API version every request is pinned to (responses and webhooks are shaped by it). */
export const STRIPE_VERSION = "2025-03-31.basil";

const SESSION_EVENTS = new Set([
  "checkout.session.completed",
  "checkout.session.async_payment_succeeded",
  "checkout.session.async_payment_failed",
  "checkout.session.expired",
]);
const INTENT_EVENTS = new Set([
  "payment_intent.succeeded",
  "payment_intent.payment_failed",
  "payment_intent.canceled",
]);

const PAYMENT_ID = /^(cs|pi)_[A-Za-z0-9_]+$/;
const SAVED_METHOD = /^(cus_[A-Za-z0-9_]+)\/(pm_[A-Za-z0-9_]+)$/;

// ---- response shapes (only the fields we read; Stripe adds more) ----

const IdOrObject = z.union([z.string(), z.object({ id: z.string() })]);
const Metadata = z.record(z.string(), z.string()).nullish();

const PaymentIntent = z.object({
  id: z.string().startsWith("pi_"),
  status: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  metadata: Metadata,
  customer: IdOrObject.nullish(),
  payment_method: IdOrObject.nullish(),
  setup_future_usage: z.string().nullish(),
  cancellation_reason: z.string().nullish(),
  last_payment_error: z.object({ code: z.string().nullish(), decline_code: z.string().nullish() }).nullish(),
});
type PaymentIntent = z.infer<typeof PaymentIntent>;

const CheckoutSession = z.object({
  id: z.string().startsWith("cs_"),
  status: z.string().nullish(),
  payment_status: z.string(),
  url: z.string().nullish(),
  amount_total: z.number().int(),
  currency: z.string(),
  metadata: Metadata,
  customer: IdOrObject.nullish(),
  payment_intent: z.union([z.string(), PaymentIntent]).nullish(),
});
type CheckoutSession = z.infer<typeof CheckoutSession>;

const ErrorBody = z.object({
  error: z.object({
    type: z.string().optional(),
    code: z.string().optional(),
    decline_code: z.string().optional(),
    message: z.string().optional(),
    payment_intent: z.unknown().optional(),
  }),
});

const DetachedMethod = z.object({ id: z.string().startsWith("pm_") });

const EventHead = z.object({ type: z.string() });
const EventObject = z.object({ data: z.object({ object: z.object({ id: z.string() }) }) });

// ---- normalisation ----

function idOf(value: string | { id: string } | null | undefined): string | null {
  return value == null ? null : typeof value === "string" ? value : value.id;
}

function fromIntent(pi: PaymentIntent): ProviderPayment {
  const error = pi.last_payment_error;
  const failed = pi.status === "canceled" || (pi.status === "requires_payment_method" && error != null);
  return {
    id: pi.id,
    status: pi.status === "succeeded" ? "succeeded" : failed ? "canceled" : "pending",
    amountMinor: pi.amount,
    currency: pi.currency.toUpperCase(),
    orderId: pi.metadata?.order_id ?? null,
    savedMethodId: null,
    failureReason: failed ? (error?.decline_code ?? error?.code ?? pi.cancellation_reason ?? null) : null,
  };
}

function fromSession(session: CheckoutSession): ProviderPayment {
  const pi = typeof session.payment_intent === "object" ? session.payment_intent : null;
  const status =
    session.payment_status === "paid" ? "succeeded" : session.status === "expired" ? "canceled" : "pending";
  const customer = idOf(session.customer ?? pi?.customer);
  const method = idOf(pi?.payment_method);
  const saved = status === "succeeded" && pi?.setup_future_usage === "off_session" && customer && method;
  return {
    id: session.id,
    status,
    amountMinor: session.amount_total,
    currency: session.currency.toUpperCase(),
    orderId: session.metadata?.order_id ?? null,
    savedMethodId: saved ? `${customer}/${method}` : null,
    failureReason: status === "canceled" ? "expired" : null,
  };
}

// ---- webhook signatures ----

function sign(secret: string, body: string, timestampSeconds: number): string {
  return createHmac("sha256", secret).update(`${timestampSeconds}.${body}`, "utf8").digest("hex");
}

/** A `Stripe-Signature` header value for `body`, as Stripe computes it (for the fake and the tests). */
export function stripeSignatureHeader(secret: string, body: string, timestampSeconds: number): string {
  return `t=${timestampSeconds},v1=${sign(secret, body, timestampSeconds)}`;
}

function signatureValid(
  header: string | null,
  body: string,
  secret: string,
  nowMs: number,
  toleranceSeconds: number,
): boolean {
  if (!header) return false;
  let timestamp: string | undefined;
  const signatures: string[] = [];
  for (const part of header.split(",")) {
    const [key, value] = part.trim().split("=", 2);
    if (key === "t") timestamp = value;
    else if (key === "v1" && value) signatures.push(value);
  }
  if (!timestamp || !/^\d+$/.test(timestamp) || signatures.length === 0) return false;
  if (Math.abs(nowMs / 1000 - Number(timestamp)) > toleranceSeconds) return false;
  const expected = Buffer.from(sign(secret, body, Number(timestamp)), "utf8");
  return signatures.some((s) => {
    const given = Buffer.from(s, "utf8");
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
}

// ---- the provider ----

export function createStripeProvider(opts: {
  secretKey: string;
  webhookSecret: string;
  /** Default https://api.stripe.com. */
  apiRoot?: string;
  /** How far a webhook's signed timestamp may be from now, seconds (default 300, as Stripe's libraries). */
  toleranceSeconds?: number;
  /** The clock for signature timestamps, ms. */
  now?: () => number;
  fetchImpl?: typeof fetch;
  timeoutMs?: number;
}): PaymentProvider {
  const apiRoot = (opts.apiRoot ?? "https://api.stripe.com").replace(/\/+$/, "");
  const tolerance = opts.toleranceSeconds ?? 300;
  const now = opts.now ?? Date.now;
  const fetchImpl = opts.fetchImpl ?? fetch;
  const timeoutMs = opts.timeoutMs ?? 30_000;

  /** Stripe's answer, or a retryable status-0 error when it could not be had. */
  async function send(
    method: "GET" | "POST",
    path: string,
    post?: { params: Record<string, string>; idempotencyKey: string },
  ): Promise<{ status: number; json: unknown }> {
    const headers: Record<string, string> = {
      authorization: `Bearer ${opts.secretKey}`,
      "stripe-version": STRIPE_VERSION,
    };
    if (post) {
      headers["content-type"] = "application/x-www-form-urlencoded";
      headers["idempotency-key"] = post.idempotencyKey;
    }
    try {
      const res = await fetchImpl(`${apiRoot}${path}`, {
        method,
        headers,
        body: post ? new URLSearchParams(post.params).toString() : undefined,
        signal: AbortSignal.timeout(timeoutMs),
      });
      const text = await res.text();
      let json: unknown;
      try {
        json = JSON.parse(text);
      } catch {
        json = undefined;
      }
      return { status: res.status, json };
    } catch (err) {
      throw new PaymentProviderError(
        `Stripe ${method} ${path}: unreachable (${describe(err, timeoutMs)})`,
        0,
        true,
      );
    }
  }

  /** The error a non-2xx answer becomes; never carries the secret key. */
  function failure(
    method: string,
    path: string,
    res: { status: number; json: unknown },
  ): PaymentProviderError {
    const parsed = ErrorBody.safeParse(res.json);
    const e = parsed.success ? parsed.data.error : undefined;
    const what = [e?.type, e?.code, e?.decline_code].filter(Boolean).join("/") || "no error object";
    const message = `Stripe ${method} ${path}: HTTP ${res.status} ${what}${e?.message ? `: ${e.message}` : ""}`;
    const retryable = res.status >= 500 || res.status === 429 || res.status === 409;
    return new PaymentProviderError(message.replaceAll(opts.secretKey, "sk_***"), res.status, retryable);
  }

  function parse<T>(
    schema: z.ZodType<T>,
    method: string,
    path: string,
    res: { status: number; json: unknown },
  ): T {
    if (res.status < 200 || res.status >= 300) throw failure(method, path, res);
    const parsed = schema.safeParse(res.json);
    if (!parsed.success) {
      throw new PaymentProviderError(`Stripe ${method} ${path}: unexpected response shape`, res.status, true);
    }
    return parsed.data;
  }

  async function call<T>(
    schema: z.ZodType<T>,
    method: "GET" | "POST",
    path: string,
    post?: { params: Record<string, string>; idempotencyKey: string },
  ): Promise<T> {
    return parse(schema, method, path, await send(method, path, post));
  }

  function usdOnly(currency: string): void {
    if (currency !== "USD")
      throw new PaymentProviderError(`Stripe provider takes USD only, not ${currency}`, 0, false);
  }

  return {
    name: "stripe",

    async create(input: CreatePaymentInput) {
      usdOnly(input.currency);
      const params: Record<string, string> = {
        mode: "payment",
        "line_items[0][price_data][currency]": "usd",
        "line_items[0][price_data][unit_amount]": String(input.amountMinor),
        "line_items[0][price_data][product_data][name]": input.description,
        "line_items[0][quantity]": "1",
        success_url: input.returnUrl,
        cancel_url: input.cancelUrl,
        customer_email: input.customerEmail,
        client_reference_id: input.orderId,
        "metadata[order_id]": input.orderId,
        "payment_intent_data[metadata][order_id]": input.orderId,
        locale: input.locale,
      };
      if (input.savePaymentMethod) {
        params["payment_intent_data[setup_future_usage]"] = "off_session";
        params.customer_creation = "always";
      }
      const path = "/v1/checkout/sessions";
      const session = await call(CheckoutSession, "POST", path, {
        params,
        idempotencyKey: input.idempotenceKey,
      });
      if (!session.url)
        throw new PaymentProviderError(`Stripe POST ${path}: the session has no url`, 200, true);
      return { payment: fromSession(session), confirmationUrl: session.url };
    },

    async fetch(paymentId: string) {
      if (!PAYMENT_ID.test(paymentId)) {
        throw new PaymentProviderError(`Not a Stripe payment id: ${JSON.stringify(paymentId)}`, 0, false);
      }
      if (paymentId.startsWith("pi_")) {
        return fromIntent(await call(PaymentIntent, "GET", `/v1/payment_intents/${paymentId}`));
      }
      const path = `/v1/checkout/sessions/${paymentId}?expand[]=payment_intent`;
      return fromSession(await call(CheckoutSession, "GET", path));
    },

    async charge(input: ChargeSavedInput) {
      usdOnly(input.currency);
      const saved = SAVED_METHOD.exec(input.savedMethodId);
      if (!saved) throw new PaymentProviderError("Not a Stripe saved method (cus_…/pm_…)", 0, false);
      const path = "/v1/payment_intents";
      const params: Record<string, string> = {
        amount: String(input.amountMinor),
        currency: "usd",
        customer: saved[1]!,
        payment_method: saved[2]!,
        off_session: "true",
        confirm: "true",
        description: input.description,
        receipt_email: input.customerEmail,
        "metadata[order_id]": input.orderId,
      };
      const res = await send("POST", path, { params, idempotencyKey: input.idempotenceKey });
      if (res.status === 402) {
        // A decline (or authentication_required): Stripe embeds the failed PaymentIntent; that is a result.
        const declined = PaymentIntent.safeParse(ErrorBody.safeParse(res.json).data?.error.payment_intent);
        if (declined.success) return fromIntent(declined.data);
      }
      return fromIntent(parse(PaymentIntent, "POST", path, res));
    },

    checkNotification(n): NotificationCheck {
      const header = n.headers.get("stripe-signature");
      if (!signatureValid(header, n.rawBody, opts.webhookSecret, now(), tolerance)) {
        return { ok: false, reason: "bad-signature" };
      }
      let json: unknown;
      try {
        json = JSON.parse(n.rawBody);
      } catch {
        return { ok: false, reason: "malformed", detail: "not JSON" };
      }
      const head = EventHead.safeParse(json);
      if (!head.success) return { ok: false, reason: "malformed", detail: "not a Stripe event" };
      const type = head.data.type;
      const prefix = SESSION_EVENTS.has(type) ? "cs_" : INTENT_EVENTS.has(type) ? "pi_" : null;
      if (!prefix) return { ok: false, reason: "ignored", detail: type };
      const object = EventObject.safeParse(json);
      const id = object.success ? object.data.data.object.id : "";
      if (!id.startsWith(prefix) || !PAYMENT_ID.test(id)) {
        return { ok: false, reason: "malformed", detail: `${type} without a ${prefix}… object` };
      }
      return { ok: true, paymentId: id, event: type };
    },

    async forgetMethod(savedMethodId: string) {
      const saved = SAVED_METHOD.exec(savedMethodId);
      if (!saved) throw new PaymentProviderError("Not a Stripe saved method (cus_…/pm_…)", 0, false);
      const path = `/v1/payment_methods/${saved[2]}/detach`;
      // Detaching twice is harmless, so each call gets a fresh key (a replayed 5xx would block retries for 24 h).
      const res = await send("POST", path, { params: {}, idempotencyKey: randomUUID() });
      const message = ErrorBody.safeParse(res.json).data?.error.message ?? "";
      // Already detached (400 "…not attached to a customer…") or gone (404): the method is forgotten either way.
      if (res.status === 404 || (res.status === 400 && /not attached/i.test(message))) return;
      parse(DetachedMethod, "POST", path, res);
    },
  };
}

function describe(err: unknown, timeoutMs: number): string {
  if (!(err instanceof Error)) return String(err);
  if (err.name === "TimeoutError" || err.name === "AbortError") return `no answer in ${timeoutMs} ms`;
  const cause = err.cause;
  const code = cause && typeof cause === "object" && "code" in cause ? String(cause.code) : undefined;
  return code ?? err.message;
}
