/**
 * The Stripe payment provider (USD), through Stripe's official Node client (the `stripe` package), every request
 * pinned to one API version (STRIPE_VERSION) and every POST sent with our own `Idempotency-Key`.
 *
 * One-off periods and the first autopay period both go through Checkout (`mode=payment`); for autopay the
 * session saves the card on a Customer (`setup_future_usage=off_session`, `customer_creation=always`) and our own
 * renewal job later charges it off-session with a PaymentIntent (no Stripe Billing). A saved method is
 * "cus_…/pm_…". Webhooks are checked by their `Stripe-Signature` (the client's `webhooks.constructEvent`) and only
 * name the object to fetch.
 */
import { randomUUID } from "node:crypto";
import Stripe from "stripe";
import { z } from "zod";
import {
  type ChargeSavedInput,
  type CreatePaymentInput,
  type NotificationCheck,
  type PaymentProvider,
  PaymentProviderError,
  type ProviderPayment,
} from "./payments.ts";

/**
 * The API version every request is pinned to (responses are shaped by it). The client's types describe only the
 * version its release is pinned to, so upgrading the `stripe` package makes TypeScript ask for this one too.
 */
export const STRIPE_VERSION: Stripe.LatestApiVersion = "2026-10-28.endive";

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

// ---- response shapes: the fields we read (the client types Stripe's answers but never checks them) ----

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

/**
 * Stripe's library checks only how old a signature is; one dated further ahead than the tolerance is refused
 * too (Stripe never signs ahead of time).
 */
function signedAhead(header: string | null, nowMs: number, toleranceSeconds: number): boolean {
  const t = /(?:^|,)t=(\d+)(?:,|$)/.exec(header ?? "")?.[1];
  return t !== undefined && toleranceSeconds > 0 && Number(t) - nowMs / 1000 > toleranceSeconds;
}

// ---- the provider ----

