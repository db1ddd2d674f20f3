/** Payments: tariffs, checkout, the history, autopay, the return page, the providers' notifications, the sandbox. */
import { type Operation, ref } from "../openapi-build.ts";
import { html, SIGNED_IN_CHANGE, SIGNED_IN_READ } from "./common.ts";

export const PAYMENTS: Operation[] = [
  {
    method: "get",
    path: "/api/products",
    tag: "payments",
    summary: "The tariffs on sale in the request's currency (RUB in Russian, USD in English)",
    query: {
      scope: { schema: { enum: ["site", "mobile"] }, description: "mobile: the app's Premium" },
    },
    answers: [{ status: 200, schema: ref("ProductsAnswer") }],
    errors: [429],
    localized: true,
  },
  ...(["/api/payments", "/api/payments/mobile"] as const).map(
    (path): Operation => ({
      method: "post",
      path,
      tag: "payments",
      summary:
        path === "/api/payments"
          ? "Checkout: the chart, the tariff and both consents → the provider's confirmation page"
          : "Checkout of the app's Premium for a chart made in the app",
      description:
        "A repeated checkout of the same chart and tariff within minutes gives the same order. The Personal Calendar is activated only by the provider's verified notification.",
      auth: "session",
      body: "Checkout",
      answers: [{ status: 201, schema: ref("CheckoutAnswer") }],
      errors: [
        ...SIGNED_IN_CHANGE,
        [404, "NOT_FOUND: no such chart of this user"],
        [409, "PRODUCT_UNAVAILABLE (not on sale in this currency) or CHART_NOT_MOBILE"],
        [503, "PAYMENT_UNAVAILABLE: the provider does not answer"],
      ],
      localized: true,
    }),
  ),
  {
    method: "get",
    path: "/api/client/payments",
    tag: "payments",
    summary: "The user's payments, newest first",
    auth: "session",
    answers: [{ status: 200, schema: ref("PaymentsAnswer") }],
    errors: [...SIGNED_IN_READ],
    localized: true,
  },
  {
    method: "post",
    path: "/api/rbkmoney/autopay",
    tag: "payments",
    summary: "Turn autopay off for a chart (the spec's path)",
    auth: "session",
    body: "ChartUuid",
    answers: [{ status: 200, schema: ref("MessageAnswer") }],
    errors: [...SIGNED_IN_CHANGE, [404, "NOT_FOUND: no such chart of this user"]],
    localized: true,
  },
  {
    method: "post",
    path: "/api/payments/autopay",
    tag: "payments",
    summary: "Turn autopay back on for the running paid period (after it was turned off)",
    description:
      "Needs both consents of a purchase (the consent's text version is recorded). The saved payment method is charged for the same tariff a day before the period ends. Idempotent: autopay already on answers the same.",
    auth: "session",
    body: "AutopayOn",
    answers: [{ status: 200, schema: ref("AutopayOnAnswer") }],
    errors: [
      ...SIGNED_IN_CHANGE,
      [404, "NOT_FOUND: no such chart of this user"],
      [409, "AUTOPAY_UNAVAILABLE: the saved method is gone or the paid period has ended; buy again"],
    ],
    localized: true,
  },
  {
    method: "post",
    path: "/api/charts/activate_from_kassa_success",
    tag: "payments",
    summary: "The return page: the order's state (it reads; only a verified payment activates)",
    auth: "session",
    body: "KassaReturn",
    answers: [{ status: 200, schema: ref("KassaState") }],
    errors: [...SIGNED_IN_CHANGE, [404, "NOT_FOUND: no such chart of this user"]],
  },
  ...(["yookassa", "stripe"] as const).map(
    (name): Operation => ({
      method: "post",
      path: `/payments/notify/${name}`,
      tag: "payments",
      summary: `${name === "yookassa" ? "YooKassa's" : "Stripe's"} payment notifications (for the provider only)`,
      description:
        name === "yookassa"
          ? "Accepted from YooKassa's published addresses; the payment is then fetched from YooKassa's API, never taken from the body."
          : "The Stripe-Signature header is verified against the endpoint's secret; the payment is then fetched from Stripe's API.",
      rawBody: {
        type: "application/json",
        schema: { type: "object", description: "The provider's notification, as the provider sends it" },
      },
      answers: [
        { status: 200, schema: ref("NotificationAnswer"), description: "Settled, or nothing to do" },
        { status: 400, schema: ref("NotificationAnswer"), description: "Not a notification" },
        { status: 403, schema: ref("NotificationAnswer"), description: "Not from the provider" },
        { status: 404, schema: ref("NotificationAnswer"), description: "This provider is not configured" },
        {
          status: 503,
          schema: ref("NotificationAnswer"),
          description: "The provider's API did not answer: send it again",
        },
      ],
      errors: [413, 429],
    }),
  ),
  {
    method: "get",
    path: "/sandbox/pay/{id}",
    tag: "payments",
    summary: "The sandbox's checkout page (only without a real provider: development and demos)",
    description:
      "In the language of the site the payment was started from, with the site's stylesheet and logo; it says that no money moves.",
    params: { id: "The sandbox payment's id" },
    answers: [
      { status: 200, type: "text/html", schema: html },
      { status: 404, type: "text/html", schema: html, description: "No such payment" },
    ],
  },
  {
    method: "post",
    path: "/sandbox/pay/{id}",
    tag: "payments",
    summary: "The sandbox payer's choice: succeed or fail (settled as a provider's notification would be)",
    params: { id: "The sandbox payment's id" },
    rawBody: {
      type: "application/x-www-form-urlencoded",
      schema: {
        type: "object",
        properties: { outcome: { enum: ["succeed", "fail"] } },
        required: ["outcome"],
      },
    },
    answers: [
      {
        status: 303,
        description: "Back to the site's return page",
        headers: { Location: { description: "The return page", schema: { type: "string" } } },
      },
      { status: 409, type: "text/html", schema: html, description: "Already decided" },
    ],
    errors: [400, [403, "CROSS_SITE_REQUEST: the form was not sent from this site"], 413],
  },
];
