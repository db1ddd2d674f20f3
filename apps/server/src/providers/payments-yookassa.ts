/**
 * The YooKassa payment provider (API v3, https://yookassa.ru/developers/api): RUB payments with a redirect
 * confirmation, a 54-FZ receipt on every payment, saved cards for autopay, and notifications checked by the
 * sender's IP (YooKassa does not sign them). Every answer is validated with zod; errors say what YooKassa said
 * (its error `code` and `description`) but never carry the secret key.
 */
import { BlockList, isIP } from "node:net";
import { z } from "zod";
import {
  type ChargeSavedInput,
  type CreatePaymentInput,
  type IncomingNotification,
  type NotificationCheck,
  type PaymentProvider,
  PaymentProviderError,
  type ProviderPayment,
} from "./payments.ts";

/** Where YooKassa sends notifications from (https://yookassa.ru/developers/using-api/webhooks). */
export const YOOKASSA_NOTIFICATION_IPS: readonly string[] = [
  "185.71.76.0/27",
  "185.71.77.0/27",
  "77.75.153.0/25",
  "77.75.156.11",
  "77.75.156.35",
  "77.75.154.128/25",
  "2a02:5180::/32",
];

/** YooKassa's payment (and saved payment method) ids: UUID-like, e.g. "22e12f66-000f-5000-8000-18db351245c7". */
export const YOOKASSA_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** YooKassa's limit for `description`, both the payment's and a receipt item's. */
const MAX_DESCRIPTION = 128;

const AmountSchema = z.object({ value: z.string(), currency: z.string() });

const PaymentSchema = z.object({
  id: z.string().min(1),
  status: z.enum(["pending", "waiting_for_capture", "succeeded", "canceled"]),
  amount: AmountSchema,
  metadata: z.object({ order_id: z.string().optional() }).nullish(),
  payment_method: z.object({ id: z.string(), saved: z.boolean() }).nullish(),
  cancellation_details: z.object({ party: z.string(), reason: z.string() }).nullish(),
  confirmation: z.object({ type: z.string(), confirmation_url: z.string().optional() }).nullish(),
});
type YooKassaPayment = z.infer<typeof PaymentSchema>;

const ErrorSchema = z.object({
  type: z.literal("error"),
  code: z.string().optional(),
  description: z.string().optional(),
  parameter: z.string().optional(),
});

const NotificationSchema = z.object({
  type: z.literal("notification"),
  event: z.string().min(1),
  object: z.object({ id: z.string() }),
});

