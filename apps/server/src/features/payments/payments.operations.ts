/**
 * The payment calls, declared once: the routes (payments.routes.ts) and the API document read these. The tariffs,
 * checkout, the history, autopay, the return page, the providers' notifications and the sandbox's checkout page.
 */
import {
  AutopayOnAnswerSchema,
  AutopayOnSchema,
  ChartUuidSchema,
  CheckoutAnswerSchema,
  CheckoutSchema,
  KassaReturnSchema,
  KassaStateSchema,
  MessageAnswerSchema,
  NotificationAnswerSchema,
  PaymentsAnswerSchema,
  ProductsAnswerSchema,
} from "@bazi/contracts";
import { z } from "zod";
import { operation } from "../../http/operation.ts";
import type { ProviderName } from "../../providers/payments.ts";

const NO_SUCH_CHART = [404, "NOT_FOUND: no such chart of this user"] as const;
const HTML = { type: "text/html", schema: { type: "string", description: "An HTML page" } };

export const products = operation({
  method: "get",
  path: "/api/products",
  tag: "payments",
  summary: "The tariffs on sale in the request's currency (RUB in Russian, USD in English)",
  caller: "none",
  localized: true,
  query: z.object({
    scope: z.enum(["site", "mobile"]).optional().describe("mobile: the app's Premium; site when absent"),
  }),
  answers: { 200: { json: ProductsAnswerSchema } },
});

const checkout = <const P extends string, const S extends string>(path: P, summary: S) =>
  operation({
    method: "post",
    path,
    tag: "payments",
    summary,
    description:
      "A repeated checkout of the same chart and tariff within minutes gives the same order. The Personal Calendar is activated only by the provider's verified notification.",
    caller: "session",
    localized: true,
    body: { json: CheckoutSchema },
    answers: { 201: { json: CheckoutAnswerSchema } },
    errors: [
      NO_SUCH_CHART,
      [409, "PRODUCT_UNAVAILABLE (not on sale in this currency) or CHART_NOT_MOBILE"],
      [503, "PAYMENT_UNAVAILABLE: the provider does not answer"],
    ],
  });

export const checkoutSite = checkout(
  "/api/payments",
  "Checkout: the chart, the tariff and both consents → the provider's confirmation page",
);

export const checkoutMobile = checkout(
  "/api/payments/mobile",
  "Checkout of the app's Premium for a chart made in the app",
);

export const history = operation({
  method: "get",
  path: "/api/client/payments",
  tag: "payments",
  summary: "The user's payments, newest first",
  caller: "session",
  localized: true,
  answers: { 200: { json: PaymentsAnswerSchema } },
});

export const autopayOff = operation({
  method: "post",
  path: "/api/rbkmoney/autopay",
  tag: "payments",
  summary: "Turn autopay off for a chart (the spec's path)",
  caller: "session",
  localized: true,
  body: { json: ChartUuidSchema },
  answers: { 200: { json: MessageAnswerSchema } },
  errors: [NO_SUCH_CHART],
});

export const autopayOn = operation({
  method: "post",
  path: "/api/payments/autopay",
  tag: "payments",
  summary: "Turn autopay back on for the running paid period (after it was turned off)",
  description:
    "Needs both consents of a purchase (the consent's text version is recorded). The saved payment method is charged for the same tariff a day before the period ends. Idempotent: autopay already on answers the same.",
  caller: "session",
  localized: true,
  body: { json: AutopayOnSchema },
  answers: { 200: { json: AutopayOnAnswerSchema } },
  errors: [
    NO_SUCH_CHART,
    [409, "AUTOPAY_UNAVAILABLE: the saved method is gone or the paid period has ended; buy again"],
  ],
});

export const kassaReturn = operation({
  method: "post",
  path: "/api/charts/activate_from_kassa_success",
  tag: "payments",
  summary: "The return page: the order's state (it reads; only a verified payment activates)",
  caller: "session",
  body: { json: KassaReturnSchema },
  answers: { 200: { json: KassaStateSchema } },
  errors: [NO_SUCH_CHART],
});

/**
 * A provider's notifications: the body is read as bytes by the handler (the signature covers them exactly), and
 * the provider learns the outcome from the status, so every one of them carries the same small answer.
 */
const notification = <const N extends ProviderName>(name: N, who: string, description: string) =>
  operation({
    method: "post",
    path: `/payments/notify/${name}`,
    tag: "payments",
    summary: `${who} payment notifications (for the provider only)`,
    description,
    caller: "provider",
    body: {
      raw: {
        type: "application/json",
        schema: { type: "object", description: "The provider's notification, as the provider sends it" },
        description: "Read as the exact bytes sent: the signature (or the sender's address) is checked first",
      },
      // the notifications carry whole objects (Stripe's event has the payment, its charge and its method); a
      // quarter of a megabyte is many times the largest seen, and anything bigger is not from a provider
      limit: { bytes: 256 * 1024, why: "a provider's notification carries whole objects" },
    },
    answers: {
      200: { json: NotificationAnswerSchema, description: "Settled, or nothing to do" },
      400: { json: NotificationAnswerSchema, description: "Not a notification" },
      403: { json: NotificationAnswerSchema, description: "Not from the provider" },
      404: { json: NotificationAnswerSchema, description: "This provider is not configured" },
      503: {
        json: NotificationAnswerSchema,
        description: "The provider's API did not answer: send it again",
      },
    },
  });

export const notifications = {
  yookassa: notification(
    "yookassa",
    "YooKassa's",
    "Accepted from YooKassa's published addresses; the payment is then fetched from YooKassa's API, never taken from the body.",
  ),
  stripe: notification(
    "stripe",
    "Stripe's",
    "The Stripe-Signature header is verified against the endpoint's secret; the payment is then fetched from Stripe's API.",
  ),
};

const SandboxPaymentSchema = z.object({ id: z.string().describe("The sandbox payment's id") });

export const sandboxPage = operation({
  method: "get",
  path: "/sandbox/pay/{id}",
  tag: "payments",
  summary: "The sandbox's checkout page (only without a real provider: development and demos)",
  description:
    "In the language of the site the payment was started from, with the site's stylesheet and logo; it says that no money moves.",
  caller: "none",
  params: SandboxPaymentSchema,
  answers: {
    200: { other: HTML },
    404: { other: HTML, description: "No such payment" },
  },
});

const SandboxChoiceSchema = z.object({
  outcome: z.enum(["succeed", "fail"], { message: "error.field.invalid" }),
});

export const sandboxChoice = operation({
  method: "post",
  path: "/sandbox/pay/{id}",
  tag: "payments",
  summary: "The sandbox payer's choice: succeed or fail (settled as a provider's notification would be)",
  caller: "none",
  params: SandboxPaymentSchema,
  // a browser sends the form urlencoded, or as multipart when a page says so: both are read
  body: { form: SandboxChoiceSchema, multipart: SandboxChoiceSchema },
  answers: {
    303: {
      description: "Back to the site's return page",
      headers: { Location: { description: "The return page", schema: { type: "string" } } },
    },
    409: { other: HTML, description: "Already decided" },
  },
  errors: [[403, "CROSS_SITE_REQUEST: the form was not sent from this site"]],
});
