/**
 * The built-in sandbox payment provider: the embedded default, so `npm start` runs the whole payment flow
 * offline. Its checkout page (/sandbox/pay/{id}, served by the payments routes, features/payments/sandbox-page.ts)
 * is in the language the payment was started in, looks like the site, says plainly that it is a sandbox where no
 * money moves and lets the payer choose success or failure; the choice is then delivered as a notification through
 * the same code path as a real provider's webhook (check → fetch → settle). Payments live in this process's
 * memory: after a restart the sandbox answers "no such payment" (404) about the unfinished ones, as a real provider
 * does about a payment it does not have, and the payments feature cancels their orders (a new choice of the tariff
 * makes a new payment). That is fine for a sandbox, which is never used in a deployment with a real database (see
 * env PAYMENTS_SANDBOX).
 */
import { randomBytes, randomUUID, timingSafeEqual } from "node:crypto";
import type {
  ChargeSavedInput,
  CreatePaymentInput,
  IncomingNotification,
  NotificationCheck,
  PaymentProvider,
  ProviderPayment,
} from "./payments.ts";
import { PaymentProviderError } from "./payments.ts";

export interface SandboxPayment extends ProviderPayment {
  description: string;
  returnUrl: string;
  cancelUrl: string;
  savePaymentMethod: boolean;
  /** The idempotence key it was created with. */
  key: string;
  /** The language of the site the payment was started from (its checkout page speaks it); null for a charge. */
  lang: "ru" | "en" | null;
}

export interface SandboxProvider extends PaymentProvider {
  readonly name: "sandbox";
  /** The payment behind a checkout page, or null. */
  payment(id: string): SandboxPayment | null;
  /**
   * The payer's choice on the checkout page: the payment succeeds (saving the method when asked) or is
   * declined. Answers the notification to deliver (as a provider would send it) and where the payer goes next.
   */
  decide(
    id: string,
    outcome: "succeed" | "fail",
  ): { notification: IncomingNotification; next: string } | null;
  /** Makes the next `n` charges of saved methods fail (tests of failed renewals). */
  declineNextCharges(n: number): void;
}

export function createSandboxProvider(): SandboxProvider {
  const payments = new Map<string, SandboxPayment>();
  const byKey = new Map<string, SandboxPayment>();
  const methods = new Set<string>();
  /** Notifications from the checkout page carry this per-process secret: nothing outside the process has it. */
  const secret = randomBytes(32).toString("hex");
  let declines = 0;

  const publicView = (p: SandboxPayment): ProviderPayment => ({
    id: p.id,
    status: p.status,
    amountMinor: p.amountMinor,
    currency: p.currency,
    orderId: p.orderId,
    savedMethodId: p.savedMethodId,
    failureReason: p.failureReason,
  });

  function notification(id: string, event: string): IncomingNotification {
    return {
      ip: "sandbox",
      headers: new Headers({ "x-sandbox-key": secret, "content-type": "application/json" }),
      rawBody: JSON.stringify({ type: "notification", event, object: { id } }),
    };
  }

  return {
    name: "sandbox",

    async create(input: CreatePaymentInput) {
      const found = byKey.get(input.idempotenceKey);
      if (found) return { payment: publicView(found), confirmationUrl: `/sandbox/pay/${found.id}` };
      const id = `sbx_${randomUUID()}`;
      const p: SandboxPayment = {
        id,
        status: "pending",
        amountMinor: input.amountMinor,
        currency: input.currency,
        orderId: input.orderId,
        savedMethodId: null,
        failureReason: null,
        description: input.description,
        returnUrl: input.returnUrl,
        cancelUrl: input.cancelUrl,
        savePaymentMethod: input.savePaymentMethod,
        key: input.idempotenceKey,
        lang: input.locale,
      };
      payments.set(id, p);
      byKey.set(input.idempotenceKey, p);
      return { payment: publicView(p), confirmationUrl: `/sandbox/pay/${id}` };
    },

    async fetch(paymentId: string) {
      const p = payments.get(paymentId);
      if (!p) throw new PaymentProviderError(`sandbox: no payment ${paymentId}`, 404, false);
      return publicView(p);
    },

    async charge(input: ChargeSavedInput) {
      const found = byKey.get(input.idempotenceKey);
      if (found) return publicView(found);
      const known = methods.has(input.savedMethodId);
      const declined = known && declines > 0;
      if (declined) declines--;
      const id = `sbx_${randomUUID()}`;
      const p: SandboxPayment = {
        id,
        status: known && !declined ? "succeeded" : "canceled",
        amountMinor: input.amountMinor,
        currency: input.currency,
        orderId: input.orderId,
        savedMethodId: null,
        failureReason: known ? (declined ? "insufficient_funds" : null) : "payment_method_unknown",
        description: input.description,
        returnUrl: "",
        cancelUrl: "",
        savePaymentMethod: false,
        key: input.idempotenceKey,
        lang: null,
      };
      payments.set(id, p);
      byKey.set(input.idempotenceKey, p);
      return publicView(p);
    },

    checkNotification(n: IncomingNotification): NotificationCheck {
      const given = Buffer.from(n.headers.get("x-sandbox-key") ?? "");
      const want = Buffer.from(secret);
      if (given.length !== want.length || !timingSafeEqual(given, want))
        return { ok: false, reason: "forbidden" };
      try {
        const body = JSON.parse(n.rawBody) as { event?: unknown; object?: { id?: unknown } };
        if (typeof body.event !== "string" || typeof body.object?.id !== "string")
          return { ok: false, reason: "malformed" };
        return { ok: true, paymentId: body.object.id, event: body.event };
      } catch {
        return { ok: false, reason: "malformed" };
      }
    },

    async forgetMethod(savedMethodId: string) {
      methods.delete(savedMethodId);
    },

    payment: (id) => payments.get(id) ?? null,

    decide(id, outcome) {
      const p = payments.get(id);
      if (p?.status !== "pending") return null;
      if (outcome === "succeed") {
        p.status = "succeeded";
        if (p.savePaymentMethod) {
          p.savedMethodId = `sbx_pm_${randomUUID()}`;
          methods.add(p.savedMethodId);
        }
      } else {
        p.status = "canceled";
        p.failureReason = "declined_by_payer";
      }
      return {
        notification: notification(id, outcome === "succeed" ? "payment.succeeded" : "payment.canceled"),
        next: outcome === "succeed" ? p.returnUrl : p.cancelUrl,
      };
    },

    declineNextCharges(n) {
      declines = n;
    },
  };
}
