/**
 * Payment providers behind one interface (architecture rule 6): YooKassa (RUB), Stripe (USD) and the built-in
 * sandbox (the embedded default, offline). The payments feature never trusts what a notification says: a
 * notification only names a payment, which is then fetched from the provider's API (`fetch`) and acted on.
 *
 * Amounts are integers in minor units (kopecks, cents). Currencies are upper-case ISO 4217 codes.
 */

export type Currency = "RUB" | "USD";
export type ProviderName = "yookassa" | "stripe" | "sandbox";

/** A provider's payment as its API reports it (normalised). */
export interface ProviderPayment {
  /** The provider's id of the payment (YooKassa payment id; Stripe Checkout Session or PaymentIntent id). */
  id: string;
  /**
   * pending: created, the payer has not finished (or the provider is still deciding);
   * succeeded: money taken; canceled: failed, declined, expired or canceled (nothing taken).
   */
  status: "pending" | "succeeded" | "canceled";
  amountMinor: number;
  currency: string;
  /** Our order id, as the payment's metadata carries it (`metadata.order_id`); null when absent. */
  orderId: string | null;
  /**
   * A saved payment method for later charges (autopay), when the payer agreed to save one and the provider saved
   * it: YooKassa `payment_method.id` when `payment_method.saved`; Stripe "cus_…/pm_…". Null otherwise.
   */
  savedMethodId: string | null;
  /** Why a canceled payment failed (the provider's reason code), when known. */
  failureReason: string | null;
}

export interface CreatePaymentInput {
  /** Our order id: goes into the payment's metadata as `order_id`. */
  orderId: string;
  /** Stable per payment intent (our order id): a retried create returns the same payment, never a second one. */
  idempotenceKey: string;
  amountMinor: number;
  currency: Currency;
  /** What the payer sees (and the receipt's item), e.g. "Персональный календарь на 6 месяцев: Анна". */
  description: string;
  /** Ask the provider to save the payment method for autopay. */
  savePaymentMethod: boolean;
  /** Where the payer returns after paying (YooKassa has one return URL; Stripe: success_url). */
  returnUrl: string;
  /** Where the payer returns after giving up (Stripe cancel_url; the sandbox's "decline"). */
  cancelUrl: string;
  /** The payer's e-mail: the receipt (54-FZ) goes to it. */
  customerEmail: string;
  locale: "ru" | "en";
}

/** A charge of a saved payment method without the payer: a payment's fields without its pages. */
export type ChargeSavedInput = Pick<
  CreatePaymentInput,
  "orderId" | "idempotenceKey" | "amountMinor" | "currency" | "description" | "customerEmail"
> & { savedMethodId: string };

/** An incoming HTTP notification (webhook), exactly as it arrived. */
export interface IncomingNotification {
  /** The client address, as the server determined it (X-Forwarded-For only behind our own proxy). */
  ip: string;
  headers: Headers;
  /** The raw body (signatures are over the raw bytes). */
  rawBody: string;
}

export type NotificationCheck =
  /** Authentic enough to act on: the id of the payment to fetch from the API (never trust the body's status). */
  | { ok: true; paymentId: string; event: string }
  /** Not from the provider (foreign IP, bad signature): 403; malformed: 400; an event we do not act on: 200. */
  | { ok: false; reason: "forbidden" | "bad-signature" | "malformed" | "ignored"; detail?: string };

export class PaymentProviderError extends Error {
  override name = "PaymentProviderError";
  /** The HTTP status of the provider's answer, or 0 when it could not be reached. */
  readonly status: number;
  /** True when retrying the same call (same idempotence key) may succeed. */
  readonly retryable: boolean;
  constructor(message: string, status: number, retryable: boolean) {
    super(message);
    this.status = status;
    this.retryable = retryable;
  }
}

export interface PaymentProvider {
  readonly name: ProviderName;
  /** Creates a payment that the payer confirms at `confirmationUrl` (a redirect). */
  create(input: CreatePaymentInput): Promise<{ payment: ProviderPayment; confirmationUrl: string }>;
  /** The payment as the provider's API reports it now. */
  fetch(paymentId: string): Promise<ProviderPayment>;
  /** Charges a saved payment method without the payer (autopay renewal). */
  charge(input: ChargeSavedInput): Promise<ProviderPayment>;
  /** Checks a notification's origin (IP ranges or signature) and names the payment it is about. */
  checkNotification(n: IncomingNotification): NotificationCheck;
  /** Forgets a saved payment method at the provider where it can (Stripe detaches it); a no-op otherwise. */
  forgetMethod(savedMethodId: string): Promise<void>;
}