/** Minor units → YooKassa's decimal string with two digits ("490.00" for 49000), exactly (no float). */
export function formatAmount(minor: number): string {
  if (!Number.isSafeInteger(minor) || minor < 0)
    throw new RangeError(`not an amount in minor units: ${minor}`);
  const digits = String(minor).padStart(3, "0");
  return `${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

/** YooKassa's decimal string → minor units, exactly; null when it is not "<digits>.<two digits>". */
export function parseAmount(value: string): number | null {
  const m = /^(\d+)\.(\d{2})$/.exec(value);
  if (!m) return null;
  const minor = Number(`${m[1]}${m[2]}`);
  return Number.isSafeInteger(minor) ? minor : null;
}

/** Cuts to YooKassa's 128 UTF-16 units without splitting a surrogate pair, marking the cut with "…". */
export function truncateDescription(text: string, max = MAX_DESCRIPTION): string {
  const s = text.trim();
  if (s.length <= max) return s;
  let out = "";
  for (const ch of s) {
    if (out.length + ch.length > max - 1) break;
    out += ch;
  }
  return `${out.trimEnd()}…`;
}

function buildBlockList(entries: readonly string[]): BlockList {
  const list = new BlockList();
  for (const entry of entries) {
    const [address = "", prefix] = entry.split("/");
    const family = isIP(address);
    const type = family === 6 ? "ipv6" : "ipv4";
    const bits = prefix === undefined ? undefined : Number(prefix);
    const max = family === 6 ? 128 : 32;
    if (family === 0 || (bits !== undefined && !(Number.isInteger(bits) && bits >= 0 && bits <= max))) {
      throw new Error(`YooKassa trustedIps: not an IP address or CIDR range: ${entry}`);
    }
    if (bits === undefined) list.addAddress(address, type);
    else list.addSubnet(address, bits, type);
  }
  return list;
}

export function createYooKassaProvider(opts: {
  shopId: string;
  secretKey: string;
  /** Default https://api.yookassa.ru/v3. */
  apiRoot?: string;
  /** The receipt items' 54-FZ VAT code (1: no VAT, 2: 0%, 3: 10%, 4: 20%, 5: 10/110, 6: 20/120, …). */
  vatCode: number;
  /** Default: YooKassa's published notification ranges. */
  trustedIps?: string[];
  fetchImpl?: typeof fetch;
  /** Per request, default 15000. */
  timeoutMs?: number;
}): PaymentProvider {
  // 1..6 per the original 54-FZ table; 7..10 (5% and 7% VAT, from 2025) are accepted too.
  if (!Number.isInteger(opts.vatCode) || opts.vatCode < 1 || opts.vatCode > 10) {
    throw new Error(`YooKassa vatCode must be an integer 1..10 (got ${opts.vatCode})`);
  }
  const apiRoot = (opts.apiRoot ?? "https://api.yookassa.ru/v3").replace(/\/+$/, "");
  const doFetch = opts.fetchImpl ?? fetch;
  const timeoutMs = opts.timeoutMs ?? 15_000;
  const trusted = buildBlockList(opts.trustedIps ?? YOOKASSA_NOTIFICATION_IPS);
  const authorization = `Basic ${Buffer.from(`${opts.shopId}:${opts.secretKey}`).toString("base64")}`;
  const redact = (text: string) => (opts.secretKey ? text.replaceAll(opts.secretKey, "***") : text);
  const fail = (message: string, status: number, retryable: boolean) =>
    new PaymentProviderError(redact(message), status, retryable);

  async function call(method: "GET" | "POST", path: string, body?: unknown, idempotenceKey?: string) {
    const what = `YooKassa ${method} ${path}`;
    const headers: Record<string, string> = { Authorization: authorization, Accept: "application/json" };
    if (idempotenceKey !== undefined) headers["Idempotence-Key"] = idempotenceKey;
    if (body !== undefined) headers["Content-Type"] = "application/json";
    let res: Response;
    let text: string;
    try {
      res = await doFetch(`${apiRoot}${path}`, {
        method,
        headers,
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      text = await res.text();
    } catch (e) {
      throw fail(`${what}: not reached (${describeNetworkError(e)})`, 0, true);
    }
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
    if (res.status === 200) return { what, json };
    // 202: YooKassa is still processing the request; 5xx: the outcome is unknown. Both: repeat with the same key.
    const retryable = res.status >= 500 || res.status === 429 || (res.status >= 200 && res.status < 300);
    const err = ErrorSchema.safeParse(json);
    const said = err.success
      ? [err.data.code, err.data.description, err.data.parameter && `(parameter ${err.data.parameter})`]
          .filter(Boolean)
          .join(": ")
      : res.status === 202
        ? "still processing, repeat with the same Idempotence-Key"
        : res.statusText;
    throw fail(`${what}: HTTP ${res.status}${said ? ` ${said}` : ""}`, res.status, retryable);
  }

  function toPayment(what: string, json: unknown): { payment: ProviderPayment; raw: YooKassaPayment } {
    const parsed = PaymentSchema.safeParse(json);
    if (!parsed.success) {
      throw fail(`${what}: unexpected answer (${z.prettifyError(parsed.error)})`, 200, true);
    }
    const p = parsed.data;
    const amountMinor = parseAmount(p.amount.value);
    if (amountMinor === null) throw fail(`${what}: unexpected amount.value "${p.amount.value}"`, 200, true);
    const payment: ProviderPayment = {
      id: p.id,
      // We always create with capture: true, so waiting_for_capture should not happen: not paid yet.
      status: p.status === "succeeded" ? "succeeded" : p.status === "canceled" ? "canceled" : "pending",
      amountMinor,
      currency: p.amount.currency,
      orderId: p.metadata?.order_id ?? null,
      savedMethodId: p.payment_method?.saved === true ? p.payment_method.id : null,
      failureReason: p.status === "canceled" ? (p.cancellation_details?.reason ?? null) : null,
    };
    return { payment, raw: p };
  }

  /** What a new payment and a charge of a saved method both send: captured at once, with a 54-FZ receipt. */
  function paymentBody(input: CreatePaymentInput | ChargeSavedInput) {
    const amount = { value: formatAmount(input.amountMinor), currency: input.currency };
    const description = truncateDescription(input.description);
    return {
      amount,
      capture: true,
      description,
      metadata: { order_id: input.orderId },
      receipt: {
        customer: { email: input.customerEmail },
        items: [
          {
            description,
            quantity: "1.00",
            amount,
            vat_code: opts.vatCode,
            payment_mode: "full_payment",
            payment_subject: "service",
          },
        ],
      },
    };
  }

  return {
    name: "yookassa",

    async create(input: CreatePaymentInput) {
      const body = {
        ...paymentBody(input),
        confirmation: {
          type: "redirect",
          return_url: input.returnUrl,
          locale: input.locale === "ru" ? "ru_RU" : "en_US",
        },
        ...(input.savePaymentMethod ? { save_payment_method: true } : {}),
      };
      const { what, json } = await call("POST", "/payments", body, input.idempotenceKey);
      const { payment, raw } = toPayment(what, json);
      const confirmationUrl = raw.confirmation?.confirmation_url;
      if (!confirmationUrl) throw fail(`${what}: the answer has no confirmation.confirmation_url`, 200, true);
      return { payment, confirmationUrl };
    },

    async fetch(paymentId: string) {
      if (!YOOKASSA_ID.test(paymentId)) {
        throw fail(`YooKassa: not a payment id: ${JSON.stringify(paymentId.slice(0, 80))}`, 0, false);
      }
      const { what, json } = await call("GET", `/payments/${encodeURIComponent(paymentId)}`);
      return toPayment(what, json).payment;
    },

    async charge(input: ChargeSavedInput) {
      const body = { ...paymentBody(input), payment_method_id: input.savedMethodId };
      const { what, json } = await call("POST", "/payments", body, input.idempotenceKey);
      return toPayment(what, json).payment;
    },

    checkNotification(n: IncomingNotification): NotificationCheck {
      const family = isIP(n.ip);
      if (family === 0 || !trusted.check(n.ip, family === 6 ? "ipv6" : "ipv4")) {
        return { ok: false, reason: "forbidden", detail: `not a YooKassa address: ${n.ip.slice(0, 64)}` };
      }
      let json: unknown;
      try {
        json = JSON.parse(n.rawBody);
      } catch {
        return { ok: false, reason: "malformed", detail: "the body is not JSON" };
      }
      const parsed = NotificationSchema.safeParse(json);
      if (!parsed.success) return { ok: false, reason: "malformed", detail: z.prettifyError(parsed.error) };
      const { event, object } = parsed.data;
      if (!event.startsWith("payment.")) return { ok: false, reason: "ignored", detail: event };
      if (!YOOKASSA_ID.test(object.id)) return { ok: false, reason: "malformed", detail: "object.id" };
      return { ok: true, paymentId: object.id, event };
    },

    async forgetMethod(_savedMethodId: string) {
      // YooKassa has no API to delete a saved payment method: we forget it on our side (never charge it again).
    },
  };
}

/** "fetch failed (ECONNREFUSED)", "timed out", …: the cause's code, never the request (it has the auth header). */
function describeNetworkError(e: unknown): string {
  if (e instanceof Error && (e.name === "TimeoutError" || e.name === "AbortError")) return "timed out";
  const cause = e instanceof Error ? (e.cause as { code?: unknown } | undefined) : undefined;
  const code = typeof cause?.code === "string" ? cause.code : undefined;
  const message = e instanceof Error ? e.message : String(e);
  return code ? `${message}: ${code}` : message;
}
