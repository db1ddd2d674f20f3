/**
 * Payment calls. Those of docs/product.md §7, same paths: GET /api/products, GET /api/client/payments, POST
 * /api/rbkmoney/autopay (turns autopay off), POST /api/charts/activate_from_kassa_success (reads the state; never
 * activates). Ours: POST /api/payments (checkout: the chart, the tariff and both consents → the provider's confirmation
 * URL), POST /api/payments/mobile (the app's Premium), POST /api/payments/autopay (turns autopay back on for the
 * paid period), the providers' notification endpoints (outside /api, with the public per-address limit — a provider
 * retries a 429 as any failure — and a body limit of their own), and the sandbox's checkout page. Declared in
 * payments.operations.ts.
 */
import type { Checkout } from "@bazi/contracts";
import type { Lang } from "@bazi/i18n";
import { t } from "@bazi/i18n/payments";
import type { Context, MiddlewareHandler } from "hono";
import { AppError } from "../../errors.ts";
import type { AppEnv } from "../../http/app-env.ts";
import type { Api } from "../../http/operation.ts";
import { requestOrigin } from "../../http/origin.ts";
import { completeResponse } from "../../http/response-headers.ts";
import { sameOrigin } from "../../http/session.ts";
import type { SandboxProvider } from "../../providers/payments-sandbox.ts";
import type { Principal } from "../accounts/accounts.service.ts";
import * as op from "./payments.operations.ts";
import type { PaymentsService } from "./payments.service.ts";
import { type SandboxView, sandboxPage } from "./sandbox-page.ts";

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
  api: Api,
  payments: PaymentsService,
  sandbox: SandboxProvider | null,
  opts: {
    /** The site's stylesheet as its pages link it (the web build's), for the sandbox page; null without one. */
    stylesheet?: () => Promise<string | null>;
  } = {},
): void {
  api.route(op.products, async (c, { query, lang }) => {
    c.header("Cache-Control", "no-store");
    return c.json({ list: await payments.products(lang, query.scope ?? "site") });
  });

  // the site's checkout and the app's take the same body
  const checkout = async (
    c: Context<AppEnv>,
    { principal, body, lang }: { principal: Principal; body: Checkout; lang: Lang },
    scope: "site" | "mobile",
  ) => {
    const origin = requestOrigin(c.req.raw, c.get("viaProxy"));
    return c.json(
      await payments.checkout(principal.userId, body, lang, { scope, origin, ip: c.get("clientIp") }),
      201,
    );
  };
  api.route(op.checkoutSite, (c, input) => checkout(c, input, "site"));
  api.route(op.checkoutMobile, (c, input) => checkout(c, input, "mobile"));

  api.route(op.history, async (c, { principal, lang }) => {
    c.header("Cache-Control", "no-store");
    return c.json({ payments: await payments.history(principal.userId, lang) });
  });

  api.route(op.autopayOff, async (c, { principal, body, lang }) => {
    await payments.autopayOff(principal.userId, body.uuid);
    return c.json({ message: t(lang, "pay.ok.autopayDisabled") });
  });

  // turning autopay back on for the running period (issue 22): owner-checked, same-origin (the registrar), idempotent
  api.route(op.autopayOn, async (c, { principal, body, lang }) => {
    const { paidUntil } = await payments.autopayOn(principal.userId, body.uuid, lang, c.get("clientIp"));
    return c.json({ message: t(lang, "pay.ok.autopayEnabled"), paidUntil });
  });

  api.route(op.kassaReturn, async (c, { principal, body }) =>
    c.json(await payments.returned(principal.userId, body.uuid, body.order)),
  );

  // Providers' notifications: the raw body as it arrived (signatures), the address as the server determined it.
  for (const name of ["yookassa", "stripe"] as const) {
    api.route(op.notifications[name], async (c) => {
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
  api.route(op.sandboxPage, async (c, { params, lang }) => {
    const p = sandbox.payment(params.id);
    if (!p) return page(c, 404, { kind: "unknown" }, lang, sandboxCsp());
    if (p.status !== "pending") return page(c, 200, { kind: "done" }, p.lang ?? lang, sandboxCsp());
    const view: SandboxView = {
      kind: "pay",
      id: p.id,
      description: p.description,
      amountMinor: p.amountMinor,
      currency: p.currency as "RUB" | "USD",
    };
    return page(c, 200, view, p.lang ?? lang, sandboxCsp(p.returnUrl, p.cancelUrl));
  });
  // the choice from another site is refused before its form is read (the page is outside /api, whose own check
  // does this for the API)
  const fromThisSite: MiddlewareHandler<AppEnv> = async (c, next) => {
    if (!sameOrigin(c.req.raw)) throw new AppError("CROSS_SITE_REQUEST");
    await next();
  };
  api.route(
    op.sandboxChoice,
    async (c, { params, body, lang }) => {
      const decided = sandbox.decide(params.id, body.outcome);
      if (!decided)
        return page(c, 409, { kind: "done" }, sandbox.payment(params.id)?.lang ?? lang, sandboxCsp());
      // the payer's choice reaches the shop as a provider's notification would: checked, fetched, settled
      await payments.notify("sandbox", decided.notification);
      return c.redirect(decided.next, 303);
    },
    { before: [fromThisSite] },
  );
}
