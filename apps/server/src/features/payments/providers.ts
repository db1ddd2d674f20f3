/**
 * Which provider takes which currency, from the environment: YooKassa for roubles and Stripe for dollars when
 * their keys are set; otherwise the sandbox when it is allowed (PAYMENTS_SANDBOX, on by default only with the
 * embedded database); otherwise none (payment in that currency shows as unavailable). Also the hosts the payer
 * is sent to, which the pages' CSP must allow as form targets. The Stripe SDK is loaded only when Stripe is
 * configured (it costs ~20 MB of memory; issue 17, `npm run bench`: memory-rss-*).
 */
import type { CurrencyCode } from "@bazi/contracts";
import type { Env } from "../../env.ts";
import type { PaymentProvider } from "../../providers/payments.ts";
import { createSandboxProvider, type SandboxProvider } from "../../providers/payments-sandbox.ts";
import { createYooKassaProvider } from "../../providers/payments-yookassa.ts";

export interface PaymentSetup {
  providers: Partial<Record<CurrencyCode, PaymentProvider>>;
  /** The sandbox, when some currency uses it (its checkout pages are served then). */
  sandbox: SandboxProvider | null;
  /** Origins of the providers' checkout pages (CSP form-action). */
  checkoutOrigins: string[];
}

export async function paymentSetup(env: Env): Promise<PaymentSetup> {
  const sandboxAllowed = env.PAYMENTS_SANDBOX ?? !env.DATABASE_URL;
  let sandbox: SandboxProvider | null = null;
  const useSandbox = () => (sandbox ??= createSandboxProvider());
  const providers: PaymentSetup["providers"] = {};
  const checkoutOrigins: string[] = [];
  if (env.YOOKASSA_SHOP_ID && env.YOOKASSA_SECRET_KEY) {
    providers.RUB = createYooKassaProvider({
      shopId: env.YOOKASSA_SHOP_ID,
      secretKey: env.YOOKASSA_SECRET_KEY,
      apiRoot: env.YOOKASSA_API_ROOT,
      vatCode: env.YOOKASSA_VAT_CODE,
    });
    checkoutOrigins.push(new URL(env.YOOKASSA_CHECKOUT_ORIGIN).origin);
  } else if (sandboxAllowed) {
    providers.RUB = useSandbox();
  }
  if (env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET) {
    const { createStripeProvider } = await import("../../providers/payments-stripe.ts");
    providers.USD = createStripeProvider({
      secretKey: env.STRIPE_SECRET_KEY,
      webhookSecret: env.STRIPE_WEBHOOK_SECRET,
      apiRoot: env.STRIPE_API_ROOT,
    });
    checkoutOrigins.push(new URL(env.STRIPE_CHECKOUT_ORIGIN).origin);
  } else if (sandboxAllowed) {
    providers.USD = useSandbox();
  }
  return { providers, sandbox, checkoutOrigins };
}
