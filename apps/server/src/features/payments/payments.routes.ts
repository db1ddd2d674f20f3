/**
 * Payment calls. Those of docs/product.md §7, same paths: GET /api/products, GET /api/client/payments, POST
 * /api/rbkmoney/autopay (turns autopay off), POST /api/charts/activate_from_kassa_success (reads the state; never
 * activates). Ours: POST /api/payments (checkout: the chart, the tariff and both consents → the provider's confirmation
 * URL), POST /api/payments/mobile (the app's Premium), POST /api/payments/autopay (turns autopay back on for the
 * paid period), the providers' notification endpoints (outside /api, with the
 * public per-address limit — a provider retries a 429 as any failure — and a body limit of their own,
 * paymentsBodyLimits), and the
 * sandbox's checkout page.
 */
import { AutopayOnSchema, ChartUuidSchema, CheckoutSchema, KassaReturnSchema } from "@bazi/contracts";
import type { Lang } from "@bazi/i18n";
import { payt } from "@bazi/i18n/payments";
import type { Context, Hono } from "hono";
import { AppError } from "../../errors.ts";
import type { BodyLimit } from "../../http/body-limit.ts";
import { requestOrigin } from "../../http/origin.ts";
import { type AppEnv, formValue, parseBody, parseForm } from "../../http/parse.ts";
import { completeResponse } from "../../http/response-headers.ts";
import { sameOrigin } from "../../http/session.ts";
import type { ProviderName } from "../../providers/payments.ts";
import type { SandboxProvider } from "../../providers/payments-sandbox.ts";
import type { Auth } from "../accounts/auth.ts";
import type { PaymentsService } from "./payments.service.ts";
import { type SandboxView, sandboxPage } from "./sandbox-page.ts";

/**
 * The providers' notifications carry whole objects (Stripe's event has the payment, its charge and its method);
 * a quarter of a megabyte is many times the largest seen, and anything bigger is not from a provider.
 */
export const paymentsBodyLimits: BodyLimit[] = [
  {
    path: /^\/payments\/notify\//,
    bytes: 256 * 1024,
    why: "a provider's notification carries whole objects",
  },
];

/**
 * The sandbox page's own policy (final: the pages' nonce policy does not replace it): no scripts at all, styles
 * and images only from the site (its stylesheet, the favicon), the form posting only to the site, and the return
 * and cancel pages it redirects to (the site's origin in the payment's language, which may be another host).
 */
function sandboxCsp(...urls: string[]): string {
  const targets = new Set<string>();
  for (const u of urls) {
    try {
      targets.add(new URL(u).origin);
    } catch {
      // a relative or empty URL is the site itself: 'self'
    }
  }
  return [
    "default-src 'none'",
    "style-src 'self'",
    "img-src 'self'",
    ["form-action 'self'", ...targets].join(" "),
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join("; ");
}

export function paymentsRoutes(
  app: Hono<AppEnv>,
  payments: PaymentsService,
  auth: Auth,
  sandbox: SandboxProvider | null,
  opts: {
    /** The site's stylesheet as its pages link it (the web build's), for the sandbox page; null without one. */
    stylesheet?: () => Promise<string | null>;
  } = {},
): void {
  app.get("/api/products", async (c) => {
    const scope = c.req.query("scope") === "mobile" ? "mobile" : "site";
    c.header("Cache-Control", "no-store");
    return c.json({ list: await payments.products(c.get("lang"), scope) });
  });

  const checkout = (scope: "site" | "mobile") => async (c: Context<AppEnv>) => {
    const p = await auth.require(c);
    const { body, lang } = await parseBody(c, CheckoutSchema);
    const origin = requestOrigin(c.req.raw, c.get("viaProxy"));
    return c.json(
      await payments.checkout(p.userId, body, lang, { scope, origin, ip: c.get("clientIp") }),
      201,
    );
  };
  app.post("/api/payments", checkout("site"));
  app.post("/api/payments/mobile", checkout("mobile"));

  app.get("/api/client/payments", async (c) => {
    const p = await auth.require(c);
    c.header("Cache-Control", "no-store");
    return c.json({ payments: await payments.history(p.userId, c.get("lang")) });
  });

  app.post("/api/rbkmoney/autopay", async (c) => {
    const p = await auth.require(c);
    const { body, lang } = await parseBody(c, ChartUuidSchema);
    await payments.autopayOff(p.userId, body.uuid);
    return c.json({ message: payt(lang, "pay.ok.autopayDisabled") });
  });

  // turning autopay back on for the running period (issue 22): owner-checked, same-origin (auth.require), idempotent
  app.post("/api/payments/autopay", async (c) => {
    const p = await auth.require(c);
    const { body, lang } = await parseBody(c, AutopayOnSchema);
    const { paidUntil } = await payments.autopayOn(p.userId, body.uuid, lang, c.get("clientIp"));
    return c.json({ message: payt(lang, "pay.ok.autopayEnabled"), paidUntil });
  });

  app.post("/api/charts/activate_from_kassa_success", async (c) => {
    const p = await auth.require(c);
    const { body } = await parseBody(c, KassaReturnSchema);
    return c.json(await payments.returned(p.userId, body.uuid, body.order));
  });

  // Providers' notifications: the raw body as it arrived (signatures), the address as the server determined it.
  for (const name of ["yookassa", "stripe"] as const satisfies ProviderName[]) {
    app.post(`/payments/notify/${name}`, async (c) => {
      const rawBody = await c.req.text();
      const r = await payments.notify(name, { ip: c.get("clientIp"), headers: c.req.raw.headers, rawBody });
      return c.json({ outcome: r.outcome }, r.status as 200);
    });
  }

  if (!sandbox) return;
  // The page is in the payment's language (the site's it was started from); with no such payment, the request's.
  const page = async (c: Context<AppEnv>, status: number, view: SandboxView, lang: Lang, csp: string) =>
    completeResponse(c, sandboxPage(lang, view, (await opts.stylesheet?.()) ?? null), status, {
      "content-type": "text/html; charset=utf-8",
      "content-security-policy": csp,
      "cache-control": "no-store",
    });
  app.get("/sandbox/pay/:id", async (c) => {
    const p = sandbox.payment(c.req.param("id"));
    if (!p) return page(c, 404, { kind: "unknown" }, c.get("lang"), sandboxCsp());
    const lang = p.lang ?? c.get("lang");
    if (p.status !== "pending") return page(c, 200, { kind: "done" }, lang, sandboxCsp());
    const view: SandboxView = {
      kind: "pay",
      id: p.id,
      description: p.description,
      amountMinor: p.amountMinor,
      currency: p.currency as "RUB" | "USD",
    };
    return page(c, 200, view, lang, sandboxCsp(p.returnUrl, p.cancelUrl));
  });
  app.post("/sandbox/pay/:id", async (c) => {
    if (!sameOrigin(c.req.raw)) throw new AppError("CROSS_SITE_REQUEST");
    const chosen = formValue(await parseForm(c), "outcome");
    const outcome = chosen === "succeed" ? "succeed" : chosen === "fail" ? "fail" : null;
    if (!outcome)
      throw new AppError("VALIDATION_FAILED", {
        fields: [{ field: "outcome", message: "outcome: succeed | fail" }],
      });
    const id = c.req.param("id");
    const decided = sandbox.decide(id, outcome);
    if (!decided)
      return page(c, 409, { kind: "done" }, sandbox.payment(id)?.lang ?? c.get("lang"), sandboxCsp());
    // the payer's choice reaches the shop as a provider's notification would: checked, fetched, settled
    await payments.notify("sandbox", decided.notification);
    return c.redirect(decided.next, 303);
  });
}
