/**
 * Payment calls. Those of docs/product.md §7, same paths: GET /api/products, GET /api/client/payments, POST
 * /api/rbkmoney/autopay (turns autopay off), POST /api/charts/activate_from_kassa_success (reads the state; never
 * activates). Ours: POST /api/payments (checkout: the chart, the tariff and both consents → the provider's confirmation
 * URL), POST /api/payments/mobile (the app's Premium), the providers' notification endpoints (outside /api, with the
 * public per-address limit — a provider retries a 429 as any failure — and a body limit of their own), and the
 * sandbox's checkout page.
 */
import { ChartUuidSchema, CheckoutSchema, KassaReturnSchema } from "@bazi/contracts";
import { isLang, type Lang } from "@bazi/i18n";
import { payt, priceText } from "@bazi/i18n/payments";
import type { Context, Hono } from "hono";
import { AppError } from "../../errors.ts";
import { requestOrigin } from "../../http/origin.ts";
import { type AppEnv, parseBody } from "../../http/parse.ts";
import { sameOrigin } from "../../http/session.ts";
import type { ProviderName } from "../../providers/payments.ts";
import type { SandboxProvider } from "../../providers/payments-sandbox.ts";
import type { Auth } from "../accounts/auth.ts";
import type { PaymentsService } from "./payments.service.ts";

/** Notifications are small; anything bigger is not from a provider. */
const NOTIFICATION_LIMIT = 64 * 1024;

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** The sandbox checkout page: plain HTML, no scripts, saying plainly what it is. */
function sandboxPage(lang: Lang, body: string): string {
  const title = payt(lang, "pay.sandbox.title");
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title><style>body{font:16px/1.5 system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;color:#1c1917}.note{background:#fef3c7;border:1px solid #d97706;padding:.75rem 1rem;border-radius:.5rem}button{font:inherit;padding:.6rem 1rem;margin:.25rem .5rem .25rem 0;border-radius:.4rem;border:1px solid #57534e;cursor:pointer}.ok{background:#166534;color:#fff;border-color:#166534}</style></head><body><h1>${escapeHtml(title)}</h1><p class="note" role="note">${escapeHtml(payt(lang, "pay.sandbox.notice"))}</p>${body}</body></html>`;
}

export function paymentsRoutes(
  app: Hono<AppEnv>,
  payments: PaymentsService,
  auth: Auth,
  sandbox: SandboxProvider | null,
  opts: { trustProxy: boolean } = { trustProxy: false },
): void {
  app.get("/api/products", async (c) => {
    const scope = c.req.query("scope") === "mobile" ? "mobile" : "site";
    c.header("Cache-Control", "no-store");
    return c.json({ list: await payments.products(c.get("lang"), scope) });
  });

  const checkout = (scope: "site" | "mobile") => async (c: Context<AppEnv>) => {
    const p = await auth.require(c);
    const { body, lang } = await parseBody(c, CheckoutSchema);
    const origin = requestOrigin(c.req.raw, opts.trustProxy);
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

  app.post("/api/charts/activate_from_kassa_success", async (c) => {
    const p = await auth.require(c);
    const { body } = await parseBody(c, KassaReturnSchema);
    return c.json(await payments.returned(p.userId, body.uuid, body.order));
  });

  // Providers' notifications: the raw body as it arrived (signatures), the address as the server determined it.
  for (const name of ["yookassa", "stripe"] as const satisfies ProviderName[]) {
    app.post(`/payments/notify/${name}`, async (c) => {
      const length = Number(c.req.header("content-length") ?? 0);
      if (length > NOTIFICATION_LIMIT) throw new AppError("PAYLOAD_TOO_LARGE");
      const rawBody = await c.req.text();
      if (rawBody.length > NOTIFICATION_LIMIT) throw new AppError("PAYLOAD_TOO_LARGE");
      const r = await payments.notify(name, { ip: c.get("clientIp"), headers: c.req.raw.headers, rawBody });
      return c.json({ outcome: r.outcome }, r.status as 200);
    });
  }

  if (!sandbox) return;
  const sandboxHeaders = {
    "Content-Security-Policy":
      "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
    "Cache-Control": "no-store",
  };
  const langOf = (c: Context<AppEnv>): Lang => {
    const q = c.req.query("lang");
    return isLang(q) ? q : c.get("lang");
  };
  app.get("/sandbox/pay/:id", (c) => {
    const lang = langOf(c);
    const p = sandbox.payment(c.req.param("id"));
    if (!p)
      return c.html(
        sandboxPage(lang, `<p>${escapeHtml(payt(lang, "pay.sandbox.unknown"))}</p>`),
        404,
        sandboxHeaders,
      );
    if (p.status !== "pending") {
      return c.html(
        sandboxPage(lang, `<p>${escapeHtml(payt(lang, "pay.sandbox.done"))}</p>`),
        200,
        sandboxHeaders,
      );
    }
    const price = priceText(lang, p.amountMinor, p.currency as "RUB" | "USD");
    const action = `/sandbox/pay/${encodeURIComponent(p.id)}`;
    const form = `<p>${escapeHtml(p.description)}</p><p>${escapeHtml(payt(lang, "pay.sandbox.amount"))}: <strong>${escapeHtml(price)}</strong></p><form method="post" action="${action}"><input type="hidden" name="lang" value="${lang}"><button class="ok" name="outcome" value="succeed">${escapeHtml(payt(lang, "pay.sandbox.succeed"))}</button><button name="outcome" value="fail">${escapeHtml(payt(lang, "pay.sandbox.fail"))}</button></form>`;
    return c.html(sandboxPage(lang, form), 200, sandboxHeaders);
  });
  app.post("/sandbox/pay/:id", async (c) => {
    if (!sameOrigin(c.req.raw)) throw new AppError("CROSS_SITE_REQUEST");
    const form = await c.req.parseBody();
    const outcome = form.outcome === "succeed" ? "succeed" : form.outcome === "fail" ? "fail" : null;
    if (!outcome)
      throw new AppError("VALIDATION_FAILED", {
        fields: [{ field: "outcome", message: "outcome: succeed | fail" }],
      });
    const decided = sandbox.decide(c.req.param("id"), outcome);
    const lang = isLang(form.lang) ? form.lang : c.get("lang");
    if (!decided)
      return c.html(
        sandboxPage(lang, `<p>${escapeHtml(payt(lang, "pay.sandbox.done"))}</p>`),
        409,
        sandboxHeaders,
      );
    // the payer's choice reaches the shop as a provider's notification would: checked, fetched, settled
    await payments.notify("sandbox", decided.notification);
    return c.redirect(decided.next, 303);
  });
}
