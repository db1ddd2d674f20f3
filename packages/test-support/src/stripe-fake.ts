/**
 * A local stand-in for Stripe's HTTP API (node:http), enough of it for the Stripe provider's tests, which point
 * the official `stripe` client at it: Checkout Sessions (create, retrieve with `expand[]`), off-session
 * PaymentIntents, PaymentMethod detach. It behaves as Stripe documents: Bearer secret key, form bodies in bracket
 * notation (`a[b][0]=x`, lists as `expand[0]=…` or `expand[]=…`), a valid `Stripe-Version` when one is sent,
 * Idempotency-Key replay (and `idempotency_error` for the same key with other parameters), Stripe's error JSON and
 * status codes (400 parameter_missing/resource_missing, 401, 402 card_error with the failed PaymentIntent
 * embedded), and webhooks signed with `Stripe-Signature`. The test drives the payer's side: complete, expire,
 * declines.
 */
import { createHmac, randomUUID } from "node:crypto";
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";

export type FormValue = string | FormValue[] | { [key: string]: FormValue };
export type Form = { [key: string]: FormValue };

export interface FakeStripeRequest {
  method: string;
  /** The path with its query string. */
  path: string;
  headers: Record<string, string>;
  /** The form body (or, for a GET, the query), parsed with Stripe's bracket notation. */
  body: Form;
}

export interface FakeStripe {
  url: string;
  requests: FakeStripeRequest[];
  /** The payer paid: the session is paid, its PaymentIntent succeeded, the card saved when asked. */
  complete(sessionId: string): void;
  expire(sessionId: string): void;
  /** The next `n` confirmed PaymentIntents are declined (insufficient_funds). */
  declineNextCharges(n: number): void;
  /** A webhook about the object, body and `Stripe-Signature`, as Stripe would send it now. */
  event(type: string, objectId: string): { body: string; signature: string };
  close(): Promise<void>;
}

type Json = Record<string, unknown>;

/**
 * A `Stripe-Signature` header value for `body`, computed the way Stripe documents it: HMAC-SHA256 with the
 * endpoint's secret over "<timestamp>.<body>", hex, as `t=<timestamp>,v1=<signature>`.
 */
export function stripeSignatureHeader(secret: string, body: string, timestampSeconds: number): string {
  const signature = createHmac("sha256", secret).update(`${timestampSeconds}.${body}`, "utf8").digest("hex");
  return `t=${timestampSeconds},v1=${signature}`;
}

/** A Stripe error answer. `saved`: whether Idempotency-Key replays it (not for validation failures). */
class StripeError extends Error {
  status: number;
  body: Json;
  saved: boolean;
  constructor(status: number, error: Json, saved = false) {
    super(String(error.message));
    this.status = status;
    this.body = { error };
    this.saved = saved;
  }
}

const invalid = (message: string, extra: Json = {}) =>
  new StripeError(400, { type: "invalid_request_error", message, ...extra });
const missingParam = (param: string) =>
  invalid(`Missing required param: ${param}.`, { code: "parameter_missing", param });
/** 404 when retrieving the object itself, 400 when a parameter names a missing one (as Stripe). */
const noSuch = (what: string, id: string, param: string, status = 404) =>
  new StripeError(status, {
    type: "invalid_request_error",
    code: "resource_missing",
    message: `No such ${what}: '${id}'`,
    param,
  });

/** A copy as it goes on the wire (internal `_…` fields dropped), so replays are not changed by later events. */
const snapshot = (value: Json): Json =>
  JSON.parse(JSON.stringify(value, (k, v) => (k.startsWith("_") ? undefined : v)));

// ---- bracket-notation forms ----

type Tree = { [key: string]: Tree | string };

/** `a[b][0]=x&a[b][1]=y&expand[]=z` → `{a: {b: ["x", "y"]}, expand: ["z"]}`. */
export function parseForm(text: string): Form {
  const root: Tree = {};
  for (const [name, value] of new URLSearchParams(text)) {
    const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(name);
    if (!match) throw invalid(`Invalid parameter name: ${name}`);
    const keys = [match[1]!, ...[...match[2]!.matchAll(/\[([^[\]]*)\]/g)].map((m) => m[1]!)];
    let node = root;
    keys.forEach((raw, i) => {
      const key = raw === "" ? String(Object.keys(node).length) : raw;
      if (i === keys.length - 1) {
        if (key in node) throw invalid(`Duplicate parameter: ${name}`);
        node[key] = value;
        return;
      }
      const next = node[key] ?? {};
      if (typeof next === "string") throw invalid(`Invalid parameter: ${name}`);
      node[key] = next;
      node = next;
    });
  }
  return arrayify(root) as Form;
}

