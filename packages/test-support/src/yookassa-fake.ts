/**
 * A local stand-in for the YooKassa API v3 (tests and e2e): a node:http server that answers `POST /v3/payments`
 * and `GET /v3/payments/{id}` the way the real API does, enforcing what it enforces (Basic auth, the
 * Idempotence-Key, amount strings with two decimals, a 54-FZ receipt on every payment, saved payment methods),
 * with YooKassa's error JSON. Tests drive the payer's side through `succeed`/`cancel`; a browser can do the same
 * on the fake's checkout page (`/checkout/{id}`), which then redirects to the payment's return_url.
 */
import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { isDeepStrictEqual } from "node:util";

/** A payment as the API shows it. */
export interface FakePayment {
  id: string;
  status: "pending" | "waiting_for_capture" | "succeeded" | "canceled";
  paid: boolean;
  amount: { value: string; currency: string };
  description?: string;
  metadata: Record<string, string>;
  created_at: string;
  captured_at?: string;
  confirmation?: { type: "redirect"; return_url: string; confirmation_url: string; locale?: string };
  payment_method?: { type: "bank_card"; id: string; saved: boolean; title: string };
  cancellation_details?: { party: string; reason: string };
  recipient: { account_id: string; gateway_id: string };
  refundable: boolean;
  test: true;
}

export interface FakeRequest {
  method: string;
  path: string;
  /** Lower-cased names. */
  headers: Record<string, string>;
  /** The parsed JSON body, the raw text when it is not JSON, undefined when empty. */
  body: unknown;
}

export interface FakeYooKassa {
  /** The API root, e.g. http://127.0.0.1:PORT/v3. */
  url: string;
  requests: FakeRequest[];
  payments: Map<string, FakePayment>;
  /** The payer paid: succeeded (waiting_for_capture when created with capture: false). */
  succeed(id: string, opts?: { saveMethod?: boolean }): void;
  /** The payment failed or expired (default reason expired_on_confirmation). */
  cancel(id: string, reason?: string): void;
  /** The next n charges of saved methods are declined (insufficient_funds). */
  declineNextCharges(n: number): void;
  /** A notification as YooKassa POSTs it, for the payment as it is now. */
  notificationBody(id: string, event: string): string;
  close(): Promise<void>;
}

type ApiError = { status: number; code: string; description: string; parameter?: string };

const invalid = (description: string, parameter?: string): ApiError => ({
  status: 400,
  code: "invalid_request",
  description,
  ...(parameter === undefined ? {} : { parameter }),
});

const AMOUNT = /^\d+\.\d{2}$/;
const NETWORK_REASONS = new Set([
  "3d_secure_failed",
  "call_issuer",
  "card_expired",
  "general_decline",
  "insufficient_funds",
  "invalid_card_number",
  "invalid_csc",
  "issuer_unavailable",
]);