export function createStripeProvider(opts: {
  secretKey: string;
  webhookSecret: string;
  /** Default https://api.stripe.com (scheme, host and port are used; tests give a local double's address). */
  apiRoot?: string;
  /** How far a webhook's signed timestamp may be from now, seconds (default 300, as Stripe's; 0: no limit). */
  toleranceSeconds?: number;
  /** The clock for signature timestamps, ms. */
  now?: () => number;
  /** Send requests with this fetch instead of node:http (tests answer with stubs). */
  fetchImpl?: typeof fetch;
  timeoutMs?: number;
}): PaymentProvider {
  const api = new URL(opts.apiRoot ?? "https://api.stripe.com");
  const tolerance = opts.toleranceSeconds ?? 300;
  const now = opts.now ?? Date.now;
  const timeoutMs = opts.timeoutMs ?? 30_000;
  const stripe = new Stripe(opts.secretKey, {
    apiVersion: STRIPE_VERSION,
    protocol: api.protocol === "http:" ? "http" : "https",
    host: api.hostname,
    port: api.port || (api.protocol === "http:" ? 80 : 443),
    timeout: timeoutMs,
    // One attempt per call: retrying (with the same idempotency key) is the payments feature's business.
    maxNetworkRetries: 0,
    // Otherwise each request reports the previous one's request id and duration to Stripe.
    telemetry: false,
    ...(opts.fetchImpl ? { httpClient: Stripe.createFetchHttpClient(opts.fetchImpl) } : {}),
  });

  /** What a failed call becomes; never carries the secret key. Errors that are not Stripe's are bugs: rethrown. */
  function failure(what: string, err: unknown): PaymentProviderError {
    if (!(err instanceof Stripe.errors.StripeError)) throw err;
    const redact = (message: string) => message.replaceAll(opts.secretKey, "sk_***");
    const status = err.statusCode;
    if (!status) {
      // No answer (connection refused, timeout) or one that was not Stripe's JSON: worth trying again.
      return new PaymentProviderError(
        redact(`Stripe ${what}: no usable answer (${describe(err, timeoutMs)})`),
        0,
        true,
      );
    }
    const kind = [err.rawType, err.code, err.decline_code].filter(Boolean).join("/") || "no error object";
    const message = `Stripe ${what}: HTTP ${status} ${kind}${err.message ? `: ${err.message}` : ""}`;
    const retryable = status >= 500 || status === 429 || status === 409;
    return new PaymentProviderError(redact(message), status, retryable);
  }

  /** A successful answer checked against the fields we read; a 200 of another shape is worth trying again. */
  function shaped<T>(schema: z.ZodType<T>, what: string, answer: unknown): T {
    const parsed = schema.safeParse(answer);
    if (!parsed.success)
      throw new PaymentProviderError(`Stripe ${what}: unexpected response shape`, 200, true);
    return parsed.data;
  }

  async function call<T>(schema: z.ZodType<T>, what: string, request: () => Promise<unknown>): Promise<T> {
    let answer: unknown;
    try {
      answer = await request();
    } catch (err) {
      throw failure(what, err);
    }
    return shaped(schema, what, answer);
  }

  function usdOnly(currency: string): void {
    if (currency !== "USD")
      throw new PaymentProviderError(`Stripe provider takes USD only, not ${currency}`, 0, false);
  }

  return {
    name: "stripe",

    async create(input: CreatePaymentInput) {
      usdOnly(input.currency);
      const save = input.savePaymentMethod;
      const params: Stripe.Checkout.SessionCreateParams = {
        mode: "payment",
        line_items: [
          {
            price_data: {
              currency: "usd",
              unit_amount: input.amountMinor,
              product_data: { name: input.description },
            },
            quantity: 1,
          },
        ],
        success_url: input.returnUrl,
        cancel_url: input.cancelUrl,
        customer_email: input.customerEmail,
        client_reference_id: input.orderId,
        metadata: { order_id: input.orderId },
        payment_intent_data: {
          metadata: { order_id: input.orderId },
          ...(save ? { setup_future_usage: "off_session" as const } : {}),
        },
        locale: input.locale,
        ...(save ? { customer_creation: "always" as const } : {}),
      };
      const what = "checkout.sessions.create";
      const session = await call(CheckoutSession, what, () =>
        stripe.checkout.sessions.create(params, { idempotencyKey: input.idempotenceKey }),
      );
      if (!session.url) throw new PaymentProviderError(`Stripe ${what}: the session has no url`, 200, true);
      return { payment: fromSession(session), confirmationUrl: session.url };
    },

    async fetch(paymentId: string) {
      if (!PAYMENT_ID.test(paymentId)) {
        throw new PaymentProviderError(`Not a Stripe payment id: ${JSON.stringify(paymentId)}`, 0, false);
      }
      if (paymentId.startsWith("pi_")) {
        return fromIntent(
          await call(PaymentIntent, "paymentIntents.retrieve", () =>
            stripe.paymentIntents.retrieve(paymentId),
          ),
        );
      }
      const session = await call(CheckoutSession, "checkout.sessions.retrieve", () =>
        stripe.checkout.sessions.retrieve(paymentId, { expand: ["payment_intent"] }),
      );
      return fromSession(session);
    },

    async charge(input: ChargeSavedInput) {
      usdOnly(input.currency);
      const saved = SAVED_METHOD.exec(input.savedMethodId);
      if (!saved) throw new PaymentProviderError("Not a Stripe saved method (cus_…/pm_…)", 0, false);
      const what = "paymentIntents.create";
      let answer: unknown;
      try {
        answer = await stripe.paymentIntents.create(
          {
            amount: input.amountMinor,
            currency: "usd",
            customer: saved[1]!,
            payment_method: saved[2]!,
            off_session: true,
            confirm: true,
            description: input.description,
            receipt_email: input.customerEmail,
            metadata: { order_id: input.orderId },
          },
          { idempotencyKey: input.idempotenceKey },
        );
      } catch (err) {
        // A decline (or authentication_required) is a 402 carrying the failed PaymentIntent: that is a result.
        answer = err instanceof Stripe.errors.StripeCardError ? err.payment_intent : undefined;
        if (!PaymentIntent.safeParse(answer).success) throw failure(what, err);
      }
      return fromIntent(shaped(PaymentIntent, what, answer));
    },

    checkNotification(n): NotificationCheck {
      const header = n.headers.get("stripe-signature");
      if (signedAhead(header, now(), tolerance)) return { ok: false, reason: "bad-signature" };
      let json: unknown;
      try {
        json = stripe.webhooks.constructEvent(
          n.rawBody,
          header ?? "",
          opts.webhookSecret,
          tolerance,
          undefined,
          now(),
        );
      } catch (err) {
        if (err instanceof Stripe.errors.StripeSignatureVerificationError) {
          return { ok: false, reason: "bad-signature" };
        }
        // The signature was good but the body is not an event the client accepts (not JSON, a thin event).
        return {
          ok: false,
          reason: "malformed",
          detail: err instanceof SyntaxError ? "not JSON" : "not an event",
        };
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
      const what = "paymentMethods.detach";
      let answer: unknown;
      try {
        // Detaching twice is harmless, so each call gets a fresh key (a replayed 5xx would block retries for 24 h).
        answer = await stripe.paymentMethods.detach(saved[2]!, {}, { idempotencyKey: randomUUID() });
      } catch (err) {
        // Already detached (400 "…not attached to a customer…") or gone (404): the method is forgotten either way.
        const status = err instanceof Stripe.errors.StripeError ? err.statusCode : undefined;
        if (status === 404 || (status === 400 && /not attached/i.test((err as Error).message))) return;
        throw failure(what, err);
      }
      shaped(DetachedMethod, what, answer);
    },
  };
}

/** Why there was no answer, in a few words: the socket error's code, or the timeout. */
function describe(err: InstanceType<typeof Stripe.errors.StripeError>, timeoutMs: number): string {
  const detail = err.detail;
  const code = detail && typeof detail === "object" && "code" in detail ? String(detail.code) : undefined;
  if (code === "ETIMEDOUT") return `no answer in ${timeoutMs} ms`;
  return code ?? err.message;
}