function arrayify(tree: Tree | string): FormValue {
  if (typeof tree === "string") return tree;
  const keys = Object.keys(tree);
  const values = keys.map((k) => arrayify(tree[k]!));
  const isList = keys.length > 0 && keys.every((k, i) => k === String(i));
  return isList ? values : Object.fromEntries(keys.map((k, i) => [k, values[i]!]));
}

function field(form: Form, name: string): FormValue | undefined {
  const path = name.split(/[[\]]+/).filter(Boolean);
  let value: FormValue | undefined = form;
  for (const key of path) {
    if (value === undefined || typeof value === "string") return undefined;
    value = Array.isArray(value) ? value[Number(key)] : value[key];
  }
  return value;
}

const str = (form: Form, name: string) => {
  const v = field(form, name);
  return typeof v === "string" ? v : undefined;
};
const need = (form: Form, name: string) => str(form, name) ?? throwing(missingParam(name));
const int = (form: Form, name: string) => {
  const v = need(form, name);
  if (!/^\d+$/.test(v)) throw invalid(`Invalid integer: ${v}`, { param: name });
  return Number(v);
};
const strings = (v: FormValue | undefined): Record<string, string> =>
  v && typeof v === "object" && !Array.isArray(v)
    ? Object.fromEntries(Object.entries(v).filter((e): e is [string, string] => typeof e[1] === "string"))
    : {};
function throwing(e: Error): never {
  throw e;
}

// ---- the server ----