/** A YooKassa-like id: "22e12f66-000f-5000-8000-18db351245c7". */
function newId(): string {
  const time = Math.floor(Date.now() / 1000)
    .toString(16)
    .padStart(8, "0")
    .slice(-8);
  return `${time}-000f-5000-${["8000", "9000", "a000", "b000"][randomBytes(1)[0]! % 4]}-${randomBytes(6).toString("hex")}`;
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

function checkAmount(v: unknown, at: string): ApiError | null {
  if (!isRecord(v)) return invalid(`${at} is missing or illegal`, at);
  if (typeof v.value !== "string" || !AMOUNT.test(v.value)) {
    return invalid(`${at}.value must be a string with two decimal digits, e.g. "490.00"`, `${at}.value`);
  }
  if (typeof v.currency !== "string" || !/^[A-Z]{3}$/.test(v.currency)) {
    return invalid(`${at}.currency is missing or illegal`, `${at}.currency`);
  }
  return null;
}

const minor = (value: string) => Number(value.replace(".", ""));

/** What the real API rejects in a payment request (the subset our provider can get wrong). */
function validatePayment(b: unknown): ApiError | null {
  if (!isRecord(b)) return invalid("The request body is not a JSON object");
  const amountError = checkAmount(b.amount, "amount");
  if (amountError) return amountError;
  const amount = b.amount as { value: string; currency: string };
  if (minor(amount.value) <= 0) return invalid("amount.value must be greater than 0", "amount.value");
  if (b.description !== undefined && (typeof b.description !== "string" || b.description.length > 128)) {
    return invalid("description must be a string of at most 128 characters", "description");
  }
  if (b.metadata !== undefined) {
    const m = b.metadata;
    const ok =
      isRecord(m) &&
      Object.keys(m).length <= 16 &&
      Object.entries(m).every(([k, v]) => k.length <= 32 && typeof v === "string" && v.length <= 512);
    if (!ok) return invalid("metadata must be up to 16 string values", "metadata");
  }
  for (const flag of ["capture", "save_payment_method"]) {
    if (b[flag] !== undefined && typeof b[flag] !== "boolean")
      return invalid(`${flag} must be boolean`, flag);
  }
  // The shop sends receipts (54-FZ): every payment must carry one.
  const r = b.receipt;
  if (!isRecord(r)) return invalid("Receipt is missing or illegal", "receipt");
  if (
    !isRecord(r.customer) ||
    (typeof r.customer.email !== "string" && typeof r.customer.phone !== "string")
  ) {
    return invalid("receipt.customer must have an email or a phone", "receipt.customer");
  }
  if (!Array.isArray(r.items) || r.items.length === 0)
    return invalid("receipt.items is empty", "receipt.items");
  let total = 0;
  for (const [i, item] of r.items.entries()) {
    const at = `receipt.items[${i}]`;
    if (!isRecord(item)) return invalid(`${at} is illegal`, at);
    if (
      typeof item.description !== "string" ||
      item.description.length < 1 ||
      item.description.length > 128
    ) {
      return invalid(`${at}.description must be 1..128 characters`, `${at}.description`);
    }
    const quantity = Number(item.quantity);
    if (!(quantity > 0)) return invalid(`${at}.quantity is illegal`, `${at}.quantity`);
    const itemAmountError = checkAmount(item.amount, `${at}.amount`);
    if (itemAmountError) return itemAmountError;
    if (!Number.isInteger(item.vat_code) || (item.vat_code as number) < 1 || (item.vat_code as number) > 10) {
      return invalid(`${at}.vat_code is illegal`, `${at}.vat_code`);
    }
    for (const key of ["payment_mode", "payment_subject"]) {
      if (typeof item[key] !== "string") return invalid(`${at}.${key} is missing`, `${at}.${key}`);
    }
    total += Math.round(minor((item.amount as { value: string }).value) * quantity);
  }
  if (total !== minor(amount.value)) {
    return invalid("The receipt items' total does not match the payment amount", "receipt.items");
  }
  if (b.payment_method_id === undefined) {
    const c = b.confirmation;
    if (!isRecord(c) || c.type !== "redirect")
      return invalid("confirmation is missing or illegal", "confirmation");
    if (typeof c.return_url !== "string" || !URL.canParse(c.return_url)) {
      return invalid("confirmation.return_url is missing or illegal", "confirmation.return_url");
    }
  } else if (typeof b.payment_method_id !== "string") {
    return invalid("payment_method_id is illegal", "payment_method_id");
  }
  return null;
}

export async function startFakeYooKassa(opts: { shopId: string; secretKey: string }): Promise<FakeYooKassa> {
  const requests: FakeRequest[] = [];
  const payments = new Map<string, FakePayment>();
  /** What a payment was created with, beyond what the API shows. */
  const asked = new Map<string, { capture: boolean; saveMethod: boolean }>();
  const savedMethods = new Set<string>();
  /** Idempotence-Key → the request body and the answer given to it (replayed to a retry). */
  const replies = new Map<string, { body: unknown; status: number; json: string }>();
  let declines = 0;
  const expectedAuth = `Basic ${Buffer.from(`${opts.shopId}:${opts.secretKey}`).toString("base64")}`;
  let origin = "";

  function mustGet(id: string): FakePayment {
    const p = payments.get(id);
    if (!p) throw new Error(`fake YooKassa: no payment ${id}`);
    return p;
  }

  function succeed(id: string, o: { saveMethod?: boolean } = {}): void {
    const p = mustGet(id);
    if (p.status !== "pending") throw new Error(`fake YooKassa: payment ${id} is ${p.status}, not pending`);
    const how = asked.get(id) ?? { capture: true, saveMethod: false };
    const saved = o.saveMethod ?? how.saveMethod;
    // The real API often reuses the payment's id for the method; a distinct id catches mixing the two up.
    const method = { type: "bank_card" as const, id: newId(), saved, title: "Bank card *4477" };
    if (saved) savedMethods.add(method.id);
    Object.assign(p, {
      status: how.capture ? "succeeded" : "waiting_for_capture",
      paid: true,
      payment_method: method,
      refundable: how.capture,
      ...(how.capture ? { captured_at: new Date().toISOString() } : {}),
    });
  }

  function cancel(id: string, reason = "expired_on_confirmation"): void {
    const p = mustGet(id);
    if (p.status === "succeeded" || p.status === "canceled") {
      throw new Error(`fake YooKassa: payment ${id} is already ${p.status}`);
    }
    const party = NETWORK_REASONS.has(reason) ? "payment_network" : "yoo_money";
    Object.assign(p, { status: "canceled", paid: false, cancellation_details: { party, reason } });
  }

  function createPayment(b: Record<string, unknown>): FakePayment {
    const id = newId();
    const capture = b.capture === true;
    const base: FakePayment = {
      id,
      status: "pending",
      paid: false,
      amount: b.amount as FakePayment["amount"],
      ...(typeof b.description === "string" ? { description: b.description } : {}),
      metadata: (b.metadata as Record<string, string> | undefined) ?? {},
      created_at: new Date().toISOString(),
      recipient: { account_id: opts.shopId, gateway_id: "100700" },
      refundable: false,
      test: true,
    };
    payments.set(id, base);
    asked.set(id, { capture, saveMethod: b.save_payment_method === true });
    if (typeof b.payment_method_id === "string") {
      // A charge of a saved method: no payer involved, decided at once.
      base.payment_method = {
        type: "bank_card",
        id: b.payment_method_id,
        saved: true,
        title: "Bank card *4477",
      };
      if (declines > 0) {
        declines--;
        cancel(id, "insufficient_funds");
      } else {
        Object.assign(base, { status: capture ? "succeeded" : "waiting_for_capture", paid: true });
        if (capture) Object.assign(base, { captured_at: new Date().toISOString(), refundable: true });
      }
    } else {
      const c = b.confirmation as { return_url: string; locale?: string };
      base.confirmation = {
        type: "redirect",
        return_url: c.return_url,
        confirmation_url: `${origin}/checkout/${id}`,
        ...(typeof c.locale === "string" ? { locale: c.locale } : {}),
      };
    }
    return base;
  }

  function api(req: FakeRequest): { status: number; json: string } {
    const error = (e: ApiError) => ({
      status: e.status,
      json: JSON.stringify({
        type: "error",
        id: newId(),
        code: e.code,
        description: e.description,
        ...(e.parameter ? { parameter: e.parameter } : {}),
      }),
    });
    if (req.headers.authorization !== expectedAuth) {
      return error({
        status: 401,
        code: "invalid_credentials",
        description: "Error in shopId or secret key. Check their validity.",
      });
    }
    const paymentPath = /^\/v3\/payments\/([^/]+)$/.exec(req.path);
    if (req.method === "GET" && paymentPath) {
      const p = payments.get(decodeURIComponent(paymentPath[1]!));
      if (!p)
        return error({
          status: 404,
          code: "not_found",
          description: "Payment doesn't exist or access denied",
        });
      return { status: 200, json: JSON.stringify(p) };
    }
    if (req.method !== "POST" || req.path !== "/v3/payments") {
      return error({
        status: 404,
        code: "not_found",
        description: `${req.method} ${req.path} is not supported`,
      });
    }
    const key = req.headers["idempotence-key"];
    if (!key || key.length > 64) {
      return error(
        invalid("Idempotence-Key header is missing or longer than 64 characters", "Idempotence-Key"),
      );
    }
    const earlier = replies.get(key);
    if (earlier) {
      if (isDeepStrictEqual(earlier.body, req.body)) return earlier;
      return error(invalid("Idempotence key duplicated with a different request body", "Idempotence-Key"));
    }
    const problem = validatePayment(req.body);
    let reply: { status: number; json: string };
    if (problem) reply = error(problem);
    else {
      const b = req.body as Record<string, unknown>;
      const methodId = b.payment_method_id;
      reply =
        typeof methodId === "string" && !savedMethods.has(methodId)
          ? error(invalid("The payment method is not saved or does not exist", "payment_method_id"))
          : { status: 200, json: JSON.stringify(createPayment(b)) };
    }
    replies.set(key, { body: req.body, ...reply });
    return reply;
  }

  /** The payer's side in a browser: a page with "pay" and "cancel", then back to the shop's return_url. */
  function checkout(req: FakeRequest, res: ServerResponse): boolean {
    const m = /^\/checkout\/([0-9a-f-]{36})(?:\/(pay|cancel))?$/.exec(req.path);
    const p = m ? payments.get(m[1]!) : undefined;
    if (!m || !p) return false;
    if (m[2] && req.method === "POST") {
      if (p.status === "pending" && m[2] === "pay") succeed(p.id);
      else if (p.status === "pending") cancel(p.id);
      res.writeHead(303, { location: p.confirmation?.return_url ?? "/" }).end();
      return true;
    }
    const form = (action: string, label: string) =>
      `<form method="post" action="/checkout/${p.id}/${action}"><button id="${action}">${label}</button></form>`;
    res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    res.end(
      `<!doctype html><title>Fake YooKassa</title><h1>${p.amount.value} ${p.amount.currency}</h1>` +
        `<p>status: ${p.status}</p>${form("pay", "Pay")}${form("cancel", "Cancel")}`,
    );
    return true;
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString("utf8");
    let body: unknown;
    try {
      body = raw === "" ? undefined : JSON.parse(raw);
    } catch {
      body = raw;
    }
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(req.headers)) {
      if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(", ") : value;
    }
    const request = {
      method: req.method ?? "GET",
      path: new URL(req.url ?? "/", origin).pathname,
      headers,
      body,
    };
    requests.push(request);
    if (checkout(request, res)) return;
    const { status, json } = api(request);
    res.writeHead(status, { "content-type": "application/json; charset=utf-8" }).end(json);
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((e: unknown) => {
      if (!res.headersSent) res.writeHead(500, { "content-type": "application/json" });
      res.end(JSON.stringify({ type: "error", code: "internal_server_error", description: String(e) }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url: `${origin}/v3`,
    requests,
    payments,
    succeed,
    cancel,
    declineNextCharges(n: number) {
      declines = n;
    },
    notificationBody(id: string, event: string) {
      return JSON.stringify({ type: "notification", event, object: mustGet(id) });
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((e) => (e ? reject(e) : resolve()));
        server.closeAllConnections();
      }),
  };
}