export async function startFakeStripe(opts: {
  secretKey: string;
  webhookSecret: string;
  /** The webhook endpoint's API version, which events carry as `api_version` (Stripe's may be null). */
  apiVersion?: string;
}): Promise<FakeStripe> {
  const requests: FakeStripeRequest[] = [];
  const sessions = new Map<string, Json>();
  const intents = new Map<string, Json>();
  const customers = new Set<string>();
  const methods = new Map<string, { id: string; customer: string | null }>();
  const idempotent = new Map<string, { fingerprint: string; status: number; body: Json }>();
  let declines = 0;
  let url = "";

  const newId = (prefix: string) => `${prefix}_test_${randomUUID().replaceAll("-", "")}`;
  const nowSeconds = () => Math.floor(Date.now() / 1000);

  function paymentMethod(id: string): Json {
    const m = methods.get(id)!;
    return {
      id,
      object: "payment_method",
      type: "card",
      customer: m.customer,
      card: { brand: "visa", last4: "4242" },
    };
  }

  function createSession(form: Form): Json {
    const mode = need(form, "mode");
    if (!["payment", "setup", "subscription"].includes(mode))
      throw invalid(`Invalid mode: ${mode}`, { param: "mode" });
    if (mode !== "payment") throw invalid("This fake supports mode=payment only.", { param: "mode" });
    need(form, "success_url");
    const items = field(form, "line_items");
    if (!Array.isArray(items) || items.length === 0) throw missingParam("line_items");
    let amount = 0;
    let currency = "";
    items.forEach((_, i) => {
      const item = `line_items[${i}]`;
      if (str(form, `${item}[price]`))
        throw invalid("This fake supports price_data only.", { param: `${item}[price]` });
      currency = need(form, `${item}[price_data][currency]`).toLowerCase();
      need(form, `${item}[price_data][product_data][name]`);
      amount += int(form, `${item}[price_data][unit_amount]`) * int(form, `${item}[quantity]`);
    });
    const creation = str(form, "customer_creation");
    if (creation !== undefined && creation !== "always" && creation !== "if_required") {
      throw invalid(`Invalid customer_creation: ${creation}`, { param: "customer_creation" });
    }
    const id = newId("cs");
    const session: Json = {
      id,
      object: "checkout.session",
      mode,
      status: "open",
      payment_status: "unpaid",
      url: `${url}/pay/${id}`,
      amount_total: amount,
      currency,
      customer: null,
      customer_creation: creation ?? "if_required",
      customer_email: str(form, "customer_email") ?? null,
      client_reference_id: str(form, "client_reference_id") ?? null,
      locale: str(form, "locale") ?? null,
      metadata: strings(field(form, "metadata")),
      payment_intent: null,
      success_url: str(form, "success_url"),
      cancel_url: str(form, "cancel_url") ?? null,
      created: nowSeconds(),
      expires_at: nowSeconds() + 24 * 3600,
      livemode: false,
      // Kept for complete(); Stripe does not return it on the session.
      _intent: {
        metadata: strings(field(form, "payment_intent_data[metadata]")),
        setup_future_usage: str(form, "payment_intent_data[setup_future_usage]") ?? null,
      },
    };
    sessions.set(id, session);
    return session;
  }

  function intent(fields: Json): Json {
    const id = newId("pi");
    const pi: Json = {
      id,
      object: "payment_intent",
      status: "requires_payment_method",
      customer: null,
      payment_method: null,
      setup_future_usage: null,
      last_payment_error: null,
      cancellation_reason: null,
      metadata: {},
      created: nowSeconds(),
      livemode: false,
      ...fields,
    };
    intents.set(id, pi);
    return pi;
  }

  function createIntent(form: Form): Json {
    const amount = int(form, "amount");
    if (amount < 1) throw invalid("This value must be greater than or equal to 1.", { param: "amount" });
    const currency = need(form, "currency").toLowerCase();
    const customer = str(form, "customer") ?? null;
    const methodId = str(form, "payment_method") ?? null;
    const confirm = str(form, "confirm") === "true";
    if (str(form, "off_session") !== undefined && !confirm) {
      throw invalid("You can only pass in off_session when confirm is set to true.", {
        param: "off_session",
      });
    }
    if (customer && !customers.has(customer)) throw noSuch("customer", customer, "customer", 400);
    const base = {
      amount,
      currency,
      customer,
      description: str(form, "description") ?? null,
      receipt_email: str(form, "receipt_email") ?? null,
      metadata: strings(field(form, "metadata")),
    };
    if (!confirm) return intent({ ...base, payment_method: methodId });
    if (!methodId) throw missingParam("payment_method");
    const method = methods.get(methodId);
    if (!method) throw noSuch("PaymentMethod", methodId, "payment_method", 400);
    if (method.customer === null) {
      throw invalid(
        "The provided PaymentMethod was previously used with a PaymentIntent without Customer attachment, shared " +
          "with a connected account without Customer attachment, or was detached from a Customer. It may not be " +
          "used again. To use a PaymentMethod multiple times, you must attach it to a Customer first.",
        { param: "payment_method" },
      );
    }
    if (method.customer !== customer) {
      throw invalid(
        `The customer does not have a payment method with the ID ${methodId}. The payment method must be attached to the customer.`,
        { param: "payment_method" },
      );
    }
    if (declines > 0) {
      declines--;
      const error = {
        type: "card_error",
        code: "card_declined",
        decline_code: "insufficient_funds",
        message: "Your card has insufficient funds.",
      };
      const pi = intent({
        ...base,
        payment_method: null,
        last_payment_error: { ...error, payment_method: paymentMethod(methodId) },
      });
      throw new StripeError(
        402,
        { ...error, payment_intent: pi, payment_method: paymentMethod(methodId) },
        true,
      );
    }
    return intent({ ...base, payment_method: methodId, status: "succeeded" });
  }

  function detach(id: string): Json {
    const method = methods.get(id);
    if (!method) throw noSuch("PaymentMethod", id, "payment_method");
    if (method.customer === null) {
      throw invalid(
        "The payment method you provided is not attached to a customer so detachment is impossible.",
      );
    }
    method.customer = null;
    return paymentMethod(id);
  }

  function getSession(id: string, form: Form): Json {
    const session = sessions.get(id);
    if (!session) throw noSuch("checkout.session", id, "session");
    const expand = field(form, "expand");
    const pi = session.payment_intent;
    const expanded = Array.isArray(expand) && expand.includes("payment_intent") && typeof pi === "string";
    return { ...session, payment_intent: expanded ? intents.get(pi) : pi };
  }

  const routes: Array<[method: string, path: RegExp, run: (form: Form, id: string) => Json]> = [
    ["POST", /^\/v1\/checkout\/sessions$/, (form) => createSession(form)],
    ["GET", /^\/v1\/checkout\/sessions\/([^/]+)$/, (form, id) => getSession(id, form)],
    ["POST", /^\/v1\/payment_intents$/, (form) => createIntent(form)],
    [
      "GET",
      /^\/v1\/payment_intents\/([^/]+)$/,
      (_, id) => intents.get(id) ?? throwing(noSuch("payment_intent", id, "intent")),
    ],
    ["POST", /^\/v1\/payment_methods\/([^/]+)\/detach$/, (_, id) => detach(id)],
  ];

  function route(method: string, path: string, form: Form): Json {
    for (const [verb, pattern, run] of routes) {
      const match = pattern.exec(path);
      if (verb === method && match) return run(form, match[1] ?? "");
    }
    throw new StripeError(404, {
      type: "invalid_request_error",
      message: `Unrecognized request URL (${method}: ${path}).`,
    });
  }

  /** Status and body for one request, with Stripe's auth and idempotency rules around the route. */
  function handle(
    req: IncomingMessage,
    path: string,
    query: string,
    raw: string,
  ): { status: number; body: Json } {
    const headers = Object.fromEntries(
      Object.entries(req.headers).map(([k, v]) => [k, Array.isArray(v) ? v.join(", ") : (v ?? "")]),
    );
    const method = req.method ?? "GET";
    const type = headers["content-type"] ?? "";
    let form: Form = {};
    try {
      if (raw && !type.startsWith("application/x-www-form-urlencoded")) {
        throw invalid(
          `Invalid request: expected application/x-www-form-urlencoded, got ${type || "nothing"}.`,
        );
      }
      form = parseForm(method === "GET" ? query : raw);
    } finally {
      requests.push({ method, path: query ? `${path}?${query}` : path, headers, body: form });
    }
    if (headers.authorization !== `Bearer ${opts.secretKey}`) {
      const given = headers.authorization?.replace(/^Bearer\s+/, "") ?? "";
      throw new StripeError(401, {
        type: "invalid_request_error",
        message: given
          ? `Invalid API Key provided: ${given.slice(0, 8)}****${given.slice(-4)}`
          : "You did not provide an API key.",
      });
    }
    const version = headers["stripe-version"];
    if (version !== undefined && !/^\d{4}-\d{2}-\d{2}(\.[a-z]+)?$/.test(version)) {
      throw invalid(`Invalid Stripe API version: ${version}`);
    }
    const key = method === "POST" ? headers["idempotency-key"] : undefined;
    if (!key) return { status: 200, body: snapshot(route(method, path, form)) };
    const fingerprint = `${method} ${path} ${JSON.stringify(form)}`;
    const previous = idempotent.get(key);
    if (previous) {
      if (previous.fingerprint !== fingerprint) {
        throw new StripeError(400, {
          type: "idempotency_error",
          message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
        });
      }
      return previous;
    }
    try {
      const answer = { status: 200, body: snapshot(route(method, path, form)) };
      idempotent.set(key, { fingerprint, ...answer });
      return answer;
    } catch (err) {
      if (err instanceof StripeError && err.saved) {
        idempotent.set(key, { fingerprint, status: err.status, body: snapshot(err.body) });
      }
      throw err;
    }
  }

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const [path = "/", query = ""] = (req.url ?? "/").split("?", 2);
      let answer: { status: number; body: Json };
      try {
        answer = handle(req, path, query, Buffer.concat(chunks).toString("utf8"));
      } catch (err) {
        answer =
          err instanceof StripeError
            ? err
            : { status: 500, body: { error: { type: "api_error", message: "An unknown error occurred" } } };
      }
      res.writeHead(answer.status, {
        "content-type": "application/json",
        "request-id": `req_${randomUUID()}`,
      });
      res.end(JSON.stringify(snapshot(answer.body)));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  function openSession(id: string): Json {
    const session = sessions.get(id);
    if (!session) throw new Error(`fake Stripe: no session ${id}`);
    if (session.status !== "open") throw new Error(`fake Stripe: session ${id} is ${String(session.status)}`);
    return session;
  }

  return {
    url,
    requests,
    complete(sessionId) {
      const session = openSession(sessionId);
      const wanted = session._intent as {
        metadata: Record<string, string>;
        setup_future_usage: string | null;
      };
      const save = wanted.setup_future_usage === "off_session";
      const customer = session.customer_creation === "always" || save ? newId("cus") : null;
      if (customer) customers.add(customer);
      const methodId = newId("pm");
      methods.set(methodId, { id: methodId, customer: save ? customer : null });
      const pi = intent({
        amount: session.amount_total,
        currency: session.currency,
        customer,
        payment_method: methodId,
        setup_future_usage: wanted.setup_future_usage,
        metadata: wanted.metadata,
        status: "succeeded",
      });
      Object.assign(session, {
        status: "complete",
        payment_status: "paid",
        url: null,
        customer,
        payment_intent: pi.id,
      });
    },
    expire(sessionId) {
      Object.assign(openSession(sessionId), { status: "expired", url: null });
    },
    declineNextCharges(n) {
      declines = n;
    },
    event(type, objectId) {
      const object = sessions.get(objectId) ?? intents.get(objectId) ?? { id: objectId };
      const body = JSON.stringify({
        id: newId("evt"),
        object: "event",
        api_version: opts.apiVersion ?? null,
        created: nowSeconds(),
        type,
        data: { object: snapshot(object) },
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
      });
      return { body, signature: stripeSignatureHeader(opts.webhookSecret, body, nowSeconds()) };
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((err) => (err ? reject(err) : resolve()));
      }),
  };
}
